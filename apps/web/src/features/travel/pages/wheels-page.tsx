import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { UrlTabs } from '../../../shared/ui/url-tabs.tsx';

/** SPEC §2 tabs of /wheels, in order; each one's code loads when the tab is first opened. */
const TABS: ReadonlyArray<{ id: string; component?: LazyExoticComponent<ComponentType> }> = [
  { id: 'trip-planner' },
  { id: 'trips' },
  { id: 'fuel-log' },
  { id: 'maintenance' },
  { id: 'storage' },
  { id: 'safety' },
];

export default function WheelsPage() {
  const { t } = useTranslation('common');
  const prefix = 'areas.wheels';
  return (
    <PageContainer title={t(`${prefix}.title`)} description={t(`${prefix}.description`)}>
      <UrlTabs
        label={t(`${prefix}.tabs_label`)}
        tabs={TABS.map(({ id, component: Tab }) => ({
          id,
          label: t(`${prefix}.tabs.${id}.label`),
          content: Tab ? (
            <Suspense fallback={<Spinner label={t('loading_page')} />}>
              <Tab />
            </Suspense>
          ) : (
            <section className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
              <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t(`${prefix}.tabs.${id}.label`)}</h2>
              <p className="mt-2 max-w-3xl leading-relaxed text-slate-700 dark:text-slate-300">{t(`${prefix}.tabs.${id}.description`)}</p>
            </section>
          ),
        }))}
      />
    </PageContainer>
  );
}
