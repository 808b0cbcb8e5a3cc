import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  safetyChecklistInputSchema,
  safetyChecklistPatchSchema,
  safetyChecklistSchema,
  safetyRunItemPatchSchema,
  safetyRunItemSchema,
  safetyRunSchema,
  safetyRunStartSchema,
  safetyRunSummarySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import type { SafetyChecklistsService } from './safety-checklists.service.ts';

export function safetyChecklistsRoutes(deps: AppDeps, service: SafetyChecklistsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['safety'];
  const params = z.object({ id: z.uuid() });
  const notFound = {
    404: { description: 'No such checklist, run or item', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const conflict = {
    409: { description: 'The run is already complete', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const checklist = z.object({ data: safetyChecklistSchema });
  const run = z.object({ data: safetyRunSchema });

  // Runs first, so that "runs" is not read as a checklist id.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/runs',
      tags,
      security: bearer,
      description: 'Past and open runs, newest first, with how many items were ticked.',
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
      responses: {
        200: jsonResponse('The runs', z.object({ data: z.array(safetyRunSummarySchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.listRuns(c.get('auth').userId, c.req.valid('query').limit) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/runs',
      tags,
      security: bearer,
      description:
        "Starts a run of a built-in template (`template_key`) or of one of the user's checklists (`checklist_id`), optionally for a vehicle. The items are copied into the run, unticked.",
      request: jsonBody(safetyRunStartSchema),
      responses: { 201: jsonResponse('The new run with its items', run), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.startRun(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/runs/{id}',
      tags,
      security: bearer,
      request: { params },
      responses: { 200: jsonResponse('The run with its items', run), ...notFound, ...errorResponses },
    }),
    async (c) => c.json({ data: await service.getRun(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/runs/{id}/items/{itemId}',
      tags,
      security: bearer,
      description: `Ticks or unticks one item; the tick is stored at once with the time it was made. ${IF_MATCH_DOC}`,
      request: { params: z.object({ id: z.uuid(), itemId: z.uuid() }), ...jsonBody(safetyRunItemPatchSchema) },
      responses: {
        200: jsonResponse('The item', z.object({ data: safetyRunItemSchema })),
        ...notFound,
        ...conflict,
        ...preconditionResponses,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(
        { data: await service.tick(c.get('auth').userId, id, itemId, c.req.valid('json').checked, ifMatch(c)) },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/runs/{id}/complete',
      tags,
      security: bearer,
      description: 'Marks the run complete; its ticks can no longer change.',
      request: { params },
      responses: { 200: jsonResponse('The completed run', run), ...notFound, ...conflict, ...errorResponses },
    }),
    async (c) => c.json({ data: await service.complete(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/runs/{id}',
      tags,
      security: bearer,
      request: { params },
      responses: { 204: { description: 'Run deleted' }, ...notFound, ...errorResponses },
    }),
    async (c) => {
      await service.removeRun(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        "The user's own checklists, oldest first. The built-in templates are in the contracts (SAFETY_TEMPLATES).",
      responses: {
        200: jsonResponse('The checklists', z.object({ data: z.array(safetyChecklistSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      request: jsonBody(safetyChecklistInputSchema),
      responses: { 201: jsonResponse('The new checklist', checklist), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      description: 'Runs already started keep the items they began with.',
      request: { params, ...jsonBody(safetyChecklistPatchSchema) },
      responses: { 200: jsonResponse('The updated checklist', checklist), ...notFound, ...errorResponses },
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      description: 'Past runs of the checklist are kept, under the name they had.',
      request: { params },
      responses: { 204: { description: 'Checklist deleted' }, ...notFound, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
