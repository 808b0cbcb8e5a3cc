import {
  SIDE_INCOME_KINDS,
  decimalToAmount,
  minorUnitsToDecimal,
  toMinorUnits,
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
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { addSideIncomeSourceFromHustle } from '#modules/finance/index.ts';
import {
  hustlesRepository as repo,
  type HustleCommentRow,
  type HustlePageKey,
  type HustleRow,
  type HustleValues,
} from './hustles.repository.ts';
import { marketRateLimited } from './listings.service.ts';
import { deliverNotices, writeNotices } from './social-notify.ts';

type Deps = Pick<AppDeps, 'db' | 'rateLimits'> & Parameters<typeof deliverNotices>[0];
type Paged<T> = { data: T[]; next_cursor: string | null };

/** Words a search may hold: more would only make the query slower, never the answer better. */
const SEARCH_WORDS_MAX = 10;
/** What a side income source's notes hold (the finance contract's limit). */
const SIDE_INCOME_NOTES_MAX = 1_000;

const suspended = () =>
  new AppError(
    403,
    'rls_permission',
    "Your account is suspended: you can't post hustles or comments for now.",
    'suspended',
  );

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f-]{36}$/i;
const encodeCursor = (key: HustlePageKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor this service made (`withVotes` for the board sorted by votes); anything else is a 400 on `cursor`. */
function decodeCursor(cursor: string | undefined, withVotes: boolean): HustlePageKey | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const votesOk = !withVotes || (typeof key.v === 'number' && Number.isSafeInteger(key.v));
    if (
      votesOk &&
      typeof key.c === 'string' &&
      TIMESTAMP.test(key.c) &&
      typeof key.i === 'string' &&
      UUID.test(key.i)
    ) {
      return withVotes ? { v: key.v as number, c: key.c, i: key.i } : { c: key.c, i: key.i };
    }
  } catch {
    // falls through to the validation error
  }
  throw validationError({ cursor: 'invalid_cursor' });
}

const toDecimal = (amount: number) => minorUnitsToDecimal(toMinorUnits(amount)!);

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
    earnings_min: earnings ? toDecimal(earnings.min) : null,
    earnings_max: earnings?.max != null ? toDecimal(earnings.max) : null,
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

  /** The caller's own hustle, about to be changed; anyone else's is a 404. */
  async function own(t: Tx, id: string) {
    const row = await repo.get(t, id);
    if (!row?.mine) throw notFound();
    if (await repo.isSuspended(t)) throw suspended();
    return row;
  }

  return {
    list: (userId: string, query: z.output<typeof hustleListQuerySchema>): Promise<Paged<Hustle>> =>
      tx(userId, async (t) => {
        const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);
        const top = query.sort === 'top';
        const rows = await repo.page(
          t,
          { words, tag: query.tag, author_id: query.author_id },
          query.sort,
          query.limit,
          decodeCursor(query.cursor, top),
        );
        const page = rows.slice(0, query.limit);
        const last = page.at(-1);
        const next =
          rows.length > query.limit && last
            ? encodeCursor(
                top ? { v: last.vote_count, c: last.cursor_ts, i: last.id } : { c: last.cursor_ts, i: last.id },
              )
            : null;
        return { data: page.map(toHustle), next_cursor: next };
      }),

    get: (userId: string, id: string) => tx(userId, async (t) => toHustle(await visible(t, id))),

    create: (userId: string, input: z.output<typeof hustleInputSchema>) =>
      tx(userId, async (t) => {
        if (await repo.isSuspended(t)) throw suspended();
        if (!(await tryConsume(deps.rateLimits.socialMarketPosts, userId))) throw marketRateLimited();
        const row = await repo.insert(t, {
          title: input.title,
          description: input.description,
          tags: input.tags,
          ...earningsColumns(input.earnings),
        });
        return toHustle(row);
      }),

    update: (userId: string, id: string, patch: z.output<typeof hustlePatchSchema>) =>
      tx(userId, async (t) => {
        await own(t, id);
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

    comments: (userId: string, id: string, page: { limit: number; cursor?: string }): Promise<Paged<HustleComment>> =>
      tx(userId, async (t) => {
        await visible(t, id);
        const after = decodeCursor(page.cursor, false);
        const rows = await repo.comments(t, id, page.limit, after && { c: after.c, i: after.i });
        const items = rows.slice(0, page.limit);
        const last = items.at(-1);
        return {
          data: items.map(toHustleComment),
          next_cursor: rows.length > page.limit && last ? encodeCursor({ c: last.cursor_ts, i: last.id }) : null,
        };
      }),

    /** A comment under a hustle the caller can read; its author is told (social.comment), never across a block. */
    async addComment(userId: string, id: string, input: z.output<typeof hustleCommentInputSchema>) {
      const { comment, notices } = await tx(userId, async (t) => {
        const hustle = await visible(t, id);
        if (await repo.isSuspended(t)) throw suspended();
        if (!(await tryConsume(deps.rateLimits.socialMarketPosts, userId))) throw marketRateLimited();
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
