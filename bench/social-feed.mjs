// The social feed's first page (issue 12: p95 ≤ 50 ms with 100,000 posts and 5,000 users): the real server
// in-process on a database seeded directly in SQL with travellers (each with ~20 friends), 50 open groups, a few
// blocks, and posts of mixed visibility (60 % public, 30 % friends-only, 10 % in a group) spread over 90 days, a
// quarter of them with a place. A few readers who signed up over HTTP (each with friends, groups and a block) then
// ask `GET /api/v1/social/feed` (newest, and near me) one request at a time; the figure is the HTTP round trip.
// On PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on a fresh database there
// too, where the feed query's plan is printed (EXPLAIN ANALYZE as a reader: an index scan on (created_at, id) that
// stops after the page).
// Usage: npx tsx bench/social-feed.mjs [posts=100000] [users=5000] [requests=200]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { AUTH_LIMITS } from '@ww/contracts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { benchServerEnv, onEachDatabase, percentile, signUpBenchUser } from './support.mjs';

const POSTS = Number(process.argv[2] ?? 100_000);
const USERS = Number(process.argv[3] ?? 5_000);
const REQUESTS = Number(process.argv[4] ?? 200);
const READERS = 5;
const WARM_UP = 10;

/** Travellers, their friendships, groups, blocks and posts, written as the migration owner (no request involved). */
async function seed(db, readerIds) {
  await sql`insert into users (email, password_hash, email_confirmed_at)
    select 'feed-' || n || '@bench.example', 'x', now() from generate_series(1, ${USERS}::int) n`.execute(db);
  await sql`insert into profiles (user_id, full_name)
    select id, 'Traveller ' || left(id::text, 8) from users where email like '%@bench.example'`.execute(db);
  await sql`create temporary table bench_people on commit drop as
    select id, row_number() over (order by id) as n from users`.execute(db);
  const people = Number((await sql`select count(*)::int as c from bench_people`.execute(db)).rows[0].c);
  // About 20 friends each: ten pairs from every traveller to random others (the reverse pairs come from theirs).
  await sql`insert into friendships (requester_id, addressee_id, status, responded_at)
    select a.id, b.id, 'accepted', now()
    from (select id, 1 + floor(random() * ${people}::int)::int as other
          from bench_people cross join generate_series(1, 10) k) a
    join bench_people b on b.n = a.other
    where a.id <> b.id
    on conflict do nothing`.execute(db);
  await sql`insert into social_groups (owner_id, name)
    select id, 'Group ' || n from bench_people where n <= 50`.execute(db);
  // Each traveller in two random groups (the owners are members already, by trigger).
  await sql`insert into group_members (group_id, user_id)
    select g.id, p.id
    from (select id, 1 + floor(random() * 50)::int as pick from bench_people cross join generate_series(1, 2) k) p
    join (select id, row_number() over (order by id) as n from social_groups) g on g.n = p.pick
    on conflict do nothing`.execute(db);
  // Each reader also blocks (and is blocked by) someone, so the block questions are asked for real.
  for (const id of readerIds) {
    await sql`insert into user_blocks (blocker_id, blocked_id)
      select ${id}::uuid, id from bench_people where id <> ${id}::uuid order by random() limit 2`.execute(db);
    await sql`insert into user_blocks (blocker_id, blocked_id)
      select id, ${id}::uuid from bench_people where id <> ${id}::uuid order by random() limit 2
      on conflict do nothing`.execute(db);
  }
  await sql`insert into posts (author_id, body, visibility, group_id, place_name, place_lat, place_lon, created_at)
    select a.id, 'Bench post ' || s.i || ': anyone parked near the river tonight?',
      case when s.r < 0.6 then 'public' when s.r < 0.9 then 'friends' else 'group' end,
      case when s.r >= 0.9 then gm.group_id end,
      case when s.i % 4 = 0 then 'Somewhere' end,
      case when s.i % 4 = 0 then 30 + random() * 15 end,
      case when s.i % 4 = 0 then -120 + random() * 40 end,
      now() - random() * interval '90 days'
    from (select i, random() as r, 1 + floor(random() * ${people}::int)::int as who
          from generate_series(1, ${POSTS}::int) i) s
    join bench_people a on a.n = s.who
    left join lateral (select m.group_id from group_members m where m.user_id = a.id limit 1) gm on true`.execute(db);
}

async function run(kind, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ww-bench-feed-'));
  const server = await startServer(loadConfig(benchServerEnv(dataDir, databaseUrl)), {
    rateLimits: { ...AUTH_LIMITS, signupsPerHourPerIp: 10_000 },
  });
  try {
    const readers = [];
    for (let i = 0; i < READERS; i++) readers.push(await signUpBenchUser(server.url, `feed-reader-${i}@example.com`));
    const seedStarted = performance.now();
    // One transaction: one connection, which the temporary table of travellers lives on.
    await server.database.db.transaction().execute((tx) =>
      seed(
        tx,
        readers.map((r) => r.userId),
      ),
    );
    await sql`analyze`.execute(server.database.db);
    const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
    // The sign-ups' keep-alive socket was closed by the server during the long seeding: fetch may try it once more
    // and fail with ECONNRESET before it opens a new one.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await fetch(`${server.url}/api/v1/health`);
        break;
      } catch {
        // the stale socket is dropped; the next attempt connects anew
      }
    }

    const feed = async (reader, query) => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/social/feed${query}`, {
        headers: { authorization: `Bearer ${reader.token}` },
      });
      const body = await res.json();
      if (res.status !== 200 || body.data.length === 0) throw new Error(`feed: ${res.status} ${JSON.stringify(body)}`);
      return performance.now() - started;
    };
    const measure = async (query) => {
      const times = [];
      for (let i = 0; i < REQUESTS + WARM_UP; i++) {
        const time = await feed(readers[i % READERS], query);
        if (i >= WARM_UP) times.push(time);
      }
      return times.sort((a, b) => a - b);
    };
    const newest = await measure('');
    const nearMe = await measure('?view=near_me&lat=37&lon=-100&radius_km=500');

    let plan = '';
    if (kind === 'postgres') {
      plan = await server.database.db.transaction().execute(async (tx) => {
        await sql`select set_config('app.user_id', ${readers[0].userId}, true), set_config('role', 'app_user', true)`.execute(
          tx,
        );
        const newestPlan = await sql`explain (analyze, costs off, timing off)
          select id from posts order by created_at desc, id desc limit 21`.execute(tx);
        const nearPlan = await sql`explain (analyze, costs off, timing off)
          select id from posts p where p.place_lat is not null
            and p.place_lat between 32.5 and 41.5 and p.place_lon between -105.7 and -94.3
            and 2 * 6371 * asin(sqrt(power(sin(radians(p.place_lat - 37) / 2), 2)
              + cos(radians(37)) * cos(radians(p.place_lat)) * power(sin(radians(p.place_lon + 100) / 2), 2))) <= 500
          order by created_at desc, id desc limit 21`.execute(tx);
        return [newestPlan, nearPlan].map((plan) => plan.rows.map((r) => r['QUERY PLAN']).join('\n')).join('\n\n');
      });
    }
    const posts = Number((await sql`select count(*)::int as c from posts`.execute(server.database.db)).rows[0].c);
    return {
      database: kind,
      posts,
      seedSeconds,
      newest: { p50: percentile(newest, 50), p95: percentile(newest, 95), max: newest.at(-1) },
      nearMe: { p50: percentile(nearMe, 50), p95: percentile(nearMe, 95), max: nearMe.at(-1) },
      plan,
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await onEachDatabase(run);
console.log(
  `\n${USERS} seeded travellers, ${READERS} readers, ${REQUESTS} requests per view after ${WARM_UP} warm-up\n`,
);
console.log(
  '| database | posts | seed s | newest p50 ms | newest p95 ms | newest max ms | near me p50 ms | near me p95 ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
const ms = (v) => v.toFixed(1);
for (const r of rows)
  console.log(
    `| ${r.database} | ${r.posts} | ${r.seedSeconds} | ${ms(r.newest.p50)} | ${ms(r.newest.p95)} | ${ms(r.newest.max)} | ${ms(r.nearMe.p50)} | ${ms(r.nearMe.p95)} |`,
  );
for (const r of rows)
  if (r.plan) console.log(`\nPlans of the first page, newest and near me, as a reader (${r.database}):\n${r.plan}`);
