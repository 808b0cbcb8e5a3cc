import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { FinanceSummary } from '@ww/contracts';
import type { MoneyFormat } from '#shared/lib/money.ts';
import { tableClasses, thClasses, tdClasses, numClasses, OverviewSection, EmptyNote } from './overview-parts.tsx';

interface CurrencyFlow {
  currency: string;
  income: number;
  spending: number;
}

function currencyFlows(summary: FinanceSummary): CurrencyFlow[] {
  const codes = [
    ...new Set([...summary.income_by_currency, ...summary.spending_by_currency].map((t) => t.currency)),
  ].sort();
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
              <td
                className={clsx(
                  tdClasses,
                  numClasses,
                  flow.income - flow.spending < 0 && 'text-red-700 dark:text-red-400',
                )}
              >
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
                className={clsx(
                  'text-3xl font-bold tabular-nums',
                  rate < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400',
                )}
              >
                {perCurrency
                  ? t('overview.savings_rate.value_in', { rate: money.formatPercent(rate), currency })
                  : money.formatPercent(rate)}
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
