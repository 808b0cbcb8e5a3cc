import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Budget } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { financeQueries } from './queries.ts';

/** What a new budget is sent with, as POST /budgets declares it. */
export type BudgetFields = ApiBody<'POST /budgets'>;

/** Spending against every budget in its period containing `date`. */
export function useBudgetStatus(date: string) {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.budgetStatus.at(date), enabled: status === 'signed_in' });
}

function useBudgetsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: financeQueries.budgetStatus.all() });
    void queryClient.invalidateQueries({ queryKey: financeQueries.summary.all() });
    void queryClient.invalidateQueries({ queryKey: financeQueries.tips.all() });
  };
}

export function useCreateBudget() {
  const changed = useBudgetsChanged();
  return useMutation<Budget, ApiRequestError, BudgetFields>({
    mutationFn: async (fields) => (await api('POST /budgets', { json: fields })).data,
    onSuccess: changed,
  });
}

export function useUpdateBudget() {
  const changed = useBudgetsChanged();
  return useMutation<Budget, ApiRequestError, { id: string; amount: number }>({
    mutationFn: async ({ id, amount }) => (await api('PATCH /budgets/{id}', { params: { id }, json: { amount } })).data,
    onSuccess: changed,
  });
}

export function useDeleteBudget() {
  const changed = useBudgetsChanged();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /budgets/{id}', { params: { id } }),
    onSuccess: changed,
  });
}
