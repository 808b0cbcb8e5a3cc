// The finance module as the server and other modules use it: its services, built once by the composition root
// (src/services.ts) and shared by the API, Pam and the demo account; its routes; the user's finance preferences; the
// expenses another record (a fill-up, a repair) keeps in step with itself, each inside the caller's transaction; the
// spending between two dates as a column of another module's query; and the side income sources added from the
// Hustle Board.
import { sql, type Expression } from 'kysely';
import type { Tx } from '#db/with-user-tx.ts';
import { budgetAlertsAfterExpense, createBudgetsService } from './budgets.service.ts';
import { createCategoryRulesService } from './category-rules.service.ts';
import { createExchangeRatesService } from './exchange-rates.service.ts';
import { expensesRepository, type ExpenseValues } from './expenses.repository.ts';
import { createExpensesService } from './expenses.service.ts';
import { createFinanceSummaryService } from './finance-summary.service.ts';
import { createFinanceImportService, type FinanceImportDeps } from './import/import.service.ts';
import { createIncomeService } from './income.service.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createSavingsGoalsService } from './savings-goals.service.ts';
import type { SideIncomeValues } from './side-income.repository.ts';
import { createSideIncomeService } from './side-income.service.ts';

export { budgetsRoutes } from './budgets.routes.ts';
export { categoryRulesRoutes } from './category-rules.routes.ts';
export { exchangeRatesRoutes } from './exchange-rates.routes.ts';
export { expensesRoutes } from './expenses.routes.ts';
export { financePreferences } from './finance-preferences.ts';
export { financeSummaryRoutes } from './finance-summary.routes.ts';
export { financeImportRoutes } from './import/import.routes.ts';
// The bank import's work on worker threads: src/worker.ts runs these.
export { readStatement, readStatementTask, renderImport, renderImportTask } from './import/import-tasks.ts';
export { incomeRoutes } from './income.routes.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { savingsGoalsRoutes } from './savings-goals.routes.ts';
export { sideIncomeRoutes } from './side-income.routes.ts';
export type { ExpenseValues as RecordedExpense };

export function createFinanceServices(deps: FinanceImportDeps) {
  return {
    statementImport: createFinanceImportService(deps),
    expenses: createExpensesService(deps),
    income: createIncomeService(deps),
    budgets: createBudgetsService(deps),
    savingsGoals: createSavingsGoalsService(deps),
    exchangeRates: createExchangeRatesService(deps),
    categoryRules: createCategoryRulesService(deps),
    sideIncome: createSideIncomeService(deps),
    notifications: createNotificationsService(deps),
    summary: createFinanceSummaryService(deps),
  };
}
export type FinanceServices = ReturnType<typeof createFinanceServices>;

/**
 * The caller's side income source (Make Money tracker) added from a Hustle Board idea, as a column of another
 * module's query (row-level security keeps it to the caller's own); null when they have not tried it.
 */
export const sideIncomeSourceFromHustle = (hustleId: Expression<string>) =>
  sql<string | null>`(select s.id from side_income_sources s where s.hustle_id = ${hustleId} limit 1)`;

/**
 * Adds a Hustle Board idea to the caller's Make Money tracker as a side income source remembering the hustle, once
 * per hustle: the source already added from it when there is one (`created` false).
 */
export async function addSideIncomeSourceFromHustle(
  tx: Tx,
  hustleId: string,
  values: SideIncomeValues,
): Promise<{ id: string; name: string; kind: string; created: boolean }> {
  const added = await tx
    .insertInto('side_income_sources')
    .values({ ...values, hustle_id: hustleId })
    .onConflict((oc) => oc.columns(['user_id', 'hustle_id']).where('hustle_id', 'is not', null).doNothing())
    .returning(['id', 'name', 'kind'])
    .executeTakeFirst();
  if (added) return { ...added, created: true };
  const existing = await tx
    .selectFrom('side_income_sources')
    .select(['id', 'name', 'kind'])
    .where('hustle_id', '=', hustleId)
    .executeTakeFirstOrThrow();
  return { ...existing, created: false };
}

/**
 * Keeps the expense another record (a fill-up, a repair) made in step with `values`: a new expense when `id` is null,
 * else that one brought in line; either way the budget alerts it crosses are raised (when wanted). Gives the
 * expense's id; null when the expense is gone (the user deleted it in Wins).
 */
export async function syncRecordedExpense(
  tx: Tx,
  id: string | null,
  values: ExpenseValues,
  prefs: { budgetAlerts: boolean },
): Promise<string | null> {
  const expense = id ? await expensesRepository.update(tx, id, values) : await expensesRepository.insert(tx, values);
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
