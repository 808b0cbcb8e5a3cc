import { createRoute, z } from '@hono/zod-openapi';
import { adminDashboardSchema, adminStatusSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonResponse } from '#platform/openapi.ts';
import type { AdminService } from './admin.service.ts';

export function adminRoutes(deps: AppDeps, service: AdminService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/status',
      tags: ['admin'],
      security: bearer,
      responses: {
        200: jsonResponse('Whether the caller is an admin', z.object({ data: adminStatusSchema })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: { is_admin: await service.isAdmin(c.get('auth').userId) } }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard',
      tags: ['admin'],
      security: bearer,
      responses: {
        200: jsonResponse(
          'User count, active sessions and sign-ups per day (last 30 days)',
          z.object({ data: adminDashboardSchema }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.dashboard(c.get('auth').userId) }, 200),
  );
  return router;
}
