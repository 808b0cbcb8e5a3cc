import {
  apiErrorSchema,
  moderationActionInputSchema,
  moderationActionListSchema,
  moderationActionResponseSchema,
  moderationQueueQuerySchema,
  mySuspensionResponseSchema,
  queuedReportListSchema,
  reportActionInputSchema,
  socialPageQuerySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { ModerationService } from './moderation.service.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const notModerator = { 403: error("You don't have moderator privileges.") } as const;

/**
 * Routes under /social/moderation: the queue of reports, acting on a report or directly on content, the audit log,
 * and the caller's own suspension.
 */
export function moderationRoutes(deps: AppDeps, service: ModerationService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['social']);

  router.openapi(
    routes.get('/reports', {
      description:
        "Reports the caller moderates (site admins: all; a group's owner and moderators: their group's), newest first, each with a preview of the reported content (text, author, hidden state). 403 for anyone who moderates nothing.",
      request: { query: moderationQueueQuerySchema },
      responses: { 200: jsonResponse('A page of the queue', queuedReportListSchema), ...notModerator },
    }),
    async (c) => c.json(await service.queue(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/reports/{id}/actions', {
      description:
        'Acts on a report: hide or restore the content, dismiss the report, warn the author, or suspend them (site admins; `suspend_days` required). The author is told why; the action is audited.',
      request: { params: idParams, ...jsonBody(reportActionInputSchema) },
      responses: {
        201: jsonResponse('The audited action', moderationActionResponseSchema),
        ...notModerator,
        404: error('No such report, or not one the caller moderates'),
        409: error('Restoring content that is not hidden'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(
        { data: await service.act(c.get('auth').userId, { ...input, reportId: c.req.valid('param').id }) },
        201,
      );
    },
  );

  router.openapi(
    routes.create('/actions', {
      description:
        'Acts on content (or a user) without a report: hide, restore, warn, or suspend (site admins). Group owners and moderators may act on content of their groups.',
      body: moderationActionInputSchema,
      response: jsonResponse('The audited action', moderationActionResponseSchema),
      responses: { ...notModerator, 404: error('No such content'), 409: error('Restoring content that is not hidden') },
    }),
    async (c) => c.json({ data: await service.act(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.get('/actions', {
      description: 'The audit log of moderation actions, newest first (site admins only).',
      request: { query: socialPageQuerySchema },
      responses: { 200: jsonResponse('A page of the audit log', moderationActionListSchema), ...notModerator },
    }),
    async (c) => c.json(await service.actions(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.read('/me', {
      description: "The caller's suspension while it lasts (reason and end), or null.",
      response: jsonResponse('The suspension, or null', mySuspensionResponseSchema),
    }),
    async (c) => c.json({ data: await service.mySuspension(c.get('auth').userId) }, 200),
  );

  return router;
}
