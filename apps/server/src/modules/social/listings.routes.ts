import { createRoute, z } from '@hono/zod-openapi';
import {
  listingInputSchema,
  listingListQuerySchema,
  listingListResponseSchema,
  listingPatchSchema,
  listingResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { ListingsService } from './listings.service.ts';

export function listingsRoutes(deps: AppDeps, service: ListingsService) {
  const router = createRouter();
  router.use('*', requireAuth(deps));
  const tags = ['social: marketplace'];
  const params = z.object({ id: z.uuid() });
  const notYours = { description: 'No such listing, or not yours to change' };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/',
      tags,
      security: bearer,
      description:
        'Listings of every traveller not across a block from the caller, on sale by default (`status=sold|any`), newest first, paged by an opaque cursor. `q` matches every word in the title or description without case or accents. With `lat` and `lon` only listings whose place lies within `radius_km` (default SOCIAL_LIMITS.nearbyRadiusKmDefault) are kept, each with `distance_km`; `sort=distance` lists the nearest first. Price bounds compare the amount as listed (add `currency` to mean one currency). A hidden listing appears only to its seller.',
      request: { query: listingListQuerySchema },
      responses: { 200: jsonResponse('One page of listings', listingListResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/',
      tags,
      security: bearer,
      description:
        'Lists an item for sale. `photos` are urls the caller got from `POST /social/photos` (at most SOCIAL_LIMITS.photosPerListing). 403 `suspended` while the account is suspended; 429 past SOCIAL_LIMITS.postsPerMinute listings, hustles and comments a minute.',
      request: jsonBody(listingInputSchema),
      responses: {
        201: jsonResponse('The new listing', listingResponseSchema),
        403: { description: 'Suspended' },
        429: { description: 'Too many posts this minute' },
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params },
      responses: {
        200: jsonResponse('The listing', listingResponseSchema),
        404: { description: 'No such listing (or across a block, or hidden)' },
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      tags,
      security: bearer,
      description: "The seller changes any field; `status: 'active'` puts a sold item back on sale.",
      request: { params, ...jsonBody(listingPatchSchema) },
      responses: {
        200: jsonResponse('The updated listing', listingResponseSchema),
        403: { description: 'Suspended' },
        404: notYours,
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/{id}/sold',
      tags,
      security: bearer,
      description: 'The seller marks the item sold: it stays readable, shown as sold, and leaves the default search.',
      request: { params },
      responses: {
        200: jsonResponse('The sold listing', listingResponseSchema),
        403: { description: 'Suspended' },
        404: notYours,
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.markSold(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      tags,
      security: bearer,
      request: { params },
      responses: { 204: { description: 'Listing deleted' }, 404: notYours, ...errorResponses },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
