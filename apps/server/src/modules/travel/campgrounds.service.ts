import {
  CAMPGROUND_LIMITS,
  campgroundInputSchema,
  campgroundPatchSchema,
  campgroundReviewInputSchema,
  campgroundRouteSearchSchema,
  campgroundSearchQuerySchema,
  type CampgroundAlongRoute,
  type CampgroundLoading,
  type CampgroundReview,
  type CampgroundWithDistance,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { AppError, notFound } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import { OverpassUnavailableError, type CampgroundSource } from '#providers/campgrounds/overpass.ts';
import { nearestPlaceNames } from '#providers/geocoding/nearest-place.ts';
import type { WorkerPool } from '#platform/worker-pool.ts';
import { nearPlacesOnWorkers } from './campground-import/near-place-backfill.ts';
import { campgroundValues, withNearPlaces } from './campground-import/sites.ts';
import { campgroundLoadProgress } from './campground-import/bundled-data.ts';
import { CampgroundFileError, parseOverpassJson } from './campground-import/parsers.ts';
import { indexRoute, pathLengthKm } from './campgrounds.along-route.ts';
import { findCampgroundsNear } from './campgrounds.near.ts';
import {
  boundingBox,
  campgroundsRepository as repo,
  findCampgroundPositionsInBoxes,
  findCampgroundsByIds,
  freshTiles,
  markTilesFetched,
  rankBand,
  toCampground,
  upsertImportedCampgrounds,
  withCampgroundImportTx,
  type CampgroundReviewRow,
} from './campgrounds.repository.ts';
import { timeSlicer } from './time-slice.ts';

/** Overpass areas older than this are fetched again: OSM edits reach the app within a week. */
export const TILE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many 1° tiles are fetched for one search (about a 200 km radius at mid latitudes). */
const MAX_TILES_PER_SEARCH = 25;

const toReview = (userId: string, r: CampgroundReviewRow): CampgroundReview => ({
  id: r.id,
  campground_id: r.campground_id,
  author_name: r.author_name,
  mine: r.user_id === userId,
  rating: r.rating,
  body: r.body,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

type Tile = { tile_lat: number; tile_lon: number };

/** `loading` while the bundled sites are still being loaded (a first start), so the user knows more may appear. */
async function loadingNote(t: Tx): Promise<{ loading?: CampgroundLoading }> {
  const progress = await campgroundLoadProgress(t);
  return progress && progress.loaded < progress.total ? { loading: progress } : {};
}

/** The 1° tiles (by south-west corner) a box touches, nearest the centre first. */
function tilesFor(lat: number, lon: number, radiusKm: number): Tile[] {
  const box = boundingBox(lat, lon, radiusKm);
  const lons: number[] = [];
  const addLons = (w: number, e: number) => {
    for (let x = Math.floor(w); x <= Math.min(179, Math.floor(e)); x++) lons.push(x);
  };
  if (box.west <= box.east) addLons(box.west, box.east);
  else {
    addLons(box.west, 180);
    addLons(-180, box.east);
  }
  const tiles: Tile[] = [];
  for (let y = Math.max(-90, Math.floor(box.south)); y <= Math.min(89, Math.floor(box.north)); y++) {
    for (const x of lons) tiles.push({ tile_lat: y, tile_lon: x });
  }
  const d = (t: Tile) => (t.tile_lat + 0.5 - lat) ** 2 + (t.tile_lon + 0.5 - lon) ** 2;
  return tiles.sort((a, b) => d(a) - d(b));
}

export function createCampgroundsService(deps: {
  db: Kysely<Database>;
  logger?: Logger;
  overpass?: CampgroundSource;
  /** Where the nearest towns of fetched sites without a name are found; in this thread without (tests, scripts). */
  workers?: WorkerPool;
  now?: () => Date;
}) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  const now = deps.now ?? (() => new Date());

  /**
   * With an Overpass API configured, fetches the tiles around a searched point that were never fetched or are stale,
   * and stores their sites before the search runs. When Overpass fails the search answers from what is stored.
   */
  async function refreshArea(lat: number, lon: number, radiusKm: number): Promise<void> {
    const overpass = deps.overpass;
    if (!overpass) return;
    const wanted = tilesFor(lat, lon, radiusKm);
    const fresh = await withCampgroundImportTx(deps.db, (t) =>
      freshTiles(t, wanted, new Date(now().getTime() - TILE_MAX_AGE_MS)),
    );
    const have = new Set(fresh.map((t) => `${t.tile_lat},${t.tile_lon}`));
    const missing = wanted.filter((t) => !have.has(`${t.tile_lat},${t.tile_lon}`)).slice(0, MAX_TILES_PER_SEARCH);
    if (!missing.length) return;
    const minLon = Math.min(...missing.map((t) => t.tile_lon));
    const maxLon = Math.max(...missing.map((t) => t.tile_lon));
    // Across ±180° one box would span the globe: ask per tile there, else one box holds every missing tile.
    const requests = maxLon - minLon > 180 ? missing.map((t) => [t]) : [missing];
    for (const group of requests) {
      const box = {
        south: Math.min(...group.map((t) => t.tile_lat)),
        north: Math.max(...group.map((t) => t.tile_lat)) + 1,
        west: Math.min(...group.map((t) => t.tile_lon)),
        east: Math.max(...group.map((t) => t.tile_lon)) + 1,
      };
      let sites;
      try {
        sites = parseOverpassJson(await overpass.campSitesIn(box)).map(campgroundValues);
      } catch (err) {
        // An unusable answer (e.g. a way without its center) is the service's fault, not the user's: search what is stored.
        if (!(err instanceof OverpassUnavailableError) && !(err instanceof CampgroundFileError)) throw err;
        deps.logger?.warn('Overpass fetch failed; searching stored campgrounds only', { error: err.message });
        return;
      }
      sites = await withNearPlaces(sites, deps.workers ? nearPlacesOnWorkers(deps.workers) : nearestPlaceNames);
      const inTile = (t: Tile) =>
        sites.filter((s) => Math.floor(s.lat) === t.tile_lat && Math.floor(s.lon) === t.tile_lon).length;
      await withCampgroundImportTx(deps.db, async (t) => {
        await upsertImportedCampgrounds(t, sites);
        await markTilesFetched(
          t,
          group.map((tile) => ({ ...tile, site_count: inTile(tile) })),
          now(),
        );
      });
    }
  }

  return {
    refreshArea,

    async search(
      userId: string,
      q: z.output<typeof campgroundSearchQuerySchema>,
    ): Promise<{ data: CampgroundWithDistance[]; loading?: CampgroundLoading }> {
      await refreshArea(q.lat, q.lon, q.radius_km);
      const { lat, lon, radius_km, limit, ...filters } = q;
      return tx(userId, async (t) => ({
        data: await findCampgroundsNear(t, { lat, lon, radius_km, filters, limit }),
        ...(await loadingNote(t)),
      }));
    },

    searchAlongRoute: (
      userId: string,
      body: z.output<typeof campgroundRouteSearchSchema>,
    ): Promise<{ data: CampgroundAlongRoute[]; loading?: CampgroundLoading }> => {
      const lengthKm = pathLengthKm(body.path);
      if (lengthKm > CAMPGROUND_LIMITS.pathKmMax) {
        const km = (v: number) => Math.round(v).toLocaleString('en');
        throw new AppError(
          400,
          'validation',
          `The path is ${km(lengthKm)} km long; a search follows at most ${km(CAMPGROUND_LIMITS.pathKmMax)} km. Search a shorter part of the route.`,
          'route_too_long',
          { path: 'route_too_long' },
        );
      }
      return tx(userId, async (t) => {
        const slice = timeSlicer();
        const route = indexRoute(body.path, body.corridor_km);
        await slice();
        const candidates = await findCampgroundPositionsInBoxes(t, route.boxes, body.filters);
        const found: { id: string; named: boolean; distance_km: number; route_position_km: number }[] = [];
        // Thousands of sites near a winding route are measured in slices, letting other requests run in between.
        for (const c of candidates) {
          await slice();
          const at = route.locate(c);
          if (at) found.push({ id: c.id, named: c.named, ...at });
        }
        // In route order; within the same kilometre of the route, named sites first (decision 049).
        found.sort(
          (a, b) =>
            rankBand(a.route_position_km) - rankBand(b.route_position_km) ||
            Number(b.named) - Number(a.named) ||
            a.route_position_km - b.route_position_km ||
            a.distance_km - b.distance_km ||
            (a.id < b.id ? -1 : 1),
        );
        const kept = found.slice(0, body.limit);
        await slice();
        if (!kept.length) return { data: [], ...(await loadingNote(t)) };
        const rows = new Map(
          (
            await findCampgroundsByIds(
              t,
              kept.map((k) => k.id),
            )
          ).map((r) => [r.id, r]),
        );
        return {
          data: kept.map((k) => ({
            ...toCampground(rows.get(k.id)!),
            distance_km: k.distance_km,
            route_position_km: k.route_position_km,
          })),
          ...(await loadingNote(t)),
        };
      });
    },

    get: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const row = await repo.get(t, id);
        if (!row) throw notFound();
        return { data: toCampground(row) };
      }),

    /** The sites the user added, newest first (Pam's "my campgrounds"). */
    mine: (userId: string, limit: number) =>
      tx(userId, async (t) => (await repo.mine(t, userId, limit)).map(toCampground)),

    create: (userId: string, input: z.output<typeof campgroundInputSchema>) =>
      tx(userId, async (t) => ({ data: toCampground((await repo.get(t, await repo.insert(t, input)))!) })),

    update: (userId: string, id: string, patch: z.output<typeof campgroundPatchSchema>) =>
      tx(userId, async (t) => {
        if (!(await repo.update(t, id, patch))) throw notFound();
        return { data: toCampground((await repo.get(t, id))!) };
      }),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),

    reviews: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.get(t, id))) throw notFound();
        return { data: (await repo.reviews(t, id)).map((r) => toReview(userId, r)) };
      }),

    review: (userId: string, id: string, input: z.output<typeof campgroundReviewInputSchema>) =>
      tx(userId, async (t) => {
        if (!(await repo.get(t, id))) throw notFound();
        return { data: toReview(userId, await repo.upsertReview(t, id, input.rating, input.body)) };
      }),

    removeReview: (userId: string, id: string, reviewId: string) =>
      tx(userId, async (t) => {
        if (!(await repo.removeReview(t, id, reviewId))) throw notFound();
      }),
  };
}
export type CampgroundsService = ReturnType<typeof createCampgroundsService>;
