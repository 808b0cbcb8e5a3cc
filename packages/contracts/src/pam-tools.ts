import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from './constants.ts';
import {
  amountSchema,
  BUDGET_PERIODS,
  currencyCodeSchema,
  EXPENSE_CATEGORIES,
  INCOME_RECURRENCES,
  isoDateSchema,
} from './finance.ts';
import { CAMPGROUNDS_PAM_TOOL_PARAMETERS } from './pam-tools-campgrounds.ts';
import { CONTENT_PAM_TOOL_PARAMETERS } from './pam-tools-content.ts';
import { GROUPS_PAM_TOOL_PARAMETERS } from './pam-tools-groups.ts';
import { HISTORY_PAM_TOOL_PARAMETERS } from './pam-tools-history.ts';
import { MAP_PAM_TOOL_PARAMETERS } from './pam-tools-map.ts';
import { MONEY_PAM_TOOL_PARAMETERS } from './pam-tools-money.ts';
import { RECORDS_PAM_TOOL_PARAMETERS } from './pam-tools-records.ts';
import { SHOP_PAM_TOOL_PARAMETERS } from './pam-tools-shop.ts';
import { SOCIAL_PAM_TOOL_PARAMETERS } from './pam-tools-social.ts';
import { RIG_NAMED, STOW_PAM_TOOL_PARAMETERS } from './pam-tools-stow.ts';
import { TRIP_EDIT_PAM_TOOL_PARAMETERS } from './pam-tools-trip-edit.ts';
import { TRIP_MORE_PAM_TOOL_PARAMETERS } from './pam-tools-trip-more.ts';
import { TRIPS_PAM_TOOL_PARAMETERS } from './pam-tools-trips.ts';
import { UPKEEP_PAM_TOOL_PARAMETERS } from './pam-tools-upkeep.ts';
import { DRIVE_FIELDS, FILL_UP_FIELDS, WHEELS_PAM_TOOL_PARAMETERS } from './pam-tools-wheels.ts';
import {
  DATE_FORMATS,
  displayPreferencesSchema,
  notificationPreferencesSchema,
  pamPreferencesSchema,
  privacyPreferencesSchema,
  regionalPreferencesSchema,
  THEMES,
} from './settings.ts';
import { unitPreferencesSchema } from './units.ts';

/**
 * Pam's tools: the one list of what Pam can do, with typed parameters. The built-in engine produces these calls from
 * the user's words; a configured LLM calls the same tools (their JSON Schema comes from these zod schemas). No tool
 * takes a user id: every tool acts as the signed-in user, inside their row-level-security transaction.
 */

const place = z.string().trim().min(1).max(200);
const period = {
  /** First and last day, inclusive; defaults to the current month. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};
const distanceUnit = z.enum(['km', 'mi']);

export const PAM_TOOL_PARAMETERS = {
  log_expense: z.object({
    amount: amountSchema,
    category: z.enum(EXPENSE_CATEGORIES),
    /** Defaults to the user's currency. */
    currency: currencyCodeSchema.optional(),
    /** Defaults to today in the user's time zone. */
    date: isoDateSchema.optional(),
    description: z.string().trim().max(500).optional(),
    /**
     * Further expenses said in the same sentence ("65 for propane and 12 for a car wash"), each logged as its own
     * record on the same date and in the same currency unless it names its own.
     */
    also: z
      .array(
        z.object({
          amount: amountSchema,
          category: z.enum(EXPENSE_CATEGORIES),
          currency: currencyCodeSchema.optional(),
          description: z.string().trim().max(500).optional(),
        }),
      )
      .max(9)
      .optional(),
  }),
  log_income: z.object({
    amount: amountSchema,
    source: z.string().trim().min(1).max(200),
    currency: currencyCodeSchema.optional(),
    date: isoDateSchema.optional(),
    /** Pay that comes back ("my pension, 1200 a month"); defaults to once. */
    recurrence: z.enum(INCOME_RECURRENCES).optional(),
    /** The side income source it came from; unset, the one the source's words name (if any) is linked. */
    side_income_source_id: z.uuid().optional(),
    /** 1-based pick among the side income sources Pam listed when several fitted. */
    choice: z.number().int().min(1).max(50).optional(),
  }),
  /** Total spent in a period, overall or for one category, with a breakdown by category. */
  spending_summary: z.object({ category: z.enum(EXPENSE_CATEGORIES).optional(), ...period }),
  /** Total income in a period. */
  income_summary: z.object({ ...period }),
  /** The latest expenses (what was logged). */
  recent_expenses: z.object({ limit: z.number().int().min(1).max(20).optional() }),
  /** Spending against the budgets this period; one category, the overall budget (null), or all. */
  budget_status: z.object({
    category: z.enum(EXPENSE_CATEGORIES).nullable().optional(),
    /** One budget by its id (the one the conversation is about); the category is then not needed. */
    id: z.uuid().optional(),
  }),
  /** Creates or changes the budget for a category (null: overall). */
  set_budget: z.object({
    category: z.enum(EXPENSE_CATEGORIES).nullable(),
    period: z.enum(BUDGET_PERIODS).default('monthly'),
    amount: amountSchema,
    currency: currencyCodeSchema.optional(),
    /**
     * The amount was said for a fortnight or a year, which budgets do not have: it is kept as the weekly budget (half)
     * or the monthly one (a twelfth), and the reply says so. `period` is then ignored.
     */
    amount_per: z.enum(['fortnight', 'year']).optional(),
  }),
  create_savings_goal: z.object({
    name: z.string().trim().min(1).max(120),
    target_amount: amountSchema,
    currency: currencyCodeSchema.optional(),
    target_date: isoDateSchema.optional(),
  }),
  /** Adds money to a goal, found by name (the only goal when the user has one). */
  contribute_savings_goal: z.object({
    goal: z.string().trim().max(120).optional(),
    /** The goal the conversation is about ('put 100 in it'), or a contribution to it. */
    id: z.uuid().optional(),
    amount: amountSchema,
    date: isoDateSchema.optional(),
  }),
  /** Progress of one goal, or of all. */
  savings_progress: z.object({ goal: z.string().trim().max(120).optional(), id: z.uuid().optional() }),
  /** Road (or estimated) distance and driving time between two places. */
  distance_between: z.object({ from: place, to: place }),
  /** Plans a drive: days at the user's daily limit, distance, time, fuel cost for the user's rig; not saved. */
  plan_trip: z.object({
    ...DRIVE_FIELDS,
    /** The number of driving days the user asked for ("a 5 day trip"); the daily distance follows from it. */
    days: z.number().int().positive().max(90).optional(),
  }),
  /** Fuel cost of a drive between two places, or of a distance. */
  fuel_cost: z.object({
    from: place.optional(),
    to: place.optional(),
    distance: z.number().positive().max(40_000).optional(),
    unit: distanceUnit.optional(),
  }),
  /** Current weather and the next days' forecast at a place or the user's location. */
  weather: z.object({
    place: place.optional(),
    use_my_location: z.boolean().optional(),
    date: isoDateSchema.optional(),
  }),
  /** Remembers a city the user typed as their location for location questions. */
  set_location: z.object({ place }),
  /** What maintenance is overdue or due soon. */
  maintenance_due: z.object({}),
  log_maintenance: z.object({
    task: z.string().trim().min(1).max(200),
    date: isoDateSchema.optional(),
    cost: amountSchema.optional(),
    currency: currencyCodeSchema.optional(),
    /** In `odometer_unit` (the user's units by default). */
    odometer: z.number().nonnegative().max(10_000_000).optional(),
    odometer_unit: distanceUnit.optional(),
    ...RIG_NAMED,
  }),
  log_fuel: z.object({
    ...FILL_UP_FIELDS,
    ...RIG_NAMED,
    date: isoDateSchema.optional(),
    full_tank: z.boolean().optional(),
  }),
  /** Where an item is stored in the rig. */
  find_storage_item: z.object({ query: z.string().trim().min(1).max(120) }),
  /** What the settings screen changes: units, language, currency, display, time zone, Pam, notifications, privacy. */
  update_settings: z
    .object({
      /** A whole system: its preset (imperial is the UK's set for a British user), as the settings screen does. */
      units: z.enum(['metric', 'imperial']).optional(),
      /** One kind of figure in one unit ("use litres", "show mpg"): the others stay as they are. */
      ...unitPreferencesSchema.partial().shape,
      language: z.enum(LANGUAGES).optional(),
      currency: z.enum(CURRENCIES).optional(),
      theme: z.enum(THEMES).optional(),
      voice_enabled: z.boolean().optional(),
      /** An IANA time zone ('Europe/Paris'). */
      timezone: regionalPreferencesSchema.shape.timezone.optional(),
      date_format: z.enum(DATE_FORMATS).optional(),
      font_size: displayPreferencesSchema.shape.font_size.optional(),
      high_contrast: z.boolean().optional(),
      reduced_motion: z.boolean().optional(),
      response_style: pamPreferencesSchema.shape.response_style.optional(),
      expertise_level: pamPreferencesSchema.shape.expertise_level.optional(),
      proactive_suggestions: z.boolean().optional(),
      /** Each notification kind on (true) or off (false). */
      notifications: notificationPreferencesSchema.partial().optional(),
      profile_visibility: privacyPreferencesSchema.shape.profile_visibility.optional(),
      activity_tracking: z.boolean().optional(),
      data_collection: z.boolean().optional(),
      auto_add_purchases_to_storage: z.boolean().optional(),
      use_current_location: z.boolean().optional(),
    })
    .refine(
      (s) =>
        Object.values(s).some(
          (v) => v !== undefined && (typeof v !== 'object' || Object.values(v).some((x) => x !== undefined)),
        ),
      { error: 'nothing_to_change' },
    ),
  /**
   * Destructive: asks for confirmation first. One expense: the latest, or the latest matching the filters; with
   * `text` or a period, the one those words name (several fitting are listed; `choice` picks one of that list).
   */
  delete_expense: z.object({
    which: z.enum(['latest']).default('latest'),
    category: z.enum(EXPENSE_CATEGORIES).optional(),
    amount: amountSchema.optional(),
    text: z.string().trim().max(200).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    choice: z.number().int().min(1).max(50).optional(),
    /** The expense the confirmation named (set by Pam from the confirmation, so the one asked about is deleted). */
    id: z.uuid().optional(),
  }),
  ...RECORDS_PAM_TOOL_PARAMETERS,
  ...WHEELS_PAM_TOOL_PARAMETERS,
  ...HISTORY_PAM_TOOL_PARAMETERS,
  ...TRIPS_PAM_TOOL_PARAMETERS,
  ...TRIP_EDIT_PAM_TOOL_PARAMETERS,
  ...TRIP_MORE_PAM_TOOL_PARAMETERS,
  ...UPKEEP_PAM_TOOL_PARAMETERS,
  ...STOW_PAM_TOOL_PARAMETERS,
  ...SOCIAL_PAM_TOOL_PARAMETERS,
  ...CONTENT_PAM_TOOL_PARAMETERS,
  ...GROUPS_PAM_TOOL_PARAMETERS,
  ...SHOP_PAM_TOOL_PARAMETERS,
  ...MONEY_PAM_TOOL_PARAMETERS,
  ...CAMPGROUNDS_PAM_TOOL_PARAMETERS,
  ...MAP_PAM_TOOL_PARAMETERS,
} as const;

export type PamToolName = keyof typeof PAM_TOOL_PARAMETERS;
export const PAM_TOOL_NAMES = Object.keys(PAM_TOOL_PARAMETERS) as PamToolName[];
export type PamToolArgs<K extends PamToolName> = z.input<(typeof PAM_TOOL_PARAMETERS)[K]>;
/** A call of one tool with its arguments, as the built-in engine or a model makes it. */
export type PamToolCall = { [K in PamToolName]: { name: K; args: PamToolArgs<K> } }[PamToolName];
