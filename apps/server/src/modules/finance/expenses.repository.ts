import { sql, type SqlBool } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { holdsText, ledgerRepository } from './ledger.repository.ts';

export type ExpenseFilter = { from?: string; to?: string; category?: string; q?: string; amount?: number };
export type ExpenseValues = { amount: number; currency: string; category: string; date: string; description: string };

const ledger = ledgerRepository<ExpenseFilter, ExpenseValues>()({
  table: 'expenses',
  columns: ['id', 'user_id', 'amount', 'currency', 'category', 'date', 'description', 'created_at', 'updated_at'],
  narrow: (f) => [
    ...(f.category ? [sql<SqlBool>`category = ${f.category}`] : []),
    ...(f.q ? [holdsText('description', f.q)] : []),
  ],
});

export const expensesRepository = {
  ...ledger,
  async remove(tx: Tx, id: string) {
    const res = await tx.deleteFrom('expenses').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },
};
export type ExpenseRow = Awaited<ReturnType<typeof expensesRepository.insert>>;
