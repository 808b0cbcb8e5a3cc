import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';

/** SPEC §2 tabs of /wins, in order; each one's code loads when the tab is first opened. */
const TABS: ReadonlyArray<{ id: KeyIds<'page.tabs', '', 'wins'>; component: LazyExoticComponent<ComponentType> }> = [
  { id: 'overview', component: lazy(() => import('../components/overview-tab.tsx')) },
  { id: 'expenses', component: lazy(() => import('../components/expenses-tab.tsx')) },
  { id: 'income', component: lazy(() => import('../components/income-tab.tsx')) },
  { id: 'budgets', component: lazy(() => import('../components/budgets-tab.tsx')) },
  { id: 'tips', component: lazy(() => import('../components/tips-tab.tsx')) },
  { id: 'make-money', component: lazy(() => import('../components/make-money-tab.tsx')) },
];

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
