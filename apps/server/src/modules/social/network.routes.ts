import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  blockListResponseSchema,
  blockResponseSchema,
  followListQuerySchema,
  followListResponseSchema,
  followResponseSchema,
  friendListResponseSchema,
  friendRequestListQuerySchema,
  friendRequestListResponseSchema,
  friendRequestResponseSchema,
  publicProfileResponseSchema,
  socialPageQuerySchema,
  socialTargetUserSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import type { NetworkService } from './network.service.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

const tags = ['social'];
const requestParams = z.object({ id: z.uuid() });
const userParams = z.object({ user_id: z.uuid() });
const noRequest = { 404: error('No such pending friend request') } as const;
const userHidden = { 404: error('No such traveller, or one the caller may not see') } as const;

type Router = ReturnType<typeof createRouter>;

/**
 * Routes under /social (friends, follows, blocks, users). The router is mounted at /social beside the other social
 * areas, so it guards only its own paths.
 */
export function networkRoutes(deps: AppDeps, service: NetworkService) {
  const router = createRouter();
  const auth = requireAuth(deps);
  for (const path of [
    '/friends',
    '/friends/*',
    '/follows',
    '/follows/*',
    '/blocks',
    '/blocks/*',
    '/users',
    '/users/*',
  ]) {
    router.use(path, auth);
  }
  friendRoutes(router, service);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/follows',
      tags,
      security: bearer,
      description:
        "Follows a traveller whose profile the caller may see (their public posts come to the caller's feed).",
      request: jsonBody(socialTargetUserSchema),
      responses: {
        201: jsonResponse('The follow', followResponseSchema),
        ...userHidden,
        409: error('Already following'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.follow(c.get('auth').userId, c.req.valid('json').user_id) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/follows',
      tags,
      security: bearer,
      description:
        'Whom the caller follows (`following`) and who follows the caller (`follower`), or one `direction`, newest first.',
      request: { query: followListQuerySchema },
      responses: { 200: jsonResponse('The follows', followListResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.listFollows(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/follows/{user_id}',
      tags,
      security: bearer,
      request: { params: userParams },
      responses: { 204: { description: 'Unfollowed' }, 404: error('Not following'), ...errorResponses },
    }),
    async (c) => {
      await service.unfollow(c.get('auth').userId, c.req.valid('param').user_id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/blocks',
      tags,
      security: bearer,
      description:
        'Blocks a traveller: each disappears for the other everywhere (feed, search, map, messages); friendship, requests and follows between them end.',
      request: jsonBody(socialTargetUserSchema),
      responses: {
        201: jsonResponse('The block', blockResponseSchema),
        404: error('No such traveller'),
        409: error('Already blocked'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.block(c.get('auth').userId, c.req.valid('json').user_id) }, 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/blocks',
      tags,
      security: bearer,
      description: 'The travellers the caller blocked, newest first.',
      request: { query: socialPageQuerySchema },
      responses: { 200: jsonResponse('The blocks', blockListResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.listBlocks(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/blocks/{user_id}',
      tags,
      security: bearer,
      request: { params: userParams },
      responses: { 204: { description: 'Unblocked' }, 404: error('Not blocked'), ...errorResponses },
    }),
    async (c) => {
      await service.unblock(c.get('auth').userId, c.req.valid('param').user_id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags,
      security: bearer,
      description:
        'Travellers by name, without regard to case or accents: at most 20, friends first, then by name; never a blocked (either way), private or friends-only profile the caller may not see.',
      request: { query: userSearchQuerySchema },
      responses: { 200: jsonResponse('The travellers found', userSearchResponseSchema), ...errorResponses },
    }),
    async (c) => c.json({ data: await service.search(c.get('auth').userId, c.req.valid('query').q) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/users/{id}',
      tags,
      security: bearer,
      description:
        "A traveller's public profile, as their profile visibility lets the caller see it, with how the caller stands with them.",
      request: { params: requestParams },
      responses: {
        200: jsonResponse('The profile', publicProfileResponseSchema),
        ...userHidden,
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await service.publicProfile(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  return router;
}

/** Friend requests (send, list, accept, decline, cancel) and friends (list, unfriend). */
function friendRoutes(router: Router, service: NetworkService) {
  router.openapi(
    createRoute({
      method: 'post',
      path: '/friends/requests',
      tags,
      security: bearer,
      description:
        'Sends a friend request (201). When the other traveller had already asked the caller, their request is accepted instead and the answer is 200 with status `accepted`. 404 when the traveller cannot be seen (profile visibility, block); 409 when already friends or already asked; 429 past the hourly limit.',
      request: jsonBody(socialTargetUserSchema),
      responses: {
        201: jsonResponse('The request, pending', friendRequestResponseSchema),
        200: jsonResponse("The other traveller's request, accepted", friendRequestResponseSchema),
        ...userHidden,
        409: error('Already friends, or a request was already sent'),
        429: error('Too many friend requests this hour'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { created, request } = await service.sendFriendRequest(c.get('auth').userId, c.req.valid('json').user_id);
      return created ? c.json({ data: request }, 201) : c.json({ data: request }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/friends/requests',
      tags,
      security: bearer,
      description: 'Pending friend requests to and from the caller (or one `direction`), newest first.',
      request: { query: friendRequestListQuerySchema },
      responses: { 200: jsonResponse('The requests', friendRequestListResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.listFriendRequests(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/friends/requests/{id}/accept',
      tags,
      security: bearer,
      description: 'Accepts a request addressed to the caller; the requester is notified.',
      request: { params: requestParams },
      responses: {
        200: jsonResponse('The friendship', friendRequestResponseSchema),
        403: error('The caller sent this request; only its addressee answers it'),
        ...noRequest,
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json({ data: await service.acceptFriendRequest(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/friends/requests/{id}/decline',
      tags,
      security: bearer,
      description: 'Declines a request addressed to the caller; the requester is not told.',
      request: { params: requestParams },
      responses: {
        204: { description: 'Declined' },
        403: error('The caller sent this request; only its addressee answers it'),
        ...noRequest,
        ...errorResponses,
      },
    }),
    async (c) => {
      await service.declineFriendRequest(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/friends/requests/{id}',
      tags,
      security: bearer,
      description: 'Cancels a request the caller sent.',
      request: { params: requestParams },
      responses: {
        204: { description: 'Cancelled' },
        403: error('The request was sent to the caller; it is declined, not cancelled'),
        ...noRequest,
        ...errorResponses,
      },
    }),
    async (c) => {
      await service.cancelFriendRequest(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/friends',
      tags,
      security: bearer,
      description: "The caller's friends, the newest friendship first.",
      request: { query: socialPageQuerySchema },
      responses: { 200: jsonResponse('The friends', friendListResponseSchema), ...errorResponses },
    }),
    async (c) => c.json(await service.listFriends(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/friends/{user_id}',
      tags,
      security: bearer,
      description: 'Ends the friendship with that traveller.',
      request: { params: userParams },
      responses: { 204: { description: 'No longer friends' }, 404: error('Not friends'), ...errorResponses },
    }),
    async (c) => {
      await service.unfriend(c.get('auth').userId, c.req.valid('param').user_id);
      return c.body(null, 204);
    },
  );
}
