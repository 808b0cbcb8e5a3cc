import type { EXPENSE_CATEGORIES } from '@ww/contracts';

/** What an expense list is filtered by; part of its query key, so each filter has its own cached pages. */
export interface ExpenseFilters {
  from?: string;
  to?: string;
  category?: (typeof EXPENSE_CATEGORIES)[number];
  q?: string;
}

export interface IncomeFilters {
  from?: string;
  to?: string;
}

/**
 * Every query key of the finance feature. The hierarchy lets one call invalidate a whole family, e.g.
 * `financeKeys.expensesAll()` after a save refreshes every filtered list, and `financeKeys.all` everything.
 */
export const financeKeys = {
  all: ['finance'] as const,
  expensesAll: () => [...financeKeys.all, 'expenses'] as const,
  expenses: (filters: ExpenseFilters) => [...financeKeys.expensesAll(), filters] as const,
  incomeAll: () => [...financeKeys.all, 'income'] as const,
  income: (filters: IncomeFilters) => [...financeKeys.incomeAll(), filters] as const,
  budgets: () => [...financeKeys.all, 'budgets'] as const,
  budgetStatusAll: () => [...financeKeys.all, 'budget-status'] as const,
  budgetStatus: (date: string) => [...financeKeys.budgetStatusAll(), date] as const,
  savingsGoals: () => [...financeKeys.all, 'savings-goals'] as const,
  contributions: (goalId: string) => [...financeKeys.savingsGoals(), goalId, 'contributions'] as const,
  rates: () => [...financeKeys.all, 'exchange-rates'] as const,
  sideIncome: () => [...financeKeys.all, 'side-income-sources'] as const,
  summaryAll: () => [...financeKeys.all, 'summary'] as const,
  summary: (period: 'month' | 'week', date: string) => [...financeKeys.summaryAll(), period, date] as const,
  tipsAll: () => [...financeKeys.all, 'tips'] as const,
  tips: (date: string) => [...financeKeys.tipsAll(), date] as const,
  notifications: () => [...financeKeys.all, 'notifications'] as const,
};
