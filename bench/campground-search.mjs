// Latency of the campground search with every site the product ships (apps/server/data: 79,814 sites of Europe and
// the US): GET /api/v1/campgrounds/search at points near the sites, POST /api/v1/campgrounds/search-along-route along
// two real trips, 200 requests per case through the real HTTP server, and the trip planner's look-up of its nights'
// campgrounds on those trips (in process), on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a
// PostgreSQL server, on a fresh database there too. `generated` instead uses 100,000 generated sites (seeded,
// clustered like camp sites; radius searches only).
// Usage: npx tsx bench/campground-search.mjs [requests=200] [shipped|generated]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import {
  readCampgroundBatches,
  readManifest,
} from '../apps/server/src/modules/travel/campground-import/bundled-data.ts';
import {
  upsertImportedCampgrounds,
  withCampgroundImportTx,
} from '../apps/server/src/modules/travel/campgrounds.repository.ts';
import { withUserTx } from '../apps/server/src/db/with-user-tx.ts';
import { overnightCampgrounds } from '../apps/server/src/modules/travel/route-plan.campgrounds.ts';
import { seededRandom } from '../apps/server/src/modules/travel/route-optimizer.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, onEachDatabase, percentile, signUpBenchUser } from './support.mjs';

const REQUESTS = Number(process.argv[2] ?? 200);
const SOURCE = process.argv[3] ?? 'shipped';
const DATA_DIR = new URL('../apps/server/data/', import.meta.url).pathname;

/** Every shipped site, mapped to its columns as the first start loads it. */
async function shippedSites() {
  const sites = [];
  for (const d of await readManifest(DATA_DIR)) {
    const { bytes, ends } = await readCampgroundBatches({
      file: join(DATA_DIR, d.file),
      sha256: d.sha256,
      from: 0,
      batchSize: d.sites,
    });
    sites.push(...JSON.parse(new TextDecoder().decode(new Uint8Array(bytes, 0, ends[0]))));
  }
  return sites;
}
const WARM_UP = 20;

/** Land boxes (south, west, north, east) and their share of the sites: camp sites cluster where people travel. */
const REGIONS = [
  [43, -5, 51, 8, 0.22], // France, Benelux
  [47, 5, 55, 15, 0.14], // Germany, Alps
  [50, -6, 58.5, 1.7, 0.1], // Great Britain
  [36, -9, 43.5, 3, 0.08], // Iberia
  [38, 7, 46.5, 18, 0.06], // Italy
  [55, 5, 69, 30, 0.06], // Scandinavia
  [30, -124, 49, -104, 0.14], // US West
  [29, -104, 47, -80, 0.12], // US Central, South-East
  [38, -80, 47, -67, 0.05], // US North-East
  [43, -128, 55, -60, 0.03], // Southern Canada
];

function generateSites(n) {
  const random = seededRandom(4242);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const towns = REGIONS.flatMap(([s, w, no, e, share]) =>
    Array.from({ length: Math.round(share * 400) }, () => ({
      lat: s + random() * (no - s),
      lon: w + random() * (e - w),
    })),
  );
  const yes = (p) => (random() < p ? true : random() < 0.3 ? false : null);
  return Array.from({ length: n }, (_, i) => {
    // Roughly a third of the sites spread over the whole region, the rest within ~30 km of a town.
    const t = towns[Math.floor(random() * towns.length)];
    const spread = random() < 0.35 ? 1.5 : 0.25;
    const lat = Math.max(-89, Math.min(89, t.lat + gauss() * spread));
    const lon = Math.max(-179, Math.min(179, t.lon + (gauss() * spread) / Math.cos((lat * Math.PI) / 180)));
    return {
      source: 'osm',
      source_id: `node/${1_000_000 + i}`,
      osm_id: `node/${1_000_000 + i}`,
      name: `Site ${i}`,
      lat,
      lon,
      ele: null,
      power: yes(0.4),
      water: yes(0.35),
      dump_station: yes(0.2),
      showers: yes(0.4),
      toilets: yes(0.5),
      pets: yes(0.25),
      free: yes(0.05),
      max_length_m: random() < 0.05 ? 6 + Math.floor(random() * 10) : null,
      caravans: yes(0.5),
      motorhome: yes(0.4),
      tents: yes(0.6),
      fee: null,
      capacity: null,
      website: null,
      phone: null,
      opening_hours: null,
      address: null,
      tags: { tourism: 'camp_site' },
    };
  });
}

/** Latencies of `call` over `items` in turn, after WARM_UP calls; `count` says how many sites a result holds. */
async function measure(items, call, count) {
  for (let i = 0; i < WARM_UP; i++) await call(items[i % items.length]);
  const times = [];
  const cpu = [];
  let found = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await call(items[i % items.length]);
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    found += count(result);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpu50: percentile(cpu, 50),
    cpu95: percentile(cpu, 95),
    meanFound: found / REQUESTS,
  };
}

/** A request to the API as the signed-in bench user: a GET path, or [path, JSON body] to POST. */
const requester = (url, token) => async (request) => {
  const [path, json] = typeof request === 'string' ? [request] : request;
  const res = await fetch(url + path, {
    method: json ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/**
 * Roads as they run, through the towns they pass (A43, A41 and A40 from Lyon by Annecy to Chamonix; I-15, UT-9,
 * US-89 and UT-12 from Las Vegas by Zion to Bryce Canyon), [lat, lon]: the path of a search along the route.
 */
const ROADS = {
  'Lyon → Annecy → Chamonix': [
    [45.764, 4.8357], // Lyon
    [45.5869, 5.2736], // Bourgoin-Jallieu
    [45.5656, 5.4444], // La Tour-du-Pin
    [45.5646, 5.9178], // Chambéry
    [45.6886, 5.9153], // Aix-les-Bains
    [45.8167, 6.0167], // Alby-sur-Chéran
    [45.8992, 6.1294], // Annecy
    [46.0114, 6.1694], // Groisy
    [46.0781, 6.4008], // Bonneville
    [46.0606, 6.5797], // Cluses
    [45.9358, 6.6306], // Sallanches
    [45.8906, 6.7981], // Les Houches
    [45.9237, 6.8694], // Chamonix
  ],
  'Las Vegas → Zion → Bryce Canyon': [
    [36.1699, -115.1398], // Las Vegas
    [36.66, -114.57], // Glendale
    [36.8055, -114.0672], // Mesquite
    [37.0965, -113.5684], // St. George
    [37.1753, -113.2899], // Hurricane
    [37.1889, -112.9986], // Springdale, Zion
    [37.2297, -112.6794], // Mount Carmel Junction
    [37.2761, -112.6377], // Orderville
    [37.6486, -112.433], // Hatch
    [37.7433, -112.3116], // Red Canyon
    [37.63, -112.17], // Bryce Canyon
  ],
};
/** The same trips as the planner gets them (its stops), with the daily distance that makes nights on the way. */
const PLANS = {
  'Lyon → Annecy → Chamonix': { stops: [0, 6, 12], daily_limit_km: 70 },
  'Las Vegas → Zion → Bryce Canyon': { stops: [0, 5, 10], daily_limit_km: 250 },
};

const roadPath = (road) => road.map(([lat, lon]) => ({ lat, lon }));

/** Along a route, as the trip planner's campground finder asks: the route's path, a corridor, limit 100 (the web's). */
const alongRouteCases = () =>
  Object.entries(ROADS).flatMap(([trip, road]) =>
    [
      [`along ${trip}, 10 km, limit 100`, { corridor_km: 10 }],
      [`along ${trip}, 25 km, power, rig 8 m`, { corridor_km: 25, filters: { power: true, min_length_m: 8 } }],
    ].map(([label, search]) => [
      label,
      [['/api/v1/campgrounds/search-along-route', { path: roadPath(road), limit: 100, ...search }]],
    ]),
  );

/**
 * The planner's own look-up of each night's campgrounds (overnightCampgrounds.nearEach, in a user transaction as a
 * plan runs it), for the nights of a real plan of each trip: the plan is asked once (plans are rate-limited per
 * user), then its nights' ends are looked up REQUESTS times, for a rig of 8 m.
 */
async function nightCases(server, send, userId) {
  const cases = [];
  for (const [trip, plan] of Object.entries(PLANS)) {
    const stops = plan.stops.map((i) => ({ lat: ROADS[trip][i][0], lon: ROADS[trip][i][1], name: `Stop ${i}` }));
    const { data } = await send(['/api/v1/routes/plan', { stops, daily_limit_km: plan.daily_limit_km }]);
    const nights = data.days.slice(0, -1).map((d) => ({ lat: d.end.lat, lon: d.end.lon }));
    const nightsText = nights.length === 1 ? "1 night's" : `${nights.length} nights'`;
    const label = `planner: ${trip}, ${plan.daily_limit_km} km a day, ${nightsText} suggestions`;
    const lookUp = () => withUserTx(server.deps.db, { userId }, (tx) => overnightCampgrounds.nearEach(tx, nights, 8));
    cases.push([label, await measure([nights], lookUp, (found) => found.flat().length)]);
  }
  return cases;
}

async function run(kind, sites, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-campgrounds-'));
  const config = loadConfig(benchServerEnv(dataDir, databaseUrl));
  const server = await startServer(config);
  try {
    const { userId, token } = await signUpBenchUser(server.url);

    const importing = performance.now();
    await withCampgroundImportTx(server.deps.db, (tx) => upsertImportedCampgrounds(tx, sites));
    // Fresh statistics, as autovacuum would give a long-lived database.
    await sql`analyze campgrounds`.execute(server.deps.db);
    console.log(`${kind}: imported ${sites.length} sites in ${((performance.now() - importing) / 1000).toFixed(1)} s`);

    // Query points where travellers search: near sites, offset by up to ~20 km.
    const random = seededRandom(99);
    const points = Array.from({ length: 50 }, () => {
      const s = sites[Math.floor(random() * sites.length)];
      return { lat: (s.lat + (random() - 0.5) * 0.3).toFixed(5), lon: (s.lon + (random() - 0.5) * 0.4).toFixed(5) };
    });
    const cases = [
      ['radius 25 km, limit 50', (p) => `lat=${p.lat}&lon=${p.lon}&radius_km=25&limit=50`],
      ['radius 100 km, limit 50', (p) => `lat=${p.lat}&lon=${p.lon}&radius_km=100&limit=50`],
      [
        'radius 100 km, power+showers, rig 8 m',
        (p) => `lat=${p.lat}&lon=${p.lon}&radius_km=100&limit=50&power=true&showers=true&min_length_m=8`,
      ],
      ['radius 300 km, limit 200', (p) => `lat=${p.lat}&lon=${p.lon}&radius_km=300&limit=200`],
    ];
    const requests = [
      ...cases.map(([label, query]) => [label, points.map((p) => `/api/v1/campgrounds/search?${query(p)}`)]),
      ...(SOURCE === 'shipped' ? alongRouteCases() : []),
    ];
    const send = requester(server.url, token);
    const measured = [];
    for (const [label, items] of requests) measured.push([label, await measure(items, send, (b) => b.data.length)]);
    if (SOURCE === 'shipped') measured.push(...(await nightCases(server, send, userId)));
    const results = [];
    for (const [label, m] of measured) {
      const [found, p50, p95, cpu50, cpu95] = [m.meanFound, m.p50, m.p95, m.cpu50, m.cpu95].map((v) => v.toFixed(1));
      results.push({ database: kind, request: label, found, p50, p95, cpu: `${cpu50} / ${cpu95}` });
    }
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sites = SOURCE === 'generated' ? generateSites(100_000) : await shippedSites();
const table = (await onEachDatabase((kind, databaseUrl) => run(kind, sites, databaseUrl))).flat();
console.log(
  `\n${REQUESTS} sequential requests per row (radius: 50 query points in turn) after ${WARM_UP} warm-up requests; ` +
    "latency in ms; found = mean sites returned; CPU = this process's CPU time per request (p50 / p95 ms: client and " +
    'server, and on PGlite the database too), which other work on the machine disturbs less than the latency\n',
);
console.log('| database | search | found | p50 ms | p95 ms | CPU ms |');
console.log('|---|---|---:|---:|---:|---:|');
for (const r of table) console.log(`| ${r.database} | ${r.request} | ${r.found} | ${r.p50} | ${r.p95} | ${r.cpu} |`);
