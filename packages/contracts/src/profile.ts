import { z } from 'zod';
import { CURRENCIES, LANGUAGES, REGIONS, RIG_TYPES } from './constants.ts';
import { unitPreferencesSchema } from './units.ts';

export const profileSchema = z.object({
  user_id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  rig_type: z.enum(RIG_TYPES).nullable(),
  region: z.enum(REGIONS).nullable(),
  /** A few words shown on the public profile (social network); null when none. */
  bio: z.string().nullable(),
  onboarding_completed: z.boolean(),
  is_demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profilePatchSchema = z
  .object({
    /** A blank name (spaces only too) is no name: null, shown to others as 'A traveller'. */
    full_name: z
      .string()
      .trim()
      .max(120, { error: 'name_too_long' })
      .transform((name) => name || null)
      .nullable(),
    rig_type: z.enum(RIG_TYPES).nullable(),
    region: z.enum(REGIONS).nullable(),
    /** Plain text up to 500 characters; a blank bio is no bio. */
    bio: z
      .string()
      .trim()
      .max(500, { error: 'bio_too_long' })
      .transform((bio) => bio || null)
      .nullable(),
    onboarding_completed: z.boolean(),
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The onboarding form: saved to the profile and to the settings in one go. */
export const onboardingSchema = z.object({
  full_name: z.string().trim().min(1, { error: 'required' }).max(120),
  rig_type: z.enum(RIG_TYPES),
  region: z.enum(REGIONS),
  units: z.enum(['imperial', 'metric']),
  /** The separate units chosen (Metric, UK or US, or the region's); without them, `units` applies its preset. */
  unit_preferences: unitPreferencesSchema.optional(),
  currency: z.enum(CURRENCIES),
  language: z.enum(LANGUAGES),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
