import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { financeQueries } from './queries.ts';

/** The categories the bank import remembers (made when the user changes a proposed category in its preview). */
export function useCategoryRules() {
  const { status } = useAuth();
  return useQuery({ ...financeQueries.categoryRules.list(), enabled: status === 'signed_in' });
}

export function useDeleteCategoryRule() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /category-rules/{id}', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: financeQueries.categoryRules.list().queryKey }),
  });
}
