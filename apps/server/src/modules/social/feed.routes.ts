import { createRoute, z } from '@hono/zod-openapi';
import {
  commentInputSchema,
  commentListResponseSchema,
  commentResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  likeResponseSchema,
  photoResponseSchema,
  postInputSchema,
  postPatchSchema,
  postResponseSchema,
  SOCIAL_LIMITS,
} from '@ww/contracts';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '#platform/app-env.ts';
import { requireAuth } from '#platform/auth/require-auth.ts';
import { validationError } from '#platform/errors.ts';
import { imageTooLarge } from '#platform/images.ts';
import { bearer, createRouter, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, idParams } from '#platform/routes-kit.ts';
import type { FeedService } from './feed.service.ts';
import type { SocialPhotosService } from './social-photos.service.ts';

const photoTooLarge = () => imageTooLarge({ maxBytes: SOCIAL_LIMITS.photoMaxBytes, field: 'file', noun: 'photo' });

/** `/api/v1/social`: the feed, posts, comments, likes and photo uploads. */
export function feedRoutes(deps: AppDeps, service: FeedService, photos: SocialPhotosService) {
  const router = createRouter();
  // Mounted at /social beside the other social areas: the middleware covers only these paths.
  for (const path of ['/feed', '/posts', '/posts/*', '/comments/*', '/photos']) router.use(path, requireAuth(deps));
  const tags = ['social'];
  const forbidden = { 403: { description: 'Suspended, or not a member of the group' } };
  const tooMany = { 429: { description: 'More than SOCIAL_LIMITS.postsPerMinute posts and comments in a minute' } };
  const routes = bearerRoutes(tags);

  router.openapi(
    routes.read('/feed', {
      description:
        "Posts the user may read, newest first, paged by an opaque cursor. `view=near_me` (with lat, lon, radius_km) keeps posts whose place is within the radius; `group_id` is a group's feed, `author_id` a traveller's posts. Hidden posts appear only to their author and moderators.",
      request: { query: feedQuerySchema },
      response: jsonResponse('One page of posts', feedResponseSchema),
    }),
    async (c) => c.json(await service.feed(c.get('auth').userId, c.req.valid('query')), 200),
  );

  router.openapi(
    routes.create('/posts', {
      description:
        "Visibility defaults from the profile visibility (public → public, friends or private → friends); `group` needs `group_id` and active membership. `photos` are urls from POST /social/photos uploaded by the author; `trip_id` one of the author's trips (a snapshot is shown). Mentioned users who cannot read the post are dropped; the others are notified.",
      body: postInputSchema,
      response: jsonResponse('The new post', postResponseSchema),
      responses: { ...forbidden, ...tooMany },
    }),
    async (c) => c.json({ data: await service.create(c.get('auth').userId, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.getById('/posts/{id}', {
      response: jsonResponse('The post', postResponseSchema),
      responses: { 404: { description: 'No such post, or not one the user may read' } },
    }),
    async (c) => c.json({ data: await service.get(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.patchById('/posts/{id}', {
      description: 'Only the author edits a post; to anyone else it is a 404. The post is then marked `edited`.',
      body: postPatchSchema,
      response: jsonResponse('The edited post', postResponseSchema),
      responses: { 404: { description: 'No such post of the user' }, ...forbidden },
    }),
    async (c) =>
      c.json({ data: await service.update(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.deleteById('/posts/{id}', {
      description: 'Only the author deletes a post (with its comments and likes).',
      deleted: 'Deleted',
      responses: { 404: { description: 'No such post of the user' } },
    }),
    async (c) => {
      await service.remove(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.get('/posts/{id}/comments', {
      description: 'Top-level comments oldest first, each with its replies oldest first.',
      request: { params: idParams },
      responses: {
        200: jsonResponse('The comments', commentListResponseSchema),
        404: { description: 'No such post, or not one the user may read' },
      },
    }),
    async (c) => c.json({ data: await service.comments(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.post('/posts/{id}/comments', {
      description:
        "A reply (`parent_id`) nests one level: a reply to a reply answers the same top-level comment. The post's author is told (social.comment), the answered comment's author too (social.reply), and mentioned readers (social.mention).",
      request: { params: idParams, ...jsonBody(commentInputSchema) },
      responses: {
        201: jsonResponse('The new comment', commentResponseSchema),
        404: { description: 'No such post, or not one the user may read' },
        ...forbidden,
        ...tooMany,
      },
    }),
    async (c) =>
      c.json({ data: await service.comment(c.get('auth').userId, c.req.valid('param').id, c.req.valid('json')) }, 201),
  );

  router.openapi(
    routes.deleteById('/comments/{id}', {
      description: "The comment's author, or the author of the post it is under, deletes it (with its replies).",
      deleted: 'Deleted',
      responses: { 404: { description: 'No such comment the user may delete' } },
    }),
    async (c) => {
      await service.removeComment(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    routes.put('/posts/{id}/like', {
      description: 'One like per user and post; liking again changes nothing.',
      request: { params: idParams },
      responses: {
        200: jsonResponse("The post's like count", likeResponseSchema),
        404: { description: 'No such post, or not one the user may read' },
      },
    }),
    async (c) => c.json({ data: await service.like(c.get('auth').userId, c.req.valid('param').id) }, 200),
  );

  router.openapi(
    routes.delete('/posts/{id}/like', {
      request: { params: idParams },
      responses: {
        204: { description: 'Not liked by the user (any more)' },
        404: { description: 'No such post, or not one the user may read' },
      },
    }),
    async (c) => {
      await service.unlike(c.get('auth').userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/photos',
      tags,
      security: bearer,
      description: `A JPEG, PNG, WebP or AVIF photo of at most ${SOCIAL_LIMITS.photoMaxBytes / 1024 / 1024} MB, stored as WebP turned upright, scaled to fit ${SOCIAL_LIMITS.photoMaxSidePx} px and without any metadata (EXIF, GPS). Its url can then be attached to the user's posts.`,
      middleware: [
        bodyLimit({
          maxSize: SOCIAL_LIMITS.photoMaxBytes + 64 * 1024,
          onError: () => {
            throw photoTooLarge();
          },
        }),
      ] as const,
      request: {
        body: {
          content: { 'multipart/form-data': { schema: z.object({ file: z.any().describe('The photo') }) } },
        },
      },
      responses: {
        201: jsonResponse('The stored photo', photoResponseSchema),
        413: { description: 'Larger than SOCIAL_LIMITS.photoMaxBytes' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const form = await c.req.parseBody();
      const file = form['file'];
      if (!(file instanceof File)) throw validationError({ file: 'required' });
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-member-access -- a route with middleware gets an untyped context from @hono/zod-openapi
      return c.json({ data: await photos.upload(c.get('auth').userId, file) }, 201);
    },
  );

  return router;
}
