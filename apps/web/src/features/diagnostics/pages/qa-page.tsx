import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '#shared/lib/error-message.ts';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { diagnosticsQueries } from '../api/queries.ts';

/** Site QA: the live state of this deployment as the browser sees it. */
export default function QaPage() {
  const { t, i18n } = useTranslation('common');
  const online = useOnlineStatus();
  const health = useQuery({
    ...diagnosticsQueries.health(),
    retry: false,
    staleTime: 0,
  });

  const rows: Array<[string, string]> = [
    [t('diagnostics.qa.browser_online'), online ? t('diagnostics.yes') : t('diagnostics.no')],
    [t('diagnostics.qa.language'), i18n.resolvedLanguage ?? i18n.language],
    [t('diagnostics.qa.build'), import.meta.env.MODE],
  ];
  if (health.data) {
    rows.unshift(
      [t('diagnostics.qa.api_status'), health.data.status],
      [t('diagnostics.qa.database'), health.data.database],
      [t('diagnostics.qa.version'), health.data.version],
    );
  }

  return (
    <PageContainer
      title={t('diagnostics.qa.title')}
      description={t('diagnostics.qa.description')}
      actions={
        <Button variant="secondary" size="sm" loading={health.isFetching} onClick={() => void health.refetch()}>
          {t('diagnostics.qa.check_again')}
        </Button>
      }
    >
      <Card className="max-w-2xl space-y-4">
        {health.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Spinner size="sm" />
            {t('diagnostics.qa.checking')}
          </p>
        )}
        {health.isError && (
          <Alert variant="error" title={t('diagnostics.qa.api_unreachable')}>
            {t(errorMessageKey(health.error))}
          </Alert>
        )}
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-mono text-sm text-slate-900 sm:col-span-2 dark:text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </PageContainer>
  );
}
