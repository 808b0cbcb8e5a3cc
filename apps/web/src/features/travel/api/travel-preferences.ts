import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravelPreferences, TravelPreferencesPatch } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { travelQueries } from './queries.ts';

/** The saved daily driving limit (km) and fuel price override (per litre); null fields fall back to the defaults. */
export function useTravelPreferences() {
  const { status } = useAuth();
  return useQuery({ ...travelQueries.preferences.detail(), enabled: status === 'signed_in' });
}

export function useUpdateTravelPreferences() {
  const queryClient = useQueryClient();
  return useMutation<TravelPreferences, ApiRequestError, TravelPreferencesPatch>({
    mutationFn: async (patch) => (await api('PATCH /travel-preferences', { json: patch })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(travelQueries.preferences.detail().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: travelQueries.preferences.all() });
    },
  });
}
