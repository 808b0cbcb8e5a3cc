import { todayIn } from '@ww/contracts';
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
      alerts: { threshold: number; spent: number; category: string | null; percent: number }[];
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
        percent: 82,
      },
    ]);
    expect((await add(u, { amount: 30, category: 'fuel', date: '2026-05-12' })).alerts).toEqual([]); // 440: 80 % already fired
    const at100 = await add(u, { amount: 60, category: 'fuel', date: '2026-05-20' }); // exactly 500
    expect(at100.alerts.map((a) => [a.threshold, a.spent])).toEqual([[100, 500]]);
    expect((await add(u, { amount: 25, category: 'fuel', date: '2026-05-30' })).alerts).toEqual([]);

    // June is a new period: one expense crossing both thresholds raises one alert, the highest, and spends the 80 % one.
    const june = await add(u, { amount: 520, category: 'fuel', date: '2026-06-01' });
    expect(june.alerts.map((a) => [a.threshold, a.percent])).toEqual([[100, 104]]);
    expect((await add(u, { amount: 1, category: 'fuel', date: '2026-06-02' })).alerts).toEqual([]);

    const bell = await notifications(u);
    expect(bell.unread).toBe(3);
    expect(bell.data).toHaveLength(3);
    expect(bell.data.every((n: { kind: string }) => n.kind === 'budget_alert')).toBe(true);
    expect(
      bell.data.map((n: { data: { threshold: number; spent: number } }) => [n.data.threshold, n.data.spent]).sort(),
    ).toEqual(
      [
        [100, 500],
        [100, 520],
        [80, 410],
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

  it('a budget created or lowered when spending already passes 80 % or 100 % alerts at once, once', async () => {
    const u = await t.signUp();
    const today = todayIn('America/New_York');
    await add(u, { amount: 62.5, category: 'food', date: today });
    const created = await t.request('POST', 'budgets', {
      token: u.token,
      json: { category: 'food', period: 'monthly', amount: 75 },
    });
    expect(created.status).toBe(201);
    // 62.50 of 75.00 is 83.33 %: the 80 % alert, with the percentage every screen shows.
    expect(created.body.alerts).toEqual([
      {
        budget_id: created.body.data.id,
        category: 'food',
        period: 'monthly',
        threshold: 80,
        spent: 62.5,
        amount: 75,
        currency: 'USD',
        percent: 83,
      },
    ]);
    expect((await notifications(u)).data.map((n: { data: { threshold: number } }) => n.data.threshold)).toEqual([80]);

    // Raising the limit raises nothing; lowering it past 100 % raises the 100 % one; saving it again raises nothing.
    const id = created.body.data.id;
    const patch = (amount: number) => t.request('PATCH', `budgets/${id}`, { token: u.token, json: { amount } });
    expect((await patch(100)).body.alerts).toEqual([]);
    expect(
      (await patch(60)).body.alerts.map((a: { threshold: number; percent: number }) => [a.threshold, a.percent]),
    ).toEqual([[100, 104]]);
    expect((await patch(50)).body.alerts).toEqual([]);
    expect((await notifications(u)).unread).toBe(2);

    // One percentage, rounded down: 62.50 of 100.00 reads 62 % in the status and the overview alike.
    await patch(100);
    const status = (await t.request('GET', 'budgets/status', { token: u.token })).body.data;
    const summary = (await t.request('GET', 'finance/summary', { token: u.token })).body.data.budgets;
    expect(status.map((b: { percent: number }) => b.percent)).toEqual([62]);
    expect(summary).toEqual(status);

    // A new budget straight past 100 %: one alert, the highest.
    const overall = await t.request('POST', 'budgets', { token: u.token, json: { period: 'weekly', amount: 50 } });
    expect(overall.body.alerts.map((a: { threshold: number }) => a.threshold)).toEqual([100]);
  });

  it('records nothing when budget alerts are off in the settings', async () => {
    const u = await t.signUp();
    await t.request('PATCH', 'settings', {
      token: u.token,
      json: { notification_preferences: { budget_alerts: false } },
    });
    await add(u, { amount: 90, category: 'food', date: todayIn('America/New_York') });
    expect(
      (
        await t.request('POST', 'budgets', {
          token: u.token,
          json: { category: 'food', period: 'monthly', amount: 100 },
        })
      ).body.alerts,
    ).toEqual([]);
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
      message: 'A monthly budget for campground already exists; change its limit instead.',
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
