import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { afterCursor, cursorTimestamp, decodeCursor } from '#platform/pagination.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

export const incomeColumns = [
  'id',
  'user_id',
  'source',
  'amount',
  'currency',
  'date',
  'recurrence',
  'side_income_source_id',
  'created_at',
  'updated_at',
] as const;

export type IncomeFilter = { from?: string; to?: string };
export type IncomeValues = {
  source: string;
  amount: number;
  currency: string;
  date: string;
  recurrence: string;
  side_income_source_id: string | null;
};

function filterWhere(eb: ExpressionBuilder<Database, 'income'>, f: IncomeFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (f.from) conditions.push(eb('date', '>=', f.from));
  if (f.to) conditions.push(eb('date', '<=', f.to));
  return eb.and(conditions);
}

export const incomeRepository = {
  page(tx: Tx, f: IncomeFilter, limit: number, cursor?: string) {
    const key = cursor ? decodeCursor(cursor) : undefined;
    return tx
      .selectFrom('income')
      .select([...incomeColumns, cursorTimestamp])
      .where((eb) => filterWhere(eb, f))
      .$if(!!key, (qb) => qb.where(afterCursor(key!)))
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
  },

  totals: (tx: Tx, f: IncomeFilter) =>
    tx
      .selectFrom('income')
      .select(['currency', sql<string>`sum(amount)::text`.as('total'), sql<number>`count(*)::int`.as('count')])
      .where((eb) => filterWhere(eb, f))
      .groupBy('currency')
      .orderBy('currency')
      .execute(),

  byId: (tx: Tx, id: string) => tx.selectFrom('income').select(incomeColumns).where('id', '=', id).executeTakeFirst(),

  insert: (tx: Tx, values: IncomeValues) =>
    tx.insertInto('income').values(values).returning(incomeColumns).executeTakeFirstOrThrow(),

  /** Undefined when there is no such row, or (with `expected`) it is no longer the version the client saw. */
  update: (tx: Tx, id: string, values: Partial<IncomeValues>, expected?: Expected) =>
    tx
      .updateTable('income')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .returning(incomeColumns)
      .executeTakeFirst(),
};
export type IncomeRow = Awaited<ReturnType<typeof incomeRepository.insert>>;
