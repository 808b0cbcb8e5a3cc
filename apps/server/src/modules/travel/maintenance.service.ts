import {
  todayIn,
  addMonths,
  daysBetween,
  MAINTENANCE_DUE_SOON_DAYS,
  MAINTENANCE_DUE_SOON_KM,
  maintenanceRecordInputSchema,
  maintenanceRecordPatchSchema,
  maintenanceScheduleInputSchema,
  maintenanceSchedulePatchSchema,
  scheduleDistanceOf,
  type DistanceUnit,
  type MaintenanceRecord,
  type MaintenanceReminder,
  type MaintenanceSchedule,
  type MaintenanceStatus,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { notFound, validationError } from '#platform/errors.ts';
import { throwIfChanged, type Expected } from '#platform/preconditions.ts';
import { financePreferences, syncRecordedExpense } from '#modules/finance/index.ts';
import {
  maintenanceRepository as repo,
  type MaintenanceRecordRow,
  type MaintenanceScheduleRow,
  type RecordValues,
} from './maintenance.repository.ts';

const num = (v: string | number | null) => (v === null ? null : Number(v));
/** The interval as typed, when it was kept (schedules made before the typed unit was kept have none). */
const typedDistance = (r: { every_distance_entered: string | number | null; every_distance_unit: string | null }) => ({
  every_distance_entered: num(r.every_distance_entered),
  every_distance_unit: r.every_distance_unit as DistanceUnit | null,
});

export const toMaintenanceRecord = (r: MaintenanceRecordRow): MaintenanceRecord => ({
  id: r.id,
  user_id: r.user_id,
  vehicle_id: r.vehicle_id,
  task: r.task,
  date: r.date,
  cost: num(r.cost),
  currency: r.currency.trim(),
  odometer_km: num(r.odometer_km),
  notes: r.notes,
  expense_id: r.expense_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const toMaintenanceSchedule = (r: MaintenanceScheduleRow): MaintenanceSchedule => ({
  id: r.id,
  user_id: r.user_id,
  vehicle_id: r.vehicle_id,
  task: r.task,
  every_km: num(r.every_km),
  ...typedDistance(r),
  every_months: r.every_months,
  last_done_on: r.last_done_on,
  last_done_km: num(r.last_done_km),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const laterDate = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const higher = (a: number | null, b: number | null) => (a !== null && b !== null ? Math.max(a, b) : (a ?? b));
const round1 = (n: number) => Math.round(n * 10) / 10;

type ScheduleFacts = {
  every_km: number | null;
  every_months: number | null;
  last_done_on: string | null;
  last_done_km: number | null;
  current_km: number | null;
};

/**
 * When a schedule falls due and how it stands on `today`: overdue once the date has passed or the odometer has
 * reached the due reading; due soon within MAINTENANCE_DUE_SOON_DAYS or MAINTENANCE_DUE_SOON_KM of either.
 * Without a last-done date or reading the schedule has no starting point and counts as due soon.
 */
export function reminderStatus(f: ScheduleFacts, today: string) {
  const due_on = f.every_months !== null && f.last_done_on ? addMonths(f.last_done_on, f.every_months) : null;
  const due_km = f.every_km !== null && f.last_done_km !== null ? round1(f.last_done_km + f.every_km) : null;
  const days_left = due_on ? daysBetween(today, due_on) : null;
  const km_left = due_km !== null && f.current_km !== null ? round1(due_km - f.current_km) : null;
  const never_done = due_on === null && due_km === null;
  let status: MaintenanceStatus = 'ok';
  if ((days_left !== null && days_left < 0) || (km_left !== null && km_left <= 0)) status = 'overdue';
  else if (
    never_done ||
    (days_left !== null && days_left <= MAINTENANCE_DUE_SOON_DAYS) ||
    (km_left !== null && km_left <= MAINTENANCE_DUE_SOON_KM)
  ) {
    status = 'due_soon';
  }
  return { due_on, due_km, days_left, km_left, never_done, status };
}

const STATUS_ORDER: Record<MaintenanceStatus, number> = { overdue: 0, due_soon: 1, ok: 2 };

const needsCost = () => validationError({ cost: 'required_for_expense' });
/** Work is recorded once done: a date after today (in the user's time zone) is refused. */
const checkNotFuture = (date: string, today: string) => {
  if (date > today) throw validationError({ date: 'date_in_future' });
};

/** Keeps the linked expense in step with its record: amount, currency, date and the task as description. */
const syncExpense = (t: Tx, row: MaintenanceRecordRow, budgetAlerts: boolean) =>
  syncRecordedExpense(
    t,
    row.expense_id,
    {
      amount: Number(row.cost),
      currency: row.currency.trim(),
      category: 'maintenance',
      date: row.date,
      description: row.task,
    },
    { budgetAlerts },
  );

export function createMaintenanceService(deps: { db: Kysely<Database>; now?: () => Date }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  const now = deps.now ?? (() => new Date());

  return {
    listRecords: (userId: string) => tx(userId, async (t) => (await repo.listRecords(t)).map(toMaintenanceRecord)),

    createRecord: (userId: string, input: z.output<typeof maintenanceRecordInputSchema>) =>
      tx(userId, async (t) => {
        const { add_expense, ...fields } = input;
        if (add_expense && fields.cost == null) throw needsCost();
        const prefs = await financePreferences(t);
        checkNotFuture(fields.date, todayIn(prefs.timezone, now()));
        const values: RecordValues = {
          vehicle_id: fields.vehicle_id ?? null,
          task: fields.task,
          date: fields.date,
          cost: fields.cost ?? null,
          currency: fields.currency ?? prefs.currency,
          odometer_km: fields.odometer_km ?? null,
          notes: fields.notes,
          expense_id: null,
        };
        let row = await repo.insertRecord(t, values);
        if (add_expense) {
          const expenseId = await syncExpense(t, row, prefs.budgetAlerts);
          row = (await repo.updateRecord(t, row.id, { expense_id: expenseId }))!;
        }
        return toMaintenanceRecord(row);
      }),

    /** With `expected` (If-Match), only while the row is still the version the client saw: else 412. */
    updateRecord: (
      userId: string,
      id: string,
      patch: z.output<typeof maintenanceRecordPatchSchema>,
      expected?: Expected,
    ) =>
      tx(userId, async (t) => {
        const { add_expense, ...fields } = patch;
        if (fields.date !== undefined)
          checkNotFuture(fields.date, todayIn((await financePreferences(t)).timezone, now()));
        let row = await repo.updateRecord(t, id, fields, expected);
        if (!row) {
          await throwIfChanged(t, 'maintenance_records', { id }, expected);
          throw notFound();
        }
        const touchesExpense = ['cost', 'currency', 'date', 'task'].some((k) => k in fields);
        if (add_expense || (row.expense_id && touchesExpense && row.cost !== null)) {
          if (row.cost === null) throw needsCost();
          const expenseId = await syncExpense(t, row, (await financePreferences(t)).budgetAlerts);
          if (expenseId !== row.expense_id) row = (await repo.updateRecord(t, row.id, { expense_id: expenseId }))!;
        }
        return toMaintenanceRecord(row);
      }),

    /** The expense it created stays in Wins: money already spent is not undone by tidying the maintenance log. */
    removeRecord: (userId: string, id: string, expected?: Expected) =>
      tx(userId, async (t) => {
        if (!(await repo.removeRecord(t, id, expected))) {
          await throwIfChanged(t, 'maintenance_records', { id }, expected);
          throw notFound();
        }
      }),

    listSchedules: (userId: string) =>
      tx(userId, async (t) => (await repo.listSchedules(t)).map(toMaintenanceSchedule)),

    createSchedule: (userId: string, input: z.output<typeof maintenanceScheduleInputSchema>) =>
      tx(userId, async (t) =>
        toMaintenanceSchedule(
          await repo.insertSchedule(t, {
            vehicle_id: input.vehicle_id ?? null,
            task: input.task,
            ...(scheduleDistanceOf(input) ?? {
              every_km: null,
              every_distance_entered: null,
              every_distance_unit: null,
            }),
            every_months: input.every_months ?? null,
            last_done_on: input.last_done_on ?? null,
            last_done_km: input.last_done_km ?? null,
          }),
        ),
      ),

    updateSchedule: (userId: string, id: string, patch: z.output<typeof maintenanceSchedulePatchSchema>) =>
      tx(userId, async (t) => {
        const current = await repo.getSchedule(t, id);
        if (!current) throw notFound();
        const { every_km: _km, every_distance: _typed, every_distance_unit: _unit, ...fields } = patch;
        const distance = scheduleDistanceOf(patch);
        const everyKm = distance ? distance.every_km : current.every_km;
        const everyMonths = patch.every_months !== undefined ? patch.every_months : current.every_months;
        if (everyKm === null && everyMonths === null) throw validationError({ every_distance: 'interval_required' });
        return toMaintenanceSchedule((await repo.updateSchedule(t, id, { ...fields, ...distance }))!);
      }),

    removeSchedule: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.removeSchedule(t, id))) throw notFound();
      }),

    /** Every schedule's next due date and/or odometer reading and its status, the most urgent first. */
    reminders: (userId: string, date?: string): Promise<MaintenanceReminder[]> =>
      tx(userId, async (t) => {
        const today = date ?? todayIn((await financePreferences(t)).timezone, now());
        const reminders = (await repo.scheduleFacts(t)).map((s): MaintenanceReminder => {
          const facts: ScheduleFacts = {
            every_km: num(s.every_km),
            every_months: s.every_months,
            last_done_on: laterDate(s.last_done_on, s.record_done_on),
            last_done_km: higher(num(s.last_done_km), num(s.record_done_km)),
            current_km: num(s.current_km),
          };
          return {
            schedule_id: s.id,
            vehicle_id: s.vehicle_id,
            vehicle_name: s.vehicle_name,
            task: s.task,
            every_km: facts.every_km,
            ...typedDistance(s),
            every_months: facts.every_months,
            last_done_on: facts.last_done_on,
            last_done_km: facts.last_done_km,
            current_odometer_km: facts.current_km,
            ...reminderStatus(facts, today),
          };
        });
        return reminders.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
      }),
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
