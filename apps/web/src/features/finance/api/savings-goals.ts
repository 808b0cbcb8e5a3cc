import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavingsContribution, SavingsGoal } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { financeKeys } from './finance-keys.ts';

/** What a new goal is sent with, as POST /savings-goals declares it. */
export type SavingsGoalFields = ApiBody<'POST /savings-goals'>;

/** What a contribution is sent with, as POST /savings-goals/{id}/contributions declares it. */
export type ContributionFields = ApiBody<'POST /savings-goals/{id}/contributions'>;

export function useSavingsGoals() {
  const { status } = useAuth();
  return useQuery<SavingsGoal[], ApiRequestError>({
    queryKey: financeKeys.savingsGoals(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /savings-goals', { signal })).data,
  });
}

export function useCreateSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation<SavingsGoal, ApiRequestError, SavingsGoalFields>({
    mutationFn: async (fields) => (await api('POST /savings-goals', { json: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}

export function useDeleteSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /savings-goals/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}

export function useContributions(goalId: string, enabled: boolean) {
  return useQuery<SavingsContribution[], ApiRequestError>({
    queryKey: financeKeys.contributions(goalId),
    enabled,
    queryFn: async ({ signal }) => (await api('GET /savings-goals/{id}/contributions', { params: { id: goalId }, signal })).data,
  });
}

/** A contribution changes the goal's saved amount and monthly need: the goals (and their contributions) reload. */
export function useAddContribution(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation<SavingsContribution, ApiRequestError, ContributionFields>({
    mutationFn: async (fields) =>
      (await api('POST /savings-goals/{id}/contributions', { params: { id: goalId }, json: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}

export function useDeleteContribution(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) =>
      api('DELETE /savings-goals/{id}/contributions/{contributionId}', { params: { id: goalId, contributionId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.savingsGoals() }),
  });
}
