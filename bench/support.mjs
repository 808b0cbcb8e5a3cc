// What several benchmarks share: the built app on a throw-away data directory, a throw-away database on a
// PostgreSQL server, the environment of an in-process server, and percentiles.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;

/**
 * The production build (`npm run build`) served as `npm start` serves it, on a free port and a new DATA_DIR; `env`
 * adds to the environment (e.g. DATABASE_URL, SEED_DEMO).
 */
export async function startBuiltServer(env = {}) {
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = s.address();
      s.close(() => resolve(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-'));
  const server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const started = Date.now(); ;) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, stop };
    } catch {
      if (Date.now() - started > 60_000) {
        stop();
        throw new Error('The built server did not answer within 60 s (run npm run build first).');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** A new, empty database on the server `adminUrl` points at; `drop()` removes it (closing any connection left). */
export async function createPostgresDatabase(adminUrl) {
  const name = `ww_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `warmUp` calls of `call`, not counted, then `requests` timed ones one after another: their p50 and p95 in ms and the
 * last call's result.
 */
export async function timeCalls(call, { warmUp, requests }) {
  for (let i = 0; i < warmUp; i++) await call();
  const times = [];
  let last;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    last = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
}

/** `GET url + path` as JSON (with `headers`), throwing on an answer that is not 2xx. */
export async function getJson(url, path, headers = {}) {
  const res = await fetch(url + path, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The environment an in-process benchmark server is configured from (`loadConfig(benchServerEnv(...))`): production
 * mode on a free local port, no demo account and no bundled campgrounds, so a benchmark measures only its own rows.
 */
export const benchServerEnv = (dataDir, databaseUrl) => ({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  SEED_CAMPGROUNDS: 'false',
  LOG_LEVEL: 'error',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/** Signs up a new account on a running server (by default with a new random address): its user id and access token. */
export async function signUpBenchUser(url, email = `bench-${randomBytes(3).toString('hex')}@example.com`) {
  const password = 'correct horse battery';
  const res = await fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const { user, session } = await res.json();
  return { userId: user.id, token: session.access_token };
}

/**
 * `run(kind, databaseUrl?)` on PGlite, then on a fresh database of the PostgreSQL server BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names, when one is set (`required`: refuses to start without one); the results in that order.
 */
export async function onEachDatabase(run, { required = false } = {}) {
  const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (required && !pgAdminUrl) throw new Error('PostgreSQL was asked for: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const rows = [await run('pglite')];
  if (!pgAdminUrl) {
    console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return rows;
  }
  const database = await createPostgresDatabase(pgAdminUrl);
  try {
    rows.push(await run('postgres', database.url));
  } finally {
    await database.drop();
  }
  return rows;
}
