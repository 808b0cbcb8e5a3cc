import { type PlanResponse, haversineKm } from '@ww/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttp } from '#test/fakes/fake-http.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { createOsrmRouting } from '#providers/routing/routing.ts';
import { createOpenMeteoWeather } from '#providers/weather/weather.ts';
import { fakeOsrm, metres, plan, planningSuite, START, STOPS, type User } from './route-plan-test-kit.ts';

describe.each(DATABASE_KINDS)('trip planning on %s', (kind) => {
  let t: TestApp;
  let metric: User;
  let imperial: User;
  planningSuite(kind, (planning) => ({ t, metric, imperial } = planning));

  it('optimises Bristol → three towns → Inverness keeping the ends, and splits the days at stops or the limit', async () => {
    const res = await plan(t, metric, { stops: STOPS, optimize: 'fixed_ends', daily_limit_km: 250, start_date: START });
    expect(res.status).toBe(200);
    const p = res.body.data as PlanResponse;
    expect(p.estimated).toBe(true);
    expect(p.stops.map((s) => s.name)).toEqual(['Bristol', 'Birmingham', 'Manchester', 'Carlisle', 'Inverness']);
    expect(p.stops.map((s) => s.input_index)).toEqual([0, 2, 3, 1, 4]);
    expect(p.legs).toHaveLength(4);
    expect(p.total_distance_km).toBeCloseTo(
      p.legs.reduce((a, l) => a + l.distance_km, 0),
      1,
    );
    expect(p.geometry[0]).toEqual([p.stops[0]!.lon, p.stops[0]!.lat]);

    expect(p.daily_limit_km).toBe(250);
    expect(p.days.length).toBeGreaterThanOrEqual(Math.ceil(p.total_distance_km / 250));
    // A day ends at a stop within a quarter of the limit either side, else at the limit itself.
    for (const d of p.days) expect(d.distance_km).toBeLessThanOrEqual(250 * 1.25);
    for (const d of p.days.slice(0, -1)) {
      if (d.end_reason === 'limit') expect(d.distance_km).toBe(250);
      else expect(d).toMatchObject({ end_reason: 'stop', distance_km: expect.toSatisfy((km: number) => km >= 187.5) });
    }
    expect(p.days.reduce((a, d) => a + d.distance_km, 0)).toBeCloseTo(p.total_distance_km, 0);
    expect(p.days.map((d) => d.date)).toEqual(p.days.map((_, i) => `2026-06-0${i + 1}`));
    expect(p.days.at(-1)).toMatchObject({ end: { name: 'Inverness' }, end_stop_index: 4, overnight: null });
    // Each day starts where the previous one ended; a night inside a leg lies between that leg's stops.
    for (let i = 1; i < p.days.length; i++) expect(p.days[i]!.start).toEqual(p.days[i - 1]!.end);
    const midLeg = p.days.find((d) => d.end_stop_index === null)!;
    expect(midLeg).toMatchObject({ end_reason: 'limit', overnight_site: null });
    expect(midLeg.overnight).toEqual(midLeg.end);
    expect(midLeg.end.lat).toBeGreaterThan(p.stops[0]!.lat);
    expect(midLeg.end.lat).toBeLessThan(p.stops[4]!.lat);
    expect(p.notes).toEqual([]);
  });

  it('suggests campgrounds near each night that take the rig, nearest first, and counts free ones at no fee', async () => {
    const body = { stops: STOPS, optimize: 'fixed_ends', daily_limit_km: 250 };
    const first = (await plan(t, metric, body)).body.data as PlanResponse;
    expect(first.overnight_suggestions_available).toBe(true);
    const night = first.days[0]!.end;
    const east = (km: number) => night.lon + km / (111.32 * Math.cos((night.lat * Math.PI) / 180));
    await t.db
      .insertInto('campgrounds')
      .values([
        {
          source: 'osm',
          osm_id: 'node/9001',
          source_id: 'node/9001',
          name: 'Riverside Park',
          lat: night.lat,
          lon: east(3),
          free: true,
          max_length_m: 10,
        },
        {
          source: 'osm',
          osm_id: 'node/9002',
          source_id: 'node/9002',
          name: 'Tiny Meadow',
          lat: night.lat,
          lon: east(1),
          free: false,
          max_length_m: 6,
        },
        {
          source: 'osm',
          osm_id: 'node/9003',
          source_id: 'node/9003',
          name: null,
          lat: night.lat,
          lon: east(8),
          free: null,
          max_length_m: null,
        },
        {
          source: 'osm',
          osm_id: 'node/9004',
          source_id: 'node/9004',
          name: 'Far Away Farm',
          lat: night.lat,
          lon: east(40),
          free: true,
          max_length_m: null,
        },
      ] as never)
      .execute();
    const caravan = await withUserTx(t.db, { userId: metric.id }, (tx) =>
      tx
        .insertInto('vehicles')
        .values({ name: 'Long van', kind: 'motorhome', length_m: 7.2 })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const p = (await plan(t, metric, { ...body, vehicle_id: caravan.id })).body.data as PlanResponse;
    const suggestions = p.days[0]!.overnight_suggestions;
    expect(suggestions.map((s) => [s.name, s.free, s.max_length_m])).toEqual([
      ['Riverside Park', true, 10],
      [null, null, null],
    ]);
    expect(suggestions[0]!.distance_off_route_km).toBeCloseTo(3, 0);
    expect(suggestions[1]!.distance_off_route_km).toBeCloseTo(8, 0);
    expect(p.days.at(-1)!.overnight_suggestions).toEqual([]);
    // Without a rig length the short site fits too.
    const anyRig = (await plan(t, metric, body)).body.data as PlanResponse;
    expect(anyRig.days[0]!.overnight_suggestions.map((s) => s.name)).toEqual(['Tiny Meadow', 'Riverside Park', null]);
    // Day 1 ends at Manchester, a stop near the limit; its night goes at the nearest site, which is free. The other
    // nights have no site and are left out of the fees.
    expect(p.days[0]).toMatchObject({
      end_reason: 'stop',
      overnight: { name: 'Manchester' },
      overnight_site: { name: 'Riverside Park', free: true },
    });
    expect(p.budget).toMatchObject({
      campground_fees_estimate: 0,
      nights_site_fee: 1,
      nights_typical_fee: 0,
      nights_without_site: p.budget.nights - 1,
    });
  });

  it('uses input order with optimize none, and a round trip comes back to the start', async () => {
    const none = (await plan(t, metric, { stops: STOPS, optimize: 'none' })).body.data as PlanResponse;
    expect(none.stops.map((s) => s.input_index)).toEqual([0, 1, 2, 3, 4]);
    expect(none.notes.map((n) => n.code)).toEqual(['no_dates']);
    expect(none.days.every((d) => d.date === null)).toBe(true);
    const loop = (await plan(t, metric, { stops: STOPS, optimize: 'round_trip' })).body.data as PlanResponse;
    expect(loop.stops[0]!.input_index).toBe(0);
    expect(loop.stops.at(-1)!.input_index).toBe(0);
    expect(
      loop.stops
        .slice(0, -1)
        .map((s) => s.input_index)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(loop.total_distance_km).toBeLessThan(
      none.total_distance_km + haversineKm(none.stops[4]!, none.stops[0]!) * 1.25,
    );
  });

  it('defaults the daily limit to 300 km for metric users and 190 mi for imperial users, or the travel preference', async () => {
    expect((await plan(t, metric, { stops: STOPS })).body.data.daily_limit_km).toBe(300);
    expect((await plan(t, imperial, { stops: STOPS })).body.data.daily_limit_km).toBe(305.8);
    expect(
      (await t.request('PATCH', 'travel-preferences', { token: imperial.token, json: { daily_limit_km: 420 } })).body
        .data.daily_limit_km,
    ).toBe(420);
    expect((await plan(t, imperial, { stops: STOPS })).body.data.daily_limit_km).toBe(420);
    expect((await plan(t, imperial, { stops: STOPS, daily_limit_km: 180 })).body.data.daily_limit_km).toBe(180);
  });

  it('refuses a daily limit outside 50-2,000 km with 400, in the request and in the travel preference', async () => {
    for (const [limit, key] of [
      [1e-320, 'too_small'],
      [0.1, 'too_small'],
      [49.9, 'too_small'],
      [2000.1, 'too_large'],
    ] as const) {
      const res = await plan(t, metric, { stops: STOPS, daily_limit_km: limit });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ daily_limit_km: key });
      const pref = await t.request('PATCH', 'travel-preferences', {
        token: metric.token,
        json: { daily_limit_km: limit },
      });
      expect(pref.status).toBe(400);
      expect(pref.body.error.fields).toEqual({ daily_limit_km: key });
    }
    const slowest = await plan(t, metric, { stops: STOPS, daily_limit_km: 50 });
    expect(slowest.status).toBe(200);
    expect(slowest.body.data.days.length).toBeGreaterThanOrEqual(Math.ceil(slowest.body.data.total_distance_km / 50));
    // The database holds the same bound for anything that bypasses the API.
    await expect(
      withUserTx(t.db, { userId: metric.id }, (tx) =>
        sql`insert into travel_preferences (daily_limit_km) values (0.1)`.execute(tx),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('refuses a route over 40,000 km and a plan of more than 365 days with 400 and a message saying what to change', async () => {
    const equator = (lons: number[]) => lons.map((lon) => ({ lat: 0, lon, name: `${lon}°` }));
    const long = await plan(t, metric, { stops: equator([0, 90, 179.9, -90, -0.1]) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({
      class: 'validation',
      code: 'route_too_long',
      fields: { stops: 'route_too_long' },
    });
    expect(long.body.error.message).toContain('at most 40,000 km');

    const slow = await plan(t, metric, { stops: equator([0, 90, 179.9]), daily_limit_km: 50 });
    expect(slow.status).toBe(400);
    expect(slow.body.error).toMatchObject({
      class: 'validation',
      code: 'too_many_days',
      fields: { daily_limit_km: 'too_many_days' },
    });
    expect(slow.body.error.message).toContain('more than 365 days');
  });

  it('names a stop that cannot be found with 422, and rejects a single stop with 400', async () => {
    const res = await plan(t, metric, { stops: [{ query: 'Bristol, GB' }, { query: 'Qqzzxv Nowhere' }] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      class: 'validation',
      code: 'stop_not_found',
      fields: { 'stops.1': 'not_found' },
    });
    expect(res.body.error.message).toContain('Stop 2 ("Qqzzxv Nowhere")');
    expect((await plan(t, metric, { stops: [{ lat: 51, lon: -2 }] })).status).toBe(400);
  });

  it('names stops given by position from the gazetteer', async () => {
    const p = (
      await plan(t, metric, {
        stops: [
          { lat: 51.4545, lon: -2.5879 },
          { lat: 52.2, lon: 0.12, name: 'My field' },
        ],
      })
    ).body.data as PlanResponse;
    expect(p.stops.map((s) => s.name)).toEqual(['Bristol', 'My field']);
  });
});

describe('trip planning against outside services', () => {
  it('routes with OSRM when it answers, and says weather is unavailable when Open-Meteo is unreachable', async () => {
    const osrm = await startFakeHttp((req) =>
      req.path.includes('-0.5,51.5')
        ? { json: { code: 'Ok', routes: [{ legs: [{ distance: '12 km' }], geometry: {} }] } }
        : fakeOsrm(req),
    );
    const t = await createTestApp('pglite', {
      providers: {
        routing: createOsrmRouting({ baseUrl: osrm.url }),
        weather: createOpenMeteoWeather({
          baseUrl: await closedPortUrl(),
          now: () => Date.parse(`${START}T08:00:00Z`),
        }),
      },
    });
    try {
      const user = await t.signUp();
      const p = (await plan(t, user, { stops: STOPS, optimize: 'fixed_ends', start_date: START })).body
        .data as PlanResponse;
      expect(p.estimated).toBe(false);
      expect(p.stops.map((s) => s.input_index)).toEqual([0, 2, 3, 1, 4]);
      expect(osrm.requests.map((r) => r.path.split('/')[1])).toEqual(['table', 'route']);
      const pts = p.stops.map((s) => [s.lon, s.lat] as [number, number]);
      p.legs.forEach((leg, i) => expect(leg.distance_km).toBeCloseTo(metres(pts[i]!, pts[i + 1]!) / 1000, 0));
      // The fake bends every leg, so the geometry has a midpoint per leg.
      expect(p.geometry).toHaveLength(2 * p.stops.length - 1);
      expect(p.weather.length).toBeGreaterThan(0);
      expect(p.weather.every((w) => w.available === false && w.daily === null && w.reason === 'unreachable')).toBe(
        true,
      );

      // A route answer in the wrong shape is no route at all: the plan uses the estimate and says so.
      const marker = { lat: 51.5, lon: -0.5, name: 'Marker' };
      const odd = (await plan(t, user, { stops: [STOPS[0], marker] })).body.data as PlanResponse;
      expect(osrm.requests.at(-1)!.path).toContain('-0.5,51.5');
      expect(odd.estimated).toBe(true);
      expect(odd.notes.map((n) => n.code)).toEqual(['routing_fallback', 'no_dates']);
    } finally {
      await t.close();
      await osrm.close();
    }
  }, 60_000);

  it('falls back to the estimate with a note when OSRM is unreachable, and answers 422 when it finds no road', async () => {
    const noRoute = await startFakeHttp(() => ({
      status: 400,
      json: { code: 'NoRoute', message: 'Impossible route between points' },
    }));
    const down = await createTestApp('pglite', {
      providers: { routing: createOsrmRouting({ baseUrl: await closedPortUrl() }) },
    });
    const island = await createTestApp('pglite', {
      providers: { routing: createOsrmRouting({ baseUrl: noRoute.url }) },
    });
    try {
      const p = (await plan(down, await down.signUp(), { stops: STOPS, optimize: 'fixed_ends' })).body
        .data as PlanResponse;
      expect(p.estimated).toBe(true);
      expect(p.stops.map((s) => s.input_index)).toEqual([0, 2, 3, 1, 4]);
      expect(p.notes.map((n) => n.code)).toContain('routing_fallback');
      const res = await plan(island, await island.signUp(), { stops: STOPS, optimize: 'fixed_ends' });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ class: 'validation', code: 'no_route' });
    } finally {
      await down.close();
      await island.close();
      await noRoute.close();
    }
  }, 60_000);
});
