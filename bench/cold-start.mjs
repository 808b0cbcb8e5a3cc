// Cold start of `npm start` on an existing build: from spawning the command to the first healthy answer, and on the
// first start also until /health says every bundled campground is loaded (campgrounds.loaded === total), with the
// health latency meanwhile. Usage: node bench/cold-start.mjs [runs=5]. Uses a fresh DATA_DIR (first run creates the
// database) and reports the first start and the following starts on the existing database separately.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-'));

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Polls /health until the bundled campgrounds are loaded: when, and the health latencies meanwhile. */
async function untilLoaded(port, started) {
  const latencies = [];
  for (;;) {
    const asked = performance.now();
    const health = await (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).json();
    latencies.push(performance.now() - asked);
    const c = health.campgrounds;
    if (c && c.loaded === c.total) return { loadedMs: performance.now() - started, sites: c.total, latencies };
    if (performance.now() - started > 300_000) throw new Error('campgrounds not all loaded within 5 min');
    await new Promise((r) => setTimeout(r, 200));
  }
}

let firstLoad;
async function startOnce(first) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        if (res.ok) {
          const healthy = performance.now() - started;
          if (first) firstLoad = await untilLoaded(port, started);
          return healthy;
        }
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const times = [];
for (let i = 0; i < runs + 1; i++) times.push(await startOnce(i === 0));
rmSync(dataDir, { recursive: true, force: true });
const [first, ...rest] = times;
rest.sort((a, b) => a - b);
const median = rest[Math.floor(rest.length / 2)];
console.log(`npm start, first start (creates database, migrations, demo account): ${(first / 1000).toFixed(2)} s`);
console.log(
  `npm start, existing database: median ${(median / 1000).toFixed(2)} s over ${rest.length} runs (min ${(rest[0] / 1000).toFixed(2)} s, max ${(rest.at(-1) / 1000).toFixed(2)} s)`,
);
const lat = firstLoad.latencies.sort((a, b) => a - b);
console.log(
  `first start: all ${firstLoad.sites} bundled campgrounds searchable after ${(firstLoad.loadedMs / 1000).toFixed(1)} s; ` +
    `/health meanwhile p50 ${lat[Math.floor(lat.length / 2)].toFixed(0)} ms, p99 ${lat[Math.floor(lat.length * 0.99)].toFixed(0)} ms over ${lat.length} checks`,
);
