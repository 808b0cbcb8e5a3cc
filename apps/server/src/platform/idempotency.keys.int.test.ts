import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp, type TestUser as User } from '#test/harness.ts';
import { DATE, idempotencySuite } from '#test/idempotency-kit.ts';
import { sqlAs } from '#test/isolation.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { IDEMPOTENCY_ERRORS, requestHash } from '#platform/idempotency.ts';

describe.each(DATABASE_KINDS)('Idempotency-Key replays and refusals on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;
  const { as, keyed, created, count, photoForm } = idempotencySuite(kind, (world) => ({ t, a, b } = world));

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
