import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeHttp, type FakeRequest } from '#test/fakes/fake-http.ts';
import { createOsrmRouting, RoutingUnavailableError } from './routing.ts';

const london = { lat: 51.5074, lon: -0.1278 };
const bristol = { lat: 51.4545, lon: -2.5879 };
const oxford = { lat: 51.752, lon: -1.2577 };

const waypoint = (name: string, lon: number, lat: number) => ({
  hint: 'KSoKADRYroqUBAEAEAAAABkAAAAGAAAAAAAAAKOGAABFZQAA',
  distance: 4.2,
  name,
  location: [lon, lat],
});

/** Answers in the shapes of osrm-routed 5.x (http://project-osrm.org/docs/v5.24.0/api/). */
function osrm(req: FakeRequest) {
  if (req.path.includes('driving/-20,0;'))
    return { status: 400, json: { code: 'NoSegment', message: 'Could not find a matching segment for coordinate 0' } };
  if (req.path.includes(';-5,60'))
    return { status: 400, json: { code: 'NoRoute', message: 'Impossible route between points' } };
  if (req.path.startsWith('/table/v1/driving/')) {
    const island = req.path.includes('-6.3,53.35');
    return {
      json: {
        code: 'Ok',
        durations: [
          [0, 8581.4, 3725.3],
          [8543.9, 0, 5066.1],
          [3700.2, island ? null : 5047.5, 0],
        ],
        distances: [
          [0, 190417.5, 90012.3],
          [190211.6, 0, 118755.9],
          [89978.1, island ? null : 118702.4, 0],
        ],
        sources: [
          waypoint('Whitehall', -0.127758, 51.507351),
          waypoint('Temple Way', -2.587911, 51.454513),
          waypoint('High Street', -1.257726, 51.752022),
        ],
        destinations: [
          waypoint('Whitehall', -0.127758, 51.507351),
          waypoint('Temple Way', -2.587911, 51.454513),
          waypoint('High Street', -1.257726, 51.752022),
        ],
      },
    };
  }
  if (req.path.startsWith('/route/v1/driving/')) {
    return {
      json: {
        code: 'Ok',
        routes: [
          {
            geometry: {
              type: 'LineString',
              coordinates: [
                [-0.127758, 51.507351],
                [-0.9, 51.6],
                [-1.257726, 51.752022],
                [-2.0, 51.5],
                [-2.587911, 51.454513],
              ],
            },
            legs: [
              { steps: [], summary: 'M40', weight: 3725.3, duration: 3725.3, distance: 90012.3 },
              { steps: [], summary: 'A420, M4', weight: 5066.1, duration: 5066.1, distance: 118755.9 },
            ],
            weight_name: 'routability',
            weight: 8791.4,
            duration: 8791.4,
            distance: 208768.2,
          },
        ],
        waypoints: [
          waypoint('Whitehall', -0.127758, 51.507351),
          waypoint('High Street', -1.257726, 51.752022),
          waypoint('Temple Way', -2.587911, 51.454513),
        ],
      },
    };
  }
  return {
    status: 400,
    json: {
      code: 'InvalidUrl',
      message: `URL string malformed close to position ${req.path.length}: "${req.path.slice(-5)}"`,
    },
  };
}

describe('OSRM routing client', () => {
  let fake: Awaited<ReturnType<typeof startFakeHttp>>;
  beforeAll(async () => {
    fake = await startFakeHttp(osrm);
  });
  afterAll(() => fake.close());

  it('asks for a distance and duration table and converts it to km and minutes', async () => {
    const routing = createOsrmRouting({ baseUrl: fake.url });
    expect(routing.estimated).toBe(false);
    const table = await routing.table([london, bristol, oxford]);
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/table/v1/driving/-0.1278,51.5074;-2.5879,51.4545;-1.2577,51.752');
    expect(req.query.get('annotations')).toBe('distance,duration');
    expect(req.headers['user-agent']).toMatch(/^WheelsAndWins\//);
    expect(table.distance_km[0]).toEqual([0, 190.4, 90]);
    expect(table.duration_min[0]).toEqual([0, 143, 62]);
    expect(table.distance_km[2]![1]).toBe(118.7);
  });

  it('asks for the full GeoJSON route and returns legs and [lon, lat] geometry', async () => {
    const route = await createOsrmRouting({ baseUrl: `${fake.url}/` }).route([london, oxford, bristol]);
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/route/v1/driving/-0.1278,51.5074;-1.2577,51.752;-2.5879,51.4545');
    expect(req.query.get('overview')).toBe('full');
    expect(req.query.get('geometries')).toBe('geojson');
    expect(route.legs).toEqual([
      { distance_km: 90, duration_min: 62 },
      { distance_km: 118.8, duration_min: 84 },
    ]);
    expect(route.geometry).toHaveLength(5);
    expect(route.geometry[0]).toEqual([-0.127758, 51.507351]);
  });

  it('reports no_route for NoRoute, NoSegment and unreachable table cells', async () => {
    const routing = createOsrmRouting({ baseUrl: fake.url });
    await expect(routing.route([london, { lat: 60, lon: -5 }])).rejects.toMatchObject({
      name: 'RoutingUnavailableError',
      reason: 'no_route',
      code: 'NoRoute',
    });
    await expect(routing.route([{ lat: 0, lon: -20 }, london])).rejects.toMatchObject({
      reason: 'no_route',
      code: 'NoSegment',
    });
    await expect(routing.table([london, bristol, { lat: 53.35, lon: -6.3 }])).rejects.toMatchObject({
      reason: 'no_route',
    });
  });

  it('reports bad_response for other OSRM codes and unreachable when nothing answers', async () => {
    await expect(
      createOsrmRouting({ baseUrl: `${fake.url}/prefix-that-osrm-rejects` }).route([london, bristol]),
    ).rejects.toMatchObject({
      reason: 'bad_response',
      code: 'InvalidUrl',
    });
    const err = await createOsrmRouting({ baseUrl: await closedPortUrl() })
      .table([london, bristol])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RoutingUnavailableError);
    expect(err).toMatchObject({ reason: 'unreachable', message: expect.stringContaining('could not be reached') });
  });

  it.each<[string, 'table' | 'route', unknown, number?]>([
    [
      'a table of strings',
      'table',
      {
        code: 'Ok',
        distances: [
          ['0', '1'],
          ['1', '0'],
        ],
        durations: [
          [0, 1],
          [1, 0],
        ],
      },
    ],
    ['a table of the wrong size', 'table', { code: 'Ok', distances: [[0]], durations: [[0]] }],
    [
      'a negative distance',
      'table',
      {
        code: 'Ok',
        distances: [
          [0, -5],
          [5, 0],
        ],
        durations: [
          [0, 1],
          [1, 0],
        ],
      },
    ],
    ['no status code', 'route', { routes: [] }],
    ['no routes', 'route', { code: 'Ok', routes: [] }],
    [
      'a leg without a distance',
      'route',
      {
        code: 'Ok',
        routes: [
          {
            legs: [{ duration: 60 }],
            geometry: {
              coordinates: [
                [-0.1, 51.5],
                [-2.6, 51.5],
              ],
            },
          },
        ],
      },
    ],
    [
      'more legs than gaps between points',
      'route',
      {
        code: 'Ok',
        routes: [
          {
            legs: [
              { distance: 1, duration: 1 },
              { distance: 1, duration: 1 },
            ],
            geometry: { coordinates: [] },
          },
        ],
      },
    ],
    [
      'geometry off the globe',
      'route',
      { code: 'Ok', routes: [{ legs: [{ distance: 1, duration: 1 }], geometry: { coordinates: [[500, 51.5]] } }] },
    ],
    ['an error without a code', 'route', { error: 'boom' }, 400],
  ])('reports bad_response for %s, never a crash', async (_name, service, json, status = 200) => {
    const malformed = await startFakeHttp(() => ({ status, json }));
    try {
      const routing = createOsrmRouting({ baseUrl: malformed.url });
      const call = service === 'table' ? routing.table([london, bristol]) : routing.route([london, bristol]);
      await expect(call).rejects.toMatchObject({
        name: 'RoutingUnavailableError',
        reason: 'bad_response',
        message: expect.stringContaining('Routing service'),
      });
    } finally {
      await malformed.close();
    }
  });

  it('gives up after the timeout', async () => {
    const slow = await startFakeHttp(() => ({ delayMs: 2000, json: { code: 'Ok' } }));
    try {
      await expect(
        createOsrmRouting({ baseUrl: slow.url, timeoutMs: 100 }).table([london, bristol]),
      ).rejects.toMatchObject({
        reason: 'unreachable',
        message: expect.stringContaining('no answer within 100 ms'),
      });
    } finally {
      await slow.close();
    }
  });
});
