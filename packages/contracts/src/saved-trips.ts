import { z } from 'zod';
import { currencyCodeSchema, isoDateSchema } from './finance.ts';
import { latLonSchema } from './geo.ts';
import {
  dailyLimitKmSchema,
  namedPointSchema,
  type OvernightSuggestion,
  type PlanDay,
  type PlanNightInput,
  type PlanResponse,
  planResponseSchema,
  TRIP_LIMITS,
} from './trips.ts';

/** Saved trips (issue 4 item 3) and the travel preferences a plan starts from. */

// ---- Saved trips ----

export const TRIP_STATUSES = ['planned', 'active', 'completed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const tripStopSchema = namedPointSchema;
export const tripSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  status: z.enum(TRIP_STATUSES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  stops: z.array(tripStopSchema),
  geometry: z.array(z.tuple([z.number(), z.number()])),
  total_distance_km: z.number().nullable(),
  estimated: z.boolean(),
  /** The plan response this trip was saved from; null for imported trips. */
  plan: planResponseSchema.nullable(),
  budget: z.number().nullable(),
  currency: z.string(),
  vehicle_id: z.uuid().nullable(),
  /** Expenses dated within start_date..end_date, per currency; empty without both dates. */
  actual_cost: z.array(z.object({ currency: z.string(), total: z.number() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;

const tripStopInputSchema = latLonSchema.extend({
  name: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
});
const coordinateSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const tripInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(TRIP_LIMITS.nameMax, { error: 'too_long' }),
  status: z.enum(TRIP_STATUSES, { error: 'invalid' }).default('planned'),
  start_date: isoDateSchema.nullable().optional(),
  end_date: isoDateSchema.nullable().optional(),
  stops: z
    .array(tripStopInputSchema)
    .min(1, { error: 'too_few_stops' })
    .max(TRIP_LIMITS.maxStops * 4, { error: 'too_many_stops' }),
  geometry: z.array(coordinateSchema).max(TRIP_LIMITS.maxGeometryPoints, { error: 'too_many_points' }).default([]),
  /** At most 1,000,000 km (stored as numeric(9, 1)): a trip recorded over many imported tracks still fits. */
  total_distance_km: z
    .number({ error: 'invalid' })
    .min(0, { error: 'not_positive' })
    .max(1_000_000, { error: 'too_large' })
    .nullable()
    .optional(),
  estimated: z.boolean().default(false),
  plan: planResponseSchema.nullable().optional(),
  budget: z.number().min(0).max(9_999_999_999.99).nullable().optional(),
  /** Defaults to the user's currency setting. */
  currency: currencyCodeSchema.optional(),
  vehicle_id: z.uuid().nullable().optional(),
});
export type TripInput = z.input<typeof tripInputSchema>;
export const tripPatchSchema = tripInputSchema
  .extend({
    status: z.enum(TRIP_STATUSES, { error: 'invalid' }),
    geometry: z.array(coordinateSchema).max(TRIP_LIMITS.maxGeometryPoints),
    estimated: z.boolean(),
  })
  .partial()
  .strict();
export type TripPatch = z.infer<typeof tripPatchSchema>;

type SavedSuggestion = Omit<OvernightSuggestion, 'nightly_fee' | 'attribution' | 'kind' | 'near_place'> &
  Partial<Pick<OvernightSuggestion, 'nightly_fee' | 'attribution' | 'kind' | 'near_place'>>;
type SavedDay = Omit<PlanDay, 'end_reason' | 'overnight_site' | 'overnight_suggestions'> &
  Partial<Pick<PlanDay, 'end_reason'>> & {
    overnight_site?: SavedSuggestion | null;
    overnight_suggestions: SavedSuggestion[];
  };
/** A plan as saved before chosen nights, day end reasons and site fees existed (issue 10). */
type SavedPlan = Omit<PlanResponse, 'days' | 'nights' | 'budget'> & {
  days: SavedDay[];
  nights?: PlanNightInput[];
  budget: Omit<PlanResponse['budget'], 'nights_site_fee' | 'nights_typical_fee' | 'nights_without_site'> &
    Partial<Pick<PlanResponse['budget'], 'nights_site_fee' | 'nights_typical_fee' | 'nights_without_site'>>;
};

/**
 * A stored plan as the API answers it: one saved before a field existed reads with what it meant then (no chosen
 * nights, days cut at the limit, no site fees known, every night priced at the typical fee, an unnamed site a campsite
 * with no nearest place known).
 */
export function upgradeSavedPlan(raw: unknown): PlanResponse | null {
  if (raw === null || raw === undefined) return null;
  const plan = raw as SavedPlan;
  return {
    ...plan,
    nights: plan.nights ?? [],
    days: plan.days.map((d) => ({
      ...d,
      end_reason: d.end_reason ?? 'limit',
      overnight_site: d.overnight_site
        ? {
            ...d.overnight_site,
            kind: d.overnight_site.kind ?? 'camp_site',
            near_place: d.overnight_site.near_place ?? null,
            nightly_fee: d.overnight_site.nightly_fee ?? null,
            attribution: d.overnight_site.attribution ?? null,
          }
        : null,
      overnight_suggestions: d.overnight_suggestions.map((s) => ({
        ...s,
        kind: s.kind ?? 'camp_site',
        near_place: s.near_place ?? null,
        nightly_fee: s.nightly_fee ?? null,
        attribution: s.attribution ?? null,
      })),
    })),
    budget: {
      ...plan.budget,
      nights_site_fee: plan.budget.nights_site_fee ?? 0,
      nights_typical_fee: plan.budget.nights_typical_fee ?? 0,
      nights_without_site: plan.budget.nights_without_site ?? 0,
    },
  };
}

/** Every response is wrapped: { data: ... } (DESIGN §5). */
export const tripListResponseSchema = z.object({ data: z.array(tripSchema) });
export const tripResponseSchema = z.object({ data: tripSchema });

// ---- Travel preferences ----

export const travelPreferencesSchema = z.object({
  /** null: the units default (DEFAULT_DAILY_LIMIT_KM). */
  daily_limit_km: z.number().nullable(),
  /** The user's own fuel price per litre; null: fuel log average, else region default. */
  fuel_price_per_l: z.number().nullable(),
  fuel_price_currency: z.string().nullable(),
});
export type TravelPreferences = z.infer<typeof travelPreferencesSchema>;

export const travelPreferencesPatchSchema = z
  .object({
    daily_limit_km: dailyLimitKmSchema.nullable(),
    fuel_price_per_l: z
      .number({ error: 'invalid' })
      .positive({ error: 'not_positive' })
      .max(100, { error: 'too_large' })
      .nullable(),
    fuel_price_currency: currencyCodeSchema.nullable(),
  })
  .partial()
  .strict();
export type TravelPreferencesPatch = z.infer<typeof travelPreferencesPatchSchema>;
export const travelPreferencesResponseSchema = z.object({ data: travelPreferencesSchema });
