import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { Expense } from '@ww/contracts';
import { api, type ApiBody, type ApiResponse } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { notificationsQueryKey } from '#shared/lib/notifications.ts';
import { useOutboxWrite, useUnsentRows } from '#shared/lib/outbox/index.ts';
import { financeQueries, type ExpenseFilters } from './queries.ts';
import {
  invalidateMoneyFigures,
  keepFirst,
  prependRow,
  removeRow,
  replaceRow,
  updateLedgers,
  type LedgerPage,
  type LedgerPages,
} from './ledger-cache.ts';
import { useLedgerDeletes } from './ledger-deletes.ts';

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

/** Everything an expense counts in: the lists and the figures worked out from them (and a budget alert it raises). */
const EXPENSE_INVALIDATES = [
  financeQueries.expenses.all(),
  financeQueries.summary.all(),
  financeQueries.budgetStatus.all(),
  financeQueries.tips.all(),
  notificationsQueryKey,
] as const;

/** The temporary id (the Idempotency-Key) each expense being created shows under, by the fields it was typed with. */
const pendingIds = new WeakMap<ExpenseFields, string>();

/** The outbox panel's words for an expense: its name and amount ("Diesel at Moab, $30.00"). */
function useExpenseSummary() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  return (expense: Pick<Expense, 'description' | 'category' | 'amount' | 'currency'>) =>
    `${expense.description.trim() || t(`categories.${expense.category}`)}, ${money.formatMoney(expense.amount, expense.currency)}`;
}

/** An expense as the lists show it while the server does not have it yet: as typed, under its temporary id. */
function pendingExpense(fields: ExpenseFields, id: string, userId: string, currency: string): Expense {
  const now = new Date().toISOString();
  return {
    id,
    user_id: userId,
    amount: fields.amount,
    currency: fields.currency ?? currency,
    category: fields.category,
    date: fields.date,
    description: (fields.description ?? '').trim(),
    created_at: now,
    updated_at: now,
  };
}

/** The expense with an edit applied as typed; the fields the edit leaves out stay. */
function patchedExpense(expense: Expense, patch: Partial<ExpenseFields>): Expense {
  const fields = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return { ...expense, ...fields, description: (patch.description ?? expense.description).trim() };
}

const EXPENSE_LISTS = financeQueries.expenses.all();

/**
 * Adds an expense. It goes first in every cached list it belongs to at once (SPEC §4), under its Idempotency-Key as a
 * temporary id; the server's row replaces it as soon as it answers. Offline it stays there, waiting to be sent.
 */
export function useCreateExpense() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const money = useMoneyFormat();
  const summaryOf = useExpenseSummary();
  return useOutboxWrite<ExpenseFields, ExpenseSaved>({
    toWrite: (fields) => ({
      kind: 'expense',
      summary: summaryOf({ description: '', currency: money.currency, ...fields }),
      method: 'POST',
      path: '/expenses',
      json: fields,
      invalidate: EXPENSE_INVALIDATES,
    }),
    optimistic: (queryClient, fields, key) => {
      pendingIds.set(fields, key);
      const row = pendingExpense(fields, key, user?.id ?? '', money.currency);
      return updateLedgers<Expense>(queryClient, EXPENSE_LISTS, (pages, filters) =>
        matchesFilters(row, filters as ExpenseFilters) ? prependRow(pages, row) : pages,
      );
    },
    // The lists and figures (and the bell, for a budget alert) are read again by the outbox once it is sent.
    onSent: ({ data }, fields) => {
      void keepFirst(queryClient, EXPENSE_LISTS, pendingIds.get(fields), data);
    },
  });
}

/**
 * Changes an expense the server has, sent with the version the user saw (If-Match); the row shows the change at once
 * (and leaves a list whose filters it no longer matches). Once it is sent the outbox reads the lists and figures again
 * (SPEC §4: the date may have moved the row, the amount the totals).
 */
export function useUpdateExpense() {
  const summaryOf = useExpenseSummary();
  return useOutboxWrite<{ expense: Expense; patch: Partial<ExpenseFields> }, ExpenseSaved>({
    toWrite: ({ expense, patch }) => ({
      kind: 'expense',
      summary: summaryOf(patchedExpense(expense, patch)),
      method: 'PATCH',
      path: `/expenses/${expense.id}`,
      json: patch,
      baseVersion: expense.updated_at,
      invalidate: EXPENSE_INVALIDATES,
    }),
    optimistic: (client, { expense, patch }) => {
      const changed = patchedExpense(expense, patch);
      return updateLedgers<Expense>(client, EXPENSE_LISTS, (pages, filters) =>
        matchesFilters(changed, filters as ExpenseFilters)
          ? replaceRow(pages, expense.id, changed)
          : removeRow(pages, expense),
      );
    },
  });
}

/** Deletes an expense offline or online, with Undo (see useLedgerDeletes). */
export function useExpenseDeletes() {
  return useLedgerDeletes<Expense>({
    kind: 'expense',
    pathOf: (row) => `/expenses/${row.id}`,
    summaryOf: useExpenseSummary(),
    lists: EXPENSE_LISTS,
    invalidate: EXPENSE_INVALIDATES,
    matches: (row, filters) => matchesFilters(row, filters as ExpenseFilters),
    restoreOnServer: restoreExpense,
  });
}

/** Expenses the server does not have yet (created, changed or deleted offline), by id. */
export const useUnsentExpenses = () => useUnsentRows('expense');

/** Undoes a delete on the server (within FINANCE_LIMITS.restoreWindowMs): the same expense is back. */
async function restoreExpense(id: string): Promise<void> {
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
