import {
  campgroundAttribution,
  campgroundKind,
  EARTH_RADIUS_KM,
  haversineKm as greatCircleKm,
  type Campground,
  type CampgroundFilters,
} from '@ww/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import type { ImportedCampgroundValues } from './campground-import/sites.ts';

/** The search and its tests measure on the contracts' sphere. */
export { EARTH_RADIUS_KM };
const RAD = Math.PI / 180;

export const campgroundColumns = [
  'id',
  'source',
  'osm_id',
  'source_id',
  'name',
  'near_place',
  'lat',
  'lon',
  'ele',
  'power',
  'water',
  'dump_station',
  'showers',
  'toilets',
  'pets',
  'free',
  'max_length_m',
  'caravans',
  'motorhome',
  'tents',
  'fee',
  'capacity',
  'website',
  'phone',
  'opening_hours',
  'address',
  'tags',
  'created_by',
  'created_at',
  'updated_at',
] as const;

export type UserCampgroundValues = Omit<
  ImportedCampgroundValues,
  'source' | 'source_id' | 'osm_id' | 'ele' | 'tags' | 'near_place'
>;
export type NearQuery = { lat: number; lon: number; radius_km: number; filters?: CampgroundFilters; limit: number };
export type BBox = { south: number; north: number; west: number; east: number };

/** The contracts' great-circle distance in km, the same formula as the SQL, for callers holding four numbers. */
export const haversineKm = (lat1: number, lon1: number, lat2: number, lon2: number): number =>
  greatCircleKm({ lat: lat1, lon: lon1 }, { lat: lat2, lon: lon2 });

/**
 * The smallest latitude/longitude box holding every point within radius_km of the centre: the latitude band is the
 * radius along the meridian; the longitude half-width is asin(sin r / cos φ), the widest a circle gets at latitude φ.
 * A box reaching a pole spans all longitudes; one crossing ±180° has west > east.
 */
export function boundingBox(lat: number, lon: number, radiusKm: number): BBox {
  const r = radiusKm / EARTH_RADIUS_KM;
  const dLat = r / RAD;
  // A little slack so that rounding never drops a point the exact test keeps.
  const slack = 1e-7;
  const south = Math.max(-90, lat - dLat - slack);
  const north = Math.min(90, lat + dLat + slack);
  if (north >= 90 || south <= -90 || Math.sin(r) >= Math.cos(lat * RAD)) return { south, north, west: -180, east: 180 };
  const dLon = Math.asin(Math.sin(r) / Math.cos(lat * RAD)) / RAD + slack;
  if (dLon >= 180) return { south, north, west: -180, east: 180 };
  const wrap = (x: number) => (x < -180 ? x + 360 : x > 180 ? x - 360 : x);
  return { south, north, west: wrap(lon - dLon), east: wrap(lon + dLon) };
}

export function bboxWhere(eb: ExpressionBuilder<Database, 'campgrounds'>, b: BBox): Expression<SqlBool> {
  const lat = eb.between('lat', b.south, b.north);
  if (b.west === -180 && b.east === 180) return lat;
  const lon =
    b.west <= b.east ? eb.between('lon', b.west, b.east) : eb.or([eb('lon', '>=', b.west), eb('lon', '<=', b.east)]);
  return eb.and([lat, lon]);
}

export function filterWhere(
  eb: ExpressionBuilder<Database, 'campgrounds'>,
  f: CampgroundFilters = {},
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  for (const amenity of ['power', 'water', 'dump_station', 'showers', 'toilets', 'pets', 'free'] as const) {
    if (f[amenity]) conditions.push(eb(amenity, '=', true));
  }
  if (f.min_length_m !== undefined)
    conditions.push(eb.or([eb('max_length_m', 'is', null), eb('max_length_m', '>=', f.min_length_m)]));
  return eb.and(conditions);
}

/**
 * Suggestions whose distances fall in the same band (whole kilometres) rank as equals: among them a site with a name
 * comes before one known only by its kind and nearest town, then the nearer first (decision 049).
 */
export const EQUAL_RANK_BAND_KM = 1;
/** The band a distance ranks in (EQUAL_RANK_BAND_KM), as the search's SQL computes it. */
export const rankBand = (km: number) => Math.floor(km / EQUAL_RANK_BAND_KM);

/**
 * Where the sites inside any of the boxes that pass the filters are, for the along-route search to measure exactly;
 * only the few it keeps are then read whole (findCampgroundsByIds), so a wide corridor reads little.
 */
export function findCampgroundPositionsInBoxes(tx: Tx, boxes: BBox[], filters?: CampgroundFilters) {
  return tx
    .selectFrom('campgrounds')
    .select(['id', 'lat', 'lon'])
    .select(sql<boolean>`name is not null`.as('named'))
    .where((eb) => eb.and([eb.or(boxes.map((b) => bboxWhere(eb, b))), filterWhere(eb, filters)]))
    .execute();
}

/**
 * The sites inside any of the boxes that pass the filters, with what a night's suggestion shows (no ratings, no
 * tags but the charge): the trip planner reads a batch of nights' candidates in this one query.
 */
export function findOvernightSitesInBoxes(tx: Tx, boxes: BBox[], filters?: CampgroundFilters) {
  return tx
    .selectFrom('campgrounds')
    .select(['id', 'source', 'name', 'near_place', 'lat', 'lon', 'free', 'max_length_m', 'fee'])
    .select(sql<string | null>`tags ->> 'charge'`.as('charge'))
    .select(sql<string | null>`tags ->> 'tourism'`.as('tourism'))
    .where((eb) => eb.and([eb.or(boxes.map((b) => bboxWhere(eb, b))), filterWhere(eb, filters)]))
    .execute();
}
export type OvernightSiteRow = Awaited<ReturnType<typeof findOvernightSitesInBoxes>>[number];

/** A campground's columns with its ratings, who added it (a display name, never an id) and whether the caller did. */
export type CampgroundBoxRow = Pick<Selectable<Database['campgrounds']>, (typeof campgroundColumns)[number]> & {
  rating_avg: number | null;
  review_count: number;
  added_by: string | null;
  mine: boolean;
};
/** The same row as json_agg writes it: timestamps are ISO 8601 text. */
type CampgroundJsonRow = Omit<CampgroundBoxRow, 'created_at' | 'updated_at'> & {
  created_at: string;
  updated_at: string;
};

/**
 * Whole rows, ratings included, in no particular order; `ids` must not be empty. The rows come back as one JSON
 * array, parsed at once, instead of thirty-odd values per row decoded one by one: for the 200 rows of a wide
 * search that is most of the request on PGlite. Imported sites (no `created_by`) skip the display-name look-up.
 */
export async function findCampgroundsByIds(tx: Tx | Kysely<Database>, ids: string[]): Promise<CampgroundBoxRow[]> {
  const rows = tx
    .selectFrom('campgrounds as c')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('campground_reviews as r')
          .select([
            sql<number | null>`avg(r.rating)::float8`.as('rating_avg'),
            sql<number>`count(*)::int`.as('review_count'),
          ])
          .whereRef('r.campground_id', '=', 'c.id')
          .as('rv'),
      (join) => join.onTrue(),
    )
    .select(campgroundColumns.map((column) => `c.${column}` as const))
    .select(['rv.rating_avg', 'rv.review_count'])
    .select([
      sql<string | null>`case when c.created_by is not null then public_display_name(c.created_by) end`.as('added_by'),
      sql<boolean>`case when c.created_by is not null then coalesce(c.created_by = current_app_user_id(), false) else false end`.as(
        'mine',
      ),
    ])
    .where('c.id', 'in', ids);
  const { rows: result } = await sql<{
    rows: CampgroundJsonRow[] | null;
  }>`select json_agg(x) as rows from (${rows}) as x`.execute(tx);
  return (result[0]?.rows ?? []).map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    updated_at: new Date(r.updated_at),
  }));
}

/** A row as the API shows it: imported rows carry their source's attribution, ratings are rounded to 0.01. */
export function toCampground(r: CampgroundBoxRow): Campground {
  return {
    id: r.id,
    source: r.source,
    osm_id: r.osm_id,
    source_id: r.source_id,
    name: r.name,
    kind: campgroundKind(r.tags),
    near_place: r.name === null ? r.near_place : null,
    lat: r.lat,
    lon: r.lon,
    ele: r.ele,
    power: r.power,
    water: r.water,
    dump_station: r.dump_station,
    showers: r.showers,
    toilets: r.toilets,
    pets: r.pets,
    free: r.free,
    max_length_m: r.max_length_m,
    caravans: r.caravans,
    motorhome: r.motorhome,
    tents: r.tents,
    fee: r.fee,
    capacity: r.capacity,
    website: r.website,
    phone: r.phone,
    opening_hours: r.opening_hours,
    address: r.address,
    tags: r.tags,
    added_by: r.added_by,
    mine: r.mine,
    rating_avg: r.rating_avg === null ? null : Math.round(r.rating_avg * 100) / 100,
    review_count: r.review_count,
    attribution: campgroundAttribution(r.source),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

const reviewColumns = [
  'id',
  'campground_id',
  'user_id',
  'rating',
  'body',
  'created_at',
  'updated_at',
  sql<string | null>`public_display_name(user_id)`.as('author_name'),
] as const;

export const campgroundsRepository = {
  get: async (tx: Tx, id: string): Promise<CampgroundBoxRow | undefined> => (await findCampgroundsByIds(tx, [id]))[0],

  /** The sites the user added, newest first, at most `limit`. */
  async mine(tx: Tx, userId: string, limit: number): Promise<CampgroundBoxRow[]> {
    const ids = await tx
      .selectFrom('campgrounds')
      .select('id')
      .where('created_by', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    if (ids.length === 0) return [];
    const rows = new Map(
      (
        await findCampgroundsByIds(
          tx,
          ids.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    return ids.flatMap((r) => rows.get(r.id) ?? []);
  },

  async insert(tx: Tx, values: Partial<UserCampgroundValues> & Pick<UserCampgroundValues, 'name' | 'lat' | 'lon'>) {
    const { id } = await tx
      .insertInto('campgrounds')
      .values({ ...values, source: 'user', tags: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async update(tx: Tx, id: string, values: Partial<UserCampgroundValues>) {
    const row = await tx
      .updateTable('campgrounds')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return !!row;
  },

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('campgrounds').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  reviews: (tx: Tx, campgroundId: string) =>
    tx
      .selectFrom('campground_reviews')
      .select(reviewColumns)
      .where('campground_id', '=', campgroundId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),

  upsertReview: (tx: Tx, campgroundId: string, rating: number, body: string) =>
    tx
      .insertInto('campground_reviews')
      .values({ campground_id: campgroundId, rating, body })
      .onConflict((oc) =>
        oc.columns(['user_id', 'campground_id']).doUpdateSet({ rating, body, updated_at: new Date() }),
      )
      .returning(reviewColumns)
      .executeTakeFirstOrThrow(),

  async removeReview(tx: Tx, campgroundId: string, reviewId: string) {
    const res = await tx
      .deleteFrom('campground_reviews')
      .where('id', '=', reviewId)
      .where('campground_id', '=', campgroundId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type CampgroundReviewRow = Awaited<ReturnType<typeof campgroundsRepository.reviews>>[number];

/**
 * Imported rows (OpenStreetMap, RIDB) are public data no user owns: the importer CLI, the bundled data's load and the
 * Overpass fetch write them as the role app_campground_import, whose policy admits only those sources' rows.
 */
export function withCampgroundImportTx<T>(db: Kysely<Database>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`set local role app_campground_import`.execute(tx);
    return fn(tx);
  });
}

/** Sites per statement: one JSON parameter, so PostgreSQL's 65,535 bind parameters never limit it. */
const UPSERT_BATCH = 1_000;
const IMPORTED_COLUMNS =
  sql.raw(`source, source_id, osm_id, name, near_place, lat, lon, ele, power, water, dump_station, showers,
  toilets, pets, free, max_length_m, caravans, motorhome, tents, fee, capacity, website, phone, opening_hours, address,
  tags`);
const UPDATED_COLUMNS = sql.raw(`osm_id = excluded.osm_id, name = excluded.name, lat = excluded.lat,
  lon = excluded.lon, ele = excluded.ele, power = excluded.power, water = excluded.water,
  dump_station = excluded.dump_station, showers = excluded.showers, toilets = excluded.toilets, pets = excluded.pets,
  free = excluded.free, max_length_m = excluded.max_length_m, caravans = excluded.caravans,
  motorhome = excluded.motorhome, tents = excluded.tents, fee = excluded.fee, capacity = excluded.capacity,
  website = excluded.website, phone = excluded.phone, opening_hours = excluded.opening_hours,
  address = excluded.address, tags = excluded.tags, updated_at = now(),
  near_place = case when excluded.name is null then coalesce(excluded.near_place, campgrounds.near_place) end`);

/**
 * Inserts or refreshes imported sites by (source, source_id) from a JSON array of their column values, as one
 * statement whatever its size: the bundled data's load hands over batches already in this form from a worker thread.
 * The array must hold each site once (ON CONFLICT cannot touch the same row twice). Returns the rows written. A site
 * without a name keeps the nearest town it has when the values bring none (an Overpass refresh whose look-up failed).
 */
export async function upsertImportedCampgroundsJson(tx: Tx, rowsJson: string): Promise<number> {
  const res = await sql`insert into campgrounds (${IMPORTED_COLUMNS})
    select ${IMPORTED_COLUMNS} from jsonb_to_recordset(${rowsJson}::jsonb) as r(
      source text, source_id text, osm_id text, name text, near_place text, lat float8, lon float8, ele float8, power boolean,
      water boolean, dump_station boolean, showers boolean, toilets boolean, pets boolean, free boolean,
      max_length_m float8, caravans boolean, motorhome boolean, tents boolean, fee text, capacity integer,
      website text, phone text, opening_hours text, address text, tags jsonb)
    on conflict (source, source_id) do update set ${UPDATED_COLUMNS}`.execute(tx);
  return Number(res.numAffectedRows ?? 0);
}

/** Inserts or refreshes imported sites (a file import, an Overpass fetch); a site listed twice is written once. */
export async function upsertImportedCampgrounds(tx: Tx, sites: ImportedCampgroundValues[]): Promise<number> {
  const unique = [...new Map(sites.map((s) => [`${s.source}:${s.source_id}`, s])).values()];
  let written = 0;
  for (let i = 0; i < unique.length; i += UPSERT_BATCH) {
    written += await upsertImportedCampgroundsJson(tx, JSON.stringify(unique.slice(i, i + UPSERT_BATCH)));
  }
  return written;
}

/** Overpass tiles fetched since `freshAfter`. */
export function freshTiles(tx: Tx, tiles: { tile_lat: number; tile_lon: number }[], freshAfter: Date) {
  if (!tiles.length) return Promise.resolve([]);
  return tx
    .selectFrom('campground_tiles')
    .select(['tile_lat', 'tile_lon'])
    .where('fetched_at', '>=', freshAfter)
    .where((eb) => eb.or(tiles.map((t) => eb.and([eb('tile_lat', '=', t.tile_lat), eb('tile_lon', '=', t.tile_lon)]))))
    .execute();
}

export function markTilesFetched(
  tx: Tx,
  tiles: { tile_lat: number; tile_lon: number; site_count: number }[],
  now: Date,
) {
  if (!tiles.length) return Promise.resolve();
  return tx
    .insertInto('campground_tiles')
    .values(tiles.map((t) => ({ ...t, fetched_at: now })))
    .onConflict((oc) =>
      oc
        .columns(['tile_lat', 'tile_lon'])
        .doUpdateSet((eb) => ({ fetched_at: now, site_count: eb.ref('excluded.site_count') })),
    )
    .execute()
    .then(() => undefined);
}
