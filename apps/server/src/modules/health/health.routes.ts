import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { AppDeps } from '../../platform/app-env.ts';
import { createRouter, jsonResponse } from '../../platform/openapi.ts';

export function healthRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get', path: '/', tags: ['health'],
      responses: {
        200: jsonResponse('The server and its database answer', z.object({
          status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string(),
        })),
      },
    }),
    async (c) => {
      await sql`select 1`.execute(deps.db);
      return c.json({ status: 'ok' as const, database: deps.dbKind, version: deps.version }, 200);
    },
  );
  return router;
}
