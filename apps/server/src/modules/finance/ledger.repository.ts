import { sql, type Expression, type ExpressionBuilder, type InsertObject, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { afterCursor, cursorTimestamp, decodeCursor } from '#platform/pagination.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

/**
 * The ledger kit's SQL: Wins keeps two ledgers, expenses and income, one table each with the same paging (newest date
 * first, keyset cursor), totals per currency, inserts and If-Match updates. Each ledger names its table, its columns
 * and what its filter adds to the period.
 */
export type LedgerTable = 'expenses' | 'income';

// Letters SQL folds to their plain ones, capitals too (lower() leaves them under a C locale): Latin-1's and French's.
const FOLDED: ReadonlyArray<readonly [string, string]> = [
  ['áàâäãåÁÀÂÄÃÅ', 'a'],
  ['éèêëÉÈÊË', 'e'],
  ['íìîïÍÌÎÏ', 'i'],
  ['óòôöõÓÒÔÖÕ', 'o'],
  ['úùûüÚÙÛÜ', 'u'],
  ['çÇ', 'c'],
  ['ñÑ', 'n'],
  ['ýÿÝŸ', 'y'],
  ['œŒ', 'o'],
  ['æÆ', 'a'],
];
const ACCENTED = FOLDED.map(([from]) => from).join('');
const PLAIN = FOLDED.map(([from, to]) => to.repeat([...from].length)).join('');

/**
 * Whether `column` holds the user's text, whatever the case and the accents ("cafe" finds "Café", "CAFÉ" finds
 * "cafe"). position() rather than ILIKE: the user's % and _ are characters, not patterns.
 */
export function holdsText(column: 'description' | 'source', text: string): Expression<SqlBool> {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'o')
    .replace(/æ/g, 'a')
    .toLowerCase();
  return sql<SqlBool>`position(${plain} in translate(lower(${sql.ref(column)}), ${ACCENTED}, ${PLAIN})) > 0`;
}

/** The period every ledger filters by, both ends inclusive. */
/** What every ledger list narrows by: the period, and an exact amount ("the 52 one"). */
export type LedgerPeriod = { from?: string; to?: string; amount?: number };

/**
 * A ledger's repository over its filter F and its written values V: `ledgerRepository<F, V>()({ table, columns })`,
 * the rows typed by the columns named.
 */
export const ledgerRepository =
  <F extends LedgerPeriod, V extends object>() =>
  <T extends LedgerTable, C extends keyof Selectable<Database[T]> & string>(spec: {
    table: T;
    columns: readonly C[];
    /** What the ledger's filter adds to the period (a category, words of the description). */
    narrow?: (f: F) => Expression<SqlBool>[];
  }) =>
    ledgerQueries<F, V, Pick<Selectable<Database[T]>, C>>(spec.table, spec.columns, spec.narrow);

function ledgerQueries<F extends LedgerPeriod, V extends object, Row>(
  table: LedgerTable,
  // Kysely cannot follow a table chosen by a type parameter: the queries are written over the columns the two tables
  // share, and the rows are typed by the ledger's own columns.
  ledgerColumns: readonly string[],
  narrow?: (f: F) => Expression<SqlBool>[],
) {
  const columns = ledgerColumns as readonly ('id' | 'date')[];
  const rows = <R>(query: Promise<unknown>) => query as Promise<R>;
  const where = (f: F) => (eb: ExpressionBuilder<Database, LedgerTable>) =>
    eb.and([
      ...(f.from ? [eb('date', '>=', f.from)] : []),
      ...(f.to ? [eb('date', '<=', f.to)] : []),
      ...(f.amount !== undefined ? [sql<SqlBool>`amount = ${f.amount}`] : []),
      ...(narrow?.(f) ?? []),
    ]);

  return {
    /** One page, newest date first; one row more than asked tells whether another page follows. */
    page: (tx: Tx, f: F, limit: number, cursor?: string) => {
      const key = cursor ? decodeCursor(cursor) : undefined;
      return rows<(Row & { cursor_ts: string })[]>(
        tx
          .selectFrom(table)
          .select([...columns, cursorTimestamp])
          .where(where(f))
          .$if(!!key, (qb) => qb.where(afterCursor(key!)))
          .orderBy('date', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit + 1)
          .execute(),
      );
    },

    /** Sum and count per currency of every row the filter matches. */
    totals: (tx: Tx, f: F) =>
      tx
        .selectFrom(table)
        .select(['currency', sql<string>`sum(amount)::text`.as('total'), sql<number>`count(*)::int`.as('count')])
        .where(where(f))
        .groupBy('currency')
        .orderBy('currency')
        .execute(),

    byId: (tx: Tx, id: string) =>
      rows<Row | undefined>(tx.selectFrom(table).select(columns).where('id', '=', id).executeTakeFirst()),

    insert: (tx: Tx, values: V) =>
      rows<Row>(
        tx
          .insertInto(table)
          .values(values as InsertObject<Database, LedgerTable>)
          .returning(columns)
          .executeTakeFirstOrThrow(),
      ),

    /** Undefined when there is no such row, or (with `expected`) it is no longer the version the client saw. */
    update: (tx: Tx, id: string, values: Partial<V>, expected?: Expected) =>
      rows<Row | undefined>(
        tx
          .updateTable(table)
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', id)
          .where(unchangedSince(expected))
          .returning(columns)
          .executeTakeFirst(),
      ),
  };
}
