import {
  fuelDeleteQuerySchema,
  fuelEntryInputSchema,
  fuelEntryPatchSchema,
  fuelEntrySchema,
  fuelLogQuerySchema,
  fuelStatsSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, idParams, listOf, notFound, signedInRouter } from '#platform/routes-kit.ts';
import type { FuelLogService } from './fuel-log.service.ts';

export function fuelLogRoutes(deps: AppDeps, service: FuelLogService) {
  const router = signedInRouter(deps);
  const missing = notFound('No such fill-up');
  const routes = bearerRoutes(['fuel-log'], missing);
  const one = dataOf(fuelEntrySchema);

  // Before /{id}, so that "stats" is not read as an id.
  router.openapi(
    routes.read('/stats', {
      description:
        'Consumption by the full-to-full method, per vehicle: the litres of every fill after a full fill up to and including the next full fill, over the distance between their odometer readings. Per interval and on average (L/100 km), cost per km per currency, totals per currency and a monthly series.',
      request: { query: fuelLogQuerySchema },
      response: jsonResponse('The figures', dataOf(fuelStatsSchema)),
    }),
    async (c) => c.json({ data: await service.stats(c.get('auth').userId, c.req.valid('query').vehicle_id) }, 200),
  );

  router.openapi(
    routes.read('/', {
      description: 'Fill-ups newest first (date, odometer, entry time), optionally of one vehicle.',
      request: { query: fuelLogQuerySchema },
      response: jsonResponse('The fill-ups', listOf(fuelEntrySchema)),
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId, c.req.valid('query').vehicle_id) }, 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        'Give `price_per_l` or `total_cost` (not both); the other is computed: total = round(volume × price, 2), price = round(total ÷ volume, 3). Currency defaults to the settings currency. With `add_expense: true` an expense of category fuel ("Fuel: <place>") is created in the same transaction and kept in step on later edits.',
      body: fuelEntryInputSchema,
      response: jsonResponse('The new fill-up', one),
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: `A new price or total recomputes the other; a new volume alone keeps the price per litre. ${IF_MATCH_DOC}`,
      body: fuelEntryPatchSchema,
      response: jsonResponse('The updated fill-up', one),
      responses: preconditionResponses,
    }),
    async (c) =>
      c.json(
        { data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), ifMatch(c)) },
        200,
      ),
  );

  router.openapi(
    routes.delete('/{id}', {
      description: `The fuel expense created with the fill-up is kept unless \`delete_expense=true\`. ${IF_MATCH_DOC}`,
      request: { params: idParams, query: fuelDeleteQuerySchema },
      responses: { 204: { description: 'Fill-up deleted' }, ...missing, ...preconditionResponses },
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
