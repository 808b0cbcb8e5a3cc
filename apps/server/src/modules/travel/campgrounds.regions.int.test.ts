import { fileURLToPath } from 'node:url';
import { OSM_ATTRIBUTION, RIDB_ATTRIBUTION, type PlanResponse } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { importCampgroundFiles } from './campground-import/import.ts';

// Issue 23 point 4: campgrounds across Europe and the US, from a fixture of the real data (build-data.ts).
const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/campgrounds/${name}`, import.meta.url));

type Found = {
  name: string | null;
  source: string;
  source_id: string;
  distance_km: number;
  power: boolean | null;
  max_length_m: number | null;
  attribution: string | null;
};

describe.each(DATABASE_KINDS)('campgrounds across Europe and the US on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signUp()).token;
    const imported = await importCampgroundFiles(t.db, [
      fixture('europe-sample.gpx'),
      fixture('us-ridb-sample.geojson'),
    ]);
    expect(imported.every((f) => f.sites > 50)).toBe(true);
  }, 60_000);
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.request('GET', `campgrounds/search?${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.data as Found[];
  };

  it.each([
    ['Annecy', 45.8992, 6.1294],
    ['Berchtesgaden', 47.6323, 13.0023],
    ['the Algarve (Albufeira)', 37.0889, -8.2503],
  ])('finds OpenStreetMap sites near %s, credited to OpenStreetMap', async (_, lat, lon) => {
    const found = await search(`lat=${lat}&lon=${lon}&radius_km=25`);
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((s) => s.source === 'osm' && s.attribution === OSM_ATTRIBUTION && s.distance_km <= 25)).toBe(
      true,
    );
  });

  it('finds the Yosemite Valley campgrounds from RIDB, by name as a traveller writes it, credited to RIDB', async () => {
    const found = await search('lat=37.745&lon=-119.59&radius_km=5');
    expect(found.map((s) => s.name)).toEqual(expect.arrayContaining(['Lower Pines', 'North Pines', 'Upper Pines']));
    expect(found.every((s) => s.source === 'ridb' && s.attribution === RIDB_ATTRIBUTION)).toBe(true);
  });

  it('applies the RV filters to both sources: hookups from RIDB, power and length from OSM tags', async () => {
    const zion = await search('lat=37.2&lon=-112.98&radius_km=10&power=true');
    expect(zion.map((s) => s.name)).toContain('Watchman Campground');
    expect(zion.every((s) => s.power === true)).toBe(true);
    const annecyPower = await search('lat=45.8992&lon=6.1294&radius_km=25&power=true');
    const annecyAll = await search('lat=45.8992&lon=6.1294&radius_km=25');
    expect(annecyPower.length).toBeGreaterThan(0);
    expect(annecyPower.length).toBeLessThan(annecyAll.length);
    expect(annecyPower.every((s) => s.power === true)).toBe(true);
    // A 12 m rig: sites known to be shorter are left out, sites that do not say stay.
    const long = await search('lat=37.745&lon=-119.59&radius_km=40&min_length_m=12');
    expect(long.every((s) => s.max_length_m === null || s.max_length_m >= 12)).toBe(true);
    const anyLength = await search('lat=37.745&lon=-119.59&radius_km=40');
    expect(anyLength.some((s) => s.max_length_m !== null && s.max_length_m < 12)).toBe(true);
  });

  it.each([
    [
      'Lyon → Annecy → Chamonix',
      [
        { lat: 45.764, lon: 4.8357, name: 'Lyon' },
        { lat: 45.8992, lon: 6.1294, name: 'Annecy' },
        { lat: 45.9237, lon: 6.8694, name: 'Chamonix' },
      ],
      70,
      OSM_ATTRIBUTION,
      2,
    ],
    [
      'Las Vegas → Zion → Bryce Canyon',
      [
        { lat: 36.1699, lon: -115.1398, name: 'Las Vegas' },
        { lat: 37.2, lon: -112.98, name: 'Zion' },
        { lat: 37.63, lon: -112.17, name: 'Bryce Canyon' },
      ],
      250,
      RIDB_ATTRIBUTION,
      1,
    ],
  ])(
    'a plan %s suggests campgrounds for every night, with their credit',
    async (_, stops, limit, credit, minNights) => {
      const res = await t.request('POST', 'routes/plan', { token, json: { stops, daily_limit_km: limit } });
      expect(res.status).toBe(200);
      const plan = res.body.data as PlanResponse;
      const nights = plan.days.slice(0, -1);
      expect(nights.length).toBeGreaterThanOrEqual(minNights);
      for (const day of nights) {
        expect(day.overnight_suggestions.length, `night after day ${day.day}`).toBeGreaterThan(0);
        expect(day.overnight_suggestions.every((s) => s.attribution === credit)).toBe(true);
      }
      // A day of 250 km ends at Zion (within the tolerance), whose campground is offered.
      if (credit === RIDB_ATTRIBUTION)
        expect(nights[0]!.overnight_suggestions.map((s) => s.name)).toContain('Watchman Campground');
    },
    // The first plan of a test file also loads the planner's offline data: 20-30 s on a busy machine.
    90_000,
  );
});
