import { sql, type SqlBool } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { beforeCreatedKey, decodeCreatedCursor } from '#platform/pagination.ts';

type Card = { display_name: string | null; avatar_url: string | null };
const me = sql<string>`current_app_user_id()`;

export type GroupValues = { name: string; description: string; rules: string; join_policy: string };
export type GroupFilter = { q?: string; mine: boolean };

/**
 * A group as the caller sees it: its size (social_group_member_count, members or not), the owner's card and the
 * caller's own membership row, the only one row-level security always shows them.
 */
const groupQuery = (tx: Tx) =>
  tx
    .selectFrom('social_groups as g')
    .leftJoin('group_members as m', (j) => j.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', me))
    .crossJoin(sql<Card>`lateral social_user_card(g.owner_id)`.as('card'))
    .select([
      'g.id',
      'g.name',
      'g.description',
      'g.rules',
      'g.join_policy',
      'g.owner_id',
      'g.created_at',
      'g.updated_at',
      sql<string>`g.created_at::text`.as('cursor_ts'),
      sql<number>`social_group_member_count(g.id)`.as('member_count'),
      'm.role as my_role',
      'm.status as my_status',
      'card.display_name as owner_name',
      'card.avatar_url as owner_avatar',
    ]);

export const groupsRepository = {
  /** One page, newest first; one row more than asked tells whether another page follows. */
  page(tx: Tx, f: GroupFilter, limit: number, cursor?: string) {
    const key = cursor ? decodeCreatedCursor(cursor) : undefined;
    return (
      groupQuery(tx)
        // position() rather than ILIKE: the user's text needs no escaping of % and _.
        .$if(!!f.q, (qb) => qb.where(sql<SqlBool>`position(${f.q!.toLowerCase()} in lower(g.name)) > 0`))
        .$if(f.mine, (qb) => qb.where('m.user_id', 'is not', null))
        .$if(!!key, (qb) => qb.where(beforeCreatedKey(key!, 'g.created_at', 'g.id')))
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(limit + 1)
        .execute()
    );
  },

  get: (tx: Tx, id: string) => groupQuery(tx).where('g.id', '=', id).executeTakeFirst(),

  /** The creator becomes its owner in the same statement (trigger of 0016). */
  insert: (tx: Tx, values: GroupValues) =>
    tx.insertInto('social_groups').values(values).returning('id').executeTakeFirstOrThrow(),

  update: (tx: Tx, id: string, values: Partial<GroupValues>) =>
    tx
      .updateTable('social_groups')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('social_groups').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  setOwner: (tx: Tx, id: string, ownerId: string) =>
    tx
      .updateTable('social_groups')
      .set({ owner_id: ownerId, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Joins as the caller: the insert policy makes it active in an open group and pending in a request group. */
  join: (tx: Tx, groupId: string) =>
    tx
      .insertInto('group_members')
      .values((eb) => ({
        group_id: groupId,
        status: eb
          .selectFrom('social_groups')
          .select(sql<string>`case join_policy when 'open' then 'active' else 'pending' end`.as('status'))
          .where('id', '=', groupId),
      }))
      .returning(['status'])
      .executeTakeFirstOrThrow(),

  /** Owner and moderators, for a join request's notice (asked by someone with a row in the group). */
  managers: async (tx: Tx, groupId: string) =>
    (await sql<{ user_id: string }>`select social_group_managers(${groupId}::uuid) as user_id`.execute(tx)).rows.map(
      (r) => r.user_id,
    ),

  /** Members or requests, newest first, without users across a block from the caller. */
  members(tx: Tx, groupId: string, status: string, limit: number, cursor?: string) {
    const key = cursor ? decodeCreatedCursor(cursor) : undefined;
    return tx
      .selectFrom('group_members as gm')
      .crossJoin(sql<Card>`lateral social_user_card(gm.user_id)`.as('card'))
      .select([
        'gm.user_id',
        'gm.role',
        'gm.status',
        'gm.created_at',
        sql<string>`gm.created_at::text`.as('cursor_ts'),
        'card.display_name',
        'card.avatar_url',
      ])
      .where('gm.group_id', '=', groupId)
      .where('gm.status', '=', status)
      .where(
        sql<SqlBool>`(gm.user_id = current_app_user_id() or not social_blocked_between(gm.user_id, current_app_user_id()))`,
      )
      .$if(!!key, (qb) => qb.where(beforeCreatedKey(key!, 'gm.created_at', 'gm.user_id')))
      .orderBy('gm.created_at', 'desc')
      .orderBy('gm.user_id', 'desc')
      .limit(limit + 1)
      .execute();
  },

  member: (tx: Tx, groupId: string, userId: string) =>
    tx
      .selectFrom('group_members as gm')
      .crossJoin(sql<Card>`lateral social_user_card(gm.user_id)`.as('card'))
      .select(['gm.user_id', 'gm.role', 'gm.status', 'gm.created_at', 'card.display_name', 'card.avatar_url'])
      .where('gm.group_id', '=', groupId)
      .where('gm.user_id', '=', userId)
      .executeTakeFirst(),

  setMember: (tx: Tx, groupId: string, userId: string, values: { role?: string; status?: string }) =>
    tx
      .updateTable('group_members')
      .set(values)
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),

  async removeMember(tx: Tx, groupId: string, userId: string) {
    const res = await tx
      .deleteFrom('group_members')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type GroupRow = NonNullable<Awaited<ReturnType<typeof groupsRepository.get>>>;
export type GroupMemberRow = NonNullable<Awaited<ReturnType<typeof groupsRepository.member>>>;
