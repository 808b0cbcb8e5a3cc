import { z } from 'zod';
import { amountSchema, currencyCodeSchema, isoDateSchema } from './finance.ts';

/**
 * The fuel log (issue 4 item 6): fill-ups with date, odometer, volume, price per litre or total, full tank or not.
 * The volume and price are kept as typed, in the unit they were typed in (litres, US or imperial gallons), and shown so; the
 * statistics use litres and the price per litre computed from them. Consumption is measured between full fills.
 */
import { VOLUME_UNITS, type VolumeUnit } from './units.ts';

export const FUEL_LOG_LIMITS = {
  maxOdometerKm: 9_999_999,
  maxVolumeL: 10_000,
  maxPricePerL: 1_000,
  placeMax: 200,
} as const;

export const fuelEntrySchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  vehicle_id: z.uuid().nullable(),
  filled_on: z.string(),
  odometer_km: z.number().nullable(),
  /** Litres, to 0.01 (computed from what was typed in gallons). */
  volume_l: z.number(),
  /** Per litre, to 0.001 (computed when the price was typed per gallon or a total was given). */
  price_per_l: z.number(),
  total_cost: z.number(),
  /** The unit the volume and price were typed in; null for fill-ups logged before units were kept. */
  entered_unit: z.enum(VOLUME_UNITS).nullable(),
  /** The volume as typed, in `entered_unit`. */
  entered_volume: z.number().nullable(),
  /** The price per `entered_unit` as typed; null when a total was typed. */
  entered_price: z.number().nullable(),
  currency: z.string(),
  full_tank: z.boolean(),
  /** The odometer was reset or this is the first fill of a new rig: the reading starts a new segment. */
  odometer_reset: z.boolean(),
  place: z.string(),
  /** The fuel expense created with this fill-up, if any. */
  expense_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FuelEntry = z.infer<typeof fuelEntrySchema>;

const fields = z.object({
  vehicle_id: z.uuid({ error: 'invalid' }).nullable().optional(),
  filled_on: isoDateSchema,
  odometer_km: z
    .number({ error: 'invalid' })
    .min(0, { error: 'not_positive' })
    .max(FUEL_LOG_LIMITS.maxOdometerKm, { error: 'too_large' })
    .refine((n) => Math.round(n * 10) / 10 === n, { error: 'too_many_decimals' })
    .nullable()
    .optional(),
  /** Litres (when no `unit` is given). */
  volume_l: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(FUEL_LOG_LIMITS.maxVolumeL, { error: 'too_large' })
    .refine((n) => Math.round(n * 100) / 100 === n, { error: 'too_many_decimals' })
    .optional(),
  /** Give the price per litre, the price per `unit` or the total; the server computes the others. */
  price_per_l: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(FUEL_LOG_LIMITS.maxPricePerL, { error: 'too_large' })
    .refine((n) => Math.round(n * 1000) / 1000 === n, { error: 'too_many_decimals' })
    .optional(),
  /** The unit `volume` and `price_per_unit` are typed in; kept and shown as typed. */
  unit: z.enum(VOLUME_UNITS, { error: 'invalid' }).optional(),
  /** The volume as typed in `unit`, to 0.001 (pumps show gallons to 3 decimals). */
  volume: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(FUEL_LOG_LIMITS.maxVolumeL, { error: 'too_large' })
    .refine((n) => Math.round(n * 1000) / 1000 === n, { error: 'too_many_decimals' })
    .optional(),
  /** The price per `unit` as typed, to 0.001. */
  price_per_unit: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(FUEL_LOG_LIMITS.maxPricePerL * 4, { error: 'too_large' })
    .refine((n) => Math.round(n * 1000) / 1000 === n, { error: 'too_many_decimals' })
    .optional(),
  total_cost: amountSchema.optional(),
  /** Defaults to the user's currency setting. */
  currency: currencyCodeSchema.optional(),
  full_tank: z.boolean().default(true),
  /**
   * The odometer was reset or this is a new rig: the reading may be lower than the fill-up before it and starts a
   * new segment of the statistics. Otherwise readings must follow the dates (checked by the server).
   */
  odometer_reset: z.boolean().default(false),
  place: z.string().trim().max(FUEL_LOG_LIMITS.placeMax, { error: 'too_long' }).default(''),
});

type PricedFill = {
  price_per_l?: number;
  price_per_unit?: number;
  total_cost?: number;
  unit?: VolumeUnit;
  volume?: number;
  volume_l?: number;
};
const pricesGiven = (f: PricedFill) =>
  [f.price_per_l, f.price_per_unit, f.total_cost].filter((v) => v !== undefined).length;
/** A fill is typed either in litres (volume_l, price_per_l) or in a unit (unit, volume, price_per_unit), not both. */
const oneWay = (f: PricedFill) =>
  f.unit === undefined
    ? f.volume === undefined && f.price_per_unit === undefined
    : f.volume_l === undefined && f.price_per_l === undefined;

export const fuelEntryInputSchema = fields
  .extend({
    /** Also record the total as an expense of category fuel, in the same transaction. */
    add_expense: z.boolean().default(false),
  })
  .refine((f) => (f.unit === undefined ? f.volume_l !== undefined : f.volume !== undefined), {
    error: 'required',
    path: ['volume'],
  })
  .refine(oneWay, { error: 'unit_or_litres', path: ['unit'] })
  .refine((f) => pricesGiven(f) === 1, { error: 'price_or_total', path: ['price_per_l'] });
export type FuelEntryInput = z.input<typeof fuelEntryInputSchema>;

/**
 * Giving a new price or total recomputes the other; a new volume keeps the price as typed. A volume or price per unit
 * comes with its unit.
 */
export const fuelEntryPatchSchema = fields
  .extend({
    full_tank: z.boolean(),
    odometer_reset: z.boolean(),
    place: z.string().trim().max(FUEL_LOG_LIMITS.placeMax, { error: 'too_long' }),
  })
  .partial()
  .strict()
  .refine((f) => (f.volume === undefined && f.price_per_unit === undefined) || f.unit !== undefined, {
    error: 'required',
    path: ['unit'],
  })
  .refine(oneWay, { error: 'unit_or_litres', path: ['unit'] })
  .refine((f) => pricesGiven(f) <= 1, { error: 'price_or_total', path: ['price_per_l'] });
export type FuelEntryPatch = z.input<typeof fuelEntryPatchSchema>;

export const fuelLogQuerySchema = z.object({
  vehicle_id: z.uuid({ error: 'invalid' }).optional(),
});

export const fuelDeleteQuerySchema = z.object({
  /** Also delete the fuel expense created with the fill-up ('true'); by default it is kept. */
  delete_expense: z.enum(['true', 'false']).default('false'),
});

export const fuelIntervalSchema = z.object({
  vehicle_id: z.uuid().nullable(),
  /** The full fill that starts the interval and the full fill that ends it. */
  from_entry_id: z.uuid(),
  to_entry_id: z.uuid(),
  from_date: z.string(),
  to_date: z.string(),
  distance_km: z.number(),
  /** Litres of every fill after the first full fill up to and including the next one. */
  volume_l: z.number(),
  l_per_100km: z.number(),
  /** Cost of those fills when they share one currency, else null. */
  cost: z.number().nullable(),
  currency: z.string().nullable(),
  cost_per_km: z.number().nullable(),
});
export type FuelInterval = z.infer<typeof fuelIntervalSchema>;

export const fuelStatsSchema = z.object({
  /** Oldest first. */
  intervals: z.array(fuelIntervalSchema),
  /** Total litres ÷ total distance over every interval, null without one. */
  average_l_per_100km: z.number().nullable(),
  measured_distance_km: z.number(),
  /** Interval costs per currency ÷ the distance of those intervals. */
  cost_per_km: z.array(z.object({ currency: z.string(), cost_per_km: z.number() })),
  /** Every fill-up, per currency. */
  totals: z.array(
    z.object({ currency: z.string(), volume_l: z.number(), total_cost: z.number(), count: z.number().int() }),
  ),
  /** Per calendar month (YYYY-MM), oldest first: volume and cost of the fills, and consumption of intervals ending in it. */
  monthly: z.array(
    z.object({
      month: z.string(),
      volume_l: z.number(),
      costs: z.array(z.object({ currency: z.string(), total_cost: z.number() })),
      l_per_100km: z.number().nullable(),
    }),
  ),
});
export type FuelStats = z.infer<typeof fuelStatsSchema>;
