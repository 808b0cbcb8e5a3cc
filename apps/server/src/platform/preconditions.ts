import { apiErrorSchema } from '@ww/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Context } from 'hono';
import type { Tx } from '#db/with-user-tx.ts';
import { AppError, validationError } from '#platform/errors.ts';

/**
 * Conflict preconditions for edits and deletes made offline (decision 028). The web's outbox sends
 * `If-Match: "<updated_at the user saw>"`; the UPDATE or DELETE then only touches the row if it is still that version,
 * in the same statement (no read-then-write), and a row changed meanwhile is a 412 with nothing changed.
 */

/** The version the client saw, as an ISO timestamp; undefined when the request sets no precondition. */
export type Expected = string | undefined;

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether PostgreSQL reads the timestamp as the same instant JavaScript does: Date.parse rolls 30 February over to
 * 2 March and takes year 0 and offsets past ±15:59, which timestamptz refuses.
 */
function isRealTimestamp(iso: string): boolean {
  if (Number.isNaN(Date.parse(iso))) return false;
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const offsetHours = /[+-](\d{2}):\d{2}$/.exec(iso)?.[1];
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    (offsetHours === undefined || Number(offsetHours) <= 15)
  );
}

export const PRECONDITION_ERROR = {
  code: 'conflict_changed',
  message: 'This was changed on another device since you edited it offline.',
} as const;

export const conflictChanged = () => new AppError(412, 'other', PRECONDITION_ERROR.message, PRECONDITION_ERROR.code);

/** The OpenAPI responses every edit or delete with a precondition lists (beside its description's IF_MATCH_DOC). */
export const preconditionResponses = {
  412: {
    description:
      'If-Match named an updated_at the row no longer has: it was changed on another device meanwhile (code conflict_changed); nothing was changed',
    content: { 'application/json': { schema: apiErrorSchema } },
  },
} as const;

export const IF_MATCH_DOC =
  'With `If-Match: "<updated_at as last read>"` (as an offline edit sends) the change is made only if the row is still that version, else 412 conflict_changed and nothing changes; a 404 means the row was deleted.';

/**
 * Reads If-Match: one quoted (or bare) ISO timestamp, the row's updated_at as the API returned it. `*` asks only that
 * the row exists, which every edit and delete already requires. Anything else is a 400, so a malformed header never
 * silently writes over a newer version.
 */
export function ifMatch(c: Context): Expected {
  const header = c.req.header('if-match');
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return undefined;
  const unquoted = value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  if (!ISO_TIMESTAMP.test(unquoted) || !isRealTimestamp(unquoted)) {
    throw validationError(
      { 'if-match': 'If-Match must be the row’s updated_at in quotes, e.g. "2026-05-04T10:00:00.000Z".' },
      'invalid_if_match',
    );
  }
  return unquoted;
}

/**
 * The WHERE condition "the row is still the version the client saw", at millisecond precision (what JSON carries);
 * always true without a precondition. `column` is the updated_at column, qualified when the statement joins.
 */
export function unchangedSince(expected: Expected, column = 'updated_at'): RawBuilder<boolean> {
  if (expected === undefined) return sql<boolean>`true`;
  return sql<boolean>`date_trunc('milliseconds', ${sql.ref(column)}) = ${expected}::timestamptz`;
}

/**
 * After an UPDATE or DELETE that matched no row: throws the 412 when the client set a precondition and the row is
 * still there (it was changed meanwhile); returns otherwise, and the caller answers its 404 as always (the client reads
 * it as "deleted on another device"). Row-level security limits the check to the user's own rows.
 */
export async function throwIfChanged(
  tx: Tx,
  table: 'expenses' | 'income' | 'fuel_log' | 'maintenance_records' | 'storage_items' | 'safety_run_items',
  where: { id: string; run_id?: string },
  expected: Expected,
): Promise<void> {
  if (expected === undefined) return;
  const run = where.run_id === undefined ? sql`` : sql` and run_id = ${where.run_id}`;
  const { rows } = await sql`select 1 from ${sql.table(table)} where id = ${where.id}${run}`.execute(tx);
  if (rows.length > 0) throw conflictChanged();
}
