import { isoDateSchema } from '@ww/contracts';
import { sql } from 'kysely';
import { validationError } from '#platform/errors.ts';

/**
 * Keyset paging over (date desc, created_at desc, id desc). created_at travels as Postgres text so the
 * microseconds survive; a JS Date would round them and skip or repeat rows sharing a millisecond.
 */
type CursorKey = { d: string; c: string; i: string };

export const encodeCursor = (key: CursorKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key a cursor carries; a cursor that was not made by encodeCursor is a 400 naming the `cursor` field. */
export function decodeCursor(cursor: string): CursorKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorKey>;
    if (
      isoDateSchema.safeParse(key.d).success &&
      typeof key.c === 'string' &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(key.c) &&
      typeof key.i === 'string' &&
      /^[0-9a-f-]{36}$/i.test(key.i)
    ) {
      return key as CursorKey;
    }
  } catch {
    // falls through to the validation error
  }
  throw validationError({ cursor: 'invalid_cursor' });
}

/** Rows after the cursor's key in (date desc, created_at desc, id desc) order. */
export const afterCursor = (key: CursorKey) =>
  sql<boolean>`(date, created_at, id) < (${key.d}::date, ${key.c}::timestamptz, ${key.i}::uuid)`;

/** The created_at text a page's last row puts in the next cursor. */
export const cursorTimestamp = sql<string>`created_at::text`.as('cursor_ts');

/**
 * Keyset paging over (created_at desc, id desc), the order of the social lists: the page's last row's created_at
 * (as Postgres text, microseconds intact) and id. A cursor not made here is a 400 naming the `cursor` field.
 */
type CreatedKey = { c: string; i: string };

export const encodeCreatedCursor = (key: CreatedKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCreatedCursor(cursor: string): CreatedKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CreatedKey>;
    if (
      typeof key.c === 'string' &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(key.c) &&
      typeof key.i === 'string' &&
      /^[0-9a-f-]{36}$/i.test(key.i)
    ) {
      return key as CreatedKey;
    }
  } catch {
    // falls through to the validation error
  }
  throw validationError({ cursor: 'invalid_cursor' });
}

/** Rows after the cursor's key in (created_at desc, id desc) order, for these two columns. */
export const beforeCreatedKey = (key: CreatedKey, createdAt: string, id: string) =>
  sql<boolean>`(${sql.ref(createdAt)}, ${sql.ref(id)}) < (${key.c}::timestamptz, ${key.i}::uuid)`;
