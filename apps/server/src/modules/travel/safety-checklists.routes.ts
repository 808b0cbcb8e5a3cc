import { z } from '@hono/zod-openapi';
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
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { bearerRoutes, dataOf, idParams, listOf, notFound, signedInRouter } from '#platform/routes-kit.ts';
import type { SafetyChecklistsService } from './safety-checklists.service.ts';

export function safetyChecklistsRoutes(deps: AppDeps, service: SafetyChecklistsService) {
  const router = signedInRouter(deps);
  const missing = notFound('No such checklist, run or item');
  const routes = bearerRoutes(['safety'], missing);
  const conflict = {
    409: { description: 'The run is already complete', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const checklist = dataOf(safetyChecklistSchema);
  const run = dataOf(safetyRunSchema);

  // Runs first, so that "runs" is not read as a checklist id.
  router.openapi(
    routes.read('/runs', {
      description: 'Past and open runs, newest first, with how many items were ticked.',
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
      response: jsonResponse('The runs', listOf(safetyRunSummarySchema)),
    }),
    async (c) => c.json({ data: await service.listRuns(c.get('auth').userId, c.req.valid('query').limit) }, 200),
  );

  router.openapi(
    routes.create('/runs', {
      description:
        "Starts a run of a built-in template (`template_key`) or of one of the user's checklists (`checklist_id`), optionally for a vehicle. The items are copied into the run, unticked.",
      body: safetyRunStartSchema,
      response: jsonResponse('The new run with its items', run),
    }),
    async (c) => c.json({ data: await service.startRun(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(routes.getById('/runs/{id}', { response: jsonResponse('The run with its items', run) }), async (c) =>
    c.json({ data: await service.getRun(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.patch('/runs/{id}/items/{itemId}', {
      description: `Ticks or unticks one item; the tick is stored at once with the time it was made. ${IF_MATCH_DOC}`,
      request: { params: z.object({ id: z.uuid(), itemId: z.uuid() }), ...jsonBody(safetyRunItemPatchSchema) },
      responses: {
        200: jsonResponse('The item', dataOf(safetyRunItemSchema)),
        ...missing,
        ...conflict,
        ...preconditionResponses,
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
    routes.post('/runs/{id}/complete', {
      description: 'Marks the run complete; its ticks can no longer change.',
      request: { params: idParams },
      responses: { 200: jsonResponse('The completed run', run), ...missing, ...conflict },
    }),
    async (c) => c.json({ data: await service.complete(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(routes.deleteById('/runs/{id}', { deleted: 'Run deleted' }), async (c) => {
    await service.removeRun(c.get('auth').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });

  router.openapi(
    routes.read('/', {
      description:
        "The user's own checklists, oldest first. The built-in templates are in the contracts (SAFETY_TEMPLATES).",
      response: jsonResponse('The checklists', listOf(safetyChecklistSchema)),
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.create('/', { body: safetyChecklistInputSchema, response: jsonResponse('The new checklist', checklist) }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: 'Runs already started keep the items they began with.',
      body: safetyChecklistPatchSchema,
      response: jsonResponse('The updated checklist', checklist),
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description: 'Past runs of the checklist are kept, under the name they had.',
      deleted: 'Checklist deleted',
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
