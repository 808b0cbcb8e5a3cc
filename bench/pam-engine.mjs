// Pam's built-in engine, server side: the time to answer one message, tool calls included, over 1,000 mixed messages
// in English, Spanish and French (writes and reads, bench/pam-messages.mjs), sent one after another through the real
// HTTP server (POST /api/v1/pam-simple/chat) by 40 users, on PGlite and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a PostgreSQL server, on a fresh database there too. The figure is the server's own
// processing time of each reply (metadata.processing_ms); the HTTP round trip in the same process is shown beside it.
// Usage: npx tsx bench/pam-engine.mjs [messages=1000]   (tsx: the script loads the server's TypeScript sources)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_LIMITS } from '@ww/contracts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { pamMessage } from './pam-messages.mjs';
import { benchServerEnv, onEachDatabase, percentile, signUpBenchUser } from './support.mjs';

const MESSAGES = Number(process.argv[2] ?? 1000);
// Under the per-user message limit (PAM_LIMITS.messagesPerMinute): each user sends at most 25.
const USERS = Math.ceil(MESSAGES / 25);
const WARM_UP = 20;

async function signUp(url, i) {
  const { token } = await signUpBenchUser(url, `pam-bench-${i}@example.com`);
  // What the messages ask about: a budget, a stored item.
  const post = (path, json) =>
    fetch(`${url}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(json),
    });
  await post('budgets', { category: 'food', period: 'monthly', amount: 400 });
  await post('storage-items', { name: 'Awning crank', location: 'Rear locker' });
  return token;
}

async function run(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-pam-'));
  const server = await startServer(loadConfig(benchServerEnv(dataDir, databaseUrl)), {
    rateLimits: { ...AUTH_LIMITS, signupsPerHourPerIp: 10_000 },
  });
  try {
    const tokens = [];
    for (let i = 0; i < USERS; i++) tokens.push(await signUp(server.url, i));
    const send = async (i) => {
      const [language, message] = pamMessage(i);
      const res = await fetch(`${server.url}/api/v1/pam-simple/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % USERS]}` },
        body: JSON.stringify({ message, context: { language } }),
      });
      if (!res.ok) throw new Error(`chat "${message}": ${res.status} ${await res.text()}`);
      return res.json();
    };
    for (let i = 0; i < WARM_UP; i++) await send(MESSAGES + i);
    const server_ms = [];
    const round_trip_ms = [];
    const intents = new Map();
    for (let i = 0; i < MESSAGES; i++) {
      const started = performance.now();
      const reply = await send(i);
      round_trip_ms.push(performance.now() - started);
      server_ms.push(reply.metadata.processing_ms);
      const intent = reply.metadata.intent ?? 'unknown';
      intents.set(intent, (intents.get(intent) ?? 0) + 1);
    }
    server_ms.sort((a, b) => a - b);
    round_trip_ms.sort((a, b) => a - b);
    const unknown = intents.get('unknown') ?? 0;
    return {
      database: kind,
      p50: percentile(server_ms, 50).toFixed(1),
      p95: percentile(server_ms, 95).toFixed(1),
      max: server_ms.at(-1).toFixed(1),
      rtt50: percentile(round_trip_ms, 50).toFixed(1),
      rtt95: percentile(round_trip_ms, 95).toFixed(1),
      understood: `${MESSAGES - unknown}/${MESSAGES}`,
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await onEachDatabase(run);
console.log(`\n${MESSAGES} messages sent one after another after ${WARM_UP} warm-up messages, ${USERS} users\n`);
console.log(
  '| database | server p50 ms | server p95 ms | server max ms | round trip p50 ms | round trip p95 ms | understood |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.database} | ${r.p50} | ${r.p95} | ${r.max} | ${r.rtt50} | ${r.rtt95} | ${r.understood} |`);
