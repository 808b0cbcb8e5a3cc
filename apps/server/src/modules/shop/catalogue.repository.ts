import { sql, type Selectable } from 'kysely';
import type { ProductInput, ProductListQuery, ProductPatch, ShopCurrency } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

export type PriceRow = Selectable<Database['shop_product_prices']>;
export type ProductListRow = Pick<
  Selectable<Database['shop_products']>,
  'id' | 'name' | 'category' | 'stock' | 'seller' | 'external_url' | 'photos' | 'created_at'
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
    const base = t
      .selectFrom('shop_products as p')
      .innerJoin('shop_product_prices as pu', (j) =>
        j.onRef('pu.product_id', '=', 'p.id').on('pu.currency', '=', 'USD'),
      )
      .leftJoin('shop_product_prices as pc', (j) =>
        j.onRef('pc.product_id', '=', 'p.id').on('pc.currency', '=', query.currency),
      )
      .$if(query.includeRetired !== true, (qb) => qb.where('p.active', '=', true))
      .$if(query.category !== undefined, (qb) => qb.where('p.category', '=', query.category!))
      .$if(terms !== null, (qb) =>
        qb.where(sql<boolean>`p.search_vector @@ to_tsquery('simple', market_fold(${terms}))`),
      )
      .$if(query.in_stock === true, (qb) =>
        qb.where((eb) => eb.or([eb('p.stock', '>', 0), eb('p.seller', '<>', 'shop')])),
      )
      .$if(query.min_price !== undefined, (qb) =>
        qb.where(sql<boolean>`coalesce(pc.amount, pu.amount) >= ${query.min_price}`),
      )
      .$if(query.max_price !== undefined, (qb) =>
        qb.where(sql<boolean>`coalesce(pc.amount, pu.amount) <= ${query.max_price}`),
      );
    const price = sql<string>`coalesce(pc.amount, pu.amount)`;
    const sorted = (() => {
      const qb = base.select([
        'p.id',
        'p.name',
        'p.category',
        'p.stock',
        'p.seller',
        'p.external_url',
        'p.photos',
        'p.created_at',
        sql<string>`case when pc.amount is null then 'USD' else pc.currency end`.as('currency'),
        price.as('amount'),
      ]);
      switch (query.sort ?? 'name') {
        case 'price_asc':
          return qb.orderBy(price, 'asc').orderBy('p.name').orderBy('p.id');
        case 'price_desc':
          return qb.orderBy(price, 'desc').orderBy('p.name').orderBy('p.id');
        case 'newest':
          return qb.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
        default:
          return qb.orderBy('p.name').orderBy('p.id');
      }
    })();
    const [rows, count] = await Promise.all([
      sorted.limit(query.limit).offset(query.offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as ProductListRow[], total: Number(count.n) };
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
