import { vehicleInputSchema, vehiclePatchSchema, vehicleSchema } from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, listOf, notFound, signedInRouter } from '#platform/routes-kit.ts';
import type { VehiclesService } from './vehicles.service.ts';

export function vehiclesRoutes(deps: AppDeps, service: VehiclesService) {
  const router = signedInRouter(deps);
  const routes = bearerRoutes(['vehicles'], notFound('No such vehicle'));
  const one = dataOf(vehicleSchema);

  router.openapi(
    routes.read('/', {
      description: "The user's rigs, oldest first. Every measure is metric (m, kg, L, L/100 km).",
      response: jsonResponse('The vehicles', listOf(vehicleSchema)),
    }),
    async (c) => c.json({ data: await service.list(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        "Only a caravan or fifth wheel may name a `tow_vehicle_id`: one of the user's own vehicles that is not itself towed (another user's is refused with 403 / 42501). `fuel_type` defaults to diesel.",
      body: vehicleInputSchema,
      response: jsonResponse('The new vehicle', one),
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.patchById('/{id}', { body: vehiclePatchSchema, response: jsonResponse('The updated vehicle', one) }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description:
        'Fill-ups and maintenance records of the vehicle are kept without a vehicle; a caravan it towed loses the link.',
      deleted: 'Vehicle deleted',
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
