import { OSM_ATTRIBUTION } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttp } from '#test/fakes/fake-http.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { FAKE_OSM, fakeInterpreter } from '#test/fakes/fake-overpass.ts';
import { createOverpassSource } from '#providers/campgrounds/overpass.ts';
import { createCampgroundsService, TILE_MAX_AGE_MS } from './campgrounds.service.ts';

const DAY = 86_400_000;
const query = { lat: 46.2, lon: 6.15, radius_km: 20, limit: 50 };

describe.each(DATABASE_KINDS)('campground search with an Overpass API on %s', (kind) => {
  let t: TestApp;
  let userId: string;
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
  let sites: typeof FAKE_OSM;
  let clock: number;
  let answer: 'data' | 'rate_limited' | 'malformed';

  beforeAll(async () => {
    t = await createTestApp(kind);
    userId = (await t.signUp()).id;
    sites = structuredClone(FAKE_OSM);
    answer = 'data';
    clock = Date.parse('2026-11-01T10:00:00Z');
    const interpreter = fakeInterpreter(sites);
    fake = await startFakeHttp((req) => {
      if (answer === 'rate_limited') return { status: 429, body: 'Too Many Requests' };
      // Valid JSON in the wrong shape: a site whose position is text.
      if (answer === 'malformed')
        return {
          json: { elements: [{ type: 'node', id: 101, lat: '46.2', lon: '6.1', tags: { tourism: 'camp_site' } }] },
        };
      return interpreter(req);
    });
  }, 60_000);
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  const service = () =>
    createCampgroundsService({
      db: t.db,
      overpass: createOverpassSource({ baseUrl: fake.url }),
      now: () => new Date(clock),
    });

  it('fetches the area around a searched point once, stores it and answers nearest first', async () => {
    const { data } = await service().search(userId, query);
    expect(fake.requests).toHaveLength(1);
    expect(data.map((c) => [c.osm_id, c.name, c.power, c.free, c.attribution])).toEqual([
      ['node/101', 'Lakeside', true, null, OSM_ATTRIBUTION],
      ['way/202', 'Aire du Col', null, true, OSM_ATTRIBUTION],
    ]);
    expect(data[0]!.distance_km).toBeLessThan(data[1]!.distance_km);
    // The same area again, from a fresh service: the tiles are cached in the database.
    await service().search(userId, { ...query, radius_km: 10 });
    expect(fake.requests).toHaveLength(1);
  });

  it('refetches after a week and picks up changes made in OpenStreetMap', async () => {
    sites[0]!.tags.name = 'Lakeside Camping';
    clock += TILE_MAX_AGE_MS - DAY;
    await service().search(userId, query);
    expect(fake.requests).toHaveLength(1);
    clock += 2 * DAY;
    const { data } = await service().search(userId, query);
    expect(fake.requests).toHaveLength(2);
    expect(data[0]).toMatchObject({ osm_id: 'node/101', name: 'Lakeside Camping' });
  });

  it('when Overpass fails the search answers from the stored sites and tries again next time', async () => {
    clock += TILE_MAX_AGE_MS + DAY;
    answer = 'rate_limited';
    const { data } = await service().search(userId, query);
    expect(data.map((c) => c.osm_id)).toEqual(['node/101', 'way/202']);
    answer = 'malformed';
    expect((await service().search(userId, query)).data.map((c) => c.osm_id)).toEqual(['node/101', 'way/202']);
    answer = 'data';
    await service().search(userId, query);
    expect(fake.requests).toHaveLength(5);
    await service().search(userId, query);
    expect(fake.requests).toHaveLength(5);
  });

  it('without an Overpass API nothing is fetched', async () => {
    const before = fake.requests.length;
    const { data } = await createCampgroundsService({ db: t.db }).search(userId, {
      lat: 48.9,
      lon: 2.3,
      radius_km: 20,
      limit: 50,
    });
    expect(data).toEqual([]);
    expect(fake.requests).toHaveLength(before);
  });
});
