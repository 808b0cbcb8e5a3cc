// Undo of a deleted expense or income line: the delete is decided on the server at once, and POST /{id}/restore
// within FINANCE_LIMITS.restoreWindowMs puts the same row back. Nothing the client does afterwards changes that.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withUserTx } from '#db/with-user-tx.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('undo delete on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const get = (u: User, path: string) => t.request('GET', path, { token: u.token });
  const del = (u: User, path: string) => t.request('DELETE', path, { token: u.token });
  const restore = (u: User, path: string) => t.request('POST', `${path}/restore`, { token: u.token });

  it('an expense is gone from the list and totals at once, and undo brings back the very same expense', async () => {
    const u = await t.signUp();
    const json = { amount: 42.5, category: 'fuel', date: '2026-03-02', description: 'Diesel at Flying J' };
    const created = (await t.request('POST', 'expenses', { token: u.token, json })).body.data;
    await t.request('POST', 'expenses', { token: u.token, json: { ...json, amount: 10, description: 'Snacks' } });

    expect((await del(u, `expenses/${created.id}`)).status).toBe(204);
    const after = (await get(u, 'expenses')).body;
    expect(after.data.map((e: { description: string }) => e.description)).toEqual(['Snacks']);
    expect(after.totals).toEqual([{ currency: 'USD', total: 10, count: 1 }]);
    // The delete is on the server: a reload (a new request) or another tab sees it deleted.
    expect((await t.request('PATCH', `expenses/${created.id}`, { token: u.token, json: { amount: 1 } })).status).toBe(
      404,
    );

    const restored = await restore(u, `expenses/${created.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual(created);
    const back = (await get(u, 'expenses')).body;
    expect(back.data.map((e: { id: string }) => e.id)).toContain(created.id);
    expect(back.totals).toEqual([{ currency: 'USD', total: 52.5, count: 2 }]);

    // Restoring twice cannot make a second copy.
    const again = await restore(u, `expenses/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({ code: 'restore_expired' });
    expect((await get(u, 'expenses')).body.totals).toEqual([{ currency: 'USD', total: 52.5, count: 2 }]);
  });

  it('an income line comes back with its side-income source', async () => {
    const u = await t.signUp();
    const source = (
      await t.request('POST', 'side-income-sources', { token: u.token, json: { name: 'Photos', kind: 'content' } })
    ).body.data;
    const json = { source: 'Print sale', amount: 250, date: '2026-05-03', side_income_source_id: source.id };
    const created = (await t.request('POST', 'income', { token: u.token, json })).body.data;

    expect((await del(u, `income/${created.id}`)).status).toBe(204);
    expect((await get(u, 'income')).body).toMatchObject({ data: [], totals: [] });

    const restored = await restore(u, `income/${created.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual(created);
    expect((await get(u, 'income')).body.data).toEqual([created]);
  });

  it('a delete older than the restore window stays deleted and its copy is purged', async () => {
    const u = await t.signUp();
    const json = { amount: 5, category: 'food', date: '2026-03-02' };
    const old = (await t.request('POST', 'expenses', { token: u.token, json })).body.data;
    const recent = (await t.request('POST', 'expenses', { token: u.token, json })).body.data;
    await del(u, `expenses/${old.id}`);
    await sql`update deleted_rows set deleted_at = now() - interval '2 minutes' where id = ${old.id}`.execute(t.db);

    const late = await restore(u, `expenses/${old.id}`);
    expect(late.status).toBe(404);
    expect(late.body.error).toMatchObject({ code: 'restore_expired' });
    // The next delete purges what can no longer be restored.
    await del(u, `expenses/${recent.id}`);
    const kept = await withUserTx(t.db, { userId: u.id }, (tx) => tx.selectFrom('deleted_rows').select('id').execute());
    expect(kept).toEqual([{ id: recent.id }]);
    expect((await get(u, 'expenses')).body.data).toEqual([]);
  });

  it("user B cannot restore user A's expense or income line, nor see what A deleted", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const expense = (
      await t.request('POST', 'expenses', {
        token: a.token,
        json: { amount: 80, category: 'maintenance', date: '2026-04-01' },
      })
    ).body.data;
    const income = (
      await t.request('POST', 'income', {
        token: a.token,
        json: { source: 'Workamping', amount: 300, date: '2026-04-02' },
      })
    ).body.data;
    await del(a, `expenses/${expense.id}`);
    await del(a, `income/${income.id}`);

    await expectCannotTouch(t, b, {
      lists: ['expenses', 'income'],
      attempts: [
        ['POST', `expenses/${expense.id}/restore`],
        ['POST', `income/${income.id}/restore`],
        ['DELETE', `expenses/${expense.id}`],
      ],
    });
    const seenByB = await withUserTx(t.db, { userId: b.id }, (tx) =>
      tx.selectFrom('deleted_rows').select('id').execute(),
    );
    expect(seenByB).toEqual([]);
    // B's attempts did not use up A's undo.
    expect((await restore(a, `expenses/${expense.id}`)).status).toBe(200);
    expect((await restore(a, `income/${income.id}`)).status).toBe(200);
    expect((await get(a, 'expenses')).body.data).toMatchObject([{ id: expense.id, amount: 80 }]);
    expect((await get(b, 'expenses')).body.data).toEqual([]);
  });

  it('answers 400 for an id that is not a uuid and 401 without a session', async () => {
    const u = await t.signUp();
    expect((await restore(u, 'expenses/not-a-uuid')).status).toBe(400);
    expect((await t.request('POST', `expenses/${crypto.randomUUID()}/restore`)).status).toBe(401);
  });
});
