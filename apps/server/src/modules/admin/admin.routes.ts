import { z } from '@hono/zod-openapi';
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
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { AdminService } from './admin.service.ts';

const routes = bearerRoutes(['admin']);

export function adminRoutes(deps: AppDeps, service: AdminService) {
  const router = signedInRouter(deps);

  router.openapi(
    routes.read('/status', { response: jsonResponse('Whether the caller is an admin', dataOf(adminStatusSchema)) }),
    async (c) => c.json({ data: { is_admin: await service.isAdmin(c.get('auth').userId) } }, 200),
  );

  router.openapi(
    routes.read('/dashboard', {
      response: jsonResponse(
        'User count, active sessions and sign-ups per day (last 30 days)',
        dataOf(adminDashboardSchema),
      ),
    }),
    async (c) => c.json({ data: await service.dashboard(c.get('auth').userId) }, 200),
  );

  const adminOnly = requireAdmin(service.isAdmin);
  for (const path of ['/users', '/users/*', '/audit']) router.use(path, adminOnly);

  router.openapi(
    routes.read('/users', {
      description:
        'Accounts whose e-mail or name contains `q` (any case), newest first, with their membership, admin rights and suspension. Suspend through POST /social/moderation/actions; grant a membership through POST /admin/users/{id}/membership.',
      request: { query: adminUserListQuerySchema },
      response: jsonResponse('Accounts', adminUserListResponseSchema),
    }),
    async (c) => c.json(await service.users(c.req.valid('query')), 200),
  );

  router.openapi(
    routes.put('/users/{id}/admin', {
      description: 'Gives (`is_admin: true`) or takes admin rights; audited. 409 `self_demotion` for one’s own.',
      request: { params: idParams, ...jsonBody(z.object({ is_admin: z.boolean() })) },
      responses: {
        204: { description: 'Saved' },
        404: { description: 'No such user' },
        409: { description: 'One’s own rights' },
      },
    }),
    async (c) => {
      await service.setAdmin(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json').is_admin);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.read('/audit', {
      description: 'Every admin action, newest first: who, what, when, and the row before and after.',
      request: { query: adminAuditQuerySchema },
      response: jsonResponse('Audit log', adminAuditResponseSchema),
    }),
    async (c) => c.json({ data: await service.audit(c.req.valid('query')) }, 200),
  );
  return router;
}
