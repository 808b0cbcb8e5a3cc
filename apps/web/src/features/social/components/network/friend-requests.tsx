import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { FriendRequestDirection } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import {
  useAcceptFriendRequest,
  useCancelFriendRequest,
  useDeclineFriendRequest,
  useFriendRequests,
} from '../../api/network.ts';
import { useNetworkFormat } from '../../lib/network-format.ts';
import { TravellerRow } from './traveller-row.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';

function RequestList({ direction }: { direction: FriendRequestDirection }) {
  const { t } = useTranslation('social_network');
  const format = useNetworkFormat();
  const failed = useErrorToast({ ns: 'social_network' });
  const headingId = useId();
  const requests = useFriendRequests(direction);
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const cancel = useCancelFriendRequest();

  return (
    <div aria-labelledby={headingId} role="group" className="space-y-2">
      <h3 id={headingId} className="font-medium text-slate-800 dark:text-slate-200">
        {t(`requests.${direction}`)}
      </h3>
      <QueryState
        query={requests}
        loadingLabel={t('requests.loading')}
        errorTitle={t('requests.failed')}
        retryLabel={t('actions.retry')}
        variant="inline"
        empty={t(`requests.${direction}_empty`)}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.map((request) => {
              const name = format.name(request.user);
              return (
                <TravellerRow
                  key={request.id}
                  user={request.user}
                  name={name}
                  detail={t('requests.sent_on', { date: format.day(request.created_at) })}
                >
                  <div className="flex flex-wrap gap-2">
                    {direction === 'incoming' ? (
                      <>
                        <Button
                          size="sm"
                          aria-label={t('actions.accept_named', { name })}
                          loading={accept.isPending && accept.variables === request.id}
                          onClick={() =>
                            accept.mutate(request.id, {
                              onSuccess: () => toast.success(t('toasts.now_friends', { name })),
                              onError: failed,
                            })
                          }
                        >
                          {t('actions.accept')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('actions.decline_named', { name })}
                          loading={decline.isPending && decline.variables === request.id}
                          onClick={() =>
                            decline.mutate(request.id, {
                              onSuccess: () => toast.success(t('toasts.declined')),
                              onError: failed,
                            })
                          }
                        >
                          {t('actions.decline')}
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('actions.cancel_request_named', { name })}
                        loading={cancel.isPending && cancel.variables === request.id}
                        onClick={() =>
                          cancel.mutate(request.id, {
                            onSuccess: () => toast.success(t('toasts.cancelled')),
                            onError: failed,
                          })
                        }
                      >
                        {t('actions.cancel_request')}
                      </Button>
                    )}
                  </div>
                </TravellerRow>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** Friend requests waiting for the user's answer, and those the user sent. */
export function FriendRequests() {
  const { t } = useTranslation('social_network');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t('requests.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <RequestList direction="incoming" />
        <RequestList direction="outgoing" />
      </div>
    </section>
  );
}
