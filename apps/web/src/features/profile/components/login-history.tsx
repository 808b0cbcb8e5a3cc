import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
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
        <div className="-mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('history.title')}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.time')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.device')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.method')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('history.result')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.map((entry) => (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-900 dark:text-slate-100">
                    {formatTime(entry.login_time)}
                  </td>
                  <td className="py-2 pr-4 text-slate-700 dark:text-slate-300">
                    {entry.device_info || userAgentLabel(entry.user_agent)}
                    {entry.ip_address && (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">{entry.ip_address}</span>
                    )}
                  </td>
                  <td className="py-2 pr-4 text-slate-700 dark:text-slate-300">
                    {t(`history.methods.${entry.login_method}`)}
                  </td>
                  <td className="py-2">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
  );
}
