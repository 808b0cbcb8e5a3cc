import { createRoute } from '@hono/zod-openapi';
import { regionResponseSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requestMeta } from '#platform/auth/request-meta.ts';
import { createRouter, jsonResponse } from '#platform/openapi.ts';
import type { RegionService } from './region.service.ts';

/**
 * GET /region: where the caller appears to be, for prices and a new visitor's defaults. No sign-in needed; the
 * address is the socket's, or behind TRUST_PROXY the one the proxy appended to X-Forwarded-For (requestMeta).
 */
export function regionRoutes(deps: Pick<AppDeps, 'trustProxy'>, service: RegionService) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags: ['region'],
      summary: "The caller's region (SPEC §3 region config): country, region, currency, currency symbol, units",
      responses: { 200: jsonResponse('Region of the calling address', regionResponseSchema) },
    }),
    async (c) => {
      const data = await service.detect(requestMeta(c, deps.trustProxy).ip);
      // Personal to the caller's address: browsers may keep it a day (SPEC §9), shared caches never.
      c.header('cache-control', `private, max-age=${24 * 60 * 60}`);
      c.header('vary', 'x-forwarded-for');
      return c.json({ data }, 200);
    },
  );
  return router;
}
