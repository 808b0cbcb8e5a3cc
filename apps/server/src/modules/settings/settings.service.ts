import {
  DEFAULT_SETTINGS,
  SETTINGS_GROUP_NAMES,
  UNIT_PREFERENCE_KEYS,
  unitPreferencesForSystem,
  unitSystemOf,
  type SettingsPatch,
  type UserSettings,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { changingLocationAudience } from '#modules/community-map/index.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { settingsRepository } from './settings.repository.ts';

type Row = Awaited<ReturnType<typeof settingsRepository.getOrCreate>>;

/** Stored groups over the defaults, so a field added later reads as its default for older rows. */
export function toUserSettings(row: Row): UserSettings {
  const groups = Object.fromEntries(
    SETTINGS_GROUP_NAMES.map((g) => [g, { ...DEFAULT_SETTINGS[g], ...(row[g] as object) }]),
  ) as Pick<UserSettings, (typeof SETTINGS_GROUP_NAMES)[number]>;
  return {
    id: row.id,
    user_id: row.user_id,
    ...groups,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function createSettingsService(
  deps: { db: Kysely<Database> } & Pick<AppDeps, 'logger' | 'publishToUser' | 'publishToChannel'>,
) {
  return {
    get: (userId: string) => withUserTx(deps.db, { userId }, readSettings),
    // A privacy change can take the user off the maps (sharing off, private profile) or put them on the public one:
    // the open maps are told after commit.
    update: (userId: string, patch: SettingsPatch) =>
      patch.privacy_preferences
        ? changingLocationAudience(deps, userId, (tx) => mergeSettings(tx, patch))
        : withUserTx(deps.db, { userId }, (tx) => mergeSettings(tx, patch)),
  };
}

export async function mergeSettings(tx: Tx, patch: SettingsPatch) {
  const regional = patch.regional_preferences;
  const touchesUnits = regional && (regional.units || UNIT_PREFERENCE_KEYS.some((k) => regional[k]));
  const merged = touchesUnits ? { ...patch, regional_preferences: withUnits(regional, await readSettings(tx)) } : patch;
  return toUserSettings(await settingsRepository.merge(tx, merged));
}

/**
 * One truth for units (decision 050): `units` written alone applies its preset (imperial is the UK's for a user who
 * pays in pounds); any separate preference wins over it, and `units` is then their summary.
 */
function withUnits(
  regional: NonNullable<SettingsPatch['regional_preferences']>,
  current: UserSettings,
): NonNullable<SettingsPatch['regional_preferences']> {
  if (regional.units && !UNIT_PREFERENCE_KEYS.some((k) => regional[k])) {
    const britain = (regional.currency ?? current.regional_preferences.currency) === 'GBP';
    return { ...regional, ...unitPreferencesForSystem(regional.units, britain) };
  }
  const distance_unit = regional.distance_unit ?? current.regional_preferences.distance_unit;
  return { ...regional, units: unitSystemOf({ distance_unit }) };
}

/** The user's settings inside their transaction, created with the defaults on first read. */
export async function readSettings(tx: Tx) {
  return toUserSettings(await settingsRepository.getOrCreate(tx));
}
export type SettingsService = ReturnType<typeof createSettingsService>;
