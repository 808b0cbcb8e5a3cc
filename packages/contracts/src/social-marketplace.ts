import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { FINANCE_LIMITS } from './finance.ts';
import { toMinorUnits } from './money.ts';
import { hiddenStateFields, SOCIAL_LIMITS, socialPageQuerySchema, socialUserSchema } from './social.ts';
import { socialPhotoSchema } from './social-feed.ts';

/** What travellers sell to each other on the road. */
export const LISTING_CATEGORIES = [
  'rv_parts',
  'camping_gear',
  'electronics',
  'towing',
  'solar_power',
  'furniture',
  'vehicles',
  'tools',
  'outdoor_recreation',
  'other',
] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const LISTING_CONDITIONS = ['new', 'like_new', 'good', 'fair', 'for_parts'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

export const LISTING_STATUSES = ['active', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_LIMITS = { titleMaxChars: 120, descriptionMaxChars: 5_000, placeNameMaxChars: 200 } as const;

/** A price as a JSON number: 0 (free) or more, at most 2 decimals; stored as numeric(12,2). */
export const listingPriceSchema = z
  .number({ error: 'invalid_amount' })
  .min(0, { error: 'amount_negative' })
  .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' })
  .refine((n) => toMinorUnits(n) !== null, { error: 'too_many_decimals' });

/** Coordinates are kept to 4 decimals (about 10 m), as SPEC §9 shows them. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Where the item can be picked up. */
export const listingPlaceSchema = z
  .object({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(LISTING_LIMITS.placeNameMaxChars, { error: 'too_long' }),
    latitude: z
      .number({ error: 'invalid' })
      .min(-90, { error: 'out_of_range' })
      .max(90, { error: 'out_of_range' })
      .transform(round4),
    longitude: z
      .number({ error: 'invalid' })
      .min(-180, { error: 'out_of_range' })
      .max(180, { error: 'out_of_range' })
      .transform(round4),
  })
  .strict();
export type ListingPlace = z.infer<typeof listingPlaceSchema>;

const title = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(LISTING_LIMITS.titleMaxChars, { error: 'too_long' });
const description = z.string().trim().max(LISTING_LIMITS.descriptionMaxChars, { error: 'too_long' });
/** Urls the seller got from `POST /api/v1/social/photos`. */
const photos = z.array(z.string().max(300)).max(SOCIAL_LIMITS.photosPerListing, { error: 'too_many' });

/** `POST /api/v1/social/listings`. */
export const listingInputSchema = z
  .object({
    title,
    description: description.default(''),
    price: listingPriceSchema,
    currency: z.enum(CURRENCIES, { error: 'invalid_currency' }),
    category: z.enum(LISTING_CATEGORIES, { error: 'invalid_category' }),
    condition: z.enum(LISTING_CONDITIONS, { error: 'invalid_condition' }),
    photos: photos.default([]),
    place: listingPlaceSchema.nullable().default(null),
  })
  .strict();
export type ListingInput = z.input<typeof listingInputSchema>;

/** `PATCH /api/v1/social/listings/{id}`: any of the fields (no defaults, so a field left out stays as it is). */
export const listingPatchSchema = z
  .object({
    title,
    description,
    price: listingPriceSchema,
    currency: z.enum(CURRENCIES, { error: 'invalid_currency' }),
    category: z.enum(LISTING_CATEGORIES, { error: 'invalid_category' }),
    condition: z.enum(LISTING_CONDITIONS, { error: 'invalid_condition' }),
    photos,
    place: listingPlaceSchema.nullable(),
    /** 'active' puts a sold listing back on sale; 'sold' is the same as `POST /{id}/sold`. */
    status: z.enum(LISTING_STATUSES, { error: 'invalid' }),
  })
  .partial()
  .strict();
export type ListingPatch = z.input<typeof listingPatchSchema>;

export const listingSchema = z.object({
  id: z.uuid(),
  seller: socialUserSchema,
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  category: z.enum(LISTING_CATEGORIES),
  condition: z.enum(LISTING_CONDITIONS),
  photos: z.array(socialPhotoSchema),
  place: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  status: z.enum(LISTING_STATUSES),
  sold_at: z.string().nullable(),
  /** The caller's own listing (edit, mark sold) rather than someone else's (message the seller). */
  mine: z.boolean(),
  /** Great-circle distance from the searched point, km; null unless the search gave lat and lon. */
  distance_km: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Non-null only for the seller and moderators: why it was hidden from everyone else. */
  ...hiddenStateFields,
});
export type Listing = z.infer<typeof listingSchema>;

export const LISTING_SORTS = ['newest', 'distance'] as const;
/** Which listings a search shows: on sale (the default), sold, or both. */
export const LISTING_STATUS_FILTERS = ['active', 'sold', 'any'] as const;

/**
 * `GET /api/v1/social/listings`. `q` matches every word in the title or description, without case or accents. With
 * lat and lon only listings with a place within radius_km are kept, each with its distance_km; `sort=distance` lists
 * the nearest first (newest first otherwise). Price bounds compare the amount as listed: with `currency` they mean
 * that currency.
 */
export const listingListQuerySchema = socialPageQuerySchema
  .extend({
    q: z.string().trim().max(SOCIAL_LIMITS.searchMaxChars, { error: 'too_long' }).optional(),
    category: z.enum(LISTING_CATEGORIES, { error: 'invalid_category' }).optional(),
    condition: z.enum(LISTING_CONDITIONS, { error: 'invalid_condition' }).optional(),
    currency: z.enum(CURRENCIES, { error: 'invalid_currency' }).optional(),
    min_price: z.coerce
      .number({ error: 'invalid_amount' })
      .min(0, { error: 'amount_negative' })
      .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' })
      .optional(),
    max_price: z.coerce
      .number({ error: 'invalid_amount' })
      .min(0, { error: 'amount_negative' })
      .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' })
      .optional(),
    lat: z.coerce
      .number({ error: 'invalid' })
      .min(-90, { error: 'out_of_range' })
      .max(90, { error: 'out_of_range' })
      .optional(),
    lon: z.coerce
      .number({ error: 'invalid' })
      .min(-180, { error: 'out_of_range' })
      .max(180, { error: 'out_of_range' })
      .optional(),
    radius_km: z.coerce
      .number({ error: 'invalid' })
      .gt(0, { error: 'out_of_range' })
      .max(SOCIAL_LIMITS.nearbyRadiusKmMax, { error: 'out_of_range' })
      .optional(),
    sort: z.enum(LISTING_SORTS, { error: 'invalid' }).default('newest'),
    status: z.enum(LISTING_STATUS_FILTERS, { error: 'invalid' }).default('active'),
    seller_id: z.uuid({ error: 'invalid' }).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    error: 'required',
    path: ['lat'],
  })
  .refine((q) => q.lat !== undefined || (q.radius_km === undefined && q.sort !== 'distance'), {
    error: 'required',
    path: ['lat'],
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    error: 'range_reversed',
    path: ['max_price'],
  });
export type ListingListQuery = z.input<typeof listingListQuerySchema>;

export const listingListResponseSchema = z.object({ data: z.array(listingSchema), next_cursor: z.string().nullable() });
export const listingResponseSchema = z.object({ data: listingSchema });
