import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Profile, ProfilePatch } from '@ww/contracts';
import { api, type ApiRequestError } from './api-client.ts';
import { useAuth } from './auth.tsx';

/** Prefix of every profile query; the full key adds the user id so a new sign-in never sees the previous profile. */
export const profileQueryKey = ['profile'] as const;

export function userProfileKey(userId: string | undefined) {
  return [...profileQueryKey, userId ?? 'anonymous'] as const;
}

export function useProfile(): UseQueryResult<Profile, ApiRequestError> {
  const { status, user } = useAuth();
  return useQuery<Profile, ApiRequestError>({
    queryKey: userProfileKey(user?.id),
    enabled: status === 'signed_in',
    queryFn: async ({ signal }) => (await api('GET /profile', { signal })).data,
    staleTime: 60_000,
  });
}

/** PATCH /profile; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation<Profile, ApiRequestError, ProfilePatch>({
    mutationFn: async (patch) => (await api('PATCH /profile', { json: patch })).data,
    onSuccess: (profile) => queryClient.setQueryData(userProfileKey(user?.id), profile),
  });
}
