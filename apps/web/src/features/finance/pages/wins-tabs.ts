import type { ComponentType } from 'react';
import i18n, { type KeyIds } from '#shared/i18n/i18n.ts';
import { preloadableLazy, type PreloadableComponent } from '#shared/lib/preloadable-lazy.ts';

/** SPEC §2 tabs of /wins, in order; each one's code loads when the tab is first opened. */
export const WINS_TABS: ReadonlyArray<{
  id: KeyIds<'page.tabs', '', 'wins'>;
  component: PreloadableComponent<ComponentType>;
}> = [
  { id: 'overview', component: preloadableLazy(() => import('../components/overview-tab.tsx'), ['wins_insights']) },
  { id: 'expenses', component: preloadableLazy(() => import('../components/expenses-tab.tsx')) },
  { id: 'income', component: preloadableLazy(() => import('../components/income-tab.tsx')) },
  { id: 'budgets', component: preloadableLazy(() => import('../components/budgets-tab.tsx')) },
  { id: 'tips', component: preloadableLazy(() => import('../components/tips-tab.tsx'), ['wins_insights']) },
  { id: 'make-money', component: preloadableLazy(() => import('../components/make-money-tab.tsx'), ['wins_insights']) },
];

/** The page's texts and the tab the address opens: loaded with the page (app/lazy-page.ts), not after it. */
export async function preloadWinsContent(search: URLSearchParams): Promise<void> {
  const tab = WINS_TABS.find(({ id }) => id === search.get('tab')) ?? WINS_TABS[0];
  await Promise.all([i18n.loadNamespaces('wins'), tab?.component.preload()]);
}
