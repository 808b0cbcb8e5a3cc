import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Card } from '#shared/ui/card.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { diagnosticsQueries } from '../api/queries.ts';
import { ResultBadge } from './result-badge.tsx';

/** Per page: the last result and when, and the last 30 days' counts; what everyone may see. */
export function QaSummary() {
  const { t } = useTranslation('diagnostics');
  const summary = useQuery(diagnosticsQueries.qaSummary());
  const { formatDateTime } = useDateFormat();
  return (
    <Card>
      <QueryState
        query={summary}
        variant="inline"
        loadingLabel={t('loading')}
        errorTitle={t('qa.summary_failed')}
        retryLabel={t('retry')}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t('qa.summary_empty')}</p>}
      >
        {(rows) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('qa.page')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('qa.last_result')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('qa.last_checked')}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t('qa.counts_30d')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.page} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                    <th scope="row" className="py-2 pr-3 font-mono font-normal break-all">
                      {row.page}
                    </th>
                    <td className="py-2 pr-3">
                      <ResultBadge result={row.last_result} />
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(row.last_checked_at)}</td>
                    <td className="py-2">
                      {t('qa.counts', { pass: row.pass_30d, fail: row.fail_30d, blocked: row.blocked_30d })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
