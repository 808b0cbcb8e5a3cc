import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useOnlineStatus } from '#shared/lib/use-online-status.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { diagnosticsQueries } from '../api/queries.ts';
import { QaAdminLog } from '../components/qa-admin-log.tsx';
import { QaSummary } from '../components/qa-summary.tsx';

/**
 * Site QA: the live state of this deployment as the browser sees it, the per-page summary of recorded checks, and for
 * admins the form to record a check and the full history.
 */
export default function QaPage() {
  const { t, i18n } = useTranslation('diagnostics');
  const errorText = useErrorText();
  const online = useOnlineStatus();
  const { user } = useAuth();
  const health = useQuery({
    ...diagnosticsQueries.health(),
    retry: false,
    staleTime: 0,
  });

  const rows: Array<[string, string]> = [
    [t('qa.browser_online'), online ? t('yes') : t('no')],
    [t('qa.language'), i18n.resolvedLanguage ?? i18n.language],
    [t('qa.build'), import.meta.env.MODE],
  ];
  if (health.data) {
    rows.unshift(
      [t('qa.api_status'), health.data.status],
      [t('qa.database'), health.data.database],
      [t('qa.version'), health.data.version],
    );
  }

  return (
    <PageContainer
      title={t('qa.title')}
      description={t('qa.description')}
      actions={
        <Button variant="secondary" size="sm" loading={health.isFetching} onClick={() => void health.refetch()}>
          {t('qa.check_again')}
        </Button>
      }
    >
      <div className="max-w-3xl space-y-8">
        <HeadedSection id="qa-live" title={t('qa.live_title')} className="space-y-3">
          <Card className="space-y-4">
            {health.isPending && (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                <Spinner size="sm" />
                {t('qa.checking')}
              </p>
            )}
            {health.isError && (
              <Alert variant="error" title={t('qa.api_unreachable')}>
                {errorText(health.error)}
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
        </HeadedSection>
        <HeadedSection
          id="qa-summary"
          title={t('qa.summary_title')}
          intro={t('qa.summary_intro')}
          className="space-y-3"
        >
          <QaSummary />
        </HeadedSection>
        {user?.is_admin && <QaAdminLog />}
      </div>
    </PageContainer>
  );
}
