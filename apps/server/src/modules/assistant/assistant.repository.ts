import { sql, type Selectable } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';

export type ConversationRow = Selectable<Database['pam_conversations']>;
export type MessageRow = Selectable<Database['pam_messages']>;
export type NewMessage = {
  id?: string;
  conversation_id: string;
  role: 'user' | 'pam';
  content: string;
  metadata?: Record<string, unknown> | null;
  idempotency_key?: string | null;
  reply_to?: string | null;
};
export type ConversationSummary = {
  session_id: string;
  started_at: Date;
  last_message_at: Date;
  message_count: number;
  preview: string;
};

const messageColumns = [
  'id',
  'user_id',
  'conversation_id',
  'role',
  'content',
  'metadata',
  'feedback',
  'idempotency_key',
  'reply_to',
  'created_at',
] as const;

/** Every query runs in the user's transaction: row-level security keeps it to their own conversations. */
export const assistantRepository = {
  /** The conversation of a session id, created on first use. */
  async conversation(tx: Tx, sessionId: string): Promise<ConversationRow> {
    const created = await tx
      .insertInto('pam_conversations')
      .values({ session_id: sessionId })
      .onConflict((oc) => oc.columns(['user_id', 'session_id']).doUpdateSet({ updated_at: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return created;
  },

  /** The session of the user's conversation active most recently, if that was after `since`. */
  latestSession: async (tx: Tx, since: Date) =>
    (
      await tx
        .selectFrom('pam_conversations')
        .select('session_id')
        .where('updated_at', '>', since)
        .orderBy('updated_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    )?.session_id ?? null,

  findConversation: (tx: Tx, sessionId: string) =>
    tx.selectFrom('pam_conversations').selectAll().where('session_id', '=', sessionId).executeTakeFirst(),

  async setPending(tx: Tx, conversationId: string, action: { name: string; args: unknown } | null, expiresAt?: Date) {
    await tx
      .updateTable('pam_conversations')
      .set({
        pending_action: action ? JSON.stringify(action) : null,
        pending_expires_at: action ? (expiresAt ?? null) : null,
        updated_at: new Date(),
      })
      .where('id', '=', conversationId)
      .execute();
  },

  /**
   * Inserts a message; a user message whose idempotency key was already used inserts nothing and gives null (the
   * caller then looks up the answer that key got).
   */
  async insertMessage(tx: Tx, message: NewMessage): Promise<MessageRow | null> {
    const row = await tx
      .insertInto('pam_messages')
      .values({
        ...(message.id ? { id: message.id } : {}),
        conversation_id: message.conversation_id,
        role: message.role,
        content: message.content,
        metadata: message.metadata ? JSON.stringify(message.metadata) : null,
        idempotency_key: message.idempotency_key ?? null,
        reply_to: message.reply_to ?? null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning(messageColumns)
      .executeTakeFirst();
    return row ?? null;
  },

  byIdempotencyKey: (tx: Tx, key: string) =>
    tx.selectFrom('pam_messages').select(messageColumns).where('idempotency_key', '=', key).executeTakeFirst(),

  replyTo: (tx: Tx, messageId: string) =>
    tx
      .selectFrom('pam_messages')
      .select(messageColumns)
      .where('reply_to', '=', messageId)
      .orderBy('created_at')
      .executeTakeFirst(),

  /** Frees the idempotency key of a message that got no answer, so the client's retry is handled afresh. */
  async releaseKey(tx: Tx, messageId: string) {
    await tx.updateTable('pam_messages').set({ idempotency_key: null }).where('id', '=', messageId).execute();
  },

  sessionOf: async (tx: Tx, conversationId: string) =>
    (await tx.selectFrom('pam_conversations').select('session_id').where('id', '=', conversationId).executeTakeFirst())
      ?.session_id ?? null,

  /** The newest messages of a conversation, oldest first. */
  async recent(tx: Tx, conversationId: string, limit: number): Promise<MessageRow[]> {
    const rows = await tx
      .selectFrom('pam_messages')
      .select(messageColumns)
      .where('conversation_id', '=', conversationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  },

  async conversations(tx: Tx, limit: number): Promise<ConversationSummary[]> {
    const { rows } = await sql<ConversationSummary>`
      select c.session_id, c.created_at as started_at, coalesce(s.last_at, c.created_at) as last_message_at,
        coalesce(s.count, 0)::int as message_count, coalesce(f.content, '') as preview
      from pam_conversations c
      left join lateral (
        select count(*) as count, max(m.created_at) as last_at from pam_messages m where m.conversation_id = c.id
      ) s on true
      left join lateral (
        select m.content from pam_messages m where m.conversation_id = c.id and m.role = 'user'
        order by m.created_at, m.id limit 1
      ) f on true
      where coalesce(s.count, 0) > 0
      order by last_message_at desc, c.session_id
      limit ${limit}`.execute(tx);
    return rows;
  },

  messages: (tx: Tx, conversationId: string, limit: number) =>
    tx
      .selectFrom('pam_messages')
      .select(messageColumns)
      .where('conversation_id', '=', conversationId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute(),

  async deleteConversation(tx: Tx, sessionId: string): Promise<boolean> {
    const res = await tx.deleteFrom('pam_conversations').where('session_id', '=', sessionId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  async deleteAll(tx: Tx): Promise<void> {
    // Row-level security limits this to the user's own conversations; their messages go with them.
    await tx
      .deleteFrom('pam_conversations')
      .where(sql<boolean>`true`)
      .execute();
  },

  async setFeedback(tx: Tx, messageId: string, rating: 1 | -1): Promise<boolean> {
    const res = await tx
      .updateTable('pam_messages')
      .set({ feedback: rating })
      .where('id', '=', messageId)
      .where('role', '=', 'pam')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },
};
