import { createRoute, z } from '@hono/zod-openapi';
import {
  incomeInputSchema,
  incomeListQuerySchema,
  incomeListResponseSchema,
  incomePatchSchema,
  incomeSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { IF_MATCH_DOC, ifMatch, preconditionResponses } from '#platform/preconditions.ts';
import type { IncomeService } from './income.service.ts';

export function incomeRoutes(deps: AppDeps, service: IncomeService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['income'];
  const one = z.object({ data: incomeSchema });
  const params = z.object({ id: z.uuid() });
  const forbidden = {
    403: { description: "side_income_source_id names another user's source (class rls_permission)" },
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description: 'Income newest first, keyset-paged like expenses; `totals` per currency over the whole filter.',
      request: { query: incomeListQuerySchema },
      responses: {
        200: jsonResponse('One page of income with totals per currency', incomeListResponseSchema),
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
      description: 'Currency defaults to the settings currency.',
      request: jsonBody(incomeInputSchema),
      responses: { 201: jsonResponse('The new income line', one), ...forbidden, ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      description: IF_MATCH_DOC,
      request: { params, ...jsonBody(incomePatchSchema) },
      responses: {
        200: jsonResponse('The updated income line', one),
        404: { description: 'No such income line' },
        ...forbidden,
        ...preconditionResponses,
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json'), ifMatch(c)) },
        200,
      ),
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
        204: { description: 'Income line deleted (restorable for FINANCE_LIMITS.restoreWindowMs)' },
        404: { description: 'No such income line' },
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
        'Undoes a DELETE made less than FINANCE_LIMITS.restoreWindowMs ago: the same income line (id, dates) is back. 404 restore_expired when there is nothing to restore (never deleted, restored already, too long ago, or not yours).',
      request: { params },
      responses: {
        200: jsonResponse('The income line as it was', one),
        404: { description: 'Nothing to restore (restore_expired)' },
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.restore(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );
  return router;
}
