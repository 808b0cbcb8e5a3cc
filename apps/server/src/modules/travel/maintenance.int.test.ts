import { addDays, todayIn } from '@ww/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch, expectRlsRefused, sqlAs } from '#test/isolation.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { createMaintenanceService } from './maintenance.service.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

// No vehicles API yet in this module's reach: rigs are inserted as their owner, under RLS like a request would.
const addVehicle = (t: TestApp, user: User, name: string) =>
  withUserTx(t.db, { userId: user.id }, (tx) =>
    tx.insertInto('vehicles').values({ name, kind: 'motorhome' }).returning('id').executeTakeFirstOrThrow(),
  ).then((r) => r.id);

const addFill = (t: TestApp, user: User, vehicleId: string, date: string, odometerKm: number) =>
  withUserTx(t.db, { userId: user.id }, (tx) =>
    sql`insert into fuel_log (vehicle_id, filled_on, odometer_km, volume_l, price_per_l, total_cost, currency, full_tank)
        values (${vehicleId}, ${date}, ${odometerKm}, 60, 1.5, 90, 'GBP', true)`.execute(tx),
  );

describe.each(DATABASE_KINDS)('maintenance on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let van: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await t.signUp();
    van = await addVehicle(t, a, 'Big Blue');
  }, 60_000);
  afterAll(() => t.close());

  const req = (method: string, path: string, json?: unknown, user = a) =>
    t.request(method, path, { token: user.token, json });

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
    const u = await t.signUp();
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
    const u = await t.signUp();
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
    const old = await addVehicle(t, a, 'Sold van');
    const rec = (await req('POST', 'maintenance', { task: 'Cambelt', date: '2025-09-01', vehicle_id: old })).body.data;
    await req('POST', 'maintenance/schedules', { task: 'Cambelt', every_months: 60, vehicle_id: old });
    await withUserTx(t.db, { userId: a.id }, (tx) => tx.deleteFrom('vehicles').where('id', '=', old).execute());
    expect((await req('GET', 'maintenance')).body.data.find((r: { id: string }) => r.id === rec.id)).toMatchObject({
      task: 'Cambelt',
      vehicle_id: null,
    });
    expect(
      (await req('GET', 'maintenance/schedules')).body.data.some((s: { task: string }) => s.task === 'Cambelt'),
    ).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('maintenance reminders on %s', (kind) => {
  let t: TestApp;
  let u: User;
  let van: string;
  let car: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    u = await t.signUp();
    van = await addVehicle(t, u, 'Big Blue');
    car = await addVehicle(t, u, 'Tow car');
  }, 60_000);
  afterAll(() => t.close());

  const req = (method: string, path: string, json?: unknown) => t.request(method, path, { token: u.token, json });
  const reminderFor = async (scheduleId: string, date: string) =>
    ((await req('GET', `maintenance/reminders?date=${date}`)).body.data as { schedule_id: string }[]).find(
      (r) => r.schedule_id === scheduleId,
    );

  it('by date: ok, due soon within 30 days, overdue after the due date; a newer record restarts the cycle', async () => {
    const s = (
      await req('POST', 'maintenance/schedules', {
        vehicle_id: car,
        task: 'Annual service',
        every_months: 12,
        last_done_on: '2025-07-01',
      })
    ).body.data;
    expect(await reminderFor(s.id, '2026-05-31')).toMatchObject({
      due_on: '2026-07-01',
      days_left: 31,
      status: 'ok',
      vehicle_name: 'Tow car',
    });
    expect(await reminderFor(s.id, '2026-06-01')).toMatchObject({ days_left: 30, status: 'due_soon' });
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({ days_left: 0, status: 'due_soon' });
    expect(await reminderFor(s.id, '2026-07-02')).toMatchObject({ days_left: -1, status: 'overdue' });

    // The same task on another vehicle does not count; on this vehicle (any case) it does.
    await req('POST', 'maintenance', { vehicle_id: van, task: 'Annual service', date: '2026-06-20' });
    expect(await reminderFor(s.id, '2026-07-02')).toMatchObject({ status: 'overdue' });
    await req('POST', 'maintenance', { vehicle_id: car, task: ' annual SERVICE ', date: '2026-06-20' });
    expect(await reminderFor(s.id, '2026-07-02')).toMatchObject({
      last_done_on: '2026-06-20',
      due_on: '2027-06-20',
      status: 'ok',
    });
  });

  it('by odometer: the highest reading from records and the fuel log decides', async () => {
    const s = (
      await req('POST', 'maintenance/schedules', { vehicle_id: van, task: 'Oil and filter', every_km: 10_000 })
    ).body.data;
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({ never_done: true, due_km: null, status: 'due_soon' });

    await req('POST', 'maintenance', {
      vehicle_id: van,
      task: 'Oil and filter',
      date: '2026-01-10',
      odometer_km: 50_000,
    });
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({
      never_done: false,
      due_km: 60_000,
      current_odometer_km: 50_000,
      km_left: 10_000,
      status: 'ok',
    });

    await addFill(t, u, van, '2026-05-01', 58_999.5);
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({
      current_odometer_km: 58_999.5,
      km_left: 1_000.5,
      status: 'ok',
    });
    await addFill(t, u, van, '2026-05-20', 59_200);
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({ km_left: 800, status: 'due_soon' });
    await req('POST', 'maintenance', {
      vehicle_id: van,
      task: 'Tyre rotation',
      date: '2026-06-01',
      odometer_km: 60_000,
    });
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({
      current_odometer_km: 60_000,
      km_left: 0,
      status: 'overdue',
    });
  });

  it('whichever comes first: the date can make a schedule overdue though the odometer is fine', async () => {
    const s = (
      await req('POST', 'maintenance/schedules', {
        vehicle_id: van,
        task: 'Coolant',
        every_km: 40_000,
        every_months: 24,
        last_done_on: '2024-01-01',
        last_done_km: 45_000,
      })
    ).body.data;
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({
      due_on: '2026-01-01',
      due_km: 85_000,
      km_left: 25_000,
      status: 'overdue',
    });
    const list = (await req('GET', 'maintenance/reminders?date=2026-07-01')).body.data as { status: string }[];
    expect(list.map((r) => r.status)).toEqual(
      [...list.map((r) => r.status)].sort(
        (x, y) => ['overdue', 'due_soon', 'ok'].indexOf(x) - ['overdue', 'due_soon', 'ok'].indexOf(y),
      ),
    );
  });

  it("uses the service's clock when no date is asked for", async () => {
    const service = createMaintenanceService({ db: t.db, now: () => new Date('2030-01-15T12:00:00Z') });
    const list = await service.reminders(u.id);
    expect(list.find((r) => r.task === 'Annual service')).toMatchObject({
      due_on: '2027-06-20',
      status: 'overdue',
      days_left: -940,
    });
  });
});

describe.each(DATABASE_KINDS)('maintenance isolation between users on %s', (kind) => {
  let t: TestApp;
  let a: User;
  let b: User;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await t.signUp();
    b = await t.signUp();
    ids.vehicle = await addVehicle(t, a, 'A van');
    const rec = (
      await t.request('POST', 'maintenance', {
        token: a.token,
        json: { task: 'Tyres', date: '2026-03-01', cost: 400, vehicle_id: ids.vehicle, add_expense: true },
      })
    ).body.data;
    ids.record = rec.id;
    ids.expense = rec.expense_id;
    ids.schedule = (
      await t.request('POST', 'maintenance/schedules', {
        token: a.token,
        json: { task: 'Oil', every_km: 10_000, vehicle_id: ids.vehicle },
      })
    ).body.data.id;
  }, 60_000);
  afterAll(() => t.close());

  it("user B cannot read, change or delete user A's records and schedules", async () => {
    await expectCannotTouch(t, b, {
      lists: ['maintenance', 'maintenance/schedules', 'maintenance/reminders'],
      attempts: [
        ['PATCH', `maintenance/${ids.record}`, { cost: 1 }],
        ['DELETE', `maintenance/${ids.record}`],
        ['PATCH', `maintenance/schedules/${ids.schedule}`, { task: 'mine now' }],
        ['DELETE', `maintenance/schedules/${ids.schedule}`],
      ],
    });
    expect((await t.request('GET', 'maintenance', { token: a.token })).body.data).toMatchObject([
      { id: ids.record, cost: 400 },
    ]);
    expect((await t.request('GET', 'maintenance/schedules', { token: a.token })).body.data).toMatchObject([
      { id: ids.schedule, task: 'Oil' },
    ]);
  });

  it("B pointing a record or schedule at A's vehicle is refused with 403 rls_permission", async () => {
    for (const [path, json] of [
      ['maintenance', { task: 'x', date: '2026-01-01', vehicle_id: ids.vehicle }],
      ['maintenance/schedules', { task: 'x', every_months: 6, vehicle_id: ids.vehicle }],
    ] as const) {
      const res = await t.request('POST', path, { token: b.token, json });
      expectRlsRefused(res);
    }
  });

  it('a cross-user insert fails with 42501 in the database', async () => {
    expect(
      await sqlAs(
        t,
        b,
        `insert into maintenance_records (user_id, task, date, currency) values ('${a.id}', 'x', '2026-01-01', 'USD')`,
      ),
    ).toBe('42501');
    expect(
      await sqlAs(t, b, `insert into maintenance_schedules (user_id, task, every_months) values ('${a.id}', 'x', 6)`),
    ).toBe('42501');
    expect(
      await sqlAs(
        t,
        b,
        `insert into maintenance_records (task, date, currency, expense_id) values ('x', '2026-01-01', 'USD', '${ids.expense}')`,
      ),
    ).toBe('42501');
    expect(await sqlAs(t, b, `update maintenance_records set task = 'mine' where id = '${ids.record}'`)).toBe('ok');
    expect((await t.request('GET', 'maintenance', { token: a.token })).body.data[0].task).toBe('Tyres');
  });
});
