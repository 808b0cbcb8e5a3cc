import { TRIP_LIMITS, type PlanResponse } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { startFakeHttp, type FakeRequest } from '#test/fakes/fake-http.ts';
import { createTestApp } from '#test/harness.ts';
import { createOsrmRouting } from '#providers/routing/routing.ts';

const BRISTOL = { lat: 51.4545, lon: -2.5879, name: 'Bristol' };
const GLASGOW = { lat: 55.8642, lon: -4.2518, name: 'Glasgow' };
/** Vertices in the fake's road: OSRM's full overview of a 600 km drive has about this many. */
const VERTICES = 12_000;

/** OSRM answers in the real shapes; the route winds between the two points through VERTICES positions. */
function denseOsrm(req: FakeRequest) {
  if (req.path.startsWith('/table/')) {
    return {
      json: {
        code: 'Ok',
        distances: [
          [0, 600_000],
          [600_000, 0],
        ],
        durations: [
          [0, 30_000],
          [30_000, 0],
        ],
      },
    };
  }
  const coordinates = Array.from({ length: VERTICES }, (_, i) => {
    const t = i / (VERTICES - 1);
    const lon = BRISTOL.lon + (GLASGOW.lon - BRISTOL.lon) * t + 0.05 * Math.sin(i / 40);
    return [
      i === 0 || i === VERTICES - 1 ? BRISTOL.lon + (GLASGOW.lon - BRISTOL.lon) * t : lon,
      BRISTOL.lat + (GLASGOW.lat - BRISTOL.lat) * t,
    ];
  });
  const leg = { distance: 600_000, duration: 30_000, steps: [], summary: '', weight: 30_000 };
  return {
    json: {
      code: 'Ok',
      routes: [{ geometry: { type: 'LineString', coordinates }, legs: [leg], distance: 600_000, duration: 30_000 }],
    },
  };
}

describe('the plan answer carries the road geometry', () => {
  it("passes OSRM's road line on, cut to at most 5,000 positions from the first stop to the last", async () => {
    const osrm = await startFakeHttp(denseOsrm);
    const t = await createTestApp('pglite', { providers: { routing: createOsrmRouting({ baseUrl: osrm.url }) } });
    try {
      const user = await t.signUp();
      const res = await t.request('POST', 'routes/plan', {
        token: user.token,
        json: { stops: [BRISTOL, GLASGOW], optimize: 'none' },
      });
      expect(res.status).toBe(200);
      const plan = res.body.data as PlanResponse;
      expect(plan.estimated).toBe(false);
      expect(plan.geometry).toHaveLength(TRIP_LIMITS.maxPlanGeometryPoints);
      expect(plan.geometry[0]).toEqual([BRISTOL.lon, BRISTOL.lat]);
      expect(plan.geometry.at(-1)).toEqual([GLASGOW.lon, GLASGOW.lat]);
      // Still the winding road, not a straight line: its positions swing up to 0.05° either side of it.
      const straightLon = (lat: number) =>
        BRISTOL.lon + ((GLASGOW.lon - BRISTOL.lon) * (lat - BRISTOL.lat)) / (GLASGOW.lat - BRISTOL.lat);
      const swing = Math.max(...plan.geometry.map(([lon, lat]) => Math.abs(lon - straightLon(lat))));
      expect(swing).toBeGreaterThan(0.04);
      expect(swing).toBeLessThanOrEqual(0.05 + 1e-9);
    } finally {
      await t.close();
      await osrm.close();
    }
  }, 60_000);
});
