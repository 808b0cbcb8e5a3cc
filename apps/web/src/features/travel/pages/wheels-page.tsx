import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';
import { MaintenanceReminders, WHEELS_TABS } from './wheels-tabs.ts';

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
        tabs={WHEELS_TABS.map(({ id, component: Tab }) => ({
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
