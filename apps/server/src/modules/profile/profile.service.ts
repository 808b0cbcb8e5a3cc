import { unitPreferencesForSystem, type Onboarding, type Profile, type ProfilePatch } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { mergeSettings } from '#modules/settings/index.ts';
import type { ProfileImageStore } from './profile-image-store.ts';
import { profileRepository as repo } from './profile.repository.ts';

type Row = Awaited<ReturnType<typeof repo.get>>;
const toProfile = (r: Row): Profile => ({
  ...r,
  rig_type: r.rig_type as Profile['rig_type'],
  region: r.region as Profile['region'],
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export function createProfileService(deps: { db: Kysely<Database>; images: ProfileImageStore }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);
  return {
    get: (userId: string) => tx(userId, async (t) => toProfile(await repo.get(t, userId))),
    update: (userId: string, patch: ProfilePatch) =>
      tx(userId, async (t) => toProfile(await repo.update(t, userId, patch))),

    async setImage(userId: string, file: File) {
      const url = await deps.images.save(file);
      try {
        const { previous, profile } = await tx(userId, async (t) => {
          const before = await repo.get(t, userId);
          return {
            previous: before.profile_image_url,
            profile: await repo.update(t, userId, { profile_image_url: url }),
          };
        });
        await deps.images.remove(previous);
        return toProfile(profile);
      } catch (err) {
        await deps.images.remove(url);
        throw err;
      }
    },

    /** The onboarding form lands in the profile and the settings in one transaction. */
    completeOnboarding: (userId: string, input: Onboarding) =>
      tx(userId, async (t) => {
        await mergeSettings(t, {
          regional_preferences: {
            currency: input.currency,
            ...(input.unit_preferences ??
              unitPreferencesForSystem(input.units, input.region === 'GB' || input.currency === 'GBP')),
          },
          display_preferences: { language: input.language },
        });
        return toProfile(
          await repo.update(t, userId, {
            full_name: input.full_name,
            rig_type: input.rig_type,
            region: input.region,
            onboarding_completed: true,
          }),
        );
      }),
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
