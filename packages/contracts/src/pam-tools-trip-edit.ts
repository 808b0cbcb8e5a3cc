import { z } from 'zod';
import { isoDateSchema } from './finance.ts';

/**
 * Pam's tools for changing a saved trip as the Trip Planner edits it: its dates (a planned trip is planned again from
 * its new first day) and its stops (a place added after the stop named or before the destination, a stop removed).
 */

const words = z.string().trim().min(1).max(200);
/** Several trips fit the words: the one the user picked from Pam's list (1-based). */
const choice = z.number().int().min(1).max(20);
/** One of the user's saved trips, named in words (or by id, from the conversation or a confirmation). */
const trip = { trip: words.optional(), id: z.uuid().optional(), choice: choice.optional() };

export const TRIP_EDIT_PAM_TOOL_PARAMETERS = {
  /** Moves a saved trip's first day (and/or sets its last day); a planned trip is planned again from the new day. */
  set_trip_dates: z.object({
    ...trip,
    start_date: isoDateSchema.optional(),
    end_date: isoDateSchema.optional(),
  }),
  /**
   * Adds a place (geocoded as the planner does) to a saved trip: right after the stop named in `after`, right before
   * the one in `before`, else just before the destination.
   */
  add_trip_stop: z.object({
    ...trip,
    place: words,
    after: words.optional(),
    before: words.optional(),
  }),
  /** Removes a stop, named in words, from a saved trip (asks first); `stop_index` (0-based) is set by the confirmation. */
  remove_trip_stop: z.object({
    ...trip,
    stop: words,
    stop_index: z.number().int().min(0).max(999).optional(),
  }),
};
