import { z } from '@hono/zod-openapi';
import {
  campgroundInputSchema,
  campgroundListResponseSchema,
  campgroundPatchSchema,
  campgroundResponseSchema,
  campgroundReviewInputSchema,
  campgroundReviewListResponseSchema,
  campgroundReviewResponseSchema,
  campgroundRouteResponseSchema,
  campgroundRouteSearchSchema,
  campgroundSearchQuerySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { CampgroundsService } from './campgrounds.service.ts';

export function campgroundsRoutes(deps: AppDeps, service: CampgroundsService) {
  const router = signedInRouter(deps);
  const reviewParams = z.object({ id: z.uuid(), reviewId: z.uuid() });
  const routes = bearerRoutes(['campgrounds']);

  router.openapi(
    routes.read('/search', {
      description:
        'Campgrounds within `radius_km` of a point, nearest first, each with its great-circle `distance_km`. Amenity flags require the amenity; `min_length_m` (the rig length) leaves out sites whose known maximum length is shorter. OpenStreetMap rows carry `attribution`.',
      request: { query: campgroundSearchQuerySchema },
      response: jsonResponse('Campgrounds nearest first', campgroundListResponseSchema),
    }),
    async (c) => c.json(await service.search(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/search-along-route', {
      description:
        'Campgrounds within `corridor_km` of a route (a polyline of points), in the order the route passes them: `route_position_km` is the distance from the start to the point of the route nearest the site, `distance_km` how far off the route it lies. A path has at most 2,000 points and 40,000 km (longer: 400, code route_too_long).',
      request: jsonBody(campgroundRouteSearchSchema),
      responses: { 200: jsonResponse('Campgrounds along the route', campgroundRouteResponseSchema) },
    }),
    async (c) => c.json(await service.searchAlongRoute(c.get('auth').userId, c.req.valid('json')), 200),
  );

  router.openapi(
    routes.create('/', {
      description: 'Adds a site of your own; every signed-in user can find it, only you can change or delete it.',
      body: campgroundInputSchema,
      response: jsonResponse('The new campground', campgroundResponseSchema),
    }),
    async (c) => c.json(await service.create(c.get('auth').userId, c.req.valid('json')), 201),
  );

  router.openapi(
    routes.getById('/{id}', {
      response: jsonResponse('The campground', campgroundResponseSchema),
      responses: { 404: { description: 'No such campground' } },
    }),
    async (c) => c.json(await service.get(c.get('auth').userId, c.req.valid('param').id), 200),
  );

  router.openapi(
    routes.patchById('/{id}', {
      body: campgroundPatchSchema,
      response: jsonResponse('The updated campground', campgroundResponseSchema),
      responses: { 404: { description: 'No campground of yours with this id' } },
    }),
    async (c) => c.json(await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      deleted: 'Campground deleted',
      responses: { 404: { description: 'No campground of yours with this id' } },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.get('/{id}/reviews', {
      description: 'Every review of the site, newest first; `mine` marks your own.',
      request: { params: idParams },
      responses: {
        200: jsonResponse('Reviews newest first', campgroundReviewListResponseSchema),
        404: { description: 'No such campground' },
      },
    }),
    async (c) => c.json(await service.reviews(c.get('auth').userId, c.req.valid('param').id), 200),
  );

  router.openapi(
    routes.post('/{id}/reviews', {
      description: 'One review per user and site: posting again replaces your review.',
      request: { params: idParams, ...jsonBody(campgroundReviewInputSchema) },
      responses: {
        201: jsonResponse('Your review', campgroundReviewResponseSchema),
        404: { description: 'No such campground' },
      },
    }),
    async (c) => c.json(await service.review(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')), 201),
  );

  router.openapi(
    routes.delete('/{id}/reviews/{reviewId}', {
      request: { params: reviewParams },
      responses: { 204: { description: 'Review deleted' }, 404: { description: 'No review of yours with this id' } },
    }),
    async (c) => {
      const { id, reviewId } = c.req.valid('param');
      await service.removeReview(c.get('auth').userId, id, reviewId);
      return c.body(null, 204);
    },
  );
  return router;
}
