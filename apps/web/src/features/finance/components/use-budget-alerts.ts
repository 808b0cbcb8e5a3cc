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
      const percent = alert.amount > 0 ? Math.floor((alert.spent / alert.amount) * 100) : alert.threshold;
      return t('alerts.budget_used', {
        percent: money.formatPercent(Math.max(percent, alert.threshold)),
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

/** Shows a toast for each budget threshold a save crossed: a warning at 80 %, an error at 100 %. */
export function useBudgetAlertToasts() {
  const text = useBudgetAlertText();
  return useCallback(
    (alerts: readonly BudgetAlert[], date: string) => {
      for (const alert of alerts) {
        const show = alert.threshold >= 100 ? toast.error : toast.warning;
        show(text(alert, date), { id: `budget-alert-${alert.budget_id}-${alert.threshold}` });
      }
    },
    [text],
  );
}
