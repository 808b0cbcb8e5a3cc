import { z } from 'zod';
import { amountSchema, currencyCodeSchema, isoDateSchema } from './finance.ts';
import { SAFETY_TEMPLATES, type SafetyTemplateKey } from './storage-safety.ts';
import { FUEL_LOG_LIMITS } from './fuel-log.ts';
import { CONSUMPTION_UNITS, VOLUME_UNITS, WEIGHT_UNITS } from './units.ts';
import { FUEL_TYPES, VEHICLE_KINDS } from './vehicles.ts';

/** Pam's further Wheels tools (rigs, storage, fuel statistics, maintenance schedules, trips, safety checklists). */

const words = z.string().trim().min(1).max(200);
const id = z.uuid();
const distanceUnit = z.enum(['km', 'mi']);
const lengthUnit = z.enum(['m', 'ft']);
const weightUnit = z.enum(WEIGHT_UNITS);
const place = z.string().trim().min(1).max(200);

/** A fill-up's figures as the user said them, each where it belongs (log_fuel and update_fuel_entry). */
export const FILL_UP_FIELDS = {
  volume: z.number().positive().max(5_000).optional(),
  /** 'gal' is the US gallon, 'imp_gal' the imperial one (the user's volume unit when none). */
  volume_unit: z.enum(VOLUME_UNITS).optional(),
  total_cost: amountSchema.optional(),
  price_per_unit: z.number().positive().max(1_000).optional(),
  currency: currencyCodeSchema.optional(),
  /** In `odometer_unit` (the user's units by default). */
  odometer: z.number().nonnegative().max(10_000_000).optional(),
  odometer_unit: distanceUnit.optional(),
  /** Where it was filled, as said: the station and/or town ('Shell, Moab'), as the fuel log's Place field. */
  place: z.string().trim().min(1).max(FUEL_LOG_LIMITS.placeMax).optional(),
  /** The odometer was reset or this is a new rig: the reading starts a new segment (the form's checkbox). */
  odometer_reset: z.boolean().optional(),
};

/** A drive as plan_trip and save_trip take it. */
export const DRIVE_FIELDS = {
  from: place,
  to: place,
  via: z.array(place).max(10).optional(),
  start_date: isoDateSchema.optional(),
  /** Per day, in `unit`; defaults to the user's travel preference. */
  daily_limit: z.number().positive().max(2_000).optional(),
  unit: distanceUnit.optional(),
};

/** A rig's measures as the user said them, each in its unit (the user's units when none). */
const rigFields = {
  kind: z.enum(VEHICLE_KINDS).optional(),
  fuel_type: z.enum(FUEL_TYPES).optional(),
  length: z.number().positive().max(300).optional(),
  length_unit: lengthUnit.optional(),
  height: z.number().positive().max(60).optional(),
  height_unit: lengthUnit.optional(),
  width: z.number().positive().max(30).optional(),
  width_unit: lengthUnit.optional(),
  /** The gross vehicle mass (GVM, GVWR, MMA, PTAC), in `gross_mass_unit` (the user's weight unit when none). */
  gross_mass: z.number().positive().max(250_000).optional(),
  gross_mass_unit: weightUnit.optional(),
  /** The tare (unladen, empty) mass, in `empty_mass_unit` (the user's weight unit when none). */
  empty_mass: z.number().positive().max(250_000).optional(),
  empty_mass_unit: weightUnit.optional(),
  /** In `consumption_unit`: L/100 km, km/L, miles per US gallon or per imperial gallon (the user's unit when none). */
  consumption: z.number().positive().max(200).optional(),
  consumption_unit: z.enum(CONSUMPTION_UNITS).optional(),
  /** Tank size, in `tank_unit` (the user's units when none). */
  tank: z.number().positive().max(5_000).optional(),
  tank_unit: z.enum(VOLUME_UNITS).optional(),
};

export const WHEELS_PAM_TOOL_PARAMETERS = {
  /** The user's rigs (vehicles) with their measures. */
  list_vehicles: z.object({}),
  /** Adds a rig from a description: name (make, model, year), kind, fuel, length. */
  add_vehicle: z.object({ name: z.string().trim().min(1).max(120), ...rigFields }),
  /** Changes a rig named in words (or the only one), or the one by id. */
  update_vehicle: z.object({
    vehicle: words.optional(),
    id: id.optional(),
    name: z.string().trim().min(1).max(120).optional(),
    ...rigFields,
  }),
  /** Destructive: asks for confirmation first. A rig named in words (or the only one). */
  delete_vehicle: z.object({ vehicle: words.optional(), id: id.optional() }),

  /** Fuel consumption (full-to-full, as the fuel log screen shows it), cost per distance and totals. */
  fuel_stats: z.object({ vehicle: words.optional() }),
  /** Changes a fill-up: the latest, the one of a date, or by id. */
  update_fuel_entry: z.object({
    id: id.optional(),
    date: isoDateSchema.optional(),
    ...FILL_UP_FIELDS,
    /** Filled to full (true) or a partial fill (false), as the form's checkbox. */
    full_tank: z.boolean().optional(),
    new_date: isoDateSchema.optional(),
  }),
  /** Destructive: asks for confirmation first. A fill-up: the latest, the one of a date or amount, or by id. */
  delete_fuel_entry: z.object({
    id: id.optional(),
    date: isoDateSchema.optional(),
    amount: amountSchema.optional(),
  }),

  /** A maintenance schedule: a task every so many km/miles and/or months. */
  schedule_maintenance: z
    .object({
      task: z.string().trim().min(1).max(200),
      every_distance: z.number().positive().max(1_000_000).optional(),
      distance_unit: distanceUnit.optional(),
      every_months: z.number().int().positive().max(240).optional(),
    })
    .refine((v) => v.every_distance !== undefined || v.every_months !== undefined, { error: 'interval_required' }),
  /** Changes a maintenance record named by its task and/or date (the latest such), or by id. */
  update_maintenance: z.object({
    task: words.optional(),
    date: isoDateSchema.optional(),
    id: id.optional(),
    cost: amountSchema.optional(),
    currency: currencyCodeSchema.optional(),
    new_date: isoDateSchema.optional(),
    odometer: z.number().nonnegative().max(10_000_000).optional(),
    odometer_unit: distanceUnit.optional(),
    new_task: z.string().trim().min(1).max(200).optional(),
    /** A note added after the record's notes ("used 5W-30"). */
    note: z.string().trim().min(1).max(1_000).optional(),
  }),
  /** Destructive: asks for confirmation first. A maintenance record named by task and/or date, or by id. */
  delete_maintenance: z.object({ task: words.optional(), date: isoDateSchema.optional(), id: id.optional() }),

  /** Records where an item is stowed in the rig. */
  add_storage_item: z.object({
    name: z.string().trim().min(1).max(120),
    location: z.string().trim().min(1).max(120),
    quantity: z.number().int().positive().max(10_000).optional(),
  }),
  /** Moves a stowed item (named in words, or by id) to another place. */
  move_storage_item: z.object({
    item: words.optional(),
    id: id.optional(),
    location: z.string().trim().min(1).max(120),
  }),
  /** Destructive: asks for confirmation first. A stowed item named in words, or by id. */
  delete_storage_item: z.object({ item: words.optional(), id: id.optional() }),

  /** Plans a drive (as plan_trip) and saves it to the user's trips. */
  save_trip: z.object({
    ...DRIVE_FIELDS,
    name: z.string().trim().min(1).max(120).optional(),
  }),
  /** The user's saved trips, newest first. */
  list_trips: z.object({}),
  /** Opens a saved trip named in words (or by id) on the screen. */
  open_trip: z.object({ trip: words.optional(), id: id.optional() }),
  /** Shares a saved trip with the user's friends (naming a friend checks they are one) or a group. */
  share_trip: z.object({
    trip: words.optional(),
    id: id.optional(),
    friend: z.string().trim().min(1).max(120).optional(),
    group: z.string().trim().min(1).max(120).optional(),
    /** Several friends fit the name: the one the user picked from Pam's list (1-based). */
    choice: z.number().int().min(1).max(20).optional(),
  }),
  /** A saved trip as a GPX file: where to get it. */
  export_trip: z.object({ trip: words.optional(), id: id.optional() }),
  /** Destructive: asks for confirmation first. A saved trip named in words, or by id. */
  delete_trip: z.object({ trip: words.optional(), id: id.optional() }),

  /** The safety checklists (built-in and the user's own) and the one in progress. */
  list_checklists: z.object({}),
  /** Starts a checklist run: a built-in one or one of the user's own, named in words. */
  start_checklist: z.object({
    template: z.enum(Object.keys(SAFETY_TEMPLATES) as [SafetyTemplateKey, ...SafetyTemplateKey[]]).optional(),
    checklist: words.optional(),
  }),
  /** Ticks (or unticks) an item of the checklist in progress, named in words. */
  tick_checklist_item: z.object({ item: words, checked: z.boolean().default(true) }),
} as const satisfies Record<string, z.ZodType>;
