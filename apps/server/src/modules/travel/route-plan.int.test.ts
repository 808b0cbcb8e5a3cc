import { REGION_TRAVEL_DEFAULTS, type PlanResponse } from '@ww/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttp, type FakeRequest } from '#test/fakes/fake-http.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { haversineKm } from '#providers/geocoding/geo.ts';
import { createOsrmRouting } from '#providers/routing/routing.ts';
import { createOpenMeteoWeather } from '#providers/weather/weather.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

// Bristol to Inverness through three towns given out of order.
const STOPS = [
  { query: 'Bristol, GB' },
  { query: 'Carlisle, GB' },
  { query: 'Birmingham, GB' },
  { query: 'Manchester, GB' },
  { query: 'Inverness, GB' },
];
const START = '2026-06-01';

const plan = async (t: TestApp, user: User, body: Record<string, unknown>) =>
  t.request('POST', 'routes/plan', { token: user.token, json: body });

const lonLats = (req: FakeRequest) =>
  decodeURIComponent(req.path.split('/').at(-1)!)
    .split(';')
    .map((p) => p.split(',').map(Number) as [number, number]);
const metres = (a: [number, number], b: [number, number]) =>
  haversineKm({ lon: a[0], lat: a[1] }, { lon: b[0], lat: b[1] }) * 1300;

/** OSRM v5 /table and /route answers in the real shapes (http://project-osrm.org/docs/v5.24.0/api/), roads 1.3 × the straight line at 60 km/h. */
function fakeOsrm(req: FakeRequest) {
  const pts = lonLats(req);
  const waypoints = pts.map((p) => ({ hint: 'x', distance: 3.2, name: 'A38', location: p }));
  if (req.path.startsWith('/table/')) {
    const distances = pts.map((a) => pts.map((b) => Math.round(metres(a, b) * 10) / 10));
    return {
      json: {
        code: 'Ok',
        distances,
        durations: distances.map((r) => r.map((m) => m / (60_000 / 3600))),
        sources: waypoints,
        destinations: waypoints,
      },
    };
  }
  const legs = pts.slice(1).map((b, i) => {
    const distance = metres(pts[i]!, b);
    return { steps: [], summary: '', weight: distance, duration: distance / (60_000 / 3600), distance };
  });
  // A bend in every leg: the midpoint pushed 0.1° east.
  const coordinates = pts.flatMap((p, i) =>
    i === 0 ? [p] : [[(pts[i - 1]![0] + p[0]) / 2 + 0.1, (pts[i - 1]![1] + p[1]) / 2], p],
  );
  const distance = legs.reduce((a, l) => a + l.distance, 0);
  return {
    json: {
      code: 'Ok',
      routes: [
        {
          geometry: { type: 'LineString', coordinates },
          legs,
          weight_name: 'routability',
          weight: distance,
          duration: distance / (60_000 / 3600),
          distance,
        },
      ],
      waypoints,
    },
  };
}

/** Open-Meteo /v1/forecast daily answer for the asked date, temperatures rising with latitude's rounding so places differ. */
function fakeOpenMeteo(req: FakeRequest) {
  const date = req.query.get('start_date')!;
  const lat = Number(req.query.get('latitude'));
  return {
    json: {
      latitude: lat,
      longitude: Number(req.query.get('longitude')),
      generationtime_ms: 0.07,
      utc_offset_seconds: 3600,
      timezone: 'Europe/London',
      timezone_abbreviation: 'BST',
      elevation: 30,
      daily_units: { time: 'iso8601', temperature_2m_max: '°C' },
      daily: {
        time: [date],
        temperature_2m_max: [Math.round((70 - lat) * 10) / 10],
        temperature_2m_min: [8.2],
        precipitation_sum: [1.4],
        precipitation_probability_max: [40],
        wind_speed_10m_max: [22.5],
        weather_code: [61],
      },
    },
  };
}

describe.each(DATABASE_KINDS)('trip planning on %s', (kind) => {
  let t: TestApp;
  let metric: User;
  let imperial: User;
  let osrm: Awaited<ReturnType<typeof startFakeHttp>>;
  let weather: Awaited<ReturnType<typeof startFakeHttp>>;

  beforeAll(async () => {
    weather = await startFakeHttp(fakeOpenMeteo);
    osrm = await startFakeHttp(fakeOsrm);
    t = await createTestApp(kind, {
      providers: {
        weather: createOpenMeteoWeather({ baseUrl: weather.url, now: () => Date.parse(`${START}T08:00:00Z`) }),
      },
    });
    metric = await t.signUp();
    imperial = await t.signUp();
    await t.request('PATCH', 'settings', {
      token: metric.token,
      json: { regional_preferences: { units: 'metric', currency: 'GBP' } },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await osrm.close();
    await weather.close();
  });

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

  it("prices fuel from the tow vehicle's consumption, flags legs beyond the safe range, and adds campground nights to the budget", async () => {
    const [tow, caravan] = await withUserTx(t.db, { userId: metric.id }, async (tx) => {
      const car = await tx
        .insertInto('vehicles')
        .values({
          name: 'Land Cruiser',
          kind: 'tow_vehicle',
          fuel_type: 'diesel',
          tank_l: 30,
          consumption_l_per_100km: 12,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const van = await tx
        .insertInto('vehicles')
        .values({ name: 'Swift', kind: 'caravan', tow_vehicle_id: car.id, length_m: 7.2, fuel_type: 'none' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return [car.id, van.id];
    });
    const p = (await plan(t, metric, { stops: STOPS, optimize: 'fixed_ends', vehicle_id: caravan, budget: 100 })).body
      .data as PlanResponse;
    const gb = REGION_TRAVEL_DEFAULTS.GB;
    expect(p.fuel).toMatchObject({
      currency: 'GBP',
      price_per_l: gb.diesel_per_l,
      price_source: 'region_default',
      price_region: 'GB',
      consumption_l_per_100km: 12,
      safe_range_km: 212.5,
    });
    expect(p.fuel.volume).toBeCloseTo((p.total_distance_km * 12) / 100, 1);
    expect(p.fuel.cost).toBeCloseTo((p.total_distance_km * 12 * gb.diesel_per_l) / 100, 1);
    for (const [i, leg] of p.legs.entries()) {
      expect(leg.fuel_volume_l).toBeCloseTo((leg.distance_km * 12) / 100, 1);
      expect(leg.exceeds_safe_range).toBe(leg.distance_km > 212.5);
      expect(p.fuel.warnings.some((w) => w.code === 'leg_exceeds_safe_range' && w.leg_index === i)).toBe(
        leg.distance_km > 212.5,
      );
    }
    expect(p.legs.some((l) => l.exceeds_safe_range)).toBe(true);
    // The warning's own text says its distances in the user's unit (a metric user here).
    expect(p.fuel.warnings.find((w) => w.code === 'leg_exceeds_safe_range')!.message).toMatch(/safe range of 213 km/);
    // Nights at a site that is not free and names no fee carry the typical fee; nights with no site are left out.
    const nights = p.days.length - 1;
    const withSite = p.days.slice(0, -1).filter((d) => d.overnight_site !== null);
    const paidNights = withSite.filter((d) => d.overnight_site!.free !== true).length;
    expect(p.budget).toEqual({
      budget: 100,
      fuel_cost: p.fuel.cost,
      campground_fees_estimate: paidNights * gb.campground_night,
      nights,
      nights_site_fee: withSite.length - paidNights,
      nights_typical_fee: paidNights,
      nights_without_site: nights - withSite.length,
      total: Math.round((p.fuel.cost! + paidNights * gb.campground_night) * 100) / 100,
      currency: 'GBP',
      over_budget: true,
    });

    // The user's own price wins over the region default.
    await t.request('PATCH', 'travel-preferences', { token: metric.token, json: { fuel_price_per_l: 1.8 } });
    const own = (await plan(t, metric, { stops: STOPS, vehicle_id: tow })).body.data as PlanResponse;
    expect(own.fuel).toMatchObject({ price_per_l: 1.8, price_source: 'user', currency: 'GBP' });
    expect(own.fuel.cost).toBeCloseTo((own.total_distance_km * 12 * 1.8) / 100, 1);
    await t.request('PATCH', 'travel-preferences', { token: metric.token, json: { fuel_price_per_l: null } });
  });

  it('says why there are no fuel figures without a vehicle or a consumption, and 404s on a vehicle of someone else', async () => {
    const none = (await plan(t, metric, { stops: STOPS })).body.data as PlanResponse;
    expect(none.fuel).toMatchObject({ volume: null, cost: null, warnings: [{ code: 'no_vehicle' }] });
    expect(none.legs.every((l) => l.fuel_volume_l === null && l.fuel_cost === null && !l.exceeds_safe_range)).toBe(
      true,
    );
    const bare = await withUserTx(t.db, { userId: imperial.id }, (tx) =>
      tx
        .insertInto('vehicles')
        .values({ name: 'Old van', kind: 'campervan' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const p = (await plan(t, imperial, { stops: STOPS, vehicle_id: bare.id })).body.data as PlanResponse;
    expect(p.fuel).toMatchObject({ volume: null, cost: null, warnings: [{ code: 'no_consumption' }] });
    expect((await plan(t, metric, { stops: STOPS, vehicle_id: bare.id })).status).toBe(404);
  });

  it('prices fuel at the average paid in the fuel log over the last 90 days', async () => {
    const user = await t.signUp();
    const car = await withUserTx(t.db, { userId: user.id }, async (tx) => {
      const v = await tx
        .insertInto('vehicles')
        .values({ name: 'Hymer', kind: 'motorhome', fuel_type: 'diesel', consumption_l_per_100km: 10 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into fuel_log (vehicle_id, filled_on, volume_l, price_per_l, total_cost, currency, full_tank)
        values (${v.id}, current_date - 3, 50, 1.5, 75, 'EUR', true), (${v.id}, current_date - 20, 100, 1.8, 180, 'EUR', true),
               (${v.id}, current_date - 200, 100, 9, 900, 'EUR', true)`.execute(tx);
      return v.id;
    });
    const p = (await plan(t, user, { stops: STOPS, vehicle_id: car })).body.data as PlanResponse;
    // (75 + 180) / (50 + 100): the fill-up 200 days ago is too old to count.
    expect(p.fuel).toMatchObject({ price_per_l: 1.7, price_source: 'fuel_log_average', currency: 'EUR' });
    // No typical campground fee is known in EUR, so the budget does not invent one.
    expect(p.budget).toMatchObject({ currency: 'EUR', total: p.fuel.cost });
    expect(p.budget.campground_fees_estimate).toBe(p.budget.nights_typical_fee > 0 ? null : 0);
  });

  it('gives the weather at each overnight place and the destination on its date, fetched once an hour', async () => {
    const before = weather.requests.length;
    // Dates no other test asks, so every night's forecast is fetched here (days may end at the same stops).
    const body = { stops: STOPS, optimize: 'fixed_ends', daily_limit_km: 300, start_date: '2026-06-08' };
    const p = (await plan(t, metric, body)).body.data as PlanResponse;
    expect(p.weather).toHaveLength(p.days.length);
    p.weather.forEach((w, i) => {
      const day = p.days[i]!;
      expect(w).toMatchObject({
        place: day.end.name,
        day: day.day,
        date: day.date,
        available: true,
        kind: i === p.days.length - 1 ? 'destination' : 'overnight',
      });
      expect(w.daily).toEqual({
        temp_max_c: Math.round((70 - Math.round(day.end.lat * 100) / 100) * 10) / 10,
        temp_min_c: 8.2,
        precipitation_mm: 1.4,
        precipitation_probability: 40,
        wind_max_kmh: 22.5,
        weather_code: 61,
      });
    });
    const asked = weather.requests.slice(before);
    expect(asked.map((r) => r.query.get('start_date'))).toEqual(expect.arrayContaining(p.days.map((d) => d.date)));
    expect(asked).toHaveLength(p.days.length);
    await plan(t, metric, body);
    expect(weather.requests.length - before).toBe(p.days.length);
  });

  it('says the weather is unavailable when there is no date, or it is beyond the forecast', async () => {
    const undated = (await plan(t, metric, { stops: STOPS })).body.data as PlanResponse;
    expect(undated.weather.every((w) => !w.available && w.daily === null && w.reason === 'no_date')).toBe(true);
    const far = (await plan(t, metric, { stops: STOPS, start_date: '2026-09-01' })).body.data as PlanResponse;
    expect(far.weather.every((w) => !w.available && w.daily === null && w.reason === 'out_of_range')).toBe(true);
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
