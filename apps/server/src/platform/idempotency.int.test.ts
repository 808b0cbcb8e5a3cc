import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { sqlAs } from '#test/isolation.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { IDEMPOTENCY_ERRORS, requestHash } from '#platform/idempotency.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Sent = { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> };
/** One create endpoint: how to reach it (after making the rows it needs) and the table its row lands in. */
type Case = {
  prepare?: () => Promise<Record<string, string>>;
  path: (ids: Record<string, string>) => string;
  send: (ids: Record<string, string>) => Sent | Promise<Sent>;
  /** Where its row lands, or how to count what it makes when that is not a row (a stored file). */
  table: string | (() => Promise<number>);
  /** Who sends it: the main user unless said. */
  as?: 'admin';
};

const DATE = '2026-05-04';
const trip = (name: string) => ({
  name,
  stops: [
    { lat: 38.5733, lon: -109.5498, name: 'Moab' },
    { lat: 38.9961, lon: -110.1598, name: 'Green River' },
  ],
});
const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><rte><name>Coast run</name><rtept lat="55.95" lon="-3.19"><name>Edinburgh</name></rtept><rtept lat="56.46" lon="-2.97"><name>Dundee</name></rtept></rte></gpx>`;

describe.each(DATABASE_KINDS)('Idempotency-Key on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;
  let admin: User;

  const as = (u: User, method: string, path: string, sent: Sent = {}) =>
    t.request(method, path, { token: u.token, ...sent });
  const keyed = (u: User, key: string, method: string, path: string, sent: Sent = {}) =>
    as(u, method, path, { ...sent, headers: { ...sent.headers, 'idempotency-key': key } });
  const created = async (u: User, path: string, json: unknown) => {
    const res = await as(u, 'POST', path, { json });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as Record<string, string>;
  };
  const count = async (table: Case['table']) =>
    typeof table === 'function'
      ? table()
      : (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n;
  const png = (background = '#0a7') =>
    sharp({ create: { width: 24, height: 16, channels: 3, background } })
      .png()
      .toBuffer();
  /** A new form each time, as the outbox rebuilds it for a replay: the browser draws a new boundary. */
  const photoForm = async (background?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(background))], { type: 'image/png' }), 'awning.png');
    return form;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    [a, b] = [await t.signUp(), await t.signUp()];
    admin = await t.signUp('owner@example.com');
    // Friends, so that a reaches b's shared trips.
    const asked = await created(a, 'social/friends/requests', { user_id: b.id });
    expect((await as(b, 'POST', `social/friends/requests/${asked.id}/accept`)).status).toBe(200);
  }, 60_000);
  afterAll(() => t.close());

  const bShare = async () => {
    const tripId = (await created(b, 'trips', trip('Shared loop'))).id!;
    return { share: (await created(b, 'social/trip-shares', { trip_id: tripId, audience: 'friends' })).id! };
  };

  /** Every authenticated create of the API (POST answering 201): the test below fails when one is missing here. */
  const CASES: Record<string, Case> = {
    'POST /expenses': {
      path: () => 'expenses',
      send: () => ({ json: { amount: 12.5, category: 'food', date: DATE } }),
      table: 'expenses',
    },
    'POST /income': {
      path: () => 'income',
      send: () => ({ json: { source: 'Harvest work', amount: 300, date: DATE } }),
      table: 'income',
    },
    'POST /budgets': {
      path: () => 'budgets',
      send: () => ({ json: { category: 'fuel', period: 'monthly', amount: 400 } }),
      table: 'budgets',
    },
    'POST /savings-goals': {
      path: () => 'savings-goals',
      send: () => ({ json: { name: 'Solar panels', target_amount: 1200 } }),
      table: 'savings_goals',
    },
    'POST /savings-goals/{id}/contributions': {
      prepare: async () => ({ goal: (await created(a, 'savings-goals', { name: 'Tyres', target_amount: 800 })).id! }),
      path: (ids) => `savings-goals/${ids.goal}/contributions`,
      send: () => ({ json: { amount: 50, date: DATE } }),
      table: 'savings_contributions',
    },
    'POST /side-income-sources': {
      path: () => 'side-income-sources',
      send: () => ({ json: { name: 'Photo prints', kind: 'crafts' } }),
      table: 'side_income_sources',
    },
    'POST /campgrounds': {
      path: () => 'campgrounds',
      send: () => ({ json: { name: 'Riverside meadow', lat: 56.1, lon: -3.9 } }),
      table: 'campgrounds',
    },
    'POST /campgrounds/{id}/reviews': {
      prepare: async () => ({
        site: (await created(a, 'campgrounds', { name: 'Loch view', lat: 56.3, lon: -4.2 })).id!,
      }),
      path: (ids) => `campgrounds/${ids.site}/reviews`,
      send: () => ({ json: { rating: 4, body: 'Quiet and level.' } }),
      table: 'campground_reviews',
    },
    'POST /trips': { path: () => 'trips', send: () => ({ json: trip('Moab loop') }), table: 'trips' },
    'POST /trips/import-gpx': {
      path: () => 'trips/import-gpx',
      send: () => ({ body: gpx, headers: { 'content-type': 'application/gpx+xml' } }),
      table: 'trips',
    },
    'POST /vehicles': {
      path: () => 'vehicles',
      send: () => ({ json: { name: 'Big Blue', kind: 'motorhome' } }),
      table: 'vehicles',
    },
    'POST /fuel-log': {
      path: () => 'fuel-log',
      send: () => ({ json: { filled_on: DATE, volume_l: 60, price_per_l: 1.5, odometer_km: 42000 } }),
      table: 'fuel_log',
    },
    'POST /maintenance/schedules': {
      path: () => 'maintenance/schedules',
      send: () => ({ json: { task: 'Oil change', every_months: 12 } }),
      table: 'maintenance_schedules',
    },
    'POST /maintenance': {
      path: () => 'maintenance',
      send: () => ({ json: { task: 'Wipers', date: DATE } }),
      table: 'maintenance_records',
    },
    'POST /storage-items': {
      path: () => 'storage-items',
      send: () => ({ json: { name: 'Levelling ramps', location: 'Rear locker', quantity: 2 } }),
      table: 'storage_items',
    },
    'POST /safety-checklists/runs': {
      path: () => 'safety-checklists/runs',
      send: () => ({ json: { template_key: 'pre_departure' } }),
      table: 'safety_checklist_runs',
    },
    'POST /safety-checklists': {
      path: () => 'safety-checklists',
      send: () => ({ json: { name: 'Winter hook-up', items: ['Drain water', 'Check gas'] } }),
      table: 'safety_checklists',
    },
    'POST /social/conversations': {
      prepare: async () => ({ user: (await t.signUp()).id }),
      path: () => 'social/conversations',
      send: (ids) => ({ json: { participant_ids: [b.id, ids.user], title: 'Route ideas' } }),
      table: 'conversations',
    },
    'POST /social/conversations/{id}/messages': {
      prepare: async () => ({
        conversation: (await created(a, 'social/conversations', { participant_ids: [b.id] })).id!,
      }),
      path: (ids) => `social/conversations/${ids.conversation}/messages`,
      send: () => ({ json: { body: 'Queued while offline' } }),
      table: 'messages',
    },
    'POST /social/groups': {
      prepare: async () => ({ name: `Solar fans ${randomUUID().slice(0, 8)}` }),
      path: () => 'social/groups',
      send: (ids) => ({ json: { name: ids.name, join_policy: 'open' } }),
      table: 'social_groups',
    },
    'POST /social/groups/{id}/join': {
      prepare: async () => ({
        group: (
          await created(b, 'social/groups', { name: `Boondockers ${randomUUID().slice(0, 8)}`, join_policy: 'open' })
        ).id!,
      }),
      path: (ids) => `social/groups/${ids.group}/join`,
      send: () => ({}),
      table: 'group_members',
    },
    'POST /social/listings': {
      path: () => 'social/listings',
      send: () => ({
        json: { title: 'Fiamma awning', price: 250, currency: 'USD', category: 'rv_parts', condition: 'good' },
      }),
      table: 'listings',
    },
    'POST /social/hustles': {
      path: () => 'social/hustles',
      send: () => ({ json: { title: 'Campground hosting', description: 'Free site for 20 hours a week.' } }),
      table: 'hustles',
    },
    'POST /social/hustles/{id}/comments': {
      prepare: async () => ({ hustle: (await created(b, 'social/hustles', { title: 'Dog walking at parks' })).id! }),
      path: (ids) => `social/hustles/${ids.hustle}/comments`,
      send: () => ({ json: { body: 'Worked for me in Utah.' } }),
      table: 'hustle_comments',
    },
    'POST /social/hustles/{id}/try': {
      prepare: async () => ({ hustle: (await created(b, 'social/hustles', { title: 'Mobile bike repair' })).id! }),
      path: (ids) => `social/hustles/${ids.hustle}/try`,
      send: () => ({}),
      table: 'side_income_sources',
    },
    'POST /social/reports': {
      prepare: async () => ({ post: (await created(b, 'social/posts', { body: 'Selling cheap diesel, DM me' })).id! }),
      path: () => 'social/reports',
      send: (ids) => ({ json: { target_type: 'post', target_id: ids.post, reason: 'Looks like a scam.' } }),
      table: 'content_reports',
    },
    'POST /social/moderation/reports/{id}/actions': {
      prepare: async () => {
        const post = (await created(b, 'social/posts', { body: 'Buy followers here' })).id!;
        const report = await created(a, 'social/reports', { target_type: 'post', target_id: post, reason: 'Spam.' });
        return { report: report.id! };
      },
      path: (ids) => `social/moderation/reports/${ids.report}/actions`,
      send: () => ({ json: { action: 'hide', reason: 'Spam.' } }),
      table: 'moderation_actions',
      as: 'admin',
    },
    'POST /social/moderation/actions': {
      path: () => 'social/moderation/actions',
      send: () => ({ json: { target_type: 'user', target_id: b.id, action: 'warn', reason: 'Please keep it civil.' } }),
      table: 'moderation_actions',
      as: 'admin',
    },
    'POST /social/trip-shares': {
      prepare: async () => ({ trip: (await created(a, 'trips', trip('Coast road'))).id! }),
      path: () => 'social/trip-shares',
      send: (ids) => ({ json: { trip_id: ids.trip, audience: 'friends', description: 'Two days, easy driving.' } }),
      table: 'trip_shares',
    },
    'POST /social/trip-shares/{id}/copy': {
      prepare: bShare,
      path: (ids) => `social/trip-shares/${ids.share}/copy`,
      send: () => ({}),
      table: 'trips',
    },
    'POST /social/trip-shares/{id}/comments': {
      prepare: bShare,
      path: (ids) => `social/trip-shares/${ids.share}/comments`,
      send: () => ({ json: { body: 'Green River has a dump station.' } }),
      table: 'trip_share_comments',
    },
    'POST /social/trip-shares/{id}/suggestions': {
      prepare: bShare,
      path: (ids) => `social/trip-shares/${ids.share}/suggestions`,
      send: () => ({ json: { name: 'Goblin Valley', latitude: 38.56, longitude: -110.7 } }),
      table: 'trip_share_suggestions',
    },
    'POST /social/posts': {
      path: () => 'social/posts',
      send: () => ({ json: { body: 'Made it to the coast.' } }),
      table: 'posts',
    },
    'POST /social/posts/{id}/comments': {
      prepare: async () => ({ post: (await created(b, 'social/posts', { body: 'Anyone near Moab?' })).id! }),
      path: (ids) => `social/posts/${ids.post}/comments`,
      send: () => ({ json: { body: 'Two nights from now.' } }),
      table: 'post_comments',
    },
    'POST /social/photos': {
      path: () => 'social/photos',
      send: async () => ({ body: await photoForm() }),
      table: 'social_photos',
    },
    'POST /diagnostics/qa-checks': {
      path: () => 'diagnostics/qa-checks',
      send: () => {
        const form = new FormData();
        form.append('page', '/wheels');
        form.append('device', 'Pixel 7, Chrome');
        form.append('result', 'pass');
        return { body: form };
      },
      table: 'qa_checks',
      as: 'admin',
    },
    'POST /admin/products': {
      path: () => 'admin/products',
      send: () => ({
        json: { name: 'Hose', category: 'rv_parts', prices: [{ currency: 'USD', amount: 19.5 }], stock: 3 },
      }),
      table: 'shop_products',
      as: 'admin',
    },
    'POST /admin/products/photos': {
      path: () => 'admin/products/photos',
      send: async () => ({ body: await photoForm() }),
      table: async () => (await readdir(join(t.deps.dataDir, 'uploads', 'shop')).catch(() => [])).length,
      as: 'admin',
    },
    'POST /admin/lessons': {
      path: () => 'admin/lessons',
      send: () => ({ json: { position: 1, title: 'Levelling', video_url: 'https://video.test/1' } }),
      table: 'course_lessons',
      as: 'admin',
    },
    'POST /shop/checkout': {
      prepare: async () => {
        const product = await created(admin, 'admin/products', {
          name: 'Chocks',
          category: 'rv_parts',
          prices: [{ currency: 'USD', amount: 9 }],
          stock: 5,
        });
        expect((await as(a, 'PUT', 'shop/cart/items', { json: { product_id: product.id, quantity: 1 } })).status).toBe(
          200,
        );
        return {};
      },
      path: () => 'shop/checkout',
      send: () => ({ json: { method: 'manual' } }),
      table: 'shop_orders',
    },
    'POST /social/friends/requests': {
      prepare: async () => ({ user: (await t.signUp()).id }),
      path: () => 'social/friends/requests',
      send: (ids) => ({ json: { user_id: ids.user } }),
      table: 'friendships',
    },
    'POST /social/follows': {
      prepare: async () => ({ user: (await t.signUp()).id }),
      path: () => 'social/follows',
      send: (ids) => ({ json: { user_id: ids.user } }),
      table: 'follows',
    },
    'POST /social/blocks': {
      prepare: async () => ({ user: (await t.signUp()).id }),
      path: () => 'social/blocks',
      send: (ids) => ({ json: { user_id: ids.user } }),
      table: 'user_blocks',
    },
  };

  it('covers every authenticated create of the OpenAPI document', async () => {
    const doc = (await t.request('GET', 'openapi.json')).body as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
    };
    const creates = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => method === 'post' && op.responses?.['201'] && op.security?.length)
        .map(() => `POST ${path}`),
    );
    expect(creates.length).toBeGreaterThan(30);
    expect(Object.keys(CASES).sort()).toEqual(creates.sort());
  });

  it.each(Object.entries(CASES))('%s: the same key twice answers the same and makes one row', async (_, c) => {
    const user = c.as === 'admin' ? admin : a;
    const ids = (await c.prepare?.()) ?? {};
    const key = randomUUID();
    const before = await count(c.table);
    const first = await keyed(user, key, 'POST', c.path(ids), await c.send(ids));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await count(c.table)).toBe(before + 1);

    const again = await keyed(user, key, 'POST', c.path(ids), await c.send(ids));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count(c.table)).toBe(before + 1);
  });

  it('refuses the same key with another body, and keeps the first answer', async () => {
    const key = randomUUID();
    const first = await keyed(a, key, 'POST', 'expenses', { json: { amount: 20, category: 'fuel', date: DATE } });
    expect(first.status).toBe(201);
    const other = await keyed(a, key, 'POST', 'expenses', { json: { amount: 21, category: 'fuel', date: DATE } });
    expect(other.status).toBe(409);
    expect(other.body.error).toEqual({ class: 'other', ...IDEMPOTENCY_ERRORS.reused });
    const elsewhere = await keyed(a, key, 'POST', 'income', { json: { source: 'x', amount: 20, date: DATE } });
    expect(elsewhere.body.error.code).toBe('idempotency_key_reused');
    const replay = await keyed(a, key, 'POST', 'expenses', { json: { amount: 20, category: 'fuel', date: DATE } });
    expect(replay.body).toEqual(first.body);
  });

  it('runs two requests with the same key at once only once', async () => {
    const key = randomUUID();
    const before = await count('storage_items');
    const send = () => keyed(a, key, 'POST', 'storage-items', { json: { name: 'Hose', location: 'Wet locker' } });
    const answers = await Promise.all([send(), send(), send()]);
    expect(await count('storage_items')).toBe(before + 1);
    const firstAnswer = answers.find((r) => r.status === 201 && !r.headers.get('idempotent-replayed'));
    expect(firstAnswer).toBeDefined();
    for (const r of answers) {
      if (r === firstAnswer) continue;
      if (r.status === 409) {
        expect(r.body.error).toEqual({ class: 'other', ...IDEMPOTENCY_ERRORS.inProgress });
        expect(r.headers.get('retry-after')).toBe('1');
      } else {
        expect(r.status).toBe(201);
        expect(r.body).toEqual(firstAnswer!.body);
      }
    }
  });

  it('answers 409 in progress while the first request runs, and takes over one abandoned over a minute ago', async () => {
    const key = randomUUID();
    const json = { name: 'Chocks', location: 'Front locker' };
    // The first request's claim, as a server that stopped in the middle of it left it.
    const hash = requestHash('POST', '/api/v1/storage-items', new TextEncoder().encode(JSON.stringify(json)));
    await sql`insert into idempotency_keys (user_id, key, method, path, request_hash, created_at)
      values (${a.id}, ${key}, 'POST', '/api/v1/storage-items', ${hash}, now() - interval '5 seconds')`.execute(t.db);
    const busy = await keyed(a, key, 'POST', 'storage-items', { json });
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('idempotency_request_in_progress');
    expect(busy.headers.get('retry-after')).toBe('1');
    await sql`update idempotency_keys set created_at = now() - interval '61 seconds' where key = ${key}`.execute(t.db);
    const before = await count('storage_items');
    const retried = await keyed(a, key, 'POST', 'storage-items', { json });
    expect(retried.status).toBe(201);
    expect(retried.body.data.name).toBe('Chocks');
    expect(await count('storage_items')).toBe(before + 1);
  });

  it('keeps no failed answer: a 400 fixed and retried with the same key creates the row', async () => {
    const key = randomUUID();
    const before = await count('expenses');
    const bad = await keyed(a, key, 'POST', 'expenses', { json: { amount: -5, category: 'food', date: DATE } });
    expect(bad.status).toBe(400);
    const fixed = await keyed(a, key, 'POST', 'expenses', { json: { amount: 5, category: 'food', date: DATE } });
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await count('expenses')).toBe(before + 1);
  });

  it('keys are per user: b sending a’s key gets an answer of their own', async () => {
    const key = randomUUID();
    const json = { name: 'Spare fuse set', location: 'Cab' };
    const mine = await keyed(a, key, 'POST', 'storage-items', { json });
    const theirs = await keyed(b, key, 'POST', 'storage-items', { json });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect((await as(b, 'GET', 'storage-items')).body.data.map((i: { id: string }) => i.id)).toContain(
      theirs.body.data.id,
    );
  });

  it('replays a 204 delete as 204, and the row stays deleted once', async () => {
    const item = await created(a, 'storage-items', { name: 'Broken chair' });
    const key = randomUUID();
    const gone = await keyed(a, key, 'DELETE', `storage-items/${item.id}`);
    expect(gone.status).toBe(204);
    const again = await keyed(a, key, 'DELETE', `storage-items/${item.id}`);
    expect(again.status).toBe(204);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Without the key the delete runs again and finds nothing.
    expect((await as(a, 'DELETE', `storage-items/${item.id}`)).status).toBe(404);
  });

  it('refuses an empty or over-long key, and leaves requests without one alone', async () => {
    const json = { name: 'Torch' };
    for (const key of ['', ' ', 'k'.repeat(201)]) {
      const res = await keyed(a, key, 'POST', 'storage-items', { json });
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(res.body.error).toMatchObject({ class: 'validation', code: 'invalid_idempotency_key' });
    }
    expect((await keyed(a, 'k'.repeat(200), 'POST', 'storage-items', { json })).status).toBe(201);
    const before = await count('storage_items');
    await as(a, 'POST', 'storage-items', { json });
    await as(a, 'POST', 'storage-items', { json });
    expect(await count('storage_items')).toBe(before + 2);
  });

  it('a photo upload replayed with its key stores one photo', async () => {
    const key = randomUUID();
    const before = await count('social_photos');
    const first = await keyed(a, key, 'POST', 'social/photos', { body: await photoForm() });
    expect(first.status).toBe(201);
    expect(first.body.data.url).toMatch(/^\/uploads\/social\//);
    const again = await keyed(a, key, 'POST', 'social/photos', { body: await photoForm() });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('social_photos')).toBe(before + 1);
    const otherPhoto = await keyed(a, key, 'POST', 'social/photos', { body: await photoForm('#e33') });
    expect(otherPhoto.body.error.code).toBe('idempotency_key_reused');
  });

  it('user B cannot read, change or delete user A’s idempotency rows', async () => {
    const key = randomUUID();
    await keyed(a, key, 'POST', 'storage-items', { json: { name: 'Kettle' } });
    const ownRows = async (u: User) =>
      (await sql<{ n: number }>`select count(*)::int as n from idempotency_keys where user_id = ${u.id}`.execute(t.db))
        .rows[0]!.n;
    expect(await ownRows(a)).toBeGreaterThan(0);
    // Reads come back empty; writes touch nothing or are refused.
    const seen = await withUserTx(t.db, { userId: b.id }, (tx) =>
      sql<{ n: number }>`select count(*)::int as n from idempotency_keys where user_id = ${a.id}`.execute(tx),
    );
    expect(seen.rows[0]!.n).toBe(0);
    const aRows = await ownRows(a);
    expect(await sqlAs(t, b, `delete from idempotency_keys where user_id = '${a.id}'`)).toBe('ok');
    expect(await sqlAs(t, b, `update idempotency_keys set response_body = 'x' where user_id = '${a.id}'`)).toBe('ok');
    expect(await ownRows(a)).toBe(aRows);
    expect(
      await sqlAs(
        t,
        b,
        `insert into idempotency_keys (user_id, key, method, path, request_hash) values ('${a.id}', 'forged', 'POST', '/x', '${'0'.repeat(64)}')`,
      ),
    ).toBe('42501');
    const stored = await sql<{
      response_body: string;
    }>`select response_body from idempotency_keys where key = ${key}`.execute(t.db);
    expect(stored.rows[0]!.response_body).toContain('Kettle');
  });

  it('removes keys older than a day, of every user, through idempotency_keys_expire()', async () => {
    await sql`insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response_body, completed_at, created_at)
      values (${b.id}, 'old-key', 'POST', '/api/v1/expenses', ${'0'.repeat(64)}, 201, '{}', now(), now() - interval '25 hours')`.execute(
      t.db,
    );
    expect(await sqlAs(t, a, 'select idempotency_keys_expire()')).toBe('ok');
    const left = await sql`select 1 from idempotency_keys where key = 'old-key'`.execute(t.db);
    expect(left.rows).toHaveLength(0);
  });
});
