import { EARTH_RADIUS_KM } from '@ww/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { offerWrites, userCard, wordsWhere } from './offer-kit.ts';

/**
 * The Marketplace's SQL, always inside the caller's request transaction: row-level security keeps listings of users
 * across a block and hidden listings (unless the caller's own) out of every query here.
 */

export type ListingValues = {
  title: string;
  description: string;
  /** Exact decimal text ('12.50'), never a float. */
  price: string;
  currency: string;
  category: string;
  condition: string;
  photos: { url: string; width: number; height: number }[];
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
};
export type ListingChanges = Partial<ListingValues> & { status?: 'active' | 'sold' };

/** Where a page ends: newest first by (created_at text, id), nearest first by (distance, id). */
export type ListingPageKey = { c: string; i: string } | { d: number; i: string };

export type ListingFilter = {
  words: string[];
  category?: string;
  condition?: string;
  currency?: string;
  min_price?: number;
  max_price?: number;
  status: 'active' | 'sold' | 'any';
  seller_id?: string;
  near?: { lat: number; lon: number; radius_km: number };
};

/** The haversine distance of a listing from a point, km. */
const distanceFrom = (lat: number, lon: number) =>
  sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(l.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${lon}::float8) / 2), 2))))`;

const selectListings = (tx: Tx, near?: { lat: number; lon: number }) =>
  tx
    .selectFrom('listings as l')
    .select([
      'l.id',
      'l.seller_id',
      'l.title',
      'l.description',
      'l.price',
      'l.currency',
      'l.category',
      'l.condition',
      'l.photos',
      'l.place_name',
      'l.latitude',
      'l.longitude',
      'l.status',
      'l.sold_at',
      'l.created_at',
      'l.updated_at',
      'l.hidden_at',
      'l.hidden_reason',
      sql<string>`l.created_at::text`.as('cursor_ts'),
      sql<boolean>`l.seller_id = current_app_user_id()`.as('mine'),
      sql<string | null>`c.display_name`.as('seller_name'),
      sql<string | null>`c.avatar_url`.as('seller_avatar'),
      (near ? distanceFrom(near.lat, near.lon) : sql<number | null>`null::float8`).as('distance_km'),
    ])
    .innerJoin(userCard('l.seller_id'), (j) => j.onTrue());
export type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['executeTakeFirstOrThrow']>>;

// jsonb goes in as text: the pg driver would turn a JS array into a Postgres array literal.
const toRow = (v: ListingChanges) => ({
  ...v,
  ...(v.photos !== undefined ? { photos: JSON.stringify(v.photos) } : {}),
});

const get = (tx: Tx, id: string) => selectListings(tx).where('l.id', '=', id).executeTakeFirst();
const writes = offerWrites('listings', 'seller_id', get);

export const listingsRepository = {
  get,

  /** One page (and one row more, to tell whether another follows) of the listings the filter keeps. */
  page(tx: Tx, filter: ListingFilter, sort: 'newest' | 'distance', limit: number, after?: ListingPageKey) {
    const near = filter.near;
    let query = selectListings(tx, near).where((eb) => {
      const conditions: Expression<SqlBool>[] = wordsWhere('l.search_text', filter.words);
      if (filter.category) conditions.push(eb('l.category', '=', filter.category));
      if (filter.condition) conditions.push(eb('l.condition', '=', filter.condition));
      if (filter.currency) conditions.push(eb('l.currency', '=', filter.currency));
      if (filter.min_price !== undefined) conditions.push(sql<SqlBool>`l.price >= ${filter.min_price}::numeric`);
      if (filter.max_price !== undefined) conditions.push(sql<SqlBool>`l.price <= ${filter.max_price}::numeric`);
      if (filter.status !== 'any') conditions.push(eb('l.status', '=', filter.status));
      if (filter.seller_id) conditions.push(eb('l.seller_id', '=', filter.seller_id));
      if (near) {
        // The latitude band narrows through the position index; the exact distance decides.
        const band = (near.radius_km / EARTH_RADIUS_KM) * (180 / Math.PI) + 1e-6;
        conditions.push(eb.between('l.latitude', near.lat - band, near.lat + band));
        conditions.push(sql<SqlBool>`${distanceFrom(near.lat, near.lon)} <= ${near.radius_km}::float8`);
      }
      if (after && 'd' in after && near) {
        conditions.push(
          sql<SqlBool>`(${distanceFrom(near.lat, near.lon)}, l.id) > (${after.d}::float8, ${after.i}::uuid)`,
        );
      } else if (after && 'c' in after) {
        conditions.push(sql<SqlBool>`(l.created_at, l.id) < (${after.c}::timestamptz, ${after.i}::uuid)`);
      }
      return eb.and(conditions);
    });
    query =
      sort === 'distance' && near
        ? query.orderBy(sql`distance_km`).orderBy('l.id')
        : query.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc');
    return query.limit(limit + 1).execute();
  },

  insert: (tx: Tx, values: ListingValues) => writes.insert(tx, toRow(values)),

  /** Only the seller's own (row-level security); undefined when not theirs or gone. */
  update(tx: Tx, id: string, changes: ListingChanges) {
    const sold =
      changes.status === undefined ? {} : { sold_at: changes.status === 'sold' ? sql`coalesce(sold_at, now())` : null };
    return writes.update(tx, id, { ...toRow(changes), ...sold });
  },

  remove: writes.remove,
};
