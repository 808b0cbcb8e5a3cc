import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

/** Refusals that say what is wrong, with a code the web words in the user's language. */
describe.each(DATABASE_KINDS)('finance refusals that explain themselves on %s', (kind) => {
  const ctx = useTestApp(kind);
  const { req } = ctx;

  it('names the budget that already exists', async () => {
    expect((await req('POST', 'budgets', { category: null, period: 'weekly', amount: 300 })).status).toBe(201);
    const dup = await req('POST', 'budgets', { category: null, period: 'weekly', amount: 400 });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({
      code: 'budget_exists',
      message: 'A weekly budget for all spending already exists; change its limit instead.',
      fields: { category: 'budget_exists' },
    });
  });

  it('says an amount of 1e12 is too large and a rate of one currency to itself is refused', async () => {
    const huge = await req('POST', 'expenses', { amount: 1e12, category: 'food', date: '2026-11-01' });
    expect(huge.status).toBe(400);
    expect(huge.body.error.fields).toEqual({ amount: 'amount_too_large' });

    const same = await req('PUT', 'exchange-rates', { base: 'GBP', quote: 'GBP', rate: 1 });
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toEqual({ quote: 'same_currency' });
    const rate = await req('PUT', 'exchange-rates', { base: 'GBP', quote: 'USD', rate: 1e12 });
    expect(rate.status).toBe(400);
    expect(rate.body.error.fields).toEqual({ rate: 'rate_too_large' });
  });

  it('refuses an expense period that ends before it starts instead of answering nothing', async () => {
    const reversed = await ctx.t.request('GET', 'expenses?from=2026-11-20&to=2026-11-01', { token: ctx.a.token });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ to: 'range_reversed' });
    const fine = await ctx.t.request('GET', 'expenses?from=2026-11-01&to=2026-11-20', { token: ctx.a.token });
    expect(fine.status).toBe(200);
  });
});
