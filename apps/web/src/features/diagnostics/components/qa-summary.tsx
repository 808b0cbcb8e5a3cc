import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Card } from '#shared/ui/card.tsx';
import { Cell, DataTable, HeaderCell, Row } from '#shared/ui/data-table.tsx';
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
          <DataTable
            caption={t('qa.summary_title')}
            columns={[t('qa.page'), t('qa.last_result'), t('qa.last_checked'), t('qa.counts_30d')]}
            stackBelow="lg"
          >
            {rows.map((row) => (
              <Row key={row.page}>
                <HeaderCell label={t('qa.page')} className="font-mono font-normal break-all">
                  {row.page}
                </HeaderCell>
                <Cell label={t('qa.last_result')}>
                  <ResultBadge result={row.last_result} />
                </Cell>
                <Cell label={t('qa.last_checked')} className="whitespace-nowrap">
                  {formatDateTime(row.last_checked_at)}
                </Cell>
                <Cell label={t('qa.counts_30d')}>
                  {t('qa.counts', { pass: row.pass_30d, fail: row.fail_30d, blocked: row.blocked_30d })}
                </Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </QueryState>
    </Card>
  );
}
