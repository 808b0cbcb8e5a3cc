import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { financeQueries, type ExpenseFilters } from './queries.ts';
import { invalidateMoneyFigures, prependRow, removeRow, type LedgerPage, type LedgerPages } from './ledger-cache.ts';

export type ExpenseListPage = LedgerPage<Expense>;

/** What a new expense is sent with, as POST /expenses declares it. */
export type ExpenseFields = ApiBody<'POST /expenses'>;

export type ExpenseSaved = ApiResponse<'POST /expenses'>;

/** The query string of a filter; empty filter values are left out. */
export function expenseQuery(filters: ExpenseFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether an expense belongs in a list with these filters (the server's `q` matches the description). */
export function matchesFilters(expense: Expense, filters: ExpenseFilters): boolean {
  if (filters.from && expense.date < filters.from) return false;
  if (filters.to && expense.date > filters.to) return false;
  if (filters.category && expense.category !== filters.category) return false;
  if (filters.q && !expense.description.toLowerCase().includes(filters.q.toLowerCase())) return false;
  return true;
}

/** Expenses newest first, a page at a time (keyset cursor); totals are those of everything the filter matches. */
/** The expenses the filters match; `enabled` false while the filters cannot match anything (a reversed period). */
export function useExpenseList(filters: ExpenseFilters, enabled = true) {
  const { status } = useAuth();
  return useInfiniteQuery({ ...financeQueries.expenses.list(filters), enabled: enabled && status === 'signed_in' });
}

export function useCreateExpense(filters: ExpenseFilters) {
  const queryClient = useQueryClient();
  return useMutation<ExpenseSaved, ApiRequestError, ExpenseFields>({
    mutationFn: (fields) => api('POST /expenses', { json: fields }),
    onSuccess: ({ data, alerts }) => {
      // Lists under other filters load afresh when shown; the one on screen gets the new row first (SPEC §4).
      void queryClient.invalidateQueries({ queryKey: financeQueries.expenses.all(), refetchType: 'none' });
      if (matchesFilters(data, filters)) {
        queryClient.setQueryData<LedgerPages<Expense>>(financeQueries.expenses.list(filters).queryKey, (pages) =>
          pages ? prependRow(pages, data) : pages,
        );
      }
      invalidateMoneyFigures(queryClient, { notifications: alerts.length > 0 });
    },
  });
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation<ExpenseSaved, ApiRequestError, { id: string; patch: Partial<ExpenseFields> }>({
    mutationFn: ({ id, patch }) => api('PATCH /expenses/{id}', { params: { id }, json: patch }),
    onSuccess: ({ alerts }) => {
      // SPEC §4: updating reloads the list (the date may have moved the row, the amount the totals).
      void queryClient.invalidateQueries({ queryKey: financeQueries.expenses.all() });
      invalidateMoneyFigures(queryClient, { notifications: alerts.length > 0 });
    },
  });
}

export function deleteExpense(id: string): Promise<void> {
  return api('DELETE /expenses/{id}', { params: { id } });
}

/** Undoes a delete on the server (within FINANCE_LIMITS.restoreWindowMs): the same expense is back. */
export async function restoreExpense(id: string): Promise<void> {
  await api('POST /expenses/{id}/restore', { params: { id } });
}

/** A restored expense may belong in any list and total: they reload. */
export function useRestoredExpense() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: financeQueries.expenses.all() });
    invalidateMoneyFigures(queryClient);
  };
}

/** Takes a deleted expense out of every cached list that holds it. */
export function useForgetExpense() {
  const queryClient = useQueryClient();
  return (expense: Expense) => {
    // Lists whose loaded pages lack the row may still count it in their totals: they reload when next shown.
    void queryClient.invalidateQueries({ queryKey: financeQueries.expenses.all(), refetchType: 'none' });
    queryClient.setQueriesData<LedgerPages<Expense>>({ queryKey: financeQueries.expenses.all() }, (pages) =>
      pages?.pages.some((page) => page.data.some((item) => item.id === expense.id))
        ? removeRow(pages, expense)
        : undefined,
    );
    invalidateMoneyFigures(queryClient);
  };
}
