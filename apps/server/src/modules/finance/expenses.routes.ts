import { createRoute, z } from '@hono/zod-openapi';
import {
  expenseInputSchema,
  expenseListQuerySchema,
  expenseListResponseSchema,
  expensePatchSchema,
  expenseSavedResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import type { ExpensesService } from './expenses.service.ts';

export function expensesRoutes(deps: AppDeps, service: ExpensesService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['expenses'];
  const params = z.object({ id: z.uuid() });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        'Expenses newest first (date, then creation, then id), paged by an opaque keyset cursor. `q` matches a case-insensitive part of the description. `totals` sums every matching expense per currency, not only this page.',
      request: { query: expenseListQuerySchema },
      responses: {
        200: jsonResponse('One page of expenses with totals per currency', expenseListResponseSchema),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      description:
        'Currency defaults to the settings currency. `alerts` lists the budget thresholds (80 %, 100 %) this expense made its budgets reach for the first time in the period; empty when budget alerts are off in the settings.',
      request: jsonBody(expenseInputSchema),
      responses: {
        201: jsonResponse('The new expense and any budget alerts', expenseSavedResponseSchema),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await service.create(c.get('auth').userId, c.req.valid('json')), 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      description: IF_MATCH_DOC,
      request: { params, ...jsonBody(expensePatchSchema) },
      responses: {
        200: jsonResponse('The updated expense and any budget alerts', expenseSavedResponseSchema),
        404: { description: 'No such expense' },
        ...preconditionResponses,
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), ifMatch(c)), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      description: IF_MATCH_DOC,
      request: { params },
      responses: {
        204: { description: 'Expense deleted (restorable for FINANCE_LIMITS.restoreWindowMs)' },
        404: { description: 'No such expense' },
        ...preconditionResponses,
        ...errorResponses,
      },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id, ifMatch(c));
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/{id}/restore',
      tags,
      security: bearer,
      description:
        'Undoes a DELETE made less than FINANCE_LIMITS.restoreWindowMs ago: the same expense (id, dates) is back. 404 restore_expired when there is nothing to restore (never deleted, restored already, too long ago, or not yours).',
      request: { params },
      responses: {
        200: jsonResponse(
          'The expense as it was, and any budget alerts it makes its budgets reach',
          expenseSavedResponseSchema,
        ),
        404: { description: 'Nothing to restore (restore_expired)' },
        ...errorResponses,
      },
    }),
    async (c) => c.json(await service.restore(c.get('auth').userId, c.req.valid('param').id), 200),
  );
  return router;
}
