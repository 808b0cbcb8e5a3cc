import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { AppDeps } from '#platform/app-env.ts';
import { createRouter, jsonResponse } from '#platform/openapi.ts';

/** How long a dependency may take to answer before /health calls it down. */
const CHECK_TIMEOUT_MS = 1_000;

const dependencyState = z.enum(['ok', 'down']);
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  dependencies: z.object({ database: dependencyState, redis: dependencyState.optional() }),
});

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 200 while the server can serve requests: 'ok', or 'degraded' when an optional dependency (Redis: the rate limits
 * fall back to memory) is down. 503 'down' only when the database does not answer, so a load balancer takes this
 * instance out of rotation for that and not for a Redis outage that every instance shares.
 */
export function healthRoutes(deps: AppDeps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['health'],
      responses: {
        200: jsonResponse(
          'The server and its database answer; `degraded` names an optional dependency that is down',
          healthSchema,
        ),
        503: jsonResponse('The database does not answer', healthSchema),
      },
    }),
    async (c) => {
      const redis = deps.redis;
      const [database, redisState] = await Promise.all([
        answers(() => sql`select 1`.execute(deps.db)),
        redis
          ? answers(() => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status))))
          : undefined,
      ]);
      const dependencies = { database, ...(redisState ? { redis: redisState } : {}) };
      const body = { database: deps.dbKind, version: deps.version, dependencies };
      if (database === 'down') return c.json({ status: 'down' as const, ...body }, 503);
      return c.json({ status: redisState === 'down' ? ('degraded' as const) : ('ok' as const), ...body }, 200);
    },
  );
  return router;
}
