import { z } from 'zod';
import { isoDateSchema } from './finance.ts';

/** Pam's look-ups of the rig's history: the fill-ups of the fuel log and the maintenance records, newest first. */

const words = z.string().trim().min(1).max(200);
const history = {
  /** The rig, named in words, when the user has several. */
  vehicle: words.optional(),
  /** First and last day, inclusive. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** How many to name, newest first (5 by default). */
  limit: z.number().int().min(1).max(20).optional(),
};

export const HISTORY_PAM_TOOL_PARAMETERS = {
  /** The fill-ups of the fuel log, newest first, as the Fuel log tab lists them. */
  list_fuel_entries: z.object(history),
  /** The maintenance records, newest first; `task` narrows them to a task named in words ("oil"). */
  list_maintenance: z.object({ ...history, task: words.optional() }),
};
