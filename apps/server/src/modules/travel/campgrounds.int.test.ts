import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAMPGROUND_LIMITS, OSM_ATTRIBUTION, type CampgroundFilters } from '@ww/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { importCampgroundFiles } from './campground-import/import.ts';
import { campgroundValues, type ImportedCampgroundValues } from './campground-import/sites.ts';
import { parseCampgroundFile } from './campground-import/parsers.ts';
import { haversineKm, rankBand } from './campgrounds.repository.ts';
import { seededRandom as seeded } from './route-optimizer.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** 589 real OSM sites of the UK and Ireland, as the GPX extracts write them (test/fixtures/campgrounds/README.md). */
const FILES = [fileURLToPath(new URL('../../../test/fixtures/campgrounds/uk-ie-sample.gpx', import.meta.url))];
const FIXTURE_SITES = 589;

function bruteForce(
  sites: ImportedCampgroundValues[],
  lat: number,
  lon: number,
  radiusKm: number,
  f: CampgroundFilters = {},
) {
  return sites
    .filter((s) =>
      (['power', 'water', 'dump_station', 'showers', 'toilets', 'pets', 'free'] as const).every(
        (k) => !f[k] || s[k] === true,
      ),
    )
    .filter((s) => f.min_length_m === undefined || s.max_length_m === null || s.max_length_m >= f.min_length_m)
    .map((s) => ({ source_id: s.source_id, named: s.name !== null, distance_km: haversineKm(lat, lon, s.lat, s.lon) }))
    .filter((s) => s.distance_km <= radiusKm)
    .sort(
      (a, b) =>
        rankBand(a.distance_km) - rankBand(b.distance_km) ||
        Number(b.named) - Number(a.named) ||
        a.distance_km - b.distance_km,
    );
}

/** Same ids in the same order (nearest by whole km, named first within one), up to sites at equal distance. */
function expectSameResult(
  got: { source_id: string; distance_km: number }[],
  want: { source_id: string; distance_km: number }[],
  label: string,
) {
  expect(got.length, label).toBe(want.length);
  const wantById = new Map(want.map((w) => [w.source_id, w.distance_km]));
  got.forEach((g, i) => {
    expect(wantById.has(g.source_id), `${label}: ${g.source_id} unexpected`).toBe(true);
    expect(g.distance_km, `${label}: ${g.source_id}`).toBeCloseTo(wantById.get(g.source_id)!, 6);
    expect(g.distance_km, `${label}: position ${i}`).toBeCloseTo(want[i]!.distance_km, 6);
  });
}

describe.each(DATABASE_KINDS)('campground search over UK and Ireland OSM sites on %s', (kind) => {
  let t: TestApp;
  let user: User;
  let sites: ImportedCampgroundValues[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    sites = FILES.flatMap((f) => parseCampgroundFile(readFileSync(f, 'utf8')).map(campgroundValues));
    const imported = await importCampgroundFiles(t.db, FILES);
    expect(imported.reduce((n, f) => n + f.sites, 0)).toBe(FIXTURE_SITES);
  }, 120_000);
  afterAll(() => t.close());

  const search = async (params: Record<string, string | number | boolean>) => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.request('GET', `campgrounds/search?${qs.toString()}`, { token: user.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      source_id: string;
      distance_km: number;
      attribution: string | null;
      name: string | null;
    }[];
  };

  it('stores every site once; importing again changes nothing', async () => {
    const count = async () =>
      Number((await sql<{ n: string }>`select count(*) as n from campgrounds`.execute(t.db)).rows[0]!.n);
    expect(await count()).toBe(FIXTURE_SITES);
    await importCampgroundFiles(t.db, FILES);
    expect(await count()).toBe(FIXTURE_SITES);
  });

  it('finds the same sites in the same order as a haversine scan over the parsed files, for 30 random points and radii', async () => {
    const random = seeded(20261123);
    for (let i = 0; i < 30; i++) {
      const lat = 50 + random() * 9;
      const lon = -10.5 + random() * 12.5;
      const radius = Math.round((1 + random() * 80) * 1000) / 1000;
      const got = await search({ lat, lon, radius_km: radius, limit: 500 });
      expectSameResult(got, bruteForce(sites, lat, lon, radius).slice(0, 500), `#${i} ${lat},${lon} r=${radius}`);
    }
  });

  it('answers a wide search with a small limit (read ring by ring from 25 km) as a haversine scan does', async () => {
    const random = seeded(20261129);
    let stoppedEarly = 0;
    for (let i = 0; i < 30; i++) {
      const lat = 50 + random() * 9;
      const lon = -10.5 + random() * 12.5;
      const radius = Math.round((30 + random() * 470) * 1000) / 1000;
      const limit = 1 + Math.floor(random() * 60);
      const filters: CampgroundFilters = i % 3 === 0 ? { power: true } : {};
      const got = await search({ lat, lon, radius_km: radius, limit, ...filters });
      const all = bruteForce(sites, lat, lon, radius, filters);
      expectSameResult(got, all.slice(0, limit), `#${i} ${lat},${lon} r=${radius} limit=${limit}`);
      // The limit reached well inside the radius: the answer came from a narrower ring.
      if (all.length > limit && all[limit - 1]!.distance_km < radius / 2) stoppedEarly++;
    }
    expect(stoppedEarly).toBeGreaterThan(5);
  });

  it.each<[string, CampgroundFilters]>([
    ['power', { power: true }],
    ['water', { water: true }],
    ['dump_station', { dump_station: true }],
    ['showers', { showers: true }],
    ['toilets', { toilets: true }],
    ['pets', { pets: true }],
    ['free', { free: true }],
    ['min_length_m', { min_length_m: 9 }],
    ['power + showers + pets', { power: true, showers: true, pets: true }],
    ['water + dump_station + min_length_m', { water: true, dump_station: true, min_length_m: 7 }],
  ])('filter %s keeps exactly the sites a scan keeps', async (_name, filters) => {
    const random = seeded(7);
    let found = 0;
    for (let i = 0; i < 4; i++) {
      const lat = 50.5 + random() * 8;
      const lon = -9 + random() * 10;
      const got = await search({ lat, lon, radius_km: 150, limit: 500, ...filters });
      const want = bruteForce(sites, lat, lon, 150, filters).slice(0, 500);
      found += want.length;
      expectSameResult(got, want, JSON.stringify(filters));
    }
    expect(found).toBeGreaterThan(0);
  });

  it('leaves out a site whose known maximum length is below the rig length, keeps sites that do not say', async () => {
    const limited = sites.find((s) => s.max_length_m !== null)!;
    const near = { lat: limited.lat, lon: limited.lon, radius_km: 0.5, limit: 50 };
    expect((await search(near)).map((s) => s.source_id)).toContain(limited.source_id);
    expect((await search({ ...near, min_length_m: limited.max_length_m! + 1 })).map((s) => s.source_id)).not.toContain(
      limited.source_id,
    );
  });

  it('OpenStreetMap rows carry the ODbL attribution', async () => {
    const [first] = await search({ lat: 53.35, lon: -6.26, radius_km: 30, limit: 1 });
    expect(first!.attribution).toBe(OSM_ATTRIBUTION);
  });

  it('search along a route returns the sites within the corridor in route order', async () => {
    // Bristol → Birmingham → Manchester, as a road-like polyline of a few points.
    const path = [
      { lat: 51.4545, lon: -2.5879 },
      { lat: 51.8642, lon: -2.2382 },
      { lat: 52.4862, lon: -1.8904 },
      { lat: 53.0027, lon: -2.1794 },
      { lat: 53.4808, lon: -2.2426 },
    ];
    const corridor = 5;
    const res = await t.request('POST', 'campgrounds/search-along-route', {
      token: user.token,
      json: { path, corridor_km: corridor, limit: 500 },
    });
    expect(res.status).toBe(200);
    const got = res.body.data as { source_id: string; distance_km: number; route_position_km: number }[];
    // Independent check: sample the route every 20 m by straight lat/lon interpolation and take the nearest sample;
    // on ~70 km legs that line strays up to ~0.1 km from the great-circle arcs the search measures against.
    const samples: { lat: number; lon: number; at: number }[] = [];
    let at = 0;
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      const len = haversineKm(a.lat, a.lon, b.lat, b.lon);
      const n = Math.ceil(len / 0.02);
      for (let k = 0; k < n; k++)
        samples.push({
          lat: a.lat + ((b.lat - a.lat) * k) / n,
          lon: a.lon + ((b.lon - a.lon) * k) / n,
          at: at + (len * k) / n,
        });
      at += len;
    }
    const nearest = (s: ImportedCampgroundValues) => {
      let best = { d: Infinity, at: 0 };
      for (const p of samples) {
        if (Math.abs(p.lat - s.lat) > 0.1) continue;
        const d = haversineKm(p.lat, p.lon, s.lat, s.lon);
        if (d < best.d) best = { d, at: p.at };
      }
      return best;
    };
    const byId = new Map(got.map((g) => [g.source_id, g]));
    let inside = 0;
    for (const s of sites.filter((x) => x.lat > 51.3 && x.lat < 53.6 && x.lon > -2.8 && x.lon < -1.6)) {
      const n = nearest(s);
      if (n.d < corridor - 0.25) {
        inside++;
        expect(byId.has(s.source_id), `${s.source_id} at ${n.d} km`).toBe(true);
        expect(Math.abs(byId.get(s.source_id)!.distance_km - n.d)).toBeLessThan(0.25);
        expect(Math.abs(byId.get(s.source_id)!.route_position_km - n.at)).toBeLessThan(0.5);
      }
      if (n.d > corridor + 0.25) expect(byId.has(s.source_id), `${s.source_id} at ${n.d} km`).toBe(false);
    }
    expect(inside).toBeGreaterThan(5);
    const positions = got.map((g) => g.route_position_km);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  }, 60_000);

  it('rejects a search without a position or with a radius beyond the limit', async () => {
    expect((await t.request('GET', 'campgrounds/search?lon=1', { token: user.token })).status).toBe(400);
    const res = await t.request('GET', 'campgrounds/search?lat=50&lon=1&radius_km=5000', { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ radius_km: 'too_large' });
  });

  it('refuses a route search of more than 2,000 points or 40,000 km with 400', async () => {
    const along = (path: { lat: number; lon: number }[]) =>
      t.request('POST', 'campgrounds/search-along-route', { token: user.token, json: { path } });
    const line = (n: number, lat: (i: number) => number) =>
      Array.from({ length: n }, (_, i) => ({ lat: lat(i), lon: -5 + (i / n) * 6 }));
    const many = await along(line(CAMPGROUND_LIMITS.pathPointsMax + 1, () => 52));
    expect(many.status).toBe(400);
    expect(many.body.error.fields).toEqual({ path: 'too_long' });
    // 2,000 points zigzagging 5° of latitude: over a million km, which once held the server for minutes.
    const started = performance.now();
    const far = await along(line(CAMPGROUND_LIMITS.pathPointsMax, (i) => 50.5 + (i % 2) * 5));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(far.status).toBe(400);
    expect(far.body.error).toMatchObject({
      class: 'validation',
      code: 'route_too_long',
      fields: { path: 'route_too_long' },
    });
    expect(far.body.error.message).toMatch(/^The path is 1,1\d\d,\d{3} km long; a search follows at most 40,000 km\./);
    expect((await along(line(CAMPGROUND_LIMITS.pathPointsMax, () => 52))).status).toBe(200);
  });
});
