import { z } from '@hono/zod-openapi';
import {
  savingsContributionInputSchema,
  savingsContributionSchema,
  savingsGoalInputSchema,
  savingsGoalPatchSchema,
  savingsGoalSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, idParams, listOf, signedInRouter } from '#platform/routes-kit.ts';
import type { SavingsGoalsService } from './savings-goals.service.ts';

export function savingsGoalsRoutes(deps: AppDeps, service: SavingsGoalsService) {
  const router = signedInRouter(deps);
  const one = dataOf(savingsGoalSchema);
  const missing = { 404: { description: 'No such goal' } };
  const routes = bearerRoutes(['savings goals'], missing);

  router.openapi(
    routes.read('/', {
      description:
        "Goals with `saved` (sum of contributions) and `monthly_needed`: what is missing divided by the months left until target_date, counting the current month (the user's time zone), rounded up to the cent; null without a date, once reached or once the date has passed (`target_passed`). A target date before today is refused (date_in_past).",
      response: jsonResponse("The user's savings goals", listOf(savingsGoalSchema)),
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.create('/', { body: savingsGoalInputSchema, response: jsonResponse('The new goal', one) }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', { body: savingsGoalPatchSchema, response: jsonResponse('The updated goal', one) }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(routes.deleteById('/{id}', { deleted: 'Goal and its contributions deleted' }), async (c) => {
    await service.remove(c.get('auth').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });

  router.openapi(
    routes.get('/{id}/contributions', {
      request: { params: idParams },
      responses: {
        200: jsonResponse("The goal's contributions, newest first", listOf(savingsContributionSchema)),
        ...missing,
      },
    }),
    async (c) => c.json({ data: await service.contributions(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.post('/{id}/contributions', {
      request: { params: idParams, ...jsonBody(savingsContributionInputSchema) },
      responses: { 201: jsonResponse('The new contribution', dataOf(savingsContributionSchema)), ...missing },
    }),
    async (c) =>
      c.json(
        { data: await service.addContribution(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) },
        201,
      ),
  );

  router.openapi(
    routes.delete('/{id}/contributions/{contributionId}', {
      request: { params: z.object({ id: z.uuid(), contributionId: z.uuid() }) },
      responses: { 204: { description: 'Contribution deleted' }, 404: { description: 'No such contribution' } },
    }),
    async (c) => {
      const { id, contributionId } = c.req.valid('param');
      await service.removeContribution(c.get('auth').userId, id, contributionId);
      return c.body(null, 204);
    },
  );
  return router;
}
