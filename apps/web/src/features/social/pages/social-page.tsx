import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';
import { useUnreadMessages } from '../api/messages.ts';
import { SuspensionBanner } from '../components/moderation/suspension-banner.tsx';
import { CommunityMapSlotProvider } from '../lib/community-map-slot.tsx';
import { useMoveLegacyMessages } from '../lib/legacy-message-outbox.ts';
import { SOCIAL_TABS } from './social-tabs.ts';

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
          tabs={SOCIAL_TABS.map(({ id, component: Tab }) => ({
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
