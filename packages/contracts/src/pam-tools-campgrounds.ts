import { z } from 'zod';
import { amenityFields, CAMPGROUND_LIMITS } from './campgrounds.ts';

/** Pam's tools for the user's own campgrounds (added, changed, deleted, listed) and any site's reviews. */

const id = z.uuid();
const words = z.string().trim().min(1).max(200);
const place = z.string().trim().min(1).max(200);
/** The place picked from a list Pam gave ("the second one"). */
const choice = z.number().int().min(1).max(20);
const flag = z.boolean().optional();

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
};

/** A campground named in words (the user's own for changes), the one by id, or one picked from a list Pam gave. */
const named = { campground: words.optional(), id: id.optional(), choice: choice.optional() };

export const CAMPGROUNDS_PAM_TOOL_PARAMETERS = {
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
  /** Changes one of the user's own campgrounds: its name (`new_name`), fee, amenities, website, phone, rig length. */
  update_campground: z.object({ ...named, new_name: words.optional(), ...SITE_FIELDS }),
  /** Destructive: asks for confirmation first. One of the user's own campgrounds. */
  delete_campground: z.object(named),
  /** Rates a campground 1 to 5 stars with an optional review; rating again replaces the user's review. */
  review_campground: z.object({
    ...named,
    /** Where the campground is, when it is not one of the user's own or near them. */
    near: place.optional(),
    rating: z.number().int().min(1).max(5),
    text: z.string().trim().max(CAMPGROUND_LIMITS.reviewBodyMax).optional(),
  }),
  /** What people say about a campground: its rating and reviews. */
  campground_reviews: z.object({ ...named, near: place.optional() }),
  /** Destructive: asks for confirmation first. The user's own review of a campground. */
  delete_campground_review: z.object({ ...named, near: place.optional() }),
};
