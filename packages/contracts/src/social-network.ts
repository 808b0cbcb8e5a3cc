import { z } from 'zod';
import { REGIONS, RIG_TYPES } from './constants.ts';
import { SOCIAL_LIMITS, socialPageQuerySchema, socialUserSchema } from './social.ts';

/**
 * Network: public profiles, friend requests and friendships, follows, blocks and search by name. Every other user
 * appears as a socialUserSchema card: only what they chose to show.
 */

/** `{user_id}` of POST /social/friends/requests, /social/follows and /social/blocks. */
export const socialTargetUserSchema = z.object({ user_id: z.uuid() }).strict();
export type SocialTargetUser = z.infer<typeof socialTargetUserSchema>;

export const FRIEND_REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type FriendRequestDirection = (typeof FRIEND_REQUEST_DIRECTIONS)[number];

/**
 * A friend request as one side sees it. `status` is 'accepted' only in the answer to an accept, or to a request sent
 * to someone who had already asked the sender (their request is accepted instead).
 */
export const friendRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'accepted']),
  direction: z.enum(FRIEND_REQUEST_DIRECTIONS),
  /** The other side: the addressee of an outgoing request, the requester of an incoming one. */
  user: socialUserSchema,
  created_at: z.string(),
  responded_at: z.string().nullable(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendRequestListQuerySchema = socialPageQuerySchema.extend({
  direction: z.enum(FRIEND_REQUEST_DIRECTIONS).optional(),
});

/** An accepted friendship: `id` is the friendship's, `since` when it was accepted. */
export const friendSchema = z.object({
  id: z.uuid(),
  user: socialUserSchema,
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

export const FOLLOW_DIRECTIONS = ['following', 'follower'] as const;
/** 'following': I follow `user`; 'follower': `user` follows me. */
export const followSchema = z.object({
  direction: z.enum(FOLLOW_DIRECTIONS),
  user: socialUserSchema,
  created_at: z.string(),
});
export type Follow = z.infer<typeof followSchema>;
export const followListQuerySchema = socialPageQuerySchema.extend({
  direction: z.enum(FOLLOW_DIRECTIONS).optional(),
});

export const blockSchema = z.object({
  user: socialUserSchema,
  created_at: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** How the viewer stands with the traveller whose profile they read. */
export const relationshipSchema = z.object({
  friend: z.boolean(),
  /** A pending friend request between the two, and its id (to accept, decline or cancel it). */
  request: z.enum(FRIEND_REQUEST_DIRECTIONS).nullable(),
  request_id: z.uuid().nullable(),
  following: z.boolean(),
  followed_by: z.boolean(),
  blocked_by_me: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const BIO_MAX_CHARS = 500;

/** A traveller's public profile: what they chose to show (profile_visibility), never their e-mail. */
export const publicProfileSchema = socialUserSchema.extend({
  rig_type: z.enum(RIG_TYPES).nullable(),
  region: z.enum(REGIONS).nullable(),
  bio: z.string().nullable(),
  member_since: z.string(),
  friend_count: z.number().int(),
  relationship: relationshipSchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const USER_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_MAX_RESULTS = 20;
export const userSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(USER_SEARCH_MIN_CHARS, { error: 'too_short' })
    .max(SOCIAL_LIMITS.searchMaxChars, { error: 'too_long' }),
});
export const userSearchResultSchema = socialUserSchema.extend({ is_friend: z.boolean() });
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), next_cursor: z.string().nullable() });
export const friendRequestListResponseSchema = paged(friendRequestSchema);
export const friendListResponseSchema = paged(friendSchema);
export const followListResponseSchema = paged(followSchema);
export const blockListResponseSchema = paged(blockSchema);
export const friendRequestResponseSchema = z.object({ data: friendRequestSchema });
export const followResponseSchema = z.object({ data: followSchema });
export const blockResponseSchema = z.object({ data: blockSchema });
export const publicProfileResponseSchema = z.object({ data: publicProfileSchema });
export const userSearchResponseSchema = z.object({ data: z.array(userSearchResultSchema) });
