/**
 * Visiting order for a trip's stops over a (possibly asymmetric) cost matrix, e.g. road km from a routing table.
 *
 * Up to EXACT_MAX_STOPS stops the order is optimal (Held–Karp dynamic programming over subsets). Beyond that an
 * iterated local search (nearest-neighbour starts, 2-opt and Or-opt moves over neighbour lists, segment-swap kicks)
 * runs a fixed number of kicks, so the same matrix always gives the same order; a wall-clock cap (seconds, on a
 * worker thread) only cuts it short for far more stops than a trip holds.
 */

export type OptimizeMode = 'fixed_ends' | 'round_trip';

/** Held–Karp needs about 2^(n-1)·n² steps: 12 stops take about a millisecond, every extra stop doubles it. */
export const EXACT_MAX_STOPS = 12;

const NEIGHBOURS = 10;
const MAX_KICK_SEGMENT = 10;

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
function seededRandom(seed: number): () => number {
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

/**
 * Open-path search state over V nodes: node 0 first, node V-1 last, every other node between them. For a round trip
 * node V-1 = n is a copy of stop 0 (arriving at it costs the way back to stop 0).
 */
class PathSearch {
  readonly size: number;
  readonly c: Float64Array;
  readonly symmetric: boolean;
  readonly neighbours: Int32Array[];
  readonly eps: number;
  path: Int32Array;
  pos: Int32Array;
  private scratch: Int32Array;
  // Prefix sums of the path cost forwards and backwards, so reversing a segment is priced exactly in O(1).
  private forward: Float64Array;
  private backward: Float64Array;
  private queue: number[] = [];
  private queued: Uint8Array;

  constructor(cost: number[][], n: number, mode: OptimizeMode) {
    const size = mode === 'round_trip' ? n + 1 : n;
    this.size = size;
    const node = (v: number) => (v === n ? 0 : v);
    const c = new Float64Array(size * size);
    let symmetric = true;
    let sum = 0;
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        const v = i === j ? 0 : cost[node(i)]![node(j)]!;
        c[i * size + j] = v;
        sum += v;
      }
    }
    for (let i = 0; i < size && symmetric; i++)
      for (let j = 0; j < i; j++) if (c[i * size + j] !== c[j * size + i]) symmetric = false;
    this.c = c;
    this.symmetric = symmetric;
    this.eps = 1e-9 * (sum / (size * size) + 1);
    const k = Math.min(NEIGHBOURS, size - 1);
    this.neighbours = [];
    for (let a = 0; a < size; a++) {
      const others: number[] = [];
      for (let b = 0; b < size; b++) if (b !== a && node(b) !== node(a)) others.push(b);
      const distance = (b: number) => c[a * size + b]! + c[b * size + a]!;
      others.sort((x, y) => distance(x) - distance(y) || x - y);
      this.neighbours.push(Int32Array.from(others.slice(0, k)));
    }
    this.path = new Int32Array(size);
    this.pos = new Int32Array(size);
    this.scratch = new Int32Array(size);
    this.forward = new Float64Array(size);
    this.backward = new Float64Array(size);
    this.queued = new Uint8Array(size);
  }

  setPath(path: Int32Array): void {
    this.path.set(path);
    for (let i = 0; i < this.size; i++) this.pos[this.path[i]!] = i;
    this.refreshPrefix();
  }

  cost(): number {
    let total = 0;
    for (let i = 0; i + 1 < this.size; i++) total += this.c[this.path[i]! * this.size + this.path[i + 1]!]!;
    return total;
  }

  private refreshPrefix(): void {
    if (this.symmetric) return;
    const { path, c, size, forward, backward } = this;
    forward[0] = 0;
    backward[0] = 0;
    for (let i = 1; i < size; i++) {
      forward[i] = forward[i - 1]! + c[path[i - 1]! * size + path[i]!]!;
      backward[i] = backward[i - 1]! + c[path[i]! * size + path[i - 1]!]!;
    }
  }

  private push(v: number): void {
    if (!this.queued[v]) {
      this.queued[v] = 1;
      this.queue.push(v);
    }
  }

  /** Runs moves until none improves (or the deadline passes), starting from the given nodes (all when omitted). */
  localSearch(deadline: number, from?: readonly number[]): void {
    if (from) for (const v of from) this.push(v);
    else for (let v = 0; v < this.size; v++) this.push(v);
    for (let steps = 1; this.queue.length > 0; steps++) {
      const a = this.queue.pop()!;
      this.queued[a] = 0;
      if (this.twoOpt(a) || this.orOpt(a)) this.push(a);
      if ((steps & 1023) === 0 && performance.now() > deadline) {
        for (const v of this.queue) this.queued[v] = 0;
        this.queue.length = 0;
      }
    }
  }

  /** Reverses path[i+1..j]: edges (i,i+1) and (j,j+1) become (i,j) and (i+1,j+1). */
  private twoOptDelta(i: number, j: number): number {
    const { path, c, size } = this;
    const a = path[i]!;
    const b = path[i + 1]!;
    const d = path[j]!;
    const e = path[j + 1]!;
    let delta = c[a * size + d]! + c[b * size + e]! - c[a * size + b]! - c[d * size + e]!;
    if (!this.symmetric) delta += this.backward[j]! - this.backward[i + 1]! - (this.forward[j]! - this.forward[i + 1]!);
    return delta;
  }

  private twoOpt(a: number): boolean {
    const { pos, size } = this;
    const last = size - 2;
    const ia = pos[a]!;
    for (const b of this.neighbours[a]!) {
      const ib = pos[b]!;
      // The four reversals that make a and b adjacent, in either direction.
      for (let m = 0; m < 4; m++) {
        const i = m === 0 ? ia : m === 1 ? ib : m === 2 ? ia - 1 : ib - 1;
        const j = m === 0 ? ib : m === 1 ? ia : m === 2 ? ib - 1 : ia - 1;
        if (i < 0 || j <= i + 1 || j > last) continue;
        if (this.twoOptDelta(i, j) < -this.eps) {
          this.applyReversal(i, j);
          return true;
        }
      }
    }
    return false;
  }

  private applyReversal(i: number, j: number): void {
    const { path, pos } = this;
    this.push(path[i]!);
    this.push(path[i + 1]!);
    this.push(path[j]!);
    this.push(path[j + 1]!);
    for (let l = i + 1, r = j; l < r; l++, r--) {
      const t = path[l]!;
      path[l] = path[r]!;
      path[r] = t;
    }
    for (let k = i + 1; k <= j; k++) pos[path[k]!] = k;
    this.refreshPrefix();
  }

  /** Moves a segment of 1–3 stops that starts or ends at a next to one of a's neighbours, either way round. */
  private orOpt(a: number): boolean {
    const { path, pos, c, size } = this;
    const ia = pos[a]!;
    if (ia === 0 || ia === size - 1) return false;
    for (let len = 1; len <= 3; len++) {
      for (let side = 0; side < (len === 1 ? 1 : 2); side++) {
        const s = side === 0 ? ia : ia - len + 1;
        const e = s + len - 1;
        if (s < 1 || e > size - 2) continue;
        const prev = path[s - 1]!;
        const next = path[e + 1]!;
        const first = path[s]!;
        const lastNode = path[e]!;
        let internalForward = 0;
        let internalBackward = 0;
        for (let k = s; k < e; k++) {
          internalForward += c[path[k]! * size + path[k + 1]!]!;
          internalBackward += c[path[k + 1]! * size + path[k]!]!;
        }
        const gain = c[prev * size + first]! + c[lastNode * size + next]! - c[prev * size + next]!;
        for (const b of this.neighbours[a]!) {
          const ib = pos[b]!;
          for (let g = ib - 1; g <= ib; g++) {
            if (g < 0 || g > size - 2 || (g >= s - 1 && g <= e)) continue;
            const x = path[g]!;
            const y = path[g + 1]!;
            const base = gain + c[x * size + y]!;
            // Only the insertions that put a right next to b: b before the segment (g = ib) or after it.
            const forward = g === ib ? a === first : a === lastNode;
            const backward = g === ib ? a === lastNode : a === first;
            if (forward && c[x * size + first]! + c[lastNode * size + y]! - base < -this.eps) {
              this.applySegmentMove(s, e, g, false);
              return true;
            }
            if (
              backward &&
              c[x * size + lastNode]! + c[first * size + y]! + internalBackward - internalForward - base < -this.eps
            ) {
              this.applySegmentMove(s, e, g, true);
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /** Puts path[s..e] (reversed or not) between path[g] and path[g+1]. */
  private applySegmentMove(s: number, e: number, g: number, reverse: boolean): void {
    const { path, pos, scratch } = this;
    for (const k of [s - 1, s, e, e + 1, g, g + 1]) this.push(path[k]!);
    const len = e - s + 1;
    const lo = g < s ? g + 1 : s;
    let w = 0;
    const copySegment = () => {
      for (let k = 0; k < len; k++) scratch[w++] = path[reverse ? e - k : s + k]!;
    };
    if (g < s) {
      copySegment();
      for (let k = g + 1; k < s; k++) scratch[w++] = path[k]!;
    } else {
      for (let k = e + 1; k <= g; k++) scratch[w++] = path[k]!;
      copySegment();
    }
    for (let k = 0; k < w; k++) {
      path[lo + k] = scratch[k]!;
      pos[scratch[k]!] = lo + k;
    }
    this.refreshPrefix();
  }

  /** Swaps two adjacent segments (a double bridge on a path) and returns the nodes whose edges changed. */
  kick(random: () => number): number[] {
    const { path, pos, scratch, size } = this;
    const p1 = 1 + Math.floor(random() * (size - 3));
    const lenB = 1 + Math.floor(random() * Math.min(MAX_KICK_SEGMENT, size - 2 - p1));
    const p2 = p1 + lenB;
    const lenC = 1 + Math.floor(random() * Math.min(MAX_KICK_SEGMENT, size - 1 - p2));
    const p3 = p2 + lenC;
    const touched = [path[p1 - 1]!, path[p1]!, path[p2 - 1]!, path[p2]!, path[p3 - 1]!, path[p3]!];
    let w = 0;
    for (let k = p2; k < p3; k++) scratch[w++] = path[k]!;
    for (let k = p1; k < p2; k++) scratch[w++] = path[k]!;
    for (let k = 0; k < w; k++) {
      path[p1 + k] = scratch[k]!;
      pos[scratch[k]!] = p1 + k;
    }
    this.refreshPrefix();
    return touched;
  }
}

/** Nearest neighbour from node 0; with `random`, each step picks among the three nearest unvisited nodes. */
function nearestNeighbourPath(search: PathSearch, random?: () => number): Int32Array {
  const { size, c } = search;
  const path = new Int32Array(size);
  const visited = new Uint8Array(size);
  visited[0] = 1;
  visited[size - 1] = 1;
  path[size - 1] = size - 1;
  let current = 0;
  const choices: number[] = [];
  for (let k = 1; k < size - 1; k++) {
    choices.length = 0;
    for (let v = 1; v < size - 1; v++) {
      if (visited[v]) continue;
      choices.push(v);
      choices.sort((x, y) => c[current * size + x]! - c[current * size + y]!);
      if (choices.length > 3) choices.pop();
    }
    const next = random ? choices[Math.floor(random() * choices.length)]! : choices[0]!;
    visited[next] = 1;
    path[k] = next;
    current = next;
  }
  return path;
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
