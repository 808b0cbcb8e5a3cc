import { z } from 'zod';
import { CURRENCIES, LANGUAGES } from './constants.ts';
import { UNIT_PRESETS, UNIT_SYSTEMS, unitPreferencesSchema } from './units.ts';

export const notificationPreferencesSchema = z.object({
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  marketing_emails: z.boolean(),
  trip_reminders: z.boolean(),
  maintenance_alerts: z.boolean(),
  weather_warnings: z.boolean(),
  /** In-app notification and toast when spending crosses 80 % / 100 % of a budget. */
  budget_alerts: z.boolean(),
});
/** Each kind of notification a user turns on or off. */
export const NOTIFICATION_KINDS = notificationPreferencesSchema.keyof().options;
export const privacyPreferencesSchema = z.object({
  profile_visibility: z.enum(['public', 'friends', 'private']),
  location_sharing: z.boolean(),
  activity_tracking: z.boolean(),
  data_collection: z.boolean(),
});
export const THEMES = ['light', 'dark', 'system'] as const;
export const displayPreferencesSchema = z.object({
  theme: z.enum(THEMES),
  font_size: z.enum(['small', 'medium', 'large']),
  high_contrast: z.boolean(),
  reduced_motion: z.boolean(),
  language: z.enum(LANGUAGES),
});
/** 'auto': as the user's language writes dates in their region (locale-format.ts); the others fix the order. */
export const DATE_FORMATS = ['auto', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const regionalPreferencesSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** SPEC §2's summary: imperial when distances are in miles. Written alone, it applies a preset (units.ts). */
  units: z.enum(UNIT_SYSTEMS),
  ...unitPreferencesSchema.shape,
  timezone: z
    .string()
    .min(1)
    .max(64)
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'invalid_timezone' },
    ),
  date_format: z.enum(DATE_FORMATS),
});
export const pamPreferencesSchema = z.object({
  voice_enabled: z.boolean(),
  proactive_suggestions: z.boolean(),
  response_style: z.enum(['concise', 'balanced', 'detailed']),
  expertise_level: z.enum(['beginner', 'intermediate', 'expert']),
  knowledge_sources: z.boolean(),
});
export const integrationPreferencesSchema = z.object({
  shop_travel_integration: z.boolean(),
  auto_add_purchases_to_storage: z.boolean(),
});
export const locationPreferencesSchema = z.object({
  use_current_location: z.boolean(),
  auto_detect_location: z.boolean(),
});

export const SETTINGS_GROUPS = {
  notification_preferences: notificationPreferencesSchema,
  privacy_preferences: privacyPreferencesSchema,
  display_preferences: displayPreferencesSchema,
  regional_preferences: regionalPreferencesSchema,
  pam_preferences: pamPreferencesSchema,
  integration_preferences: integrationPreferencesSchema,
  location_preferences: locationPreferencesSchema,
} as const;
export type SettingsGroup = keyof typeof SETTINGS_GROUPS;
export const SETTINGS_GROUP_NAMES = Object.keys(SETTINGS_GROUPS) as SettingsGroup[];

export const userSettingsValuesSchema = z.object(SETTINGS_GROUPS);
export type UserSettingsValues = z.infer<typeof userSettingsValuesSchema>;

export const userSettingsSchema = userSettingsValuesSchema.extend({
  id: z.uuid(),
  user_id: z.uuid(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** PATCH body: any subset of groups, each a subset of its fields; the server merges it into the row. */
export const settingsPatchSchema = z
  .object({
    notification_preferences: notificationPreferencesSchema.partial(),
    privacy_preferences: privacyPreferencesSchema.partial(),
    display_preferences: displayPreferencesSchema.partial(),
    regional_preferences: regionalPreferencesSchema.partial(),
    pam_preferences: pamPreferencesSchema.partial(),
    integration_preferences: integrationPreferencesSchema.partial(),
    location_preferences: locationPreferencesSchema.partial(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Defaults of SPEC §9: USD, imperial, America/New_York, MM/DD/YYYY. */
export const DEFAULT_SETTINGS: UserSettingsValues = {
  notification_preferences: {
    email_notifications: true,
    push_notifications: false,
    marketing_emails: false,
    trip_reminders: true,
    maintenance_alerts: true,
    weather_warnings: true,
    budget_alerts: true,
  },
  privacy_preferences: {
    profile_visibility: 'public',
    location_sharing: false,
    activity_tracking: true,
    data_collection: false,
  },
  display_preferences: {
    theme: 'system',
    font_size: 'medium',
    high_contrast: false,
    reduced_motion: false,
    language: 'en',
  },
  regional_preferences: {
    currency: 'USD',
    units: 'imperial',
    ...UNIT_PRESETS.us,
    timezone: 'America/New_York',
    date_format: 'auto',
  },
  pam_preferences: {
    // Pam speaks only once the user turns voice on (issue 25): sound nobody asked for startles, and often cannot play.
    voice_enabled: false,
    proactive_suggestions: true,
    response_style: 'balanced',
    expertise_level: 'intermediate',
    knowledge_sources: true,
  },
  integration_preferences: {
    shop_travel_integration: true,
    auto_add_purchases_to_storage: false,
  },
  location_preferences: {
    use_current_location: true,
    auto_detect_location: true,
  },
};

/** SPEC §3: use_current_location is treated as true unless explicitly false. */
export function usesCurrentLocation(
  settings: Pick<UserSettingsValues, 'location_preferences'> | null | undefined,
): boolean {
  return settings?.location_preferences?.use_current_location !== false;
}
