import { addDays, todayIn } from '@ww/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { addVehicle } from '#test/travel-kit.ts';
import { withUserTx } from '#db/with-user-tx.ts';

describe.each(DATABASE_KINDS)('maintenance on %s', (kind) => {
  const ctx = useTestApp(kind);
  const { req } = ctx;
  let van: string;

  beforeAll(async () => {
    van = await addVehicle(ctx.t, ctx.a, 'Big Blue');
  });

  it('lists records newest first and defaults the currency to the settings', async () => {
    await req('POST', 'maintenance', {
      task: 'Tyres',
      date: '2026-03-01',
      cost: 480,
      vehicle_id: van,
      odometer_km: 41_000,
    });
    await req('POST', 'maintenance', { task: 'Wipers', date: '2026-05-20' });
    await req('POST', 'maintenance', { task: 'Brake pads', date: '2026-04-10', cost: 210.5 });
    const list = (await req('GET', 'maintenance')).body.data;
    expect(list.map((r: { task: string }) => r.task)).toEqual(['Wipers', 'Brake pads', 'Tyres']);
    expect(list[2]).toMatchObject({
      vehicle_id: van,
      cost: 480,
      currency: 'USD',
      odometer_km: 41_000,
      expense_id: null,
    });
    expect(list[0]).toMatchObject({ cost: null, odometer_km: null, vehicle_id: null });
  });

  it('adds a maintenance expense in the same request and keeps it in step on edits', async () => {
    const created = await req('POST', 'maintenance', {
      task: 'Habitation service',
      date: '2026-06-02',
      cost: 185,
      currency: 'gbp',
      add_expense: true,
    });
    expect(created.status).toBe(201);
    const rec = created.body.data;
    expect(rec.expense_id).toEqual(expect.any(String));
    const expenses = async () => (await req('GET', 'expenses?category=maintenance')).body.data;
    expect(await expenses()).toMatchObject([
      {
        id: rec.expense_id,
        amount: 185,
        currency: 'GBP',
        category: 'maintenance',
        date: '2026-06-02',
        description: 'Habitation service',
      },
    ]);

    expect((await req('PATCH', `maintenance/${rec.id}`, { cost: 199.99, date: '2026-06-03' })).status).toBe(200);
    expect(await expenses()).toMatchObject([{ id: rec.expense_id, amount: 199.99, date: '2026-06-03' }]);

    // Removing the record leaves the money spent in Wins.
    expect((await req('DELETE', `maintenance/${rec.id}`)).status).toBe(204);
    expect(await expenses()).toHaveLength(1);
  });

  it('refuses an expense without a cost and a schedule without any interval', async () => {
    const noCost = await req('POST', 'maintenance', { task: 'Check', date: '2026-06-02', add_expense: true });
    expect(noCost.status).toBe(400);
    expect(noCost.body.error.fields).toEqual({ cost: 'required_for_expense' });
    expect((await req('GET', 'maintenance')).body.data.some((r: { task: string }) => r.task === 'Check')).toBe(false);

    const noInterval = await req('POST', 'maintenance/schedules', { task: 'Oil' });
    expect(noInterval.status).toBe(400);
    expect(noInterval.body.error.fields).toMatchObject({ every_distance: 'interval_required' });

    const s = (await req('POST', 'maintenance/schedules', { task: 'Oil', every_months: 12 })).body.data;
    const cleared = await req('PATCH', `maintenance/schedules/${s.id}`, { every_months: null });
    expect(cleared.status).toBe(400);
    expect(
      (await req('PATCH', `maintenance/schedules/${s.id}`, { every_km: 15_000, every_months: null })).body.data,
    ).toMatchObject({
      every_km: 15_000,
      every_distance_entered: 15_000,
      every_distance_unit: 'km',
      every_months: null,
    });
    expect((await req('DELETE', `maintenance/schedules/${s.id}`)).status).toBe(204);
    expect((await req('GET', 'maintenance/schedules')).body.data).toEqual([]);
  });

  it('keeps a distance interval as typed, in its unit, and reminds in km from it', async () => {
    const u = await ctx.t.signUp();
    const made = await req(
      'POST',
      'maintenance/schedules',
      { task: 'Tyre rotation', every_distance: 5000, every_distance_unit: 'mi', last_done_km: 10_000 },
      u,
    );
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ every_distance_entered: 5000, every_distance_unit: 'mi', every_km: 8046.7 });
    const reminder = (await req('GET', 'maintenance/reminders', undefined, u)).body.data[0];
    expect(reminder).toMatchObject({ every_distance_entered: 5000, every_distance_unit: 'mi', due_km: 18_046.7 });

    const inKm = await req(
      'PATCH',
      `maintenance/schedules/${made.body.data.id}`,
      { every_distance: 8000, every_distance_unit: 'km' },
      u,
    );
    expect(inKm.body.data).toMatchObject({ every_distance_entered: 8000, every_distance_unit: 'km', every_km: 8000 });
    // Another field changed alone keeps the interval as it was typed.
    const renamed = await req('PATCH', `maintenance/schedules/${made.body.data.id}`, { task: 'Rotate tyres' }, u);
    expect(renamed.body.data).toMatchObject({ every_distance_entered: 8000, every_distance_unit: 'km' });
    const cleared = await req(
      'PATCH',
      `maintenance/schedules/${made.body.data.id}`,
      { every_distance: null, every_months: 6 },
      u,
    );
    expect(cleared.body.data).toMatchObject({
      every_km: null,
      every_distance_entered: null,
      every_distance_unit: null,
    });
  });

  it('refuses a typed distance without its unit, both ways of giving it at once, and one past the limit', async () => {
    const post = (json: object) => req('POST', 'maintenance/schedules', { task: 'Oil', ...json });
    expect((await post({ every_distance: 5000 })).body.error.fields).toEqual({ every_distance_unit: 'required' });
    expect((await post({ every_distance: 5000, every_distance_unit: 'mi', every_km: 8000 })).body.error.fields).toEqual(
      {
        every_distance: 'one_distance_only',
      },
    );
    expect((await post({ every_distance: 700_000, every_distance_unit: 'mi' })).body.error.fields).toEqual({
      every_distance: 'too_large',
    });
    expect((await post({ every_distance: 5000, every_distance_unit: 'leagues' })).body.error.fields).toEqual({
      every_distance_unit: 'invalid',
    });
  });

  it("refuses a record dated after today in the settings' time zone, on create and on edit", async () => {
    const u = await ctx.t.signUp();
    // 14 hours ahead of UTC: its today is the server's tomorrow for much of the day, and is allowed.
    await req('PATCH', 'settings', { regional_preferences: { timezone: 'Pacific/Kiritimati' } }, u);
    const today = todayIn('Pacific/Kiritimati');
    const done = await req('POST', 'maintenance', { task: 'Wash', date: today }, u);
    expect(done.status).toBe(201);

    const ahead = await req(
      'POST',
      'maintenance',
      { task: 'Service', date: addDays(today, 1), cost: 300, add_expense: true },
      u,
    );
    expect(ahead.status).toBe(400);
    expect(ahead.body.error.fields).toEqual({ date: 'date_in_future' });
    const moved = await req('PATCH', `maintenance/${done.body.data.id}`, { date: addDays(today, 30) }, u);
    expect(moved.body.error.fields).toEqual({ date: 'date_in_future' });

    const list = (await req('GET', 'maintenance', undefined, u)).body.data;
    expect(list.map((r: { task: string; date: string }) => [r.task, r.date])).toEqual([['Wash', today]]);
    expect((await req('GET', 'expenses', undefined, u)).body.data).toEqual([]);
  });

  it('deleting a vehicle keeps its records (without the vehicle) and removes its schedules', async () => {
    const old = await addVehicle(ctx.t, ctx.a, 'Sold van');
    const rec = (await req('POST', 'maintenance', { task: 'Cambelt', date: '2025-09-01', vehicle_id: old })).body.data;
    await req('POST', 'maintenance/schedules', { task: 'Cambelt', every_months: 60, vehicle_id: old });
    await withUserTx(ctx.t.db, { userId: ctx.a.id }, (tx) => tx.deleteFrom('vehicles').where('id', '=', old).execute());
    expect((await req('GET', 'maintenance')).body.data.find((r: { id: string }) => r.id === rec.id)).toMatchObject({
      task: 'Cambelt',
      vehicle_id: null,
    });
    expect(
      (await req('GET', 'maintenance/schedules')).body.data.some((s: { task: string }) => s.task === 'Cambelt'),
    ).toBe(false);
  });
});
