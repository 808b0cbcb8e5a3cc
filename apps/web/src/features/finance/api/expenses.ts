import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Expense } from '@ww/contracts';
import { api, routeWrite, type ApiBody, type ApiResponse } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { notificationsQueryKey } from '#shared/lib/notifications.ts';
import { financeQueries, type ExpenseFilters } from './queries.ts';
import type { LedgerPage } from './ledger-cache.ts';
import {
  useCreateLedgerRow,
  useUpdateLedgerRow,
  ledgerInvalidates,
  pendingFields,
  withPatch,
  type Ledger,
} from './ledger.ts';

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

/**
 * Expenses newest first, a page at a time (keyset cursor); totals are those of everything the filter matches.
 * `enabled` false while the filters cannot match anything (a reversed period).
 */
export function useExpenseList(filters: ExpenseFilters, enabled = true) {
  const { status } = useAuth();
  return useInfiniteQuery({ ...financeQueries.expenses.list(filters), enabled: enabled && status === 'signed_in' });
}

/** The outbox panel's words for an expense: its name and amount ("Diesel at Moab, $30.00"). */
function useExpenseSummary() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  return (expense: Expense) =>
    `${expense.description.trim() || t(`categories.${expense.category}`)}, ${money.formatMoney(expense.amount, expense.currency)}`;
}

/** The expenses ledger: everything an expense counts in, the lists and the figures (and a budget alert it raises). */
export const EXPENSES: Ledger<Expense, ExpenseFields, ExpenseFilters> = {
  kind: 'expense',
  writes: {
    create: (json) => routeWrite('POST /expenses', { json }),
    update: (id, json) => routeWrite('PATCH /expenses/{id}', { params: { id }, json }),
    remove: (id) => routeWrite('DELETE /expenses/{id}', { params: { id } }),
  },
  lists: financeQueries.expenses.all(),
  invalidate: ledgerInvalidates(financeQueries.expenses.all(), notificationsQueryKey),
  alsoChanged: [],
  matches: matchesFilters,
  useSummary: useExpenseSummary,
  pending: (fields, id, userId, currency) => ({
    ...pendingFields(fields, id, userId, currency),
    category: fields.category,
    description: (fields.description ?? '').trim(),
  }),
  patched: (expense, patch) => ({
    ...withPatch(expense, patch),
    description: (patch.description ?? expense.description).trim(),
  }),
  restoreOnServer: async (id) => {
    await api('POST /expenses/{id}/restore', { params: { id } });
  },
};

export const useCreateExpense = () =>
  useCreateLedgerRow<Expense, ExpenseFields, ExpenseFilters, ExpenseSaved>(EXPENSES);
export const useUpdateExpense = () =>
  useUpdateLedgerRow<Expense, ExpenseFields, ExpenseFilters, ExpenseSaved>(EXPENSES);
