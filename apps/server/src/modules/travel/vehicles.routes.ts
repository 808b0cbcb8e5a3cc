import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema, vehicleInputSchema, vehiclePatchSchema, vehicleSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { VehiclesService } from './vehicles.service.ts';

export function vehiclesRoutes(deps: AppDeps, service: VehiclesService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['vehicles'];
  const params = z.object({ id: z.uuid() });
  const notFound = {
    404: { description: 'No such vehicle', content: { 'application/json': { schema: apiErrorSchema } } },
  } as const;
  const one = z.object({ data: vehicleSchema });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description: "The user's rigs, oldest first. Every measure is metric (m, kg, L, L/100 km).",
      responses: { 200: jsonResponse('The vehicles', z.object({ data: z.array(vehicleSchema) })), ...errorResponses },
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
        "Only a caravan or fifth wheel may name a `tow_vehicle_id`: one of the user's own vehicles that is not itself towed (another user's is refused with 403 / 42501). `fuel_type` defaults to diesel.",
      request: jsonBody(vehicleInputSchema),
      responses: { 201: jsonResponse('The new vehicle', one), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params, ...jsonBody(vehiclePatchSchema) },
      responses: { 200: jsonResponse('The updated vehicle', one), ...notFound, ...errorResponses },
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
      description:
        'Fill-ups and maintenance records of the vehicle are kept without a vehicle; a caravan it towed loses the link.',
      request: { params },
      responses: { 204: { description: 'Vehicle deleted' }, ...notFound, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
