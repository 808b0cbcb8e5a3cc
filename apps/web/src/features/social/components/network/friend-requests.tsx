import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FriendRequestDirection } from '@ww/contracts';
import { QueryState } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { useFriendRequests } from '../../api/network.ts';
import { useNetworkFormat } from '../../lib/network-format.ts';
import { FriendRequestButtons } from './relationship-actions.tsx';
import { TravellerRow } from './traveller-row.tsx';

function RequestList({ direction }: { direction: FriendRequestDirection }) {
  const { t } = useTranslation('social_network');
  const format = useNetworkFormat();
  const headingId = useId();
  const requests = useFriendRequests(direction);

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
                    <FriendRequestButtons direction={direction} requestId={request.id} name={name} />
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
    <HeadedSection id={headingId} title={t('requests.title')} className="space-y-3">
      <div className="grid gap-4 lg:grid-cols-2">
        <RequestList direction="incoming" />
        <RequestList direction="outgoing" />
      </div>
    </HeadedSection>
  );
}
