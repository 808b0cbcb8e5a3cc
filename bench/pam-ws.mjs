// Pam over its WebSocket: the round trip from a `chat` frame to its `response` frame for built-in replies, with 200
// clients connected at once (one user each), each sending a message every 10 s (20 messages a second in all,
// staggered, writes and reads from bench/pam-messages.mjs), for 3 rounds, on PGlite and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a PostgreSQL server, on a fresh database there too. Uses Node's own WebSocket client.
// Usage: npx tsx bench/pam-ws.mjs [clients=200] [interval_s=10] [rounds=3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_LIMITS } from '@ww/contracts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { pamMessage } from './pam-messages.mjs';
import { benchServerEnv, onEachDatabase, percentile, signUpBenchUser } from './support.mjs';

const CLIENTS = Number(process.argv[2] ?? 200);
const INTERVAL_MS = Number(process.argv[3] ?? 10) * 1000;
const ROUNDS = Number(process.argv[4] ?? 3);

function connect(url, { userId, token }) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/v1/pam/ws/${userId}?token=${encodeURIComponent(token)}`);
  const waiting = new Map();
  ws.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data));
    if (frame.type === 'ping') ws.send(JSON.stringify({ type: 'pong', timestamp: frame.timestamp }));
    if ((frame.type === 'response' || frame.type === 'error') && waiting.has(frame.idempotency_key)) {
      waiting.get(frame.idempotency_key)(frame);
      waiting.delete(frame.idempotency_key);
    }
  });
  return new Promise((resolve, reject) => {
    ws.addEventListener('error', () => reject(new Error('socket error')), { once: true });
    ws.addEventListener(
      'open',
      () =>
        resolve({
          ws,
          ask: (key, message, language) =>
            new Promise((answered) => {
              waiting.set(key, answered);
              ws.send(JSON.stringify({ type: 'chat', message, idempotency_key: key, context: { language } }));
            }),
        }),
      { once: true },
    );
  });
}

async function run(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-pam-ws-'));
  const server = await startServer(loadConfig(benchServerEnv(dataDir, databaseUrl)), {
    rateLimits: { ...AUTH_LIMITS, signupsPerHourPerIp: 10_000 },
  });
  const clients = [];
  try {
    for (let i = 0; i < CLIENTS; i++)
      clients.push(await connect(server.url, await signUpBenchUser(server.url, `pam-ws-${i}@example.com`)));
    const times = [];
    let errors = 0;
    const sends = [];
    for (let round = 0; round < ROUNDS; round++) {
      clients.forEach((client, k) => {
        const at = round * INTERVAL_MS + (k * INTERVAL_MS) / CLIENTS;
        sends.push(
          new Promise((resolve) => setTimeout(resolve, at)).then(async () => {
            const i = round * CLIENTS + k;
            const [language, message] = pamMessage(i);
            const started = performance.now();
            const frame = await client.ask(`bench-${kind}-${i}-key`, message, language);
            if (frame.type === 'error') errors++;
            else times.push(performance.now() - started);
          }),
        );
      });
    }
    await Promise.all(sends);
    times.sort((a, b) => a - b);
    return {
      database: kind,
      connected: clients.length,
      replies: times.length,
      errors,
      p50: percentile(times, 50).toFixed(1),
      p95: percentile(times, 95).toFixed(1),
      p99: percentile(times, 99).toFixed(1),
    };
  } finally {
    for (const c of clients) c.ws.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await onEachDatabase(run);
console.log(
  `\n${CLIENTS} clients connected, each sending a message every ${INTERVAL_MS / 1000} s for ${ROUNDS} rounds (${(CLIENTS / (INTERVAL_MS / 1000)).toFixed(0)} messages/s)\n`,
);
console.log('| database | clients | replies | errors | p50 ms | p95 ms | p99 ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.database} | ${r.connected} | ${r.replies} | ${r.errors} | ${r.p50} | ${r.p95} | ${r.p99} |`);
