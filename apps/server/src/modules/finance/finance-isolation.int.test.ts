import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, sqlAs, expectSqlRefused } from '#test/isolation.ts';

/** User B cannot see, change or delete user A's money rows through the API, nor insert rows for A in the database. */
describe.each(DATABASE_KINDS)('finance isolation between users on %s', (kind) => {
  const ctx = useTestApp(kind, { users: 2 });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const post = async (path: string, json: unknown, method = 'POST') => {
      const res = await ctx.t.request(method, path, { token: ctx.a.token, json });
      expect(res.status, path).toBeLessThan(300);
      return res.body.data.id as string;
    };
    ids.budget = await post('budgets', { category: 'fuel', period: 'monthly', amount: 100 });
    ids.expense = await post('expenses', { amount: 90, category: 'fuel', date: '2026-05-02', description: 'Diesel' });
    ids.source = await post('side-income-sources', { name: 'Photography', kind: 'content' });
    ids.income = await post('income', {
      source: 'Prints',
      amount: 250,
      date: '2026-05-03',
      side_income_source_id: ids.source,
    });
    ids.goal = await post('savings-goals', { name: 'New tyres', target_amount: 1200 });
    ids.contribution = await post(`savings-goals/${ids.goal}/contributions`, { amount: 200, date: '2026-05-04' });
    ids.rate = await post('exchange-rates', { base: 'USD', quote: 'CAD', rate: 1.37 }, 'PUT');
    ids.notification = (await ctx.t.request('GET', 'notifications', { token: ctx.a.token })).body.data[0].id;
  });

  it("B's lists, summary and tips show nothing of A's", async () => {
    for (const path of ['expenses', 'income'])
      expect((await ctx.t.request('GET', path, { token: ctx.b.token })).body).toEqual({
        data: [],
        next_cursor: null,
        totals: [],
      });
    await expectCannotTouch(ctx.t, ctx.b, {
      lists: [
        'budgets',
        'savings-goals',
        'exchange-rates',
        'side-income-sources',
        'budgets/status?date=2026-05-02',
        'finance/tips?date=2026-05-10',
      ],
    });
    expect((await ctx.t.request('GET', 'notifications', { token: ctx.b.token })).body).toEqual({ data: [], unread: 0 });
    const summary = (await ctx.t.request('GET', 'finance/summary?date=2026-05-10', { token: ctx.b.token })).body.data;
    expect(summary).toMatchObject({
      spending_by_category: [],
      income_by_currency: [],
      budgets: [],
      largest_expenses: [],
    });
  });

  it("B gets 404 changing or deleting any of A's rows, and A's rows stay as they were", async () => {
    await expectCannotTouch(ctx.t, ctx.b, {
      attempts: [
        ['PATCH', `expenses/${ids.expense}`, { amount: 1 }],
        ['DELETE', `expenses/${ids.expense}`],
        ['PATCH', `income/${ids.income}`, { amount: 1 }],
        ['DELETE', `income/${ids.income}`],
        ['PATCH', `budgets/${ids.budget}`, { amount: 1 }],
        ['DELETE', `budgets/${ids.budget}`],
        ['PATCH', `savings-goals/${ids.goal}`, { name: 'mine now' }],
        ['DELETE', `savings-goals/${ids.goal}`],
        ['GET', `savings-goals/${ids.goal}/contributions`],
        ['POST', `savings-goals/${ids.goal}/contributions`, { amount: 5, date: '2026-05-05' }],
        ['DELETE', `savings-goals/${ids.goal}/contributions/${ids.contribution}`],
        ['DELETE', `exchange-rates/${ids.rate}`],
        ['PATCH', `side-income-sources/${ids.source}`, { name: 'mine now' }],
        ['DELETE', `side-income-sources/${ids.source}`],
        ['POST', `notifications/${ids.notification}/read`],
      ],
    });
    // B's own "read all" and rate for the same pair touch only B's rows.
    await ctx.t.request('POST', 'notifications/read-all', { token: ctx.b.token });
    await ctx.t.request('PUT', 'exchange-rates', { token: ctx.b.token, json: { base: 'USD', quote: 'CAD', rate: 2 } });

    expect((await ctx.t.request('GET', 'expenses', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.expense, amount: 90 },
    ]);
    expect((await ctx.t.request('GET', 'income', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.income, amount: 250, side_income_source_id: ids.source },
    ]);
    expect((await ctx.t.request('GET', 'budgets', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.budget, amount: 100 },
    ]);
    expect((await ctx.t.request('GET', 'savings-goals', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.goal, name: 'New tyres', saved: 200 },
    ]);
    expect((await ctx.t.request('GET', 'exchange-rates', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.rate, rate: 1.37 },
    ]);
    expect((await ctx.t.request('GET', 'side-income-sources', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.source, name: 'Photography' },
    ]);
    expect((await ctx.t.request('GET', 'notifications', { token: ctx.a.token })).body.unread).toBe(1);
  });

  it("B linking income to A's side-income source is refused with 403 rls_permission", async () => {
    const res = await ctx.t.request('POST', 'income', {
      token: ctx.b.token,
      json: { source: 'x', amount: 1, date: '2026-05-05', side_income_source_id: ids.source },
    });
    expectRlsRefused(res);
  });

  it.each([
    [
      'expenses',
      (a: string) => `(user_id, amount, currency, category, date) values ('${a}', 1, 'USD', 'fuel', '2026-01-01')`,
    ],
    ['income', (a: string) => `(user_id, source, amount, currency, date) values ('${a}', 'x', 1, 'USD', '2026-01-01')`],
    [
      'budgets',
      (a: string) => `(user_id, category, period, amount, currency) values ('${a}', 'food', 'weekly', 1, 'USD')`,
    ],
    ['savings_goals', (a: string) => `(user_id, name, target_amount, currency) values ('${a}', 'x', 1, 'USD')`],
    [
      'savings_contributions',
      (a: string) => `(user_id, goal_id, amount, date) values ('${a}', '${ids.goal}', 1, '2026-01-01')`,
    ],
    ['exchange_rates', (a: string) => `(user_id, base, quote, rate) values ('${a}', 'EUR', 'USD', 1)`],
    ['side_income_sources', (a: string) => `(user_id, name, kind) values ('${a}', 'x', 'other')`],
    ['notifications', (a: string) => `(user_id, kind) values ('${a}', 'budget_alert')`],
    [
      'budget_alerts',
      (a: string) => `(user_id, budget_id, period_start, threshold) values ('${a}', '${ids.budget}', '2026-01-01', 80)`,
    ],
    ['category_rules', (a: string) => `(user_id, pattern, category) values ('${a}', 'x', 'fuel')`],
  ])('%s: a cross-user insert fails with 42501 in the database', async (table, values) => {
    expect(await sqlAs(ctx.t, ctx.b, `insert into ${table} ${values(ctx.a.id)}`)).toBe('42501');
  });

  it("rows of B's own pointing at A's goal or source fail with 42501 in the database", async () => {
    await expectSqlRefused(ctx.t, ctx.b, [
      `insert into savings_contributions (goal_id, amount, date) values ('${ids.goal}', 1, '2026-01-01')`,
      `insert into income (source, amount, currency, date, side_income_source_id) values ('x', 1, 'USD', '2026-01-01', '${ids.source}')`,
    ]);
  });
});
