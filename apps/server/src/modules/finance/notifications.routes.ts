import { createRoute, z } from '@hono/zod-openapi';
import { notificationListResponseSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonResponse } from '#platform/openapi.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(deps: AppDeps, service: NotificationsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['notifications'];

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        "The user's latest 50 in-app notifications, newest first, and how many are unread in all. Budget alerts have kind 'budget_alert' and carry the BudgetAlert fields in `data`.",
      responses: {
        200: jsonResponse('Latest notifications and the unread count', notificationListResponseSchema),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await service.list(c.get('auth').userId), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/read-all',
      tags,
      security: bearer,
      responses: { 204: { description: 'Every notification marked read' }, ...errorResponses },
    }),
    async (c) => {
      await service.markAllRead(c.get('auth').userId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/{id}/read',
      tags,
      security: bearer,
      request: { params: z.object({ id: z.uuid() }) },
      responses: {
        204: { description: 'Notification marked read' },
        404: { description: 'No such notification' },
        ...errorResponses,
      },
    }),
    async (c) => {
      await service.markRead(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
