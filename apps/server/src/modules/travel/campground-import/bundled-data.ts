// The campgrounds the product ships (apps/server/data, decision 047): loaded on a first start in the background, in
// short batches, each its own transaction that also records how far the load is, so a stopped start resumes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import type { CampgroundLoading } from '@ww/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { workerTask, type WorkerPool } from '#platform/worker-pool.ts';
import { upsertImportedCampgroundsJson, withCampgroundImportTx } from '../campgrounds.repository.ts';
import { parseSiteLines } from './parsers.ts';
import { nearestPlaceNames } from '#providers/geocoding/nearest-place.ts';
import { backfillNearPlaces } from './near-place-backfill.ts';
import { campgroundValues, withNearPlaces } from './sites.ts';

/** One shipped data set as `campgrounds.json` lists it: its file (brotli JSON lines), site count and SHA-256. */
export type BundledDataset = { name: string; file: string; sites: number; sha256: string };
export const MANIFEST_FILE = 'campgrounds.json';

/**
 * Sites per transaction. Measured on the 2-core VM under a load average of 18 (bench/README.md, "Campground data"):
 * on PGlite 250 rows take 100-150 ms, 500 140-170 ms and 1,000 about 280 ms. PGlite runs on the event loop, so a
 * batch holds every request for its whole length: 100 keeps that well under a tenth of a second (with 250, a parallel
 * health check waited up to 160 ms during a first start, bench/event-loop.mjs), for about 800 batches in all.
 */
export const LOAD_BATCH = 100;

export async function readManifest(dir: string): Promise<BundledDataset[]> {
  const raw: unknown = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
  const list = (raw as { datasets?: unknown }).datasets;
  if (!Array.isArray(list)) throw new Error(`${MANIFEST_FILE}: no "datasets" list.`);
  return list.map((d: BundledDataset) => {
    if (typeof d.name !== 'string' || typeof d.file !== 'string' || !Number.isInteger(d.sites) || !d.sha256)
      throw new Error(`${MANIFEST_FILE}: a data set needs name, file, sites and sha256.`);
    return { name: d.name, file: d.file, sites: d.sites, sha256: d.sha256 };
  });
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A data set's sites from `from` on as JSON arrays of column values, one a batch, in one buffer (ends: offsets). */
export type CampgroundBatches = { bytes: ArrayBuffer; ends: number[] };
type ReadBatchesInput = { file: string; sha256: string; from: number; batchSize: number };

export const readCampgroundBatchesTask = workerTask<ReadBatchesInput, CampgroundBatches>(
  'travel.readCampgroundBatches',
  { moves: (out) => [out.bytes] },
);

/**
 * On a worker thread: decompresses and parses a data file, maps its sites to columns and finds the nearest town of
 * each site without a name (a few seconds of CPU for Europe), then hands the batches over as bytes that move to the main thread, which passes each to the database as
 * it is (one JSON parameter) without parsing it again.
 */
export async function readCampgroundBatches({
  file,
  sha256,
  from,
  batchSize,
}: ReadBatchesInput): Promise<CampgroundBatches> {
  const packed = readFileSync(file);
  if (sha256Hex(packed) !== sha256) throw new Error(`${file}: not the file ${MANIFEST_FILE} lists (SHA-256 differs).`);
  const sites = parseSiteLines(brotliDecompressSync(packed).toString('utf8'));
  // Each site without a name gets its nearest town (about 0.1 s for Europe's 18,743, after 0.3 s building the index).
  const values = await withNearPlaces(sites.slice(from).map(campgroundValues), nearestPlaceNames);
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < values.length; i += batchSize) {
    chunks.push(encoder.encode(JSON.stringify(values.slice(i, i + batchSize))));
  }
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  const ends: number[] = [];
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    ends.push((at += c.length));
  }
  return { bytes: bytes.buffer, ends };
}

type DatasetRow = { name: string; version: string; total: number; loaded: number; completed: boolean };

const datasetRows = (tx: Tx) =>
  sql<DatasetRow>`select name, version, total, loaded, completed_at is not null as completed
    from campground_datasets`
    .execute(tx)
    .then((r) => r.rows);

/**
 * How far the bundled sites are loaded, for /health and the campground search: null when none are bundled into this
 * database (SEED_CAMPGROUNDS=false), else the sites loaded and the total of every data set.
 */
export async function campgroundLoadProgress(db: Tx | Kysely<Database>): Promise<CampgroundLoading | null> {
  const { rows } = await sql<{ loaded: number | null; total: number | null }>`
    select sum(loaded)::int as loaded, sum(total)::int as total from campground_datasets`.execute(db);
  const row = rows[0];
  return row?.total == null ? null : { loaded: row.loaded ?? 0, total: row.total };
}

/** Writes one batch and moves the data set's `loaded` on, in one transaction; false when another load got there. */
async function writeBatch(tx: Tx, ds: BundledDataset, json: string, from: number, to: number): Promise<boolean> {
  const moved = await sql`update campground_datasets
    set loaded = ${to}, completed_at = case when ${to}::int = total then now() end
    where name = ${ds.name} and version = ${ds.sha256} and loaded = ${from}`.execute(tx);
  if (!Number(moved.numAffectedRows)) return false;
  await upsertImportedCampgroundsJson(tx, json);
  return true;
}

export type CampgroundDataLoader = {
  /**
   * Loads what is not loaded yet, then labels the unnamed sites loaded before labels existed; resolves with the
   * sites written (0: all were loaded already).
   */
  start(): Promise<number>;
  /** Stops after the batch being written (before the database closes). */
  stop(): Promise<void>;
};

export function createCampgroundDataLoader(deps: {
  db: Kysely<Database>;
  workers: WorkerPool;
  dir: string;
  batchSize?: number;
}): CampgroundDataLoader {
  const batchSize = deps.batchSize ?? LOAD_BATCH;
  const abort = new AbortController();
  let running: Promise<number> | undefined;

  /** Records every data set first, so progress shows the whole total from the first moment; resets changed ones. */
  async function plan(datasets: BundledDataset[]): Promise<Map<string, number>> {
    return withCampgroundImportTx(deps.db, async (tx) => {
      const known = new Map((await datasetRows(tx)).map((r) => [r.name, r]));
      const from = new Map<string, number>();
      for (const ds of datasets) {
        const row = known.get(ds.name);
        if (row?.version === ds.sha256) {
          if (!row.completed) from.set(ds.name, row.loaded);
          continue;
        }
        await sql`insert into campground_datasets (name, version, total) values (${ds.name}, ${ds.sha256}, ${ds.sites})
          on conflict (name) do update set version = excluded.version, total = excluded.total, loaded = 0,
            started_at = now(), completed_at = null`.execute(tx);
        from.set(ds.name, 0);
      }
      return from;
    });
  }

  async function loadDataset(ds: BundledDataset, from: number): Promise<number> {
    const { bytes, ends } = await deps.workers.run(
      readCampgroundBatchesTask,
      { file: join(deps.dir, ds.file), sha256: ds.sha256, from, batchSize },
      { signal: abort.signal },
    );
    const decoder = new TextDecoder();
    let loaded = from;
    let start = 0;
    for (const end of ends) {
      if (abort.signal.aborted) break;
      const json = decoder.decode(new Uint8Array(bytes, start, end - start));
      const to = Math.min(ds.sites, loaded + batchSize);
      const began = performance.now();
      if (!(await withCampgroundImportTx(deps.db, (tx) => writeBatch(tx, ds, json, loaded, to)))) break;
      loaded = to;
      start = end;
      // As long a pause as the batch took: requests get at least half of the event loop and PGlite's connection
      // while the load runs (a bare setImmediate let the next batch in before a request's next step).
      await sleep(performance.now() - began);
    }
    return loaded - from;
  }

  async function run(): Promise<number> {
    const datasets = await readManifest(deps.dir);
    const todo = await plan(datasets);
    let written = 0;
    for (const ds of datasets) {
      const from = todo.get(ds.name);
      if (from === undefined || abort.signal.aborted) continue;
      try {
        written += await loadDataset(ds, from);
      } catch (err) {
        // Stopped while the worker read the file: the next start resumes from what is recorded.
        if (abort.signal.aborted) return written;
        throw err;
      }
    }
    // Sites loaded before they were labelled (migration 0033) get their nearest town, in the same short batches.
    if (!abort.signal.aborted) await backfillNearPlaces({ ...deps, signal: abort.signal });
    return written;
  }

  return {
    start: () => (running ??= run()),
    async stop() {
      abort.abort();
      await running?.catch(() => undefined);
    },
  };
}
