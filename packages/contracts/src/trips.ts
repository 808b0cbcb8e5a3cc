import { z } from 'zod';
import { CAMPGROUND_KINDS } from './campgrounds.ts';
import { isoDateSchema } from './finance.ts';
import { FUEL_PRICE_REGIONS } from './fuel-prices.ts';
import { latLonSchema } from './geo.ts';

/**
 * Trip planning (issue 4 item 2); saved trips and travel preferences are in saved-trips.ts. Distances km, volumes
 * litres, money in `currency`.
 */

/**
 * Bounds that keep one plan a trip rather than a denial of service. The daily limit is 50-2,000 km (31-1,243 mi):
 * under 50 km a rig barely leaves the campground, and 2,000 km is already more than a day at the wheel. A plan has
 * at most 365 days and its route at most 40,000 km (the Earth's circumference; the Pan-American Highway is 30,000).
 */
export const TRIP_LIMITS = {
  maxStops: 50,
  minDailyLimitKm: 50,
  maxDailyLimitKm: 2_000,
  maxPlanDays: 365,
  maxRouteKm: 40_000,
  maxGpxBytes: 5 * 1024 * 1024,
  maxGeometryPoints: 50_000,
  /** A plan's route line is simplified to at most this many positions (the road's shape stays within metres). */
  maxPlanGeometryPoints: 5_000,
  nameMax: 120,
} as const;

/** Default daily driving limit: 300 km for metric users, 190 mi (305.8 km) for imperial users. */
export const DEFAULT_DAILY_LIMIT_KM = { metric: 300, imperial: 305.8 } as const;

/**
 * Share of the tank's theoretical range we call safe: a gauge's last 15 % is unreliable, consumption rises
 * with head wind, hills and load, and the next station may be closed. safe range = tank_l / consumption × 100 × 0.85.
 */
export const SAFE_RANGE_MARGIN = 0.85;

/** A daily driving limit in km, within TRIP_LIMITS (request override and travel preference alike). */
export const dailyLimitKmSchema = z
  .number({ error: 'invalid' })
  .min(TRIP_LIMITS.minDailyLimitKm, { error: 'too_small' })
  .max(TRIP_LIMITS.maxDailyLimitKm, { error: 'too_large' });

export const OPTIMIZE_MODES = ['none', 'fixed_ends', 'round_trip'] as const;
export type OptimizeMode = (typeof OPTIMIZE_MODES)[number];

/** A stop given by position (map click; `name` optional, else reverse-geocoded) or by a place name to geocode. */
export const planStopInputSchema = z.union([
  latLonSchema.extend({ name: z.string().trim().min(1).max(200).optional() }),
  z.object({ query: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }) }),
]);
export type PlanStopInput = z.infer<typeof planStopInputSchema>;

/** Which country's places a currency's user is most likely planning in; the geocoder ranks them a little higher. */
export const CURRENCY_COUNTRIES: Record<string, string> = { AUD: 'AU', NZD: 'NZ', USD: 'US', CAD: 'CA', GBP: 'GB' };

/**
 * A night the traveller chose: at a stop (its index in the request's `stops`) or at a campground (its id). The days
 * are cut there; between chosen nights they are cut by the daily limit as usual.
 */
export const planNightInputSchema = z.union([
  z
    .object({
      stop_index: z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .min(0, { error: 'invalid' })
        .max(TRIP_LIMITS.maxStops - 1, { error: 'invalid' }),
    })
    .strict(),
  z.object({ campground_id: z.uuid({ error: 'invalid' }) }).strict(),
]);
export type PlanNightInput = z.infer<typeof planNightInputSchema>;

export const planRequestSchema = z.object({
  stops: z
    .array(planStopInputSchema)
    .min(2, { error: 'too_few_stops' })
    .max(TRIP_LIMITS.maxStops, { error: 'too_many_stops' }),
  optimize: z.enum(OPTIMIZE_MODES).default('none'),
  vehicle_id: z.uuid({ error: 'invalid' }).optional(),
  /** Overrides the travel preference and the units default. */
  daily_limit_km: dailyLimitKmSchema.optional(),
  /** Day 1; without it days and weather carry no dates. */
  start_date: isoDateSchema.optional(),
  /** Trip budget in the plan's currency (see response `budget.currency`). */
  budget: z
    .number({ error: 'invalid' })
    .min(0, { error: 'not_positive' })
    .max(9_999_999_999.99, { error: 'too_large' })
    .optional(),
  /** Nights the traveller moved (at a stop or a campground); the other days are cut by the daily limit. */
  nights: z.array(planNightInputSchema).max(TRIP_LIMITS.maxPlanDays, { error: 'too_many' }).default([]),
});
export type PlanRequest = z.input<typeof planRequestSchema>;

export const planStopSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  name: z.string(),
  input_index: z.number().int(),
});
export type PlanStop = z.infer<typeof planStopSchema>;

export const planLegSchema = z.object({
  /** Indexes into the response's `stops`. */
  from_index: z.number().int(),
  to_index: z.number().int(),
  distance_km: z.number(),
  duration_min: z.number(),
  /** Litres and cost; null when the rig's consumption (or the price) is unknown. */
  fuel_volume_l: z.number().nullable(),
  fuel_cost: z.number().nullable(),
  /** Longer than the tank's safe range (SAFE_RANGE_MARGIN): refuel on the way. */
  exceeds_safe_range: z.boolean(),
});
export type PlanLeg = z.infer<typeof planLegSchema>;

export const namedPointSchema = z.object({ lat: z.number(), lon: z.number(), name: z.string() });
export type NamedPoint = z.infer<typeof namedPointSchema>;

/** A campground near a day's end that fits the rig; distance_off_route_km is from the overnight point. */
export const overnightSuggestionSchema = z.object({
  id: z.string(),
  /** OpenStreetMap sites may have no name: they are shown by kind and nearest place ("Campsite near Ambleside"). */
  name: z.string().nullable(),
  kind: z.enum(CAMPGROUND_KINDS),
  /** The nearest town of a site without a name; null when it has a name or no town is within 100 km. */
  near_place: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  distance_off_route_km: z.number(),
  /** true when the site says fee=no, false when it charges, null when unknown. */
  free: z.boolean().nullable(),
  /** The longest rig the site takes, metres; null when unknown. */
  max_length_m: z.number().nullable(),
  /** A night's fee as OpenStreetMap states it (fee or charge tag), read when it names an amount and currency. */
  nightly_fee: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  /** The site's data source credit (campgroundAttribution), shown with it; null for a user's own site. */
  attribution: z.string().nullable(),
});
export type OvernightSuggestion = z.infer<typeof overnightSuggestionSchema>;

export const planDaySchema = z.object({
  day: z.number().int(),
  date: z.string().nullable(),
  start: namedPointSchema,
  end: namedPointSchema,
  /** Index into `stops` when the day ends exactly at a stop; null when it ends part-way along a leg. */
  end_stop_index: z.number().int().nullable(),
  distance_km: z.number(),
  duration_min: z.number(),
  /** Where the night is spent (the day's end, or the campground chosen there); null on the last day. */
  overnight: namedPointSchema.nullable(),
  /**
   * Why the day ends where it does: at a stop (within DAY_END_TOLERANCE of the daily limit, or the destination), at a
   * night the traveller chose, or where the limit is reached (the night then goes at the nearest campground).
   */
  end_reason: z.enum(['stop', 'chosen', 'limit', 'destination']),
  /** The campground the night is spent at: the one chosen, else the nearest to a limit point; null at a stop or with none. */
  overnight_site: overnightSuggestionSchema.nullable(),
  overnight_suggestions: z.array(overnightSuggestionSchema),
});
export type PlanDay = z.infer<typeof planDaySchema>;

export const FUEL_PRICE_SOURCES = ['user', 'fuel_log_average', 'region_default'] as const;
export type FuelPriceSource = (typeof FUEL_PRICE_SOURCES)[number];
export const FUEL_WARNING_CODES = [
  'no_vehicle',
  'no_consumption',
  'no_tank_size',
  'no_price',
  'leg_exceeds_safe_range',
] as const;

export const fuelWarningSchema = z.object({
  code: z.enum(FUEL_WARNING_CODES),
  /** Set for leg_exceeds_safe_range. */
  leg_index: z.number().int().nullable(),
  message: z.string(),
});

export const planFuelSchema = z.object({
  /** Litres for the whole trip; null when no consumption is known. */
  volume: z.number().nullable(),
  cost: z.number().nullable(),
  currency: z.string(),
  /** null (with a no_price warning) when no price is known for the rig's fuel, e.g. LPG without a user price. */
  price_per_l: z.number().nullable(),
  price_source: z.enum(FUEL_PRICE_SOURCES).nullable(),
  /** Set when price_source is region_default. */
  price_region: z.enum(FUEL_PRICE_REGIONS).nullable(),
  consumption_l_per_100km: z.number().nullable(),
  safe_range_km: z.number().nullable(),
  warnings: z.array(fuelWarningSchema),
});

export const weatherDailySchema = z.object({
  temp_max_c: z.number(),
  temp_min_c: z.number(),
  precipitation_mm: z.number(),
  precipitation_probability: z.number().nullable(),
  wind_max_kmh: z.number(),
  weather_code: z.number().int(),
});

export const WEATHER_UNAVAILABLE_REASONS = ['no_date', 'out_of_range', 'unreachable'] as const;
export const planWeatherSchema = z.object({
  place: z.string(),
  lat: z.number(),
  lon: z.number(),
  kind: z.enum(['overnight', 'destination']),
  /** The day number the entry belongs to. */
  day: z.number().int(),
  date: z.string().nullable(),
  available: z.boolean(),
  daily: weatherDailySchema.nullable(),
  reason: z.enum(WEATHER_UNAVAILABLE_REASONS).optional(),
});

export const planBudgetSchema = z.object({
  budget: z.number().nullable(),
  fuel_cost: z.number().nullable(),
  /**
   * Campground fees of the nights with a site: the site's own fee where OpenStreetMap states one in `currency`, free
   * sites 0, the others the region's typical fee (an estimate). Nights with no site are left out (see
   * nights_without_site). null when no typical fee exists in `currency` and no site states its own.
   */
  campground_fees_estimate: z.number().nullable(),
  nights: z.number().int(),
  /** Nights priced with the site's own fee (or free), with the region's typical fee, and left out (no site). */
  nights_site_fee: z.number().int(),
  nights_typical_fee: z.number().int(),
  nights_without_site: z.number().int(),
  total: z.number(),
  currency: z.string(),
  /** null when no budget was given. */
  over_budget: z.boolean().nullable(),
});

export const PLAN_NOTE_CODES = ['routing_fallback', 'no_dates', 'water_crossing'] as const;
/** A stop within this share of the daily limit (either side) ends the day there rather than a point on the road. */
export const DAY_END_TOLERANCE = 0.25;
export const planResponseSchema = z.object({
  stops: z.array(planStopSchema),
  legs: z.array(planLegSchema),
  /**
   * [lon, lat] pairs along the whole route: the road's geometry from the routing engine, simplified to at most
   * TRIP_LIMITS.maxPlanGeometryPoints; with `estimated: true` only the straight lines between the stops.
   */
  geometry: z.array(z.tuple([z.number(), z.number()])),
  total_distance_km: z.number(),
  total_duration_min: z.number(),
  /** true when distances are the offline estimate (no OSRM_URL, or OSRM failed: see notes). */
  estimated: z.boolean(),
  optimize: z.enum(OPTIMIZE_MODES),
  daily_limit_km: z.number(),
  days: z.array(planDaySchema),
  /** false when campground search is not available on this server; suggestions are then empty. */
  overnight_suggestions_available: z.boolean(),
  fuel: planFuelSchema,
  weather: z.array(planWeatherSchema),
  budget: planBudgetSchema,
  /** water_crossing: the leg (leg_index) joins two landmasses, so the estimate assumes a ferry of about sea_km. */
  notes: z.array(
    z.object({
      code: z.enum(PLAN_NOTE_CODES),
      message: z.string(),
      leg_index: z.number().int().optional(),
      sea_km: z.number().optional(),
    }),
  ),
  /** The nights the traveller chose, as asked (stop_index refers to the request's stops), so a saved plan reopens with them. */
  nights: z.array(planNightInputSchema),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;
/** POST /routes/plan answers { data: PlanResponse }. */
export const planEnvelopeSchema = z.object({ data: planResponseSchema });
