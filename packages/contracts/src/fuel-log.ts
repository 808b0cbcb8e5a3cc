import { z } from 'zod';
import { amountSchema, currencyCodeSchema, isoDateSchema } from './finance.ts';

/**
 * The fuel log (issue 4 item 6): fill-ups with date, odometer, volume, price per litre or total, full tank or not.
 * Stored metric (litres, km); the web converts to the units setting. Consumption is measured between full fills.
 */
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
  volume_l: z.number(),
  price_per_l: z.number(),
  total_cost: z.number(),
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
  volume_l: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(FUEL_LOG_LIMITS.maxVolumeL, { error: 'too_large' })
    .refine((n) => Math.round(n * 100) / 100 === n, { error: 'too_many_decimals' }),
  /** Give the price per litre or the total; the server computes the other. */
  price_per_l: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(FUEL_LOG_LIMITS.maxPricePerL, { error: 'too_large' })
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

const priceOrTotal = (f: { price_per_l?: number; total_cost?: number }) =>
  (f.price_per_l === undefined) !== (f.total_cost === undefined);

export const fuelEntryInputSchema = fields
  .extend({
    /** Also record the total as an expense of category fuel, in the same transaction. */
    add_expense: z.boolean().default(false),
  })
  .refine(priceOrTotal, { error: 'price_or_total', path: ['price_per_l'] });
export type FuelEntryInput = z.input<typeof fuelEntryInputSchema>;

/** Giving a new price or total recomputes the other; a new volume keeps the price per litre. */
export const fuelEntryPatchSchema = fields
  .extend({
    full_tank: z.boolean(),
    odometer_reset: z.boolean(),
    place: z.string().trim().max(FUEL_LOG_LIMITS.placeMax, { error: 'too_long' }),
  })
  .partial()
  .strict()
  .refine((f) => f.price_per_l === undefined || f.total_cost === undefined, {
    error: 'price_or_total',
    path: ['price_per_l'],
  });
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
