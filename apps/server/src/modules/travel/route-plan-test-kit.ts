// The trip planning tests' shared ground: the trip, fake OSRM and Open-Meteo servers, and an app with two users.
import { afterAll, beforeAll } from 'vitest';
import { startFakeHttp, type FakeRequest } from '#test/fakes/fake-http.ts';
import type { DatabaseKind } from '#db/database.ts';
import { createTestApp, type TestApp } from '#test/harness.ts';
import { haversineKm } from '@ww/contracts';
import { createOpenMeteoWeather } from '#providers/weather/weather.ts';

export type User = Awaited<ReturnType<TestApp['signUp']>>;

// Bristol to Inverness through three towns given out of order.
export const STOPS = [
  { query: 'Bristol, GB' },
  { query: 'Carlisle, GB' },
  { query: 'Birmingham, GB' },
  { query: 'Manchester, GB' },
  { query: 'Inverness, GB' },
];
export const START = '2026-06-01';

export const plan = async (t: TestApp, user: User, body: Record<string, unknown>) =>
  t.request('POST', 'routes/plan', { token: user.token, json: body });

const lonLats = (req: FakeRequest) =>
  decodeURIComponent(req.path.split('/').at(-1)!)
    .split(';')
    .map((p) => p.split(',').map(Number) as [number, number]);
export const metres = (a: [number, number], b: [number, number]) =>
  haversineKm({ lon: a[0], lat: a[1] }, { lon: b[0], lat: b[1] }) * 1300;

/** OSRM v5 /table and /route answers in the real shapes (http://project-osrm.org/docs/v5.24.0/api/), roads 1.3 × the straight line at 60 km/h. */
export function fakeOsrm(req: FakeRequest) {
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
export function fakeOpenMeteo(req: FakeRequest) {
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

export type Planning = {
  t: TestApp;
  /** Metric units, GBP. */
  metric: User;
  imperial: User;
  osrm: Awaited<ReturnType<typeof startFakeHttp>>;
  weather: Awaited<ReturnType<typeof startFakeHttp>>;
};

/** An app on `kind` whose weather is the fake Open-Meteo, on START at 08:00 UTC, for the tests of one describe. */
export function planningSuite(kind: DatabaseKind, ready: (planning: Planning) => void) {
  let planning: Planning | undefined;
  beforeAll(async () => {
    const weather = await startFakeHttp(fakeOpenMeteo);
    const osrm = await startFakeHttp(fakeOsrm);
    const t = await createTestApp(kind, {
      providers: {
        weather: createOpenMeteoWeather({ baseUrl: weather.url, now: () => Date.parse(`${START}T08:00:00Z`) }),
      },
    });
    const metric = await t.signUp();
    const imperial = await t.signUp();
    await t.request('PATCH', 'settings', {
      token: metric.token,
      json: { regional_preferences: { units: 'metric', currency: 'GBP' } },
    });
    planning = { t, metric, imperial, osrm, weather };
    ready(planning);
  }, 60_000);
  afterAll(async () => {
    await planning?.t.close();
    await planning?.osrm.close();
    await planning?.weather.close();
  });
}
