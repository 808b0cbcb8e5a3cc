import { createRoute, z } from '@hono/zod-openapi';
import { categoryRuleSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonResponse } from '#platform/openapi.ts';
import type { CategoryRulesService } from './category-rules.service.ts';

export function categoryRulesRoutes(deps: AppDeps, service: CategoryRulesService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['finance'];

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      summary: "The user's bank import category rules",
      description:
        "Each rule maps a description pattern (the merchant's first words, lower case, without digits) to a category. The import makes one when the user changes a line's proposed category; a rule covers the descriptions that start with its words and comes before past expenses and the built-in keywords.",
      responses: {
        200: jsonResponse('The rules, by pattern', z.object({ data: z.array(categoryRuleSchema) })),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      summary: 'Forget a category rule',
      request: { params: z.object({ id: z.uuid() }) },
      responses: { 204: { description: 'Rule deleted' }, 404: { description: 'No such rule' }, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
