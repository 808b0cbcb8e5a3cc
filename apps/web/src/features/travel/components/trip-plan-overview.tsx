import { useTranslation } from 'react-i18next';
import { AlertTriangle, Info } from 'lucide-react';
import type { PlanResponse } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Card } from '#shared/ui/card.tsx';
import { Cell, DataTable, Row } from '#shared/ui/data-table.tsx';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

const sectionTitle = 'text-base font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** Hours and minutes of driving, e.g. "3 h 05 min". */
export function useDurationFormat() {
  const { t } = useTranslation('wheels_trips');
  return (minutes: number) => {
    const total = Math.round(minutes);
    return t('duration', { hours: Math.floor(total / 60), minutes: String(total % 60).padStart(2, '0') });
  };
}

/** What the plan's cards say things with: stop names by index, fuel costs in the plan's currency, durations. */
function usePlanWords(plan: PlanResponse) {
  const { t } = useTranslation('wheels_trips');
  const money = useMoneyFormat();
  return {
    t,
    units: useUnitsFormat(),
    duration: useDurationFormat(),
    stopName: (index: number) => plan.stops[index]?.name ?? '',
    cost: (amount: number | null) => (amount === null ? t('unknown') : money.formatMoney(amount, plan.fuel.currency)),
  };
}

/** Notes about the whole plan: an estimate without roads, legs over water, a routing fallback. */
export function PlanNotes({ plan }: { plan: PlanResponse }) {
  const { t, units, stopName } = usePlanWords(plan);
  return (
    <>
      {plan.estimated ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <strong>{t('results.estimate_label')}</strong> {t('results.estimate_explained')}
          </span>
        </p>
      ) : null}
      {plan.notes
        .filter((n) => n.code === 'water_crossing' && n.leg_index !== undefined && plan.legs[n.leg_index])
        .map((n) => (
          <p
            key={`water-${n.leg_index}`}
            role="note"
            className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-200"
          >
            <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {t('results.water_crossing', {
              from: stopName(plan.legs[n.leg_index!]!.from_index),
              to: stopName(plan.legs[n.leg_index!]!.to_index),
              distance: units.formatDistance(n.sea_km ?? 0),
            })}
          </p>
        ))}
      {plan.notes.some((n) => n.code === 'routing_fallback') ? (
        <p className={muted}>{t('results.routing_fallback')}</p>
      ) : null}
    </>
  );
}

/** The plan's totals and its stops in driving order, saying whether the order was optimised. */
export function PlanSummary({ plan }: { plan: PlanResponse }) {
  const { t, units, duration } = usePlanWords(plan);
  const reordered = plan.stops.some((stop, index) => stop.input_index !== index);
  return (
    <Card className="space-y-2 p-4">
      <h3 className={sectionTitle}>{t('results.summary')}</h3>
      <p className="text-slate-800 dark:text-slate-100">
        {t('results.totals', {
          distance: units.formatDistance(plan.total_distance_km),
          duration: duration(plan.total_duration_min),
          count: plan.days.length,
        })}
      </p>
      {plan.optimize !== 'none' ? (
        <p className={muted}>{reordered ? t('results.order_optimised') : t('results.order_kept')}</p>
      ) : null}
      <ol
        className="list-decimal space-y-0.5 pl-6 text-slate-800 dark:text-slate-100"
        aria-label={t('results.stop_order')}
      >
        {plan.stops.map((stop, index) => (
          <li key={`${index}-${stop.input_index}`}>{stop.name}</li>
        ))}
      </ol>
    </Card>
  );
}

/** The legs between stops: distance, time, fuel and its cost, a leg beyond the rig's safe range marked. */
export function PlanLegs({ plan }: { plan: PlanResponse }) {
  const { t, units, duration, stopName, cost } = usePlanWords(plan);
  return (
    <Card className="space-y-2 overflow-x-auto p-4">
      <h3 className={sectionTitle}>{t('results.legs')}</h3>
      <DataTable
        caption={t('results.legs')}
        stackBelow="lg"
        columns={[
          t('results.leg'),
          t('results.distance'),
          t('results.time'),
          t('results.fuel'),
          t('results.fuel_cost'),
        ]}
      >
        {plan.legs.map((leg, index) => (
          <Row key={index}>
            <Cell label={t('results.leg')}>
              <span>
                {t('results.leg_between', { from: stopName(leg.from_index), to: stopName(leg.to_index) })}
                {leg.exceeds_safe_range ? (
                  <span className="ml-2 inline-flex items-center gap-1 text-amber-700 dark:text-amber-300">
                    <AlertTriangle aria-hidden className="h-3.5 w-3.5" />
                    {t('results.beyond_range')}
                  </span>
                ) : null}
              </span>
            </Cell>
            <Cell label={t('results.distance')} className="whitespace-nowrap">
              {units.formatDistance(leg.distance_km)}
            </Cell>
            <Cell label={t('results.time')} className="whitespace-nowrap">
              {duration(leg.duration_min)}
            </Cell>
            <Cell label={t('results.fuel')}>
              {leg.fuel_volume_l === null ? t('unknown') : units.formatVolume(leg.fuel_volume_l)}
            </Cell>
            <Cell label={t('results.fuel_cost')}>{cost(leg.fuel_cost)}</Cell>
          </Row>
        ))}
      </DataTable>
    </Card>
  );
}

/** The fuel for the whole trip, where its price came from, and the warnings about it. */
export function PlanFuel({ plan }: { plan: PlanResponse }) {
  const { t, units, stopName, cost } = usePlanWords(plan);
  return (
    <Card className="space-y-2 p-4">
      <h3 className={sectionTitle}>{t('results.fuel_total')}</h3>
      <p className="text-slate-800 dark:text-slate-100" data-testid="fuel-total">
        {plan.fuel.volume === null
          ? t('results.fuel_unknown')
          : t('results.fuel_summary', { volume: units.formatVolume(plan.fuel.volume), cost: cost(plan.fuel.cost) })}
      </p>
      {plan.fuel.price_per_l !== null && plan.fuel.price_source ? (
        <p className={muted}>
          {t(`results.price_source.${plan.fuel.price_source}`, {
            price: units.formatPricePerVolume(plan.fuel.price_per_l, plan.fuel.currency),
          })}
        </p>
      ) : null}
      {plan.fuel.warnings.length > 0 ? (
        <ul className="space-y-1" aria-label={t('results.fuel_warnings')}>
          {plan.fuel.warnings.map((warning, index) => (
            <li key={index} className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-200">
              <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              {warning.code === 'leg_exceeds_safe_range' && warning.leg_index !== null && plan.legs[warning.leg_index]
                ? t('results.warning.leg_exceeds_safe_range', {
                    from: stopName(plan.legs[warning.leg_index]!.from_index),
                    to: stopName(plan.legs[warning.leg_index]!.to_index),
                    range:
                      plan.fuel.safe_range_km === null ? t('unknown') : units.formatDistance(plan.fuel.safe_range_km),
                  })
                : t(`results.warning.${warning.code}`)}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
