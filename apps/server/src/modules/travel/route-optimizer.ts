/**
 * Visiting order for a trip's stops over a (possibly asymmetric) cost matrix, e.g. road km from a routing table.
 *
 * Up to EXACT_MAX_STOPS stops the order is optimal (Held–Karp dynamic programming over subsets). Beyond that an
 * iterated local search (nearest-neighbour starts, 2-opt and Or-opt moves over neighbour lists, segment-swap kicks)
 * runs a fixed number of kicks, so the same matrix always gives the same order; a wall-clock cap (seconds, on a
 * worker thread) only cuts it short for far more stops than a trip holds.
 */

import { nearestNeighbourPath, PathSearch } from './route-path-search.ts';

export type OptimizeMode = 'fixed_ends' | 'round_trip';

/** Held–Karp needs about 2^(n-1)·n² steps: 12 stops take about a millisecond, every extra stop doubles it. */
export const EXACT_MAX_STOPS = 12;

/** How long the local search runs: restarts, kicks per stop for each restart, and a wall-clock cap. */
export interface SearchBudget {
  starts: number;
  kicksPerStop: number;
  timeCapMs: number;
}

/**
 * 50 stops take about 30-55 ms. Orders beyond EXACT_MAX_STOPS are computed on a worker thread, so the cap does not
 * guard the event loop; it only bounds a pathological matrix. It is far above the search's own length so that a
 * machine busy with other work still gives the same order for the same matrix.
 */
export const DEFAULT_BUDGET: SearchBudget = { starts: 3, kicksPerStop: 7, timeCapMs: 2000 };

function validate(cost: number[][], mode: OptimizeMode): void {
  if (mode !== 'fixed_ends' && mode !== 'round_trip') throw new Error(`Unknown optimisation mode "${String(mode)}"`);
  if (!Array.isArray(cost)) throw new Error('Cost matrix must be an array of rows');
  const n = cost.length;
  for (let i = 0; i < n; i++) {
    const row = cost[i];
    if (!Array.isArray(row) || row.length !== n)
      throw new Error(`Cost matrix must be square: row ${i} does not have ${n} entries`);
    for (let j = 0; j < n; j++) {
      const v = row[j];
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
        throw new Error(`Cost matrix entry [${i}][${j}] must be a finite non-negative number, got ${String(v)}`);
      }
    }
  }
}

/** Cost of visiting the stops in `order`; a round trip also pays the way back to the first stop. */
export function tourCost(cost: number[][], order: readonly number[], mode: OptimizeMode): number {
  let total = 0;
  for (let k = 0; k + 1 < order.length; k++) total += cost[order[k]!]![order[k + 1]!]!;
  if (mode === 'round_trip' && order.length > 1) total += cost[order[order.length - 1]!]![order[0]!]!;
  return total;
}

/**
 * A permutation of 0..n-1 that starts with stop 0, minimising the total cost. With `fixed_ends` it is an open path
 * ending at stop n-1; with `round_trip` the tour returns to stop 0 (that last leg is counted, not repeated here).
 */
export function optimizeOrder(cost: number[][], mode: OptimizeMode): number[] {
  validate(cost, mode);
  const n = cost.length;
  // Both modes become an open path from node 0 to a fixed last node; a round trip ends at a copy of stop 0.
  const last = mode === 'round_trip' ? n : n - 1;
  const interior = last - 1;
  if (interior <= 1) return Array.from({ length: n }, (_, i) => i);
  return n <= EXACT_MAX_STOPS ? heldKarp(cost, n, mode) : iteratedLocalSearch(cost, n, mode, DEFAULT_BUDGET);
}

/** The heuristic alone with a chosen budget, for measuring it against longer searches (bench/optimizer.mjs). */
export function searchOrder(cost: number[][], mode: OptimizeMode, budget: SearchBudget): number[] {
  validate(cost, mode);
  const n = cost.length;
  if ((mode === 'round_trip' ? n : n - 1) <= 2) return optimizeOrder(cost, mode);
  return iteratedLocalSearch(cost, n, mode, budget);
}

function heldKarp(cost: number[][], n: number, mode: OptimizeMode): number[] {
  const target = mode === 'round_trip' ? 0 : n - 1;
  // Interior stops (1..m) are indexed 0..m-1 in the masks.
  const m = mode === 'round_trip' ? n - 1 : n - 2;
  const full = (1 << m) - 1;
  const best = new Float64Array((full + 1) * m).fill(Infinity);
  const parent = new Int8Array((full + 1) * m).fill(-1);
  for (let j = 0; j < m; j++) best[(1 << j) * m + j] = cost[0]![j + 1]!;
  for (let mask = 1; mask <= full; mask++) {
    for (let j = 0; j < m; j++) {
      if (!(mask & (1 << j))) continue;
      const here = best[mask * m + j]!;
      if (here === Infinity) continue;
      const row = cost[j + 1]!;
      for (let k = 0; k < m; k++) {
        if (mask & (1 << k)) continue;
        const next = mask | (1 << k);
        const candidate = here + row[k + 1]!;
        if (candidate < best[next * m + k]!) {
          best[next * m + k] = candidate;
          parent[next * m + k] = j;
        }
      }
    }
  }
  let end = 0;
  let bestTotal = Infinity;
  for (let j = 0; j < m; j++) {
    const total = best[full * m + j]! + cost[j + 1]![target]!;
    if (total < bestTotal) {
      bestTotal = total;
      end = j;
    }
  }
  const reversed: number[] = [];
  let mask = full;
  for (let j = end; j !== -1;) {
    reversed.push(j + 1);
    const previous = parent[mask * m + j]!;
    mask &= ~(1 << j);
    j = previous;
  }
  const order = [0, ...reversed.reverse()];
  if (mode === 'fixed_ends') order.push(n - 1);
  return order;
}

/** Mulberry32: a small seeded generator, so the search is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(cost: number[][], mode: OptimizeMode): number {
  let h = mode === 'round_trip' ? 0x811c9dc5 : 0x01000193;
  for (const row of cost) for (const v of row) h = Math.imul(h ^ (Math.floor(v * 1024) >>> 0), 16777619);
  return h >>> 0;
}

function iteratedLocalSearch(cost: number[][], n: number, mode: OptimizeMode, budget: SearchBudget): number[] {
  const deadline = performance.now() + budget.timeCapMs;
  const search = new PathSearch(cost, n, mode);
  const random = seededRandom(seedOf(cost, mode));
  const kicks = budget.kicksPerStop * n;
  let best: Int32Array | null = null;
  let bestCost = Infinity;
  for (let start = 0; start < budget.starts && performance.now() < deadline; start++) {
    search.setPath(nearestNeighbourPath(search, start === 0 ? undefined : random));
    search.localSearch(deadline);
    const current = search.path.slice();
    let currentCost = search.cost();
    for (let k = 0; k < kicks; k++) {
      if ((k & 15) === 0 && performance.now() > deadline) break;
      search.localSearch(deadline, search.kick(random));
      const candidateCost = search.cost();
      if (candidateCost <= currentCost + search.eps) {
        current.set(search.path);
        currentCost = candidateCost;
      } else {
        search.setPath(current);
      }
    }
    if (currentCost < bestCost - search.eps) {
      best = current;
      bestCost = currentCost;
    }
  }
  return Array.from(best ?? search.path).slice(0, n);
}
