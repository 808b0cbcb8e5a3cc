import { z } from 'zod';

/** A point on the earth in decimal degrees (WGS 84). */
export const latLonSchema = z.object({
  lat: z.number({ error: 'invalid' }).min(-90, { error: 'out_of_range' }).max(90, { error: 'out_of_range' }),
  lon: z.number({ error: 'invalid' }).min(-180, { error: 'out_of_range' }).max(180, { error: 'out_of_range' }),
});
export type LatLon = z.infer<typeof latLonSchema>;

/** A place found by name or by position; country is the English country name, region an admin area when known. */
export const geocodeCandidateSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  population: z.number().int().nullable(),
});
export type GeocodeCandidate = z.infer<typeof geocodeCandidateSchema>;

export const GEOCODE_LIMITS = { queryMax: 200, resultsDefault: 5, resultsMax: 20 } as const;

/** Query string of GET /geocode. */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(GEOCODE_LIMITS.queryMax, { error: 'too_long' }),
  limit: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'out_of_range' })
    .max(GEOCODE_LIMITS.resultsMax, { error: 'out_of_range' })
    .default(GEOCODE_LIMITS.resultsDefault),
  /** Optional proximity hint (e.g. the map centre): nearer places rank higher. Used when both are given. */
  near_lat: z.coerce
    .number({ error: 'invalid' })
    .min(-90, { error: 'out_of_range' })
    .max(90, { error: 'out_of_range' })
    .optional(),
  near_lon: z.coerce
    .number({ error: 'invalid' })
    .min(-180, { error: 'out_of_range' })
    .max(180, { error: 'out_of_range' })
    .optional(),
  /** Optional ISO 3166-1 alpha-2 country the user is in (their region setting): its places rank a little higher. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'invalid' })
    .transform((v) => v.toUpperCase())
    .optional(),
});

/** Query string of GET /geocode/reverse. */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number({ error: 'invalid' }).min(-90, { error: 'out_of_range' }).max(90, { error: 'out_of_range' }),
  lon: z.coerce.number({ error: 'invalid' }).min(-180, { error: 'out_of_range' }).max(180, { error: 'out_of_range' }),
});
