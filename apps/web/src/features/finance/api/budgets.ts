import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Budget, BudgetStatus } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { financeKeys } from './finance-keys.ts';

/** What a new budget is sent with, as POST /budgets declares it. */
export type BudgetFields = ApiBody<'POST /budgets'>;

/** Spending against every budget in its period containing `date`. */
export function useBudgetStatus(date: string) {
  const { status } = useAuth();
  return useQuery<BudgetStatus[], ApiRequestError>({
    queryKey: financeKeys.budgetStatus(date),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /budgets/status', { query: { date }, signal })).data,
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
