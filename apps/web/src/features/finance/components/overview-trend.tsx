import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { FinanceSummary } from '@ww/contracts';
import { useDateFormat } from '#shared/lib/dates.ts';
import type { MoneyFormat } from '#shared/lib/money.ts';
import {
  CURRENCY_COLORS,
  tableClasses,
  thClasses,
  tdClasses,
  numClasses,
  OverviewSection,
  ChartFallback,
  EmptyNote,
} from './overview-parts.tsx';

const TrendBarChart = lazy(() => import('./overview-charts.tsx').then((m) => ({ default: m.TrendBarChart })));

export function OverviewTrend({ summary, money }: { summary: FinanceSummary; money: MoneyFormat }) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const dates = useDateFormat();
  const tickFormat = useMemo(() => new Intl.NumberFormat(money.locale, { notation: 'compact' }), [money.locale]);
  const label = (isoDate: string) =>
    summary.period === 'month' ? dates.formatMonth(isoDate, 'short') : dates.formatDayMonth(isoDate);
  const currencies = [...new Set(summary.trend.flatMap((p) => p.totals.map((total) => total.currency)))].sort();
  const points = summary.trend.map((p) => ({
    label: label(p.period_start),
    ...Object.fromEntries(
      currencies.map((currency) => [currency, p.totals.find((total) => total.currency === currency)?.total ?? 0]),
    ),
  }));
  const series = currencies.map((currency, index) => ({
    currency,
    color: CURRENCY_COLORS[index % CURRENCY_COLORS.length] ?? '#047857',
  }));
  const title = summary.period === 'month' ? t('overview.trend.title') : t('overview.trend.title_week');

  return (
    <OverviewSection title={title} className="lg:col-span-2">
      {currencies.length === 0 ? (
        <EmptyNote>{t('overview.trend.none')}</EmptyNote>
      ) : (
        <>
          <figure aria-hidden className="min-w-0 overflow-hidden text-slate-500 dark:text-slate-400">
            <Suspense fallback={<ChartFallback />}>
              <TrendBarChart
                points={points}
                series={series}
                format={(value, currency) => money.formatMoney(value, currency)}
                formatTick={(value) => tickFormat.format(value)}
              />
            </Suspense>
          </figure>
          <div className="overflow-x-auto">
            <table className={tableClasses}>
              <caption className="mb-2 text-left text-sm font-medium text-slate-700 dark:text-slate-300">
                {t('overview.trend.table_caption')}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className={thClasses}>
                    {t('overview.trend.period')}
                  </th>
                  {currencies.map((currency) => (
                    <th key={currency} scope="col" className={clsx(thClasses, numClasses)}>
                      {currency}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.trend.map((p) => (
                  <tr key={p.period_start} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className={clsx(tdClasses, 'font-normal')}>
                      {summary.period === 'month'
                        ? money.formatMonth(p.period_start)
                        : money.formatDate(p.period_start)}
                    </th>
                    {currencies.map((currency) => (
                      <td key={currency} className={clsx(tdClasses, numClasses)}>
                        {money.formatMoney(p.totals.find((total) => total.currency === currency)?.total ?? 0, currency)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </OverviewSection>
  );
}

export function OverviewLargest({ summary, money }: { summary: FinanceSummary; money: MoneyFormat }) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  return (
    <OverviewSection title={t('overview.largest.title')}>
      {summary.largest_expenses.length === 0 ? (
        <EmptyNote>{t('overview.largest.none')}</EmptyNote>
      ) : (
        // Under 24rem (a phone) the date and category move under the description: four columns would cut words.
        // A description of one very long word scrolls inside the card rather than widening the page.
        <div className="@container overflow-x-auto">
          <table className={tableClasses}>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className={clsx(thClasses, '@max-sm:hidden')}>
                  {t('overview.largest.date')}
                </th>
                <th scope="col" className={thClasses}>
                  {t('overview.largest.description')}
                </th>
                <th scope="col" className={clsx(thClasses, '@max-sm:hidden')}>
                  {t('overview.largest.category')}
                </th>
                <th scope="col" className={clsx(thClasses, numClasses)}>
                  {t('overview.largest.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.largest_expenses.map((expense) => {
                const date = money.formatDate(expense.date);
                const category = t(`categories.${expense.category}`, { ns: 'wins' });
                return (
                  <tr key={expense.id} className="border-b border-slate-100 dark:border-slate-800">
                    <td className={clsx(tdClasses, 'whitespace-nowrap @max-sm:hidden')}>{date}</td>
                    <td className={tdClasses}>
                      {expense.description}
                      <span className="block text-xs text-slate-600 @sm:hidden dark:text-slate-400">
                        {t('overview.largest.date_and_category', { date, category })}
                      </span>
                    </td>
                    <td className={clsx(tdClasses, '@max-sm:hidden')}>{category}</td>
                    <td className={clsx(tdClasses, numClasses, 'whitespace-nowrap')}>
                      {money.formatMoney(expense.amount, expense.currency)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </OverviewSection>
  );
}
