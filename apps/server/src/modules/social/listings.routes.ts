import {
  listingInputSchema,
  listingListQuerySchema,
  listingListResponseSchema,
  listingPatchSchema,
  listingResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { ListingsService } from './listings.service.ts';

export function listingsRoutes(deps: AppDeps, service: ListingsService) {
  const router = signedInRouter(deps);
  const notYours = { description: 'No such listing, or not yours to change' };
  const routes = bearerRoutes(['social: marketplace']);

  router.openapi(
    routes.read('/', {
      description:
        'Listings of every traveller not across a block from the caller, on sale by default (`status=sold|any`), newest first, paged by an opaque cursor. `q` matches every word in the title or description without case or accents. With `lat` and `lon` only listings whose place lies within `radius_km` (default SOCIAL_LIMITS.nearbyRadiusKmDefault) are kept, each with `distance_km`; `sort=distance` lists the nearest first. Price bounds compare the amount as listed (add `currency` to mean one currency). A hidden listing appears only to its seller.',
      request: { query: listingListQuerySchema },
      response: jsonResponse('One page of listings', listingListResponseSchema),
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        'Lists an item for sale. `photos` are urls the caller got from `POST /social/photos` (at most SOCIAL_LIMITS.photosPerListing). 403 `suspended` while the account is suspended; 429 past SOCIAL_LIMITS.postsPerMinute listings, hustles and comments a minute.',
      body: listingInputSchema,
      response: jsonResponse('The new listing', listingResponseSchema),
      responses: { 403: { description: 'Suspended' }, 429: { description: 'Too many posts this minute' } },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.getById('/{id}', {
      response: jsonResponse('The listing', listingResponseSchema),
      responses: { 404: { description: 'No such listing (or across a block, or hidden)' } },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: "The seller changes any field; `status: 'active'` puts a sold item back on sale.",
      body: listingPatchSchema,
      response: jsonResponse('The updated listing', listingResponseSchema),
      responses: { 403: { description: 'Suspended' }, 404: notYours },
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.post('/{id}/sold', {
      description: 'The seller marks the item sold: it stays readable, shown as sold, and leaves the default search.',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The sold listing', listingResponseSchema),
        403: { description: 'Suspended' },
        404: notYours,
      },
    }),
    async (c) => c.json({ data: await service.markSold(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.deleteById('/{id}', { deleted: 'Listing deleted', responses: { 404: notYours } }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
