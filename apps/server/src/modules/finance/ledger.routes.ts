import { IF_MATCH_DOC, ifMatch, preconditionResponses, type Expected } from '#platform/preconditions.ts';
import { bearerRoutes, type signedInRouter } from '#platform/routes-kit.ts';

/**
 * A ledger's DELETE /{id} (expenses, income): If-Match honoured, 204, the line restorable for
 * FINANCE_LIMITS.restoreWindowMs through its POST /{id}/restore.
 */
export function ledgerDeleteRoute(
  router: ReturnType<typeof signedInRouter>,
  spec: {
    tag: string;
    missing: string;
    deleted: string;
    remove: (userId: string, id: string, expected: Expected) => Promise<unknown>;
  },
) {
  const routes = bearerRoutes([spec.tag], { 404: { description: spec.missing } });
  router.openapi(
    routes.deleteById('/{id}', { description: IF_MATCH_DOC, deleted: spec.deleted, responses: preconditionResponses }),
    async (c) => {
      await spec.remove(c.get('auth').userId, c.req.valid('param').id, ifMatch(c));
      return c.body(null, 204);
    },
  );
}
