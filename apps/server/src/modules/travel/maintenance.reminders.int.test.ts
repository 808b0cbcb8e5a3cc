import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { addFill, addVehicle } from '#test/travel-kit.ts';
import { createMaintenanceService } from './maintenance.service.ts';

describe.each(DATABASE_KINDS)('maintenance reminders on %s', (kind) => {
  const ctx = useTestApp(kind);
  const { req } = ctx;
  let van: string;
  let car: string;

  beforeAll(async () => {
    van = await addVehicle(ctx.t, ctx.a, 'Big Blue');
    car = await addVehicle(ctx.t, ctx.a, 'Tow car');
  });
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

    await addFill(ctx.t, ctx.a, van, '2026-05-01', 58_999.5);
    expect(await reminderFor(s.id, '2026-07-01')).toMatchObject({
      current_odometer_km: 58_999.5,
      km_left: 1_000.5,
      status: 'ok',
    });
    await addFill(ctx.t, ctx.a, van, '2026-05-20', 59_200);
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
    const service = createMaintenanceService({ db: ctx.t.db, now: () => new Date('2030-01-15T12:00:00Z') });
    const list = await service.reminders(ctx.a.id);
    expect(list.find((r) => r.task === 'Annual service')).toMatchObject({
      due_on: '2027-06-20',
      status: 'overdue',
      days_left: -940,
    });
  });
});
