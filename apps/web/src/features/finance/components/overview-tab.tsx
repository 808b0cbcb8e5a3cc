import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, FileUp, Receipt } from 'lucide-react';
import { addDays, type FinanceSummary } from '@ww/contracts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useToday } from '#shared/lib/calendar.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, buttonClasses, IconButton } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useFinanceSummary } from '../api/insights-queries.ts';
import type { SummaryPeriod } from '../api/queries.ts';
import { ImportDialog } from './import-dialog.tsx';
import { OverviewCashflow, OverviewSavingsRate } from './overview-cashflow.tsx';
import { OverviewBudgets, OverviewSpending } from './overview-spending.tsx';
import { OverviewLargest, OverviewTrend } from './overview-trend.tsx';

function hasNothingInPeriod(summary: FinanceSummary): boolean {
  return summary.spending_by_currency.length === 0 && summary.income_by_currency.length === 0;
}

/** Nothing recorded in the period or the ones before it, and no budgets: a new account, or one not used for a while. */
function isEmptyAccount(summary: FinanceSummary): boolean {
  return (
    hasNothingInPeriod(summary) &&
    summary.budgets.length === 0 &&
    summary.trend.every((p) => p.totals.length === 0 || p.totals.every((total) => total.total === 0))
  );
}

function OverviewEmptyState({ onImport }: { onImport: () => void }) {
  const { t } = useTranslation('wins_insights');
  return (
    <Card className="space-y-5">
      <div>
        <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-50">{t('overview.empty.title')}</h3>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('overview.empty.intro')}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <Receipt aria-hidden className="h-6 w-6 text-emerald-700 dark:text-emerald-400" />
          <h4 className="font-medium text-slate-900 dark:text-slate-100">{t('overview.empty.add_expense_title')}</h4>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('overview.empty.add_expense_text')}</p>
          <Link to="?tab=expenses" className={buttonClasses('primary', 'sm')}>
            {t('overview.empty.add_expense_action')}
          </Link>
        </div>
        <div className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <FileUp aria-hidden className="h-6 w-6 text-amber-600 dark:text-amber-400" />
          <h4 className="font-medium text-slate-900 dark:text-slate-100">{t('overview.empty.import_title')}</h4>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('overview.empty.import_text')}</p>
          <Button variant="secondary" size="sm" onClick={onImport}>
            {t('overview.empty.import_action')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

export default function OverviewTab() {
  const { t } = useTranslation('wins_insights');
  const errorText = useErrorText();
  const money = useMoneyFormat();
  const today = useToday();
  const [period, setPeriod] = useState<SummaryPeriod>('month');
  const [date, setDate] = useState(today);
  const [importOpen, setImportOpen] = useState(false);
  const { data: summary, error, isPending, isPlaceholderData, refetch } = useFinanceSummary(period, date);

  const periodLabel = summary
    ? summary.period === 'month'
      ? money.formatMonth(summary.period_start)
      : t('overview.week_range', {
          start: money.formatDate(summary.period_start),
          end: money.formatDate(summary.period_end),
        })
    : '';
  const canStep = summary !== undefined && !isPlaceholderData;
  const isCurrent = summary !== undefined && summary.period_end >= today;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="radiogroup"
          aria-label={t('overview.period_kind')}
          className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
        >
          {(['month', 'week'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={period === kind}
              onClick={() => setPeriod(kind)}
              className={clsx(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                period === kind
                  ? 'bg-emerald-700 text-white dark:bg-emerald-600'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {t(`overview.${kind}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <IconButton
            label={t(period === 'month' ? 'overview.previous_month' : 'overview.previous_week')}
            icon={ChevronLeft}
            disabled={!canStep}
            onClick={() => summary && setDate(addDays(summary.period_start, -1))}
          />
          <h2 aria-live="polite" className="min-w-40 text-center font-semibold text-slate-900 dark:text-slate-50">
            {periodLabel}
          </h2>
          <IconButton
            label={t(period === 'month' ? 'overview.next_month' : 'overview.next_week')}
            icon={ChevronRight}
            disabled={!canStep || isCurrent}
            onClick={() => summary && setDate(addDays(summary.period_end, 1))}
          />
        </div>
      </div>

      {isPending && <Spinner size="lg" label={t('overview.loading')} />}
      {!summary && error && (
        <Alert variant="error" title={t('overview.load_failed')}>
          <p>{errorText(error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {summary &&
        (isEmptyAccount(summary) ? (
          <OverviewEmptyState onImport={() => setImportOpen(true)} />
        ) : (
          <div
            className={clsx('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}
            aria-busy={isPlaceholderData}
          >
            {hasNothingInPeriod(summary) && <Alert variant="info">{t('overview.period_empty')}</Alert>}
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <OverviewSpending summary={summary} money={money} />
              <div className="space-y-4">
                <OverviewCashflow summary={summary} money={money} />
                <OverviewSavingsRate summary={summary} money={money} />
              </div>
              <OverviewBudgets summary={summary} money={money} />
              <OverviewLargest summary={summary} money={money} />
              <OverviewTrend summary={summary} money={money} />
            </div>
          </div>
        ))}
      <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}
