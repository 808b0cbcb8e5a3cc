import { settingsPatchSchema, userSettingsSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, signedInRouter } from '#platform/routes-kit.ts';
import type { SettingsService } from './settings.service.ts';

const routes = bearerRoutes(['settings']);

export function settingsRoutes(deps: AppDeps, service: SettingsService) {
  const router = signedInRouter(deps);
  const data = dataOf(userSettingsSchema);

  router.openapi(
    routes.read('/', { response: jsonResponse("The user's settings (defaults inserted on first read)", data) }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.patch('/', {
      request: jsonBody(settingsPatchSchema),
      responses: { 200: jsonResponse('Settings after merging the given groups', data) },
    }),
    async (c) => c.json({ data: await service.update(c.get('auth').userId, c.req.valid('json')) }, 200),
  );
  return router;
}
