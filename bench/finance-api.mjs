// Latency of the money endpoints with 10,000 expenses: the expense list (first page, and a filtered page) and the
// finance summary, each over 200 requests through the real HTTP server, on PGlite and, when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) names a PostgreSQL server, on a fresh database there too.
// Usage: npx tsx bench/finance-api.mjs [requests=200]   (tsx: the script loads the server's TypeScript sources)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { withUserTx } from '../apps/server/src/db/with-user-tx.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, getJson, onEachDatabase, signUpBenchUser, timeCalls } from './support.mjs';

const REQUESTS = Number(process.argv[2] ?? 200);
const EXPENSES = 10_000;
const WARM_UP = 20;
const CATEGORIES = ['fuel', 'food', 'campground', 'maintenance', 'entertainment', 'other'];
const PLACES = [
  'Flying J',
  'Pilot station',
  'Walmart',
  'KOA',
  'Harvest Host',
  'Safeway',
  'Costco',
  'Tire shop',
  'Museum',
  'Laundromat',
];
const TODAY = new Date().toISOString().slice(0, 10);

/** Deterministic expenses spread over the two years up to today, one in five in pesos. */
function expenses() {
  const end = Date.parse(`${TODAY}T00:00:00Z`);
  return Array.from({ length: EXPENSES }, (_, i) => ({
    amount: ((i * 7919) % 25_000) / 100 + 1,
    currency: i % 5 === 0 ? 'MXN' : 'USD',
    category: CATEGORIES[i % CATEGORIES.length],
    date: new Date(end - ((i * 104_729) % 730) * 86_400_000).toISOString().slice(0, 10),
    description: `${PLACES[Math.floor(i / CATEGORIES.length) % PLACES.length]} #${i}`,
  }));
}

async function run(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-finance-'));
  const config = loadConfig(benchServerEnv(dataDir, databaseUrl));
  const server = await startServer(config);
  try {
    const { userId, token } = await signUpBenchUser(server.url);

    const rows = expenses();
    const seeding = performance.now();
    await withUserTx(server.deps.db, { userId }, async (tx) => {
      for (let i = 0; i < rows.length; i += 1000)
        await tx
          .insertInto('expenses')
          .values(rows.slice(i, i + 1000))
          .execute();
    });
    // Fresh statistics, as autovacuum would give a long-lived database.
    await sql`analyze expenses`.execute(server.deps.db);
    console.log(`${kind}: seeded ${EXPENSES} expenses in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const from = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      ['GET /expenses (first page, limit 50)', '/api/v1/expenses?limit=50'],
      ['GET /expenses (fuel, q=pilot, last year)', `/api/v1/expenses?limit=50&category=fuel&q=pilot&from=${from}`],
      ['GET /finance/summary (month)', `/api/v1/finance/summary?period=month&date=${TODAY}`],
    ];
    const results = [];
    for (const [label, path] of cases) {
      const get = () => getJson(server.url, path, { authorization: `Bearer ${token}` });
      const { p50, p95, last: body } = await timeCalls(get, { warmUp: WARM_UP, requests: REQUESTS });
      const matched = body.totals
        ? body.totals.reduce((n, t) => n + t.count, 0)
        : body.data.spending_by_currency.reduce((n, t) => n + t.count, 0);
      results.push({ database: kind, request: label, rows: matched, p50: p50.toFixed(1), p95: p95.toFixed(1) });
    }
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const table = (await onEachDatabase(run)).flat();
console.log(
  `\n${REQUESTS} sequential requests per row after ${WARM_UP} warm-up requests; latency in ms, matched = rows the filter or period covers\n`,
);
console.log('| database | request | matched | p50 ms | p95 ms |');
console.log('|---|---|---:|---:|---:|');
for (const r of table) console.log(`| ${r.database} | ${r.request} | ${r.rows} | ${r.p50} | ${r.p95} |`);
