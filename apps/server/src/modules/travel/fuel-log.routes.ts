import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  fuelDeleteQuerySchema,
  fuelEntryInputSchema,
  fuelEntryPatchSchema,
  fuelEntrySchema,
  fuelLogQuerySchema,
  fuelStatsSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { FuelLogService } from './fuel-log.service.ts';

export function fuelLogRoutes(deps: AppDeps, service: FuelLogService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['fuel-log'];
  const params = z.object({ id: z.uuid() });
  const notFound = {
    404: { description: 'No such fill-up', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const one = z.object({ data: fuelEntrySchema });

  // Before /{id}, so that "stats" is not read as an id.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/stats',
      tags,
      security: bearer,
      description:
        'Consumption by the full-to-full method, per vehicle: the litres of every fill after a full fill up to and including the next full fill, over the distance between their odometer readings. Per interval and on average (L/100 km), cost per km per currency, totals per currency and a monthly series.',
      request: { query: fuelLogQuerySchema },
      responses: { 200: jsonResponse('The figures', z.object({ data: fuelStatsSchema })), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.stats(c.get('auth').userId, c.req.valid('query').vehicle_id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description: 'Fill-ups newest first (date, odometer, entry time), optionally of one vehicle.',
      request: { query: fuelLogQuerySchema },
      responses: { 200: jsonResponse('The fill-ups', z.object({ data: z.array(fuelEntrySchema) })), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId, c.req.valid('query').vehicle_id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      description:
        'Give `price_per_l` or `total_cost` (not both); the other is computed: total = round(volume × price, 2), price = round(total ÷ volume, 3). Currency defaults to the settings currency. With `add_expense: true` an expense of category fuel ("Fuel: <place>") is created in the same transaction and kept in step on later edits.',
      request: jsonBody(fuelEntryInputSchema),
      responses: { 201: jsonResponse('The new fill-up', one), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      description: `A new price or total recomputes the other; a new volume alone keeps the price per litre. ${IF_MATCH_DOC}`,
      request: { params, ...jsonBody(fuelEntryPatchSchema) },
      responses: {
        200: jsonResponse('The updated fill-up', one),
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
      description: `The fuel expense created with the fill-up is kept unless \`delete_expense=true\`. ${IF_MATCH_DOC}`,
      request: { params, query: fuelDeleteQuerySchema },
      responses: { 204: { description: 'Fill-up deleted' }, ...notFound, ...preconditionResponses, ...errorResponses },
    }),
    async (c) => {
      await service.remove(
        c.get('auth').userId,
        c.req.valid('param').id,
        c.req.valid('query').delete_expense === 'true',
        ifMatch(c),
      );
      return c.body(null, 204);
    },
  );
  return router;
}
