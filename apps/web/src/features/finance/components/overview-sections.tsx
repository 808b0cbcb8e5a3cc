import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { EXPENSE_CATEGORIES, type ExpenseCategory, type FinanceSummary } from '@ww/contracts';
import type { MoneyFormat } from '../../../shared/lib/money.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';

const CategoryPieChart = lazy(() => import('./overview-charts.tsx').then((m) => ({ default: m.CategoryPieChart })));
const TrendBarChart = lazy(() => import('./overview-charts.tsx').then((m) => ({ default: m.TrendBarChart })));

/** One colour per category, the same in every chart and legend. */
export const CATEGORY_COLORS: Record<ExpenseCategory, string> = {
  fuel: '#047857',
  food: '#d97706',
  campground: '#0284c7',
  maintenance: '#7c3aed',
  entertainment: '#db2777',
  other: '#64748b',
};

const CURRENCY_COLORS = ['#047857', '#d97706', '#0284c7', '#7c3aed', '#db2777', '#64748b'];

const tableClasses = 'w-full text-left text-sm';
const thClasses = 'py-2 pr-3 last:pr-0 font-medium text-slate-600 dark:text-slate-400';
const tdClasses = 'py-2 pr-3 last:pr-0 text-slate-800 dark:text-slate-200';
const numClasses = 'text-right tabular-nums';

export function OverviewSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}

function ChartFallback() {
  return (
    <div className="flex h-40 items-center justify-center text-slate-400">
      <Spinner />
    </div>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}

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
                        <span aria-hidden className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: CATEGORY_COLORS[row.category] }} />
                        {t(`categories.${row.category}`, { ns: 'wins' })}
                      </span>
                    </th>
                    <td className={clsx(tdClasses, numClasses)}>{money.formatMoney(row.total, currency)}</td>
                    <td className={clsx(tdClasses, numClasses)}>{money.formatPercent(total > 0 ? (row.total / total) * 100 : 0)}</td>
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
            const name = budget.category ? t(`categories.${budget.category}`, { ns: 'wins' }) : t('overview.budgets.overall');
            const over = budget.spent - budget.amount;
            const tone = budget.percent >= 100 ? 'bg-red-600' : budget.percent >= 80 ? 'bg-amber-500' : 'bg-emerald-600';
            return (
              <li key={budget.budget_id} className="space-y-1.5">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-900 dark:text-slate-100">
                    {name} <span className="font-normal text-slate-500 dark:text-slate-400">· {t(`overview.budgets.${budget.period}`)}</span>
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
                  <div className={clsx('h-full rounded-full', tone)} style={{ width: `${Math.min(100, Math.max(0, budget.percent))}%` }} />
                </div>
                <p className={clsx('text-xs', over > 0 ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400')}>
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

interface CurrencyFlow {
  currency: string;
  income: number;
  spending: number;
}

function currencyFlows(summary: FinanceSummary): CurrencyFlow[] {
  const codes = [...new Set([...summary.income_by_currency, ...summary.spending_by_currency].map((t) => t.currency))].sort();
  return codes.map((currency) => ({
    currency,
    income: summary.income_by_currency.find((t) => t.currency === currency)?.total ?? 0,
    spending: summary.spending_by_currency.find((t) => t.currency === currency)?.total ?? 0,
  }));
}

/** Some figure is in a currency other than the display one, so a combined total needed the user's rates. */
function usesConversion(summary: FinanceSummary): boolean {
  return currencyFlows(summary).some((flow) => flow.currency !== summary.currency);
}

export function OverviewCashflow({ summary, money }: { summary: FinanceSummary; money: MoneyFormat }) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const flows = currencyFlows(summary);
  const converted = summary.converted;
  const showConverted = converted !== null && usesConversion(summary);
  return (
    <OverviewSection title={t('overview.cashflow.title')}>
      <table className={tableClasses}>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className={thClasses}>
              {t('overview.cashflow.currency')}
            </th>
            <th scope="col" className={clsx(thClasses, numClasses)}>
              {t('overview.cashflow.income')}
            </th>
            <th scope="col" className={clsx(thClasses, numClasses)}>
              {t('overview.cashflow.spending')}
            </th>
            <th scope="col" className={clsx(thClasses, numClasses)}>
              {t('overview.cashflow.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {flows.map((flow) => (
            <tr key={flow.currency} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className={clsx(tdClasses, 'font-medium')}>
                {flow.currency}
              </th>
              <td className={clsx(tdClasses, numClasses)}>{money.formatMoney(flow.income, flow.currency)}</td>
              <td className={clsx(tdClasses, numClasses)}>{money.formatMoney(flow.spending, flow.currency)}</td>
              <td className={clsx(tdClasses, numClasses, flow.income - flow.spending < 0 && 'text-red-700 dark:text-red-400')}>
                {money.formatMoney(flow.income - flow.spending, flow.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {showConverted && (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm dark:bg-emerald-950/50">
          <p className="font-medium text-emerald-900 dark:text-emerald-100">
            {t('overview.cashflow.converted_title', { currency: summary.currency })}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            {(
              [
                ['income', converted.income],
                ['spending', converted.spending],
                ['net', converted.income - converted.spending],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className="text-xs text-emerald-800 dark:text-emerald-300">{t(`overview.cashflow.${key}`)}</dt>
                <dd className="font-semibold tabular-nums text-emerald-950 dark:text-emerald-50">
                  {money.formatMoney(value, summary.currency)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-emerald-800 dark:text-emerald-300">{t('overview.cashflow.converted_note')}</p>
        </div>
      )}
      {converted === null && flows.length > 1 && (
        <EmptyNote>{t('overview.cashflow.no_conversion', { currency: summary.currency })}</EmptyNote>
      )}
    </OverviewSection>
  );
}

export function OverviewSavingsRate({ summary, money }: { summary: FinanceSummary; money: MoneyFormat }) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const converted = summary.converted;
  const flows = currencyFlows(summary);
  // With rates (or a single currency) there is one rate, sent as a fraction; otherwise each currency has its own.
  const rates: Array<{ currency: string; rate: number }> =
    converted !== null
      ? converted.savings_rate !== null
        ? [{ currency: summary.currency, rate: converted.savings_rate * 100 }]
        : []
      : flows
          .filter((flow) => flow.income > 0)
          .map((flow) => ({ currency: flow.currency, rate: ((flow.income - flow.spending) / flow.income) * 100 }));
  const perCurrency = converted === null && flows.length > 1;
  return (
    <OverviewSection title={t('overview.savings_rate.title')}>
      {rates.length === 0 ? (
        <EmptyNote>{t('overview.savings_rate.no_income')}</EmptyNote>
      ) : (
        <>
          <ul className="space-y-1">
            {rates.map(({ currency, rate }) => (
              <li
                key={currency}
                className={clsx('text-3xl font-bold tabular-nums', rate < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400')}
              >
                {perCurrency ? t('overview.savings_rate.value_in', { rate: money.formatPercent(rate), currency }) : money.formatPercent(rate)}
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('overview.savings_rate.explanation')}</p>
          {converted !== null && usesConversion(summary) && (
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('overview.cashflow.converted_note')}</p>
          )}
        </>
      )}
    </OverviewSection>
  );
}

export function OverviewTrend({ summary, money }: { summary: FinanceSummary; money: MoneyFormat }) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const labelFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(
        money.locale,
        summary.period === 'month'
          ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
          : { day: 'numeric', month: 'short', timeZone: 'UTC' },
      ),
    [money.locale, summary.period],
  );
  const tickFormat = useMemo(() => new Intl.NumberFormat(money.locale, { notation: 'compact' }), [money.locale]);
  const label = (isoDate: string) => labelFormat.format(new Date(`${isoDate}T00:00:00Z`));
  const currencies = [...new Set(summary.trend.flatMap((p) => p.totals.map((total) => total.currency)))].sort();
  const points = summary.trend.map((p) => ({
    label: label(p.period_start),
    ...Object.fromEntries(currencies.map((currency) => [currency, p.totals.find((total) => total.currency === currency)?.total ?? 0])),
  }));
  const series = currencies.map((currency, index) => ({ currency, color: CURRENCY_COLORS[index % CURRENCY_COLORS.length] ?? '#047857' }));
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
                      {summary.period === 'month' ? money.formatMonth(p.period_start) : money.formatDate(p.period_start)}
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
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className={thClasses}>
                  {t('overview.largest.date')}
                </th>
                <th scope="col" className={thClasses}>
                  {t('overview.largest.description')}
                </th>
                <th scope="col" className={thClasses}>
                  {t('overview.largest.category')}
                </th>
                <th scope="col" className={clsx(thClasses, numClasses)}>
                  {t('overview.largest.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.largest_expenses.map((expense) => (
                <tr key={expense.id} className="border-b border-slate-100 dark:border-slate-800">
                  <td className={clsx(tdClasses, 'whitespace-nowrap')}>{money.formatDate(expense.date)}</td>
                  <td className={clsx(tdClasses, 'break-words')}>{expense.description}</td>
                  <td className={tdClasses}>{t(`categories.${expense.category}`, { ns: 'wins' })}</td>
                  <td className={clsx(tdClasses, numClasses, 'whitespace-nowrap')}>{money.formatMoney(expense.amount, expense.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OverviewSection>
  );
}
