// Cold start of the BUILT app (`node apps/server/dist/main.js`, what `npm start` runs once the build is current) on a
// new data directory, as `npm start` configures it (embedded PGlite, the demo account, the bundled campgrounds):
// from spawning the process to the first healthy /api/v1/health (budget 60 s), then until /health says every bundled
// campground is loaded (campgrounds.loaded === total; budget 5 min) with /health's latency meanwhile, then a search near
// Annecy and near Yosemite Valley to show the sites are searchable. Then `runs` starts on the database it created.
// Usage: npm run build && node bench/cold-start.mjs [runs=5]. Refuses to run without a build; says so when the build
// is older than its sources (it measures the build that is there, never builds).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsStale } from '../scripts/build-state.mjs';

const root = new URL('..', import.meta.url).pathname;
const MAIN = join(root, 'apps/server/dist/main.js');
const runs = Number(process.argv[2] ?? 5);
const HEALTHY_BUDGET_MS = 60_000;
const LOADED_BUDGET_MS = 300_000;

if (!existsSync(MAIN)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
if (buildIsStale()) console.log('Note: the build is older than some sources; this measures the build as it is.');

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
/** Bytes under `dir`. */
const dirSize = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
    const path = join(e.parentPath, e.name);
    return n + (e.isDirectory() ? dirSize(path) : statSync(path).size);
  }, 0);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ms = (v) => `${(v / 1000).toFixed(1)} s`;

/** The built server on `port` with `dataDir`, as `npm start` runs it (no NODE_ENV: the demo account is seeded). */
function startBuilt(port, dataDir) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' };
  // `npm start` uses the embedded database whatever the shell has set for the test suites.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'SEED_CAMPGROUNDS', 'SEED_DEMO']) delete env[name];
  env.AUTH_REQUIRE_EMAIL_CONFIRMATION = 'false';
  return spawn(process.execPath, [MAIN], { cwd: root, env, stdio: 'ignore' });
}

async function untilHealthy(url, started, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return { ms: performance.now() - started, health: await res.json() };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('the server did not answer within 120 s');
    await sleep(20);
  }
}

/** Polls /health every 250 ms until every bundled campground is loaded: when, and /health's latency meanwhile. */
async function untilLoaded(url, started) {
  const latencies = [];
  for (;;) {
    const asked = performance.now();
    const health = await (await fetch(`${url}/api/v1/health`)).json();
    latencies.push(performance.now() - asked);
    const c = health.campgrounds;
    if (!c || c.loaded === c.total) return { ms: performance.now() - started, sites: c?.total ?? 0, latencies };
    if (performance.now() - started > 2 * LOADED_BUDGET_MS) throw new Error('campgrounds not all loaded in 10 min');
    await sleep(250);
  }
}

/** A new account searches near Annecy and Yosemite Valley: how many sites each search finds, and how fast. */
async function searches(url) {
  const password = 'correct horse battery';
  const signup = await fetch(`${url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `cold-${Date.now()}@example.com`, password, password_confirmation: password }),
  });
  if (!signup.ok) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const token = (await signup.json()).session.access_token;
  const found = [];
  for (const [place, lat, lon] of [
    ['Annecy', 45.8992, 6.1294],
    ['Yosemite Valley', 37.745, -119.59],
  ]) {
    const asked = performance.now();
    const res = await fetch(`${url}/api/v1/campgrounds/search?lat=${lat}&lon=${lon}&radius_km=25&limit=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`search near ${place}: ${res.status}`);
    const { data } = await res.json();
    found.push(`${place} ${data.length} sites (${(performance.now() - asked).toFixed(0)} ms)`);
  }
  return found;
}

async function startOnce(dataDir, first) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = startBuilt(port, dataDir);
  try {
    const healthy = await untilHealthy(url, started, child);
    if (!first) return { healthy: healthy.ms };
    const loaded = await untilLoaded(url, started);
    return { healthy: healthy.ms, loaded, found: await searches(url), bytes: dirSize(dataDir) };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-cold-'));
try {
  const first = await startOnce(dataDir, true);
  const restarts = [];
  for (let i = 0; i < runs; i++) restarts.push((await startOnce(dataDir, false)).healthy);
  restarts.sort((a, b) => a - b);
  const lat = first.loaded.latencies.sort((a, b) => a - b);
  const at = (p) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))].toFixed(0);
  const verdict = (v, budget) => (v <= budget ? 'within' : 'OVER') + ` the ${budget / 1000} s budget`;
  console.log(
    `first start, new data directory: healthy after ${ms(first.healthy)} (${verdict(first.healthy, HEALTHY_BUDGET_MS)})`,
  );
  console.log(
    `first start: all ${first.loaded.sites} bundled campgrounds searchable after ${ms(first.loaded.ms)} ` +
      `(${verdict(first.loaded.ms, LOADED_BUDGET_MS)}); /health meanwhile p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ` +
      `max ${at(1)} ms over ${lat.length} checks`,
  );
  console.log(`then, 25 km searches: ${first.found.join(', ')}`);
  console.log(`data directory after the first start: ${(first.bytes / 1e6).toFixed(1)} MB`);
  if (restarts.length)
    console.log(
      `restart on that database: healthy after median ${ms(restarts[Math.floor(restarts.length / 2)])} over ` +
        `${restarts.length} runs (${ms(restarts[0])}-${ms(restarts.at(-1))})`,
    );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
