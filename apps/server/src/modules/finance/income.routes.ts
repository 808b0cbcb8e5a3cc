import {
  incomeInputSchema,
  incomeListQuerySchema,
  incomeListResponseSchema,
  incomePatchSchema,
  incomeSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { bearerRoutes, dataOf, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { IncomeService } from './income.service.ts';

export function incomeRoutes(deps: AppDeps, service: IncomeService) {
  const router = signedInRouter(deps);
  const one = dataOf(incomeSchema);
  const forbidden = {
    403: { description: "side_income_source_id names another user's source (class rls_permission)" },
  };
  const routes = bearerRoutes(['income'], { 404: { description: 'No such income line' } });

  router.openapi(
    routes.read('/', {
      description:
        'Income newest first, keyset-paged like expenses; `q` matches a case-insensitive part of the source; `totals` per currency over the whole filter.',
      request: { query: incomeListQuerySchema },
      response: jsonResponse('One page of income with totals per currency', incomeListResponseSchema),
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/', {
      description: 'Currency defaults to the settings currency.',
      body: incomeInputSchema,
      response: jsonResponse('The new income line', one),
      responses: forbidden,
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: IF_MATCH_DOC,
      body: incomePatchSchema,
      response: jsonResponse('The updated income line', one),
      responses: { ...forbidden, ...preconditionResponses },
    }),
    async (c) =>
      c.json(
        { data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), ifMatch(c)) },
        200,
      ),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description: IF_MATCH_DOC,
      deleted: 'Income line deleted (restorable for FINANCE_LIMITS.restoreWindowMs)',
      responses: preconditionResponses,
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id, ifMatch(c));
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.post('/{id}/restore', {
      description:
        'Undoes a DELETE made less than FINANCE_LIMITS.restoreWindowMs ago: the same income line (id, dates) is back. 404 restore_expired when there is nothing to restore (never deleted, restored already, too long ago, or not yours).',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The income line as it was', one),
        404: { description: 'Nothing to restore (restore_expired)' },
      },
    }),
    async (c) => c.json({ data: await service.restore(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );
  return router;
}
