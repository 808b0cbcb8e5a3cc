// The finance module as other modules use it: the user's finance preferences, the expenses another record (a
// fill-up, a repair) keeps in step with itself, each inside the caller's transaction, the spending between two
// dates as a column of another module's query, and the services the demo account is filled through.
import { sql, type Expression } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { budgetAlertsAfterExpense } from './budgets.service.ts';
import { expensesRepository, type ExpenseValues } from './expenses.repository.ts';

export { createBudgetsService } from './budgets.service.ts';
export { createExpensesService } from './expenses.service.ts';
export { createFinanceSummaryService } from './finance-summary.service.ts';
export { financePreferences } from './finance-preferences.ts';
export { createIncomeService } from './income.service.ts';
export { createSavingsGoalsService } from './savings-goals.service.ts';
export { createSideIncomeService } from './side-income.service.ts';
export type { ExpenseValues as RecordedExpense };

/** Saves a new expense and raises the budget alerts it crosses (when wanted); gives the expense's id. */
export async function recordExpense(tx: Tx, values: ExpenseValues, prefs: { budgetAlerts: boolean }): Promise<string> {
  const expense = await expensesRepository.insert(tx, values);
  await budgetAlertsAfterExpense(tx, expense, prefs);
  return expense.id;
}

/**
 * Brings a recorded expense in line with `values` and raises the budget alerts it crosses (when wanted); null when
 * the expense is gone (the user deleted it in Wins).
 */
export async function updateRecordedExpense(
  tx: Tx,
  id: string,
  values: ExpenseValues,
  prefs: { budgetAlerts: boolean },
): Promise<string | null> {
  const expense = await expensesRepository.update(tx, id, values);
  if (!expense) return null;
  await budgetAlertsAfterExpense(tx, expense, prefs);
  return expense.id;
}

/** Deletes a recorded expense; false when it was already gone. */
export const deleteRecordedExpense = (tx: Tx, id: string): Promise<boolean> => expensesRepository.remove(tx, id);

/**
 * Per currency, the user's expenses dated from `from` to `to` (inclusive; row-level security keeps them to the
 * user's own), as a jsonb list of { currency, total } by currency, empty when there are none: a column for another
 * module's query, whose own columns `from` and `to` may name.
 */
export const spendingBetween = (from: Expression<string | null>, to: Expression<string | null>) =>
  sql<{ currency: string; total: number | string }[]>`coalesce((
    select jsonb_agg(jsonb_build_object('currency', x.currency, 'total', x.total) order by x.currency)
    from (
      select e.currency, sum(e.amount) as total from expenses e
      where e.date between ${from} and ${to}
      group by e.currency
    ) x
  ), '[]'::jsonb)`;
