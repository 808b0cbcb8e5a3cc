import { createRoute } from '@hono/zod-openapi';
import { travelPreferencesPatchSchema, travelPreferencesResponseSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { TravelPreferencesService } from './travel-preferences.service.ts';

export function travelPreferencesRoutes(deps: AppDeps, service: TravelPreferencesService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['trips'];

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        'Daily driving limit (km) and fuel price override (per litre) used by the trip planner; null means the default applies.',
      responses: { 200: jsonResponse('The travel preferences', travelPreferencesResponseSchema), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/',
      tags,
      security: bearer,
      description: 'A fuel price without a currency takes the settings currency; null clears a value.',
      request: jsonBody(travelPreferencesPatchSchema),
      responses: {
        200: jsonResponse('The updated travel preferences', travelPreferencesResponseSchema),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.update(c.get('auth').userId, c.req.valid('json')) }, 200),
  );
  return router;
}
