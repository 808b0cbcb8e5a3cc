import { z } from 'zod';
import { SOCIAL_LIMITS } from './social.ts';
import { REPORT_REASONS } from './social-moderation.ts';

/**
 * Pam's tools for what the user wrote and what reaches them (issue 24): their own posts edited and deleted, their own
 * comments deleted, comments on a hustle idea, the bell's notifications, and reports as the report dialog files them.
 */

/** 1-based: which of the items Pam listed when the words fitted several ("the second one"). */
const choice = z.number().int().min(1).max(20);
const id = z.uuid();
/** Words of a post, a comment, a listing's or a hustle's title, as the user says them ("about the sunset"). */
const words = z.string().trim().min(1).max(SOCIAL_LIMITS.searchMaxChars);
const person = z.string().trim().min(1).max(120);

/** What a notification is about, as the user names it ("the comment", "the friend request", "the budget alert"). */
export const PAM_NOTICE_KINDS = [
  'comment',
  'reply',
  'mention',
  'message',
  'friend_request',
  'friend_accepted',
  'group_request',
  'trip_shared',
  'moderation',
  'budget_alert',
] as const;

/** What Pam reports: a post, a comment, a person, a marketplace listing, a hustle idea. */
export const PAM_REPORT_TARGETS = ['post', 'comment', 'user', 'listing', 'hustle'] as const;

export const CONTENT_PAM_TOOL_PARAMETERS = {
  /** Rewrites one of the user's own posts: the one whose words fit `post`, else their latest. */
  edit_post: z.object({
    body: z.string().trim().min(1).max(SOCIAL_LIMITS.postMaxChars),
    post: words.optional(),
    id: id.optional(),
    choice: choice.optional(),
  }),
  /** Destructive: asks first, naming it. Deletes one of the user's own posts (words of it, else their latest). */
  delete_post: z.object({ post: words.optional(), id: id.optional(), choice: choice.optional() }),
  /**
   * Destructive: asks first, naming it. Deletes one of the user's own comments: on the post of `author` (or about
   * `post`'s words, or on their own post with mine), or under the hustle idea named; `comment` narrows by its words.
   */
  delete_comment: z.object({
    author: person.optional(),
    mine: z.boolean().optional(),
    post: words.optional(),
    hustle: words.optional(),
    comment: words.optional(),
    id: id.optional(),
    choice: choice.optional(),
  }),
  /** Comments on a hustle idea found by words of its title. */
  comment_hustle: z.object({
    hustle: words.optional(),
    id: id.optional(),
    body: z.string().trim().min(1).max(SOCIAL_LIMITS.commentMaxChars),
    choice: choice.optional(),
  }),
  /** The comments under a hustle idea found by words of its title. */
  read_hustle_comments: z.object({ hustle: words.optional(), id: id.optional(), choice: choice.optional() }),
  /** The bell: unread notifications (else the latest ones), worded as the bell words them. */
  read_notifications: z.object({}),
  /**
   * Marks the bell's notifications read, as its "Mark all as read" does (no question: a read mark loses nothing); with
   * `kind`, `from` or `about`, only the unread notifications they name ("the one about Sam's comment").
   */
  mark_notifications_read: z.object({
    kind: z.enum(PAM_NOTICE_KINDS).optional(),
    /** Who it came from: the commenter, the sender, the one asking to be a friend or to join. */
    from: person.optional(),
    /** Words of the user's own post it is about ("about my sunset post"). */
    about: words.optional(),
  }),
  /**
   * Reports a post (of `author`, fitting `about`), a comment, a person (`author`), a listing or a hustle (fitting
   * `about`) to the moderators, with a reason the report dialog offers; without a reason Pam asks for one.
   */
  report_content: z.object({
    target: z.enum(PAM_REPORT_TARGETS),
    author: person.optional(),
    about: words.optional(),
    reason: z.enum(REPORT_REASONS).optional(),
    details: z.string().trim().max(500).optional(),
    id: id.optional(),
    choice: choice.optional(),
  }),
} as const satisfies Record<string, z.ZodType>;
