import { useInfiniteQuery } from '@tanstack/react-query';
import type { Income, INCOME_RECURRENCES } from '@ww/contracts';
import { api, routeWrite, type ApiBody } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { financeQueries, type IncomeFilters } from './queries.ts';
import {
  useCreateLedgerRow,
  useUpdateLedgerRow,
  ledgerInvalidates,
  pendingFields,
  withPatch,
  type Ledger,
} from './ledger.ts';

export type IncomeRecurrence = (typeof INCOME_RECURRENCES)[number];

/** What new income is sent with, as POST /income declares it. */
export type IncomeFields = ApiBody<'POST /income'>;

/** Income newest first, a page at a time; totals per currency of everything listed. */
export function useIncomeList(filters: IncomeFilters = {}) {
  const { status } = useAuth();
  return useInfiniteQuery({ ...financeQueries.income.list(filters), enabled: status === 'signed_in' });
}

/** The outbox panel's words for income: its source and amount ("Craft fair, $240.00"). */
function useIncomeSummary() {
  const money = useMoneyFormat();
  return (income: Income) => `${income.source.trim()}, ${money.formatMoney(income.amount, income.currency)}`;
}

/** The income ledger: everything income counts in, the lists, the figures and the side-income totals. */
export const INCOME: Ledger<Income, IncomeFields, IncomeFilters> = {
  kind: 'income',
  writes: {
    create: (json) => routeWrite('POST /income', { json }),
    update: (id, json) => routeWrite('PATCH /income/{id}', { params: { id }, json }),
    remove: (id) => routeWrite('DELETE /income/{id}', { params: { id } }),
  },
  lists: financeQueries.income.all(),
  invalidate: ledgerInvalidates(financeQueries.income.all(), financeQueries.sideIncome.list().queryKey),
  alsoChanged: [financeQueries.sideIncome.list().queryKey],
  matches: (income, filters) =>
    !(filters.from && income.date < filters.from) && !(filters.to && income.date > filters.to),
  useSummary: useIncomeSummary,
  pending: (fields, id, userId, currency) => ({
    ...pendingFields(fields, id, userId, currency),
    source: fields.source.trim(),
    recurrence: fields.recurrence ?? 'none',
    side_income_source_id: fields.side_income_source_id ?? null,
  }),
  patched: (income, patch) => ({ ...withPatch(income, patch), source: (patch.source ?? income.source).trim() }),
  restoreOnServer: async (id) => {
    await api('POST /income/{id}/restore', { params: { id } });
  },
};

type IncomeSaved = { data: Income };

export const useCreateIncome = () => useCreateLedgerRow<Income, IncomeFields, IncomeFilters, IncomeSaved>(INCOME);
export const useUpdateIncome = () => useUpdateLedgerRow<Income, IncomeFields, IncomeFilters, IncomeSaved>(INCOME);
