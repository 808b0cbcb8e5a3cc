import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Income, INCOME_RECURRENCES } from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { financeKeys, type IncomeFilters } from './finance-keys.ts';
import { invalidateMoneyFigures, prependRow, removeRow, type LedgerPage, type LedgerPages } from './ledger-cache.ts';

export type IncomeRecurrence = (typeof INCOME_RECURRENCES)[number];

export interface IncomeFields {
  source: string;
  amount: number;
  date: string;
  currency?: string;
  recurrence: IncomeRecurrence;
}

function incomeQuery(filters: IncomeFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Income newest first, a page at a time; totals per currency of everything listed. */
export function useIncomeList(filters: IncomeFilters = {}) {
  const { status } = useAuth();
  return useInfiniteQuery<LedgerPage<Income>, ApiRequestError, LedgerPages<Income>, ReturnType<typeof financeKeys.income>, string | null>({
    queryKey: financeKeys.income(filters),
    enabled: status === 'signed_in',
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => apiFetch<LedgerPage<Income>>(`/income${incomeQuery(filters, pageParam)}`, { signal }),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useCreateIncome(filters: IncomeFilters = {}) {
  const queryClient = useQueryClient();
  return useMutation<Income, ApiRequestError, IncomeFields>({
    mutationFn: async (fields) => (await apiFetch<{ data: Income }>('/income', { method: 'POST', json: fields })).data,
    onSuccess: (income) => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.incomeAll(), refetchType: 'none' });
      queryClient.setQueryData<LedgerPages<Income>>(financeKeys.income(filters), (pages) => (pages ? prependRow(pages, income) : pages));
      invalidateMoneyFigures(queryClient);
      void queryClient.invalidateQueries({ queryKey: financeKeys.sideIncome() });
    },
  });
}

export function useUpdateIncome() {
  const queryClient = useQueryClient();
  return useMutation<Income, ApiRequestError, { id: string; patch: Partial<IncomeFields> }>({
    mutationFn: async ({ id, patch }) => (await apiFetch<{ data: Income }>(`/income/${id}`, { method: 'PATCH', json: patch })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.incomeAll() });
      invalidateMoneyFigures(queryClient);
      void queryClient.invalidateQueries({ queryKey: financeKeys.sideIncome() });
    },
  });
}

export function deleteIncome(id: string): Promise<void> {
  return apiFetch<void>(`/income/${id}`, { method: 'DELETE' });
}

export function useForgetIncome() {
  const queryClient = useQueryClient();
  return (income: Income) => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.incomeAll(), refetchType: 'none' });
    queryClient.setQueriesData<LedgerPages<Income>>({ queryKey: financeKeys.incomeAll() }, (pages) =>
      pages?.pages.some((page) => page.data.some((item) => item.id === income.id)) ? removeRow(pages, income) : undefined,
    );
    invalidateMoneyFigures(queryClient);
    void queryClient.invalidateQueries({ queryKey: financeKeys.sideIncome() });
  };
}
