import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('expenses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const add = (u: User, json: Record<string, unknown>) => t.request('POST', 'expenses', { token: u.token, json });
  const list = (u: User, query = '') => t.request('GET', `expenses${query}`, { token: u.token });

  it('creates, lists newest date first, updates and deletes, with the currency defaulting to the settings', async () => {
    const u = await t.signUp();
    await t.request('PATCH', 'settings', { token: u.token, json: { regional_preferences: { currency: 'CAD' } } });
    const older = await add(u, {
      amount: 42.5,
      category: 'fuel',
      date: '2026-03-02',
      description: 'Diesel at Flying J',
    });
    expect(older.status).toBe(201);
    expect(older.body.data).toMatchObject({
      amount: 42.5,
      category: 'fuel',
      date: '2026-03-02',
      description: 'Diesel at Flying J',
      currency: 'CAD',
      user_id: u.id,
    });
    expect(older.body.alerts).toEqual([]);
    const newer = await add(u, { amount: 19.99, category: 'food', date: '2026-03-05', currency: 'usd' });
    expect(newer.body.data).toMatchObject({ amount: 19.99, currency: 'USD', description: '' });
    const sameDayLater = await add(u, { amount: 7, category: 'other', date: '2026-03-05' });

    const listed = await list(u);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([
      sameDayLater.body.data.id,
      newer.body.data.id,
      older.body.data.id,
    ]);
    expect(listed.body.next_cursor).toBeNull();
    expect(typeof listed.body.data[0].amount).toBe('number');

    const patched = await t.request('PATCH', `expenses/${older.body.data.id}`, {
      token: u.token,
      json: { amount: 50, date: '2026-03-09' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      amount: 50,
      date: '2026-03-09',
      description: 'Diesel at Flying J',
      category: 'fuel',
    });
    expect((await list(u)).body.data[0].id).toBe(older.body.data.id);

    expect((await t.request('DELETE', `expenses/${newer.body.data.id}`, { token: u.token })).status).toBe(204);
    expect((await list(u)).body.data.map((e: { id: string }) => e.id)).toEqual([
      older.body.data.id,
      sameDayLater.body.data.id,
    ]);
    expect((await t.request('DELETE', `expenses/${newer.body.data.id}`, { token: u.token })).status).toBe(404);
  });

  it('pages through every row exactly once, newest first, including rows sharing a date', async () => {
    const u = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      const res = await add(u, {
        amount: i + 1,
        category: 'food',
        date: `2026-01-${String(10 + (i % 4)).padStart(2, '0')}`,
      });
      ids.push(res.body.data.id);
    }
    const seen: { id: string; date: string; created_at: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(u, `?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(5);
      expect(res.body.totals).toEqual([{ currency: 'USD', total: 276, count: 23 }]);
      seen.push(...res.body.data);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen.map((e) => e.id).sort()).toEqual([...ids].sort());
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(a.date > b.date || (a.date === b.date && a.created_at >= b.created_at)).toBe(true);
    }

    const bad = await list(u, '?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ cursor: 'invalid_cursor' });
  });

  it('filters by period, category and description text, with totals per currency over the whole filter', async () => {
    const u = await t.signUp();
    await add(u, {
      amount: 60.1,
      category: 'fuel',
      date: '2026-02-01',
      description: 'PEMEX Ensenada',
      currency: 'MXN',
    });
    await add(u, {
      amount: 1000.55,
      category: 'fuel',
      date: '2026-02-10',
      description: 'Pemex La Paz',
      currency: 'MXN',
    });
    await add(u, { amount: 45.25, category: 'fuel', date: '2026-02-12', description: 'Shell San Diego' });
    await add(u, { amount: 30, category: 'campground', date: '2026-02-12', description: 'pemex-adjacent camp' });
    await add(u, { amount: 12.75, category: 'food', date: '2026-03-01', description: 'Tacos' });

    const fuel = await list(u, '?category=fuel&limit=1');
    expect(fuel.body.data).toHaveLength(1);
    expect(fuel.body.next_cursor).not.toBeNull();
    expect(fuel.body.totals).toEqual([
      { currency: 'MXN', total: 1060.65, count: 2 },
      { currency: 'USD', total: 45.25, count: 1 },
    ]);

    const text = await list(u, '?q=PeMeX');
    expect(text.body.data.map((e: { description: string }) => e.description)).toEqual([
      'pemex-adjacent camp',
      'Pemex La Paz',
      'PEMEX Ensenada',
    ]);
    const percent = await list(u, '?q=%25');
    expect(percent.body.data).toEqual([]);
    // Accents and capitals are the user's to leave out or add.
    await add(u, { amount: 4.2, category: 'food', date: '2026-03-02', description: 'Café Crème ÉTÉ' });
    for (const q of ['cafe creme', 'CAFÉ', 'ete', 'crème été']) {
      const found = await list(u, `?q=${encodeURIComponent(q)}`);
      expect(
        found.body.data.map((e: { description: string }) => e.description),
        q,
      ).toEqual(['Café Crème ÉTÉ']);
    }

    const period = await list(u, '?from=2026-02-10&to=2026-02-12');
    expect(period.body.data).toHaveLength(3);
    expect(period.body.totals).toEqual([
      { currency: 'MXN', total: 1000.55, count: 1 },
      { currency: 'USD', total: 75.25, count: 2 },
    ]);
    const combined = await list(u, '?from=2026-02-10&category=fuel&q=shell');
    expect(combined.body.data.map((e: { amount: number }) => e.amount)).toEqual([45.25]);
  });

  it('rejects invalid input with field messages and stores nothing', async () => {
    const u = await t.signUp();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ amount: 0, category: 'fuel', date: '2026-01-01' }, { amount: 'amount_not_positive' }],
      [{ amount: -5, category: 'fuel', date: '2026-01-01' }, { amount: 'amount_not_positive' }],
      [{ amount: 1.234, category: 'fuel', date: '2026-01-01' }, { amount: 'too_many_decimals' }],
      [{ amount: 10, category: 'rocket fuel', date: '2026-01-01' }, { category: 'invalid_category' }],
      [{ amount: 10, category: 'fuel', date: '2026-02-30' }, { date: 'invalid_date' }],
      [{ amount: 10, category: 'fuel', date: 'yesterday' }, { date: 'invalid_date' }],
    ];
    for (const [json, fields] of cases) {
      const res = await add(u, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error).toMatchObject({ class: 'validation', fields });
    }
    const created = await add(u, { amount: 10, category: 'fuel', date: '2026-01-01' });
    const patch = await t.request('PATCH', `expenses/${created.body.data.id}`, {
      token: u.token,
      json: { amount: 0.001 },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error.fields).toEqual({ amount: 'too_many_decimals' });
    expect((await list(u)).body.totals).toEqual([{ currency: 'USD', total: 10, count: 1 }]);
  });

  it("answers 404 for another user's expense and never shows or changes it", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const mine = await add(a, { amount: 80, category: 'maintenance', date: '2026-04-01', description: 'Oil change' });
    const id = mine.body.data.id;
    expect((await list(b)).body).toEqual({ data: [], next_cursor: null, totals: [] });
    expect((await t.request('PATCH', `expenses/${id}`, { token: b.token, json: { amount: 1 } })).status).toBe(404);
    expect((await t.request('DELETE', `expenses/${id}`, { token: b.token })).status).toBe(404);
    expect((await list(a)).body.data).toMatchObject([{ id, amount: 80, description: 'Oil change' }]);
    expect((await t.request('GET', 'expenses')).status).toBe(401);
  });
});
