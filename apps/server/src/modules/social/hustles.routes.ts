import {
  hustleCommentInputSchema,
  hustleCommentListResponseSchema,
  hustleCommentResponseSchema,
  hustleInputSchema,
  hustleListQuerySchema,
  hustleListResponseSchema,
  hustlePatchSchema,
  hustleResponseSchema,
  hustleTryResponseSchema,
  socialPageQuerySchema,
} from '@ww/contracts';
import type { AppDeps } from '#platform/app-env.ts';
import { jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams, signedInRouter } from '#platform/routes-kit.ts';
import type { HustlesService } from './hustles.service.ts';

const noSuchHustle = { description: 'No such hustle (or across a block, or hidden)' };
const routes = bearerRoutes(['social: hustle board'], { 404: noSuchHustle });

/** `/social/hustles`: the board, votes, comments and "try this". */
export function hustlesRoutes(deps: AppDeps, service: HustlesService) {
  const router = signedInRouter(deps);
  const notYours = { description: 'No such hustle, or not yours to change' };

  router.openapi(
    routes.read('/', {
      description:
        'Hustles of every traveller not across a block from the caller: most votes first (`sort=top`, the default; ties newest first) or newest first, paged by an opaque cursor. `q` matches every word in the title or description without case or accents; `tag` keeps those carrying the tag. A hidden hustle appears only to its author.',
      request: { query: hustleListQuerySchema },
      response: jsonResponse('One page of hustles', hustleListResponseSchema),
    }),
    async (c) => c.json(await service.list(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/', {
      description:
        'Shares an idea for earning on the road. Tags are stored in lower case, each once. 403 `suspended` while the account is suspended; 429 past SOCIAL_LIMITS.postsPerMinute listings, hustles and comments a minute.',
      body: hustleInputSchema,
      response: jsonResponse('The new hustle', hustleResponseSchema),
      responses: { 403: { description: 'Suspended' }, 429: { description: 'Too many posts this minute' } },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(routes.getById('/{id}', { response: jsonResponse('The hustle', hustleResponseSchema) }), async (c) =>
    c.json({ data: await service.get(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.patchById('/{id}', {
      description: 'The author changes any field; `earnings: null` removes the typical earnings.',
      body: hustlePatchSchema,
      response: jsonResponse('The updated hustle', hustleResponseSchema),
      responses: { 403: { description: 'Suspended' }, 404: notYours },
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.deleteById('/{id}', {
      description: 'The author deletes it, with its votes and comments; sources added from it stay in their trackers.',
      deleted: 'Hustle deleted',
      responses: { 404: notYours },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.put('/{id}/vote', {
      description: 'Upvotes the hustle; one vote per user, so voting again changes nothing.',
      request: { params: idParams },
      responses: { 200: jsonResponse('The hustle with its vote count', hustleResponseSchema), 404: noSuchHustle },
    }),
    async (c) => c.json({ data: await service.vote(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.delete('/{id}/vote', {
      description: "Withdraws the caller's vote (nothing to withdraw is fine).",
      request: { params: idParams },
      responses: { 204: { description: 'No vote of the caller remains' }, 404: noSuchHustle },
    }),
    async (c) => {
      await service.unvote(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.get('/{id}/comments', {
      description: 'Comments the caller can read, oldest first, paged by an opaque cursor.',
      request: { params: idParams, query: socialPageQuerySchema },
      responses: { 200: jsonResponse('One page of comments', hustleCommentListResponseSchema), 404: noSuchHustle },
    }),
    async (c) =>
      c.json(await service.comments(c.get('auth').userId, c.req.valid('param').id, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.post('/{id}/comments', {
      description:
        "Comments on the hustle; its author gets a `social.comment` notification. 403 `suspended` while the account is suspended; 429 past the minute's limit.",
      request: { params: idParams, ...jsonBody(hustleCommentInputSchema) },
      responses: {
        201: jsonResponse('The new comment', hustleCommentResponseSchema),
        403: { description: 'Suspended' },
        404: noSuchHustle,
        429: { description: 'Too many posts this minute' },
      },
    }),
    async (c) =>
      c.json(
        { data: await service.addComment(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) },
        201,
      ),
  );

  router.openapi(
    routes.post('/{id}/try', {
      description:
        '"Try this": adds the hustle to the caller\'s Make Money tracker in /wins (GET /side-income-sources), named after it. 201 when added now; 200 with the same source when it was added before.',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The source added before', hustleTryResponseSchema),
        201: jsonResponse('The source added now', hustleTryResponseSchema),
        404: noSuchHustle,
      },
    }),
    async (c) => {
      const data = await service.tryIt(c.get('auth').userId, c.req.valid('param').id);
      return data.created ? c.json({ data }, 201) : c.json({ data }, 200);
    },
  );
  return router;
}

/** `/social/hustle-comments/{id}`: a comment is deleted by its author or by the hustle's author. */
export function hustleCommentsRoutes(deps: AppDeps, service: HustlesService) {
  const router = signedInRouter(deps);
  router.openapi(
    routes.deleteById('/{id}', {
      deleted: 'Comment deleted',
      responses: { 404: { description: 'No such comment, or not the caller’s to delete' } },
    }),
    async (c) => {
      await service.removeComment(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  return router;
}
