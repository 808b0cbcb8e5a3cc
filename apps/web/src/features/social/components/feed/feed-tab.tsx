import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PUBLIC_FEED_CHANNEL, postEventPayloadSchema, SOCIAL_EVENTS, SOCIAL_LIMITS } from '@ww/contracts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { useRealtimeChannel, useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { feedQueries, useFeed, type FeedFilters } from '../../api/feed.ts';
import { currentPosition, type PositionResult } from '../../lib/feed-position.ts';
import { PostComposer } from './post-composer.tsx';
import { PostList } from './post-list.tsx';

type View = 'newest' | 'near_me';

/** The user's position for 'Near me': asked for when that view is first chosen, and again on 'Try again'. */
function useNearMe() {
  const [result, setResult] = useState<PositionResult | null>(null);
  const [asked, setAsked] = useState(false);
  const ask = useCallback(() => {
    setAsked(true);
    setResult(null);
    void currentPosition().then(setResult);
  }, []);
  return { result, asked, ask };
}

/** Whether the list these filters show has loaded at least one post (same query as the list: no second request). */
function useListHasPosts(filters: FeedFilters | null): boolean {
  const feed = useFeed(filters ?? { view: 'newest' }, filters !== null);
  return filters !== null && (feed.data?.pages.some((page) => page.data.length > 0) ?? false);
}

/**
 * The Feed tab: the composer, Newest or Near me, and the posts. New posts from others arrive live (the public
 * channel while the tab is shown, and the user's own channel for friends' and groups' posts) as a 'New posts' bar
 * that loads them when the reader asks, so the list never moves under them. An empty list has nothing to move, so
 * there they load at once: the bar never sits above 'No posts yet'.
 */
export default function FeedTab() {
  const { t } = useTranslation('social_feed');
  const units = useUnitsFormat();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>('newest');
  const [newPosts, setNewPosts] = useState(false);
  const nearMe = useNearMe();
  const position = nearMe.result?.ok ? nearMe.result.position : null;
  const filters: FeedFilters | null =
    view === 'newest'
      ? { view: 'newest' }
      : position
        ? { view: 'near_me', lat: position.latitude, lon: position.longitude }
        : null;
  const hasPosts = useListHasPosts(filters);

  const showNew = () => {
    setNewPosts(false);
    void queryClient.invalidateQueries({ queryKey: feedQueries.lists() });
  };

  useRealtimeChannel(PUBLIC_FEED_CHANNEL);
  useRealtimeEvent(SOCIAL_EVENTS.postCreated, (payload) => {
    const event = postEventPayloadSchema.safeParse(payload);
    if (!event.success || event.data.author_id === user?.id) return;
    if (hasPosts) setNewPosts(true);
    else showNew();
  });

  return (
    <div className="space-y-4">
      <PostComposer />

      <div role="group" aria-label={t('views.label')} className="flex gap-2">
        {(['newest', 'near_me'] as const).map((id) => (
          <Button
            key={id}
            variant={view === id ? 'primary' : 'secondary'}
            size="sm"
            className="min-h-10 flex-1 sm:flex-none"
            aria-pressed={view === id}
            onClick={() => {
              setView(id);
              if (id === 'near_me' && !nearMe.asked) nearMe.ask();
            }}
          >
            {t(`views.${id}`)}
          </Button>
        ))}
      </div>

      {newPosts && hasPosts && (
        <div
          role="status"
          className="sticky top-2 z-10 flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900 shadow dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <span>{t('live.new_posts')}</span>
          <Button size="sm" className="min-h-10" onClick={showNew}>
            {t('live.show')}
          </Button>
        </div>
      )}

      {view === 'near_me' && nearMe.result === null && <Spinner label={t('views.locating')} />}
      {view === 'near_me' && nearMe.result?.ok === false && (
        <Alert variant="info">
          <p>{t(nearMe.result.reason === 'unsupported' ? 'views.unsupported' : 'views.unavailable')}</p>
          {nearMe.result.reason === 'unavailable' && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={nearMe.ask}>
              {t('views.retry')}
            </Button>
          )}
        </Alert>
      )}
      {view === 'near_me' && position && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('views.near_me_intro', { radius: units.formatDistance(SOCIAL_LIMITS.nearbyRadiusKmDefault) })}
        </p>
      )}

      {filters && <PostList filters={filters} />}
    </div>
  );
}
