import { sql, type Expression, type SqlBool } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { sideIncomeSourceFromHustle } from '#modules/finance/index.ts';
import { offerWrites, userCard, wordsWhere } from './offer-kit.ts';

/**
 * The Hustle Board's SQL, always inside the caller's request transaction: row-level security keeps hustles and
 * comments of users across a block, and hidden ones (unless the caller's own), out of every query here.
 */

const me = sql<string>`current_app_user_id()`;

export type HustleValues = {
  title: string;
  description: string;
  /** Exact decimal text ('12.50'), never a float; null with no earnings given. */
  earnings_min: string | null;
  earnings_max: string | null;
  currency: string | null;
  period: string | null;
  tags: string[];
};

/** Where a page ends: (created_at text, id), led by the vote count when sorted by votes. */
export type HustlePageKey = { v?: number; c: string; i: string };
export type HustleFilter = { words: string[]; tag?: string; author_id?: string };

const selectHustles = (tx: Tx) =>
  tx
    .selectFrom('hustles as h')
    .innerJoin(userCard('h.author_id'), (j) => j.onTrue())
    .select([
      'h.id',
      'h.author_id',
      'h.title',
      'h.description',
      'h.earnings_min',
      'h.earnings_max',
      'h.currency',
      'h.period',
      'h.tags',
      'h.vote_count',
      // What the caller is shown (withShownVotes); vote_count itself orders the board.
      sql<number>`h.vote_count`.as('shown_vote_count'),
      'h.created_at',
      'h.updated_at',
      'h.hidden_at',
      'h.hidden_reason',
      sql<string>`h.created_at::text`.as('cursor_ts'),
      sql<boolean>`h.author_id = ${me}`.as('mine'),
      sql<string | null>`c.display_name`.as('author_name'),
      sql<string | null>`c.avatar_url`.as('author_avatar'),
      sql<boolean>`exists (select 1 from hustle_votes v where v.hustle_id = h.id and v.user_id = ${me})`.as(
        'voted_by_me',
      ),
      // Comments the caller can read (their policy leaves out hidden ones and those across a block).
      sql<number>`(select count(*)::int from hustle_comments hc where hc.hustle_id = h.id)`.as('comment_count'),
      sideIncomeSourceFromHustle(sql.ref('h.id')).as('side_income_source_id'),
    ]);
export type HustleRow = Awaited<ReturnType<ReturnType<typeof selectHustles>['executeTakeFirstOrThrow']>>;

/** The votes the caller is shown: without those of users across a block from them (one call per page). */
async function withShownVotes(tx: Tx, rows: HustleRow[]): Promise<HustleRow[]> {
  const voted = rows.filter((r) => r.vote_count > 0).map((r) => r.id);
  if (voted.length === 0) return rows;
  const { rows: hidden } = await sql<{ hustle_id: string; votes: number }>`select hustle_id, votes
    from social_hustle_hidden_votes(${sql.val(voted)}::uuid[])`.execute(tx);
  const byHustle = new Map(hidden.map((h) => [h.hustle_id, h.votes]));
  return rows.map((r) => ({ ...r, shown_vote_count: Math.max(r.vote_count - (byHustle.get(r.id) ?? 0), 0) }));
}

const selectComments = (tx: Tx) =>
  tx
    .selectFrom('hustle_comments as hc')
    .innerJoin(userCard('hc.author_id'), (j) => j.onTrue())
    .select([
      'hc.id',
      'hc.hustle_id',
      'hc.author_id',
      'hc.body',
      'hc.created_at',
      'hc.hidden_at',
      'hc.hidden_reason',
      sql<string>`hc.created_at::text`.as('cursor_ts'),
      sql<string | null>`c.display_name`.as('author_name'),
      sql<string | null>`c.avatar_url`.as('author_avatar'),
      sql<boolean>`hc.author_id = ${me} or exists (
        select 1 from hustles h where h.id = hc.hustle_id and h.author_id = ${me})`.as('can_delete'),
    ]);
export type HustleCommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

const get = async (tx: Tx, id: string) =>
  (await withShownVotes(tx, await selectHustles(tx).where('h.id', '=', id).execute())).at(0);
const writes = offerWrites('hustles', 'author_id', get);

export const hustlesRepository = {
  get,

  /** One page (and one row more, to tell whether another follows): most votes first, or newest first. */
  async page(tx: Tx, filter: HustleFilter, sort: 'top' | 'newest', limit: number, after?: HustlePageKey) {
    let query = selectHustles(tx).where((eb) => {
      const conditions: Expression<SqlBool>[] = wordsWhere('h.search_text', filter.words);
      if (filter.tag) conditions.push(sql<SqlBool>`h.tags @> array[${filter.tag}]::text[]`);
      if (filter.author_id) conditions.push(eb('h.author_id', '=', filter.author_id));
      if (after && sort === 'top') {
        conditions.push(
          sql<SqlBool>`(h.vote_count, h.created_at, h.id) < (${after.v ?? 0}::int, ${after.c}::timestamptz, ${after.i}::uuid)`,
        );
      } else if (after) {
        conditions.push(sql<SqlBool>`(h.created_at, h.id) < (${after.c}::timestamptz, ${after.i}::uuid)`);
      }
      return eb.and(conditions);
    });
    if (sort === 'top') query = query.orderBy('h.vote_count', 'desc');
    query = query.orderBy('h.created_at', 'desc').orderBy('h.id', 'desc');
    return withShownVotes(tx, await query.limit(limit + 1).execute());
  },

  insert: (tx: Tx, values: HustleValues) => writes.insert(tx, values),

  /** Only the author's own (row-level security); undefined when not theirs or gone. */
  update: (tx: Tx, id: string, values: Partial<HustleValues>) => writes.update(tx, id, values),

  remove: writes.remove,

  /** The caller's vote; voting again keeps the one vote. */
  async vote(tx: Tx, hustleId: string) {
    await tx
      .insertInto('hustle_votes')
      .values({ hustle_id: hustleId })
      .onConflict((oc) => oc.columns(['hustle_id', 'user_id']).doNothing())
      .execute();
  },

  unvote: (tx: Tx, hustleId: string) =>
    tx.deleteFrom('hustle_votes').where('hustle_id', '=', hustleId).where('user_id', '=', me).execute(),

  getComment: (tx: Tx, id: string) => selectComments(tx).where('hc.id', '=', id).executeTakeFirst(),

  /** Oldest first, one row more than the page to tell whether another follows. */
  comments: (tx: Tx, hustleId: string, limit: number, after?: { c: string; i: string }) =>
    selectComments(tx)
      .where('hc.hustle_id', '=', hustleId)
      .$if(after !== undefined, (q) =>
        q.where(sql<SqlBool>`(hc.created_at, hc.id) > (${after!.c}::timestamptz, ${after!.i}::uuid)`),
      )
      .orderBy('hc.created_at')
      .orderBy('hc.id')
      .limit(limit + 1)
      .execute(),

  async addComment(tx: Tx, hustleId: string, body: string) {
    const { id } = await tx
      .insertInto('hustle_comments')
      .values({ hustle_id: hustleId, body })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await hustlesRepository.getComment(tx, id))!;
  },

  /** Its author, or the hustle's author (row-level security); false when neither or gone. */
  async removeComment(tx: Tx, id: string) {
    const res = await tx.deleteFrom('hustle_comments').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
