import type { ComponentType } from 'react';
import i18n, { type KeyIds } from '#shared/i18n/i18n.ts';
import { preloadableLazy, type PreloadableComponent } from '#shared/lib/preloadable-lazy.ts';

/**
 * SPEC §2 tabs of /social, in order, with Messages after Network (docs/decisions/027-social-web.md); each tab's code
 * loads when it is first opened.
 */
export const SOCIAL_TABS: ReadonlyArray<{
  id: KeyIds<'page.tabs', '', 'social'>;
  component: PreloadableComponent<ComponentType>;
}> = [
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

/** The page's texts and the tab the address opens: loaded with the page (app/lazy-page.ts), not after it. */
export async function preloadSocialContent(search: URLSearchParams): Promise<void> {
  const tab = SOCIAL_TABS.find(({ id }) => id === search.get('tab')) ?? SOCIAL_TABS[0];
  await Promise.all([i18n.loadNamespaces(['social', 'social_messages']), tab?.component.preload()]);
}
