import { createRoute, z } from '@hono/zod-openapi';
import {
  savingsContributionInputSchema,
  savingsContributionSchema,
  savingsGoalInputSchema,
  savingsGoalPatchSchema,
  savingsGoalSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { SavingsGoalsService } from './savings-goals.service.ts';

export function savingsGoalsRoutes(deps: AppDeps, service: SavingsGoalsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['savings goals'];
  const one = z.object({ data: savingsGoalSchema });
  const params = z.object({ id: z.uuid() });
  const missing = { 404: { description: 'No such goal' } };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        "Goals with `saved` (sum of contributions) and `monthly_needed`: what is missing divided by the months left until target_date, counting the current month (the user's time zone), rounded up to the cent; null without a date, once reached or once the date has passed (`target_passed`). A target date before today is refused (date_in_past).",
      responses: {
        200: jsonResponse("The user's savings goals", z.object({ data: z.array(savingsGoalSchema) })),
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
      request: jsonBody(savingsGoalInputSchema),
      responses: { 201: jsonResponse('The new goal', one), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params, ...jsonBody(savingsGoalPatchSchema) },
      responses: { 200: jsonResponse('The updated goal', one), ...missing, ...errorResponses },
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
      request: { params },
      responses: { 204: { description: 'Goal and its contributions deleted' }, ...missing, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/{id}/contributions',
      tags,
      security: bearer,
      request: { params },
      responses: {
        200: jsonResponse(
          "The goal's contributions, newest first",
          z.object({ data: z.array(savingsContributionSchema) }),
        ),
        ...missing,
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.contributions(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/{id}/contributions',
      tags,
      security: bearer,
      request: { params, ...jsonBody(savingsContributionInputSchema) },
      responses: {
        201: jsonResponse('The new contribution', z.object({ data: savingsContributionSchema })),
        ...missing,
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: await service.addContribution(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) },
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}/contributions/{contributionId}',
      tags,
      security: bearer,
      request: { params: z.object({ id: z.uuid(), contributionId: z.uuid() }) },
      responses: {
        204: { description: 'Contribution deleted' },
        404: { description: 'No such contribution' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, contributionId } = c.req.valid('param');
      await service.removeContribution(c.get('auth').userId, id, contributionId);
      return c.body(null, 204);
    },
  );
  return router;
}
