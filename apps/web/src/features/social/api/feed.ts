import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Post } from '@ww/contracts';
import { api, ApiRequestError, type ApiBody, type ApiQuery, type ApiResponse } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';

/** What a list of posts shows: the feed's query without its paging (view, group, author, position). */
export type FeedFilters = Omit<ApiQuery<'GET /social/feed'>, 'cursor' | 'limit'>;
export type FeedPage = ApiResponse<'GET /social/feed'>;
export type PostInput = ApiBody<'POST /social/posts'>;
export type PostPatch = ApiBody<'PATCH /social/posts/{id}'>;
export type CommentInput = ApiBody<'POST /social/posts/{id}/comments'>;
export type SocialPhoto = ApiResponse<'POST /social/photos'>['data'];

/** Keys under ['social', 'feed']: every list of posts (any filters), each post's comments, and the composer's lookups. */
export const feedQueries = {
  all: () => ['social', 'feed'] as const,
  lists: () => [...feedQueries.all(), 'list'] as const,
  list: (filters: FeedFilters) =>
    infiniteQueryOptions({
      queryKey: [...feedQueries.lists(), filters] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        api('GET /social/feed', { query: { ...filters, cursor: pageParam ?? undefined }, signal }),
      getNextPageParam: (last) => last.next_cursor,
    }),
  comments: (postId: string) =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'comments', postId] as const,
      queryFn: async ({ signal }) =>
        (await api('GET /social/posts/{id}/comments', { params: { id: postId }, signal })).data,
    }),
  /** The groups the user belongs to, for the composer's visibility choice. */
  myGroups: () =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'my-groups'] as const,
      queryFn: async ({ signal }) =>
        (await api('GET /social/groups', { query: { mine: 'true', limit: 50 }, signal })).data,
    }),
  /** Travellers whose name matches, for @mentions. */
  users: (q: string) =>
    queryOptions({
      queryKey: [...feedQueries.all(), 'users', q] as const,
      queryFn: async ({ signal }) => (await api('GET /social/users', { query: { q }, signal })).data,
      staleTime: 60_000,
    }),
};

type FeedPages = InfiniteData<FeedPage, string | null>;

export function useFeed(filters: FeedFilters, enabled = true) {
  const { status } = useAuth();
  return useInfiniteQuery({ ...feedQueries.list(filters), enabled: enabled && status === 'signed_in' });
}

/** Applies `change` to the post with this id in every cached list of posts. */
function updateCachedPost(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  change: (post: Post) => Post | null,
) {
  queryClient.setQueriesData<FeedPages>({ queryKey: feedQueries.lists() }, (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            data: page.data.flatMap((post) => {
              if (post.id !== id) return [post];
              const next = change(post);
              return next ? [next] : [];
            }),
          })),
        }
      : pages,
  );
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation<ApiResponse<'POST /social/posts'>, ApiRequestError, PostInput>({
    mutationFn: (json) => api('POST /social/posts', { json }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedQueries.lists() }),
  });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation<ApiResponse<'PATCH /social/posts/{id}'>, ApiRequestError, { id: string; patch: PostPatch }>({
    mutationFn: ({ id, patch }) => api('PATCH /social/posts/{id}', { params: { id }, json: patch }),
    onSuccess: ({ data }) => updateCachedPost(queryClient, data.id, () => data),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /social/posts/{id}', { params: { id } }),
    onSuccess: (_, id) => updateCachedPost(queryClient, id, () => null),
  });
}

/** Likes or unlikes at once on screen; a refusal puts the post back as it was, the answer sets the true count. */
export function useLike() {
  const queryClient = useQueryClient();
  return useMutation<
    { like_count: number; liked_by_me: boolean } | null,
    ApiRequestError,
    { post: Post; like: boolean },
    { before: Post }
  >({
    mutationFn: async ({ post, like }) => {
      if (like) return (await api('PUT /social/posts/{id}/like', { params: { id: post.id } })).data;
      await api('DELETE /social/posts/{id}/like', { params: { id: post.id } });
      return null;
    },
    onMutate: async ({ post, like }) => {
      await queryClient.cancelQueries({ queryKey: feedQueries.lists() });
      updateCachedPost(queryClient, post.id, (p) => ({
        ...p,
        liked_by_me: like,
        like_count: p.liked_by_me === like ? p.like_count : Math.max(0, p.like_count + (like ? 1 : -1)),
      }));
      return { before: post };
    },
    onError: (_, { post }, context) => updateCachedPost(queryClient, post.id, () => context?.before ?? post),
    onSuccess: (counts, { post }) => {
      if (counts) updateCachedPost(queryClient, post.id, (p) => ({ ...p, ...counts }));
    },
  });
}

export function useComments(postId: string, enabled: boolean) {
  return useQuery({ ...feedQueries.comments(postId), enabled });
}

/**
 * Loads one post again into every list that shows it (its counts, an edit), without reloading the lists: new posts
 * do not slip in above the reader. A post the user may no longer read leaves the lists.
 */
export function useRefreshPost() {
  const queryClient = useQueryClient();
  return useCallback(
    async (postId: string) => {
      const shown = queryClient
        .getQueriesData<FeedPages>({ queryKey: feedQueries.lists() })
        .some(([, pages]) => pages?.pages.some((page) => page.data.some((post) => post.id === postId)));
      if (!shown) return;
      try {
        const { data } = await api('GET /social/posts/{id}', { params: { id: postId } });
        updateCachedPost(queryClient, postId, () => data);
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) updateCachedPost(queryClient, postId, () => null);
        else throw err;
      }
    },
    [queryClient],
  );
}

/** Takes a post out of every cached list (deleted by its author, seen live). */
export function useForgetPost() {
  const queryClient = useQueryClient();
  return useCallback((postId: string) => updateCachedPost(queryClient, postId, () => null), [queryClient]);
}

/** A post's comments changed (a comment here or from another traveller): they load again, and the post's count. */
export function useRefreshComments() {
  const queryClient = useQueryClient();
  const refreshPost = useRefreshPost();
  return useCallback(
    (postId: string) => {
      void queryClient.invalidateQueries({ queryKey: feedQueries.comments(postId).queryKey });
      // A failed reload leaves the count as it was; the list's next load corrects it.
      refreshPost(postId).catch(() => undefined);
    },
    [queryClient, refreshPost],
  );
}

export function useCreateComment(postId: string) {
  const refresh = useRefreshComments();
  return useMutation<ApiResponse<'POST /social/posts/{id}/comments'>, ApiRequestError, CommentInput>({
    mutationFn: (json) => api('POST /social/posts/{id}/comments', { params: { id: postId }, json }),
    onSuccess: () => refresh(postId),
  });
}

export function useDeleteComment(postId: string) {
  const refresh = useRefreshComments();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /social/comments/{id}', { params: { id } }),
    onSuccess: () => refresh(postId),
  });
}

/** Uploads one photo (the server strips its metadata and resizes it) and resolves with the stored photo. */
export async function uploadPhoto(file: File): Promise<SocialPhoto> {
  const body = new FormData();
  body.append('file', file);
  return (await api('POST /social/photos', { body })).data;
}

export function useMyGroups(enabled: boolean) {
  return useQuery({ ...feedQueries.myGroups(), enabled });
}

export function useUserSearch(q: string) {
  return useQuery({ ...feedQueries.users(q), enabled: q.length >= 2 });
}
