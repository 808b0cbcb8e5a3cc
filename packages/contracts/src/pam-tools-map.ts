import { z } from 'zod';

/**
 * Pam's community map tools: where the user is heading (the destination friends see beside their position), and
 * withdrawing a friend request the user sent, as the map and the Friends screen do.
 */

/** A place as the user names it ("Moab", "Perth (Scotland)" once Pam asked which). */
const place = z.string().trim().min(1).max(200);
/** A person as the user names them ("Sam"). */
const person = z.string().trim().min(1).max(120);
/** 1-based: which of the people Pam listed when a name fitted several ("the second one"). */
const choice = z.number().int().min(1).max(20);

export const MAP_PAM_TOOL_PARAMETERS = {
  /** Shares where the user is heading on the community map: the place geocoded as the map does. */
  set_destination: z.object({ place }),
  /** Clears the destination the user shares on the community map. */
  clear_destination: z.object({}),
  /** Withdraws a pending friend request the user sent to the person named (the only one when none is named). */
  cancel_friend_request: z.object({
    name: person.optional(),
    user_id: z.uuid().optional(),
    choice: choice.optional(),
  }),
} as const satisfies Record<string, z.ZodType>;
