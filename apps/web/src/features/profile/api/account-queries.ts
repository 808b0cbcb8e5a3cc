import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ActiveSession, type Onboarding, type Profile, type UnitPreferences } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { profileQueryKey, userProfileKey } from '#shared/lib/profile.ts';
import { settingsQueryKey } from '#shared/lib/settings.ts';
import { accountQueries } from './queries.ts';

export function useActiveSessions() {
  const { status, user } = useAuth();
  return useQuery({ ...accountQueries.sessions(user?.id), enabled: status === 'signed_in' });
}

export function useLoginHistory() {
  const { status, user } = useAuth();
  return useQuery({ ...accountQueries.loginHistory(user?.id), enabled: status === 'signed_in' });
}

/** Ends another device's session; the current one is ended by signing out instead. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /auth/sessions/{id}', { params: { id } }),
    onSuccess: (_void, id) => {
      queryClient.setQueryData<ActiveSession[]>(accountQueries.sessions(user?.id).queryKey, (sessions) =>
        sessions?.filter((session) => session.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.sessions(user?.id).queryKey }),
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation<Profile, ApiRequestError, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append('file', file);
      return (await api('POST /profile/image', { body })).data;
    },
    onSuccess: (profile) => queryClient.setQueryData(userProfileKey(user?.id), profile),
  });
}

/** What onboarding sends: the answers, and the units the traveller chose (Metric, UK or US, the region's by default). */
export interface OnboardingAnswers {
  answers: Onboarding;
  units: UnitPreferences;
}

/** Finishes onboarding: the profile, the currency, the language and the units chosen, in one request. */
export function useCompleteOnboarding() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation<Profile, ApiRequestError, OnboardingAnswers>({
    mutationFn: async ({ answers, units }) =>
      (await api('POST /profile/onboarding', { json: { ...answers, unit_preferences: units } })).data,
    // The server wrote both the profile and the settings (units, currency, language).
    onSuccess: async (profile) => {
      queryClient.setQueryData(userProfileKey(user?.id), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
      ]);
    },
  });
}
