import { z } from 'zod';
import { amenityFields, CAMPGROUND_LIMITS } from './campgrounds.ts';

/** Pam's tools for the user's own campgrounds (added, changed, deleted, listed) and any site's reviews. */

const id = z.uuid();
const words = z.string().trim().min(1).max(200);
const place = z.string().trim().min(1).max(200);
/** The place picked from a list Pam gave ("the second one"). */
const choice = z.number().int().min(1).max(20);
const flag = z.boolean().optional();
const distanceUnit = z.enum(['km', 'mi']);

/** A campground search: near a place (or the user's location) or along a drive, with RV filters. */
const SEARCH = z.object({
  near: place.optional(),
  along: z.object({ from: place, to: place }).optional(),
  use_my_location: z.boolean().optional(),
  radius: z.number().positive().max(500).optional(),
  unit: distanceUnit.optional(),
  ...amenityFields(z.boolean().optional()),
  /** The rig's length the site must take, in metres. */
  min_length_m: z.number().positive().max(40).optional(),
});

/** What a site has (true) or lacks (false), as the Campgrounds screen records it; unsaid stays as it is. */
const SITE_FIELDS = {
  ...amenityFields(flag),
  /** The fee as the user says it ("£25 a night"). */
  fee: z.string().trim().min(1).max(200).optional(),
  website: z.string().trim().min(1).max(500).optional(),
  phone: z.string().trim().min(1).max(100).optional(),
  /** The longest rig the site takes, in `length_unit` (the user's unit when none). */
  max_length: z.number().positive().max(300).optional(),
  length_unit: z.enum(['m', 'ft']).optional(),
  /** Its street address as said ("12 Main St, Moab"). */
  address: z.string().trim().min(1).max(500).optional(),
  /** When it is open: an OpenStreetMap opening_hours value ("Apr-Oct", "24/7" all year) or the user's words. */
  opening_hours: z.string().trim().min(1).max(500).optional(),
  /** How many sites (pitches) it has. */
  capacity: z.number().int().min(0).max(100_000).optional(),
};

/** A campground named in words (the user's own for changes), the one by id, or one picked from a list Pam gave. */
const named = { campground: words.optional(), id: id.optional(), choice: choice.optional() };
/** Any campground: one named (near a place), or the one picked by `choice` from the search Pam last showed. */
const anySite = {
  ...named,
  /** Where the campground is, when it is not one of the user's own or near them. */
  near: place.optional(),
  /** The search whose list the user picks from ("the second one"): that search again, `choice` its position. */
  listed: SEARCH.optional(),
};

export const CAMPGROUNDS_PAM_TOOL_PARAMETERS = {
  /** Campgrounds near a place (or the user's location) or along a drive, with RV filters. */
  find_campgrounds: SEARCH,
  /**
   * Adds a campground of the user's own, at a place named (geocoded as the screen does) or where the user is
   * (`use_my_location`: "add this spot as a campground").
   */
  add_campground: z.object({
    /** Pam asks for it when the user gave none ("add this spot as a campground"). */
    name: z.string().trim().min(1).max(CAMPGROUND_LIMITS.nameMax).optional(),
    near: place.optional(),
    use_my_location: z.boolean().optional(),
    ...SITE_FIELDS,
  }),
  /** The campgrounds the user added. */
  list_my_campgrounds: z.object({}),
  /**
   * Changes one of the user's own campgrounds: its name (`new_name`), fee, amenities, website, phone, rig length,
   * address, opening season, number of sites.
   */
  update_campground: z.object({ ...named, new_name: words.optional(), ...SITE_FIELDS }),
  /** Destructive: asks for confirmation first. One of the user's own campgrounds. */
  delete_campground: z.object(named),
  /** Rates a campground 1 to 5 stars with an optional review; rating again replaces the user's review. */
  review_campground: z.object({
    ...anySite,
    rating: z.number().int().min(1).max(5),
    text: z.string().trim().max(CAMPGROUND_LIMITS.reviewBodyMax).optional(),
  }),
  /** A campground's details (address, season, sites, fee, amenities) and what people say: its rating and reviews. */
  campground_reviews: z.object(anySite),
  /** Destructive: asks for confirmation first. The user's own review of a campground. */
  delete_campground_review: z.object(anySite),
};
