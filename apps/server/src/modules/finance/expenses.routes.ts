import {
  expenseInputSchema,
  expenseListQuerySchema,
  expenseListResponseSchema,
  expensePatchSchema,
  expenseSavedResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { ExpensesService } from './expenses.service.ts';

export function expensesRoutes(deps: AppDeps, service: ExpensesService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['expenses'], { 404: { description: 'No such expense' } });

  router.openapi(
    routes.read('/', {
      description:
        'Expenses newest first (date, then creation, then id), paged by an opaque keyset cursor. `q` matches a case-insensitive part of the description. `totals` sums every matching expense per currency, not only this page.',
      request: { query: expenseListQuerySchema },
      response: jsonResponse('One page of expenses with totals per currency', expenseListResponseSchema),
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        'Currency defaults to the settings currency. `alerts` lists the budget thresholds (80 %, 100 %) this expense made its budgets reach for the first time in the period; empty when budget alerts are off in the settings.',
      body: expenseInputSchema,
      response: jsonResponse('The new expense and any budget alerts', expenseSavedResponseSchema),
    }),
    async (c) => c.json(await service.create(c.get('auth').userId, c.req.valid('json')), 201),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: IF_MATCH_DOC,
      body: expensePatchSchema,
      response: jsonResponse('The updated expense and any budget alerts', expenseSavedResponseSchema),
      responses: preconditionResponses,
    }),
    async (c) =>
      c.json(await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), ifMatch(c)), 200),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description: IF_MATCH_DOC,
      deleted: 'Expense deleted (restorable for FINANCE_LIMITS.restoreWindowMs)',
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
        'Undoes a DELETE made less than FINANCE_LIMITS.restoreWindowMs ago: the same expense (id, dates) is back. 404 restore_expired when there is nothing to restore (never deleted, restored already, too long ago, or not yours).',
      request: { params: idParams },
      responses: {
        200: jsonResponse(
          'The expense as it was, and any budget alerts it makes its budgets reach',
          expenseSavedResponseSchema,
        ),
        404: { description: 'Nothing to restore (restore_expired)' },
      },
    }),
    async (c) => c.json(await service.restore(c.get('auth').userId, c.req.valid('param').id), 200),
  );
  return router;
}
