import { minorUnitsToDecimal, SOCIAL_LIMITS, toMinorUnits } from '@ww/contracts';
import { sql, type SqlBool } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import { tryConsume } from '#platform/rate-limits.ts';
import { isSuspended } from './suspension.ts';

export { suspendedFrom } from './suspension.ts';

/**
 * The offer kit: what the Marketplace's listings and the Hustle Board's hustles share. Both are offers a user posts
 * and others search by words, paged by an opaque cursor; posting is refused while the account is suspended and
 * counted against one rate limit; only the offer's own user may change or delete it (row-level security), anyone
 * else's is a 404. What is each one's own (prices and places, earnings, votes and comments) stays in its files.
 */

export type Paged<T> = { data: T[]; next_cursor: string | null };
type OfferTable = 'listings' | 'hustles';

const me = sql<string>`current_app_user_id()`;

/** Words a search may hold: more would only make the query slower, never the answer better. */
const SEARCH_WORDS_MAX = 10;

/** The words of a search, at most SEARCH_WORDS_MAX. */
export const searchWords = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX);

/** Every word somewhere in the offer's title or description, both folded (case and accents) the same way. */
export const wordsWhere = (searchText: 'l.search_text' | 'h.search_text', words: string[]) =>
  words.map((word) => sql<SqlBool>`strpos(${sql.ref(searchText)}, market_fold(${word})) > 0`);

/** An amount the contract accepted (at most 2 decimals) as the exact decimal text numeric(12,2) stores. */
export const toDecimal = (amount: number) => minorUnitsToDecimal(toMinorUnits(amount)!);

/** The name and picture of the user an offer or comment is by (null fields across a block or without a profile). */
export const userCard = (column: 'l.seller_id' | 'h.author_id' | 'hc.author_id') =>
  sql<{ display_name: string | null; avatar_url: string | null }>`social_user_card(${sql.ref(column)})`.as('c');

export const marketRateLimited = () =>
  new AppError(
    429,
    'other',
    `You can post at most ${SOCIAL_LIMITS.postsPerMinute} listings, hustles or comments a minute. Please try again shortly.`,
    'rate_limited',
  );

/** Refuses a post (an offer or a comment) while the caller is suspended or past the market's rate limit. */
export async function checkMayPost(
  t: Tx,
  deps: Pick<AppDeps, 'rateLimits'>,
  userId: string,
  suspended: () => AppError,
): Promise<void> {
  if (await isSuspended(t)) throw suspended();
  if (!(await tryConsume(deps.rateLimits.socialMarketPosts, userId))) throw marketRateLimited();
}

/** The caller's own offer, about to be changed: anyone else's is a 404; a suspended caller gets `suspended()`. */
export async function ownOffer<Row extends { mine: boolean }>(
  t: Tx,
  row: Row | undefined,
  suspended: () => AppError,
): Promise<Row> {
  if (!row?.mine) throw notFound();
  if (await isSuspended(t)) throw suspended();
  return row;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f-]{36}$/i;
export const isCursorTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && TIMESTAMP.test(value);
export const isCursorId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const encodeCursor = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key of a cursor this service made, as `read` accepts it; anything else is a 400 on `cursor`. */
export function decodeCursor<K>(cursor: string | undefined, read: (key: Record<string, unknown>) => K | undefined) {
  if (cursor === undefined) return undefined;
  try {
    const key = read(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>);
    if (key) return key;
  } catch {
    // falls through to the validation error
  }
  throw validationError({ cursor: 'invalid_cursor' });
}

/** A page of `limit` items from `limit + 1` rows, with the cursor after its last row when another page follows. */
export function toPage<R, T>(rows: R[], limit: number, toItem: (row: R) => T, keyOf: (last: R) => object): Paged<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { data: page.map(toItem), next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * An offer table's writes, each answered with the row as `get` reads it: an insert; an update and a delete of the
 * caller's own only (undefined and false otherwise, as when it is gone).
 */
export function offerWrites<Row>(
  table: OfferTable,
  owner: 'seller_id' | 'author_id',
  get: (tx: Tx, id: string) => Promise<Row | undefined>,
) {
  const mine = sql<SqlBool>`${sql.ref(owner)} = ${me}`;
  return {
    insert: async (tx: Tx, values: object): Promise<Row> => {
      const { id } = await tx
        .insertInto(table)
        .values(values as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await get(tx, id))!;
    },

    update: async (tx: Tx, id: string, values: object): Promise<Row | undefined> => {
      const res = await tx
        .updateTable(table)
        .set({ ...values, updated_at: new Date() } as never)
        .where('id', '=', id)
        .where(mine)
        .returning('id')
        .executeTakeFirst();
      return res ? get(tx, id) : undefined;
    },

    remove: async (tx: Tx, id: string): Promise<boolean> => {
      const res = await tx.deleteFrom(table).where('id', '=', id).where(mine).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
