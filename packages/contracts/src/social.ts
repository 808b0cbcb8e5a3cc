import { z } from 'zod';

/**
 * What every social area shares: how another traveller is shown, paging, what can be reported, the notification
 * kinds and the realtime events. Each area's own request and response schemas live in social-<area>.ts.
 */

/** Another traveller as any social screen shows them: only what they chose to show. */
export const socialUserSchema = z.object({
  id: z.uuid(),
  /** Null when the user gave no name: the web shows 'A traveller' in the reader's language. */
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

export const POST_VISIBILITIES = ['public', 'friends', 'group'] as const;
export type PostVisibility = (typeof POST_VISIBILITIES)[number];

export const REPORT_TARGET_TYPES = [
  'post',
  'comment',
  'listing',
  'message',
  'user',
  'hustle',
  'hustle_comment',
  'trip_comment',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why a piece of content was hidden, as its author is told. */
export const moderationNoticeSchema = z.object({
  hidden_at: z.string(),
  hidden_reason: z.string(),
});

/** When and why a moderator hid a piece of content, null while it is shown (who still sees it: where it is used). */
export const hiddenStateFields = { hidden_at: z.string().nullable(), hidden_reason: z.string().nullable() };

/** Kinds of the bell's social notifications (the notifications table's `kind`); data holds ids, never copied text. */
export const SOCIAL_NOTIFICATION_KINDS = [
  'social.friend_request',
  'social.friend_accepted',
  'social.comment',
  'social.reply',
  'social.mention',
  'social.message',
  'social.group_request',
  'social.trip_shared',
  'social.moderation',
] as const;
export type SocialNotificationKind = (typeof SOCIAL_NOTIFICATION_KINDS)[number];

/** Realtime events of the social areas, on the existing hub (SPEC §9: at most 10 events per second per client). */
export const SOCIAL_EVENTS = {
  postCreated: 'post.created',
  postUpdated: 'post.updated',
  postDeleted: 'post.deleted',
  commentCreated: 'comment.created',
  messageCreated: 'message.created',
  messageRead: 'message.read',
  typing: 'typing',
  locationUpdated: 'location.updated',
  notificationCreated: 'notification.created',
} as const;

/** The public channel every signed-in client may follow for public posts (ids only; content is fetched under RLS). */
export const PUBLIC_FEED_CHANNEL = 'public:feed';
/** The public channel of approximate positions of travellers who share their location publicly. */
export const PUBLIC_LOCATIONS_CHANNEL = 'public:locations';

export const postEventPayloadSchema = z.object({
  post_id: z.uuid(),
  author_id: z.uuid(),
  group_id: z.uuid().nullable(),
});
export const commentEventPayloadSchema = z.object({
  post_id: z.uuid(),
  comment_id: z.uuid(),
  author_id: z.uuid(),
  parent_id: z.uuid().nullable(),
});
export const typingEventPayloadSchema = z.object({
  conversation_id: z.uuid(),
  user_id: z.uuid(),
});

/** Limits of the social areas (DESIGN: cap what users can ask for). */
export const SOCIAL_LIMITS = {
  postMaxChars: 5_000,
  commentMaxChars: 2_000,
  messageMaxChars: 4_000,
  photosPerPost: 4,
  photosPerListing: 8,
  photoMaxBytes: 10 * 1024 * 1024,
  /** The longest side of a stored photo; larger ones are scaled down. */
  photoMaxSidePx: 1_600,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Commenting replies nest one level: a reply to a reply answers the same top-level comment. */
  commentDepth: 1,
  participantsMax: 50,
  searchMaxChars: 100,
  reportReasonMaxChars: 1_000,
  /** Per user: posts and comments together per minute; friend requests per hour; messages per minute. */
  postsPerMinute: 10,
  friendRequestsPerHour: 30,
  messagesPerMinute: 60,
  reportsPerHour: 20,
  nearbyRadiusKmDefault: 50,
  nearbyRadiusKmMax: 500,
  mapPointsMax: 2_000,
  /** Non-friends see a position snapped to a grid of about this many metres, never the exact one. */
  approximateGridM: 1_000,
} as const;

/** `?limit=&cursor=` of every paged social list. */
export const socialPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SOCIAL_LIMITS.pageSizeMax).default(SOCIAL_LIMITS.pageSizeDefault),
  cursor: z.string().max(500).optional(),
});
