import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OSM_ATTRIBUTION, RIDB_ATTRIBUTION } from '@ww/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '#test/harness.ts';
import type { AppDatabase } from '#db/database.ts';
import { loadConfig } from '#platform/config.ts';
import { createLogger } from '#platform/logger.ts';
import { startServer, type RunningServer } from '../../../server.ts';
import { createServerWorkers } from '../../../workers.ts';
import { campgroundLoadProgress, createCampgroundDataLoader } from './bundled-data.ts';

/** The fixture's bundled data: the same files as apps/server/data, a few hundred sites (build-data.ts writes both). */
const DATA_DIR = fileURLToPath(new URL('../../../../test/fixtures/campgrounds/bundled', import.meta.url));
const manifest = JSON.parse(readFileSync(join(DATA_DIR, 'campgrounds.json'), 'utf8')) as {
  datasets: { name: string; sites: number }[];
};
const TOTAL = manifest.datasets.reduce((n, d) => n + d.sites, 0);

const start = (env: Record<string, string>, database?: AppDatabase) =>
  startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }), {
    logger: createLogger('silent'),
    database,
    webDistDir: join(tmpdir(), 'ww-no-web'),
    campgroundDataDir: DATA_DIR,
  });

const health = async (running: RunningServer) =>
  (await (await fetch(`${running.url}/api/v1/health`)).json()) as {
    status: string;
    campgrounds?: { loaded: number; total: number };
  };

async function loaded(running: RunningServer) {
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const { campgrounds } = await health(running);
    if (campgrounds && campgrounds.loaded === campgrounds.total) return campgrounds;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the bundled campgrounds did not load within 60 s');
}

const importedRows = async (db: AppDatabase['db']) => {
  const { rows } = await sql<{ n: string; newest: Date | null }>`
    select count(*) as n, max(updated_at) as newest from campgrounds where source <> 'user'`.execute(db);
  return { count: Number(rows[0]!.n), newest: rows[0]!.newest?.toISOString() ?? null };
};

async function signUp(running: RunningServer) {
  const email = `camper-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'correct horse battery';
  const res = await fetch(`${running.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { session: { access_token: string } }).session.access_token;
}

type Found = { name: string | null; source: string; distance_km: number; attribution: string | null };
async function search(running: RunningServer, token: string, query: string) {
  const res = await fetch(`${running.url}/api/v1/campgrounds/search?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Found[]; loading?: { loaded: number; total: number } };
}

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ww-campground-data-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('bundled campgrounds on an embedded first start', () => {
  it('answers health at once, loads in the background saying how far, then finds Europe, the UK and the US', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    let rows;
    try {
      const early = await health(first);
      expect(early.status).toBe('ok');
      expect(await loaded(first)).toEqual({ loaded: TOTAL, total: TOTAL });
      const token = await signUp(first);
      const keswick = await search(first, token, 'lat=54.6013&lon=-3.1347&radius_km=5');
      expect(keswick.loading).toBeUndefined();
      expect(keswick.data.map((s) => s.name)).toContain('Castlerigg Farm');
      const annecy = await search(first, token, 'lat=45.8992&lon=6.1294&radius_km=15');
      expect(annecy.data.length).toBeGreaterThan(3);
      expect(annecy.data.every((s) => s.source === 'osm' && s.attribution === OSM_ATTRIBUTION)).toBe(true);
      const yosemite = await search(first, token, 'lat=37.745&lon=-119.59&radius_km=5');
      expect(yosemite.data.map((s) => [s.name, s.source, s.attribution])).toEqual(
        expect.arrayContaining([['Lower Pines', 'ridb', RIDB_ATTRIBUTION]]),
      );
      rows = await importedRows(first.database.db);
      expect(rows.count).toBe(TOTAL);
    } finally {
      await first.close();
    }
    const again = await start({ DATA_DIR: dir });
    try {
      expect((await health(again)).campgrounds).toEqual({ loaded: TOTAL, total: TOTAL });
      // Not even rewritten: the newest updated_at is still the first start's.
      expect(await importedRows(again.database.db)).toEqual(rows);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('SEED_CAMPGROUNDS=false loads nothing and health says nothing of campgrounds', async () => {
    const running = await start({ DATA_DIR: dataDir(), SEED_CAMPGROUNDS: 'false' });
    try {
      expect((await health(running)).campgrounds).toBeUndefined();
      const token = await signUp(running);
      expect(await search(running, token, 'lat=54.6013&lon=-3.1347&radius_km=5')).toEqual({ data: [] });
      expect((await importedRows(running.database.db)).count).toBe(0);
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe.each(DATABASE_KINDS)('the bundled campgrounds load on %s', (kind) => {
  const workers = createServerWorkers({ threads: 1 });
  let database: AppDatabase;
  afterAll(async () => {
    await workers.close();
    await database?.close();
  });

  it('a stopped load resumes where it was, without writing a batch twice; a finished one is skipped', async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    const loader = (batchSize: number) => createCampgroundDataLoader({ db, workers, dir: DATA_DIR, batchSize });
    const first = loader(25);
    const running = first.start();
    for (let p = await campgroundLoadProgress(db); !p || p.loaded < 100; p = await campgroundLoadProgress(db)) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await first.stop();
    const stopped = (await campgroundLoadProgress(db))!;
    expect(stopped.loaded).toBeLessThan(TOTAL);
    expect(await running).toBe(stopped.loaded);
    expect((await importedRows(db)).count).toBe(stopped.loaded);

    // Another batch size: the recorded count of sites, not of batches, says where to go on.
    expect(await loader(40).start()).toBe(TOTAL - stopped.loaded);
    expect(await campgroundLoadProgress(db)).toEqual({ loaded: TOTAL, total: TOTAL });
    const rows = await importedRows(db);
    expect(rows.count).toBe(TOTAL);

    const started = performance.now();
    expect(await loader(40).start()).toBe(0);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await importedRows(db)).toEqual(rows);
  }, 120_000);

  it('a server started with SEED_CAMPGROUNDS=true on a database loaded already adds nothing', async () => {
    const running = await start({ DATA_DIR: dataDir(), SEED_CAMPGROUNDS: 'true' }, database);
    try {
      expect((await health(running)).campgrounds).toEqual({ loaded: TOTAL, total: TOTAL });
      expect((await importedRows(running.database.db)).count).toBe(TOTAL);
    } finally {
      await running.close();
    }
  }, 60_000);
});
