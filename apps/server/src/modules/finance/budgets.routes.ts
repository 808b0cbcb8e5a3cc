import { createRoute, z } from '@hono/zod-openapi';
import {
  budgetInputSchema,
  budgetPatchSchema,
  budgetSavedResponseSchema,
  budgetSchema,
  budgetStatusSchema,
  isoDateSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { BudgetsService } from './budgets.service.ts';

export function budgetsRoutes(deps: AppDeps, service: BudgetsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['budgets'];
  const saved = budgetSavedResponseSchema;
  const params = z.object({ id: z.uuid() });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      responses: {
        200: jsonResponse("The user's budgets", z.object({ data: z.array(budgetSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/status',
      tags,
      security: bearer,
      description:
        "Spending against each budget in its period containing `date` (default: today in the user's time zone). Monthly budgets use the calendar month, weekly ones the ISO week (Monday to Sunday). Only expenses in the budget's currency count. `percent` is whole percent rounded down, the figure every screen shows.",
      request: { query: z.object({ date: isoDateSchema.optional() }) },
      responses: {
        200: jsonResponse('Budget status', z.object({ data: z.array(budgetStatusSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.status(c.get('auth').userId, c.req.valid('query').date) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      description:
        'One budget per category (null: overall) and period kind; currency defaults to the settings currency. A duplicate answers 409 with code budget_exists. When spending in the current period already reaches 80 % or 100 % of it, `alerts` holds the one alert (the highest threshold) it raises.',
      request: jsonBody(budgetInputSchema),
      responses: {
        201: jsonResponse('The new budget and the alert it raises', saved),
        409: { description: 'A budget for this category and period exists' },
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
      request: { params, ...jsonBody(budgetPatchSchema) },
      responses: {
        200: jsonResponse('The updated budget and the alert it raises', saved),
        404: { description: 'No such budget' },
        ...errorResponses,
      },
    }),
    async (c) => c.json(await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params },
      responses: { 204: { description: 'Budget deleted' }, 404: { description: 'No such budget' }, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
