// The radius search: campgrounds nearest a point, read ring by ring (issue 23's 30 ms budget with ~90,000 sites).
import type { CampgroundWithDistance } from '@ww/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import {
  bboxWhere,
  boundingBox,
  EARTH_RADIUS_KM,
  EQUAL_RANK_BAND_KM,
  filterWhere,
  findCampgroundsByIds,
  toCampground,
  type NearQuery,
} from './campgrounds.repository.ts';

/** The haversine distance of each row's lat/lon from a point, in SQL, as haversineKm computes it. */
const distanceSql = (lat: number, lon: number): RawBuilder<number> =>
  sql<number>`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(lat)) * power(sin(radians(lon - ${lon}::float8) / 2), 2))))`;

/**
 * An expanding search starts with this radius (km): a limit of 50 is often met within it where sites are dense,
 * and a wider ring is only read when the narrower one did not hold enough. A whole number of EQUAL_RANK_BAND_KM.
 */
export const FIRST_RING_KM = 25;

/**
 * The ids and distances of the first `limit` sites within `radiusKm` (or under it, `inclusive` false) in the search's
 * order: whole kilometre, named first, nearest, id. The distance is computed once per row (`offset 0` keeps the
 * subquery from being merged, which would compute it again for the filter and each sort key), and only the id and
 * distance go through the sort.
 */
function rankedWithin(tx: Tx | Kysely<Database>, q: NearQuery, radiusKm: number, inclusive: boolean) {
  const box = boundingBox(q.lat, q.lon, radiusKm);
  return tx
    .selectFrom((eb) =>
      eb
        .selectFrom('campgrounds')
        .select(['id', sql<boolean>`name is null`.as('unnamed'), distanceSql(q.lat, q.lon).as('distance_km')])
        .where((w) => w.and([bboxWhere(w, box), filterWhere(w, q.filters)]))
        .offset(0)
        .as('d'),
    )
    .select(['d.id', 'd.distance_km'])
    .where('d.distance_km', inclusive ? '<=' : '<', radiusKm)
    .orderBy(sql`floor(d.distance_km / ${EQUAL_RANK_BAND_KM}::float8)`)
    .orderBy('d.unnamed')
    .orderBy('d.distance_km')
    .orderBy('d.id')
    .limit(q.limit)
    .execute();
}

/**
 * The ring to read next after `ringKm` held `found` sites but not `limit`: wide enough for `limit` at the density
 * found so far, with a quarter to spare, and at least twice as wide; a whole number of kilometres.
 */
export function nextRingKm(ringKm: number, found: number, limit: number): number {
  return Math.ceil(Math.max(2 * ringKm, ringKm * Math.sqrt(limit / Math.max(1, found)) * 1.25));
}

/**
 * Campgrounds within radius_km of a point, nearest first by whole kilometre, named sites before unnamed ones within
 * one (then nearest, then by id), each with its exact distance_km: the (lat, lon) index narrows to the bounding box,
 * then the haversine distance decides. Used by the search and Pam.
 *
 * A wide search reads rings from FIRST_RING_KM outwards and stops at the first that holds `limit` sites: every site
 * under a whole kilometre r ranks before any site at r or beyond, so those are the answer, and a 300 km search in the
 * Alps reads the few hundred sites nearest instead of the thousands in its box. Only the sites kept are read whole.
 */
export async function findCampgroundsNear(tx: Tx | Kysely<Database>, q: NearQuery): Promise<CampgroundWithDistance[]> {
  let ranked: { id: string; distance_km: number }[];
  for (let ring = FIRST_RING_KM; ; ring = nextRingKm(ring, ranked.length, q.limit)) {
    const last = ring >= q.radius_km;
    ranked = await rankedWithin(tx, q, last ? q.radius_km : ring, last);
    if (last || ranked.length === q.limit) break;
  }
  if (!ranked.length) return [];
  const rows = new Map(
    (
      await findCampgroundsByIds(
        tx,
        ranked.map((r) => r.id),
      )
    ).map((r) => [r.id, r]),
  );
  return ranked.map((r) => ({ ...toCampground(rows.get(r.id)!), distance_km: r.distance_km }));
}
