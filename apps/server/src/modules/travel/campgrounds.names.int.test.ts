import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, openTestDatabase, type TestApp } from '#test/harness.ts';
import type { AppDatabase } from '#db/database.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { nearestPlaceNames } from '#providers/geocoding/nearest-place.ts';
import { createServerWorkers } from '../../workers.ts';
import { createCampgroundDataLoader } from './campground-import/bundled-data.ts';
import { importCampgroundSites } from './campground-import/import.ts';
import { backfillNearPlaces } from './campground-import/near-place-backfill.ts';
import type { ImportSite } from './campground-import/sites.ts';
import { campgroundValues } from './campground-import/sites.ts';
import { upsertImportedCampgrounds, withCampgroundImportTx } from './campgrounds.repository.ts';
import { overnightCampgrounds } from './route-plan.campgrounds.ts';

/** A point on the west shore of Windermere; the sites lie due north and south of it (1 km is 0.008993° of latitude). */
const WRAY = { lat: 54.4042, lon: -2.9668 };
const KM = 0.008993;
const site = (id: number, km: number, name: string | null, tourism = 'camp_site'): ImportSite => ({
  source: 'osm',
  source_id: `node/${id}`,
  lat: WRAY.lat + km * KM,
  lon: WRAY.lon,
  ele: null,
  name,
  tags: { tourism, ...(name ? { name } : {}) },
});
/** Two whole kilometres from the point, each with an unnamed site nearer than a named one. */
const SITES = [
  site(9001, 0.3, null),
  site(9002, -0.8, 'Low Wray Campsite'),
  site(9003, 1.2, null, 'caravan_site'),
  site(9004, -1.8, 'Hawkshead Hall Farm'),
];

type Found = { name: string | null; kind: string; near_place: string | null; distance_km: number; id: string };

describe.each(DATABASE_KINDS)('campgrounds without a name on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    await withCampgroundImportTx(t.db, (tx) => importCampgroundSites(tx, SITES));
  }, 60_000);
  afterAll(() => t.close());

  const search = async () => {
    const res = await t.request('GET', `campgrounds/search?lat=${WRAY.lat}&lon=${WRAY.lon}&radius_km=5`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    return res.body.data as Found[];
  };

  it('answers an unnamed site with its kind and nearest town, and a named site with its name alone', async () => {
    const found = await search();
    expect(found.map((s) => [s.name, s.kind, s.near_place])).toEqual([
      ['Low Wray Campsite', 'camp_site', null],
      [null, 'camp_site', 'Ambleside'],
      ['Hawkshead Hall Farm', 'camp_site', null],
      [null, 'caravan_site', 'Ambleside'],
    ]);
    const one = await t.request('GET', `campgrounds/${found[1]!.id}`, { token: user.token });
    expect(one.body.data).toMatchObject({ name: null, kind: 'camp_site', near_place: 'Ambleside' });
  });

  it('ranks by whole kilometre, a named site first within one even when an unnamed site is nearer', async () => {
    const found = await search();
    expect(found.map((s) => Math.round(s.distance_km * 10) / 10)).toEqual([0.8, 0.3, 1.8, 1.2]);
  });

  it('suggests the nights the same way: named first within a kilometre, unnamed ones by kind and town', async () => {
    const [nights] = await withUserTx(t.db, { userId: user.id }, (tx) =>
      overnightCampgrounds.nearEach(tx, [WRAY], null),
    );
    expect(nights!.map((s) => [s.name, s.kind, s.near_place, s.distance_off_route_km])).toEqual([
      ['Low Wray Campsite', 'camp_site', null, 0.8],
      [null, 'camp_site', 'Ambleside', 0.3],
      ['Hawkshead Hall Farm', 'camp_site', null, 1.8],
      [null, 'caravan_site', 'Ambleside', 1.2],
    ]);
  });

  it('a site that gains a name loses its nearest town; losing it again brings the town back', async () => {
    const renamed = {
      ...SITES[0]!,
      name: 'Wray Castle Camp',
      tags: { tourism: 'camp_site', name: 'Wray Castle Camp' },
    };
    await withCampgroundImportTx(t.db, (tx) => importCampgroundSites(tx, [renamed]));
    expect((await search()).find((s) => s.name === 'Wray Castle Camp')).toMatchObject({ near_place: null });
    await withCampgroundImportTx(t.db, (tx) => importCampgroundSites(tx, [SITES[0]!]));
    expect((await search()).filter((s) => s.near_place === 'Ambleside')).toHaveLength(2);
  });
});

describe.each(DATABASE_KINDS)('labelling unnamed sites loaded before labels existed, on %s', (kind) => {
  const workers = createServerWorkers({ threads: 1 });
  let database: AppDatabase;
  afterAll(async () => {
    await workers.close();
    await database?.close();
  });

  const unlabelled = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from campgrounds where name is null and near_place is null`.execute(database.db)
      ).rows[0]!.n,
    );

  it('the background backfill names the nearest town of each, in batches, and leaves named sites alone', async () => {
    database = await openTestDatabase(kind);
    // Written as a database before migration 0033 held them: no nearest town.
    await withCampgroundImportTx(database.db, (tx) => upsertImportedCampgrounds(tx, SITES.map(campgroundValues)));
    expect(await unlabelled()).toBe(2);
    expect(await backfillNearPlaces({ db: database.db, workers, readSize: 1, writeSize: 1 })).toBe(2);
    const { rows } = await sql<{ source_id: string; near_place: string | null }>`
      select source_id, near_place from campgrounds order by source_id`.execute(database.db);
    expect(rows).toEqual([
      { source_id: 'node/9001', near_place: 'Ambleside' },
      { source_id: 'node/9002', near_place: null },
      { source_id: 'node/9003', near_place: 'Ambleside' },
      { source_id: 'node/9004', near_place: null },
    ]);
    expect(await backfillNearPlaces({ db: database.db, workers })).toBe(0);
  }, 60_000);

  it('the bundled data loads with the nearest town of every unnamed site that has one within 100 km', async () => {
    const dir = fileURLToPath(new URL('../../../test/fixtures/campgrounds/bundled', import.meta.url));
    await createCampgroundDataLoader({ db: database.db, workers, dir }).start();
    const { rows } = await sql<{ lat: number; lon: number; near_place: string | null }>`
      select lat, lon, near_place from campgrounds where name is null order by id`.execute(database.db);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((r) => r.near_place)).toEqual(await nearestPlaceNames(rows));
    expect(rows.filter((r) => r.near_place !== null).length).toBeGreaterThan(20);
  }, 120_000);
});
