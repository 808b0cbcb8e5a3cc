// Sites without a name that were loaded before they were labelled (migration 0033, decision 049) get their nearest
// town after a start, in the background: the towns are found on a worker thread, and each batch is written in its
// own short transaction followed by a pause as long as it took, as the bundled data's load does.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { workerTask, type WorkerPool } from '#platform/worker-pool.ts';
import type { LatLon } from '@ww/contracts';
import { nearestPlaceNames } from '#providers/geocoding/nearest-place.ts';
import { withCampgroundImportTx } from '../campgrounds.repository.ts';
import type { NearPlaceFinder } from './sites.ts';

/** Sites read per look-up on the worker (a few milliseconds of its time) and written per transaction. */
export const BACKFILL_READ = 2_000;
export const BACKFILL_WRITE = 100;

/** On a worker thread: the nearest town's name for each point (nearest-place.ts), in order. */
export const nearestPlacesTask = workerTask<LatLon[], (string | null)[]>('travel.nearestPlaces');
export const nearestPlaces = (points: LatLon[]) => nearestPlaceNames(points);

/** Finds towns on the pool's worker threads, so that the ~0.3 s index and the look-ups stay off the event loop. */
export const nearPlacesOnWorkers =
  (workers: WorkerPool, signal?: AbortSignal): NearPlaceFinder =>
  (points) =>
    workers.run(nearestPlacesTask, points, signal ? { signal } : {});

/**
 * Labels every unnamed site that has no nearest town yet, in id order from where the last batch ended (a site with
 * no town within reach is looked at once per start). Resolves with the sites labelled; stops early on `signal`.
 */
export async function backfillNearPlaces(deps: {
  db: Kysely<Database>;
  workers: WorkerPool;
  signal?: AbortSignal;
  readSize?: number;
  writeSize?: number;
}): Promise<number> {
  const findNearPlaces = nearPlacesOnWorkers(deps.workers, deps.signal);
  let after = '00000000-0000-0000-0000-000000000000';
  let labelled = 0;
  for (;;) {
    if (deps.signal?.aborted) break;
    const sites = await withCampgroundImportTx(deps.db, (tx) =>
      tx
        .selectFrom('campgrounds')
        .select(['id', 'lat', 'lon'])
        .where('name', 'is', null)
        .where('near_place', 'is', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(deps.readSize ?? BACKFILL_READ)
        .execute(),
    );
    if (!sites.length) break;
    after = sites.at(-1)!.id;
    const names = await findNearPlaces(sites.map((s) => ({ lat: s.lat, lon: s.lon })));
    const found = sites.flatMap((s, i) => (names[i] ? [{ id: s.id, near_place: names[i] }] : []));
    const writeSize = deps.writeSize ?? BACKFILL_WRITE;
    for (let i = 0; i < found.length && !deps.signal?.aborted; i += writeSize) {
      const began = performance.now();
      labelled += await withCampgroundImportTx(deps.db, (tx) => writeNearPlaces(tx, found.slice(i, i + writeSize)));
      await sleep(performance.now() - began);
    }
  }
  return labelled;
}

/** One statement per batch (one JSON parameter); a site named or labelled meanwhile is left as it is. */
async function writeNearPlaces(tx: Tx, rows: { id: string; near_place: string }[]): Promise<number> {
  const res = await sql`update campgrounds c set near_place = r.near_place
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, near_place text)
    where c.id = r.id and c.name is null and c.near_place is null`.execute(tx);
  return Number(res.numAffectedRows ?? 0);
}
