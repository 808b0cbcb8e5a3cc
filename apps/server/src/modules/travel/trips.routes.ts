import { z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  TRIP_LIMITS,
  tripInputSchema,
  tripListResponseSchema,
  tripPatchSchema,
  tripResponseSchema,
} from '@ww/contracts';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '#platform/app-env.ts';
import { AppError, validationError } from '#platform/errors.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, notFound, signedInRouter } from '#platform/routes-kit.ts';
import { gpxTooLarge, type TripsService } from './trips.service.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });
const busy = error(
  'A large save (or GPX import) of the user is still running (code trip_save_in_progress, gpx_import_in_progress), or too many in a minute (code rate_limited)',
);

/**
 * A trip save's body as text: the service validates it against the contract (on a worker thread when it is large),
 * so a 50,000-point geometry is never parsed and checked on the event loop.
 */
async function jsonText(c: Context<AppEnv>): Promise<string> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
    throw new AppError(415, 'validation', 'The body must be JSON (Content-Type: application/json).');
  return c.req.text();
}

/**
 * A JSON answer whose trips the service has already written as text (trips.service.ts `tripJson`: the geometry spliced
 * in as stored), so a 50,000-point trip is neither parsed nor serialised on the event loop.
 */
const answer = (c: Context<AppEnv>, data: string, status: 200 | 201) =>
  c.body(`{"data":${data}}`, status, { 'content-type': 'application/json; charset=UTF-8' });

export function tripsRoutes(deps: AppDeps, service: TripsService) {
  const router = signedInRouter(deps);
  const missing = notFound('No such trip');
  const routes = bearerRoutes(['trips'], missing);

  // The routes that answer trips are documented from the contract like every route, but registered as plain routes:
  // they answer JSON text (`answer`), and the saves' bodies are validated by the service rather than the router.
  const documented = (route: Parameters<typeof router.openAPIRegistry.registerPath>[0]) =>
    router.openAPIRegistry.registerPath(route);
  const tripId = (c: Context<AppEnv>) => {
    const id = idParams.safeParse({ id: c.req.param('id') });
    if (!id.success) throw validationError({ id: 'invalid' });
    return id.data.id;
  };

  documented(
    routes.read('/', {
      description:
        'Saved trips, newest first. `actual_cost` sums per currency the expenses dated from start_date to end_date.',
      response: jsonResponse('The trips', tripListResponseSchema),
    }),
  );
  router.get('/', async (c) => answer(c, `[${(await service.listJson(c.get('auth').userId)).join(',')}]`, 200));

  documented(
    routes.create('/', {
      description:
        'Saves a trip, typically a plan from POST /routes/plan with its stops and geometry. Currency defaults to the settings currency. A body over 256 KB (a geometry of about 10,000 points or more) is a large save: one at a time per user and 5 a minute.',
      body: tripInputSchema,
      response: jsonResponse('The new trip', tripResponseSchema),
      responses: { 429: busy },
    }),
  );
  router.post('/', async (c) => answer(c, await service.createFromJson(c.get('auth').userId, await jsonText(c)), 201));

  const gpxBodyLimit = bodyLimit({
    maxSize: TRIP_LIMITS.maxGpxBytes + 64 * 1024,
    onError: () => {
      throw gpxTooLarge();
    },
  });
  documented(
    routes.post('/import-gpx', {
      description:
        "Creates a planned trip from GPX 1.0/1.1, sent as multipart field `file` or as the raw XML body: stops from the first <rte>, else the <wpt> waypoints, else the track's ends; geometry from the <trk>. A file is read up to the first limit it crosses (5 MB, 50,000 track points, 200 waypoints or route points, elements 32 deep). One import at a time per user and 5 a minute.",
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
        400: error(
          'Invalid input, a file over 5 MB (code file_too_large), or a file that cannot be imported (code invalid_gpx; field file says why: gpx_not_xml, gpx_too_many_points, ...)',
        ),
        429: error('An import of the user is still running (code gpx_import_in_progress), or too many in a minute'),
      },
    }),
  );
  router.post('/import-gpx', gpxBodyLimit, async (c) => {
    let bytes: ArrayBuffer;
    if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      const file = (await c.req.parseBody())['file'];
      if (!(file instanceof File)) throw validationError({ file: 'required' });
      if (file.size > TRIP_LIMITS.maxGpxBytes) throw gpxTooLarge();
      bytes = await file.arrayBuffer();
    } else bytes = await c.req.arrayBuffer();
    return answer(c, await service.importGpx(c.get('auth').userId, bytes), 201);
  });

  documented(routes.getById('/{id}', { response: jsonResponse('The trip', tripResponseSchema) }));
  router.get('/:id', async (c) => answer(c, await service.getJson(c.get('auth').userId, tripId(c)), 200));

  router.openapi(
    routes.get('/{id}/gpx', {
      description: 'GPX 1.1 download: the stops as a route (<rte>) and the road geometry as a track (<trk>).',
      request: { params: idParams },
      responses: {
        200: { description: 'GPX file (attachment)', content: { 'application/gpx+xml': { schema: z.string() } } },
        ...missing,
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

  documented(
    routes.patchById('/{id}', {
      description: 'Changes a trip; a body over 256 KB is a large save, as for POST /trips.',
      body: tripPatchSchema,
      response: jsonResponse('The updated trip', tripResponseSchema),
      responses: { 429: busy },
    }),
  );
  router.patch('/:id', async (c) =>
    answer(c, await service.updateFromJson(c.get('auth').userId, tripId(c), await jsonText(c)), 200),
  );

  router.openapi(routes.deleteById('/{id}', { deleted: 'Trip deleted' }), async (c) => {
    await service.remove(c.get('auth').userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return router;
}
