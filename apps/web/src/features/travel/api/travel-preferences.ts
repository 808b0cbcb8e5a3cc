import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravelPreferences, TravelPreferencesPatch } from '@ww/contracts';
import { api, type ApiRequestError } from '../../../shared/lib/api-client.ts';
import { useAuth } from '../../../shared/lib/auth.tsx';
import { travelKeys } from './travel-keys.ts';

/** The saved daily driving limit (km) and fuel price override (per litre); null fields fall back to the defaults. */
export function useTravelPreferences() {
  const { status } = useAuth();
  return useQuery<TravelPreferences, ApiRequestError>({
    queryKey: travelKeys.preferences.detail(),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /travel-preferences', { signal })).data,
  });
}

export function useUpdateTravelPreferences() {
  const queryClient = useQueryClient();
  return useMutation<TravelPreferences, ApiRequestError, TravelPreferencesPatch>({
    mutationFn: async (patch) => (await api('PATCH /travel-preferences', { json: patch })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(travelKeys.preferences.detail(), saved);
      void queryClient.invalidateQueries({ queryKey: travelKeys.preferences.all() });
    },
  });
}
