import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMemberStatus } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';

/** What the groups list is narrowed by: a part of the name, and whether only the caller's own groups. */
export interface GroupFilters {
  q?: string;
  mine?: boolean;
}

export type GroupFields = ApiBody<'POST /social/groups'>;
export type GroupPatchFields = ApiBody<'PATCH /social/groups/{id}'>;
export type GroupItem = ApiResponse<'GET /social/groups/{id}'>['data'];
export type GroupMemberItem = ApiResponse<'GET /social/groups/{id}/members'>['data'][number];

/** The groups area of `socialQueries` (keys under ['social', 'groups']). */
export const groupsQueries = {
  all: () => ['social', 'groups'] as const,
  lists: () => [...groupsQueries.all(), 'list'] as const,
  list: (filters: GroupFilters) =>
    infiniteQueryOptions({
      queryKey: [...groupsQueries.lists(), filters] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/groups', {
          query: {
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.mine ? { mine: 'true' as const } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
          signal,
        }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...groupsQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) => (await api('GET /social/groups/{id}', { params: { id }, signal })).data,
    }),
  members: (id: string, status: GroupMemberStatus) =>
    infiniteQueryOptions({
      queryKey: [...groupsQueries.all(), 'detail', id, 'members', status] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/groups/{id}/members', {
          params: { id },
          query: { status, ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        }),
      getNextPageParam: (last) => last.next_cursor,
    }),
};

/** Every groups read reloads: a membership or a role changes lists, counts and the detail at once. */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: groupsQueries.all() });
}

export function useCreateGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation<GroupItem, ApiRequestError, GroupFields>({
    mutationFn: async (fields) => (await api('POST /social/groups', { json: fields })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateGroup(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<GroupItem, ApiRequestError, GroupPatchFields>({
    mutationFn: async (patch) => (await api('PATCH /social/groups/{id}', { params: { id }, json: patch })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, void>({
    mutationFn: () => api('DELETE /social/groups/{id}', { params: { id } }),
    onSuccess: () => {
      // The detail is gone for good: drop it rather than refetch a 404.
      queryClient.removeQueries({ queryKey: groupsQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: groupsQueries.lists() });
    },
  });
}

export function useJoinGroup(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<GroupItem, ApiRequestError, void>({
    mutationFn: async () => (await api('POST /social/groups/{id}/join', { params: { id } })).data,
    onSuccess: invalidate,
  });
}

export function useLeaveGroup(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<GroupItem, ApiRequestError, void>({
    mutationFn: async () => (await api('POST /social/groups/{id}/leave', { params: { id } })).data,
    onSuccess: invalidate,
  });
}

export function useApproveMember(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<GroupMemberItem, ApiRequestError, string>({
    mutationFn: async (userId) =>
      (await api('POST /social/groups/{id}/members/{user_id}/approve', { params: { id, user_id: userId } })).data,
    onSuccess: invalidate,
  });
}

export function useDeclineMember(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (userId) =>
      api('POST /social/groups/{id}/members/{user_id}/decline', { params: { id, user_id: userId } }),
    onSuccess: invalidate,
  });
}

export function useRemoveMember(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (userId) => api('DELETE /social/groups/{id}/members/{user_id}', { params: { id, user_id: userId } }),
    onSuccess: invalidate,
  });
}

export function useSetMemberRole(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<GroupMemberItem, ApiRequestError, { userId: string; role: 'moderator' | 'member' }>({
    mutationFn: async ({ userId, role }) =>
      (await api('PATCH /social/groups/{id}/members/{user_id}', { params: { id, user_id: userId }, json: { role } }))
        .data,
    onSuccess: invalidate,
  });
}

export function useTransferGroup(id: string) {
  const invalidate = useInvalidateGroups();
  return useMutation<GroupItem, ApiRequestError, string>({
    mutationFn: async (userId) =>
      (await api('POST /social/groups/{id}/transfer', { params: { id }, json: { user_id: userId } })).data,
    onSuccess: invalidate,
  });
}
