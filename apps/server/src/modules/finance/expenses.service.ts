import type { Expense, ExpenseListResponse, ExpenseSavedResponse } from '@ww/contracts';
import { decimalToAmount, expenseInputSchema, expenseListQuerySchema, expensePatchSchema } from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import type { Expected } from '#platform/preconditions.ts';
import { budgetAlertsAfterExpense } from './budgets.service.ts';
import { expensesRepository, type ExpenseRow } from './expenses.repository.ts';
import { financePreferences } from './finance-preferences.ts';
import { ledgerService } from './ledger.service.ts';

export const toExpense = (r: ExpenseRow): Expense => ({
  id: r.id,
  user_id: r.user_id,
  amount: decimalToAmount(r.amount),
  currency: r.currency,
  category: r.category as Expense['category'],
  date: r.date,
  description: r.description,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Expenses, a ledger (ledger.service.ts) whose every save answers with the budget alerts it raises. */
export function createExpensesService(deps: { db: Kysely<Database> }) {
  const ledger = ledgerService(deps, {
    table: 'expenses',
    repo: expensesRepository,
    toItem: toExpense,
    saved: async (t, row, prefs): Promise<ExpenseSavedResponse> => ({
      data: toExpense(row),
      alerts: await budgetAlertsAfterExpense(t, row, prefs ?? (await financePreferences(t))),
    }),
  });
  return {
    list: (userId: string, query: z.output<typeof expenseListQuerySchema>): Promise<ExpenseListResponse> =>
      ledger.list(userId, query),
    create: (userId: string, input: z.output<typeof expenseInputSchema>) => ledger.create(userId, input),
    /** With `expected` (If-Match), only while the row is still the version the client saw: else 412. */
    update: (userId: string, id: string, patch: z.output<typeof expensePatchSchema>, expected?: Expected) =>
      ledger.update(userId, id, patch, expected),
    /** Deletes at once; the row is kept for a restore within FINANCE_LIMITS.restoreWindowMs. */
    remove: ledger.remove,
    /** Undoes a delete: the same expense (id, dates, import key) is back in lists, totals and budgets. */
    restore: ledger.restore,
    /** The lines deleted within the restore window (latest first), for an undo named in words. */
    restorable: ledger.restorable,
  };
}
export type ExpensesService = ReturnType<typeof createExpensesService>;
