import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Income, INCOME_RECURRENCES } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { financeQueries, type IncomeFilters } from './queries.ts';
import { invalidateMoneyFigures, prependRow, removeRow, type LedgerPages } from './ledger-cache.ts';

export type IncomeRecurrence = (typeof INCOME_RECURRENCES)[number];

/** What new income is sent with, as POST /income declares it. */
export type IncomeFields = ApiBody<'POST /income'>;

/** Income newest first, a page at a time; totals per currency of everything listed. */
export function useIncomeList(filters: IncomeFilters = {}) {
  const { status } = useAuth();
  return useInfiniteQuery({ ...financeQueries.income.list(filters), enabled: status === 'signed_in' });
}

export function useCreateIncome(filters: IncomeFilters = {}) {
  const queryClient = useQueryClient();
  return useMutation<Income, ApiRequestError, IncomeFields>({
    mutationFn: async (fields) => (await api('POST /income', { json: fields })).data,
    onSuccess: (income) => {
      void queryClient.invalidateQueries({ queryKey: financeQueries.income.all(), refetchType: 'none' });
      queryClient.setQueryData<LedgerPages<Income>>(financeQueries.income.list(filters).queryKey, (pages) =>
        pages ? prependRow(pages, income) : pages,
      );
      invalidateMoneyFigures(queryClient);
      void queryClient.invalidateQueries({ queryKey: financeQueries.sideIncome.list().queryKey });
    },
  });
}

export function useUpdateIncome() {
  const queryClient = useQueryClient();
  return useMutation<Income, ApiRequestError, { id: string; patch: Partial<IncomeFields> }>({
    mutationFn: async ({ id, patch }) => (await api('PATCH /income/{id}', { params: { id }, json: patch })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: financeQueries.income.all() });
      invalidateMoneyFigures(queryClient);
      void queryClient.invalidateQueries({ queryKey: financeQueries.sideIncome.list().queryKey });
    },
  });
}

export function deleteIncome(id: string): Promise<void> {
  return api('DELETE /income/{id}', { params: { id } });
}

/** Undoes a delete on the server (within FINANCE_LIMITS.restoreWindowMs): the same income line is back. */
export async function restoreIncome(id: string): Promise<void> {
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
