import {
  SIDE_INCOME_KINDS,
  decimalToAmount,
  type Hustle,
  type HustleComment,
  type HustleTryResult,
  hustleCommentInputSchema,
  hustleInputSchema,
  hustleListQuerySchema,
  hustlePatchSchema,
} from '@ww/contracts';
import type { z } from 'zod';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { notFound } from '#platform/errors.ts';
import { addSideIncomeSourceFromHustle } from '#modules/finance/index.ts';
import {
  hustlesRepository as repo,
  type HustleCommentRow,
  type HustlePageKey,
  type HustleRow,
  type HustleValues,
} from './hustles.repository.ts';
import * as offer from './offer-kit.ts';
import { deliverNotices, writeNotices } from './social-notify.ts';

type Deps = Pick<AppDeps, 'db' | 'rateLimits'> & Parameters<typeof deliverNotices>[0];

/** What a side income source's notes hold (the finance contract's limit). */
const SIDE_INCOME_NOTES_MAX = 1_000;

const suspended = offer.suspendedFrom('post hustles or comments');

/** The key of a cursor this service made (`withVotes` for the board sorted by votes). */
const readKey =
  (withVotes: boolean) =>
  (key: Record<string, unknown>): HustlePageKey | undefined => {
    if (!offer.isCursorTimestamp(key.c) || !offer.isCursorId(key.i)) return undefined;
    if (!withVotes) return { c: key.c, i: key.i };
    return typeof key.v === 'number' && Number.isSafeInteger(key.v) ? { v: key.v, c: key.c, i: key.i } : undefined;
  };

export const toHustle = (r: HustleRow): Hustle => ({
  id: r.id,
  author: { id: r.author_id, display_name: r.author_name, avatar_url: r.author_avatar },
  title: r.title,
  description: r.description,
  earnings:
    r.earnings_min !== null && r.currency !== null && r.period !== null
      ? {
          min: decimalToAmount(r.earnings_min),
          max: r.earnings_max === null ? null : decimalToAmount(r.earnings_max),
          currency: r.currency,
          period: r.period as NonNullable<Hustle['earnings']>['period'],
        }
      : null,
  tags: r.tags,
  vote_count: r.shown_vote_count,
  voted_by_me: r.voted_by_me,
  comment_count: r.comment_count,
  side_income_source_id: r.side_income_source_id,
  mine: r.mine,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  hidden_at: r.hidden_at?.toISOString() ?? null,
  hidden_reason: r.hidden_at ? r.hidden_reason : null,
});

export const toHustleComment = (r: HustleCommentRow): HustleComment => ({
  id: r.id,
  hustle_id: r.hustle_id,
  author: { id: r.author_id, display_name: r.author_name, avatar_url: r.author_avatar },
  body: r.body,
  created_at: r.created_at.toISOString(),
  can_delete: r.can_delete,
  hidden_at: r.hidden_at?.toISOString() ?? null,
  hidden_reason: r.hidden_at ? r.hidden_reason : null,
});

/** Earnings as columns: all null when none are given. */
function earningsColumns(earnings: z.output<typeof hustleInputSchema>['earnings']) {
  return {
    earnings_min: earnings ? offer.toDecimal(earnings.min) : null,
    earnings_max: earnings?.max != null ? offer.toDecimal(earnings.max) : null,
    currency: earnings?.currency ?? null,
    period: earnings?.period ?? null,
  };
}

/**
 * The Make Money tracker's kind for a hustle: the first tag naming one of the tracker's kinds ('workamping',
 * 'remote work', 'remote-work'), else 'other'.
 */
export function sideIncomeKindOf(tags: readonly string[]): (typeof SIDE_INCOME_KINDS)[number] {
  for (const tag of tags) {
    const kind = SIDE_INCOME_KINDS.find((k) => k === tag.replace(/[\s-]+/g, '_'));
    if (kind) return kind;
  }
  return 'other';
}

export function createHustlesService(deps: Deps) {
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  /** The hustle when the caller can read it; else a 404, as if it did not exist. */
  async function visible(t: Tx, id: string) {
    const row = await repo.get(t, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: (userId: string, query: z.output<typeof hustleListQuerySchema>): Promise<offer.Paged<Hustle>> =>
      tx(userId, async (t) => {
        const words = offer.searchWords(query.q);
        const top = query.sort === 'top';
        const rows = await repo.page(
          t,
          { words, tag: query.tag, author_id: query.author_id },
          query.sort,
          query.limit,
          offer.decodeCursor(query.cursor, readKey(top)),
        );
        return offer.toPage(rows, query.limit, toHustle, (last) =>
          top ? { v: last.vote_count, c: last.cursor_ts, i: last.id } : { c: last.cursor_ts, i: last.id },
        );
      }),

    get: (userId: string, id: string) => tx(userId, async (t) => toHustle(await visible(t, id))),

    create: (userId: string, input: z.output<typeof hustleInputSchema>) =>
      tx(userId, async (t) => {
        await offer.checkMayPost(t, deps, userId, suspended);
        const { earnings, ...rest } = input;
        return toHustle(await repo.insert(t, { ...rest, ...earningsColumns(earnings) }));
      }),

    update: (userId: string, id: string, patch: z.output<typeof hustlePatchSchema>) =>
      tx(userId, async (t) => {
        await offer.ownOffer(t, await repo.get(t, id), suspended);
        const { earnings, ...rest } = patch;
        const values: Partial<HustleValues> = { ...rest, ...(earnings !== undefined ? earningsColumns(earnings) : {}) };
        const row = await repo.update(t, id, values);
        if (!row) throw notFound();
        return toHustle(row);
      }),

    remove: (userId: string, id: string) =>
      tx(userId, async (t) => {
        if (!(await repo.remove(t, id))) throw notFound();
      }),

    /** One vote per user: voting again changes nothing. Gives the hustle with its new count. */
    vote: (userId: string, id: string) =>
      tx(userId, async (t) => {
        await visible(t, id);
        await repo.vote(t, id);
        return toHustle((await repo.get(t, id))!);
      }),

    unvote: (userId: string, id: string) =>
      tx(userId, async (t) => {
        await visible(t, id);
        await repo.unvote(t, id);
      }),

    comments: (
      userId: string,
      id: string,
      page: { limit: number; cursor?: string },
    ): Promise<offer.Paged<HustleComment>> =>
      tx(userId, async (t) => {
        await visible(t, id);
        const after = offer.decodeCursor(page.cursor, readKey(false));
        const rows = await repo.comments(t, id, page.limit, after && { c: after.c, i: after.i });
        return offer.toPage(rows, page.limit, toHustleComment, (last) => ({ c: last.cursor_ts, i: last.id }));
      }),

    /** A comment under a hustle the caller can read; its author is told (social.comment), never across a block. */
    async addComment(userId: string, id: string, input: z.output<typeof hustleCommentInputSchema>) {
      const { comment, notices } = await tx(userId, async (t) => {
        const hustle = await visible(t, id);
        await offer.checkMayPost(t, deps, userId, suspended);
        const row = await repo.addComment(t, id, input.body);
        const written = await writeNotices(t, [
          {
            recipient: hustle.author_id,
            kind: 'social.comment',
            data: { target_type: 'hustle', hustle_id: id, comment_id: row.id, user_id: userId },
          },
        ]);
        return { comment: toHustleComment(row), notices: written };
      });
      await deliverNotices(deps, notices);
      return comment;
    },

    /** Its author, or the author of the hustle it is under; anyone else gets a 404. */
    removeComment: (userId: string, commentId: string) =>
      tx(userId, async (t) => {
        if (!(await repo.removeComment(t, commentId))) throw notFound();
      }),

    /**
     * "Try this": the hustle, named after its title, in the caller's Make Money tracker (/wins), remembering the
     * hustle; trying again gives the same source.
     */
    tryIt: (userId: string, id: string): Promise<HustleTryResult> =>
      tx(userId, async (t) => {
        const hustle = await visible(t, id);
        const source = await addSideIncomeSourceFromHustle(t, id, {
          name: hustle.title,
          kind: sideIncomeKindOf(hustle.tags),
          notes: hustle.description.slice(0, SIDE_INCOME_NOTES_MAX).trim(),
        });
        return {
          side_income_source_id: source.id,
          hustle_id: id,
          name: source.name,
          kind: source.kind as HustleTryResult['kind'],
          created: source.created,
        };
      }),
  };
}
export type HustlesService = ReturnType<typeof createHustlesService>;
