import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelStats } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

const FuelLogChart = lazy(() => import('./fuel-log-chart.tsx'));
const CHARTS = ['cost', 'consumption'] as const;
type Chart = (typeof CHARTS)[number];

const muted = 'text-sm text-slate-600 dark:text-slate-300';
const figure = 'text-xl font-semibold text-slate-900 dark:text-slate-50';

/** Consumption between full fills, cost per distance, totals and the monthly chart, in the user's units. */
export function FuelLogStats({ stats }: { stats: FuelStats }) {
  const { t } = useTranslation('wheels_fuel');
  const money = useMoneyFormat();
  const units = useUnitsFormat();
  const [chart, setChart] = useState<Chart>('cost');
  // The chart shows one currency: the settings one when fill-ups were paid in it, else the first one used.
  const chartCurrency =
    stats.totals.find((c) => c.currency === money.currency)?.currency ?? stats.totals[0]?.currency ?? money.currency;
  const points =
    chart === 'cost'
      ? stats.monthly.map((m) => ({
          label: money.formatMonth(`${m.month}-01`),
          value: m.costs.find((c) => c.currency === chartCurrency)?.total_cost ?? 0,
        }))
      : stats.monthly
          .filter((m) => m.l_per_100km !== null)
          .map((m) => ({
            label: money.formatMonth(`${m.month}-01`),
            value: Math.round(units.consumptionToDisplay(m.l_per_100km!) * 10) / 10,
          }));
  const formatPoint = (value: number) =>
    chart === 'cost'
      ? money.formatMoney(value, chartCurrency)
      : `${units.formatNumber(value)} ${units.symbols.consumption}`;

  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className={muted}>{t('stats.average')}</dt>
          <dd className={figure}>
            {stats.average_l_per_100km !== null ? units.formatConsumption(stats.average_l_per_100km) : '—'}
          </dd>
          {stats.average_l_per_100km !== null && (
            <dd className={muted}>
              {t('stats.measured_over', { distance: units.formatDistance(stats.measured_distance_km) })}
            </dd>
          )}
        </div>
        <div>
          <dt className={muted}>{t('stats.cost_per_distance', { unit: units.symbols.distance })}</dt>
          {stats.cost_per_km.length === 0 && <dd className={figure}>—</dd>}
          {stats.cost_per_km.map((c) => (
            <dd key={c.currency} className={figure}>
              {units.formatCostPerDistance(c.cost_per_km, c.currency)}
            </dd>
          ))}
        </div>
        <div>
          <dt className={muted}>{t('stats.totals')}</dt>
          {stats.totals.map((c) => (
            <dd key={c.currency} className="text-slate-900 dark:text-slate-50">
              <span className="font-semibold">{money.formatMoney(c.total_cost, c.currency)}</span>{' '}
              {t('stats.total_detail', { volume: units.formatVolume(c.volume_l), count: c.count })}
            </dd>
          ))}
        </div>
      </dl>
      {stats.intervals.length === 0 ? (
        <p className={muted}>{t('stats.need_full_fills')}</p>
      ) : (
        <div>
          <h3 className="mb-2 font-semibold text-slate-900 dark:text-slate-50">{t('stats.intervals_title')}</h3>
          <ul aria-label={t('stats.intervals_title')} className="space-y-1 text-sm text-slate-800 dark:text-slate-200">
            {[...stats.intervals].reverse().map((i) => (
              <li key={i.to_entry_id}>
                {t('stats.interval', {
                  from: money.formatDate(i.from_date),
                  to: money.formatDate(i.to_date),
                  distance: units.formatDistance(i.distance_km),
                  volume: units.formatVolume(i.volume_l),
                  consumption: units.formatConsumption(i.l_per_100km),
                })}
                {i.cost_per_km !== null && i.currency && ` · ${units.formatCostPerDistance(i.cost_per_km, i.currency)}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {stats.monthly.length > 0 && (
        <div>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900 dark:text-slate-50">
              {t(`stats.chart.${chart}_title`, { currency: chartCurrency })}
            </h3>
            <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              {t('stats.chart.show')}
              <Select value={chart} onChange={(event) => setChart(event.target.value as Chart)} className="w-auto">
                {CHARTS.map((c) => (
                  <option key={c} value={c}>
                    {t(`stats.chart.${c}`)}
                  </option>
                ))}
              </Select>
            </label>
          </div>
          {points.length === 0 ? (
            <p className={muted}>{t('stats.need_full_fills')}</p>
          ) : (
            <>
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <div aria-hidden>
                  <FuelLogChart points={points} format={formatPoint} />
                </div>
              </Suspense>
              <table className="sr-only">
                <caption>{t(`stats.chart.${chart}_title`, { currency: chartCurrency })}</caption>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.label}>
                      <th scope="row">{p.label}</th>
                      <td>{formatPoint(p.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
    </div>
  );
}
