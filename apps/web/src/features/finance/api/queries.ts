import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EXPENSE_CATEGORIES } from '@ww/contracts';
import { api } from '#shared/lib/api-client.ts';

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

export type SummaryPeriod = 'month' | 'week';

/**
 * The finance feature's one query factory: every read is a `queryOptions` (or `infiniteQueryOptions`) here, key and
 * fetch in one place, used by the feature's hooks; every invalidation and cache write names a key from here. The
 * hierarchy lets one call invalidate a whole family: `financeQueries.expenses.all()` after a save refreshes every
 * filtered list, `financeQueries.all()` everything (the bell's notifications too: they live under 'finance').
 */
export const financeQueries = {
  all: () => ['finance'] as const,
  expenses: {
    all: () => [...financeQueries.all(), 'expenses'] as const,
    list: (filters: ExpenseFilters) =>
      infiniteQueryOptions({
        queryKey: [...financeQueries.expenses.all(), filters] as const,
        initialPageParam: null as string | null,
        queryFn: ({ pageParam, signal }) =>
          api('GET /expenses', { query: { ...filters, cursor: pageParam ?? undefined }, signal }),
        getNextPageParam: (last) => last.next_cursor,
        // A new filter keeps the current rows on screen until its own arrive, instead of flashing a spinner.
        placeholderData: keepPreviousData,
      }),
  },
  income: {
    all: () => [...financeQueries.all(), 'income'] as const,
    list: (filters: IncomeFilters) =>
      infiniteQueryOptions({
        queryKey: [...financeQueries.income.all(), filters] as const,
        initialPageParam: null as string | null,
        queryFn: ({ pageParam, signal }) =>
          api('GET /income', { query: { ...filters, cursor: pageParam ?? undefined }, signal }),
        getNextPageParam: (last) => last.next_cursor,
      }),
  },
  budgetStatus: {
    all: () => [...financeQueries.all(), 'budget-status'] as const,
    /** Spending against every budget in its period containing `date`. */
    at: (date: string) =>
      queryOptions({
        queryKey: [...financeQueries.budgetStatus.all(), date] as const,
        queryFn: async ({ signal }) => (await api('GET /budgets/status', { query: { date }, signal })).data,
      }),
  },
  savingsGoals: {
    all: () => [...financeQueries.all(), 'savings-goals'] as const,
    list: () =>
      queryOptions({
        queryKey: financeQueries.savingsGoals.all(),
        queryFn: async ({ signal }) => (await api('GET /savings-goals', { signal })).data,
      }),
    contributions: (goalId: string) =>
      queryOptions({
        queryKey: [...financeQueries.savingsGoals.all(), goalId, 'contributions'] as const,
        queryFn: async ({ signal }) =>
          (await api('GET /savings-goals/{id}/contributions', { params: { id: goalId }, signal })).data,
      }),
  },
  rates: {
    list: () =>
      queryOptions({
        queryKey: [...financeQueries.all(), 'exchange-rates'] as const,
        queryFn: async ({ signal }) => (await api('GET /exchange-rates', { signal })).data,
      }),
  },
  categoryRules: {
    list: () =>
      queryOptions({
        queryKey: [...financeQueries.all(), 'category-rules'] as const,
        queryFn: async ({ signal }) => (await api('GET /category-rules', { signal })).data,
      }),
  },
  sideIncome: {
    list: () =>
      queryOptions({
        queryKey: [...financeQueries.all(), 'side-income-sources'] as const,
        queryFn: async ({ signal }) => (await api('GET /side-income-sources', { signal })).data,
      }),
  },
  summary: {
    all: () => [...financeQueries.all(), 'summary'] as const,
    of: (period: SummaryPeriod, date: string) =>
      queryOptions({
        queryKey: [...financeQueries.summary.all(), period, date] as const,
        queryFn: async ({ signal }) => (await api('GET /finance/summary', { query: { period, date }, signal })).data,
        // Stepping to the next period keeps the current figures on screen until the new ones arrive.
        placeholderData: keepPreviousData,
      }),
  },
  tips: {
    all: () => [...financeQueries.all(), 'tips'] as const,
    at: (date: string) =>
      queryOptions({
        queryKey: [...financeQueries.tips.all(), date] as const,
        queryFn: async ({ signal }) => (await api('GET /finance/tips', { query: { date }, signal })).data,
      }),
  },
};
