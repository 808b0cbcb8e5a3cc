import type { ProfilePatch } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';

const columns = [
  'profiles.user_id',
  'users.email',
  'profiles.full_name',
  'profiles.profile_image_url',
  'profiles.rig_type',
  'profiles.region',
  'profiles.bio',
  'profiles.onboarding_completed',
  'profiles.is_demo',
  'profiles.created_at',
  'profiles.updated_at',
] as const;

export const profileRepository = {
  /** The caller's profile (row-level security keeps it to their own), created if an older account lacks one. */
  async get(tx: Tx, userId: string) {
    await tx
      .insertInto('profiles')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return tx
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(columns)
      .where('profiles.user_id', '=', userId)
      .executeTakeFirstOrThrow();
  },

  async update(tx: Tx, userId: string, patch: ProfilePatch & { profile_image_url?: string | null }) {
    if (Object.keys(patch).length) {
      await tx
        .updateTable('profiles')
        .set({ ...patch, updated_at: new Date() })
        .where('user_id', '=', userId)
        .execute();
    }
    return profileRepository.get(tx, userId);
  },
};
