// The auth module as the server and other modules use it: its service and routes, and (for the demo account) an
// account found, or a confirmed one created with its profile, each inside the caller's auth transaction.
import { authRepository } from './auth.repository.ts';

export { authRoutes } from './auth.routes.ts';
export { createAuthService } from './auth.service.ts';

export const findUserByEmail = authRepository.findUserByEmail;
export const insertUser = authRepository.insertUser;
export const insertProfile = authRepository.insertProfile;
