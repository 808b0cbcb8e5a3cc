import { useTranslation } from 'react-i18next';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { commentEventPayloadSchema, postEventPayloadSchema, SOCIAL_EVENTS } from '@ww/contracts';
import { useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { useFeed, useForgetPost, useRefreshComments, useRefreshPost, type FeedFilters } from '../../api/feed.ts';
import { PostCard } from './post-card.tsx';

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
      isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
    >
      {(data) => (
        <div className="space-y-4">
          <ul aria-label={t('list.label')} className="space-y-4">
            {data.pages.flatMap((page) =>
              page.data.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              )),
            )}
          </ul>
          {feed.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
                {t('list.load_more')}
              </Button>
            </div>
          )}
        </div>
      )}
    </QueryState>
  );
}
