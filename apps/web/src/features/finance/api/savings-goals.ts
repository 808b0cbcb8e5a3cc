import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavingsContribution, SavingsGoal } from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { financeKeys } from './finance-keys.ts';

export interface SavingsGoalFields {
  name: string;
  target_amount: number;
  currency?: string;
  target_date?: string | null;
}

export interface ContributionFields {
  amount: number;
  date: string;
  note: string;
}

export function useSavingsGoals() {
  const { status } = useAuth();
  return useQuery<SavingsGoal[], ApiRequestError>({
    queryKey: financeKeys.savingsGoals(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await apiFetch<{ data: SavingsGoal[] }>('/savings-goals', { signal })).data,
  });
}

export function useCreateSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation<SavingsGoal, ApiRequestError, SavingsGoalFields>({
    mutationFn: async (fields) => (await apiFetch<{ data: SavingsGoal }>('/savings-goals', { method: 'POST', json: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}

export function useDeleteSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => apiFetch<void>(`/savings-goals/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}

export function useContributions(goalId: string, enabled: boolean) {
  return useQuery<SavingsContribution[], ApiRequestError>({
    queryKey: financeKeys.contributions(goalId),
    enabled,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: SavingsContribution[] }>(`/savings-goals/${goalId}/contributions`, { signal })).data,
  });
}

/** A contribution changes the goal's saved amount and monthly need: the goals (and their contributions) reload. */
export function useAddContribution(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation<SavingsContribution, ApiRequestError, ContributionFields>({
    mutationFn: async (fields) =>
      (await apiFetch<{ data: SavingsContribution }>(`/savings-goals/${goalId}/contributions`, { method: 'POST', json: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}

export function useDeleteContribution(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => apiFetch<void>(`/savings-goals/${goalId}/contributions/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}
