import {
  apiErrorSchema,
  socialPageQuerySchema,
  tripShareCommentInputSchema,
  tripShareCommentListResponseSchema,
  tripShareCommentResponseSchema,
  tripShareCopyResponseSchema,
  tripShareInputSchema,
  tripShareListQuerySchema,
  tripShareListResponseSchema,
  tripShareRefreshSchema,
  tripShareResponseSchema,
  tripSuggestionAcceptedResponseSchema,
  tripSuggestionInputSchema,
  tripSuggestionListQuerySchema,
  tripSuggestionListResponseSchema,
  tripSuggestionResponseSchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { createRouter, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams } from '#platform/routes-kit.ts';
import type { TripSharesService } from './trip-shares.service.ts';

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

/**
 * Planning, mounted at /social: /trip-shares (and their comments and suggestions), /trip-comments/{id},
 * /trip-suggestions/{id}. Authentication is required on exactly these paths, not on the rest of /social.
 */
export function tripSharesRoutes(deps: AppDeps, service: TripSharesService) {
  const router = createRouter();
  const auth = requireAuth(deps);
  for (const path of ['/trip-shares', '/trip-shares/*', '/trip-comments/*', '/trip-suggestions/*']) {
    router.use(path, auth);
  }
  const refusals = {
    403: errorAnswer('Only the share’s owner may do this, or the caller is suspended'),
    404: errorAnswer('No such share (or not shared with the caller)'),
  } as const;
  const userId = (c: { get: (key: 'auth') => { userId: string } }) => c.get('auth').userId;
  const routes = bearerRoutes(['social-planning']);

  router.openapi(
    routes.read('/trip-shares', {
      description:
        'Trips the caller shared and trips shared with them (by friends, or in their groups), newest first, without the route line. `scope` narrows to `mine` or `shared_with_me`; `group_id` to one group.',
      request: { query: tripShareListQuerySchema },
      response: jsonResponse('One page of shares', tripShareListResponseSchema),
    }),
    async (c) => c.json(await service.list(userId(c), c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/trip-shares', {
      description:
        'Shares one of the caller’s saved trips with their friends, or with a group they are a member of, as a snapshot taken now; the audience is notified (`social.trip_shared`).',
      body: tripShareInputSchema,
      response: jsonResponse('The new share', tripShareResponseSchema),
      responses: { 409: errorAnswer('The trip is already shared with this audience'), ...refusals },
    }),
    async (c) => c.json({ data: await service.create(userId(c), c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.get('/trip-shares/{id}', {
      request: { params: idParams },
      responses: { 200: jsonResponse('The share with its snapshot', tripShareResponseSchema), ...refusals },
    }),
    async (c) => c.json({ data: await service.get(userId(c), c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.put('/trip-shares/{id}', {
      description: 'The owner takes the snapshot again from the trip as it is now (and may change the description).',
      request: { params: idParams, ...jsonBody(tripShareRefreshSchema) },
      responses: { 200: jsonResponse('The refreshed share', tripShareResponseSchema), ...refusals },
    }),
    async (c) => c.json({ data: await service.refresh(userId(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.delete('/trip-shares/{id}', {
      description: 'The owner unshares: the share, its comments and suggestions are gone; the trip stays.',
      request: { params: idParams },
      responses: { 204: { description: 'Unshared' }, ...refusals },
    }),
    async (c) => {
      await service.remove(userId(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.post('/trip-shares/{id}/copy', {
      description: 'A new planned trip of the caller’s own, made from the snapshot and titled as the original.',
      request: { params: idParams },
      responses: {
        201: jsonResponse('The new trip’s id', tripShareCopyResponseSchema),
        409: errorAnswer('The snapshot does not make a valid trip'),
        ...refusals,
      },
    }),
    async (c) => c.json({ data: await service.copy(userId(c), c.req.valid('param').id) }, 201),
  );

  router.openapi(
    routes.get('/trip-shares/{id}/comments', {
      description: 'Comments newest first; a hidden comment only for its author (with the reason).',
      request: { params: idParams, query: socialPageQuerySchema },
      responses: { 200: jsonResponse('One page of comments', tripShareCommentListResponseSchema), ...refusals },
    }),
    async (c) => c.json(await service.comments(userId(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/trip-shares/{id}/comments', {
      description: 'Comments on a share the caller sees; its owner is notified (`social.comment`).',
      request: { params: idParams, ...jsonBody(tripShareCommentInputSchema) },
      responses: {
        201: jsonResponse('The new comment', tripShareCommentResponseSchema),
        429: errorAnswer('Posting too quickly'),
        ...refusals,
      },
    }),
    async (c) =>
      c.json({ data: await service.comment(userId(c), c.req.valid('param').id, c.req.valid('json').body) }, 201),
  );

  router.openapi(
    routes.delete('/trip-comments/{id}', {
      description: 'Deletes a comment: its author, or the owner of the share it is on.',
      request: { params: idParams },
      responses: { 204: { description: 'Comment deleted' }, ...refusals },
    }),
    async (c) => {
      await service.removeComment(userId(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.get('/trip-shares/{id}/suggestions', {
      description: 'Suggested stops newest first, optionally of one status.',
      request: { params: idParams, query: tripSuggestionListQuerySchema },
      responses: { 200: jsonResponse('One page of suggestions', tripSuggestionListResponseSchema), ...refusals },
    }),
    async (c) => c.json(await service.suggestions(userId(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/trip-shares/{id}/suggestions', {
      description: 'Suggests a stop for a share the caller sees; its owner is notified (`social.comment`).',
      request: { params: idParams, ...jsonBody(tripSuggestionInputSchema) },
      responses: {
        201: jsonResponse('The new suggestion', tripSuggestionResponseSchema),
        429: errorAnswer('Posting too quickly'),
        ...refusals,
      },
    }),
    async (c) => c.json({ data: await service.suggest(userId(c), c.req.valid('param').id, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.post('/trip-suggestions/{id}/accept', {
      description:
        'The share’s owner adds the suggested stop to their trip, between the two stops it lengthens least (the route line is not redrawn: re-plan to update it). The snapshot stays as shared until refreshed.',
      request: { params: idParams },
      responses: {
        200: jsonResponse(
          'The accepted suggestion and the stop’s index in the trip',
          tripSuggestionAcceptedResponseSchema,
        ),
        409: errorAnswer('Already decided, or the trip is full'),
        ...refusals,
      },
    }),
    async (c) => c.json({ data: await service.accept(userId(c), c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.post('/trip-suggestions/{id}/dismiss', {
      description: 'The share’s owner dismisses a suggested stop.',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The dismissed suggestion', tripSuggestionResponseSchema),
        409: errorAnswer('Already decided'),
        ...refusals,
      },
    }),
    async (c) => c.json({ data: await service.dismiss(userId(c), c.req.valid('param').id) }, 200),
  );

  return router;
}
