import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '#shared/lib/money.ts';

/** Totals of a filtered list, one per currency (amounts in different currencies are never added together here). */
export function LedgerTotals({
  totals,
  label,
}: {
  totals: readonly { currency: string; total: number; count: number }[];
  label: string;
}) {
  const { t } = useTranslation('wins');
  const money = useMoneyFormat();
  return (
    <section aria-label={label} className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</h3>
      {totals.length === 0 ? (
        <p className="text-lg font-semibold text-slate-900 dark:text-slate-50">{money.formatMoney(0)}</p>
      ) : (
        totals.map((total) => (
          <p key={total.currency} className="text-lg font-semibold text-slate-900 tabular-nums dark:text-slate-50">
            {money.formatMoney(total.total, total.currency)}{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
              {t('totals.count', { count: total.count })}
            </span>
          </p>
        ))
      )}
    </section>
  );
}
