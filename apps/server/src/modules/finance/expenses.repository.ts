import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { Tx } from '#db/with-user-tx.ts';
import { afterCursor, cursorTimestamp, decodeCursor } from '#platform/pagination.ts';
import { unchangedSince, type Expected } from '#platform/preconditions.ts';

export const expenseColumns = [
  'id',
  'user_id',
  'amount',
  'currency',
  'category',
  'date',
  'description',
  'created_at',
  'updated_at',
] as const;

export type ExpenseFilter = { from?: string; to?: string; category?: string; q?: string };
export type ExpenseValues = { amount: number; currency: string; category: string; date: string; description: string };

function filterWhere(eb: ExpressionBuilder<Database, 'expenses'>, f: ExpenseFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (f.from) conditions.push(eb('date', '>=', f.from));
  if (f.to) conditions.push(eb('date', '<=', f.to));
  if (f.category) conditions.push(eb('category', '=', f.category));
  // position() rather than ILIKE: the user's text needs no escaping of % and _.
  if (f.q) conditions.push(sql<SqlBool>`position(${f.q.toLowerCase()} in lower(description)) > 0`);
  return eb.and(conditions);
}

export const expensesRepository = {
  /** One page, newest date first; one row more than asked tells whether another page follows. */
  page(tx: Tx, f: ExpenseFilter, limit: number, cursor?: string) {
    const key = cursor ? decodeCursor(cursor) : undefined;
    return tx
      .selectFrom('expenses')
      .select([...expenseColumns, cursorTimestamp])
      .where((eb) => filterWhere(eb, f))
      .$if(!!key, (qb) => qb.where(afterCursor(key!)))
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
  },

  /** Sum and count per currency of every row the filter matches. */
  totals(tx: Tx, f: ExpenseFilter) {
    return tx
      .selectFrom('expenses')
      .select(['currency', sql<string>`sum(amount)::text`.as('total'), sql<number>`count(*)::int`.as('count')])
      .where((eb) => filterWhere(eb, f))
      .groupBy('currency')
      .orderBy('currency')
      .execute();
  },

  byId: (tx: Tx, id: string) =>
    tx.selectFrom('expenses').select(expenseColumns).where('id', '=', id).executeTakeFirst(),

  insert: (tx: Tx, values: ExpenseValues) =>
    tx.insertInto('expenses').values(values).returning(expenseColumns).executeTakeFirstOrThrow(),

  /** Undefined when there is no such row, or (with `expected`) it is no longer the version the client saw. */
  update: (tx: Tx, id: string, values: Partial<ExpenseValues>, expected?: Expected) =>
    tx
      .updateTable('expenses')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where(unchangedSince(expected))
      .returning(expenseColumns)
      .executeTakeFirst(),

  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('expenses').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type ExpenseRow = Awaited<ReturnType<typeof expensesRepository.insert>>;
