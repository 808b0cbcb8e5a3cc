// The profile module as other modules use it: change the user's profile inside their transaction.
import { profileRepository } from './profile.repository.ts';

export const updateProfile: typeof profileRepository.update = (...args) => profileRepository.update(...args);
