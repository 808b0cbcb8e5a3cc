import { travelPreferencesPatchSchema, travelPreferencesResponseSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, signedInRouter } from '#platform/routes-kit.ts';
import type { TravelPreferencesService } from './travel-preferences.service.ts';

export function travelPreferencesRoutes(deps: AppDeps, service: TravelPreferencesService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['trips']);

  router.openapi(
    routes.read('/', {
      description:
        'Daily driving limit (km) and fuel price override (per litre) used by the trip planner; null means the default applies.',
      response: jsonResponse('The travel preferences', travelPreferencesResponseSchema),
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.patch('/', {
      description: 'A fuel price without a currency takes the settings currency; null clears a value.',
      request: jsonBody(travelPreferencesPatchSchema),
      responses: { 200: jsonResponse('The updated travel preferences', travelPreferencesResponseSchema) },
    }),
    async (c) => c.json({ data: await service.update(c.get('auth').userId, c.req.valid('json')) }, 200),
  );
  return router;
}
