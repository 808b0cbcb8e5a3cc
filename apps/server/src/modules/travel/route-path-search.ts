// The local search behind route-optimizer.ts: an open path over a cost matrix, improved by 2-opt and Or-opt moves.
import type { OptimizeMode } from './route-optimizer.ts';

/** Each node's moves are tried towards this many of its nearest nodes only. */
const NEIGHBOURS = 10;
/** A kick moves segments of at most this many stops. */
const MAX_KICK_SEGMENT = 10;

/**
 * Open-path search state over V nodes: node 0 first, node V-1 last, every other node between them. For a round trip
 * node V-1 = n is a copy of stop 0 (arriving at it costs the way back to stop 0).
 */
export class PathSearch {
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
export function nearestNeighbourPath(search: PathSearch, random?: () => number): Int32Array {
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
