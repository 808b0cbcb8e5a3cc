import { z } from '@hono/zod-openapi';
import {
  storageItemInputSchema,
  storageItemPatchSchema,
  storageItemSchema,
  storageItemsQuerySchema,
  storageSummarySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, listOf, notFound, signedInRouter } from '#platform/routes-kit.ts';
import type { StorageItemsService } from './storage-items.service.ts';

export function storageItemsRoutes(deps: AppDeps, service: StorageItemsService) {
  const router = signedInRouter(deps);
  const missing = notFound('No such item');
  const routes = bearerRoutes(['storage'], missing);
  const item = dataOf(storageItemSchema);

  // Before /{id}, so that "summary" is not read as an id.
  router.openapi(
    routes.get('/summary', {
      description:
        "Total stored weight (quantity × unit weight) overall and per location. With `vehicle_id`, only that rig's items, against its payload (gross mass − empty mass) with the share used and an over-limit flag.",
      request: { query: z.object({ vehicle_id: z.uuid().optional() }) },
      responses: { 200: jsonResponse('The summary', dataOf(storageSummarySchema)), ...missing },
    }),
    async (c) =>
      c.json({ data: await service.summary(c.get('auth').userId, c.req.valid('query').vehicle_id ?? null) }, 200),
  );

  router.openapi(
    routes.read('/', {
      description: 'Stored items by location then name; `q` searches name, location and notes.',
      request: { query: storageItemsQuerySchema },
      response: jsonResponse('The items', listOf(storageItemSchema)),
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId, c.req.valid('query')) }, 200),
  );

  router.openapi(
    routes.create('/', { body: storageItemInputSchema, response: jsonResponse('The new item', item) }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: IF_MATCH_DOC,
      body: storageItemPatchSchema,
      response: jsonResponse('The updated item', item),
      responses: preconditionResponses,
    }),
    async (c) =>
      c.json(
        { data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), ifMatch(c)) },
        200,
      ),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description: IF_MATCH_DOC,
      deleted: 'Item deleted',
      responses: preconditionResponses,
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id, ifMatch(c));
      return c.body(null, 204);
    },
  );
  return router;
}
