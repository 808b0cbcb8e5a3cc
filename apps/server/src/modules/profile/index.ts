// The profile module as the server and other modules use it: its service and routes, the start-up re-encoding of
// avatars stored before they were re-encoded, and a change of the user's profile inside the caller's transaction.
import { REGIONS, type Region } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { profileRepository } from './profile.repository.ts';

export { reencodeLegacyAvatars } from './legacy-avatars.ts';
export { createProfileImageStore } from './profile-image-store.ts';
export { profileRoutes } from './profile.routes.ts';
export { createProfileService } from './profile.service.ts';

export const updateProfile: typeof profileRepository.update = (...args) => profileRepository.update(...args);

/** The region the user gave in their profile (onboarding or the profile screen), null when none. */
export async function profileRegion(tx: Tx, userId: string): Promise<Region | null> {
  const { region } = await profileRepository.get(tx, userId);
  return REGIONS.find((r) => r === region) ?? null;
}
