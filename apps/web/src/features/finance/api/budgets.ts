import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BudgetAlert, Budget } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { invalidateMoneyFigures } from './ledger-cache.ts';
import { financeQueries } from './queries.ts';

/** A saved budget and the alert it raised when spending already passed 80 % or 100 % of it. */
interface BudgetSaved {
  data: Budget;
  alerts: BudgetAlert[];
}

/** What a new budget is sent with, as POST /budgets declares it. */
export type BudgetFields = ApiBody<'POST /budgets'>;

/** Spending against every budget in its period containing `date`. */
export function useBudgetStatus(date: string) {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.budgetStatus.at(date), enabled: status === 'signed_in' });
}

function useBudgetsChanged() {
  const queryClient = useQueryClient();
  return (saved?: BudgetSaved) => invalidateMoneyFigures(queryClient, { notifications: !!saved?.alerts.length });
}

export function useCreateBudget() {
  const changed = useBudgetsChanged();
  return useMutation<BudgetSaved, ApiRequestError, BudgetFields>({
    mutationFn: (fields) => api('POST /budgets', { json: fields }),
    onSuccess: (saved) => changed(saved),
  });
}

export function useUpdateBudget() {
  const changed = useBudgetsChanged();
  return useMutation<BudgetSaved, ApiRequestError, { id: string; amount: number }>({
    mutationFn: ({ id, amount }) => api('PATCH /budgets/{id}', { params: { id }, json: { amount } }),
    onSuccess: (saved) => changed(saved),
  });
}

export function useDeleteBudget() {
  const changed = useBudgetsChanged();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /budgets/{id}', { params: { id } }),
    onSuccess: () => changed(),
  });
}
