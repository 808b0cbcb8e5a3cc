import { exchangeRateInputSchema, exchangeRateSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, listOf, signedInRouter } from '#platform/routes-kit.ts';
import type { ExchangeRatesService } from './exchange-rates.service.ts';

export function exchangeRatesRoutes(deps: AppDeps, service: ExchangeRatesService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['exchange rates'], { 404: { description: 'No such rate' } });

  router.openapi(
    routes.read('/', { response: jsonResponse("The user's conversion rates", listOf(exchangeRateSchema)) }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.put('/', {
      description:
        'Creates or replaces the rate for base -> quote (1 base = rate quote). Conversions also use the inverse of the reverse pair when no direct rate exists. base equal to quote: 400 with quote: same_currency.',
      request: jsonBody(exchangeRateInputSchema),
      responses: { 200: jsonResponse('The stored rate', dataOf(exchangeRateSchema)) },
    }),
    async (c) => c.json({ data: await service.upsert(c.get('auth').userId, c.req.valid('json')) }, 200),
  );

  router.openapi(routes.deleteById('/{id}', { deleted: 'Rate deleted' }), async (c) => {
    await service.remove(c.get('auth').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
