import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUDGET,
  optimizeOrder,
  searchOrder,
  seededRandom as seeded,
  tourCost,
  type OptimizeMode,
} from './route-optimizer.ts';

function euclidean(n: number, random: () => number): number[][] {
  const points = Array.from({ length: n }, () => [random() * 100, random() * 100] as const);
  return points.map(([x1, y1]) => points.map(([x2, y2]) => Math.hypot(x1 - x2, y1 - y2)));
}

/** Road-like asymmetry: one direction of each pair costs up to 60 % more than the other. */
function asymmetric(n: number, random: () => number): number[][] {
  return euclidean(n, random).map((row, i) => row.map((d, j) => (i === j ? 0 : d * (1 + 0.6 * random()))));
}

function bruteForceOptimum(cost: number[][], mode: OptimizeMode): number {
  const n = cost.length;
  const middle = Array.from({ length: mode === 'round_trip' ? n - 1 : n - 2 }, (_, i) => i + 1);
  let best = Infinity;
  const permute = (k: number) => {
    if (k === middle.length) {
      const order = mode === 'round_trip' ? [0, ...middle] : [0, ...middle, n - 1];
      best = Math.min(best, tourCost(cost, order, mode));
      return;
    }
    for (let i = k; i < middle.length; i++) {
      [middle[k], middle[i]] = [middle[i]!, middle[k]!];
      permute(k + 1);
      [middle[k], middle[i]] = [middle[i]!, middle[k]];
    }
  };
  permute(0);
  return best;
}

/**
 * The test's own long search for a round trip on a symmetric matrix: many random starts, each improved by full-scan
 * 2-opt and Or-opt and then by segment-swap kicks, with no time budget.
 */
function referenceTourCost(cost: number[][], starts: number, kicks: number, random: () => number): number {
  const n = cost.length;
  const tourLength = (t: number[]) => t.reduce((sum, v, i) => sum + cost[v]![t[(i + 1) % n]!]!, 0);
  const improve = (t: number[]) => {
    for (let improved = true; improved;) {
      improved = false;
      for (let i = 0; i < n - 1; i++) {
        for (let j = i + 2; j < n - (i === 0 ? 1 : 0); j++) {
          const [a, b, c, d] = [t[i]!, t[i + 1]!, t[j]!, t[(j + 1) % n]!];
          if (cost[a]![c]! + cost[b]![d]! < cost[a]![b]! + cost[c]![d]! - 1e-9) {
            t.splice(i + 1, j - i, ...t.slice(i + 1, j + 1).reverse());
            improved = true;
          }
        }
      }
      for (let len = 1; len <= 3; len++) {
        for (let s = 1; s + len < n; s++) {
          const segment = t.slice(s, s + len);
          const rest = [...t.slice(0, s), ...t.slice(s + len)];
          const removed =
            cost[t[s - 1]!]![t[s]!]! +
            cost[t[s + len - 1]!]![t[(s + len) % n]!]! -
            cost[t[s - 1]!]![t[(s + len) % n]!]!;
          for (let g = 0; g < rest.length && !improved; g++) {
            const [x, y] = [rest[g]!, rest[(g + 1) % rest.length]!];
            for (const piece of [segment, [...segment].reverse()]) {
              const added = cost[x]![piece[0]!]! + cost[piece[len - 1]!]![y]! - cost[x]![y]!;
              if (added < removed - 1e-9) {
                t.splice(0, n, ...rest.slice(0, g + 1), ...piece, ...rest.slice(g + 1));
                improved = true;
                break;
              }
            }
          }
          if (improved) break;
        }
        if (improved) break;
      }
    }
    return t;
  };
  let best = Infinity;
  for (let start = 0; start < starts; start++) {
    const tour = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [tour[i], tour[j]] = [tour[j]!, tour[i]!];
    }
    let current = improve(tour);
    let currentLength = tourLength(current);
    for (let k = 0; k < kicks; k++) {
      const [p1, p2, p3] = [0, 0, 0].map(() => 1 + Math.floor(random() * (n - 1))).sort((x, y) => x - y) as [
        number,
        number,
        number,
      ];
      if (p1 === p2 || p2 === p3) continue;
      const kicked = improve([
        ...current.slice(0, p1),
        ...current.slice(p2, p3),
        ...current.slice(p1, p2),
        ...current.slice(p3),
      ]);
      const kickedLength = tourLength(kicked);
      if (kickedLength < currentLength) [current, currentLength] = [kicked, kickedLength];
    }
    best = Math.min(best, currentLength);
  }
  return best;
}

const isPermutation = (order: number[], n: number) =>
  order.length === n && [...order].sort((a, b) => a - b).every((v, i) => v === i);

describe('optimizeOrder', () => {
  it('returns the only orders there are for up to three stops', () => {
    expect(optimizeOrder([], 'round_trip')).toEqual([]);
    expect(optimizeOrder([[0]], 'fixed_ends')).toEqual([0]);
    expect(
      optimizeOrder(
        [
          [0, 5],
          [7, 0],
        ],
        'round_trip',
      ),
    ).toEqual([0, 1]);
    expect(
      optimizeOrder(
        [
          [0, 1, 9],
          [1, 0, 1],
          [9, 1, 0],
        ],
        'fixed_ends',
      ),
    ).toEqual([0, 1, 2]);
  });

  it('picks the cheaper direction of a three-stop round trip when the costs are one-way', () => {
    // 0→2→1→0 costs 3; 0→1→2→0 costs 30.
    const cost = [
      [0, 10, 1],
      [1, 0, 10],
      [10, 1, 0],
    ];
    expect(optimizeOrder(cost, 'round_trip')).toEqual([0, 2, 1]);
  });

  it('rejects matrices it cannot optimise', () => {
    expect(() => optimizeOrder([[0, 1], [1]], 'round_trip')).toThrow(/square/);
    expect(() =>
      optimizeOrder(
        [
          [0, 1],
          [Number.NaN, 0],
        ],
        'round_trip',
      ),
    ).toThrow(/\[1\]\[0\].*finite non-negative/);
    expect(() =>
      optimizeOrder(
        [
          [0, -1],
          [1, 0],
        ],
        'fixed_ends',
      ),
    ).toThrow(/finite non-negative/);
    expect(() =>
      optimizeOrder(
        [
          [0, Infinity],
          [1, 0],
        ],
        'fixed_ends',
      ),
    ).toThrow(/finite non-negative/);
    expect(() =>
      optimizeOrder(
        [
          [0, 1],
          [1, 0],
        ],
        'loop' as OptimizeMode,
      ),
    ).toThrow(/Unknown optimisation mode/);
  });

  describe.each(['round_trip', 'fixed_ends'] as const)('%s', (mode) => {
    it.each([
      ['Euclidean', euclidean],
      ['asymmetric', asymmetric],
    ] as const)('finds the brute-force optimum on %s instances of 4 to 9 stops', (_, generate) => {
      const random = seeded(mode === 'round_trip' ? 11 : 12);
      for (let n = 4; n <= 9; n++) {
        for (let instance = 0; instance < 3; instance++) {
          const cost = generate(n, random);
          const order = optimizeOrder(cost, mode);
          expect(tourCost(cost, order, mode)).toBeCloseTo(bruteForceOptimum(cost, mode), 9);
        }
      }
    });

    it.each([
      ['Euclidean', euclidean],
      ['asymmetric', asymmetric],
    ] as const)('finds the brute-force optimum on %s 9-stop instances with the heuristic alone', (_, generate) => {
      const random = seeded(mode === 'round_trip' ? 21 : 22);
      for (let instance = 0; instance < 4; instance++) {
        const cost = generate(9, random);
        const order = searchOrder(cost, mode, DEFAULT_BUDGET);
        expect(isPermutation(order, 9)).toBe(true);
        expect(tourCost(cost, order, mode)).toBeCloseTo(bruteForceOptimum(cost, mode), 9);
      }
    });

    it('follows one-way costs around 40 stops on a circle', () => {
      // Cost = the clockwise arc from one stop to the other, so the only optimum visits the stops in clockwise order
      // (one lap); every 2-opt reversal of it costs whole extra laps.
      const n = 40;
      const random = seeded(40);
      const shuffled = Array.from({ length: n - 2 }, (_, i) => i + 1);
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      // Clockwise position of each stop: 0 at 0, n-1 at the end, the others spread in a shuffled order between them.
      const angle = new Array<number>(n);
      angle[0] = 0;
      angle[n - 1] = (n - 1) / n;
      shuffled.forEach((stop, rank) => (angle[stop] = (rank + 1) / n));
      const cost = angle.map((a) => angle.map((b) => (((b - a) % 1) + 1) % 1));
      const order = optimizeOrder(cost, mode);
      expect(order).toEqual([0, ...shuffled, n - 1]);
      expect(tourCost(cost, order, mode)).toBeCloseTo(mode === 'round_trip' ? 1 : (n - 1) / n, 9);
    });

    it('returns a permutation that keeps its ends, the same one every time', () => {
      const matrix = fc.integer({ min: 0, max: 24 }).chain((n) =>
        fc.array(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: n, maxLength: n }), {
          minLength: n,
          maxLength: n,
        }),
      );
      fc.assert(
        fc.property(matrix, (cost) => {
          const n = cost.length;
          const order = optimizeOrder(cost, mode);
          expect(isPermutation(order, n)).toBe(true);
          if (n > 0) expect(order[0]).toBe(0);
          if (mode === 'fixed_ends' && n > 1) expect(order[n - 1]).toBe(n - 1);
          expect(
            optimizeOrder(
              cost.map((row) => [...row]),
              mode,
            ),
          ).toEqual(order);
        }),
        { numRuns: 40 },
      );
    });
  });

  it('stays within 2 % of a long multi-start search on 100 random points', () => {
    const random = seeded(100);
    for (let instance = 0; instance < 2; instance++) {
      const cost = euclidean(100, random);
      const order = optimizeOrder(cost, 'round_trip');
      expect(isPermutation(order, 100)).toBe(true);
      const reference = referenceTourCost(cost, 3, 40, random);
      expect(tourCost(cost, order, 'round_trip')).toBeLessThanOrEqual(1.02 * reference);
    }
  });
});
