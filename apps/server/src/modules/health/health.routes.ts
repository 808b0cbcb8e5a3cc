import { createRoute, z } from '@hono/zod-openapi';
import { campgroundLoadingSchema, type CampgroundLoading } from '@ww/contracts';
import { sql } from 'kysely';
import { campgroundLoadProgress } from '#modules/travel/index.ts';
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
  /** The bundled campgrounds: how many are loaded of how many (a first start loads them in the background). */
  campgrounds: campgroundLoadingSchema.optional(),
});

/** The check's answer, or undefined when it fails or takes longer than CHECK_TIMEOUT_MS. */
async function within<T>(check: () => Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

const answers = async (check: () => Promise<unknown>): Promise<'ok' | 'down'> =>
  (await within(async () => (await check(), true))) ? 'ok' : 'down';

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
      const [database, redisState, campgrounds] = await Promise.all([
        answers(() => sql`select 1`.execute(deps.db)),
        redis
          ? answers(() => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status))))
          : undefined,
        within<CampgroundLoading | null>(() => campgroundLoadProgress(deps.db)),
      ]);
      const dependencies = { database, ...(redisState ? { redis: redisState } : {}) };
      const body = {
        database: deps.dbKind,
        version: deps.version,
        dependencies,
        ...(campgrounds ? { campgrounds } : {}),
      };
      if (database === 'down') return c.json({ status: 'down' as const, ...body }, 503);
      return c.json({ status: redisState === 'down' ? ('degraded' as const) : ('ok' as const), ...body }, 200);
    },
  );
  return router;
}
