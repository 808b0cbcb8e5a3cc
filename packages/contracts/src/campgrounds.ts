import { z } from 'zod';
import { latLonSchema } from './geo.ts';
import { optionalWebAddressSchema } from './web-address.ts';

/**
 * Campgrounds and RV parks (issue 4 item 4, issue 23): OpenStreetMap sites, US federal campgrounds from the
 * Recreation Information Database (RIDB) and sites users add. Stored metric.
 */
export const CAMPGROUND_SOURCES = ['osm', 'ridb', 'user'] as const;
export type CampgroundSource = (typeof CAMPGROUND_SOURCES)[number];

/** ODbL requires this wherever OpenStreetMap data is shown. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors, ODbL';
/** RIDB data is public domain; recreation.gov asks to be credited as the source. */
export const RIDB_ATTRIBUTION = 'Recreation.gov RIDB';

/** The credit a site's data source asks for wherever the site is shown; null for users' own sites. */
export function campgroundAttribution(source: CampgroundSource): string | null {
  return source === 'osm' ? OSM_ATTRIBUTION : source === 'ridb' ? RIDB_ATTRIBUTION : null;
}

/**
 * What kind of site it is, for a site without a name: OpenStreetMap's tourism=caravan_site (a caravan or motorhome
 * site, often an aire or Stellplatz), else a campsite (tourism=camp_site, RIDB campgrounds, users' own).
 */
export const CAMPGROUND_KINDS = ['camp_site', 'caravan_site'] as const;
export type CampgroundKind = (typeof CAMPGROUND_KINDS)[number];

/** The kind of an imported or user's site from its tags. */
export const campgroundKind = (tags: Record<string, string> | null | undefined): CampgroundKind =>
  tags?.tourism === 'caravan_site' ? 'caravan_site' : 'camp_site';

/**
 * Whether a place's name starts with a vowel sound, where French elides "de" ("près d'Ambleside", "près de Lyon"):
 * a vowel (accented or not), or a Y before a consonant ("d'Yvetot", but "de Yaoundé"). An initial H is left alone.
 */
export function startsWithVowelSound(place: string): boolean {
  const letters = place.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (/^[aeiou]/.test(letters)) return true;
  return /^y[^aeiouy]/.test(letters);
}

export const CAMPGROUND_LIMITS = {
  radiusKmDefault: 50,
  radiusKmMax: 500,
  corridorKmDefault: 10,
  corridorKmMax: 100,
  resultsDefault: 50,
  resultsMax: 500,
  /** A path of 2,000 points follows a road closely enough for a corridor search (the web sends every n-th point). */
  pathPointsMax: 2_000,
  /** The longest path searched along, km: the Earth's circumference, as for a planned trip. */
  pathKmMax: 40_000,
  nameMax: 200,
  reviewBodyMax: 2_000,
} as const;

/** Amenities a site has (true), lacks (false) or does not say (null); the search filters require true. */
export const CAMPGROUND_AMENITIES = ['power', 'water', 'dump_station', 'showers', 'toilets', 'pets', 'free'] as const;
export type CampgroundAmenity = (typeof CAMPGROUND_AMENITIES)[number];
/** Each amenity with the one schema given: a site's answer, a required filter, a flag the user sets. */
export const amenityFields = <S extends z.ZodType>(schema: S) =>
  Object.fromEntries(CAMPGROUND_AMENITIES.map((a) => [a, schema])) as Record<CampgroundAmenity, S>;

export const campgroundSchema = z.object({
  id: z.uuid(),
  source: z.enum(CAMPGROUND_SOURCES),
  /** 'node/123', 'way/456' for OpenStreetMap sites that have one; null for other sources and users' own. */
  osm_id: z.string().nullable(),
  /**
   * The site's id in its source: the OSM id, 'wpt/…' for an OpenStreetMap waypoint published without one (from its
   * position and name, decision 047), the RIDB facility id; null for users' own.
   */
  source_id: z.string().nullable(),
  name: z.string().nullable(),
  /** The kind of site, shown with the nearest place when it has no name ("Campsite near Ambleside"). */
  kind: z.enum(CAMPGROUND_KINDS),
  /** The nearest town (GeoNames, 1,000+ people, within 100 km) of a site without a name; null otherwise. */
  near_place: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  ele: z.number().nullable(),
  ...amenityFields(z.boolean().nullable()),
  /** The longest rig the site takes, metres. */
  max_length_m: z.number().nullable(),
  caravans: z.boolean().nullable(),
  motorhome: z.boolean().nullable(),
  tents: z.boolean().nullable(),
  /** The fee as the source states it ('yes', '£10', ...). */
  fee: z.string().nullable(),
  capacity: z.number().int().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  opening_hours: z.string().nullable(),
  address: z.string().nullable(),
  tags: z.record(z.string(), z.string()),
  /** Who added a user's site: their profile name, or null (OpenStreetMap, or no name given: 'A traveller'). */
  added_by: z.string().nullable(),
  /** True on a site the caller added, the ones they may change or delete. */
  mine: z.boolean(),
  rating_avg: z.number().nullable(),
  review_count: z.number().int(),
  /** The source's credit (OSM_ATTRIBUTION, RIDB_ATTRIBUTION): show it with the data; null on users' own sites. */
  attribution: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campground = z.infer<typeof campgroundSchema>;

export const campgroundWithDistanceSchema = campgroundSchema.extend({ distance_km: z.number() });
export type CampgroundWithDistance = z.infer<typeof campgroundWithDistanceSchema>;

export const campgroundAlongRouteSchema = campgroundWithDistanceSchema.extend({
  /** Distance from the route's start to the point of the route nearest the site, km. */
  route_position_km: z.number(),
});
export type CampgroundAlongRoute = z.infer<typeof campgroundAlongRouteSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'invalid' })
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** Required amenities and the rig's length; sites with a known maximum length below it are left out. */
export const campgroundFiltersSchema = z.object({
  ...amenityFields(z.boolean().optional()),
  min_length_m: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(100, { error: 'too_large' })
    .optional(),
});
export type CampgroundFilters = z.infer<typeof campgroundFiltersSchema>;

const limitSchema = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'out_of_range' })
  .max(CAMPGROUND_LIMITS.resultsMax, { error: 'out_of_range' })
  .default(CAMPGROUND_LIMITS.resultsDefault);

/** Query string of GET /campgrounds/search. */
export const campgroundSearchQuerySchema = z.object({
  lat: z.coerce.number({ error: 'invalid' }).min(-90, { error: 'out_of_range' }).max(90, { error: 'out_of_range' }),
  lon: z.coerce.number({ error: 'invalid' }).min(-180, { error: 'out_of_range' }).max(180, { error: 'out_of_range' }),
  radius_km: z.coerce
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(CAMPGROUND_LIMITS.radiusKmMax, { error: 'too_large' })
    .default(CAMPGROUND_LIMITS.radiusKmDefault),
  ...amenityFields(flag),
  min_length_m: z.coerce
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(100, { error: 'too_large' })
    .optional(),
  limit: limitSchema,
});
export type CampgroundSearchQuery = z.input<typeof campgroundSearchQuerySchema>;

/** Body of POST /campgrounds/search-along-route. */
export const campgroundRouteSearchSchema = z.object({
  path: z
    .array(latLonSchema)
    .min(2, { error: 'too_short' })
    .max(CAMPGROUND_LIMITS.pathPointsMax, { error: 'too_long' }),
  corridor_km: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(CAMPGROUND_LIMITS.corridorKmMax, { error: 'too_large' })
    .default(CAMPGROUND_LIMITS.corridorKmDefault),
  filters: campgroundFiltersSchema.default({}),
  limit: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'out_of_range' })
    .max(CAMPGROUND_LIMITS.resultsMax, { error: 'out_of_range' })
    .default(CAMPGROUND_LIMITS.resultsDefault),
});
export type CampgroundRouteSearch = z.input<typeof campgroundRouteSearchSchema>;

const optionalText = (max: number) => z.string().trim().max(max, { error: 'too_long' }).nullable().optional();
const optionalFlag = z.boolean({ error: 'invalid' }).nullable().optional();

/** A site a user adds; OpenStreetMap sites come only from the importer. */
export const campgroundInputSchema = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CAMPGROUND_LIMITS.nameMax, { error: 'too_long' }),
  lat: latLonSchema.shape.lat,
  lon: latLonSchema.shape.lon,
  ...amenityFields(optionalFlag),
  max_length_m: z
    .number({ error: 'invalid' })
    .positive({ error: 'not_positive' })
    .max(100, { error: 'too_large' })
    .nullable()
    .optional(),
  caravans: optionalFlag,
  motorhome: optionalFlag,
  tents: optionalFlag,
  fee: optionalText(200),
  capacity: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'out_of_range' })
    .max(100_000, { error: 'too_large' })
    .nullable()
    .optional(),
  website: optionalWebAddressSchema(500).optional(),
  phone: optionalText(100),
  opening_hours: optionalText(500),
  address: optionalText(500),
});
export type CampgroundInput = z.input<typeof campgroundInputSchema>;
export const campgroundPatchSchema = campgroundInputSchema.partial();

/** How far the first start's load of the bundled sites is: a search may miss sites until loaded equals total. */
export const campgroundLoadingSchema = z.object({ loaded: z.number().int(), total: z.number().int() });
export type CampgroundLoading = z.infer<typeof campgroundLoadingSchema>;

export const campgroundListResponseSchema = z.object({
  data: z.array(campgroundWithDistanceSchema),
  /** Present while the bundled sites are still being loaded. */
  loading: campgroundLoadingSchema.optional(),
});
export const campgroundRouteResponseSchema = z.object({
  data: z.array(campgroundAlongRouteSchema),
  loading: campgroundLoadingSchema.optional(),
});
export const campgroundResponseSchema = z.object({ data: campgroundSchema });

export const campgroundReviewSchema = z.object({
  id: z.uuid(),
  campground_id: z.uuid(),
  /** The reviewer's profile name, or null when they gave none (shown as 'A traveller'); never their account id. */
  author_name: z.string().nullable(),
  /** True on the caller's own review, the one they may change or delete. */
  mine: z.boolean(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampgroundReview = z.infer<typeof campgroundReviewSchema>;

/** One review per user and site: posting again replaces the caller's review. */
export const campgroundReviewInputSchema = z.object({
  rating: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'out_of_range' })
    .max(5, { error: 'out_of_range' }),
  body: z.string().trim().max(CAMPGROUND_LIMITS.reviewBodyMax, { error: 'too_long' }).default(''),
});
export type CampgroundReviewInput = z.input<typeof campgroundReviewInputSchema>;
export const campgroundReviewListResponseSchema = z.object({ data: z.array(campgroundReviewSchema) });
export const campgroundReviewResponseSchema = z.object({ data: campgroundReviewSchema });
