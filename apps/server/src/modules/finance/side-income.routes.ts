import { createRoute, z } from '@hono/zod-openapi';
import { sideIncomeSourceInputSchema, sideIncomeSourcePatchSchema, sideIncomeSourceSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { SideIncomeService } from './side-income.service.ts';

export function sideIncomeRoutes(deps: AppDeps, service: SideIncomeService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['side income'];
  const one = z.object({ data: sideIncomeSourceSchema });
  const params = z.object({ id: z.uuid() });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        "The user's side-income sources, each with the income recorded against it in the last 12 months, per currency.",
      responses: {
        200: jsonResponse(
          'Side-income sources with 12-month totals',
          z.object({ data: z.array(sideIncomeSourceSchema) }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      request: jsonBody(sideIncomeSourceInputSchema),
      responses: { 201: jsonResponse('The new source', one), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params, ...jsonBody(sideIncomeSourcePatchSchema) },
      responses: {
        200: jsonResponse('The updated source', one),
        404: { description: 'No such source' },
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      description: 'Income lines that pointed at the source keep their amounts and lose the link.',
      request: { params },
      responses: { 204: { description: 'Source deleted' }, 404: { description: 'No such source' }, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
