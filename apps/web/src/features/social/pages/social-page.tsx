import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { type KeyIds } from '#shared/i18n/i18n.ts';
import { preloadableLazy, type PreloadableComponent } from '#shared/lib/preloadable-lazy.ts';
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
const TABS: ReadonlyArray<{ id: KeyIds<'page.tabs', '', 'social'>; component: PreloadableComponent<ComponentType> }> = [
  { id: 'feed', component: preloadableLazy(() => import('../components/feed/feed-tab.tsx'), ['social_feed']) },
  { id: 'groups', component: preloadableLazy(() => import('../components/groups/groups-tab.tsx'), ['social_groups']) },
  {
    id: 'network',
    component: preloadableLazy(() => import('../components/network/network-tab.tsx'), ['social_network']),
  },
  { id: 'messages', component: preloadableLazy(() => import('../components/messages/messages-tab.tsx')) },
  {
    id: 'planning',
    component: preloadableLazy(() => import('../components/planning/planning-tab.tsx'), ['social_planning']),
  },
  {
    id: 'marketplace',
    component: preloadableLazy(() => import('../components/marketplace/marketplace-tab.tsx'), ['social_market']),
  },
  {
    id: 'hustle-board',
    component: preloadableLazy(() => import('../components/hustle-board/hustle-board-tab.tsx'), ['social_hustles']),
  },
  {
    id: 'moderation',
    component: preloadableLazy(() => import('../components/moderation/moderation-tab.tsx'), ['social_moderation']),
  },
];

/** The page's texts and the tab the address opens, loaded with the page (app/lazy-page.ts). */
export async function preloadContent(search: URLSearchParams): Promise<void> {
  const tab = TABS.find(({ id }) => id === search.get('tab')) ?? TABS[0];
  await Promise.all([i18n.loadNamespaces(['social', 'social_messages']), tab?.component.preload()]);
}

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
