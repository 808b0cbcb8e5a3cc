import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Cell, DataTable, Row } from '#shared/ui/data-table.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useLoginHistory } from '../api/account-queries.ts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { useUserAgentLabel } from './user-agent-label.ts';

export function LoginHistory() {
  const { t } = useTranslation('profile');
  const history = useLoginHistory();
  const { formatDateTime: formatTime } = useDateFormat();
  const userAgentLabel = useUserAgentLabel();

  return (
    <QueryState
      query={history}
      variant="inline"
      loadingLabel={t('history.loading')}
      errorTitle={t('history.load_failed')}
      retryLabel={t('actions.retry')}
      empty={t('history.empty')}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <DataTable
          caption={t('history.title')}
          columns={[t('history.time'), t('history.device'), t('history.method'), t('history.result')]}
          stackBelow="lg"
        >
          {data.map((entry) => (
            <Row key={entry.id}>
              <Cell label={t('history.time')} className="whitespace-nowrap">
                {formatTime(entry.login_time)}
              </Cell>
              <Cell label={t('history.device')}>
                <span>
                  {entry.device_info || userAgentLabel(entry.user_agent)}
                  {entry.ip_address && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{entry.ip_address}</span>
                  )}
                </span>
              </Cell>
              <Cell label={t('history.method')}>{t(`history.methods.${entry.login_method}`)}</Cell>
              <Cell label={t('history.result')}>
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-medium',
                    entry.success
                      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100'
                      : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
                  )}
                >
                  {entry.success ? t('history.succeeded') : t('history.failed')}
                </span>
              </Cell>
            </Row>
          ))}
        </DataTable>
      )}
    </QueryState>
  );
}
