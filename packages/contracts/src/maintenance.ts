import { z } from 'zod';
import { amountSchema, currencyCodeSchema, isoDateSchema } from './finance.ts';
import { DISTANCE_UNITS, distanceToKm, type DistanceUnit } from './units.ts';

/**
 * Vehicle maintenance (issue 4 item 7): records (SPEC §3: task, date, cost, mileage) and schedules repeating every
 * N km and/or N months. Odometers are stored in km; the web converts to the user's distance unit. A schedule's
 * distance is also kept as typed with its unit (issue 23, decision 050): "every 5,000 mi" reads so, not 4,971.
 */

export const MAINTENANCE_LIMITS = {
  taskMax: 120,
  notesMax: 1_000,
  maxOdometerKm: 9_999_999,
  maxEveryKm: 1_000_000,
  maxEveryMonths: 240,
} as const;

/** A schedule is "due soon" this many days before its due date... */
export const MAINTENANCE_DUE_SOON_DAYS = 30;
/** ...or this many km before its due odometer reading, whichever comes first. */
export const MAINTENANCE_DUE_SOON_KM = 1_000;

export const MAINTENANCE_STATUSES = ['ok', 'due_soon', 'overdue'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

const odometerSchema = z
  .number({ error: 'invalid' })
  .min(0, { error: 'not_positive' })
  .max(MAINTENANCE_LIMITS.maxOdometerKm, { error: 'too_large' });
const taskSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(MAINTENANCE_LIMITS.taskMax, { error: 'too_long' });

export const maintenanceRecordSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  vehicle_id: z.uuid().nullable(),
  task: z.string(),
  date: z.string(),
  cost: z.number().nullable(),
  currency: z.string(),
  odometer_km: z.number().nullable(),
  notes: z.string(),
  /** The maintenance expense created from this record, if any. */
  expense_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;

export const maintenanceRecordInputSchema = z.object({
  vehicle_id: z.uuid({ error: 'invalid' }).nullable().optional(),
  task: taskSchema,
  date: isoDateSchema,
  cost: amountSchema.nullable().optional(),
  /** Defaults to the user's currency setting. */
  currency: currencyCodeSchema.optional(),
  odometer_km: odometerSchema.nullable().optional(),
  notes: z.string().trim().max(MAINTENANCE_LIMITS.notesMax, { error: 'too_long' }).default(''),
  /** Also record the cost as an expense of category maintenance (needs a cost); it is kept in step on later edits. */
  add_expense: z.boolean().default(false),
});
export type MaintenanceRecordInput = z.input<typeof maintenanceRecordInputSchema>;
export const maintenanceRecordPatchSchema = maintenanceRecordInputSchema
  .extend({
    notes: z.string().trim().max(MAINTENANCE_LIMITS.notesMax, { error: 'too_long' }),
    add_expense: z.boolean(),
  })
  .partial()
  .strict();
export type MaintenanceRecordPatch = z.input<typeof maintenanceRecordPatchSchema>;

/** A schedule's task, its intervals and when it was last done, as the schedule and its reminder show them. */
const scheduleIntervalFields = {
  task: z.string(),
  /** The distance interval in km, what reminders compute with. */
  every_km: z.number().nullable(),
  /**
   * The distance interval as typed, in `every_distance_unit`; null when there is none, or for a schedule made before
   * the typed unit was kept (then only every_km is known, shown in the user's distance unit).
   */
  every_distance_entered: z.number().nullable(),
  every_distance_unit: z.enum(DISTANCE_UNITS).nullable(),
  every_months: z.number().int().nullable(),
  last_done_on: z.string().nullable(),
  last_done_km: z.number().nullable(),
};

export const maintenanceScheduleSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  vehicle_id: z.uuid().nullable(),
  /** last_done_*: what the user entered when creating the schedule (e.g. done before records were kept). */
  ...scheduleIntervalFields,
  created_at: z.string(),
  updated_at: z.string(),
});
export type MaintenanceSchedule = z.infer<typeof maintenanceScheduleSchema>;

const everyDistanceSchema = z.number({ error: 'invalid' }).positive({ error: 'not_positive' }).nullable().optional();

/**
 * A distance interval is given either as typed, `every_distance` in `every_distance_unit` (the web's form, Pam), or
 * as `every_km` (kept for API clients; it is then a distance typed in km). Not both.
 */
const scheduleFields = z.object({
  vehicle_id: z.uuid({ error: 'invalid' }).nullable().optional(),
  task: taskSchema,
  every_km: everyDistanceSchema,
  every_distance: everyDistanceSchema,
  every_distance_unit: z.enum(DISTANCE_UNITS, { error: 'invalid' }).optional(),
  every_months: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(MAINTENANCE_LIMITS.maxEveryMonths, { error: 'too_large' })
    .nullable()
    .optional(),
  last_done_on: isoDateSchema.nullable().optional(),
  last_done_km: odometerSchema.nullable().optional(),
});
type ScheduleDistanceFields = Pick<
  z.output<typeof scheduleFields>,
  'every_km' | 'every_distance' | 'every_distance_unit'
>;

/** The distance interval a schedule input gives, as stored: km for reminders, and the figure and unit typed. */
export interface ScheduleDistance {
  every_km: number | null;
  every_distance_entered: number | null;
  every_distance_unit: DistanceUnit | null;
}

/** Undefined when the input does not touch the distance interval (a patch of other fields). */
export function scheduleDistanceOf(input: ScheduleDistanceFields): ScheduleDistance | undefined {
  const typed =
    input.every_distance !== undefined
      ? { value: input.every_distance, unit: input.every_distance_unit ?? 'km' }
      : input.every_km !== undefined
        ? { value: input.every_km, unit: 'km' as const }
        : undefined;
  if (!typed) return undefined;
  if (typed.value === null) return { every_km: null, every_distance_entered: null, every_distance_unit: null };
  // Stored to 0.1 km and 0.001 of the typed unit, as the columns keep them.
  return {
    every_km: Math.round(distanceToKm(typed.value, typed.unit) * 10) / 10,
    every_distance_entered: Math.round(typed.value * 1000) / 1000,
    every_distance_unit: typed.unit,
  };
}

/** One way of giving the distance, its unit with it, and no more than MAINTENANCE_LIMITS.maxEveryKm. */
function checkScheduleDistance(s: ScheduleDistanceFields, ctx: z.RefinementCtx) {
  if (s.every_km != null && s.every_distance != null) {
    ctx.addIssue({ code: 'custom', message: 'one_distance_only', path: ['every_distance'] });
    return;
  }
  if (s.every_distance != null && s.every_distance_unit === undefined) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['every_distance_unit'] });
    return;
  }
  const km = scheduleDistanceOf(s)?.every_km;
  if (km != null && km > MAINTENANCE_LIMITS.maxEveryKm) {
    ctx.addIssue({
      code: 'custom',
      message: 'too_large',
      path: [s.every_distance != null ? 'every_distance' : 'every_km'],
    });
  }
  // A figure so small it is 0.0 km once stored.
  if (km === 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'not_positive',
      path: [s.every_distance != null ? 'every_distance' : 'every_km'],
    });
  }
}

export const maintenanceScheduleInputSchema = scheduleFields.superRefine((s, ctx) => {
  if (s.every_km == null && s.every_distance == null && s.every_months == null) {
    ctx.addIssue({ code: 'custom', message: 'interval_required', path: ['every_distance'] });
  }
  checkScheduleDistance(s, ctx);
});
export type MaintenanceScheduleInput = z.input<typeof maintenanceScheduleInputSchema>;
/** The "at least one interval" rule is checked on the merged row by the service (and the database). */
export const maintenanceSchedulePatchSchema = scheduleFields.partial().strict().superRefine(checkScheduleDistance);
export type MaintenanceSchedulePatch = z.input<typeof maintenanceSchedulePatchSchema>;

export const maintenanceReminderSchema = z.object({
  schedule_id: z.uuid(),
  vehicle_id: z.uuid().nullable(),
  vehicle_name: z.string().nullable(),
  /** As on the schedule; last_done_*: the later of its own value and the newest matching record (same vehicle and task). */
  ...scheduleIntervalFields,
  /** Highest odometer known for the vehicle from maintenance records and the fuel log. */
  current_odometer_km: z.number().nullable(),
  /** Null when the schedule has no month interval or nothing says when it was last done. */
  due_on: z.string().nullable(),
  due_km: z.number().nullable(),
  /** Negative once overdue. */
  days_left: z.number().int().nullable(),
  km_left: z.number().nullable(),
  /** No record and no starting point given: reported as due soon until the first record is logged. */
  never_done: z.boolean(),
  status: z.enum(MAINTENANCE_STATUSES),
});
export type MaintenanceReminder = z.infer<typeof maintenanceReminderSchema>;

export const maintenanceRemindersQuerySchema = z.object({
  /** "Today" for the computation; defaults to today in the user's time zone. */
  date: isoDateSchema.optional(),
});
