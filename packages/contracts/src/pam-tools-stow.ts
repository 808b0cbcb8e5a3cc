import { z } from 'zod';
import { STORAGE_LIMITS } from './storage-safety.ts';
import { WEIGHT_UNITS } from './units.ts';

/** Pam's edits of a stowed item, as the Storage screen makes them: its quantity, weight, name and notes. */

const words = z.string().trim().min(1).max(200);
/** Several items fit the words: the one the user picked from Pam's list (1-based). */
const choice = z.number().int().min(1).max(20);

export const STOW_PAM_TOOL_PARAMETERS = {
  /** Changes a stowed item named in words (or by id): how many there are, what one weighs, its name, a note. */
  update_storage_item: z.object({
    item: words.optional(),
    id: z.uuid().optional(),
    choice: choice.optional(),
    quantity: z.number().int().positive().max(STORAGE_LIMITS.maxQuantity).optional(),
    /** What one of them weighs, in `weight_unit` (the user's weight unit when none). */
    weight: z.number().nonnegative().max(STORAGE_LIMITS.maxUnitWeightKg).optional(),
    weight_unit: z.enum(WEIGHT_UNITS).optional(),
    new_name: z.string().trim().min(1).max(STORAGE_LIMITS.nameMax).optional(),
    /** A note added after the item's notes ("needs a new fuse"). */
    note: z.string().trim().min(1).max(STORAGE_LIMITS.notesMax).optional(),
  }),
} as const satisfies Record<string, z.ZodType>;

/** The rig a fill-up or a service was for, named in words (the motor rig when none); `choice` picks from Pam's list. */
export const RIG_NAMED = { vehicle: words.optional(), choice: choice.optional() };
