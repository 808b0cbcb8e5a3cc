import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { PaidPlan } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAfterAdminWrite } from './invalidate.ts';
import { adminQueries } from './queries.ts';

export function useAdminUsers(q: string) {
  return useInfiniteQuery(adminQueries.users(q));
}

function useUserWrite<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const after = useAfterAdminWrite();
  return useMutation<unknown, ApiRequestError, V>({ mutationFn, onSuccess: () => after(adminQueries.userLists()) });
}

export const useSetAdmin = () =>
  useUserWrite(({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
    api('PUT /admin/users/{id}/admin', { params: { id }, json: { is_admin: isAdmin } }),
  );

export const useGrantMembership = () =>
  useUserWrite(({ id, plan, months }: { id: string; plan: PaidPlan; months: number }) =>
    api('POST /admin/users/{id}/membership', { params: { id }, json: { plan, months } }),
  );

export const useGrantCourse = () =>
  useUserWrite((id: string) => api('POST /admin/users/{id}/course', { params: { id } }));

/** A suspension is a moderation action on the user (the author is told, with the reason). */
export const useSuspendUser = () =>
  useUserWrite(({ id, days, reason }: { id: string; days: number; reason: string }) =>
    api('POST /social/moderation/actions', {
      json: { target_type: 'user', target_id: id, action: 'suspend', suspend_days: days, reason },
    }),
  );
