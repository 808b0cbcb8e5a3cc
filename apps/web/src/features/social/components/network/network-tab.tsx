import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOCIAL_EVENTS } from '@ww/contracts';
import { useRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { Card } from '#shared/ui/card.tsx';
import { networkQueries } from '../../api/network.ts';
import { useCommunityMapSlot } from '../../lib/community-map-slot.tsx';
import { BlockedList } from './blocked-list.tsx';
import { FriendRequests } from './friend-requests.tsx';
import { FriendsList } from './friends-list.tsx';
import { NearbyTravellers } from './nearby-travellers.tsx';
import { UserSearch } from './user-search.tsx';

/** Notices that change the lists of this tab: a request arrived, or one the user sent was accepted. */
const NETWORK_NOTICES = new Set(['social.friend_request', 'social.friend_accepted']);

/**
 * The Network tab: search by name, friend requests, friends, travellers nearby beside the community map (composed in
 * by the app), and blocked travellers. A friend request or acceptance arriving live reloads the network lists.
 */
export default function NetworkTab() {
  const { t } = useTranslation('social_network');
  const communityMap = useCommunityMapSlot();
  const queryClient = useQueryClient();
  const onNotice = useCallback(
    (payload: unknown) => {
      const kind = (payload as { kind?: unknown } | null)?.kind;
      if (typeof kind === 'string' && NETWORK_NOTICES.has(kind)) {
        void queryClient.invalidateQueries({ queryKey: networkQueries.all() });
      }
    },
    [queryClient],
  );
  useRealtimeEvent(SOCIAL_EVENTS.notificationCreated, onNotice);

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('tab_intro')}</p>
      <Card>
        <UserSearch />
      </Card>
      <Card>
        <FriendRequests />
      </Card>
      <Card>
        <FriendsList />
      </Card>
      <Card>
        <NearbyTravellers />
      </Card>
      {communityMap && <section aria-label={t('map.title')}>{communityMap}</section>}
      <Card>
        <BlockedList />
      </Card>
    </div>
  );
}
