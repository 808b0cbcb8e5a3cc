import { randomUUID } from 'node:crypto';
import {
  SOCIAL_EVENTS,
  SOCIAL_LIMITS,
  type Conversation,
  type ConversationKind,
  type Message,
  type MessageRead,
} from '@ww/contracts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { decodeCreatedCursor, encodeCreatedCursor } from '#platform/pagination.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import {
  messagesRepository as repo,
  type ConversationRow,
  type MessageRow,
  type PageKey,
} from './messages.repository.ts';
import { deliverNotices, writeNotices, type WrittenNotice } from './social-notify.ts';
import { isSuspended, suspendedFrom } from './suspension.ts';

type MessagesDeps = Pick<AppDeps, 'db' | 'logger' | 'rateLimits' | 'publishToUser'> &
  Parameters<typeof deliverNotices>[0];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A message as `viewer` gets it: the send key only for its sender. */
export const toMessage = (r: MessageRow, viewer: string): Message => ({
  id: r.id,
  conversation_id: r.conversation_id,
  sender_id: r.sender_id,
  body: r.body,
  created_at: r.created_at.toISOString(),
  read_by: r.read_by,
  idempotency_key: r.sender_id === viewer ? r.idempotency_key : null,
  hidden_at: iso(r.hidden_at),
  hidden_reason: r.hidden_reason,
});

// The same answer whether the traveller does not exist, blocked the caller, was blocked by them or keeps a private
// profile: nobody learns which from trying to message them.
const unavailable = () =>
  new AppError(404, 'other', "One of these travellers can't be messaged.", 'participant_unavailable', {
    participant_ids: 'unavailable',
  });
const suspended = suspendedFrom('send messages');
const closed = () =>
  new AppError(403, 'rls_permission', "This conversation is closed: you can't message this traveller.", 'blocked');
const tooFast = () =>
  new AppError(
    429,
    'other',
    `You can send at most ${SOCIAL_LIMITS.messagesPerMinute} messages a minute. Wait a moment and try again.`,
    'rate_limited',
  );
const keyReused = () =>
  new AppError(
    409,
    'validation',
    'This Idempotency-Key was already used for a different message.',
    'idempotency_key_reused',
  );

const pageKey = (cursor: string | undefined): PageKey | undefined => (cursor ? decodeCreatedCursor(cursor) : undefined);

export function createMessagesService(deps: MessagesDeps) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  /** After commit; a realtime outage never fails a request whose change is already saved. */
  const publish = (userIds: readonly string[], event: string, payloadFor: (userId: string) => unknown) =>
    Promise.all(
      userIds.map(async (id) => {
        try {
          await deps.publishToUser?.(id, event, payloadFor(id));
        } catch (err) {
          deps.logger.warn('realtime publish failed', { event, error: (err as Error).message });
        }
      }),
    );
  const notify = (notices: readonly WrittenNotice[]) =>
    deliverNotices(deps, notices).catch((err: unknown) =>
      deps.logger.warn('notice delivery failed', { error: (err as Error).message }),
    );

  async function conversations(t: Tx, userId: string, rows: ConversationRow[]): Promise<Conversation[]> {
    const ids = rows.map((r) => r.id);
    const [participants, lastMessages] = await Promise.all([repo.participants(t, ids), repo.lastMessages(t, ids)]);
    return rows.map((r) => {
      const last = lastMessages.find((m) => m.conversation_id === r.id);
      return {
        id: r.id,
        kind: r.kind as ConversationKind,
        title: r.title,
        created_by: r.created_by,
        created_at: r.created_at.toISOString(),
        last_message_at: iso(r.last_message_at),
        participants: participants
          .filter((p) => p.conversation_id === r.id)
          .map((p) => ({
            id: p.user_id,
            display_name: p.display_name,
            avatar_url: p.avatar_url,
            last_read_at: iso(p.last_read_at),
          })),
        last_message: last ? toMessage(last, userId) : null,
        unread_count: Number(r.unread_count),
      };
    });
  }

  async function conversation(t: Tx, userId: string, id: string): Promise<Conversation> {
    const row = await repo.get(t, id);
    if (!row) throw notFound();
    return (await conversations(t, userId, [row]))[0]!;
  }

  return {
    /**
     * Starts a conversation with the travellers named. One other: their direct conversation, the existing one when
     * the two already have it.
     */
    create: (userId: string, input: { participant_ids: string[]; title?: string }) =>
      tx(userId, async (t) => {
        const others = [...new Set(input.participant_ids)].filter((id) => id !== userId);
        if (others.length === 0) throw validationError({ participant_ids: 'only_yourself' });
        if (await isSuspended(t)) throw suspended();
        const id = randomUUID();
        if (others.length === 1) {
          const other = others[0]!;
          if (await repo.blockedBetween(t, other)) throw unavailable();
          const [low, high] = userId < other ? [userId, other] : [other, userId];
          await repo.lockPair(t, low, high);
          const existing = await repo.findDirect(t, low, high);
          if (existing) return conversation(t, userId, existing.id);
          if ((await repo.unreachable(t, others)).length) throw unavailable();
          await repo.insertConversation(t, { id, kind: 'direct', title: null, direct_low: low, direct_high: high });
        } else {
          if ((await repo.unreachable(t, others)).length) throw unavailable();
          await repo.insertConversation(t, { id, kind: 'group', title: input.title ?? null });
        }
        await repo.addParticipants(t, id, others);
        return conversation(t, userId, id);
      }),

    list: (userId: string, query: { limit: number; cursor?: string }) =>
      tx(userId, async (t) => {
        const rows = await repo.page(t, query.limit, pageKey(query.cursor));
        const page = rows.slice(0, query.limit);
        const last = page.at(-1);
        return {
          data: await conversations(t, userId, page),
          next_cursor:
            rows.length > query.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
        };
      }),

    get: (userId: string, id: string) => tx(userId, (t) => conversation(t, userId, id)),

    messages: (userId: string, id: string, query: { limit: number; cursor?: string }) =>
      tx(userId, async (t) => {
        if (!(await repo.isIn(t, id))) throw notFound();
        const rows = await repo.messagesPage(t, id, query.limit, pageKey(query.cursor));
        const page = rows.slice(0, query.limit);
        const last = page.at(-1);
        return {
          data: page.map((m) => toMessage(m, userId)),
          next_cursor:
            rows.length > query.limit && last ? encodeCreatedCursor({ c: last.cursor_ts, i: last.id }) : null,
        };
      }),

    /**
     * Sends a message. With an idempotency key, a retry of the same send (the offline outbox, a lost answer) gets the
     * message it already made (`replayed`), without a second row, notice or event.
     */
    async send(userId: string, conversationId: string, body: string, key: string | null) {
      const replay = async (t: Tx) => {
        const earlier = key ? await repo.byIdempotencyKey(t, key) : undefined;
        if (!earlier) return undefined;
        if (earlier.conversation_id !== conversationId || earlier.body !== body) throw keyReused();
        return { message: toMessage(earlier, userId), replayed: true };
      };
      if (!(await tryConsume(deps.rateLimits.socialMessages, userId))) {
        // Over the limit, a retry of a message already sent still gets it: the outbox can stop retrying.
        const earlier = key ? await tx(userId, replay) : undefined;
        if (earlier) return earlier;
        throw tooFast();
      }

      const sent = await tx(userId, async (t) => {
        const earlier = await replay(t);
        if (earlier) return earlier;
        const context = await repo.sendContext(t, conversationId);
        if (!context.member) throw notFound();
        if (context.suspended) throw suspended();
        const row = await repo.insertMessage(t, conversationId, body, key);
        if (!row) return (await replay(t))!;
        const notices = await writeNotices(
          t,
          context.caught_up.map((recipient) => ({
            recipient,
            kind: 'social.message' as const,
            data: { conversation_id: conversationId, message_id: row.id, sender_id: userId },
          })),
        );
        return { message: toMessage(row, userId), row, audience: context.audience, notices };
      }).catch((err: unknown) => {
        // The policy refuses a send across a block in a direct conversation; say so instead of a bare 42501.
        if ((err as { code?: unknown }).code === '42501') throw closed();
        throw err;
      });
      if (!('row' in sent)) return sent;

      await publish([userId, ...sent.audience], SOCIAL_EVENTS.messageCreated, (recipient) => ({
        conversation_id: conversationId,
        message: toMessage(sent.row, recipient),
      }));
      await notify(sent.notices);
      return { message: sent.message, replayed: false };
    },

    async markRead(userId: string, conversationId: string): Promise<MessageRead> {
      const { mark, audience } = await tx(userId, async (t) => {
        const moved = await repo.markRead(t, conversationId);
        if (!moved) throw notFound();
        return { mark: moved, audience: await repo.audience(t, conversationId) };
      });
      const read = { conversation_id: conversationId, user_id: userId, last_read_at: iso(mark.after) };
      if (mark.after && mark.after.getTime() !== mark.before?.getTime()) {
        await publish([userId, ...audience], SOCIAL_EVENTS.messageRead, () => read);
      }
      return read;
    },

    unreadTotal: (userId: string) => tx(userId, async (t) => ({ total: await repo.unreadTotal(t) })),

    /** Tells the others the caller is typing; at most once a second per conversation, the rest are dropped. */
    async typing(userId: string, conversationId: string) {
      const audience = await tx(userId, async (t) => {
        if (!(await repo.isIn(t, conversationId))) throw notFound();
        return repo.audience(t, conversationId);
      });
      if (!(await tryConsume(deps.rateLimits.socialTyping, `${userId}:${conversationId}`))) return;
      await publish(audience, SOCIAL_EVENTS.typing, () => ({ conversation_id: conversationId, user_id: userId }));
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
