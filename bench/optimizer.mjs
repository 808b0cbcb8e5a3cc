// Route optimiser (DESIGN §7: exact for small trips; ≤ 2 % above the best known tour for 100 stops within 250 ms).
// Random stops in a box around Great Britain, road cost ≈ haversine × 1.25 km. For each size: time of
// optimizeOrder (median and max over the instances, after a warm-up) and its gap to a reference: the exact optimum
// for 10 and 12 stops, otherwise the best of optimizeOrder and a long multi-start run of the same search (many more starts
// and kicks, no time cap). For those the heuristic alone (searchOrder) is also compared with the exact optimum.
// Usage: npx tsx bench/optimizer.mjs [instances=5]   (tsx: the script loads the server's TypeScript sources)
import { haversineKm } from '../apps/server/src/providers/geocoding/geo.ts';
import {
  DEFAULT_BUDGET,
  optimizeOrder,
  searchOrder,
  seededRandom,
  tourCost,
} from '../apps/server/src/modules/travel/route-optimizer.ts';

const INSTANCES = Number(process.argv[2] ?? 5);
const SIZES = [10, 12, 50, 100, 200];
const MODES = ['round_trip', 'fixed_ends'];
const REFERENCE_BUDGET = { starts: 8, kicksPerStop: 25, timeCapMs: Infinity };
const BOX = { south: 50.0, north: 58.5, west: -5.5, east: 1.7 };

function instance(n, seed) {
  const random = seededRandom(seed); // the same instances on every run
  const stops = Array.from({ length: n }, () => ({
    lat: BOX.south + random() * (BOX.north - BOX.south),
    lon: BOX.west + random() * (BOX.east - BOX.west),
  }));
  return stops.map((a) => stops.map((b) => haversineKm(a, b) * 1.25));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const timed = (fn) => {
  const started = performance.now();
  const result = fn();
  return { result, ms: performance.now() - started };
};

// Warm-up so the first measured instance is not paying for JIT compilation.
for (const mode of MODES) for (const n of SIZES) optimizeOrder(instance(n, 1), mode);

const rows = [];
for (const mode of MODES) {
  for (const n of SIZES) {
    const times = [];
    const gaps = [];
    const heuristicGaps = [];
    for (let i = 0; i < INSTANCES; i++) {
      const cost = instance(n, 1000 * n + i + (mode === 'round_trip' ? 0 : 500));
      const { result, ms } = timed(() => optimizeOrder(cost, mode));
      times.push(ms);
      const found = tourCost(cost, result, mode);
      let reference;
      if (n <= 12) {
        reference = found;
        heuristicGaps.push(tourCost(cost, searchOrder(cost, mode, DEFAULT_BUDGET), mode) / reference - 1);
      } else {
        reference = Math.min(found, tourCost(cost, searchOrder(cost, mode, REFERENCE_BUDGET), mode));
      }
      gaps.push(found / reference - 1);
    }
    const pct = (values) => `${(Math.max(...values) * 100).toFixed(2)} %`;
    rows.push({
      mode,
      n,
      median: median(times).toFixed(1),
      max: Math.max(...times).toFixed(1),
      reference:
        n <= 12 ? 'exact (Held–Karp)' : `best of ${REFERENCE_BUDGET.starts}×${REFERENCE_BUDGET.kicksPerStop * n} kicks`,
      gap: `${pct(gaps)} (mean ${((gaps.reduce((a, b) => a + b, 0) / gaps.length) * 100).toFixed(2)} %)`,
      heuristic: heuristicGaps.length ? pct(heuristicGaps) : '',
    });
    console.error(`${mode} ${n} stops done`);
  }
}

console.log(
  `\n${INSTANCES} instances per row (random stops in ${BOX.south}–${BOX.north}° N, ${BOX.west}–${BOX.east}° E; cost = haversine × 1.25 km)\n`,
);
console.log('| mode | stops | median ms | max ms | reference | max gap | heuristic alone vs exact |');
console.log('|---|---:|---:|---:|---|---:|---:|');
for (const r of rows)
  console.log(`| ${r.mode} | ${r.n} | ${r.median} | ${r.max} | ${r.reference} | ${r.gap} | ${r.heuristic} |`);
