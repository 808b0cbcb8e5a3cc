import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIds } from '#shared/i18n/i18n.ts';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';

// Its own chunk and namespace: a card of due maintenance that shows above the tabs only when something is due.
const MaintenanceReminders = lazy(() =>
  import('../components/maintenance-reminders.tsx').then((m) => ({ default: m.MaintenanceReminders })),
);

/** SPEC §2 tabs of /wheels, in order; each one's code loads when the tab is first opened. */
const TABS: ReadonlyArray<{
  id: KeyIds<'areas.wheels.tabs', '.label'>;
  component: LazyExoticComponent<ComponentType>;
}> = [
  { id: 'trip-planner', component: lazy(() => import('../components/trip-planner-tab.tsx')) },
  { id: 'trips', component: lazy(() => import('../components/trips-tab.tsx')) },
  { id: 'fuel-log', component: lazy(() => import('../components/fuel-log-tab.tsx')) },
  { id: 'maintenance', component: lazy(() => import('../components/maintenance-tab.tsx')) },
  { id: 'storage', component: lazy(() => import('../components/storage-tab.tsx')) },
  { id: 'safety', component: lazy(() => import('../components/safety-tab.tsx')) },
];

export default function WheelsPage() {
  const { t } = useTranslation('common');
  const prefix = 'areas.wheels';
  return (
    <PageContainer title={t(`${prefix}.title`)} description={t(`${prefix}.description`)}>
      <Suspense fallback={null}>
        <MaintenanceReminders />
      </Suspense>
      <UrlTabs
        label={t(`${prefix}.tabs_label`)}
        tabs={TABS.map(({ id, component: Tab }) => ({
          id,
          label: t(`${prefix}.tabs.${id}.label`),
          content: (
            <Suspense fallback={<Spinner label={t('loading_page')} />}>
              <Tab />
            </Suspense>
          ),
        }))}
      />
    </PageContainer>
  );
}
