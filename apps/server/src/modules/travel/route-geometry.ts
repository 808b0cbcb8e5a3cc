import type { Coordinate } from './route-plan.compute.ts';

/**
 * The route line cut down to at most `maxPoints` positions for the plan answer and the map. OSRM's full overview
 * of a long trip has one vertex every few dozen metres (Bristol → Inverness: about 20,000); the map cannot show
 * more than a few thousand at any zoom that fits the route, and the answer is also what a saved trip stores.
 *
 * Douglas–Peucker ranking: each vertex gets the distance at which the algorithm would keep it (capped by its
 * parent's, so the ranking nests), and the `maxPoints` best-ranked vertices are kept, ends included, in order:
 * Douglas–Peucker at the smallest tolerance that fits. Distances are planar in degrees with longitude scaled by the
 * cosine of the latitude, accurate enough for choosing vertices.
 */
export function simplifyRoute(geometry: readonly Coordinate[], maxPoints: number): Coordinate[] {
  const n = geometry.length;
  if (n <= maxPoints || n <= 2) return geometry.map(([lon, lat]) => [lon, lat]);
  const rank = new Float64Array(n);
  rank[0] = Infinity;
  rank[n - 1] = Infinity;
  // An explicit stack: a recursive walk over 100,000 vertices can exceed the call stack.
  const stack: Array<[number, number, number]> = [[0, n - 1, Infinity]];
  while (stack.length > 0) {
    const [first, last, parentRank] = stack.pop()!;
    if (last - first < 2) continue;
    const [x1, y1] = geometry[first]!;
    const [x2, y2] = geometry[last]!;
    const scale = Math.cos((((y1 + y2) / 2) * Math.PI) / 180);
    const dx = (x2 - x1) * scale;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy);
    let best = first + 1;
    let bestDistance = -1;
    for (let i = first + 1; i < last; i++) {
      const [x, y] = geometry[i]!;
      const px = (x - x1) * scale;
      const py = y - y1;
      const distance = length === 0 ? Math.hypot(px, py) : Math.abs(px * dy - py * dx) / length;
      if (distance > bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
    // All on the line: every vertex between ranks 0 (the default), and splitting further would cost O(n²).
    if (bestDistance === 0) continue;
    const ranked = Math.min(bestDistance, parentRank);
    rank[best] = ranked;
    stack.push([first, best, ranked], [best, last, ranked]);
  }
  // The maxPoints-th largest rank is the tolerance; ties at it are broken by position so exactly maxPoints remain.
  const order = Array.from(rank.keys()).sort((a, b) => rank[b]! - rank[a]! || a - b);
  const keep = order.slice(0, Math.max(2, maxPoints)).sort((a, b) => a - b);
  return keep.map((i) => [geometry[i]![0], geometry[i]![1]]);
}
