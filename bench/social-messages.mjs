// Message delivery between two connected clients (issue 12: p99 ≤ 100 ms): the real server in-process, two
// travellers with realtime sockets (/api/v1/ws), who take turns sending messages over HTTP to their direct
// conversation; each is timed from the start of the POST to the `message.created` frame reaching the other's socket.
// One message at a time, started every `interval_ms` (default 150): each socket gets every message (the other's, and
// its own for the sender's other devices), and the hub lets at most REALTIME.eventsPerSecond (SPEC §9: 10) events a
// second out to a socket, queueing the rest, so a faster pace would measure that queue, not delivery. Turns keep
// each sender within SOCIAL_LIMITS' 60 messages a minute (so at most 120 messages). On PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names
// a PostgreSQL server, on a fresh database there too.
// Usage: npx tsx bench/social-messages.mjs [messages=100] [interval_ms=150]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCIAL_EVENTS, SOCIAL_LIMITS } from '@ww/contracts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, onEachDatabase, percentile, signUpBenchUser } from './support.mjs';

const MESSAGES = Math.min(Number(process.argv[2] ?? 100), 2 * SOCIAL_LIMITS.messagesPerMinute);
const INTERVAL_MS = Number(process.argv[3] ?? 150);
const WARM_UP = 5;

/** A realtime socket, open once the hub said `ready`; `arrival(body)` resolves when that message reaches it. */
function connect(url, { token }) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/v1/ws?token=${encodeURIComponent(token)}`);
  const waiting = new Map();
  return new Promise((resolve, reject) => {
    ws.addEventListener('error', () => reject(new Error('socket error')), { once: true });
    ws.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data));
      if (frame.type === 'ping') ws.send(JSON.stringify({ type: 'pong', ts: frame.ts }));
      if (frame.type === 'ready')
        resolve({
          ws,
          arrival: (body) => new Promise((arrived) => waiting.set(body, arrived)),
        });
      if (frame.type === 'event' && frame.event === SOCIAL_EVENTS.messageCreated) {
        const body = frame.payload.message.body;
        waiting.get(body)?.(performance.now());
        waiting.delete(body);
      }
    });
  });
}

async function run(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-messages-'));
  const server = await startServer(loadConfig(benchServerEnv(dataDir, databaseUrl)));
  const sockets = [];
  try {
    const users = [
      await signUpBenchUser(server.url, 'messages-a@example.com'),
      await signUpBenchUser(server.url, 'messages-b@example.com'),
    ];
    const api = (user, path, body) =>
      fetch(`${server.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify(body),
      });
    const started = await api(users[0], '/social/conversations', { participant_ids: [users[1].userId] });
    if (started.status !== 201) throw new Error(`conversation: ${started.status} ${await started.text()}`);
    const { data: conversation } = await started.json();
    const clients = [await connect(server.url, users[0]), await connect(server.url, users[1])];
    sockets.push(...clients.map((c) => c.ws));

    const times = [];
    let errors = 0;
    let nextAt = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const [from, to] = i % 2 ? [users[1], clients[0]] : [users[0], clients[1]];
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - performance.now())));
      nextAt = performance.now() + INTERVAL_MS;
      const body = `${kind} message ${i}: anyone parked near the river tonight?`;
      const arrived = to.arrival(body);
      const sentAt = performance.now();
      const res = await api(from, `/social/conversations/${conversation.id}/messages`, { body });
      if (res.status !== 201) {
        errors++;
        continue;
      }
      const at = await Promise.race([arrived, new Promise((resolve) => setTimeout(() => resolve(null), 5_000))]);
      if (at === null) errors++;
      else if (i >= WARM_UP) times.push(at - sentAt);
    }
    times.sort((a, b) => a - b);
    return {
      database: kind,
      delivered: times.length,
      errors,
      p50: percentile(times, 50).toFixed(1),
      p95: percentile(times, 95).toFixed(1),
      p99: percentile(times, 99).toFixed(1),
      max: times.at(-1).toFixed(1),
    };
  } finally {
    for (const ws of sockets) ws.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await onEachDatabase(run);
console.log(
  `\n${MESSAGES} messages between two connected clients, taking turns, one every ${INTERVAL_MS} ms (first ${WARM_UP} not counted): POST to the other's message.created\n`,
);
console.log('| database | delivered | errors | p50 ms | p95 ms | p99 ms | max ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.database} | ${r.delivered} | ${r.errors} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
