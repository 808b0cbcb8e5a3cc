import type { LatLon } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { distanceToSegment, indexRoute, pathLengthKm, SIMPLIFY_KM, simplifyPath } from './campgrounds.along-route.ts';
import { seededRandom as seeded } from './route-optimizer.ts';

/** The nearest point of the path to p by measuring every segment: what locate must agree with. */
function bruteForce(path: LatLon[], p: LatLon) {
  let best = { distance_km: Infinity, route_position_km: 0 };
  let at = 0;
  for (let i = 1; i < path.length; i++) {
    const d = distanceToSegment(p, path[i - 1]!, path[i]!);
    if (d.distance_km < best.distance_km) best = { distance_km: d.distance_km, route_position_km: at + d.along_km };
    at += pathLengthKm([path[i - 1]!, path[i]!]);
  }
  return best;
}

describe('simplifyPath', () => {
  it('drops repeated points and points within the tolerance of the line that replaces them, keeps the ends', () => {
    const path = [
      { lat: 50, lon: 0 },
      { lat: 50, lon: 0 },
      { lat: 50.1, lon: 0.0001 },
      { lat: 50.2, lon: 0 },
      { lat: 50.2, lon: 0.5 },
    ];
    expect(simplifyPath(path)).toEqual([path[0], path[3], path[4]]);
    for (const p of path) expect(bruteForce(simplifyPath(path), p).distance_km).toBeLessThanOrEqual(SIMPLIFY_KM);
  });

  it('is linear on a zigzag, where Douglas–Peucker is quadratic, and keeps every bend', () => {
    const zigzag = Array.from({ length: 2_000 }, (_, i) => ({ lat: 52 + (i % 2) * 0.17, lon: -5 + (i / 2_000) * 6 }));
    const started = performance.now();
    expect(simplifyPath(zigzag)).toHaveLength(2_000);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('indexRoute', () => {
  it('locates points as a scan of every segment does, across ±180° too', () => {
    const random = seeded(7);
    const routes = [
      Array.from({ length: 40 }, (_, i) => ({ lat: 48 + random() * 6, lon: -6 + i * 0.3 })),
      [
        { lat: 60, lon: 175 },
        { lat: 61, lon: -178 },
        { lat: 62, lon: -170 },
      ],
    ];
    for (const route of routes) {
      const index = indexRoute(route, 30);
      for (let k = 0; k < 300; k++) {
        const anchor = route[Math.floor(random() * route.length)]!;
        let lon = anchor.lon + (random() - 0.5) * 2;
        if (lon > 180) lon -= 360;
        if (lon < -180) lon += 360;
        const p = { lat: anchor.lat + (random() - 0.5), lon };
        const want = bruteForce(route, p);
        const got = index.locate(p);
        if (want.distance_km > 30 + 0.01) expect(got, JSON.stringify(p)).toBeUndefined();
        if (want.distance_km < 30 - 0.01) {
          expect(got, JSON.stringify(p)).toBeDefined();
          expect(got!.distance_km).toBeCloseTo(want.distance_km, 1);
          expect(got!.route_position_km).toBeCloseTo(want.route_position_km, 0);
        }
      }
    }
  });

  it('measures a route of antipodal points without NaN, and a one-point route as a circle', () => {
    const index = indexRoute(
      [
        { lat: 0, lon: 0 },
        { lat: 0, lon: 180 },
      ],
      50,
    );
    expect(index.boxes.every((b) => [b.south, b.north, b.west, b.east].every(Number.isFinite))).toBe(true);
    expect(index.locate({ lat: 0.1, lon: 0 })?.distance_km).toBeCloseTo(11.1, 1);
    expect(
      indexRoute(
        [
          { lat: 10, lon: 10 },
          { lat: 10, lon: 10 },
        ],
        20,
      ).locate({ lat: 10.1, lon: 10 }),
    ).toEqual({
      distance_km: expect.closeTo(11.1, 1),
      route_position_km: 0,
    });
  });

  it('keeps locating cheap on the longest zigzag accepted: the segments near a point, not the whole route', () => {
    const zigzag = Array.from({ length: 2_000 }, (_, i) => ({ lat: 52 + (i % 2) * 0.17, lon: -5 + (i / 2_000) * 6 }));
    const index = indexRoute(zigzag, 10);
    const started = performance.now();
    for (let k = 0; k < 500; k++) index.locate({ lat: 52.1, lon: -5 + (k / 500) * 6 });
    expect(performance.now() - started).toBeLessThan(200);
  });
});
