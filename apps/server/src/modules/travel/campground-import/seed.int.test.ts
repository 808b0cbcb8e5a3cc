import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OSM_ATTRIBUTION } from '@ww/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '#test/harness.ts';
import type { AppDatabase } from '#db/database.ts';
import { loadConfig } from '#platform/config.ts';
import { createLogger } from '#platform/logger.ts';
import { startServer, type RunningServer } from '../../../server.ts';

/** Distinct OSM sites in apps/server/data/campgrounds-uk-ie.jsonl.br (the four UK and Ireland extracts). */
const SEED_SITES = 9116;

const start = (env: Record<string, string>, database?: AppDatabase) =>
  startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...env,
    }),
    {
      logger: createLogger('silent'),
      database,
      webDistDir: join(tmpdir(), 'ww-no-web'),
    },
  );

const osmRows = async (running: RunningServer) => {
  const { rows } = await sql<{ n: string; newest: Date | null }>`
    select count(*) as n, max(updated_at) as newest from campgrounds where source = 'osm'`.execute(running.database.db);
  return {
    count: Number(rows[0]!.n),
    newest: rows[0]!.newest?.toISOString() ?? null,
  };
};

/** What a signed-in user finds within 5 km of Keswick, in the Lake District. */
async function searchKeswick(running: RunningServer) {
  const email = `camper-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'correct horse battery';
  const signup = await fetch(`${running.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  });
  expect(signup.status).toBe(201);
  const token = ((await signup.json()) as { session: { access_token: string } }).session.access_token;
  const res = await fetch(`${running.url}/api/v1/campgrounds/search?lat=54.6013&lon=-3.1347&radius_km=5&limit=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      data: {
        osm_id: string;
        name: string | null;
        distance_km: number;
        attribution: string | null;
      }[];
    }
  ).data;
}

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ww-seed-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('bundled campgrounds on an embedded start', () => {
  it('a fresh start has the UK and Ireland sites; a restart adds nothing', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    let loaded;
    try {
      const near = await searchKeswick(first);
      expect(near.map((s) => s.name)).toEqual(
        expect.arrayContaining(['Castlerigg Hall Caravan & Camping Park', 'Castlerigg Farm']),
      );
      expect(near.every((s) => s.attribution === OSM_ATTRIBUTION && s.distance_km <= 5)).toBe(true);
      loaded = await osmRows(first);
      expect(loaded.count).toBe(SEED_SITES);
    } finally {
      await first.close();
    }
    const again = await start({ DATA_DIR: dir });
    try {
      // Not even rewritten: the newest updated_at is still the first start's.
      expect(await osmRows(again)).toEqual(loaded);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('SEED_CAMPGROUNDS=false leaves the table empty', async () => {
    const running = await start({
      DATA_DIR: dataDir(),
      SEED_CAMPGROUNDS: 'false',
    });
    try {
      expect(await searchKeswick(running)).toEqual([]);
      expect((await osmRows(running)).count).toBe(0);
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe.each(DATABASE_KINDS)('bundled campgrounds with SEED_CAMPGROUNDS=true on %s', (kind) => {
  let database: AppDatabase;
  afterAll(() => database?.close());

  it('loads the sites once into a database without OSM rows', async () => {
    database = await openTestDatabase(kind);
    for (let i = 0; i < 2; i++) {
      const running = await start({ DATA_DIR: dataDir(), SEED_CAMPGROUNDS: 'true' }, database);
      try {
        expect((await osmRows(running)).count).toBe(SEED_SITES);
      } finally {
        await running.close();
      }
    }
  }, 120_000);
});
