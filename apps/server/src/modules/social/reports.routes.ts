import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  reportInputSchema,
  reportResponseSchema,
  reportSchema,
  socialPageQuerySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { ReportsService } from './reports.service.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

/** Routes under /social/reports: filing a report, and the reporter's own reports. */
export function reportsRoutes(deps: AppDeps, service: ReportsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['social'];

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      description:
        'Reports a post, comment, listing, message, hustle, hustle comment, trip comment or user the caller can see, with a reason. One open report per reporter and target: a repeat answers 200 with the open one.',
      request: jsonBody(reportInputSchema),
      responses: {
        201: jsonResponse('The new report', reportResponseSchema),
        200: jsonResponse('The open report the caller had already filed', reportResponseSchema),
        ...errorResponses,
        404: error('No such content, or content the caller cannot see'),
        429: error('Too many reports in the last hour'),
      },
    }),
    async (c) => {
      const { report, created } = await service.file(c.get('auth').userId, c.req.valid('json'));
      return created
        ? c.json({ data: { ...report, already_filed: false } }, 201)
        : c.json({ data: { ...report, already_filed: true } }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description: "The caller's own reports and what became of them, newest first.",
      request: { query: socialPageQuerySchema },
      responses: {
        200: jsonResponse(
          'A page of reports',
          z.object({ data: z.array(reportSchema), next_cursor: z.string().nullable() }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await service.listMine(c.get('auth').userId, c.req.valid('query')), 200),
  );

  return router;
}
