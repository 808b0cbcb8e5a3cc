import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  TRIP_LIMITS,
  tripInputSchema,
  tripListResponseSchema,
  tripPatchSchema,
  tripResponseSchema,
} from '@ww/contracts';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { AppError, validationError } from '#platform/errors.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { TripsService } from './trips.service.ts';

const tooLarge = () =>
  new AppError(
    400,
    'validation',
    `The file is larger than ${TRIP_LIMITS.maxGpxBytes / 1024 / 1024} MB.`,
    'file_too_large',
    { file: 'file_too_large' },
  );

export function tripsRoutes(deps: AppDeps, service: TripsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['trips'];
  const params = z.object({ id: z.uuid() });
  const notFound = {
    404: { description: 'No such trip', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        'Saved trips, newest first. `actual_cost` sums per currency the expenses dated from start_date to end_date.',
      responses: { 200: jsonResponse('The trips', tripListResponseSchema), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      description:
        'Saves a trip, typically a plan from POST /routes/plan with its stops and geometry. Currency defaults to the settings currency.',
      request: jsonBody(tripInputSchema),
      responses: { 201: jsonResponse('The new trip', tripResponseSchema), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/import-gpx',
      tags,
      security: bearer,
      description:
        "Creates a planned trip from GPX 1.0/1.1, sent as multipart field `file` or as the raw XML body: stops from the first <rte>, else the <wpt> waypoints, else the track's ends; geometry from the <trk>.",
      middleware: [
        bodyLimit({
          maxSize: TRIP_LIMITS.maxGpxBytes + 64 * 1024,
          onError: () => {
            throw tooLarge();
          },
        }),
      ] as const,
      request: {
        body: {
          content: {
            'multipart/form-data': { schema: z.object({ file: z.any().describe('The GPX file') }) },
            'application/gpx+xml': { schema: z.string() },
          },
        },
      },
      responses: {
        201: jsonResponse('The imported trip', tripResponseSchema),
        ...errorResponses,
        422: { description: 'Not a readable GPX file', content: { 'application/json': { schema: apiErrorSchema } } },
      },
    }),
    async (c) => {
      let xml: string;
      if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
        const file = (await c.req.parseBody())['file'];
        if (!(file instanceof File)) throw validationError({ file: 'required' });
        if (file.size > TRIP_LIMITS.maxGpxBytes) throw tooLarge();
        xml = await file.text();
      } else xml = await c.req.text();
      if (!xml.trim()) throw validationError({ file: 'required' });
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-member-access -- a route with middleware gets an untyped context from @hono/zod-openapi
      return c.json({ data: await service.importGpx(c.get('auth').userId, xml) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params },
      responses: { 200: jsonResponse('The trip', tripResponseSchema), ...notFound, ...errorResponses },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/{id}/gpx',
      tags,
      security: bearer,
      description: 'GPX 1.1 download: the stops as a route (<rte>) and the road geometry as a track (<trk>).',
      request: { params },
      responses: {
        200: { description: 'GPX file (attachment)', content: { 'application/gpx+xml': { schema: z.string() } } },
        ...notFound,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { filename, xml } = await service.gpx(c.get('auth').userId, c.req.valid('param').id);
      return c.body(xml, 200, {
        'content-type': 'application/gpx+xml; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params, ...jsonBody(tripPatchSchema) },
      responses: { 200: jsonResponse('The updated trip', tripResponseSchema), ...notFound, ...errorResponses },
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
      responses: { 204: { description: 'Trip deleted' }, ...notFound, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
