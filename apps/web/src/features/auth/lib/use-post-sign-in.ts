import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '#shared/lib/api-client.ts';
import { userProfileKey } from '#shared/lib/profile.ts';
import { returnPathFrom } from '#shared/lib/safe-redirect.ts';
import { getSession } from '#shared/lib/session.ts';

/** Where to go once signed in: back to the page that asked for sign-in, else onboarding if unfinished, else /you. */
export function usePostSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    const requested = returnPathFrom(location.state, location.search);
    if (requested) {
      void navigate(requested, { replace: true });
      return;
    }
    let onboardingCompleted = true;
    const userId = getSession()?.user.id;
    if (userId) {
      try {
        const profile = await queryClient.fetchQuery({
          queryKey: userProfileKey(userId),
          queryFn: async ({ signal }) => (await api('GET /profile', { signal })).data,
          staleTime: 60_000,
        });
        onboardingCompleted = profile.onboarding_completed;
      } catch {
        // Without the profile the user still gets in; the personal area works and onboarding stays reachable.
      }
    }
    void navigate(onboardingCompleted ? '/you' : '/onboarding', { replace: true });
  }, [location.search, location.state, navigate, queryClient]);
}
