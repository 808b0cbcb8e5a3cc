import { createRoute, z } from '@hono/zod-openapi';
import { exchangeRateInputSchema, exchangeRateSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { ExchangeRatesService } from './exchange-rates.service.ts';

export function exchangeRatesRoutes(deps: AppDeps, service: ExchangeRatesService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['exchange rates'];

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      responses: {
        200: jsonResponse("The user's conversion rates", z.object({ data: z.array(exchangeRateSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/',
      tags,
      security: bearer,
      description:
        'Creates or replaces the rate for base -> quote (1 base = rate quote). Conversions also use the inverse of the reverse pair when no direct rate exists. base equal to quote: 400 with quote: same_currency.',
      request: jsonBody(exchangeRateInputSchema),
      responses: { 200: jsonResponse('The stored rate', z.object({ data: exchangeRateSchema })), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.upsert(c.get('auth').userId, c.req.valid('json')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params: z.object({ id: z.uuid() }) },
      responses: { 204: { description: 'Rate deleted' }, 404: { description: 'No such rate' }, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
