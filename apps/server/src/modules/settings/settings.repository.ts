import { sql } from 'kysely';
import { DEFAULT_SETTINGS, SETTINGS_GROUP_NAMES, type SettingsPatch } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';

const columns = ['id', 'user_id', ...SETTINGS_GROUP_NAMES, 'created_at', 'updated_at'] as const;

export const settingsRepository = {
  /** The user's row; the defaults of SPEC §9 are inserted on first read. */
  async getOrCreate(tx: Tx) {
    const existing = await tx.selectFrom('user_settings').select(columns).executeTakeFirst();
    if (existing) return existing;
    const defaults = Object.fromEntries(
      SETTINGS_GROUP_NAMES.map((g) => [g, JSON.stringify(DEFAULT_SETTINGS[g])]),
    ) as Record<(typeof SETTINGS_GROUP_NAMES)[number], string>;
    await tx
      .insertInto('user_settings')
      .values(defaults)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return tx.selectFrom('user_settings').select(columns).executeTakeFirstOrThrow();
  },

  /** Merges each given group into the stored one (jsonb ||), leaving the other groups untouched. */
  async merge(tx: Tx, patch: SettingsPatch) {
    await settingsRepository.getOrCreate(tx);
    const set: Record<string, unknown> = { updated_at: new Date() };
    for (const group of SETTINGS_GROUP_NAMES) {
      const value = patch[group];
      if (value && Object.keys(value).length) set[group] = sql`${sql.ref(group)} || ${JSON.stringify(value)}::jsonb`;
    }
    return tx.updateTable('user_settings').set(set).returning(columns).executeTakeFirstOrThrow();
  },
};
