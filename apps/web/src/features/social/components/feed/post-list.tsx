import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { commentEventPayloadSchema, postEventPayloadSchema, SOCIAL_EVENTS } from '@ww/contracts';
import { useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { useOutboxEntries } from '#shared/lib/outbox/index.ts';
import type { Post } from '@ww/contracts';
import {
  listShowsNewPost,
  useFeed,
  useForgetPost,
  usePostAuthoring,
  useRefreshComments,
  useRefreshPost,
  waitingPostOf,
  type FeedFilters,
} from '../../api/feed.ts';
import { PostCard } from './post-card.tsx';
import type { WaitingState } from './post-waiting-notice.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';

/**
 * The user's posts still in the outbox for this list: new ones (shown above the loaded posts until the server has
 * them, also after a reload offline) and the ids of posts whose deletion waits.
 */
function useWaitingPosts(filters: FeedFilters) {
  const entries = useOutboxEntries('post');
  const authoring = usePostAuthoring();
  const errorText = useErrorText();
  return useMemo(() => {
    const created: Array<{ post: Post; waiting: WaitingState }> = [];
    const deleting = new Set<string>();
    for (const entry of entries) {
      if (entry.method === 'DELETE' && entry.status === 'pending') deleting.add(entry.path.split('/').at(-1) ?? '');
      const post = authoring ? waitingPostOf(entry, authoring) : null;
      if (!post || !listShowsNewPost(filters, post)) continue;
      const waiting: WaitingState =
        entry.status === 'pending'
          ? { key: entry.key, status: 'pending' }
          : { key: entry.key, status: 'failed', reason: entry.error?.message || errorText(null) };
      created.unshift({ post, waiting });
    }
    return { created, deleting };
  }, [entries, authoring, filters, errorText]);
}

export interface PostListProps {
  /** The feed's query without paging: `view` (with lat/lon for near me), `group_id`, `author_id`. */
  filters: FeedFilters;
  /** What an empty list says (e.g. 'No posts in this group yet.'); the feed's own text otherwise. */
  emptyText?: string;
}

/**
 * Posts newest first, a page at a time with 'Load more': the feed, a group's feed (`group_id`) or a traveller's
 * posts (`author_id`). Used by the Feed tab, the group page and the traveller page.
 */
export function PostList({ filters, emptyText }: PostListProps) {
  const { t } = useTranslation('social_feed');
  const feed = useFeed(filters);
  const refreshComments = useRefreshComments();
  const refreshPost = useRefreshPost();
  const forgetPost = useForgetPost();
  const waiting = useWaitingPosts(filters);
  // Live changes to posts on screen update them in place; new posts are the Feed tab's 'New posts' bar.
  useRealtimeEvent(SOCIAL_EVENTS.commentCreated, (payload) => {
    const event = commentEventPayloadSchema.safeParse(payload);
    if (event.success) refreshComments(event.data.post_id);
  });
  useRealtimeEvent(SOCIAL_EVENTS.postUpdated, (payload) => {
    const event = postEventPayloadSchema.safeParse(payload);
    if (event.success) refreshPost(event.data.post_id).catch(() => undefined);
  });
  useRealtimeEvent(SOCIAL_EVENTS.postDeleted, (payload) => {
    const event = postEventPayloadSchema.safeParse(payload);
    if (event.success) forgetPost(event.data.post_id);
  });
  return (
    <QueryState
      query={feed}
      loadingLabel={t('list.loading')}
      errorTitle={t('list.error')}
      retryLabel={t('actions.retry')}
      empty={emptyText ?? t('list.empty')}
      isEmpty={(data) => waiting.created.length === 0 && data.pages.every((page) => page.data.length === 0)}
    >
      {(data) => {
        const loaded = data.pages.flatMap((page) => page.data).filter((post) => !waiting.deleting.has(post.id));
        const shown = new Set(loaded.map((post) => post.id));
        const waitingById = new Map(waiting.created.map((w) => [w.post.id, w.waiting]));
        const posts = [...waiting.created.flatMap((w) => (shown.has(w.post.id) ? [] : [w.post])), ...loaded];
        return (
          <div className="space-y-4">
            <ul aria-label={t('list.label')} className="space-y-4">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} waiting={waitingById.get(post.id)} />
                </li>
              ))}
            </ul>
            {feed.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="secondary" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
                  {t('list.load_more')}
                </Button>
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
