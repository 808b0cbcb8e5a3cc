import { sql } from 'kysely';
import type { DistanceUnit } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

const recordColumns = [
  'id',
  'user_id',
  'vehicle_id',
  'task',
  'date',
  'cost',
  'currency',
  'odometer_km',
  'notes',
  'expense_id',
  'created_at',
  'updated_at',
] as const;
const scheduleColumns = [
  'id',
  'user_id',
  'vehicle_id',
  'task',
  'every_km',
  'every_distance_entered',
  'every_distance_unit',
  'every_months',
  'last_done_on',
  'last_done_km',
  'created_at',
  'updated_at',
] as const;

export type RecordValues = {
  vehicle_id: string | null;
  task: string;
  date: string;
  cost: number | null;
  currency: string;
  odometer_km: number | null;
  notes: string;
  expense_id: string | null;
};
export type ScheduleValues = {
  vehicle_id: string | null;
  task: string;
  every_km: number | null;
  every_distance_entered: number | null;
  every_distance_unit: DistanceUnit | null;
  every_months: number | null;
  last_done_on: string | null;
  last_done_km: number | null;
};

export const maintenanceRepository = {
  /** SPEC §3 lists newest first by date. */
  listRecords: (tx: Tx) =>
    tx
      .selectFrom('maintenance_records')
      .select(recordColumns)
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),

  getRecord: (tx: Tx, id: string) =>
    tx.selectFrom('maintenance_records').select(recordColumns).where('id', '=', id).executeTakeFirst(),

  insertRecord: (tx: Tx, values: RecordValues) =>
    tx.insertInto('maintenance_records').values(values).returning(recordColumns).executeTakeFirstOrThrow(),

  /** Undefined when there is no such row, or (with `expected`) it is no longer the version the client saw. */
  updateRecord: (tx: Tx, id: string, values: Partial<RecordValues>, expected?: Expected) =>
    tx
      .updateTable('maintenance_records')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .returning(recordColumns)
      .executeTakeFirst(),

  async removeRecord(tx: Tx, id: string, expected?: Expected) {
    const res = await tx
      .deleteFrom('maintenance_records')
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  listSchedules: (tx: Tx) =>
    tx.selectFrom('maintenance_schedules').select(scheduleColumns).orderBy('created_at').orderBy('id').execute(),

  getSchedule: (tx: Tx, id: string) =>
    tx.selectFrom('maintenance_schedules').select(scheduleColumns).where('id', '=', id).executeTakeFirst(),

  insertSchedule: (tx: Tx, values: ScheduleValues) =>
    tx.insertInto('maintenance_schedules').values(values).returning(scheduleColumns).executeTakeFirstOrThrow(),

  updateSchedule: (tx: Tx, id: string, values: Partial<ScheduleValues>) =>
    tx
      .updateTable('maintenance_schedules')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning(scheduleColumns)
      .executeTakeFirst(),

  async removeSchedule(tx: Tx, id: string) {
    const res = await tx.deleteFrom('maintenance_schedules').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /**
   * Every schedule with what the reminders need: the newest matching record's date and highest odometer (same
   * vehicle, same task ignoring case and surrounding spaces) and the vehicle's highest known odometer reading from
   * maintenance records and fill-ups in the fuel log. Numerics come back as text.
   */
  scheduleFacts: (tx: Tx) =>
    sql<{
      id: string;
      vehicle_id: string | null;
      vehicle_name: string | null;
      task: string;
      every_km: string | null;
      every_distance_entered: string | null;
      every_distance_unit: string | null;
      every_months: number | null;
      last_done_on: string | null;
      last_done_km: string | null;
      record_done_on: string | null;
      record_done_km: string | null;
      current_km: string | null;
    }>`
      select s.id, s.vehicle_id, v.name as vehicle_name, s.task, s.every_km, s.every_distance_entered,
             s.every_distance_unit, s.every_months,
             s.last_done_on::text as last_done_on, s.last_done_km,
             done.done_on::text as record_done_on, done.done_km as record_done_km,
             greatest(
               (select max(r.odometer_km) from maintenance_records r where r.vehicle_id is not distinct from s.vehicle_id),
               (select max(f.odometer_km) from fuel_log f where f.vehicle_id is not distinct from s.vehicle_id)
             ) as current_km
      from maintenance_schedules s
      left join vehicles v on v.id = s.vehicle_id
      left join lateral (
        select max(r.date) as done_on, max(r.odometer_km) as done_km
        from maintenance_records r
        where r.vehicle_id is not distinct from s.vehicle_id and lower(btrim(r.task)) = lower(btrim(s.task))
      ) done on true
      order by s.created_at, s.id
    `
      .execute(tx)
      .then((r) => r.rows),
};
export type MaintenanceRecordRow = Awaited<ReturnType<typeof maintenanceRepository.insertRecord>>;
export type MaintenanceScheduleRow = Awaited<ReturnType<typeof maintenanceRepository.insertSchedule>>;
