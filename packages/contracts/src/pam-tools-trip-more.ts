import { z } from 'zod';
import { currencyCodeSchema } from './finance.ts';
import { tripShareRefreshSchema } from './social-planning.ts';

/**
 * Pam's tools for the rest of what the Trip Planner and the trip-share screens change: a saved trip's budget and rig,
 * the order of its stops (a planned trip is planned again each time), a share's snapshot taken again (with a new
 * description if asked), and a comment on a shared trip deleted.
 */

const words = z.string().trim().min(1).max(200);
const id = z.uuid();
/** Several fit the words: the one the user picked from Pam's list (1-based). */
const choice = z.number().int().min(1).max(20);
/** One of the user's saved trips, named in words (or by id, from the conversation or a confirmation). */
const trip = { trip: words.optional(), id: id.optional(), choice: choice.optional() };

export const TRIP_MORE_PAM_TOOL_PARAMETERS = {
  /**
   * Sets a saved trip's budget (null removes it), in the trip's currency (a planned trip's is its plan's); `currency`
   * is the one the user said, refused when it is another. A planned trip is planned again (over budget or not).
   */
  set_trip_budget: z.object({
    ...trip,
    budget: z.number().min(0).max(9_999_999_999.99).nullable(),
    currency: currencyCodeSchema.optional(),
  }),
  /**
   * Sets the rig a saved trip is driven with, one of the user's named in words; a planned trip is planned again.
   * `choice` picks from the list Pam gave: the trips when several fit, else the rigs.
   */
  set_trip_rig: z.object({ ...trip, vehicle: words }),
  /**
   * Moves a stop of a saved trip, named in words: right before the stop in `before`, right after the one in `after`,
   * or first or last (`to`). A place the trip does not have yet is added there. A planned trip is planned again.
   */
  move_trip_stop: z.object({
    ...trip,
    stop: words,
    before: words.optional(),
    after: words.optional(),
    to: z.enum(['first', 'last']).optional(),
  }),
  /**
   * Takes the snapshot of one of the user's trip shares again from the trip as it is now, with a new description if
   * given; named by the trip's words (or `trip_id`), the group shared with, or the share's `id`.
   */
  refresh_trip_share: z.object({
    trip: words.optional(),
    trip_id: id.optional(),
    group: z.string().trim().min(1).max(120).optional(),
    id: id.optional(),
    choice: choice.optional(),
    description: tripShareRefreshSchema.shape.description,
  }),
  /**
   * Destructive: asks first, quoting it. Deletes a comment on a shared trip: the user's own, or (on a share of theirs)
   * the one by `by`; `comment` holds words of it. `choice` picks from the list Pam gave (the shares when several fit,
   * else the comments); `comment_id` is set by the confirmation.
   */
  delete_trip_comment: z.object({
    trip: words.optional(),
    owner: z.string().trim().min(1).max(120).optional(),
    id: id.optional(),
    choice: choice.optional(),
    comment: words.optional(),
    by: z.string().trim().min(1).max(120).optional(),
    comment_id: id.optional(),
  }),
} as const satisfies Record<string, z.ZodType>;
