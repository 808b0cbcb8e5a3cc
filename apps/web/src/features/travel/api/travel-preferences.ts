import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravelPreferences, TravelPreferencesPatch } from '@ww/contracts';
import { apiFetch, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { travelKeys } from './travel-keys.ts';

/** The saved daily driving limit (km) and fuel price override (per litre); null fields fall back to the defaults. */
export function useTravelPreferences() {
  const { status } = useAuth();
  return useQuery<TravelPreferences, ApiRequestError>({
    queryKey: travelKeys.preferences.detail(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await apiFetch<{ data: TravelPreferences }>('/travel-preferences', { signal })).data,
  });
}

export function useUpdateTravelPreferences() {
  const queryClient = useQueryClient();
  return useMutation<TravelPreferences, ApiRequestError, TravelPreferencesPatch>({
    mutationFn: async (patch) => (await apiFetch<{ data: TravelPreferences }>('/travel-preferences', { method: 'PATCH', json: patch })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(travelKeys.preferences.detail(), saved);
      void queryClient.invalidateQueries({ queryKey: travelKeys.preferences.all() });
    },
  });
}
