import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#platform/app-env.ts';
import { AppError } from '#platform/errors.ts';

/** SPEC §8: what a signed-in user who is not an admin is told. */
export const NOT_ADMIN = "You don't have admin privileges to access this area.";
export const notAdmin = () => new AppError(403, 'rls_permission', NOT_ADMIN, 'not_admin');

/** After requireAuth: lets only admins through (admin_users or the confirmed owner, as the admin module decides). */
export function requireAdmin(isAdmin: (userId: string) => Promise<boolean>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isAdmin(c.get('auth').userId))) throw notAdmin();
    return next();
  });
}
