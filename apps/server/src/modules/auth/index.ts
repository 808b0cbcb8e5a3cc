// The auth module as other modules use it (the demo account): find an account, or create a confirmed one with its
// profile. Each call runs inside the caller's auth transaction.
import { authRepository } from './auth.repository.ts';

export const findUserByEmail = authRepository.findUserByEmail;
export const insertUser = authRepository.insertUser;
export const insertProfile = authRepository.insertProfile;
