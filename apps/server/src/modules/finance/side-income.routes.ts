import { sideIncomeSourceInputSchema, sideIncomeSourcePatchSchema, sideIncomeSourceSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, listOf, signedInRouter } from '#platform/routes-kit.ts';
import type { SideIncomeService } from './side-income.service.ts';

export function sideIncomeRoutes(deps: AppDeps, service: SideIncomeService) {
  const router = signedInRouter(deps);
  const one = dataOf(sideIncomeSourceSchema);
  const routes = bearerRoutes(['side income'], { 404: { description: 'No such source' } });

  router.openapi(
    routes.read('/', {
      description:
        "The user's side-income sources, each with the income recorded against it in the last 12 months, per currency.",
      response: jsonResponse('Side-income sources with 12-month totals', listOf(sideIncomeSourceSchema)),
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.create('/', { body: sideIncomeSourceInputSchema, response: jsonResponse('The new source', one) }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', { body: sideIncomeSourcePatchSchema, response: jsonResponse('The updated source', one) }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description: 'Income lines that pointed at the source keep their amounts and lose the link.',
      deleted: 'Source deleted',
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
