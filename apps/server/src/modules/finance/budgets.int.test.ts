import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('budgets and budget alerts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  const add = async (u: User, json: Record<string, unknown>) => {
    const res = await t.request('POST', 'expenses', { token: u.token, json });
    expect(res.status).toBe(201);
    return res.body as {
      data: { id: string };
      alerts: { threshold: number; spent: number; category: string | null }[];
    };
  };
  const notifications = async (u: User) => (await t.request('GET', 'notifications', { token: u.token })).body;

  it('fires once at 80 % and once at 100 % per period, and again in the next month', async () => {
    const u = await t.signUp();
    const budget = await t.request('POST', 'budgets', {
      token: u.token,
      json: { category: 'fuel', period: 'monthly', amount: 500 },
    });
    expect(budget.status).toBe(201);
    expect(budget.body.data).toMatchObject({ category: 'fuel', period: 'monthly', amount: 500, currency: 'USD' });

    expect((await add(u, { amount: 150, category: 'fuel', date: '2026-05-03' })).alerts).toEqual([]);
    expect((await add(u, { amount: 200, category: 'fuel', date: '2026-05-10' })).alerts).toEqual([]); // 350 = 70 %
    expect((await add(u, { amount: 90, category: 'food', date: '2026-05-10' })).alerts).toEqual([]); // other category
    expect((await add(u, { amount: 40, category: 'fuel', date: '2026-05-10', currency: 'MXN' })).alerts).toEqual([]); // other currency
    const at80 = await add(u, { amount: 60, category: 'fuel', date: '2026-05-11' }); // 410 = 82 %
    expect(at80.alerts).toEqual([
      {
        budget_id: budget.body.data.id,
        category: 'fuel',
        period: 'monthly',
        threshold: 80,
        spent: 410,
        amount: 500,
        currency: 'USD',
      },
    ]);
    expect((await add(u, { amount: 30, category: 'fuel', date: '2026-05-12' })).alerts).toEqual([]); // 440: 80 % already fired
    const at100 = await add(u, { amount: 60, category: 'fuel', date: '2026-05-20' }); // exactly 500
    expect(at100.alerts.map((a) => [a.threshold, a.spent])).toEqual([[100, 500]]);
    expect((await add(u, { amount: 25, category: 'fuel', date: '2026-05-30' })).alerts).toEqual([]);

    // June is a new period: one expense crossing both thresholds fires both.
    const june = await add(u, { amount: 520, category: 'fuel', date: '2026-06-01' });
    expect(june.alerts.map((a) => a.threshold)).toEqual([80, 100]);

    const bell = await notifications(u);
    expect(bell.unread).toBe(4);
    expect(bell.data).toHaveLength(4);
    expect(bell.data.every((n: { kind: string }) => n.kind === 'budget_alert')).toBe(true);
    expect(
      bell.data.map((n: { data: { threshold: number; spent: number } }) => [n.data.threshold, n.data.spent]).sort(),
    ).toEqual(
      [
        [100, 500],
        [100, 520],
        [80, 410],
        [80, 520],
      ].sort(),
    );

    const status = await t.request('GET', 'budgets/status?date=2026-05-15', { token: u.token });
    expect(status.body.data).toEqual([
      {
        budget_id: budget.body.data.id,
        category: 'fuel',
        period: 'monthly',
        period_start: '2026-05-01',
        period_end: '2026-05-31',
        amount: 500,
        currency: 'USD',
        spent: 525,
        percent: 105,
      },
    ]);
  });

  it('overall and weekly budgets count every category in the ISO week, and an edit that crosses fires too', async () => {
    const u = await t.signUp();
    const weekly = await t.request('POST', 'budgets', { token: u.token, json: { period: 'weekly', amount: 100 } });
    expect(weekly.body.data.category).toBeNull();
    // Sunday 2026-03-01 belongs to the week of Monday 2026-02-23; Monday 2026-03-02 starts the next one.
    await add(u, { amount: 50, category: 'food', date: '2026-02-23' });
    expect(
      (await add(u, { amount: 40, category: 'other', date: '2026-03-01' })).alerts.map((a) => a.threshold),
    ).toEqual([80]);
    const nextWeek = await add(u, { amount: 10, category: 'fuel', date: '2026-03-02' });
    expect(nextWeek.alerts).toEqual([]);
    const edited = await t.request('PATCH', `expenses/${nextWeek.data.id}`, { token: u.token, json: { amount: 100 } });
    expect(edited.status).toBe(200);
    expect(edited.body.alerts.map((a: { threshold: number; category: null }) => [a.threshold, a.category])).toEqual([
      [80, null],
      [100, null],
    ]);

    const status = await t.request('GET', 'budgets/status?date=2026-03-01', { token: u.token });
    expect(status.body.data[0]).toMatchObject({
      period_start: '2026-02-23',
      period_end: '2026-03-01',
      spent: 90,
      percent: 90,
    });
  });

  it('records nothing when budget alerts are off in the settings', async () => {
    const u = await t.signUp();
    await t.request('PATCH', 'settings', {
      token: u.token,
      json: { notification_preferences: { budget_alerts: false } },
    });
    await t.request('POST', 'budgets', { token: u.token, json: { category: 'food', period: 'monthly', amount: 100 } });
    expect((await add(u, { amount: 85, category: 'food', date: '2026-05-03' })).alerts).toEqual([]);
    expect((await add(u, { amount: 30, category: 'food', date: '2026-05-04' })).alerts).toEqual([]);
    expect(await notifications(u)).toEqual({ data: [], unread: 0 });
    expect(await t.db.selectFrom('budget_alerts').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('lists, edits and deletes budgets; one per category and period; budgets of others are 404', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const created = await t.request('POST', 'budgets', {
      token: a.token,
      json: { category: 'campground', period: 'monthly', amount: 600, currency: 'EUR' },
    });
    const dup = await t.request('POST', 'budgets', {
      token: a.token,
      json: { category: 'campground', period: 'monthly', amount: 700 },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      class: 'validation',
      code: 'budget_exists',
      fields: { category: 'budget_exists' },
    });
    const bad = await t.request('POST', 'budgets', {
      token: a.token,
      json: { category: 'campground', period: 'daily', amount: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ amount: 'amount_not_positive', period: 'invalid' });

    const id = created.body.data.id;
    const patched = await t.request('PATCH', `budgets/${id}`, { token: a.token, json: { amount: 650.5 } });
    expect(patched.body.data).toMatchObject({ amount: 650.5, currency: 'EUR', period: 'monthly' });
    expect((await t.request('GET', 'budgets', { token: b.token })).body.data).toEqual([]);
    expect((await t.request('GET', 'budgets/status?date=2026-01-01', { token: b.token })).body.data).toEqual([]);
    expect((await t.request('PATCH', `budgets/${id}`, { token: b.token, json: { amount: 1 } })).status).toBe(404);
    expect((await t.request('DELETE', `budgets/${id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', 'budgets', { token: a.token })).body.data).toMatchObject([{ id, amount: 650.5 }]);
    expect((await t.request('DELETE', `budgets/${id}`, { token: a.token })).status).toBe(204);
    expect((await t.request('GET', 'budgets', { token: a.token })).body.data).toEqual([]);
  });
});
