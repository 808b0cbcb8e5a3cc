import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { ProductInput, ProductListQuery, ProductPatch, ShopCurrency } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

export type PriceRow = Selectable<Database['shop_product_prices']>;
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
    const byPrice = query.min_price !== undefined || query.max_price !== undefined;
    const and = (parts: Array<RawBuilder<unknown> | false>) => {
      const kept = parts.filter((part): part is RawBuilder<unknown> => part !== false);
      return kept.length ? sql.join(kept, sql` and `) : sql`true`;
    };
    // What a product itself must be (on sale, its department, in stock), without its prices.
    const productWhere = and([
      query.includeRetired !== true && sql`p.active`,
      query.category !== undefined && sql`p.category = ${query.category}`,
      query.in_stock === true && sql`(p.stock > 0 or p.seller <> 'shop')`,
    ]);
    const searchWhere = sql`p.search_vector @@ to_tsquery('simple', market_fold(${terms}))`;
    const price = sql`coalesce(pc.amount, pu.amount)`;
    const prices = sql`
      join shop_product_prices pu on pu.product_id = p.id and pu.currency = 'USD'
      left join shop_product_prices pc on pc.product_id = p.id and pc.currency = ${query.currency}`;
    const priceWhere = and([
      query.min_price !== undefined && sql`${price} >= ${query.min_price}`,
      query.max_price !== undefined && sql`${price} <= ${query.max_price}`,
    ]);
    const orderBy = {
      name: sql`p.name, p.id`,
      price_asc: sql`${price} asc, p.name, p.id`,
      price_desc: sql`${price} desc, p.name, p.id`,
      newest: sql`p.created_at desc, p.id desc`,
    }[query.sort ?? 'name'];
    const columns = sql`p.id, p.name, p.category, p.stock, p.seller, p.external_url, p.photos, p.active, p.created_at,
      case when pc.amount is null then 'USD' else pc.currency end as currency, ${price}::text as amount`;

    /** Counted on the products alone unless the prices filter them (every product has its USD price). */
    const count = async (searched: boolean) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from shop_products p ${byPrice ? prices : sql``}
        where ${productWhere} and ${searched ? searchWhere : sql`true`} and ${priceWhere}`.execute(t);
      return rows[0]?.n ?? 0;
    };

    const byPriceOrder = byPrice || query.sort === 'price_asc' || query.sort === 'price_desc';
    if (terms !== null || byPriceOrder) {
      // A search or an order by price: the matching products are found once (materialized, so the planner cannot
      // walk the name index past every product instead), priced only when prices sort or filter, then sorted, paged
      // and counted in the same statement; only the page is priced otherwise.
      const candidates = byPriceOrder
        ? sql`select p.id, p.name, p.created_at, ${price} as price from matched m join shop_products p on p.id = m.id
              ${prices} where ${priceWhere}`
        : sql`select p.id, p.name, p.created_at from matched m join shop_products p on p.id = m.id`;
      const pageOrder = {
        name: sql`c.name, c.id`,
        price_asc: sql`c.price asc, c.name, c.id`,
        price_desc: sql`c.price desc, c.name, c.id`,
        newest: sql`c.created_at desc, c.id desc`,
      }[query.sort ?? 'name'];
      const { rows } = await sql<ProductListRow & { total: number }>`
        with matched as materialized (
          select p.id from shop_products p where ${terms !== null ? searchWhere : sql`true`} and ${productWhere}),
        candidates as materialized (${candidates}),
        page as (select c.id from candidates c order by ${pageOrder} limit ${query.limit} offset ${query.offset})
        select ${columns}, (select count(*) from candidates)::int as total
        from page join shop_products p on p.id = page.id ${prices}
        order by ${orderBy}`.execute(t);
      // A page past the end has no row to carry the count.
      const total = rows[0]?.total ?? (query.offset > 0 ? await count(terms !== null) : 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    }
    const { rows } = await sql<ProductListRow>`
      select ${columns} from shop_products p ${prices}
      where ${productWhere} and ${priceWhere}
      order by ${orderBy} limit ${query.limit} offset ${query.offset}`.execute(t);
    return { rows, total: await count(false) };
  },

  get: (t: Tx, id: string) =>
    t.selectFrom('shop_products').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst(),

  prices: (t: Tx, productId: string) =>
    t
      .selectFrom('shop_product_prices')
      .select(['currency', 'amount'])
      .where('product_id', '=', productId)
      .orderBy('currency')
      .execute(),

  /** The caller's rigs with what a product's limits are checked against. */
  rigs: (t: Tx) =>
    t
      .selectFrom('vehicles')
      .select(['id', 'name', 'kind', 'length_m', 'gross_mass_kg'])
      .where('user_id', '=', sql<string>`current_app_user_id()`)
      .orderBy('created_at')
      .execute(),

  async insert(t: Tx, input: ProductInput) {
    const { prices, specs, photos, ...fields } = input;
    const row = await t
      .insertInto('shop_products')
      .values({ ...fields, specs: JSON.stringify(specs), photos: JSON.stringify(photos) })
      .returning(PRODUCT_COLUMNS)
      .executeTakeFirstOrThrow();
    await t
      .insertInto('shop_product_prices')
      .values(prices.map((p) => ({ product_id: row.id, currency: p.currency, amount: p.amount })))
      .execute();
    return row;
  },

  async update(t: Tx, id: string, patch: ProductPatch) {
    const { prices, specs, photos, ...fields } = patch;
    const row = await t
      .updateTable('shop_products')
      .set({
        ...fields,
        ...(specs !== undefined ? { specs: JSON.stringify(specs) } : {}),
        ...(photos !== undefined ? { photos: JSON.stringify(photos) } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returning(PRODUCT_COLUMNS)
      .executeTakeFirst();
    if (row && prices) {
      await t
        .deleteFrom('shop_product_prices')
        .where('product_id', '=', id)
        .where(
          'currency',
          'not in',
          prices.map((p) => p.currency),
        )
        .execute();
      await t
        .insertInto('shop_product_prices')
        .values(prices.map((p) => ({ product_id: id, currency: p.currency, amount: p.amount })))
        .onConflict((oc) =>
          oc.columns(['product_id', 'currency']).doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount') })),
        )
        .execute();
    }
    return row;
  },

  remove: async (t: Tx, id: string) =>
    (await t.deleteFrom('shop_products').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
};
