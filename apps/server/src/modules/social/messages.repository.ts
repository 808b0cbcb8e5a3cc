import { sql, type SqlBool } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';

/** Everything here runs in the caller's request transaction: row-level security limits it to their conversations. */

const me = sql<string>`current_app_user_id()`;

/** A keyset position: created_at (or activity) as Postgres text, so the microseconds survive, and the id. */
export type PageKey = { c: string; i: string };

/** The other participants whose read mark has reached this message. */
const readBy = sql<string[]>`array(
  select p.user_id::text from conversation_participants p
  where p.conversation_id = m.conversation_id and p.user_id <> m.sender_id and p.last_read_at >= m.created_at
  order by p.user_id)`.as('read_by');

const selectMessages = (tx: Tx) =>
  tx
    .selectFrom('messages as m')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.body',
      'm.idempotency_key',
      'm.created_at',
      'm.hidden_at',
      'm.hidden_reason',
      sql<string>`m.created_at::text`.as('cursor_ts'),
      readBy,
    ]);
export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

/** Messages from others after the reader's read mark (those the reader may see). */
const unreadCount = sql<string>`(
  select count(*) from messages um
  where um.conversation_id = c.id and um.sender_id <> ${me}
    and um.created_at > coalesce(p.last_read_at, '-infinity'::timestamptz))`.as('unread_count');

/** Other participants not across a block from the caller (user ids as text). */
const audienceOf = (conversationId: string) => sql<string>`
  select p.user_id::text from conversation_participants p
  where p.conversation_id = ${conversationId}::uuid and p.user_id <> ${me}
    and not social_blocked_between(p.user_id, ${me})`;

/** Other participants with nothing unread in the conversation (as far as the caller can see). */
const caughtUpIn = (conversationId: string) => sql<string>`
  select p.user_id::text from conversation_participants p
  where p.conversation_id = ${conversationId}::uuid and p.user_id <> ${me}
    and not exists (
      select 1 from messages m
      where m.conversation_id = p.conversation_id and m.sender_id <> p.user_id
        and m.created_at > coalesce(p.last_read_at, '-infinity'::timestamptz))`;

const activity = sql<Date>`coalesce(c.last_message_at, c.created_at)`;

const selectConversations = (tx: Tx) =>
  tx
    .selectFrom('conversation_participants as p')
    .innerJoin('conversations as c', 'c.id', 'p.conversation_id')
    .where('p.user_id', '=', me)
    .select([
      'c.id',
      'c.kind',
      'c.title',
      'c.created_by',
      'c.created_at',
      'c.last_message_at',
      sql<string>`${activity}::text`.as('cursor_ts'),
      unreadCount,
    ]);
export type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>['executeTakeFirstOrThrow']>>;

export const messagesRepository = {
  blockedBetween: async (tx: Tx, other: string) =>
    (await sql<{ blocked: boolean }>`select social_blocked_between(${me}, ${other}::uuid) as blocked`.execute(tx))
      .rows[0]!.blocked,

  /** Of `userIds`, those the caller may not add to a conversation (gone, across a block, or not visible to them). */
  async unreachable(tx: Tx, userIds: readonly string[]) {
    const { rows } = await sql<{ id: string }>`
      select u.id::text as id from unnest(${[...userIds]}::uuid[]) as u(id)
      where not social_can_message(${me}, u.id)`.execute(tx);
    return rows.map((r) => r.id);
  },

  /** The direct conversation of the caller and `other`, when there is one. */
  findDirect: (tx: Tx, low: string, high: string) =>
    tx
      .selectFrom('conversations')
      .select('id')
      .where('kind', '=', 'direct')
      .where('direct_low', '=', low)
      .where('direct_high', '=', high)
      .executeTakeFirst(),

  /**
   * Until the transaction ends, the only one looking up or starting this pair's direct conversation: two starts at
   * the same moment make one conversation (an ON CONFLICT arbiter cannot be used, as the new row is not yet the
   * creator's to read).
   */
  lockPair: async (tx: Tx, low: string, high: string) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`conversation:${low}:${high}`}, 0))`.execute(tx);
  },

  /** Starts a conversation; the database adds the creator as its first participant. */
  insertConversation: async (
    tx: Tx,
    values: { id: string; kind: 'direct' | 'group'; title: string | null; direct_low?: string; direct_high?: string },
  ) => {
    // No RETURNING: until the trigger has added the creator, the new row is not theirs to read.
    await tx.insertInto('conversations').values(values).execute();
  },

  addParticipants: async (tx: Tx, conversationId: string, userIds: readonly string[]) => {
    if (userIds.length === 0) return;
    await tx
      .insertInto('conversation_participants')
      .values(userIds.map((user_id) => ({ conversation_id: conversationId, user_id })))
      .execute();
  },

  /** Whether the caller is in the conversation (only participants see it). */
  isIn: async (tx: Tx, id: string) =>
    !!(await tx.selectFrom('conversations').select('id').where('id', '=', id).executeTakeFirst()),

  /** The conversation as the caller sees it, when they are in it. */
  get: (tx: Tx, id: string) => selectConversations(tx).where('c.id', '=', id).executeTakeFirst(),

  /** The caller's conversations, newest activity first. */
  page: (tx: Tx, limit: number, after?: PageKey) =>
    selectConversations(tx)
      .$if(!!after, (qb) => qb.where(sql<SqlBool>`(${activity}, c.id) < (${after!.c}::timestamptz, ${after!.i}::uuid)`))
      .orderBy(activity, 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit + 1)
      .execute(),

  /** Everyone in these conversations, with the card each is shown with (empty across a block). */
  async participants(tx: Tx, conversationIds: readonly string[]) {
    if (conversationIds.length === 0) return [];
    const { rows } = await sql<{
      conversation_id: string;
      user_id: string;
      last_read_at: Date | null;
      display_name: string | null;
      avatar_url: string | null;
    }>`
      select p.conversation_id, p.user_id, p.last_read_at, card.display_name, card.avatar_url
      from conversation_participants p
      left join lateral social_user_card(p.user_id) card on true
      where p.conversation_id = any(${[...conversationIds]}::uuid[])
      order by p.joined_at, p.user_id`.execute(tx);
    return rows;
  },

  /** The newest message the caller sees in each of these conversations. */
  lastMessages: (tx: Tx, conversationIds: readonly string[]) =>
    conversationIds.length === 0
      ? Promise.resolve([])
      : selectMessages(tx)
          .where(
            sql<SqlBool>`m.id in (
              select newest.id from unnest(${[...conversationIds]}::uuid[]) as ids(conversation_id)
              cross join lateral (
                select lm.id from messages lm where lm.conversation_id = ids.conversation_id
                order by lm.created_at desc, lm.id desc limit 1) newest)`,
          )
          .execute(),

  /** Newest first. */
  messagesPage: (tx: Tx, conversationId: string, limit: number, after?: PageKey) =>
    selectMessages(tx)
      .where('m.conversation_id', '=', conversationId)
      .$if(!!after, (qb) =>
        qb.where(sql<SqlBool>`(m.created_at, m.id) < (${after!.c}::timestamptz, ${after!.i}::uuid)`),
      )
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit + 1)
      .execute(),

  /** The caller's own message sent with this key. */
  byIdempotencyKey: (tx: Tx, key: string) =>
    selectMessages(tx).where('m.sender_id', '=', me).where('m.idempotency_key', '=', key).executeTakeFirst(),

  /** The new message; undefined when the caller already sent one with this key (a concurrent retry). */
  insertMessage: (tx: Tx, conversationId: string, body: string, key: string | null) =>
    tx
      .insertInto('messages')
      .values({ conversation_id: conversationId, body, idempotency_key: key })
      .onConflict((oc) =>
        oc.columns(['sender_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returning([
        'id',
        'conversation_id',
        'sender_id',
        'body',
        'idempotency_key',
        'created_at',
        'hidden_at',
        'hidden_reason',
        sql<string>`messages.created_at::text`.as('cursor_ts'),
        sql<string[]>`array(
          select p.user_id::text from conversation_participants p
          where p.conversation_id = messages.conversation_id and p.user_id <> messages.sender_id
            and p.last_read_at >= messages.created_at
          order by p.user_id)`.as('read_by'),
      ])
      .executeTakeFirst(),

  /** The other participants not across a block from the caller: who hears about what the caller does here. */
  async audience(tx: Tx, conversationId: string) {
    const { rows } = await sql<{ user_id: string }>`${audienceOf(conversationId)}`.execute(tx);
    return rows.map((r) => r.user_id);
  },

  /**
   * Before a send, in one round trip: whether the caller is in the conversation and suspended, the other
   * participants with nothing unread yet (they get a notice) and those who hear about it live.
   */
  async sendContext(tx: Tx, conversationId: string) {
    const { rows } = await sql<{ member: boolean; suspended: boolean; caught_up: string[]; audience: string[] }>`
      select social_is_participant(${conversationId}::uuid, ${me}) as member,
             social_is_suspended(${me}) as suspended,
             array(${caughtUpIn(conversationId)}) as caught_up,
             array(${audienceOf(conversationId)}) as audience`.execute(tx);
    return rows[0]!;
  },

  /**
   * Moves the caller's read mark to the newest message they can see (never backwards): a message still being sent
   * when they read is not counted as read. Gives the mark before and after; undefined when not a participant.
   */
  async markRead(tx: Tx, conversationId: string) {
    const current = await tx
      .selectFrom('conversation_participants')
      .select('last_read_at')
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', me)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const { rows } = await sql<{ last_read_at: Date | null }>`
      update conversation_participants p
      set last_read_at = greatest(p.last_read_at,
        (select max(m.created_at) from messages m where m.conversation_id = p.conversation_id))
      where p.conversation_id = ${conversationId} and p.user_id = ${me}
      returning p.last_read_at`.execute(tx);
    return { before: current.last_read_at, after: rows[0]?.last_read_at ?? null };
  },

  async unreadTotal(tx: Tx) {
    const { rows } = await sql<{ total: string }>`
      select count(*) as total from conversation_participants p
      join messages m on m.conversation_id = p.conversation_id
      where p.user_id = ${me} and m.sender_id <> ${me}
        and m.created_at > coalesce(p.last_read_at, '-infinity'::timestamptz)`.execute(tx);
    return Number(rows[0]?.total ?? 0);
  },
};
