import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api, type ApiBody, type ApiQuery, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';

export type Hustle = ApiResponse<'GET /social/hustles/{id}'>['data'];
export type HustleComment = ApiResponse<'GET /social/hustles/{id}/comments'>['data'][number];
export type HustleFields = ApiBody<'POST /social/hustles'>;
export type HustlePatchFields = ApiBody<'PATCH /social/hustles/{id}'>;
export type HustleTryResult = ApiResponse<'POST /social/hustles/{id}/try'>['data'];
type HustlePage = ApiResponse<'GET /social/hustles'>;

/** The query of a board search (without the cursor). */
export type HustleSearch = Omit<ApiQuery<'GET /social/hustles'>, 'cursor' | 'limit'>;

/** The hustle board area of `socialQueries` (keys under ['social', 'hustles']). */
export const hustlesQueries = {
  all: () => ['social', 'hustles'] as const,
  lists: () => [...hustlesQueries.all(), 'list'] as const,
  list: (search: HustleSearch) =>
    infiniteQueryOptions({
      queryKey: [...hustlesQueries.lists(), search] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/hustles', { query: { ...search, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
      getNextPageParam: (last) => last.next_cursor,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...hustlesQueries.all(), 'detail', id] as const,
      queryFn: async ({ signal }) => (await api('GET /social/hustles/{id}', { params: { id }, signal })).data,
    }),
  comments: (id: string) =>
    infiniteQueryOptions({
      queryKey: [...hustlesQueries.all(), 'detail', id, 'comments'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/hustles/{id}/comments', {
          params: { id },
          query: pageParam ? { cursor: pageParam } : {},
          signal,
        }),
      getNextPageParam: (last) => last.next_cursor,
    }),
};

type HustleLists = InfiniteData<HustlePage, string | null>;

/** Applies a change to a hustle wherever it is cached: every loaded list page and its detail. */
function useEditCachedHustle() {
  const queryClient = useQueryClient();
  return (id: string, change: (hustle: Hustle) => Hustle) => {
    queryClient.setQueriesData<HustleLists>({ queryKey: hustlesQueries.lists() }, (lists) =>
      lists
        ? {
            ...lists,
            pages: lists.pages.map((page) => ({
              ...page,
              data: page.data.map((item) => (item.id === id ? change(item) : item)),
            })),
          }
        : lists,
    );
    queryClient.setQueryData<Hustle>(hustlesQueries.detail(id).queryKey, (hustle) =>
      hustle ? change(hustle) : hustle,
    );
  };
}

/**
 * Votes or withdraws the caller's vote. The count moves at once (optimistic); a refused request puts back what was
 * cached before, and the lists reload afterwards for the server's counts and order.
 */
export function useHustleVote() {
  const queryClient = useQueryClient();
  const edit = useEditCachedHustle();
  return useMutation<
    unknown,
    ApiRequestError,
    { id: string; vote: boolean },
    { snapshot: Array<[readonly unknown[], unknown]> }
  >({
    mutationFn: ({ id, vote }) =>
      vote
        ? api('PUT /social/hustles/{id}/vote', { params: { id } })
        : api('DELETE /social/hustles/{id}/vote', { params: { id } }),
    onMutate: async ({ id, vote }) => {
      await queryClient.cancelQueries({ queryKey: hustlesQueries.all() });
      const snapshot = queryClient.getQueriesData({ queryKey: hustlesQueries.all() });
      edit(id, (hustle) =>
        hustle.voted_by_me === vote
          ? hustle
          : { ...hustle, voted_by_me: vote, vote_count: Math.max(0, hustle.vote_count + (vote ? 1 : -1)) },
      );
      return { snapshot };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: hustlesQueries.all() }),
  });
}

function useHustleSaved() {
  const queryClient = useQueryClient();
  return (hustle: Hustle) => {
    queryClient.setQueryData(hustlesQueries.detail(hustle.id).queryKey, hustle);
    void queryClient.invalidateQueries({ queryKey: hustlesQueries.lists() });
  };
}

export function useCreateHustle() {
  const saved = useHustleSaved();
  return useMutation<Hustle, ApiRequestError, HustleFields>({
    mutationFn: async (fields) => (await api('POST /social/hustles', { json: fields })).data,
    onSuccess: saved,
  });
}

export function useUpdateHustle() {
  const saved = useHustleSaved();
  return useMutation<Hustle, ApiRequestError, { id: string; patch: HustlePatchFields }>({
    mutationFn: async ({ id, patch }) =>
      (await api('PATCH /social/hustles/{id}', { params: { id }, json: patch })).data,
    onSuccess: saved,
  });
}

export function useDeleteHustle() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /social/hustles/{id}', { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: hustlesQueries.detail(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: hustlesQueries.lists() });
    },
  });
}

/** "Try this": the hustle's source in the Make Money tracker; the hustle then shows it is there. */
export function useTryHustle() {
  const edit = useEditCachedHustle();
  return useMutation<HustleTryResult, ApiRequestError, string>({
    mutationFn: async (id) => (await api('POST /social/hustles/{id}/try', { params: { id } })).data,
    onSuccess: (result) =>
      edit(result.hustle_id, (hustle) => ({ ...hustle, side_income_source_id: result.side_income_source_id })),
  });
}

export function useAddHustleComment(hustleId: string) {
  const queryClient = useQueryClient();
  return useMutation<HustleComment, ApiRequestError, string>({
    mutationFn: async (body) =>
      (await api('POST /social/hustles/{id}/comments', { params: { id: hustleId }, json: { body } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hustlesQueries.all() }),
  });
}

export function useDeleteHustleComment() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /social/hustle-comments/{id}', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: hustlesQueries.all() }),
  });
}
