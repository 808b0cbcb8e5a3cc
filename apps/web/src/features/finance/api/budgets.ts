import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Budget, BudgetPeriod, BudgetStatus, ExpenseCategory } from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { financeKeys } from './finance-keys.ts';

export interface BudgetFields {
  category: ExpenseCategory | null;
  period: BudgetPeriod;
  amount: number;
  currency?: string;
}

/** Spending against every budget in its period containing `date`. */
export function useBudgetStatus(date: string) {
  const { status } = useAuth();
  return useQuery<BudgetStatus[], ApiRequestError>({
    queryKey: financeKeys.budgetStatus(date),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await apiFetch<{ data: BudgetStatus[] }>(`/budgets/status?date=${date}`, { signal })).data,
  });
}

function useBudgetsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.budgets() });
    void queryClient.invalidateQueries({ queryKey: financeKeys.budgetStatusAll() });
    void queryClient.invalidateQueries({ queryKey: financeKeys.summaryAll() });
    void queryClient.invalidateQueries({ queryKey: financeKeys.tipsAll() });
  };
}

export function useCreateBudget() {
  const changed = useBudgetsChanged();
  return useMutation<Budget, ApiRequestError, BudgetFields>({
    mutationFn: async (fields) => (await apiFetch<{ data: Budget }>('/budgets', { method: 'POST', json: fields })).data,
    onSuccess: changed,
  });
}

export function useUpdateBudget() {
  const changed = useBudgetsChanged();
  return useMutation<Budget, ApiRequestError, { id: string; amount: number }>({
    mutationFn: async ({ id, amount }) =>
      (await apiFetch<{ data: Budget }>(`/budgets/${id}`, { method: 'PATCH', json: { amount } })).data,
    onSuccess: changed,
  });
}

export function useDeleteBudget() {
  const changed = useBudgetsChanged();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => apiFetch<void>(`/budgets/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
