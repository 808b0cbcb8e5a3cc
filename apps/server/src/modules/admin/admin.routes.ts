import { createRoute, z } from '@hono/zod-openapi';
import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminDashboardSchema,
  adminStatusSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAdmin } from '#platform/auth/require-admin.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
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

  const adminOnly = requireAdmin(service.isAdmin);
  for (const path of ['/users', '/users/*', '/audit']) router.use(path, adminOnly);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags: ['admin'],
      security: bearer,
      description:
        'Accounts whose e-mail or name contains `q` (any case), newest first, with their membership, admin rights and suspension. Suspend through POST /social/moderation/actions; grant a membership through POST /admin/users/{id}/membership.',
      request: { query: adminUserListQuerySchema },
      responses: { 200: jsonResponse('Accounts', adminUserListResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.users(c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/users/{id}/admin',
      tags: ['admin'],
      security: bearer,
      description: 'Gives (`is_admin: true`) or takes admin rights; audited. 409 `self_demotion` for one’s own.',
      request: { params: z.object({ id: z.uuid() }), ...jsonBody(z.object({ is_admin: z.boolean() })) },
      responses: {
        204: { description: 'Saved' },
        404: { description: 'No such user' },
        409: { description: 'One’s own rights' },
        ...errorResponses,
      },
    }),
    async (c) => {
      await service.setAdmin(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json').is_admin);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/audit',
      tags: ['admin'],
      security: bearer,
      description: 'Every admin action, newest first: who, what, when, and the row before and after.',
      request: { query: adminAuditQuerySchema },
      responses: { 200: jsonResponse('Audit log', adminAuditResponseSchema), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.audit(c.req.valid('query')) }, 200),
  );
  return router;
}
