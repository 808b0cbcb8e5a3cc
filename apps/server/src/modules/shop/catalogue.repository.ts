import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { ProductInput, ProductListQuery, ProductPatch, ShopCurrency } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

export type ProductListRow = Pick<
  Selectable<Database['shop_products']>,
  'id' | 'name' | 'category' | 'stock' | 'seller' | 'external_url' | 'photos' | 'active' | 'created_at'
> & { currency: string; amount: string };

/**
 * A search as Postgres full-text prefix terms: each word of letters or digits must begin a word of the name or the
 * description ('solar pan' finds 'Solar Panel 100W'), without case or accents (market_fold, as the column is built).
 */
export function searchTerms(q: string | undefined): string | null {
  const words = (q ?? '').normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * The price of the product `p` in `currency`: the shop's price in it where one is set, else its USD price (every
 * product has one); `currency` says which of the two it is. The catalogue and the cart price alike through this.
 */
export const priceIn = (currency: ShopCurrency) => ({
  amount: sql<string>`coalesce((p.prices ->> ${currency})::numeric, (p.prices ->> 'USD')::numeric)`,
  currency: sql<string>`case when p.prices ? ${currency} then ${currency} else 'USD' end`,
});

/** Prices as the product row holds them: {currency: amount}, as JSON text. */
const pricesObject = (prices: ProductInput['prices']) =>
  JSON.stringify(Object.fromEntries(prices.map((p) => [p.currency, p.amount])));

const PRODUCT_COLUMNS = [
  'id',
  'name',
  'category',
  'description',
  'specs',
  'photos',
  'stock',
  'seller',
  'external_url',
  'max_rig_length_m',
  'max_rig_mass_kg',
  'hitch',
  'prices',
  'active',
  'created_at',
  'updated_at',
] as const;
export type ProductRow = Pick<Selectable<Database['shop_products']>, (typeof PRODUCT_COLUMNS)[number]>;

export const catalogueRepository = {
  /**
   * One page of products on sale and how many match, priced in `currency` where the shop set a price in it, else in
   * USD (every product has a USD price). Price bounds and the price sorts read that same price.
   */
  async list(
    t: Tx,
    query: ProductListQuery & { currency: ShopCurrency; limit: number; offset: number; includeRetired?: boolean },
  ) {
    const terms = searchTerms(query.q);
    const and = (parts: Array<RawBuilder<unknown> | false>) => {
      const kept = parts.filter((part): part is RawBuilder<unknown> => part !== false);
      return kept.length ? sql.join(kept, sql` and `) : sql`true`;
    };
    const { amount: price, currency } = priceIn(query.currency);
    const where = and([
      query.includeRetired !== true && sql`p.active`,
      query.category !== undefined && sql`p.category = ${query.category}`,
      query.in_stock === true && sql`(p.stock > 0 or p.seller <> 'shop')`,
      terms !== null && sql`p.search_vector @@ to_tsquery('simple', market_fold(${terms}))`,
      query.min_price !== undefined && sql`${price} >= ${query.min_price}`,
      query.max_price !== undefined && sql`${price} <= ${query.max_price}`,
    ]);
    /** The order of the page over the rows of `from` (an alias), whose price is `rowPrice`. */
    const orderOver = (from: 'p' | 'm', rowPrice: RawBuilder<unknown>) => {
      const [name, id, createdAt] = ['name', 'id', 'created_at'].map((column) => sql.ref(`${from}.${column}`));
      return {
        name: sql`${name}, ${id}`,
        price_asc: sql`${rowPrice} asc, ${name}, ${id}`,
        price_desc: sql`${rowPrice} desc, ${name}, ${id}`,
        newest: sql`${createdAt} desc, ${id} desc`,
      }[query.sort ?? 'name'];
    };
    const orderBy = orderOver('p', price);
    const columns = sql`p.id, p.name, p.category, p.stock, p.seller, p.external_url, p.photos, p.active, p.created_at,
      ${currency} as currency, ${price}::text as amount`;
    const count = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from shop_products p where ${where}`.execute(
        t,
      );
      return rows[0]?.n ?? 0;
    };

    const byPrice = query.min_price !== undefined || query.max_price !== undefined;
    if (terms !== null || byPrice || query.sort === 'price_asc' || query.sort === 'price_desc') {
      // A search or a price: the matching products are found in one pass over the table with what the page is sorted
      // by (materialized, so the planner cannot walk the name index past every product instead), then sorted, paged
      // and counted in the same statement.
      const { rows } = await sql<ProductListRow & { total: number }>`
        with matched as materialized (
          select p.id, p.name, p.created_at, ${price} as price from shop_products p where ${where}),
        page as (
          select m.id from matched m
          order by ${orderOver('m', sql`m.price`)}
          limit ${query.limit} offset ${query.offset})
        select ${columns}, (select count(*) from matched)::int as total
        from page join shop_products p on p.id = page.id
        order by ${orderBy}`.execute(t);
      // A page past the end has no row to carry the count.
      const total = rows[0]?.total ?? (query.offset > 0 ? await count() : 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    }
    const { rows } = await sql<ProductListRow>`
      select ${columns} from shop_products p where ${where}
      order by ${orderBy} limit ${query.limit} offset ${query.offset}`.execute(t);
    return { rows, total: await count() };
  },

  get: (t: Tx, id: string) =>
    t.selectFrom('shop_products').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst(),

  /** The caller's rigs with what a product's limits are checked against. */
  rigs: (t: Tx) =>
    t
      .selectFrom('vehicles')
      .select(['id', 'name', 'kind', 'length_m', 'gross_mass_kg'])
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .orderBy('created_at')
      .execute(),

  insert: (t: Tx, { prices, specs, photos, ...fields }: ProductInput) =>
    t
      .insertInto('shop_products')
      .values({ ...fields, prices: pricesObject(prices), specs: JSON.stringify(specs), photos: JSON.stringify(photos) })
      .returning(PRODUCT_COLUMNS)
      .executeTakeFirstOrThrow(),

  update: (t: Tx, id: string, { prices, specs, photos, ...fields }: ProductPatch) =>
    t
      .updateTable('shop_products')
      .set({
        ...fields,
        ...(prices !== undefined ? { prices: pricesObject(prices) } : {}),
        ...(specs !== undefined ? { specs: JSON.stringify(specs) } : {}),
        ...(photos !== undefined ? { photos: JSON.stringify(photos) } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returning(PRODUCT_COLUMNS)
      .executeTakeFirst(),

  remove: async (t: Tx, id: string) =>
    (await t.deleteFrom('shop_products').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
};
