import { z } from 'zod';
import { currencyCodeSchema } from './finance.ts';
import { SAFETY_LIMITS } from './storage-safety.ts';
import { VOLUME_UNITS } from './units.ts';

/**
 * Pam's Wheels upkeep tools beyond the records: maintenance schedules listed, changed and deleted, the user's own
 * safety checklists, the weight carried against the rig's payload, and the travel preferences the planner uses.
 */

const words = z.string().trim().min(1).max(200);
const id = z.uuid();
const distanceUnit = z.enum(['km', 'mi']);
/** Several records fit the words: the one the user picked from Pam's list (1-based). */
const choice = z.number().int().min(1).max(20);

export const UPKEEP_PAM_TOOL_PARAMETERS = {
  /** The maintenance schedules with their intervals and when each is next due. */
  list_maintenance_schedules: z.object({}),
  /** Changes a maintenance schedule named by its task (or by id): its distance and/or month interval, or its task. */
  update_maintenance_schedule: z.object({
    schedule: words.optional(),
    id: id.optional(),
    choice: choice.optional(),
    /** In `distance_unit` (the user's units when none). */
    every_distance: z.number().positive().max(1_000_000).optional(),
    distance_unit: distanceUnit.optional(),
    every_months: z.number().int().positive().max(240).optional(),
    new_task: z.string().trim().min(1).max(200).optional(),
  }),
  /** Destructive: asks for confirmation first. A maintenance schedule named by its task, or by id. */
  delete_maintenance_schedule: z.object({ schedule: words.optional(), id: id.optional(), choice: choice.optional() }),

  /** Creates one of the user's own safety checklists: a name and its items in order. */
  create_checklist: z.object({
    name: z.string().trim().min(1).max(SAFETY_LIMITS.nameMax),
    items: z.array(z.string().trim().min(1).max(SAFETY_LIMITS.itemMax)).min(1).max(SAFETY_LIMITS.maxItems),
  }),
  /** Changes one of the user's own checklists (named in words, or by id): its name, items added or taken off. */
  update_checklist: z.object({
    checklist: words.optional(),
    id: id.optional(),
    choice: choice.optional(),
    new_name: z.string().trim().min(1).max(SAFETY_LIMITS.nameMax).optional(),
    /** Added at the end, in order. */
    add_items: z.array(z.string().trim().min(1).max(SAFETY_LIMITS.itemMax)).min(1).max(20).optional(),
    /** Items named in words. */
    remove_items: z.array(words).min(1).max(20).optional(),
  }),
  /** Destructive: asks for confirmation first. Discards the checklist run in progress, as the Safety tab deletes it. */
  discard_checklist_run: z.object({}),
  /** Marks the checklist run in progress as complete. */
  complete_checklist: z.object({}),
  /** Destructive: asks for confirmation first. One of the user's own checklists, named in words or by id. */
  delete_checklist: z.object({ checklist: words.optional(), id: id.optional(), choice: choice.optional() }),

  /** The weight of the stowed items, by location, and against a rig's payload (a rig named in words, or each). */
  storage_weight: z.object({ vehicle: words.optional() }),

  /** The daily driving limit and the fuel price the trip planner uses. */
  travel_preferences: z.object({}),
  /** Sets the planner's daily driving limit and/or fuel price; `reset` puts one back to its default. */
  set_travel_preferences: z.object({
    /** Per day, in `distance_unit` (the user's units when none). */
    daily_limit: z.number().positive().max(2_000).optional(),
    distance_unit: distanceUnit.optional(),
    /** Per `volume_unit` (the user's volume unit when none). */
    fuel_price: z.number().positive().max(100).optional(),
    volume_unit: z.enum(VOLUME_UNITS).optional(),
    currency: currencyCodeSchema.optional(),
    reset: z
      .array(z.enum(['daily_limit', 'fuel_price']))
      .max(2)
      .optional(),
  }),
} as const satisfies Record<string, z.ZodType>;
