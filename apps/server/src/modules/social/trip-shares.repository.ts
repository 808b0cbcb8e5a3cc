import { sql, type SqlBool } from 'kysely';
import type { TripSnapshot } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { beforeCreatedKey, decodeCreatedCursor } from '#platform/pagination.ts';

type Card = { display_name: string | null; avatar_url: string | null };
const me = sql<string>`current_app_user_id()`;

export type ShareFilter = { scope: 'all' | 'mine' | 'shared_with_me'; groupId?: string };
export type ShareValues = { trip_id: string; audience: string; group_id: string | null; snapshot: TripSnapshot };

/** A share as the caller sees it (row-level security decides which), with its owner's card and group's name. */
const shareQuery = (tx: Tx, withGeometry: boolean) =>
  tx
    .selectFrom('trip_shares as s')
    .leftJoin('social_groups as g', 'g.id', 's.group_id')
    .crossJoin(sql<Card>`lateral social_user_card(s.owner_id)`.as('card'))
    .select([
      's.id',
      's.trip_id',
      's.owner_id',
      's.audience',
      's.group_id',
      'g.name as group_name',
      // Lists leave the route line out: it can hold thousands of points.
      (withGeometry ? sql<unknown>`s.snapshot` : sql<unknown>`s.snapshot - 'geometry'`).as('snapshot'),
      's.created_at',
      's.updated_at',
      sql<string>`s.created_at::text`.as('cursor_ts'),
      'card.display_name as owner_name',
      'card.avatar_url as owner_avatar',
      // Counted under row-level security: comments the caller may see.
      sql<number>`(select count(*) from trip_share_comments c where c.share_id = s.id)::int`.as('comment_count'),
      sql<number>`(select count(*) from trip_share_suggestions x where x.share_id = s.id and x.status = 'open')::int`.as(
        'open_suggestion_count',
      ),
    ]);

const commentColumns = [
  'c.id',
  'c.share_id',
  'c.author_id',
  'c.body',
  'c.created_at',
  'c.hidden_at',
  'c.hidden_reason',
  sql<string>`c.created_at::text`.as('cursor_ts'),
  'card.display_name',
  'card.avatar_url',
] as const;

const suggestionColumns = [
  'x.id',
  'x.share_id',
  'x.author_id',
  'x.name',
  'x.latitude',
  'x.longitude',
  'x.note',
  'x.status',
  'x.created_at',
  'x.decided_at',
  sql<string>`x.created_at::text`.as('cursor_ts'),
  'card.display_name',
  'card.avatar_url',
] as const;

export const tripSharesRepository = {
  /** One page, newest first; one row more than asked tells whether another page follows. */
  page(tx: Tx, f: ShareFilter, limit: number, cursor?: string) {
    const key = cursor ? decodeCreatedCursor(cursor) : undefined;
    return shareQuery(tx, false)
      .$if(f.scope === 'mine', (qb) => qb.where('s.owner_id', '=', me))
      .$if(f.scope === 'shared_with_me', (qb) => qb.where('s.owner_id', '<>', me))
      .$if(!!f.groupId, (qb) => qb.where('s.group_id', '=', f.groupId!))
      .$if(!!key, (qb) => qb.where(beforeCreatedKey(key!, 's.created_at', 's.id')))
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit + 1)
      .execute();
  },

  get: (tx: Tx, id: string) => shareQuery(tx, true).where('s.id', '=', id).executeTakeFirst(),

  /** The caller's share of this trip with this audience, if any. */
  existing: (tx: Tx, tripId: string, audience: string, groupId: string | null) =>
    tx
      .selectFrom('trip_shares')
      .select('id')
      .where('trip_id', '=', tripId)
      .where('audience', '=', audience)
      .where(sql<SqlBool>`group_id is not distinct from ${groupId}::uuid`)
      .executeTakeFirst(),

  insert: (tx: Tx, v: ShareValues) =>
    tx
      .insertInto('trip_shares')
      // jsonb goes in as text: the pg driver would turn a JS array inside into a Postgres array literal.
      .values({ ...v, snapshot: JSON.stringify(v.snapshot) })
      .returning('id')
      .executeTakeFirstOrThrow(),

  refresh: (tx: Tx, id: string, snapshot: TripSnapshot) =>
    tx
      .updateTable('trip_shares')
      .set({ snapshot: JSON.stringify(snapshot), updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('trip_shares').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /** Who hears of a new friends share: the caller's friends, at most `limit`. */
  friendIds: async (tx: Tx, limit: number) =>
    (
      await tx
        .selectFrom('friendships')
        .select(
          sql<string>`case when requester_id = current_app_user_id() then addressee_id else requester_id end`.as('id'),
        )
        .where('status', '=', 'accepted')
        .orderBy('responded_at', 'desc')
        .limit(limit)
        .execute()
    ).map((r) => r.id),

  /** Whether the caller may see the group (row-level security hides a private one they are not in). */
  groupVisible: async (tx: Tx, groupId: string) =>
    (await tx.selectFrom('social_groups').select('id').where('id', '=', groupId).executeTakeFirst()) !== undefined,

  /** The caller's membership status in the group, or undefined when they never joined. */
  membershipStatus: async (tx: Tx, groupId: string) =>
    (
      await tx
        .selectFrom('group_members')
        .select('status')
        .where('group_id', '=', groupId)
        .where('user_id', '=', me)
        .executeTakeFirst()
    )?.status,

  /** Who hears of a new group share: the group's other active members, at most `limit`. */
  groupMemberIds: async (tx: Tx, groupId: string, limit: number) =>
    (
      await tx
        .selectFrom('group_members')
        .select('user_id')
        .where('group_id', '=', groupId)
        .where('status', '=', 'active')
        .where('user_id', '<>', me)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
    ).map((r) => r.user_id),

  /** The caller's own suspension while it lasts (their row is the one user_suspensions shows them). */
  // ---- comments ----

  comments(tx: Tx, shareId: string, limit: number, cursor?: string) {
    const key = cursor ? decodeCreatedCursor(cursor) : undefined;
    return tx
      .selectFrom('trip_share_comments as c')
      .crossJoin(sql<Card>`lateral social_user_card(c.author_id)`.as('card'))
      .select(commentColumns)
      .where('c.share_id', '=', shareId)
      .$if(!!key, (qb) => qb.where(beforeCreatedKey(key!, 'c.created_at', 'c.id')))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit + 1)
      .execute();
  },

  comment: (tx: Tx, id: string) =>
    tx
      .selectFrom('trip_share_comments as c')
      .crossJoin(sql<Card>`lateral social_user_card(c.author_id)`.as('card'))
      .select(commentColumns)
      .where('c.id', '=', id)
      .executeTakeFirst(),

  insertComment: (tx: Tx, shareId: string, body: string) =>
    tx.insertInto('trip_share_comments').values({ share_id: shareId, body }).returning('id').executeTakeFirstOrThrow(),

  /** Row-level security lets the author or the share's owner delete; false for anyone else. */
  async removeComment(tx: Tx, id: string) {
    const res = await tx.deleteFrom('trip_share_comments').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  // ---- suggestions ----

  suggestions(tx: Tx, shareId: string, status: string | undefined, limit: number, cursor?: string) {
    const key = cursor ? decodeCreatedCursor(cursor) : undefined;
    return tx
      .selectFrom('trip_share_suggestions as x')
      .crossJoin(sql<Card>`lateral social_user_card(x.author_id)`.as('card'))
      .select(suggestionColumns)
      .where('x.share_id', '=', shareId)
      .$if(!!status, (qb) => qb.where('x.status', '=', status!))
      .$if(!!key, (qb) => qb.where(beforeCreatedKey(key!, 'x.created_at', 'x.id')))
      .orderBy('x.created_at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(limit + 1)
      .execute();
  },

  suggestion: (tx: Tx, id: string) =>
    tx
      .selectFrom('trip_share_suggestions as x')
      .crossJoin(sql<Card>`lateral social_user_card(x.author_id)`.as('card'))
      .select(suggestionColumns)
      .where('x.id', '=', id)
      .executeTakeFirst(),

  insertSuggestion: (tx: Tx, shareId: string, v: { name: string; latitude: number; longitude: number; note: string }) =>
    tx
      .insertInto('trip_share_suggestions')
      .values({ share_id: shareId, ...v })
      .returning('id')
      .executeTakeFirstOrThrow(),

  /** Only an open suggestion is decided, once (two owners' tabs deciding at once: the second changes nothing). */
  decide: (tx: Tx, id: string, status: 'accepted' | 'dismissed') =>
    tx
      .updateTable('trip_share_suggestions')
      .set({ status, decided_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning('id')
      .executeTakeFirst(),
};
export type ShareRow = NonNullable<Awaited<ReturnType<typeof tripSharesRepository.get>>>;
export type CommentRow = NonNullable<Awaited<ReturnType<typeof tripSharesRepository.comment>>>;
export type SuggestionRow = NonNullable<Awaited<ReturnType<typeof tripSharesRepository.suggestion>>>;
