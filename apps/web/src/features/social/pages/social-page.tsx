import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';
import { useUnreadMessages } from '../api/messages.ts';
import { SuspensionBanner } from '../components/moderation/suspension-banner.tsx';
import { CommunityMapSlotProvider } from '../lib/community-map-slot.tsx';
import { useMoveLegacyMessages } from '../lib/legacy-message-outbox.ts';

/**
 * SPEC §2 tabs of /social, in order, with Messages after Network (docs/decisions/027-social-web.md); each tab's code
 * loads when it is first opened.
 */
const TABS: ReadonlyArray<{ id: KeyIds<'page.tabs', '', 'social'>; component: LazyExoticComponent<ComponentType> }> = [
  { id: 'feed', component: lazy(() => import('../components/feed/feed-tab.tsx')) },
  { id: 'groups', component: lazy(() => import('../components/groups/groups-tab.tsx')) },
  { id: 'network', component: lazy(() => import('../components/network/network-tab.tsx')) },
  { id: 'messages', component: lazy(() => import('../components/messages/messages-tab.tsx')) },
  { id: 'planning', component: lazy(() => import('../components/planning/planning-tab.tsx')) },
  { id: 'marketplace', component: lazy(() => import('../components/marketplace/marketplace-tab.tsx')) },
  { id: 'hustle-board', component: lazy(() => import('../components/hustle-board/hustle-board-tab.tsx')) },
  { id: 'moderation', component: lazy(() => import('../components/moderation/moderation-tab.tsx')) },
];

/** `communityMap`: the community map, composed in by the app (another feature's component). */
export default function SocialPage({ communityMap }: { communityMap?: ReactNode }) {
  const { t } = useTranslation(['social', 'social_messages']);
  const unreadMessages = useUnreadMessages();
  useMoveLegacyMessages();
  return (
    <PageContainer title={t('page.title')} description={t('page.description')}>
      <SuspensionBanner />
      <CommunityMapSlotProvider value={communityMap}>
        <UrlTabs
          label={t('page.tabs_label')}
          tabs={TABS.map(({ id, component: Tab }) => ({
            id,
            // The tab list takes text labels: the unread count is part of the Messages label.
            label:
              id === 'messages' && unreadMessages > 0
                ? t('tab_label', { ns: 'social_messages', count: unreadMessages })
                : t(`page.tabs.${id}`),
            content: (
              <Suspense fallback={<Spinner label={t('page.loading_tab')} />}>
                <Tab />
              </Suspense>
            ),
          }))}
        />
      </CommunityMapSlotProvider>
    </PageContainer>
  );
}
