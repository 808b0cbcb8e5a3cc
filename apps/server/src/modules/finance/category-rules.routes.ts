import { categoryRuleSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, listOf, signedInRouter } from '#platform/routes-kit.ts';
import type { CategoryRulesService } from './category-rules.service.ts';

export function categoryRulesRoutes(deps: AppDeps, service: CategoryRulesService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['finance'], { 404: { description: 'No such rule' } });

  router.openapi(
    routes.read('/', {
      summary: "The user's bank import category rules",
      description:
        "Each rule maps a description pattern (the merchant's first words, lower case, without digits) to a category. The import makes one when the user changes a line's proposed category; a rule covers the descriptions that start with its words and comes before past expenses and the built-in keywords.",
      response: jsonResponse('The rules, by pattern', listOf(categoryRuleSchema)),
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.deleteById('/{id}', { summary: 'Forget a category rule', deleted: 'Rule deleted' }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
