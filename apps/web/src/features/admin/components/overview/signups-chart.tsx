import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@ww/contracts';
import { useDateFormat } from '#shared/lib/dates.ts';
import { Cell, DataTable, Row } from '#shared/ui/data-table.tsx';

type Day = AdminDashboard['signups_per_day'][number];

/** Sign-ups per day as plain bars (no chart library for one small chart), with the same figures as a table. */
export function SignupsChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation('admin');
  // Days are calendar dates (YYYY-MM-DD) counted by the server, shown in the user's date format.
  const { formatDayMonth: shortDay, formatDate: longDay } = useDateFormat();
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = days.reduce((m, d) => Math.max(m, d.count), 0);
  const peak = days.find((d) => d.count === max && max > 0);
  const first = days[0];
  const last = days[days.length - 1];

  const summary = peak
    ? t('chart.summary', {
        total: numbers.format(total),
        days: days.length,
        peak: numbers.format(max),
        peakDay: longDay(peak.day),
      })
    : t('chart.summary_none', { days: days.length });

  return (
    <div className="space-y-4">
      <figure className="space-y-2">
        <p aria-hidden className="text-xs text-slate-500 dark:text-slate-400">
          {t('chart.max', { value: numbers.format(max) })}
        </p>
        <div
          role="img"
          aria-label={summary}
          className="flex h-48 items-end gap-[2px] border-b border-l border-slate-300 pl-1 dark:border-slate-600"
        >
          {days.map((d) => (
            <div
              key={d.day}
              title={t('chart.bar_title', { day: longDay(d.day), value: numbers.format(d.count) })}
              className="flex h-full flex-1 items-end"
            >
              <div
                className="w-full rounded-t-sm bg-emerald-600 dark:bg-emerald-500"
                style={{ height: max > 0 ? `${(d.count / max) * 100}%` : '0%', minHeight: d.count > 0 ? 2 : 0 }}
              />
            </div>
          ))}
        </div>
        {first && last && (
          <div aria-hidden className="flex justify-between text-xs text-slate-500 dark:text-slate-400">
            <span>{shortDay(first.day)}</span>
            <span>{shortDay(last.day)}</span>
          </div>
        )}
        <figcaption className="text-sm text-slate-600 dark:text-slate-300">{summary}</figcaption>
      </figure>

      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300">
          {t('chart.show_table')}
        </summary>
        <div className="mt-3 max-h-80 overflow-y-auto">
          <DataTable caption={t('chart.title')} columns={[t('chart.day'), t('chart.signups')]} stackBelow="lg">
            {days.map((d) => (
              <Row key={d.day}>
                <Cell label={t('chart.day')}>{longDay(d.day)}</Cell>
                <Cell label={t('chart.signups')} className="tabular-nums">
                  {numbers.format(d.count)}
                </Cell>
              </Row>
            ))}
          </DataTable>
        </div>
      </details>
    </div>
  );
}
