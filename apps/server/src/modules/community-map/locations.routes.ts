import { z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  destinationUpdateSchema,
  locationUpdateSchema,
  mapLocationsQuerySchema,
  nearbyQuerySchema,
  travellerLocationSchema,
  userLocationSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, listOf, signedInRouter } from '#platform/routes-kit.ts';
import type { LocationsService } from './locations.service.ts';

export function locationsRoutes(deps: AppDeps, service: LocationsService) {
  const router = signedInRouter(deps);
  const one = dataOf(userLocationSchema);
  const travellers = listOf(travellerLocationSchema);
  const refusals = {
    403: {
      description: "Sharing is off (code `location_sharing_disabled`, SPEC §8's 'Location Sharing Disabled')",
      content: { 'application/json': { schema: apiErrorSchema } },
    },
    429: {
      description: 'More than 30 updates a minute (code `rate_limited`)',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  } as const;
  const routes = bearerRoutes(['locations']);

  router.openapi(
    routes.read('/me', {
      description: "The user's own location row (SPEC §3), or null when they never shared one.",
      response: jsonResponse('The row', z.object({ data: userLocationSchema.nullable() })),
    }),
    async (c) => c.json({ data: await service.getMine(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.put('/me', {
      description:
        'Stores the current position (status `active` unless given) and sends `location.updated` to whoever may see it: the exact position to friends, a position snapped to a ~1 km grid on `public:locations` for a public profile. Refused with 403 `location_sharing_disabled` while sharing is off.',
      request: jsonBody(locationUpdateSchema),
      responses: { 200: jsonResponse('The stored row', one), ...refusals },
    }),
    async (c) => c.json({ data: await service.updateMine(c.get('auth').userId, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.delete('/me', {
      description:
        'Stops tracking: the user goes offline and leaves every map (the last position is kept for them only).',
      responses: { 204: { description: 'Offline' }, 429: refusals[429] },
    }),
    async (c) => {
      await service.stopMine(c.get('auth').userId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.put('/me/destination', {
      description: 'Sets where the user is heading; friends who see them see it too, nobody else does.',
      request: jsonBody(destinationUpdateSchema),
      responses: { 200: jsonResponse('The stored row', one), 429: refusals[429] },
    }),
    async (c) => c.json({ data: await service.setDestination(c.get('auth').userId, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.delete('/me/destination', {
      responses: { 204: { description: 'Destination cleared' }, 429: refusals[429] },
    }),
    async (c) => {
      await service.setDestination(c.get('auth').userId, null);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.read('/nearby', {
      description:
        'Travellers who share their location within `radius_km` (default 50, at most 500) of the point, nearest first, at most 200: friends exactly (`approximate: false`), public profiles at the centre of their ~1 km grid cell (`approximate: true`, distance measured from that centre). Never the user, never anyone across a block.',
      request: { query: nearbyQuerySchema },
      response: jsonResponse('Nearby travellers', travellers),
    }),
    async (c) => c.json({ data: await service.nearby(c.get('auth').userId, c.req.valid('query')) }, 200),
  );

  router.openapi(
    routes.read('/', {
      description:
        'What a map of `bbox=west,south,east,north` (degrees; west > east crosses the antimeridian) shows of other travellers, at most 2,000: friends exactly, then public profiles snapped to the grid, most recently updated first. A malformed box is a 400 (`fields.bbox`).',
      request: { query: mapLocationsQuerySchema },
      response: jsonResponse('Travellers on the map', travellers),
    }),
    async (c) => c.json({ data: await service.inBox(c.get('auth').userId, c.req.valid('query').bbox) }, 200),
  );

  return router;
}
