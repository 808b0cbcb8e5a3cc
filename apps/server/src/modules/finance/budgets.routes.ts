import { z } from '@hono/zod-openapi';
import {
  budgetInputSchema,
  budgetPatchSchema,
  budgetSavedResponseSchema,
  budgetSchema,
  budgetStatusSchema,
  isoDateSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, listOf, signedInRouter } from '#platform/routes-kit.ts';
import type { BudgetsService } from './budgets.service.ts';

export function budgetsRoutes(deps: AppDeps, service: BudgetsService) {
  const router = signedInRouter(deps);
  const saved = budgetSavedResponseSchema;
  const routes = bearerRoutes(['budgets'], { 404: { description: 'No such budget' } });

  router.openapi(routes.read('/', { response: jsonResponse("The user's budgets", listOf(budgetSchema)) }), async (c) =>
    c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.read('/status', {
      description:
        "Spending against each budget in its period containing `date` (default: today in the user's time zone). Monthly budgets use the calendar month, weekly ones the ISO week (Monday to Sunday). Only expenses in the budget's currency count. `percent` is whole percent rounded down, the figure every screen shows.",
      request: { query: z.object({ date: isoDateSchema.optional() }) },
      response: jsonResponse('Budget status', listOf(budgetStatusSchema)),
    }),
    async (c) => c.json({ data: await service.status(c.get('auth').userId, c.req.valid('query').date) }, 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        'One budget per category (null: overall) and period kind; currency defaults to the settings currency. A duplicate answers 409 with code budget_exists. When spending in the current period already reaches 80 % or 100 % of it, `alerts` holds the one alert (the highest threshold) it raises.',
      body: budgetInputSchema,
      response: jsonResponse('The new budget and the alert it raises', saved),
      responses: { 409: { description: 'A budget for this category and period exists' } },
    }),
    async (c) => c.json(await service.create(c.get('auth').userId, c.req.valid('json')), 201),
  );

  router.openapi(
    routes.patchById('/{id}', {
      body: budgetPatchSchema,
      response: jsonResponse('The updated budget and the alert it raises', saved),
    }),
    async (c) => c.json(await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  router.openapi(routes.deleteById('/{id}', { deleted: 'Budget deleted' }), async (c) => {
    await service.remove(c.get('auth').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
