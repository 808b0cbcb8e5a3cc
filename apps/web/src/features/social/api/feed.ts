import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Post, SocialUser } from '@ww/contracts';
import { api, ApiRequestError, type ApiBody, type ApiQuery, type ApiResponse } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { routeWrite, useOutboxWrite, type OutboxEntry, type TypedOutboxWrite } from '#shared/lib/outbox/index.ts';
import { useProfile } from '#shared/lib/profile.ts';
import { useSettings } from '#shared/lib/settings.ts';
import { outboxSummary } from '../lib/outbox-writes.ts';

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
function updateCachedPost(queryClient: QueryClient, id: string, change: (post: Post) => Post | null) {
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

/** Who a post written on this device is by, and whom it shows to when the composer leaves that to the profile. */
export interface PostAuthoring {
  author: SocialUser;
  /** The server's default (decision 022): public when the profile is public, friends otherwise. */
  defaultVisibility: Post['visibility'];
}

/** The signed-in user as their own posts show them, from the profile and settings already loaded. */
export function usePostAuthoring(): PostAuthoring | null {
  const { user } = useAuth();
  const profile = useProfile();
  const settings = useSettings();
  if (!user) return null;
  return {
    author: {
      id: user.id,
      display_name: profile.data?.full_name ?? null,
      avatar_url: profile.data?.profile_image_url ?? null,
    },
    defaultVisibility: settings.data?.privacy_preferences.profile_visibility === 'public' ? 'public' : 'friends',
  };
}

/** A new post as the shell outbox sends it (photos are already uploaded: the post carries their urls). */
export function postWrite(input: PostInput): TypedOutboxWrite {
  return {
    kind: 'post',
    summary: outboxSummary(input.body),
    ...routeWrite('POST /social/posts', { json: input }),
    invalidate: [feedQueries.lists()],
  };
}

/**
 * The post a waiting write will become, as the feed shows it until the server has it; its id is the write's key.
 * `photos` are the uploaded photos with their sizes when the composer still has them.
 */
export function waitingPost(
  key: string,
  input: PostInput,
  authoring: PostAuthoring,
  createdAt: number,
  photos?: readonly SocialPhoto[],
): Post {
  const at = new Date(createdAt).toISOString();
  return {
    id: key,
    author: authoring.author,
    body: input.body,
    visibility: input.visibility ?? authoring.defaultVisibility,
    group_id: input.group_id ?? null,
    photos: (input.photos ?? []).map(
      (url) => photos?.find((photo) => photo.url === url) ?? { url, width: 0, height: 0 },
    ),
    place: input.place ?? null,
    trip: null,
    mentions: (input.mention_ids ?? []).map((id) => ({ id, display_name: null })),
    like_count: 0,
    comment_count: 0,
    liked_by_me: false,
    created_at: at,
    updated_at: at,
    edited: false,
    hidden_at: null,
    hidden_reason: null,
  };
}

/** The post a waiting outbox entry will create, or null for any other entry. */
export function waitingPostOf(entry: OutboxEntry, authoring: PostAuthoring): Post | null {
  if (entry.kind !== 'post' || entry.method !== 'POST' || entry.path !== '/social/posts') return null;
  const input = entry.json as PostInput | undefined;
  return input && typeof input.body === 'string' ? waitingPost(entry.key, input, authoring, entry.createdAt) : null;
}

/** Whether a list with these filters shows a new post of the user's: the main feed, their own posts, its group. */
export function listShowsNewPost(filters: FeedFilters, post: Pick<Post, 'author' | 'group_id'>): boolean {
  if (filters.view === 'near_me') return false;
  if (filters.author_id !== undefined && filters.author_id !== post.author.id) return false;
  if (filters.group_id !== undefined) return filters.group_id === post.group_id;
  return true;
}

/** Puts a post at the top of every cached list that shows it. */
function addCachedPost(queryClient: QueryClient, post: Post) {
  for (const [key, pages] of queryClient.getQueriesData<FeedPages>({ queryKey: feedQueries.lists() })) {
    const filters = key[3] as FeedFilters | undefined;
    const [first, ...rest] = pages?.pages ?? [];
    if (!pages || !first || !filters || !listShowsNewPost(filters, post)) continue;
    queryClient.setQueryData<FeedPages>(key, { ...pages, pages: [{ ...first, data: [post, ...first.data] }, ...rest] });
  }
}

export interface NewPost {
  input: PostInput;
  authoring: PostAuthoring;
  /** The uploaded photos the input names, with their sizes. */
  photos: readonly SocialPhoto[];
}

/**
 * Posts through the shell outbox: the post shows at once at the top of the feed (its id is the outbox key until the
 * server answers), is sent now when online, and otherwise waits on this device and is sent once when the connection
 * returns.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  // The key each post went under, so the server's answer replaces the post shown meanwhile.
  const [keys] = useState(() => new WeakMap<NewPost, string>());
  return useOutboxWrite<NewPost, ApiResponse<'POST /social/posts'>>({
    toWrite: ({ input }) => postWrite(input),
    optimistic: (client, vars, key) => {
      keys.set(vars, key);
      addCachedPost(client, waitingPost(key, vars.input, vars.authoring, Date.now(), vars.photos));
      return () => updateCachedPost(client, key, () => null);
    },
    onSent: ({ data }, vars) => {
      const key = keys.get(vars);
      if (key) updateCachedPost(queryClient, key, () => data);
    },
  });
}

/** Edits a post; offline the edit shows at once and is sent when the connection returns (the author's own post). */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useOutboxWrite<{ post: Post; patch: PostPatch }, ApiResponse<'PATCH /social/posts/{id}'>>({
    toWrite: ({ post, patch }) => ({
      kind: 'post',
      summary: outboxSummary(patch.body ?? post.body),
      ...routeWrite('PATCH /social/posts/{id}', { params: { id: post.id }, json: patch }),
      invalidate: [feedQueries.lists()],
    }),
    optimistic: (client, { post, patch }) => {
      updateCachedPost(client, post.id, (p) => ({
        ...p,
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        edited: true,
      }));
      return () => updateCachedPost(client, post.id, () => post);
    },
    onSent: ({ data }) => updateCachedPost(queryClient, data.id, () => data),
  });
}

/** Deletes a post; offline it leaves the lists at once and the deletion is sent when the connection returns. */
export function useDeletePost() {
  return useOutboxWrite<Post, unknown>({
    toWrite: (post) => ({
      kind: 'post',
      summary: outboxSummary(post.body),
      ...routeWrite('DELETE /social/posts/{id}', { params: { id: post.id } }),
      invalidate: [feedQueries.lists()],
    }),
    optimistic: (client, post) => {
      const before = client.getQueriesData<FeedPages>({ queryKey: feedQueries.lists() });
      updateCachedPost(client, post.id, () => null);
      return () => {
        for (const [key, pages] of before) client.setQueryData(key, pages);
      };
    },
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
