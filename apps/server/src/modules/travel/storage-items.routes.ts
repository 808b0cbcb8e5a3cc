import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  storageItemInputSchema,
  storageItemPatchSchema,
  storageItemSchema,
  storageItemsQuerySchema,
  storageSummarySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { StorageItemsService } from './storage-items.service.ts';

export function storageItemsRoutes(deps: AppDeps, service: StorageItemsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['storage'];
  const params = z.object({ id: z.uuid() });
  const notFound = {
    404: { description: 'No such item', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const item = z.object({ data: storageItemSchema });

  // Before /{id}, so that "summary" is not read as an id.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/summary',
      tags,
      security: bearer,
      description:
        "Total stored weight (quantity × unit weight) overall and per location. With `vehicle_id`, only that rig's items, against its payload (gross mass − empty mass) with the share used and an over-limit flag.",
      request: { query: z.object({ vehicle_id: z.uuid().optional() }) },
      responses: {
        200: jsonResponse('The summary', z.object({ data: storageSummarySchema })),
        ...notFound,
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json({ data: await service.summary(c.get('auth').userId, c.req.valid('query').vehicle_id ?? null) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description: 'Stored items by location then name; `q` searches name, location and notes.',
      request: { query: storageItemsQuerySchema },
      responses: { 200: jsonResponse('The items', z.object({ data: z.array(storageItemSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId, c.req.valid('query')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      request: jsonBody(storageItemInputSchema),
      responses: { 201: jsonResponse('The new item', item), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      description: IF_MATCH_DOC,
      request: { params, ...jsonBody(storageItemPatchSchema) },
      responses: {
        200: jsonResponse('The updated item', item),
        ...notFound,
        ...preconditionResponses,
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), ifMatch(c)) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      description: IF_MATCH_DOC,
      request: { params },
      responses: { 204: { description: 'Item deleted' }, ...notFound, ...preconditionResponses, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id, ifMatch(c));
      return c.body(null, 204);
    },
  );
  return router;
}
