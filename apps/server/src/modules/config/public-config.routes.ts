import { createRoute } from '@hono/zod-openapi';
import { publicConfigResponseSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { createRouter, jsonResponse } from '#platform/openapi.ts';

/** Settings the web reads at run time, so one build serves any deployment (e.g. with or without map tiles). */
export function publicConfigRoutes(deps: Pick<AppDeps, 'mapStyleUrl' | 'providers'>) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/public',
      tags: ['config'],
      responses: { 200: jsonResponse('Public server settings', publicConfigResponseSchema) },
    }),
    (c) =>
      c.json(
        { data: { map_style_url: deps.mapStyleUrl ?? null, card_payments: deps.providers.payments !== undefined } },
        200,
      ),
  );
  return router;
}
