import type { ComponentType } from 'react';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { preloadableLazy, type PreloadableComponent } from '#shared/lib/preloadable-lazy.ts';

/** The console's tabs (?tab=), in order; each tab's code loads when it is first opened. */
export const ADMIN_TABS: ReadonlyArray<{
  id: KeyIds<'console.tabs', '', 'admin'>;
  component: PreloadableComponent<ComponentType>;
}> = [
  { id: 'overview', component: preloadableLazy(() => import('../components/overview/overview-tab.tsx')) },
  { id: 'products', component: preloadableLazy(() => import('../components/products/products-tab.tsx')) },
  { id: 'orders', component: preloadableLazy(() => import('../components/orders/orders-tab.tsx')) },
  { id: 'users', component: preloadableLazy(() => import('../components/users/users-tab.tsx')) },
  { id: 'memberships', component: preloadableLazy(() => import('../components/memberships/memberships-tab.tsx')) },
  { id: 'audit', component: preloadableLazy(() => import('../components/audit/audit-tab.tsx')) },
];

/** Loads the tab the address opens, so it is ready when the admin check says yes instead of loading after it. */
export async function preloadAdminTab(search: URLSearchParams): Promise<void> {
  const tab = ADMIN_TABS.find(({ id }) => id === search.get('tab')) ?? ADMIN_TABS[0];
  await tab?.component.preload();
}
