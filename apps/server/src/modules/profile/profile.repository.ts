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

  /** Every profile whose image under `prefix` is not yet a WebP (read as app_admin: every user's row). */
  legacyImages(tx: Tx, prefix: string) {
    return tx
      .selectFrom('profiles')
      .select(['user_id', 'profile_image_url'])
      .where('profile_image_url', 'like', `${prefix}%`)
      .where('profile_image_url', 'not like', '%.webp')
      .$narrowType<{ profile_image_url: string }>()
      .execute();
  },

  /** Sets the image only if it is still `from` (the user may have changed it meanwhile); true when it was. */
  async replaceImage(tx: Tx, userId: string, from: string, to: string | null) {
    const result = await tx
      .updateTable('profiles')
      .set({ profile_image_url: to, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('profile_image_url', '=', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};
