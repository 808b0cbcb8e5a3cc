import { z } from 'zod';
import { TRIP_STATUSES } from './saved-trips.ts';
import { PLANNING_LIMITS } from './social-planning.ts';
import { TRIP_LIMITS } from './trips.ts';

/**
 * Pam's tools for managing saved trips beyond saving them (rename, status) and for trip shares (who sees what, stop
 * sharing, copy one shared with the user, comments, suggested stops), as the Trips and Planning screens do.
 */

const words = z.string().trim().min(1).max(200);
const id = z.uuid();
/** Several fit the words: the one the user picked from Pam's list (1-based). */
const choice = z.number().int().min(1).max(20);
/** A shared trip named by its words, and who shared it ("Sam's Moab trip"); `id` is the share's. */
const sharedTrip = {
  trip: words.optional(),
  owner: z.string().trim().min(1).max(120).optional(),
  id: id.optional(),
  choice: choice.optional(),
};

export const TRIPS_PAM_TOOL_PARAMETERS = {
  /** Renames one of the user's saved trips, named in words (or by id). */
  rename_trip: z.object({
    trip: words.optional(),
    id: id.optional(),
    choice: choice.optional(),
    name: z.string().trim().min(1).max(TRIP_LIMITS.nameMax),
  }),
  /** Marks one of the user's saved trips as planned, active (under way) or completed. */
  set_trip_status: z.object({
    trip: words.optional(),
    id: id.optional(),
    choice: choice.optional(),
    status: z.enum(TRIP_STATUSES),
  }),
  /**
   * The trips the user shared (and with whom) and those shared with them; `scope` narrows to one side, `trip` (or
   * `trip_id`, a saved trip's id) to the shares of one trip.
   */
  list_trip_shares: z.object({
    scope: z.enum(['mine', 'shared_with_me']).optional(),
    trip: words.optional(),
    trip_id: id.optional(),
  }),
  /**
   * Destructive: asks first, naming it. Stops sharing one of the user's trips (the share, its comments and suggested
   * stops go; the trip stays), named in words (or `trip_id`, the saved trip's id), optionally the group shared with;
   * several shares fitting: Pam asks which. `id` is the share's, set from the confirmation.
   */
  unshare_trip: z.object({
    trip: words.optional(),
    trip_id: id.optional(),
    group: z.string().trim().min(1).max(120).optional(),
    id: id.optional(),
    choice: choice.optional(),
  }),
  /** Copies a trip a friend or a group shared with the user into the user's own trips, as a new planned trip. */
  copy_shared_trip: z.object(sharedTrip),
  /** Comments on a shared trip (the user's own or one shared with them); its owner is notified. */
  comment_shared_trip: z.object({
    ...sharedTrip,
    text: z.string().trim().min(1).max(PLANNING_LIMITS.commentMax),
  }),
  /** The comments on a shared trip and the stops suggested for it that wait for the owner's answer. */
  read_trip_comments: z.object(sharedTrip),
  /** Suggests a stop (a place, found by name) for a trip shared with the user; its owner is notified. */
  suggest_trip_stop: z.object({
    ...sharedTrip,
    place: z.string().trim().min(1).max(PLANNING_LIMITS.suggestionNameMax),
    note: z.string().trim().max(PLANNING_LIMITS.suggestionNoteMax).optional(),
  }),
  /**
   * The owner accepts a suggested stop (it goes into their trip, where it lengthens the route least) or declines it;
   * found by the stop's name and the trip's words among the open suggestions on the user's shares. `id` is the
   * suggestion's.
   */
  answer_trip_suggestion: z.object({
    accept: z.boolean(),
    stop: words.optional(),
    trip: words.optional(),
    id: id.optional(),
    choice: choice.optional(),
  }),
} as const satisfies Record<string, z.ZodType>;
