import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';
import { WINS_TABS } from './wins-tabs.ts';

export default function WinsPage() {
  const { t } = useTranslation('wins');
  return (
    <PageContainer title={t('page.title')} description={t('page.description')}>
      <UrlTabs
        label={t('page.tabs_label')}
        tabs={WINS_TABS.map(({ id, component: Tab }) => ({
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
