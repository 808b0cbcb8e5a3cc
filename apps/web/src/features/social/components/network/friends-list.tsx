import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useFriends, useUnfriend } from '../../api/network.ts';
import { useNetworkFormat } from '../../lib/network-format.ts';
import { messageLink } from './relationship-actions.tsx';
import { TravellerRow } from './traveller-row.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';

/** The user's friends, newest friendship first: message one, or unfriend after a confirmation. */
export function FriendsList() {
  const { t } = useTranslation('social_network');
  const format = useNetworkFormat();
  const failed = useErrorToast({ ns: 'social_network' });
  const headingId = useId();
  const friends = useFriends();
  const unfriend = useUnfriend();
  const list = friends.data?.pages.flatMap((page) => page.data);

  return (
    <HeadedSection id={headingId} title={t('friends.title')} className="space-y-3">
      <QueryState
        query={{ ...friends, data: list }}
        loadingLabel={t('friends.loading')}
        errorTitle={t('friends.failed')}
        retryLabel={t('actions.retry')}
        empty={t('friends.empty')}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((friend) => {
                const name = format.name(friend.user);
                return (
                  <TravellerRow
                    key={friend.id}
                    user={friend.user}
                    name={name}
                    detail={t('friends.since', { date: format.day(friend.since) })}
                  >
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={messageLink(friend.user.id)}
                        aria-label={t('actions.message_named', { name })}
                        className={buttonClasses('secondary', 'sm')}
                      >
                        {t('actions.message')}
                      </Link>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('actions.unfriend_named', { name })}
                        loading={unfriend.isPending && unfriend.variables === friend.user.id}
                        onClick={() => {
                          if (!window.confirm(t('confirm.unfriend', { name }))) return;
                          unfriend.mutate(friend.user.id, {
                            onSuccess: () => toast.success(t('toasts.unfriended', { name })),
                            onError: failed,
                          });
                        }}
                      >
                        {t('actions.unfriend')}
                      </Button>
                    </div>
                  </TravellerRow>
                );
              })}
            </ul>
            {friends.hasNextPage && (
              <Button
                variant="secondary"
                loading={friends.isFetchingNextPage}
                onClick={() => void friends.fetchNextPage()}
              >
                {t('actions.show_more')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </HeadedSection>
  );
}
