import { createRoute, z } from '@hono/zod-openapi';
import { settingsPatchSchema, userSettingsSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(deps: AppDeps, service: SettingsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const data = z.object({ data: userSettingsSchema });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['settings'],
      security: bearer,
      responses: {
        200: jsonResponse("The user's settings (defaults inserted on first read)", data),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/',
      tags: ['settings'],
      security: bearer,
      request: jsonBody(settingsPatchSchema),
      responses: { 200: jsonResponse('Settings after merging the given groups', data), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.update(c.get('auth').userId, c.req.valid('json')) }, 200),
  );
  return router;
}
