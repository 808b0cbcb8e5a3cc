import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { Income, INCOME_RECURRENCES } from '@ww/contracts';
import { api, type ApiBody } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { useOutboxWrite, useUnsentRows } from '#shared/lib/outbox/index.ts';
import { financeQueries, type IncomeFilters } from './queries.ts';
import {
  invalidateMoneyFigures,
  keepFirst,
  prependRow,
  removeRow,
  replaceRow,
  updateLedgers,
  type LedgerPages,
} from './ledger-cache.ts';
import { useLedgerDeletes } from './ledger-deletes.ts';

export type IncomeRecurrence = (typeof INCOME_RECURRENCES)[number];

/** What new income is sent with, as POST /income declares it. */
export type IncomeFields = ApiBody<'POST /income'>;

/** Income newest first, a page at a time; totals per currency of everything listed. */
export function useIncomeList(filters: IncomeFilters = {}) {
  const { status } = useAuth();
  return useInfiniteQuery({ ...financeQueries.income.list(filters), enabled: status === 'signed_in' });
}

/** Everything income counts in: the lists, the figures worked out from them and the side-income totals. */
const INCOME_INVALIDATES = [
  financeQueries.income.all(),
  financeQueries.summary.all(),
  financeQueries.budgetStatus.all(),
  financeQueries.tips.all(),
  financeQueries.sideIncome.list().queryKey,
] as const;

const INCOME_LISTS = financeQueries.income.all();

/** The temporary id (the Idempotency-Key) each income line being created shows under, by the fields it was typed with. */
const pendingIds = new WeakMap<IncomeFields, string>();

/** Whether an income line belongs in a list with these filters. */
function matchesIncomeFilters(income: Income, filters: IncomeFilters): boolean {
  return !(filters.from && income.date < filters.from) && !(filters.to && income.date > filters.to);
}

/** The outbox panel's words for income: its source and amount ("Craft fair, $240.00"). */
function useIncomeSummary() {
  const money = useMoneyFormat();
  return (income: Pick<Income, 'source' | 'amount' | 'currency'>) =>
    `${income.source.trim()}, ${money.formatMoney(income.amount, income.currency)}`;
}

/** Income as the lists show it while the server does not have it yet: as typed, under its temporary id. */
function pendingIncome(fields: IncomeFields, id: string, userId: string, currency: string): Income {
  const now = new Date().toISOString();
  return {
    id,
    user_id: userId,
    source: fields.source.trim(),
    amount: fields.amount,
    currency: fields.currency ?? currency,
    date: fields.date,
    recurrence: fields.recurrence ?? 'none',
    side_income_source_id: fields.side_income_source_id ?? null,
    created_at: now,
    updated_at: now,
  };
}

function patchedIncome(income: Income, patch: Partial<IncomeFields>): Income {
  const fields = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return { ...income, ...fields, source: (patch.source ?? income.source).trim() };
}

/**
 * Adds income. It goes first in every cached list it belongs to at once, under its Idempotency-Key as a temporary
 * id; the server's row replaces it as soon as it answers. Offline it stays there, waiting to be sent.
 */
export function useCreateIncome() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const money = useMoneyFormat();
  const summaryOf = useIncomeSummary();
  return useOutboxWrite<IncomeFields, { data: Income }>({
    toWrite: (fields) => ({
      kind: 'income',
      summary: summaryOf({ currency: money.currency, ...fields }),
      method: 'POST',
      path: '/income',
      json: fields,
      invalidate: INCOME_INVALIDATES,
    }),
    optimistic: (client, fields, key) => {
      pendingIds.set(fields, key);
      const row = pendingIncome(fields, key, user?.id ?? '', money.currency);
      return updateLedgers<Income>(client, INCOME_LISTS, (pages, filters) =>
        matchesIncomeFilters(row, filters as IncomeFilters) ? prependRow(pages, row) : pages,
      );
    },
    // The lists and figures are read again by the outbox once it is sent.
    onSent: ({ data }, fields) => {
      void keepFirst(queryClient, INCOME_LISTS, pendingIds.get(fields), data);
    },
  });
}

/**
 * Changes income the server has, sent with the version the user saw (If-Match); the row shows the change at once.
 * Once it is sent the outbox reads the lists and figures again.
 */
export function useUpdateIncome() {
  const summaryOf = useIncomeSummary();
  return useOutboxWrite<{ income: Income; patch: Partial<IncomeFields> }, { data: Income }>({
    toWrite: ({ income, patch }) => ({
      kind: 'income',
      summary: summaryOf(patchedIncome(income, patch)),
      method: 'PATCH',
      path: `/income/${income.id}`,
      json: patch,
      baseVersion: income.updated_at,
      invalidate: INCOME_INVALIDATES,
    }),
    optimistic: (client, { income, patch }) => {
      const changed = patchedIncome(income, patch);
      return updateLedgers<Income>(client, INCOME_LISTS, (pages, filters) =>
        matchesIncomeFilters(changed, filters as IncomeFilters)
          ? replaceRow(pages, income.id, changed)
          : removeRow(pages, income),
      );
    },
  });
}

/** Deletes income offline or online, with Undo (see useLedgerDeletes). */
export function useIncomeDeletes() {
  return useLedgerDeletes<Income>({
    kind: 'income',
    pathOf: (row) => `/income/${row.id}`,
    summaryOf: useIncomeSummary(),
    lists: INCOME_LISTS,
    invalidate: INCOME_INVALIDATES,
    matches: (row, filters) => matchesIncomeFilters(row, filters as IncomeFilters),
    restoreOnServer: restoreIncome,
  });
}

/** Income the server does not have yet (created, changed or deleted offline), by id. */
export const useUnsentIncome = () => useUnsentRows('income');

/** Undoes a delete on the server (within FINANCE_LIMITS.restoreWindowMs): the same income line is back. */
async function restoreIncome(id: string): Promise<void> {
  await api('POST /income/{id}/restore', { params: { id } });
}

/** A restored income line may belong in any list and total: they reload. */
export function useRestoredIncome() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: financeQueries.income.all() });
    invalidateMoneyFigures(queryClient);
    void queryClient.invalidateQueries({ queryKey: financeQueries.sideIncome.list().queryKey });
  };
}

export function useForgetIncome() {
  const queryClient = useQueryClient();
  return (income: Income) => {
    void queryClient.invalidateQueries({ queryKey: financeQueries.income.all(), refetchType: 'none' });
    queryClient.setQueriesData<LedgerPages<Income>>({ queryKey: financeQueries.income.all() }, (pages) =>
      pages?.pages.some((page) => page.data.some((item) => item.id === income.id))
        ? removeRow(pages, income)
        : undefined,
    );
    invalidateMoneyFigures(queryClient);
    void queryClient.invalidateQueries({ queryKey: financeQueries.sideIncome.list().queryKey });
  };
}
