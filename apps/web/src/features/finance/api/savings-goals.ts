import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavingsContribution, SavingsGoal } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { financeQueries } from './queries.ts';

/** What a new goal is sent with, as POST /savings-goals declares it. */
export type SavingsGoalFields = ApiBody<'POST /savings-goals'>;

/** What a contribution is sent with, as POST /savings-goals/{id}/contributions declares it. */
export type ContributionFields = ApiBody<'POST /savings-goals/{id}/contributions'>;

export function useSavingsGoals() {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.savingsGoals.list(), enabled: status === 'signed_in' });
}

export function useCreateSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation<SavingsGoal, ApiRequestError, SavingsGoalFields>({
    mutationFn: async (fields) => (await api('POST /savings-goals', { json: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueries.savingsGoals.all() }),
  });
}

export function useDeleteSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /savings-goals/{id}', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueries.savingsGoals.all() }),
  });
}

export function useContributions(goalId: string, enabled: boolean) {
  return useQuery({ ...financeQueries.savingsGoals.contributions(goalId), enabled });
}

/** A contribution changes the goal's saved amount and monthly need: the goals (and their contributions) reload. */
export function useAddContribution(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation<SavingsContribution, ApiRequestError, ContributionFields>({
    mutationFn: async (fields) =>
      (await api('POST /savings-goals/{id}/contributions', { params: { id: goalId }, json: fields })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueries.savingsGoals.all() }),
  });
}

export function useDeleteContribution(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) =>
      api('DELETE /savings-goals/{id}/contributions/{contributionId}', { params: { id: goalId, contributionId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeQueries.savingsGoals.all() }),
  });
}
