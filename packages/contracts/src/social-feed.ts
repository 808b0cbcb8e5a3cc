import { z } from 'zod';
import {
  hiddenStateFields,
  POST_VISIBILITIES,
  SOCIAL_LIMITS,
  socialPageQuerySchema,
  socialUserSchema,
} from './social.ts';

/** Stored photos are served from here (unguessable names, no metadata). */
export const SOCIAL_PHOTO_URL_PREFIX = '/uploads/social/';
/** Users one post or comment may @mention. */
export const MENTIONS_MAX = 20;

/** A photo as stored after upload: WebP, longest side at most SOCIAL_LIMITS.photoMaxSidePx. */
export const socialPhotoSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SocialPhoto = z.infer<typeof socialPhotoSchema>;

const postBody = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(SOCIAL_LIMITS.postMaxChars, { error: 'too_long' });
const commentBody = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(SOCIAL_LIMITS.commentMaxChars, { error: 'too_long' });
const mentionIds = z.array(z.uuid({ error: 'invalid' })).max(MENTIONS_MAX, { error: 'too_many' });

export const postPlaceSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();
export type PostPlace = z.infer<typeof postPlaceSchema>;

/** `POST /api/v1/social/posts`. Visibility defaults from the author's profile visibility (public, else friends). */
export const postInputSchema = z
  .object({
    body: postBody,
    visibility: z.enum(POST_VISIBILITIES, { error: 'invalid' }).optional(),
    group_id: z.uuid({ error: 'invalid' }).optional(),
    /** Urls the author got from `POST /api/v1/social/photos`. */
    photos: z.array(z.string().max(300)).max(SOCIAL_LIMITS.photosPerPost, { error: 'too_many' }).optional(),
    place: postPlaceSchema.nullable().optional(),
    trip_id: z.uuid({ error: 'invalid' }).nullable().optional(),
    mention_ids: mentionIds.optional(),
  })
  .strict();
export type PostInput = z.infer<typeof postInputSchema>;

/** `PATCH /api/v1/social/posts/{id}`: any of the fields; a group post stays in its group. */
export const postPatchSchema = postInputSchema.partial();
export type PostPatch = z.infer<typeof postPatchSchema>;

/** The trip a post shows: a snapshot taken when it was attached (trips themselves are private). */
export const postTripSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  distance_km: z.number().nullable(),
});
export type PostTrip = z.infer<typeof postTripSchema>;

export const mentionSchema = z.object({ id: z.uuid(), display_name: z.string().nullable() });

export const postSchema = z.object({
  id: z.uuid(),
  author: socialUserSchema,
  body: z.string(),
  visibility: z.enum(POST_VISIBILITIES),
  group_id: z.uuid().nullable(),
  photos: z.array(socialPhotoSchema),
  place: postPlaceSchema.nullable(),
  trip: postTripSchema.nullable(),
  mentions: z.array(mentionSchema),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  liked_by_me: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  edited: z.boolean(),
  /** Non-null only for the author and moderators: why it was hidden from everyone else. */
  ...hiddenStateFields,
});
export type Post = z.infer<typeof postSchema>;

export const FEED_VIEWS = ['newest', 'near_me'] as const;

/** `GET /api/v1/social/feed`: newest first; `near_me` needs lat and lon (posts with a place within radius_km). */
export const feedQuerySchema = socialPageQuerySchema
  .extend({
    view: z.enum(FEED_VIEWS, { error: 'invalid' }).default('newest'),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    radius_km: z.coerce
      .number()
      .gt(0)
      .max(SOCIAL_LIMITS.nearbyRadiusKmMax)
      .default(SOCIAL_LIMITS.nearbyRadiusKmDefault),
    group_id: z.uuid({ error: 'invalid' }).optional(),
    author_id: z.uuid({ error: 'invalid' }).optional(),
  })
  .refine((q) => q.view !== 'near_me' || (q.lat !== undefined && q.lon !== undefined), {
    error: 'required',
    path: ['lat'],
  });
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedResponseSchema = z.object({ data: z.array(postSchema), next_cursor: z.string().nullable() });
export const postResponseSchema = z.object({ data: postSchema });

/** `POST /api/v1/social/posts/{id}/comments`: a reply to a reply answers the same top-level comment. */
export const commentInputSchema = z
  .object({
    body: commentBody,
    parent_id: z.uuid({ error: 'invalid' }).nullable().optional(),
    mention_ids: mentionIds.optional(),
  })
  .strict();
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  post_id: z.uuid(),
  parent_id: z.uuid().nullable(),
  author: socialUserSchema,
  body: z.string(),
  mentions: z.array(mentionSchema),
  created_at: z.string(),
  ...hiddenStateFields,
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies, both oldest first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentResponseSchema = z.object({ data: commentSchema });
export const commentListResponseSchema = z.object({ data: z.array(commentThreadSchema) });

/** `PUT`/`DELETE /api/v1/social/posts/{id}/like`. */
export const likeResponseSchema = z.object({
  data: z.object({ like_count: z.number().int(), liked_by_me: z.boolean() }),
});

export const photoResponseSchema = z.object({ data: socialPhotoSchema });
