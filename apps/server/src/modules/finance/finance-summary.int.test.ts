import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { withUserTx } from '#db/with-user-tx.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
const CATEGORIES = ['fuel', 'food', 'campground', 'maintenance', 'entertainment', 'other'];

describe.each(DATABASE_KINDS)('finance summary and tips on %s', (kind) => {
  let t: TestApp;
  let u: User;
  beforeAll(async () => {
    t = await createTestApp(kind);
    u = await t.signUp();
    // 180 expenses over January to June 2026 in USD and MXN, 12 income lines, written as the user.
    const expenses = Array.from({ length: 180 }, (_, i) => ({
      amount: ((i * 37) % 9000) / 100 + (i % 3 === 0 ? 400 : 1),
      currency: i % 4 === 0 ? 'MXN' : 'USD',
      category: CATEGORIES[i % CATEGORIES.length]!,
      date: `2026-0${1 + (i % 6)}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
      description: `expense ${i}`,
    }));
    const income = Array.from({ length: 12 }, (_, i) => ({
      source: 'Remote work',
      amount: 1200.35 + i * 10,
      currency: i % 5 === 0 ? 'MXN' : 'USD',
      date: `2026-0${1 + (i % 6)}-${String(1 + i).padStart(2, '0')}`,
    }));
    await withUserTx(t.db, { userId: u.id }, async (tx) => {
      await tx.insertInto('expenses').values(expenses).execute();
      await tx.insertInto('income').values(income).execute();
    });
  }, 60_000);
  afterAll(() => t.close());

  /** The same figures, summed independently by the test as the database owner. */
  const independent = async (table: 'expenses' | 'income', from: string, to: string, by: string) =>
    (
      await sql<{ key: string; total: string }>`
        select ${sql.raw(by)} as key, sum(amount)::text as total from ${sql.table(table)}
        where user_id = ${u.id} and date >= ${from}::date and date <= ${to}::date group by 1 order by 1`.execute(t.db)
    ).rows.map((r) => [r.key, Number(r.total)]);

  it('equals independent SQL sums for the month: by category, by currency, income, trend and largest expenses', async () => {
    const res = await t.request('GET', 'finance/summary?period=month&date=2026-06-15', { token: u.token });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({ period: 'month', period_start: '2026-06-01', period_end: '2026-06-30', currency: 'USD' });

    const byCategory = s.spending_by_category.map((r: { category: string; currency: string; total: number }) => [
      `${r.category}/${r.currency}`,
      r.total,
    ]);
    expect(byCategory.sort()).toEqual(
      (await independent('expenses', '2026-06-01', '2026-06-30', "category || '/' || currency")).sort(),
    );
    expect(s.spending_by_currency.map((r: { currency: string; total: number }) => [r.currency, r.total])).toEqual(
      await independent('expenses', '2026-06-01', '2026-06-30', 'currency'),
    );
    expect(s.income_by_currency.map((r: { currency: string; total: number }) => [r.currency, r.total])).toEqual(
      await independent('income', '2026-06-01', '2026-06-30', 'currency'),
    );
    const counts = await sql<{ currency: string; n: number }>`
      select currency, count(*)::int as n from expenses where user_id = ${u.id} and date between '2026-06-01' and '2026-06-30' group by 1 order by 1`.execute(
      t.db,
    );
    expect(s.spending_by_currency.map((r: { count: number }) => r.count)).toEqual(counts.rows.map((r) => r.n));

    const trend = await independent(
      'expenses',
      '2026-01-01',
      '2026-06-30',
      "to_char(date, 'YYYY-MM') || '/' || currency",
    );
    expect(s.trend.map((p: { period_start: string }) => p.period_start)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(
      s.trend.flatMap((p: { period_start: string; totals: { currency: string; total: number }[] }) =>
        p.totals.map((x) => [`${p.period_start.slice(0, 7)}/${x.currency}`, x.total]),
      ),
    ).toEqual(trend);

    const largest = await sql<{ id: string }>`
      select id from expenses where user_id = ${u.id} and date between '2026-06-01' and '2026-06-30'
      order by amount desc, date desc, created_at desc, id desc limit 5`.execute(t.db);
    expect(s.largest_expenses.map((e: { id: string }) => e.id)).toEqual(largest.rows.map((r) => r.id));
    // MXN has no rate to USD yet, so no converted totals.
    expect(s.converted).toBeNull();
  });

  it('converts into the display currency with a direct rate or the inverse of the reverse pair', async () => {
    const direct = await t.request('PUT', 'exchange-rates', {
      token: u.token,
      json: { base: 'MXN', quote: 'USD', rate: 0.055 },
    });
    expect(direct.status).toBe(200);
    const expected = async (mxnToUsd: string) => {
      const { rows } = await sql<{ spending: string; income: string; rate: string }>`
        with e as (select sum(case when currency = 'USD' then amount else amount * ${sql.raw(mxnToUsd)} end) as v
                   from expenses where user_id = ${u.id} and date between '2026-04-01' and '2026-04-30'),
             i as (select sum(case when currency = 'USD' then amount else amount * ${sql.raw(mxnToUsd)} end) as v
                   from income where user_id = ${u.id} and date between '2026-04-01' and '2026-04-30')
        select round(e.v, 2)::text as spending, round(i.v, 2)::text as income, round((round(i.v, 2) - round(e.v, 2)) / round(i.v, 2), 4)::text as rate from e, i`.execute(
        t.db,
      );
      return rows[0]!;
    };
    let s = (await t.request('GET', 'finance/summary?date=2026-04-20', { token: u.token })).body.data;
    let want = await expected('0.055');
    expect(s.converted).toEqual({
      spending: Number(want.spending),
      income: Number(want.income),
      savings_rate: Number(want.rate),
    });

    await t.request('DELETE', `exchange-rates/${direct.body.data.id}`, { token: u.token });
    await t.request('PUT', 'exchange-rates', { token: u.token, json: { base: 'USD', quote: 'MXN', rate: 20 } });
    s = (await t.request('GET', 'finance/summary?date=2026-04-20', { token: u.token })).body.data;
    want = await expected('(1 / 20.0)');
    expect(s.converted).toEqual({
      spending: Number(want.spending),
      income: Number(want.income),
      savings_rate: Number(want.rate),
    });
    await sql`delete from exchange_rates where user_id = ${u.id}`.execute(t.db);
  });

  it('covers ISO weeks, and an empty account gets empty figures rather than invented ones', async () => {
    const week = (await t.request('GET', 'finance/summary?period=week&date=2026-03-04', { token: u.token })).body.data;
    expect(week).toMatchObject({ period: 'week', period_start: '2026-03-02', period_end: '2026-03-08' });
    expect(week.trend.map((p: { period_start: string }) => p.period_start)).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
    ]);
    expect(week.spending_by_currency.map((r: { currency: string; total: number }) => [r.currency, r.total])).toEqual(
      await independent('expenses', '2026-03-02', '2026-03-08', 'currency'),
    );

    const empty = await t.signUp();
    const s = (await t.request('GET', 'finance/summary?date=2026-06-15', { token: empty.token })).body.data;
    expect(s).toMatchObject({
      spending_by_category: [],
      spending_by_currency: [],
      income_by_currency: [],
      budgets: [],
      largest_expenses: [],
      converted: { spending: 0, income: 0, savings_rate: null },
    });
    expect(s.trend.every((p: { totals: unknown[] }) => p.totals.length === 0)).toBe(true);
    expect((await t.request('GET', 'finance/tips?date=2026-06-15', { token: empty.token })).body.data).toEqual([]);
    const bad = await t.request('GET', 'finance/summary?period=year&date=2026-13-01', { token: empty.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ date: 'invalid_date' });
  });

  it('computes tips from the figures: fuel share, top category, budget near limit, campground average, savings rate', async () => {
    const v = await t.signUp();
    const add = (amount: number, category: string, date: string, currency = 'USD') =>
      t.request('POST', 'expenses', { token: v.token, json: { amount, category, date, currency } });
    await t.request('POST', 'budgets', { token: v.token, json: { category: 'food', period: 'monthly', amount: 100 } });
    await add(100, 'fuel', '2026-03-15');
    await add(300, 'food', '2026-04-02');
    await add(100, 'campground', '2026-05-10'); // outside the last 30 days
    await add(45, 'campground', '2026-05-25');
    await add(120, 'fuel', '2026-06-03');
    await add(80, 'food', '2026-06-04');
    for (const d of ['2026-06-05', '2026-06-10', '2026-06-15']) await add(30, 'campground', d);
    await add(999, 'fuel', '2026-06-25'); // later in the same month: tips look at the whole calendar month
    await t.request('POST', 'income', {
      token: v.token,
      json: { source: 'Workamping', amount: 1000, date: '2026-06-01' },
    });

    const tips = async () =>
      (await t.request('GET', 'finance/tips?date=2026-06-20', { token: v.token })).body.data as {
        id: string;
        kind: string;
        figures: Record<string, unknown>;
      }[];
    const first = await tips();
    const budgetId = (await t.request('GET', 'budgets', { token: v.token })).body.data[0].id;
    // June: fuel 1119 + food 80 + campground 90 = 1289; March to May: 545 with fuel 100.
    expect(first).toEqual([
      {
        id: 'fuel_share',
        kind: 'fuel_share',
        figures: { share_this_month: 86.8, share_prev_3_months: 18.3, currency: 'USD' },
      },
      {
        id: 'top_category',
        kind: 'top_category',
        figures: { category: 'fuel', amount: 1119, share: 86.8, currency: 'USD' },
      },
      {
        id: `budget_near_limit:${budgetId}`,
        kind: 'budget_near_limit',
        figures: { category: 'food', period: 'monthly', percent: 80, spent: 80, amount: 100, currency: 'USD' },
      },
      {
        id: 'campground_nightly_average:USD',
        kind: 'campground_nightly_average',
        figures: { average: 33.75, count: 4, days: 30, currency: 'USD' },
      },
      {
        id: 'savings_rate',
        kind: 'savings_rate',
        figures: { percent: -28.9, income: 1000, spending: 1289, currency: 'USD' },
      },
    ]);

    // Pesos spent in June: shares stay in dollars; the savings rate needs a rate for them.
    await add(500, 'food', '2026-06-12', 'MXN');
    const withPesos = await tips();
    expect(withPesos.map((tip) => tip.id)).not.toContain('savings_rate');
    expect(withPesos.find((tip) => tip.kind === 'fuel_share')?.figures.currency).toBe('USD');
    await t.request('PUT', 'exchange-rates', { token: v.token, json: { base: 'MXN', quote: 'USD', rate: 0.05 } });
    expect((await tips()).find((tip) => tip.kind === 'savings_rate')?.figures).toEqual({
      percent: -31.4,
      income: 1000,
      spending: 1314,
      currency: 'USD',
    });
  });
});
