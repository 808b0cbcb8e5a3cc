// Location fan-out: N travellers who share their location with public profiles (every tenth one friends with the
// next, every fiftieth blocking another), each connected to the realtime hub and subscribed to `public:locations`,
// each moving (PUT /api/v1/locations/me, 1.5 km north or south, so their ~1 km grid cell always changes) once per
// round, the moves spread evenly over the round. Measured: from the start of each PUT to the arrival of its
// `location.updated` at every client that may see it (the mover's other sockets and friends: exact; everyone else
// but those across a block: approximate), per delivery and per move (the slowest of its deliveries). Also counted:
// deliveries missing after 5 s, and any event about a mover reaching a client across a block or an exact entry
// reaching a non-friend (both must be 0).
// Runs on one instance (PostgreSQL, in-process pub/sub) and on two instances sharing PostgreSQL and Redis (clients
// and moves alternate between them); the servers and the clients share this process and its CPU.
// Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) and, for two instances, BENCH_REDIS_URL (or TEST_REDIS_URL).
// Usage: npx tsx bench/location-fanout.mjs [clients=1000] [round_s=300] [rounds=1]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_LIMITS, PUBLIC_LOCATIONS_CHANNEL } from '@ww/contracts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, createPostgresDatabase, percentile, signUpBenchUser } from './support.mjs';

const CLIENTS = Number(process.argv[2] ?? 1000);
const ROUND_MS = Number(process.argv[3] ?? 300) * 1000;
const ROUNDS = Number(process.argv[4] ?? 1);
const MISSING_AFTER_MS = 5_000;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;

const api = async (url, method, path, token, body) => {
  const res = await fetch(`${url}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
};

/** Connects, subscribes to the public positions and resolves once a ping sent after the subscribe is answered. */
function connect(url, user, onEvent) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/v1/ws?token=${encodeURIComponent(user.token)}`);
  return new Promise((resolve, reject) => {
    ws.addEventListener('error', () => reject(new Error('socket error')), { once: true });
    ws.addEventListener('message', (message) => {
      const frame = JSON.parse(String(message.data));
      if (frame.type === 'ping') ws.send(JSON.stringify({ type: 'pong', ts: frame.ts }));
      else if (frame.type === 'ready') {
        ws.send(JSON.stringify({ type: 'subscribe', channel: PUBLIC_LOCATIONS_CHANNEL }));
        ws.send(JSON.stringify({ type: 'ping', ts: -1 }));
      } else if (frame.type === 'pong' && frame.ts === -1) resolve(ws);
      else if (frame.type === 'event' && frame.event === 'location.updated') onEvent(frame);
    });
  });
}

async function run(label, urls) {
  const at = (i) => urls[i % urls.length];
  const users = [];
  for (let i = 0; i < CLIENTS; i++) {
    const user = await signUpBenchUser(at(i), `fanout-${label.replace(/\W/g, '')}-${i}@example.com`);
    await api(at(i), 'PATCH', 'settings', user.token, {
      privacy_preferences: { location_sharing: true, profile_visibility: 'public' },
    });
    users.push({ ...user, index: i, friends: new Set(), blocked: new Set() });
  }
  for (let i = 0; i + 1 < CLIENTS; i += 10) {
    const [x, y] = [users[i], users[i + 1]];
    const { data } = await api(at(i), 'POST', 'social/friends/requests', x.token, { user_id: y.userId });
    await api(at(i + 1), 'POST', `social/friends/requests/${data.id}/accept`, y.token);
    x.friends.add(y.userId);
    y.friends.add(x.userId);
  }
  for (let i = 5; i + 2 < CLIENTS; i += 50) {
    const [x, y] = [users[i], users[i + 2]];
    await api(at(i), 'POST', 'social/blocks', x.token, { user_id: y.userId });
    x.blocked.add(y.userId);
    y.blocked.add(x.userId);
  }
  const byId = new Map(users.map((u) => [u.userId, u]));

  // moveKey -> { startedAt, expected: Set of recipient ids, latencies: [] }
  const moves = new Map();
  const latest = new Map();
  let leaks = 0;
  const sockets = [];
  for (const user of users) {
    sockets.push(
      await connect(at(user.index), user, (frame) => {
        const arrivedAt = performance.now();
        for (const entry of frame.payload.locations) {
          const mover = byId.get(entry.user_id);
          if (!mover || entry.status !== 'active') continue;
          const mayExact = mover === user || mover.friends.has(user.userId);
          if (mover.blocked.has(user.userId) || (!entry.approximate && !mayExact)) leaks++;
          const move = moves.get(latest.get(entry.user_id));
          if (move?.expected.delete(user.userId)) move.latencies.push(arrivedAt - move.startedAt);
        }
      }),
    );
  }

  const puts = [];
  for (let round = 0; round < ROUNDS; round++) {
    users.forEach((user, k) => {
      const when = round * ROUND_MS + (k * ROUND_MS) / CLIENTS;
      puts.push(
        new Promise((resolve) => setTimeout(resolve, when)).then(async () => {
          const key = `${user.userId}:${round}`;
          const expected = new Set(users.filter((u) => !user.blocked.has(u.userId)).map((u) => u.userId));
          const base = 40 + (user.index % 100) / 10;
          const position = { latitude: base + (round % 2 ? 0.0135 : 0), longitude: -100 + (user.index % 97) / 10 };
          moves.set(key, { startedAt: performance.now(), expected, latencies: [] });
          latest.set(user.userId, key);
          await api(at(user.index + round), 'PUT', 'locations/me', user.token, position);
        }),
      );
    });
  }
  await Promise.all(puts);
  await new Promise((resolve) => setTimeout(resolve, MISSING_AFTER_MS));
  for (const ws of sockets) ws.close();

  const deliveries = [...moves.values()].flatMap((m) => m.latencies).sort((a, b) => a - b);
  const complete = [...moves.values()].filter((m) => m.expected.size === 0);
  const perMove = complete.map((m) => Math.max(...m.latencies)).sort((a, b) => a - b);
  const missing = [...moves.values()].reduce((n, m) => n + m.expected.size, 0);
  return {
    label,
    moves: moves.size,
    deliveries: deliveries.length,
    missing,
    leaks,
    p50: percentile(deliveries, 50).toFixed(1),
    p99: percentile(deliveries, 99).toFixed(1),
    moveP99: percentile(perMove, 99).toFixed(1),
    moveMax: perMove.at(-1).toFixed(1),
  };
}

async function withServers(count, databaseUrl, redis, fn) {
  const dataDirs = [];
  const env = benchServerEnv(undefined, databaseUrl);
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-fanout-'));
      dataDirs.push(dataDir);
      // One secret for all instances: a token signed by one is checked by the other.
      const config = loadConfig({ ...env, DATA_DIR: dataDir, ...(redis ? { REDIS_URL: redis } : {}) });
      servers.push(await startServer(config, { rateLimits: { ...AUTH_LIMITS, signupsPerHourPerIp: 100_000 } }));
    }
    return await fn(servers.map((s) => s.url));
  } finally {
    for (const s of servers) await s.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

if (!pgAdminUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
const rows = [];
for (const [count, redis] of [
  [1, undefined],
  [2, redisUrl],
]) {
  if (count > 1 && !redis) {
    console.log('two instances: skipped (set BENCH_REDIS_URL or TEST_REDIS_URL)');
    continue;
  }
  const database = await createPostgresDatabase(pgAdminUrl);
  try {
    const label = count === 1 ? 'one instance' : 'two instances, Redis';
    rows.push(await withServers(count, database.url, redis, (urls) => run(label, urls)));
  } finally {
    await database.drop();
  }
}

console.log(
  `\n${CLIENTS} clients, each moving ${ROUNDS}× in ${ROUND_MS / 1000} s rounds (${((CLIENTS / ROUND_MS) * 1000).toFixed(1)} moves/s), PostgreSQL\n`,
);
console.log('| setup | moves | deliveries | missing | leaks | p50 ms | p99 ms | p99 per move ms | max per move ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.label} | ${r.moves} | ${r.deliveries} | ${r.missing} | ${r.leaks} | ${r.p50} | ${r.p99} | ${r.moveP99} | ${r.moveMax} |`,
  );
