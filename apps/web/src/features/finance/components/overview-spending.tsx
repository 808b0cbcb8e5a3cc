import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { EXPENSE_CATEGORIES, type FinanceSummary, percentOf } from '@ww/contracts';
import type { MoneyFormat } from '#shared/lib/money.ts';
import {
  CATEGORY_COLORS,
  tableClasses,
  thClasses,
  tdClasses,
  numClasses,
  OverviewSection,
  ChartFallback,
  EmptyNote,
} from './overview-parts.tsx';

const CategoryPieChart = lazy(() => import('./overview-charts.tsx').then((m) => ({ default: m.CategoryPieChart })));

export function OverviewSpending({ summary, money }: { summary: FinanceSummary; money: MoneyFormat }) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const currencies = summary.spending_by_currency;
  return (
    <OverviewSection title={t('overview.spending.title')}>
      {currencies.length === 0 && <EmptyNote>{t('overview.spending.none')}</EmptyNote>}
      {currencies.map(({ currency, total }) => {
        const rows = EXPENSE_CATEGORIES.flatMap((category) => {
          const entry = summary.spending_by_category.find((c) => c.category === category && c.currency === currency);
          return entry && entry.total > 0 ? [{ category, total: entry.total }] : [];
        }).sort((a, b) => b.total - a.total);
        const slices = rows.map((row) => ({
          key: row.category,
          label: t(`categories.${row.category}`, { ns: 'wins' }),
          value: row.total,
          color: CATEGORY_COLORS[row.category],
        }));
        return (
          <div key={currency} className="grid items-center gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
            <figure aria-hidden className="mx-auto w-32 min-w-0">
              <Suspense fallback={<ChartFallback />}>
                <CategoryPieChart slices={slices} format={(value) => money.formatMoney(value, currency)} />
              </Suspense>
            </figure>
            <table className={tableClasses}>
              <caption className="mb-2 text-left text-sm font-medium text-slate-700 dark:text-slate-300">
                {t('overview.spending.table_caption', { currency })}
              </caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className={thClasses}>
                    {t('overview.spending.category')}
                  </th>
                  <th scope="col" className={clsx(thClasses, numClasses)}>
                    {t('overview.spending.amount')}
                  </th>
                  <th scope="col" className={clsx(thClasses, numClasses)}>
                    {t('overview.spending.share')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.category} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className={clsx(tdClasses, 'font-normal')}>
                      <span className="flex items-center gap-2">
                        <span
                          aria-hidden
                          className="h-3 w-3 shrink-0 rounded-sm"
                          style={{ backgroundColor: CATEGORY_COLORS[row.category] }}
                        />
                        {t(`categories.${row.category}`, { ns: 'wins' })}
                      </span>
                    </th>
                    <td className={clsx(tdClasses, numClasses)}>{money.formatMoney(row.total, currency)}</td>
                    <td className={clsx(tdClasses, numClasses)}>{money.formatPercent(percentOf(row.total, total))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={clsx(tdClasses, 'font-semibold')}>
                    {t('overview.spending.total')}
                  </th>
                  <td className={clsx(tdClasses, numClasses, 'font-semibold')}>{money.formatMoney(total, currency)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        );
      })}
    </OverviewSection>
  );
}

export function OverviewBudgets({ summary, money }: { summary: FinanceSummary; money: MoneyFormat }) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  return (
    <OverviewSection title={t('overview.budgets.title')}>
      {summary.budgets.length === 0 ? (
        <EmptyNote>{t('overview.budgets.none')}</EmptyNote>
      ) : (
        <ul className="space-y-4">
          {summary.budgets.map((budget) => {
            const name = budget.category
              ? t(`categories.${budget.category}`, { ns: 'wins' })
              : t('overview.budgets.overall');
            const over = budget.spent - budget.amount;
            const tone =
              budget.percent >= 100 ? 'bg-red-600' : budget.percent >= 80 ? 'bg-amber-500' : 'bg-emerald-600';
            return (
              <li key={budget.budget_id} className="space-y-1.5">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-900 dark:text-slate-100">
                    {name}{' '}
                    <span className="font-normal text-slate-500 dark:text-slate-400">
                      · {t(`overview.budgets.${budget.period}`)}
                    </span>
                  </span>
                  <span className="tabular-nums text-slate-700 dark:text-slate-300">
                    {t('overview.budgets.spent_of', {
                      spent: money.formatMoney(budget.spent, budget.currency),
                      amount: money.formatMoney(budget.amount, budget.currency),
                    })}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.min(100, Math.round(budget.percent))}
                  aria-valuetext={t('overview.budgets.percent', { percent: money.formatPercent(budget.percent) })}
                  className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div
                    className={clsx('h-full rounded-full', tone)}
                    style={{ width: `${Math.min(100, Math.max(0, budget.percent))}%` }}
                  />
                </div>
                <p
                  className={clsx(
                    'text-xs',
                    over > 0 ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {t('overview.budgets.percent', { percent: money.formatPercent(budget.percent) })} ·{' '}
                  {over > 0
                    ? t('overview.budgets.over', { amount: money.formatMoney(over, budget.currency) })
                    : t('overview.budgets.left', { amount: money.formatMoney(-over, budget.currency) })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </OverviewSection>
  );
}
