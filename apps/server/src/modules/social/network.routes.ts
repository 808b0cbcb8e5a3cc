import { z } from '@hono/zod-openapi';
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
import { createRouter, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes } from '#platform/routes-kit.ts';
import type { NetworkService } from './network.service.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

const routes = bearerRoutes(['social']);
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
    routes.create('/follows', {
      description:
        "Follows a traveller whose profile the caller may see (their public posts come to the caller's feed).",
      body: socialTargetUserSchema,
      response: jsonResponse('The follow', followResponseSchema),
      responses: { ...userHidden, 409: error('Already following') },
    }),
    async (c) => c.json({ data: await service.follow(c.get('auth').userId, c.req.valid('json').user_id) }, 201),
  );

  router.openapi(
    routes.read('/follows', {
      description:
        'Whom the caller follows (`following`) and who follows the caller (`follower`), or one `direction`, newest first.',
      request: { query: followListQuerySchema },
      response: jsonResponse('The follows', followListResponseSchema),
    }),
    async (c) => c.json(await service.listFollows(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.delete('/follows/{user_id}', {
      request: { params: userParams },
      responses: { 204: { description: 'Unfollowed' }, 404: error('Not following') },
    }),
    async (c) => {
      await service.unfollow(c.get('auth').userId, c.req.valid('param').user_id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.create('/blocks', {
      description:
        'Blocks a traveller: each disappears for the other everywhere (feed, search, map, messages); friendship, requests and follows between them end.',
      body: socialTargetUserSchema,
      response: jsonResponse('The block', blockResponseSchema),
      responses: { 404: error('No such traveller'), 409: error('Already blocked') },
    }),
    async (c) => c.json({ data: await service.block(c.get('auth').userId, c.req.valid('json').user_id) }, 201),
  );

  router.openapi(
    routes.read('/blocks', {
      description: 'The travellers the caller blocked, newest first.',
      request: { query: socialPageQuerySchema },
      response: jsonResponse('The blocks', blockListResponseSchema),
    }),
    async (c) => c.json(await service.listBlocks(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.delete('/blocks/{user_id}', {
      request: { params: userParams },
      responses: { 204: { description: 'Unblocked' }, 404: error('Not blocked') },
    }),
    async (c) => {
      await service.unblock(c.get('auth').userId, c.req.valid('param').user_id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.read('/users', {
      description:
        'Travellers by name, without regard to case or accents: at most 20, friends first, then by name; never a blocked (either way), private or friends-only profile the caller may not see.',
      request: { query: userSearchQuerySchema },
      response: jsonResponse('The travellers found', userSearchResponseSchema),
    }),
    async (c) => c.json({ data: await service.search(c.get('auth').userId, c.req.valid('query').q) }, 200),
  );

  router.openapi(
    routes.get('/users/{id}', {
      description:
        "A traveller's public profile, as their profile visibility lets the caller see it, with how the caller stands with them.",
      request: { params: requestParams },
      responses: { 200: jsonResponse('The profile', publicProfileResponseSchema), ...userHidden },
    }),
    async (c) => c.json({ data: await service.publicProfile(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  return router;
}

/** Friend requests (send, list, accept, decline, cancel) and friends (list, unfriend). */
function friendRoutes(router: Router, service: NetworkService) {
  router.openapi(
    routes.create('/friends/requests', {
      description:
        'Sends a friend request (201). When the other traveller had already asked the caller, their request is accepted instead and the answer is 200 with status `accepted`. 404 when the traveller cannot be seen (profile visibility, block); 409 when already friends or already asked; 429 past the hourly limit.',
      body: socialTargetUserSchema,
      response: jsonResponse('The request, pending', friendRequestResponseSchema),
      responses: {
        200: jsonResponse("The other traveller's request, accepted", friendRequestResponseSchema),
        ...userHidden,
        409: error('Already friends, or a request was already sent'),
        429: error('Too many friend requests this hour'),
      },
    }),
    async (c) => {
      const { created, request } = await service.sendFriendRequest(c.get('auth').userId, c.req.valid('json').user_id);
      return created ? c.json({ data: request }, 201) : c.json({ data: request }, 200);
    },
  );

  router.openapi(
    routes.read('/friends/requests', {
      description: 'Pending friend requests to and from the caller (or one `direction`), newest first.',
      request: { query: friendRequestListQuerySchema },
      response: jsonResponse('The requests', friendRequestListResponseSchema),
    }),
    async (c) => c.json(await service.listFriendRequests(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/friends/requests/{id}/accept', {
      description: 'Accepts a request addressed to the caller; the requester is notified.',
      request: { params: requestParams },
      responses: {
        200: jsonResponse('The friendship', friendRequestResponseSchema),
        403: error('The caller sent this request; only its addressee answers it'),
        ...noRequest,
      },
    }),
    async (c) =>
      c.json({ data: await service.acceptFriendRequest(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.post('/friends/requests/{id}/decline', {
      description: 'Declines a request addressed to the caller; the requester is not told.',
      request: { params: requestParams },
      responses: {
        204: { description: 'Declined' },
        403: error('The caller sent this request; only its addressee answers it'),
        ...noRequest,
      },
    }),
    async (c) => {
      await service.declineFriendRequest(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.delete('/friends/requests/{id}', {
      description: 'Cancels a request the caller sent.',
      request: { params: requestParams },
      responses: {
        204: { description: 'Cancelled' },
        403: error('The request was sent to the caller; it is declined, not cancelled'),
        ...noRequest,
      },
    }),
    async (c) => {
      await service.cancelFriendRequest(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.read('/friends', {
      description: "The caller's friends, the newest friendship first.",
      request: { query: socialPageQuerySchema },
      response: jsonResponse('The friends', friendListResponseSchema),
    }),
    async (c) => c.json(await service.listFriends(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.delete('/friends/{user_id}', {
      description: 'Ends the friendship with that traveller.',
      request: { params: userParams },
      responses: { 204: { description: 'No longer friends' }, 404: error('Not friends') },
    }),
    async (c) => {
      await service.unfriend(c.get('auth').userId, c.req.valid('param').user_id);
      return c.body(null, 204);
    },
  );
}
