import { notificationListResponseSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(deps: AppDeps, service: NotificationsService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['notifications']);

  router.openapi(
    routes.read('/', {
      description:
        "The user's latest 50 in-app notifications, newest first, and how many are unread in all. Budget alerts have kind 'budget_alert' and carry the BudgetAlert fields in `data`.",
      response: jsonResponse('Latest notifications and the unread count', notificationListResponseSchema),
    }),
    async (c) => c.json(await service.list(c.get('auth').userId), 200),
  );

  router.openapi(
    routes.post('/read-all', { responses: { 204: { description: 'Every notification marked read' } } }),
    async (c) => {
      await service.markAllRead(c.get('auth').userId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.post('/{id}/read', {
      request: { params: idParams },
      responses: { 204: { description: 'Notification marked read' }, 404: { description: 'No such notification' } },
    }),
    async (c) => {
      await service.markRead(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
