// DESIGN §7: an authenticated list request under load keeps ≥ 80 % of the throughput of a bare `node:http` + `pg`
// server running the same query on the same machine.
//
// The app server (PostgreSQL mode) answers GET /api/v1/expenses?limit=50 for a user with 1,000 expenses. While it
// serves one request, the script records every SQL statement the request sends (text and parameters: the session
// check, the row-level-security transaction, the list and its totals). The bare server replays exactly those
// statements on a pg pool of the same size for each request and answers with the list's rows as JSON. Both are
// loaded by autocannon with the same connections and duration; the ratio is the cost of everything that is not
// database work (routing, token verification, validation, the query builder, serialisation).
// Usage: TEST_DATABASE_URL=postgres://... npx tsx bench/api-overhead.mjs [seconds=10] [connections=20] [rounds=5]
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withUserTx } from '../apps/server/src/db/with-user-tx.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, createPostgresDatabase, signUpBenchUser } from './support.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 20);
const ROUNDS = Number(process.argv[4] ?? 5);
const EXPENSES = 1_000;
const PATH = '/api/v1/expenses?limit=50';
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const POOL_MAX = Number(process.env.DATABASE_POOL_MAX ?? 10);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server: the comparison is against bare pg.',
  );
  process.exit(1);
}

/** Records the statements pg clients send while `recording` is on. */
const recorded = [];
let recording = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function recordQuery(config, values, callback) {
  if (recording) {
    const text = typeof config === 'string' ? config : config.text;
    const params = typeof config === 'string' ? values : (config.values ?? values);
    recorded.push({ text, values: Array.isArray(params) ? params : undefined });
  }
  return originalQuery.call(this, config, values, callback);
};

/** autocannon in its own process, so the load generator does not share the servers' event loop. */
function load(url, headers) {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout)),
    );
  });
}

const database = await createPostgresDatabase(adminUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-overhead-'));
const config = loadConfig(benchServerEnv(dataDir, database.url));
const server = await startServer(config);
let bare;
let pool;
try {
  const { userId, token } = await signUpBenchUser(server.url);
  await withUserTx(server.deps.db, { userId }, async (tx) => {
    const rows = Array.from({ length: EXPENSES }, (_, i) => ({
      amount: ((i * 7919) % 25_000) / 100 + 1,
      currency: 'USD',
      category: 'fuel',
      date: new Date(Date.UTC(2026, 0, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10),
      description: `Fill-up #${i}`,
    }));
    await tx.insertInto('expenses').values(rows).execute();
  });
  const headers = { authorization: `Bearer ${token}` };

  // One warm request, then one recorded request: its statements are what the bare server replays.
  await fetch(server.url + PATH, { headers });
  recording = true;
  const appAnswer = await fetch(server.url + PATH, { headers }).then((r) => r.json());
  recording = false;
  const statements = recorded.slice();
  const listIndex = statements.findIndex((s) => /from "expenses"/i.test(s.text) && /limit/i.test(s.text));
  if (listIndex < 0) throw new Error('The list statement was not recorded.');

  pool = new pg.Pool({ connectionString: database.url, max: POOL_MAX });
  bare = createServer(async (_req, res) => {
    const client = await pool.connect();
    try {
      let rows = [];
      for (const [i, s] of statements.entries()) {
        const result = await client.query(s.text, s.values);
        // The list asks for one row more than the page to know whether another page follows.
        if (i === listIndex) rows = result.rows.slice(0, 50);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: rows }));
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    } finally {
      client.release();
    }
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${bare.address().port}${PATH}`;
  const bareAnswer = await fetch(bareUrl).then((r) => r.json());
  if (bareAnswer.data?.length !== appAnswer.data?.length)
    throw new Error('The bare server does not return the same rows.');

  // Warm both, then measure them in alternating rounds: the machine's load drifts (the database shares its two
  // cores), so one pair of runs can be off by 20 points either way; the median round is the figure.
  await load(bareUrl, {});
  await load(server.url + PATH, headers);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const bareResult = await load(bareUrl, {});
    const appResult = await load(server.url + PATH, headers);
    if (appResult.non2xx > 0 || bareResult.non2xx > 0)
      throw new Error(`Errors under load: app ${appResult.non2xx}, bare ${bareResult.non2xx}`);
    rounds.push({ bareResult, appResult, ratio: appResult.requests.average / bareResult.requests.average });
  }
  const row = (name, r) => `${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p97_5} |`;
  console.log(
    `\n${statements.length} statements per request (${statements.map((s) => s.text.trim().split(/\s+/)[0].toLowerCase()).join(', ')}); ${CONNECTIONS} connections, ${SECONDS} s per run, pool ${POOL_MAX}\n`,
  );
  console.log('| round | server | req/s | p50 ms | p97.5 ms | ratio |');
  console.log('|---:|---|---:|---:|---:|---:|');
  for (const [i, r] of rounds.entries()) {
    console.log(`| ${i + 1} | ${row('bare node:http + pg (same statements)', r.bareResult)} |`);
    console.log(
      `| ${i + 1} | ${row('Wheels & Wins GET /api/v1/expenses', r.appResult)} ${(r.ratio * 100).toFixed(1)} % |`,
    );
  }
  const ratios = rounds.map((r) => r.ratio).sort((x, y) => x - y);
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `\nthroughput ratio, median of ${ROUNDS} rounds: ${pct(ratios[Math.floor(ROUNDS / 2)])} (range ${pct(ratios[0])} to ${pct(ratios.at(-1))}; budget ≥ 80 %)`,
  );
} finally {
  if (bare) await new Promise((resolve) => bare.close(resolve));
  await pool?.end();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
