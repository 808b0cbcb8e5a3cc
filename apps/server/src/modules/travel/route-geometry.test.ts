import { describe, expect, it } from 'vitest';
import { simplifyRoute } from './route-geometry.ts';
import type { Coordinate } from './route-plan.compute.ts';

/** A winding road north from Bristol: 20,000 vertices about 30 m apart, swinging 0.05° east and west. */
const winding: Coordinate[] = Array.from({ length: 20_000 }, (_, i) => [
  -2.59 + 0.05 * Math.sin(i / 200),
  51.45 + i * 0.0003,
]);

/** The largest distance (degrees, longitude scaled) from any original vertex to the simplified line. */
function maxDeviation(original: readonly Coordinate[], simplified: readonly Coordinate[]): number {
  let worst = 0;
  let segment = 0;
  for (const [x, y] of original) {
    while (segment < simplified.length - 2 && simplified[segment + 1]![1] < y) segment += 1;
    const [x1, y1] = simplified[segment]!;
    const [x2, y2] = simplified[segment + 1]!;
    const scale = Math.cos((y * Math.PI) / 180);
    const dx = (x2 - x1) * scale;
    const dy = y2 - y1;
    const px = (x - x1) * scale;
    const py = y - y1;
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
    worst = Math.max(worst, Math.hypot(px - t * dx, py - t * dy));
  }
  return worst;
}

describe('simplifyRoute', () => {
  it('keeps a route within the cap as it is', () => {
    const short: Coordinate[] = [
      [-2.59, 51.45],
      [-2.5, 51.5],
      [-2.4, 51.6],
    ];
    expect(simplifyRoute(short, 5_000)).toEqual(short);
  });

  it('cuts a long road geometry to the cap, keeping both ends, the order and the shape', () => {
    const simplified = simplifyRoute(winding, 5_000);
    expect(simplified).toHaveLength(5_000);
    expect(simplified[0]).toEqual(winding[0]);
    expect(simplified.at(-1)).toEqual(winding.at(-1));
    expect(simplified.every((point, i) => i === 0 || point[1] > simplified[i - 1]![1])).toBe(true);
    // Within about 1 m of the road: invisible on the map.
    expect(maxDeviation(winding, simplified)).toBeLessThan(0.00001);
  });

  it('spends its points where the road bends', () => {
    // A straight run of 10,000 vertices, then a hairpin of 50: the straight needs only its ends, the hairpin the rest.
    const straight: Coordinate[] = Array.from({ length: 10_000 }, (_, i) => [0, i * 0.0001]);
    const hairpin: Coordinate[] = Array.from({ length: 50 }, (_, i) => [
      0.01 + 0.01 * Math.sin((i / 49) * Math.PI * 2),
      1 + 0.01 * i,
    ]);
    const simplified = simplifyRoute([...straight, ...hairpin], 20).map((point) => JSON.stringify(point));
    expect(simplified).toHaveLength(20);
    const fromStraight = new Set(straight.map((point) => JSON.stringify(point)));
    expect(simplified.filter((point) => fromStraight.has(point))).toEqual([
      JSON.stringify(straight[0]),
      JSON.stringify(straight.at(-1)),
    ]);
  });
});
