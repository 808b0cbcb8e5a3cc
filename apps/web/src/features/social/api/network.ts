import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { SOCIAL_LIMITS, USER_SEARCH_MIN_CHARS, type FriendRequestDirection } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';

/** Where "nearby travellers" looks: the browser's position and the chosen radius. */
export interface NearbyArea {
  lat: number;
  lon: number;
  radius_km: number;
}

// Every social key starts with this; blocking someone changes what every social list may show.
const SOCIAL_ROOT = ['social'] as const;

/**
 * The network area's reads (keys under ['social', 'network']): search by name, friend requests, friends, follows,
 * blocks, a traveller's public profile and the travellers near a point. Every mutation invalidates the whole family,
 * since one action (accept, block) changes several lists and the profile's relationship at once.
 */
export const networkQueries = {
  all: () => [...SOCIAL_ROOT, 'network'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...networkQueries.all(), 'search', q] as const,
      queryFn: async ({ signal }) => (await api('GET /social/users', { query: { q }, signal })).data,
      // A longer query keeps the previous results on screen until its own arrive.
      placeholderData: keepPreviousData,
    }),
  requests: (direction: FriendRequestDirection) =>
    queryOptions({
      queryKey: [...networkQueries.all(), 'requests', direction] as const,
      queryFn: async ({ signal }) =>
        (await api('GET /social/friends/requests', { query: { direction, limit: SOCIAL_LIMITS.pageSizeMax }, signal }))
          .data,
    }),
  friends: () =>
    infiniteQueryOptions({
      queryKey: [...networkQueries.all(), 'friends'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/friends', { query: { cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  /** Whom the user follows: the first (largest) page, enough to mark search results. */
  following: () =>
    queryOptions({
      queryKey: [...networkQueries.all(), 'following'] as const,
      queryFn: async ({ signal }) =>
        (
          await api('GET /social/follows', {
            query: { direction: 'following', limit: SOCIAL_LIMITS.pageSizeMax },
            signal,
          })
        ).data,
    }),
  blocks: () =>
    infiniteQueryOptions({
      queryKey: [...networkQueries.all(), 'blocks'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/blocks', { query: { cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  profile: (id: string) =>
    queryOptions({
      queryKey: [...networkQueries.all(), 'profile', id] as const,
      queryFn: async ({ signal }) => (await api('GET /social/users/{id}', { params: { id }, signal })).data,
    }),
  nearby: (area: NearbyArea) =>
    queryOptions({
      queryKey: [...networkQueries.all(), 'nearby', area] as const,
      queryFn: async ({ signal }) => (await api('GET /locations/nearby', { query: area, signal })).data,
      placeholderData: keepPreviousData,
    }),
};

function useSignedIn() {
  return useAuth().status === 'signed_in';
}

/** Travellers by name once the (already debounced) text has at least USER_SEARCH_MIN_CHARS characters. */
export function useUserSearch(q: string) {
  const signedIn = useSignedIn();
  const text = q.trim();
  return useQuery({ ...networkQueries.search(text), enabled: signedIn && text.length >= USER_SEARCH_MIN_CHARS });
}

export function useFriendRequests(direction: FriendRequestDirection) {
  return useQuery({ ...networkQueries.requests(direction), enabled: useSignedIn() });
}

export function useFriends() {
  return useInfiniteQuery({ ...networkQueries.friends(), enabled: useSignedIn() });
}

export function useFollowing() {
  return useQuery({ ...networkQueries.following(), enabled: useSignedIn() });
}

export function useBlocks() {
  return useInfiniteQuery({ ...networkQueries.blocks(), enabled: useSignedIn() });
}

export function usePublicProfile(id: string) {
  return useQuery({ ...networkQueries.profile(id), enabled: useSignedIn(), retry: false });
}

export function useNearby(area: NearbyArea | null) {
  const signedIn = useSignedIn();
  return useQuery({
    ...networkQueries.nearby(area ?? { lat: 0, lon: 0, radius_km: SOCIAL_LIMITS.nearbyRadiusKmDefault }),
    enabled: signedIn && area !== null,
  });
}

/** A network action on one traveller or request; on success every network list and profile reloads. */
function useNetworkMutation<V, R>(run: (value: V) => Promise<R>, options: { everything?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation<R, ApiRequestError, V>({
    mutationFn: run,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: options.everything ? SOCIAL_ROOT : networkQueries.all() }),
  });
}

export function useSendFriendRequest() {
  return useNetworkMutation((userId: string) => api('POST /social/friends/requests', { json: { user_id: userId } }));
}

export function useAcceptFriendRequest() {
  return useNetworkMutation((id: string) => api('POST /social/friends/requests/{id}/accept', { params: { id } }));
}

export function useDeclineFriendRequest() {
  return useNetworkMutation((id: string) => api('POST /social/friends/requests/{id}/decline', { params: { id } }));
}

export function useCancelFriendRequest() {
  return useNetworkMutation((id: string) => api('DELETE /social/friends/requests/{id}', { params: { id } }));
}

export function useUnfriend() {
  // Friends-only posts of the former friend leave the feed.
  return useNetworkMutation(
    (userId: string) => api('DELETE /social/friends/{user_id}', { params: { user_id: userId } }),
    {
      everything: true,
    },
  );
}

export function useFollow() {
  return useNetworkMutation((userId: string) => api('POST /social/follows', { json: { user_id: userId } }));
}

export function useUnfollow() {
  return useNetworkMutation((userId: string) =>
    api('DELETE /social/follows/{user_id}', { params: { user_id: userId } }),
  );
}

export function useBlock() {
  // A blocked traveller disappears from every social list (feed, groups, messages, marketplace).
  return useNetworkMutation((userId: string) => api('POST /social/blocks', { json: { user_id: userId } }), {
    everything: true,
  });
}

export function useUnblock() {
  return useNetworkMutation(
    (userId: string) => api('DELETE /social/blocks/{user_id}', { params: { user_id: userId } }),
    {
      everything: true,
    },
  );
}
