import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { PagedList } from '#shared/ui/paged-list.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { moderationQueries } from '../../api/moderation.ts';

const STATUS_CLASSES = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  actioned: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  dismissed: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
} as const;

/** The caller's own reports and what became of them. */
export function MyReports() {
  const { t } = useTranslation('social_moderation');
  const errorText = useErrorText();
  const dates = useDateFormat();
  const query = useInfiniteQuery(moderationQueries.myReports());

  return (
    <HeadedSection id="moderation-my-reports" title={t('my_reports.heading')} className="space-y-3">
      <PagedList
        query={query}
        loadingLabel={t('my_reports.loading')}
        errorTitle={t('my_reports.load_failed')}
        errorDetail={errorText}
        retryLabel={t('tab.retry')}
        empty={t('my_reports.empty')}
        moreLabel={t('tab.load_more')}
        className="divide-y divide-slate-100 dark:divide-slate-800"
        card
      >
        {(report) => (
          <li key={report.id} className="space-y-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900 dark:text-slate-100">
                {t('my_reports.line', {
                  what: t(`target_types.${report.target_type}`),
                  date: dates.formatDateTime(report.created_at),
                })}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[report.status]}`}>
                {t(`my_reports.status.${report.status}`)}
              </span>
            </div>
            <p className="break-words text-slate-700 dark:text-slate-300">{report.reason}</p>
            {report.resolved_at && (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {t('my_reports.resolved', { date: dates.formatDateTime(report.resolved_at) })}
              </p>
            )}
          </li>
        )}
      </PagedList>
    </HeadedSection>
  );
}
