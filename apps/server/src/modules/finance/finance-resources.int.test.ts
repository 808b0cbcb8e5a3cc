import { addDays, periodBefore, todayIn } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { withUserTx } from '#db/with-user-tx.ts';

describe.each(DATABASE_KINDS)('income, savings goals, rates, side income and notifications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('income: create with recurrence and source, list newest first with paging and totals, patch keeps omitted fields, delete', async () => {
    const u = await t.signUp();
    const source = await t.request('POST', 'side-income-sources', {
      token: u.token,
      json: { name: 'Campground host', kind: 'workamping' },
    });
    expect(source.status).toBe(201);
    expect(source.body.data).toMatchObject({ name: 'Campground host', kind: 'workamping', notes: '', totals: [] });

    const paycheck = await t.request('POST', 'income', {
      token: u.token,
      json: { source: 'Design client', amount: 1500, date: '2026-02-01', recurrence: 'monthly' },
    });
    expect(paycheck.status).toBe(201);
    expect(paycheck.body.data).toMatchObject({
      source: 'Design client',
      amount: 1500,
      currency: 'USD',
      recurrence: 'monthly',
      side_income_source_id: null,
    });
    const hosting = await t.request('POST', 'income', {
      token: u.token,
      json: {
        source: 'Hosting',
        amount: 320.4,
        date: '2026-02-14',
        currency: 'CAD',
        side_income_source_id: source.body.data.id,
      },
    });
    expect(hosting.body.data).toMatchObject({ recurrence: 'none', side_income_source_id: source.body.data.id });

    const page1 = await t.request('GET', 'income?limit=1', { token: u.token });
    expect(page1.body.data.map((i: { id: string }) => i.id)).toEqual([hosting.body.data.id]);
    expect(page1.body.totals).toEqual([
      { currency: 'CAD', total: 320.4, count: 1 },
      { currency: 'USD', total: 1500, count: 1 },
    ]);
    const page2 = await t.request('GET', `income?limit=1&cursor=${page1.body.next_cursor}`, { token: u.token });
    expect(page2.body.data.map((i: { id: string }) => i.id)).toEqual([paycheck.body.data.id]);
    expect(page2.body.next_cursor).toBeNull();
    expect((await t.request('GET', 'income?from=2026-02-10', { token: u.token })).body.totals).toEqual([
      { currency: 'CAD', total: 320.4, count: 1 },
    ]);

    const patched = await t.request('PATCH', `income/${paycheck.body.data.id}`, {
      token: u.token,
      json: { amount: 1600 },
    });
    expect(patched.body.data).toMatchObject({ amount: 1600, recurrence: 'monthly', source: 'Design client' });
    const bad = await t.request('POST', 'income', {
      token: u.token,
      json: { source: '', amount: 1.001, date: '2026-02-30', recurrence: 'daily' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      source: 'required',
      amount: 'too_many_decimals',
      date: 'invalid_date',
      recurrence: 'invalid',
    });

    expect((await t.request('DELETE', `income/${paycheck.body.data.id}`, { token: u.token })).status).toBe(204);
    expect((await t.request('GET', 'income', { token: u.token })).body.data).toHaveLength(1);
  });

  it('side-income sources carry the last 12 months of their income per currency', async () => {
    const u = await t.signUp();
    const today = todayIn('America/New_York');
    const src = (
      await t.request('POST', 'side-income-sources', {
        token: u.token,
        json: { name: 'Etsy shop', kind: 'crafts', notes: 'Leather goods' },
      })
    ).body.data;
    const earn = (amount: number, date: string, currency = 'USD') =>
      t.request('POST', 'income', {
        token: u.token,
        json: { source: 'Etsy', amount, date, currency, side_income_source_id: src.id },
      });
    await earn(100.1, today);
    await earn(50.2, periodBefore('month', today, 11).start);
    await earn(30, today, 'EUR');
    await earn(999, periodBefore('month', today, 13).start); // older than 12 months
    await t.request('POST', 'income', { token: u.token, json: { source: 'Other', amount: 5, date: today } });

    const listed = await t.request('GET', 'side-income-sources', { token: u.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: src.id,
        name: 'Etsy shop',
        kind: 'crafts',
        notes: 'Leather goods',
        totals: [
          { currency: 'EUR', total: 30, count: 1 },
          { currency: 'USD', total: 150.3, count: 2 },
        ],
      }),
    ]);
    const renamed = await t.request('PATCH', `side-income-sources/${src.id}`, {
      token: u.token,
      json: { name: 'Etsy' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Etsy', notes: 'Leather goods' });
    expect((await t.request('DELETE', `side-income-sources/${src.id}`, { token: u.token })).status).toBe(204);
    const income = (await t.request('GET', 'income', { token: u.token })).body;
    expect(income.data).toHaveLength(5);
    expect(income.data.every((i: { side_income_source_id: string | null }) => i.side_income_source_id === null)).toBe(
      true,
    );
  });

  it('savings goals: saved is the sum of contributions; monthly_needed spreads the rest over the months left', async () => {
    const u = await t.signUp();
    const today = todayIn('America/New_York');
    // The last day of the month three months from now: four months left counting this one.
    const targetDate = periodBefore('month', today, -3).end;
    const goal = await t.request('POST', 'savings-goals', {
      token: u.token,
      json: { name: 'Solar panels', target_amount: 1000, target_date: targetDate },
    });
    expect(goal.status).toBe(201);
    expect(goal.body.data).toMatchObject({
      name: 'Solar panels',
      target_amount: 1000,
      currency: 'USD',
      target_date: targetDate,
      saved: 0,
      monthly_needed: 250,
    });
    const id = goal.body.data.id;

    const c1 = await t.request('POST', `savings-goals/${id}/contributions`, {
      token: u.token,
      json: { amount: 100, date: today, note: 'First' },
    });
    expect(c1.status).toBe(201);
    expect(c1.body.data).toMatchObject({ goal_id: id, amount: 100, note: 'First' });
    await t.request('POST', `savings-goals/${id}/contributions`, {
      token: u.token,
      json: { amount: 0.5, date: today },
    });
    let listed = (await t.request('GET', 'savings-goals', { token: u.token })).body.data;
    // 899.50 left over 4 months: 224.875, rounded up to the cent.
    expect(listed).toMatchObject([{ id, saved: 100.5, monthly_needed: 224.88 }]);

    expect((await t.request('GET', `savings-goals/${id}/contributions`, { token: u.token })).body.data).toHaveLength(2);
    expect(
      (await t.request('DELETE', `savings-goals/${id}/contributions/${c1.body.data.id}`, { token: u.token })).status,
    ).toBe(204);
    listed = (await t.request('GET', 'savings-goals', { token: u.token })).body.data;
    expect(listed[0]).toMatchObject({ saved: 0.5, monthly_needed: 249.88 });

    const noDate = await t.request('PATCH', `savings-goals/${id}`, { token: u.token, json: { target_date: null } });
    expect(noDate.body.data).toMatchObject({ name: 'Solar panels', target_date: null, monthly_needed: null });
    // A date already gone is refused, on edit and on create; today is still in time.
    const past = await t.request('PATCH', `savings-goals/${id}`, {
      token: u.token,
      json: { target_date: addDays(today, -1) },
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields).toEqual({ target_date: 'date_in_past' });
    const pastNew = await t.request('POST', 'savings-goals', {
      token: u.token,
      json: { name: 'Late', target_amount: 100, target_date: '2020-01-31' },
    });
    expect(pastNew.body.error.fields).toEqual({ target_date: 'date_in_past' });
    const dueToday = await t.request('PATCH', `savings-goals/${id}`, { token: u.token, json: { target_date: today } });
    expect(dueToday.body.data).toMatchObject({ target_date: today, monthly_needed: 999.5, target_passed: false });

    // A date set earlier that has since passed: no monthly advice, and it says so.
    await withUserTx(t.db, { userId: u.id }, (tx) =>
      tx.updateTable('savings_goals').set({ target_date: '2020-01-31' }).where('id', '=', id).execute(),
    );
    expect((await t.request('GET', 'savings-goals', { token: u.token })).body.data).toMatchObject([
      { id, target_date: '2020-01-31', saved: 0.5, monthly_needed: null, target_passed: true },
    ]);
    expect(
      (await t.request('GET', 'savings-goals', { token: u.token })).body.data.map((g: { name: string }) => g.name),
    ).toEqual(['Solar panels']);
    await t.request('POST', `savings-goals/${id}/contributions`, {
      token: u.token,
      json: { amount: 999.5, date: today },
    });
    expect((await t.request('GET', 'savings-goals', { token: u.token })).body.data[0]).toMatchObject({
      saved: 1000,
      monthly_needed: null,
      target_passed: false,
    });

    expect((await t.request('DELETE', `savings-goals/${id}`, { token: u.token })).status).toBe(204);
    expect((await t.request('GET', `savings-goals/${id}/contributions`, { token: u.token })).status).toBe(404);
  });

  it('exchange rates: upsert by pair, list, delete; same currency refused', async () => {
    const u = await t.signUp();
    const first = await t.request('PUT', 'exchange-rates', {
      token: u.token,
      json: { base: 'eur', quote: 'USD', rate: 1.08 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ base: 'EUR', quote: 'USD', rate: 1.08 });
    const again = await t.request('PUT', 'exchange-rates', {
      token: u.token,
      json: { base: 'EUR', quote: 'USD', rate: 1.0912345 },
    });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, rate: 1.0912345 });
    expect((await t.request('GET', 'exchange-rates', { token: u.token })).body.data).toHaveLength(1);
    const same = await t.request('PUT', 'exchange-rates', {
      token: u.token,
      json: { base: 'USD', quote: 'USD', rate: 1 },
    });
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toEqual({ quote: 'same_currency' });
    const zero = await t.request('PUT', 'exchange-rates', {
      token: u.token,
      json: { base: 'USD', quote: 'MXN', rate: 0 },
    });
    expect(zero.body.error.fields).toEqual({ rate: 'rate_not_positive' });
    expect((await t.request('DELETE', `exchange-rates/${first.body.data.id}`, { token: u.token })).status).toBe(204);
    expect((await t.request('GET', 'exchange-rates', { token: u.token })).body.data).toEqual([]);
  });

  it('notifications: newest first with the unread count; mark one read, then all', async () => {
    const u = await t.signUp();
    await t.request('POST', 'budgets', { token: u.token, json: { period: 'monthly', amount: 100 } });
    await t.request('POST', 'expenses', { token: u.token, json: { amount: 85, category: 'food', date: '2026-07-01' } });
    await t.request('POST', 'expenses', { token: u.token, json: { amount: 20, category: 'fuel', date: '2026-07-02' } });
    const list = await t.request('GET', 'notifications', { token: u.token });
    expect(list.body.unread).toBe(2);
    expect(list.body.data.map((n: { data: { threshold: number } }) => n.data.threshold)).toEqual([100, 80]);
    expect(list.body.data[0]).toMatchObject({
      kind: 'budget_alert',
      read_at: null,
      data: { category: null, period: 'monthly', spent: 105, amount: 100, currency: 'USD' },
    });

    expect((await t.request('POST', `notifications/${list.body.data[1].id}/read`, { token: u.token })).status).toBe(
      204,
    );
    const after = await t.request('GET', 'notifications', { token: u.token });
    expect(after.body.unread).toBe(1);
    expect(after.body.data[1].read_at).not.toBeNull();
    expect((await t.request('POST', 'notifications/read-all', { token: u.token })).status).toBe(204);
    expect((await t.request('GET', 'notifications', { token: u.token })).body.unread).toBe(0);
  });
});
