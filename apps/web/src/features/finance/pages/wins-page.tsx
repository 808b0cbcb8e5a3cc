import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { type KeyIds } from '#shared/i18n/i18n.ts';
import { preloadableLazy, type PreloadableComponent } from '#shared/lib/preloadable-lazy.ts';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';

/** SPEC §2 tabs of /wins, in order; each one's code loads when the tab is first opened. */
const TABS: ReadonlyArray<{ id: KeyIds<'page.tabs', '', 'wins'>; component: PreloadableComponent<ComponentType> }> = [
  { id: 'overview', component: preloadableLazy(() => import('../components/overview-tab.tsx'), ['wins_insights']) },
  { id: 'expenses', component: preloadableLazy(() => import('../components/expenses-tab.tsx')) },
  { id: 'income', component: preloadableLazy(() => import('../components/income-tab.tsx')) },
  { id: 'budgets', component: preloadableLazy(() => import('../components/budgets-tab.tsx')) },
  { id: 'tips', component: preloadableLazy(() => import('../components/tips-tab.tsx'), ['wins_insights']) },
  { id: 'make-money', component: preloadableLazy(() => import('../components/make-money-tab.tsx'), ['wins_insights']) },
];

/** The page's texts and the tab the address opens, loaded with the page (app/lazy-page.ts). */
export async function preloadContent(search: URLSearchParams): Promise<void> {
  const tab = TABS.find(({ id }) => id === search.get('tab')) ?? TABS[0];
  await Promise.all([i18n.loadNamespaces('wins'), tab?.component.preload()]);
}

export default function WinsPage() {
  const { t } = useTranslation('wins');
  return (
    <PageContainer title={t('page.title')} description={t('page.description')}>
      <UrlTabs
        label={t('page.tabs_label')}
        tabs={TABS.map(({ id, component: Tab }) => ({
          id,
          label: t(`page.tabs.${id}`),
          content: (
            <Suspense fallback={<Spinner label={t('page.loading_tab')} />}>
              <Tab />
            </Suspense>
          ),
        }))}
      />
    </PageContainer>
  );
}
