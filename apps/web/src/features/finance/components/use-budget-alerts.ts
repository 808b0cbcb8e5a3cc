import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BudgetAlert } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { weekStart } from './period-range.ts';

/** The sentence of a budget alert, e.g. 'You have used 80% of your fuel budget for November 2026 ($400.00 of $500.00).' */
export function useBudgetAlertText() {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  return useCallback(
    /** `date`: the date of the expense that crossed the threshold, which places the budget period. */
    (alert: BudgetAlert, date: string) => {
      return t('alerts.budget_used', {
        // The server's figure, the one the Budgets tab and the Overview show.
        percent: money.formatPercent(alert.percent),
        budget: t(`alerts.budget_name.${alert.category ?? 'overall'}`),
        period:
          alert.period === 'monthly'
            ? t('alerts.period_month', { month: money.formatMonth(date) })
            : t('alerts.period_week', { date: money.formatDate(weekStart(date)) }),
        spent: money.formatMoney(alert.spent, alert.currency),
        amount: money.formatMoney(alert.amount, alert.currency),
      });
    },
    [t, money],
  );
}

/**
 * Shows one toast per budget a save took past a threshold: a warning at 80 %, an error at 100 %. The server sends
 * one alert per budget (the highest crossed); should a save bring more, only the highest is shown, and the toast's
 * id is the budget's, so a later alert replaces an earlier one instead of stacking beside it.
 */
export function useBudgetAlertToasts() {
  const text = useBudgetAlertText();
  return useCallback(
    (alerts: readonly BudgetAlert[], date: string) => {
      const highest = new Map<string, BudgetAlert>();
      for (const alert of alerts) {
        const seen = highest.get(alert.budget_id);
        if (!seen || alert.threshold > seen.threshold) highest.set(alert.budget_id, alert);
      }
      for (const alert of highest.values()) {
        const show = alert.threshold >= 100 ? toast.error : toast.warning;
        show(text(alert, date), { id: `budget-alert-${alert.budget_id}` });
      }
    },
    [text],
  );
}
