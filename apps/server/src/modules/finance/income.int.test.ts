import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('income list periods on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('refuses an income period that ends before it starts, as the expenses list does', async () => {
    const line = { source: 'Paycheck', amount: 1200, date: '2026-11-10' };
    expect((await ctx.req('POST', 'income', line)).status).toBe(201);

    const reversed = await ctx.t.request('GET', 'income?from=2026-11-20&to=2026-11-01', { token: ctx.a.token });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({ to: 'range_reversed' });

    const fine = await ctx.t.request('GET', 'income?from=2026-11-01&to=2026-11-20', { token: ctx.a.token });
    expect(fine.status).toBe(200);
    expect(fine.body.data).toHaveLength(1);
    expect(fine.body.totals).toEqual([{ currency: expect.any(String), total: 1200, count: 1 }]);
  });

  it('finds income lines by a part of their source, in any case, with totals over the matches only', async () => {
    for (const line of [
      { source: 'Workamping at Lakeside', amount: 300, date: '2026-10-02' },
      { source: 'Blog ads', amount: 45.5, date: '2026-10-03' },
      { source: 'lakeside bonus', amount: 50, date: '2026-10-04' },
    ]) {
      expect((await ctx.req('POST', 'income', line)).status).toBe(201);
    }
    const found = await ctx.t.request('GET', 'income?q=LAKESIDE', { token: ctx.a.token });
    expect(found.status).toBe(200);
    expect(found.body.data.map((r: { source: string }) => r.source)).toEqual([
      'lakeside bonus',
      'Workamping at Lakeside',
    ]);
    expect(found.body.totals).toEqual([{ currency: expect.any(String), total: 350, count: 2 }]);
    // % and _ are the user's characters, not patterns.
    expect((await ctx.t.request('GET', 'income?q=%25', { token: ctx.a.token })).body.data).toEqual([]);
  });
});
