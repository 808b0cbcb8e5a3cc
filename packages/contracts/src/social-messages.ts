import { z } from 'zod';
import { hiddenStateFields, SOCIAL_LIMITS, socialUserSchema } from './social.ts';

/** Messages (issue 12 point 4): direct and group conversations, read receipts, unread counts, typing. */

export const CONVERSATION_KINDS = ['direct', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const CONVERSATION_TITLE_MAX_CHARS = 100;
/** The longest `Idempotency-Key` header a send accepts. */
export const MESSAGE_IDEMPOTENCY_KEY_MAX_CHARS = 200;

/**
 * `POST /api/v1/social/conversations`. One other participant: a direct conversation (reused when the two already
 * have one; a title is then ignored). More: a group conversation of everyone named and the creator.
 */
export const conversationCreateSchema = z
  .object({
    participant_ids: z
      .array(z.uuid())
      .min(1, { error: 'required' })
      .max(SOCIAL_LIMITS.participantsMax - 1, { error: 'too_many_participants' }),
    title: z.string().trim().min(1, { error: 'required' }).max(CONVERSATION_TITLE_MAX_CHARS).optional(),
  })
  .strict();
export type ConversationCreate = z.input<typeof conversationCreateSchema>;

/** `POST /api/v1/social/conversations/{id}/messages`; an `Idempotency-Key` header makes a retry the same send. */
export const messageInputSchema = z
  .object({
    body: z.string().trim().min(1, { error: 'required' }).max(SOCIAL_LIMITS.messageMaxChars, { error: 'too_long' }),
  })
  .strict();
export type MessageInput = z.input<typeof messageInputSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  sender_id: z.uuid(),
  body: z.string(),
  created_at: z.string(),
  /** The other participants whose read mark is at or after this message (read receipts). */
  read_by: z.array(z.uuid()),
  /** The key the sender sent it with; null for everyone else's messages. */
  idempotency_key: z.string().nullable(),
  /** Set when a moderator hid it: then only its sender (and moderators) still see it, with the reason. */
  ...hiddenStateFields,
});
export type Message = z.infer<typeof messageSchema>;

export const conversationParticipantSchema = socialUserSchema.extend({
  /** The created_at of the newest message they had seen when they last read; null: never read. */
  last_read_at: z.string().nullable(),
});
export type ConversationParticipant = z.infer<typeof conversationParticipantSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  title: z.string().nullable(),
  created_by: z.uuid(),
  created_at: z.string(),
  last_message_at: z.string().nullable(),
  /** Everyone in it, the reader included. */
  participants: z.array(conversationParticipantSchema),
  last_message: messageSchema.nullable(),
  /** Messages from the others after the reader's read mark. */
  unread_count: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationResponseSchema = z.object({ data: conversationSchema });
export const conversationListResponseSchema = z.object({
  data: z.array(conversationSchema),
  next_cursor: z.string().nullable(),
});
export const messageResponseSchema = z.object({ data: messageSchema });
export const messageListResponseSchema = z.object({ data: z.array(messageSchema), next_cursor: z.string().nullable() });
export const unreadTotalResponseSchema = z.object({ data: z.object({ total: z.number().int() }) });

/** `POST /api/v1/social/conversations/{id}/read`, and the payload of the realtime `message.read`. */
export const messageReadSchema = z.object({
  conversation_id: z.uuid(),
  user_id: z.uuid(),
  last_read_at: z.string().nullable(),
});
export type MessageRead = z.infer<typeof messageReadSchema>;
export const messageReadResponseSchema = z.object({ data: messageReadSchema });

/** Payload of the realtime `message.created`, sent to every participant's own channel. */
export const messageEventPayloadSchema = z.object({ conversation_id: z.uuid(), message: messageSchema });
export type MessageEventPayload = z.infer<typeof messageEventPayloadSchema>;
