import { z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  reportInputSchema,
  reportResponseSchema,
  reportSchema,
  socialPageQuerySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, signedInRouter } from '#platform/routes-kit.ts';
import type { ReportsService } from './reports.service.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

/** Routes under /social/reports: filing a report, and the reporter's own reports. */
export function reportsRoutes(deps: AppDeps, service: ReportsService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['social']);

  router.openapi(
    routes.create('/', {
      description:
        'Reports a post, comment, listing, message, hustle, hustle comment, trip comment or user the caller can see, with a reason. One open report per reporter and target: a repeat answers 200 with the open one.',
      body: reportInputSchema,
      response: jsonResponse('The new report', reportResponseSchema),
      responses: {
        200: jsonResponse('The open report the caller had already filed', reportResponseSchema),
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
    routes.read('/', {
      description: "The caller's own reports and what became of them, newest first.",
      request: { query: socialPageQuerySchema },
      response: jsonResponse(
        'A page of reports',
        z.object({ data: z.array(reportSchema), next_cursor: z.string().nullable() }),
      ),
    }),
    async (c) => c.json(await service.listMine(c.get('auth').userId, c.req.valid('query')), 200),
  );

  return router;
}
