import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, sqlAs, expectSqlRefused } from '#test/isolation.ts';
import { addVehicle } from '#test/travel-kit.ts';

describe.each(DATABASE_KINDS)('maintenance isolation between users on %s', (kind) => {
  const ctx = useTestApp(kind, { users: 2 });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.vehicle = await addVehicle(ctx.t, ctx.a, 'A van');
    const rec = (
      await ctx.t.request('POST', 'maintenance', {
        token: ctx.a.token,
        json: { task: 'Tyres', date: '2026-03-01', cost: 400, vehicle_id: ids.vehicle, add_expense: true },
      })
    ).body.data;
    ids.record = rec.id;
    ids.expense = rec.expense_id;
    ids.schedule = (
      await ctx.t.request('POST', 'maintenance/schedules', {
        token: ctx.a.token,
        json: { task: 'Oil', every_km: 10_000, vehicle_id: ids.vehicle },
      })
    ).body.data.id;
  });

  it("user B cannot read, change or delete user A's records and schedules", async () => {
    await expectCannotTouch(ctx.t, ctx.b, {
      lists: ['maintenance', 'maintenance/schedules', 'maintenance/reminders'],
      attempts: [
        ['PATCH', `maintenance/${ids.record}`, { cost: 1 }],
        ['DELETE', `maintenance/${ids.record}`],
        ['PATCH', `maintenance/schedules/${ids.schedule}`, { task: 'mine now' }],
        ['DELETE', `maintenance/schedules/${ids.schedule}`],
      ],
    });
    expect((await ctx.t.request('GET', 'maintenance', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.record, cost: 400 },
    ]);
    expect((await ctx.t.request('GET', 'maintenance/schedules', { token: ctx.a.token })).body.data).toMatchObject([
      { id: ids.schedule, task: 'Oil' },
    ]);
  });

  it("B pointing a record or schedule at A's vehicle is refused with 403 rls_permission", async () => {
    for (const [path, json] of [
      ['maintenance', { task: 'x', date: '2026-01-01', vehicle_id: ids.vehicle }],
      ['maintenance/schedules', { task: 'x', every_months: 6, vehicle_id: ids.vehicle }],
    ] as const) {
      const res = await ctx.t.request('POST', path, { token: ctx.b.token, json });
      expectRlsRefused(res);
    }
  });

  it('a cross-user insert fails with 42501 in the database', async () => {
    await expectSqlRefused(ctx.t, ctx.b, [
      `insert into maintenance_records (user_id, task, date, currency) values ('${ctx.a.id}', 'x', '2026-01-01', 'USD')`,
      `insert into maintenance_schedules (user_id, task, every_months) values ('${ctx.a.id}', 'x', 6)`,
      `insert into maintenance_records (task, date, currency, expense_id) values ('x', '2026-01-01', 'USD', '${ids.expense}')`,
    ]);
    expect(await sqlAs(ctx.t, ctx.b, `update maintenance_records set task = 'mine' where id = '${ids.record}'`)).toBe(
      'ok',
    );
    expect((await ctx.t.request('GET', 'maintenance', { token: ctx.a.token })).body.data[0].task).toBe('Tyres');
  });
});
