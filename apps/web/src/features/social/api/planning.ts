import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripSuggestionStatus } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';

export type ShareScope = 'all' | 'mine' | 'shared_with_me';
export type TripShareFields = ApiBody<'POST /social/trip-shares'>;
export type SuggestionFields = ApiBody<'POST /social/trip-shares/{id}/suggestions'>;
export type TripShareItem = ApiResponse<'GET /social/trip-shares/{id}'>['data'];
export type TripShareListItem = ApiResponse<'GET /social/trip-shares'>['data'][number];
export type TripCommentItem = ApiResponse<'GET /social/trip-shares/{id}/comments'>['data'][number];
export type TripSuggestionItem = ApiResponse<'GET /social/trip-shares/{id}/suggestions'>['data'][number];

/**
 * The travel feature's saved-trips cache: a copy or an accepted stop changes the user's trips, so /wheels shows them
 * fresh (the key family the travel feature's factory uses; its code is another feature's and is not imported).
 */
const TRAVEL_TRIPS_KEY = ['travel', 'trips'] as const;

/** The planning area of `socialQueries` (keys under ['social', 'planning']). */
export const planningQueries = {
  all: () => ['social', 'planning'] as const,
  shares: () => [...planningQueries.all(), 'shares'] as const,
  list: (scope: ShareScope) =>
    infiniteQueryOptions({
      queryKey: [...planningQueries.shares(), 'list', scope] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/trip-shares', { query: { scope, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...planningQueries.shares(), 'detail', id] as const,
      queryFn: async ({ signal }) => (await api('GET /social/trip-shares/{id}', { params: { id }, signal })).data,
    }),
  comments: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...planningQueries.shares(), 'detail', id, 'comments'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/trip-shares/{id}/comments', {
          params: { id },
          query: pageParam ? { cursor: pageParam } : {},
          signal,
        }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  suggestions: (id: string, status?: TripSuggestionStatus) =>
    infiniteQueryOptions({
      queryKey: [...planningQueries.shares(), 'detail', id, 'suggestions', status ?? 'any'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/trip-shares/{id}/suggestions', {
          params: { id },
          query: { ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  /** The user's own saved trips, to pick one to share. */
  myTrips: () =>
    queryOptions({
      queryKey: [...planningQueries.all(), 'my-trips'] as const,
      queryFn: async ({ signal }) => (await api('GET /trips', { signal })).data,
    }),
  /** Places for a suggested stop's name, from the same geocoder as the trip planner. */
  geocode: (q: string) =>
    queryOptions({
      queryKey: [...planningQueries.all(), 'geocode', q] as const,
      staleTime: 5 * 60_000,
      queryFn: async ({ signal }) => (await api('GET /geocode', { query: { q, limit: 5 }, signal })).data,
    }),
};

function useInvalidateShares() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: planningQueries.shares() });
}

export function useShareTrip() {
  const invalidate = useInvalidateShares();
  return useMutation<TripShareItem, ApiRequestError, TripShareFields>({
    mutationFn: async (fields) => (await api('POST /social/trip-shares', { json: fields })).data,
    onSuccess: invalidate,
  });
}

export function useRefreshShare(id: string) {
  const invalidate = useInvalidateShares();
  return useMutation<TripShareItem, ApiRequestError, void>({
    mutationFn: async () => (await api('PUT /social/trip-shares/{id}', { params: { id }, json: {} })).data,
    onSuccess: invalidate,
  });
}

export function useUnshare(id: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, void>({
    mutationFn: () => api('DELETE /social/trip-shares/{id}', { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: planningQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: planningQueries.shares() });
    },
  });
}

export function useCopyShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation<{ trip_id: string }, ApiRequestError, void>({
    mutationFn: async () => (await api('POST /social/trip-shares/{id}/copy', { params: { id } })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TRAVEL_TRIPS_KEY });
      void queryClient.invalidateQueries({ queryKey: planningQueries.myTrips().queryKey });
    },
  });
}

export function useAddTripComment(id: string) {
  const invalidate = useInvalidateShares();
  return useMutation<TripCommentItem, ApiRequestError, string>({
    mutationFn: async (body) =>
      (await api('POST /social/trip-shares/{id}/comments', { params: { id }, json: { body } })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteTripComment() {
  const invalidate = useInvalidateShares();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (commentId) => api('DELETE /social/trip-comments/{id}', { params: { id: commentId } }),
    onSuccess: invalidate,
  });
}

export function useSuggestStop(id: string) {
  const invalidate = useInvalidateShares();
  return useMutation<TripSuggestionItem, ApiRequestError, SuggestionFields>({
    mutationFn: async (fields) =>
      (await api('POST /social/trip-shares/{id}/suggestions', { params: { id }, json: fields })).data,
    onSuccess: invalidate,
  });
}

export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiRequestError, { id: string; decision: 'accept' | 'dismiss' }>({
    mutationFn: ({ id, decision }) =>
      decision === 'accept'
        ? api('POST /social/trip-suggestions/{id}/accept', { params: { id } })
        : api('POST /social/trip-suggestions/{id}/dismiss', { params: { id } }),
    onSuccess: (_data, { decision }) => {
      void queryClient.invalidateQueries({ queryKey: planningQueries.shares() });
      if (decision === 'accept') void queryClient.invalidateQueries({ queryKey: TRAVEL_TRIPS_KEY });
    },
  });
}
