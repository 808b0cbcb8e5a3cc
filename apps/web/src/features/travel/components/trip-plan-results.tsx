import { useTranslation } from 'react-i18next';
import { CloudOff, Moon, Tent } from 'lucide-react';
import type { PlanDay, PlanNightInput, PlanResponse } from '@ww/contracts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Card } from '#shared/ui/card.tsx';
import { Select } from '#shared/ui/select.tsx';
import { useUnitsFormat } from '#shared/lib/units-format.ts';
import { useCampgroundName } from './campground-name.ts';
import { creditsOf, DataAttribution } from './data-attribution.tsx';
import { PlanFuel, PlanLegs, PlanNotes, PlanSummary, useDurationFormat } from './trip-plan-overview.tsx';

const sectionTitle = 'text-base font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** A planned route as the user reads it: order, legs, days with overnight suggestions, fuel, weather and budget. */
export function TripPlanResults({
  plan,
  onMoveNight,
}: {
  plan: PlanResponse;
  /** Moves day `dayIndex`'s night to a stop or a campground; absent while a plan is on its way (or read-only). */
  onMoveNight?: (dayIndex: number, night: PlanNightInput) => void;
}) {
  const { t } = useTranslation('wheels_trips');
  const units = useUnitsFormat();
  const money = useMoneyFormat();
  const duration = useDurationFormat();
  const campgroundName = useCampgroundName();
  const siteText = (site: NonNullable<PlanDay['overnight_site']>) => {
    const name = campgroundName(site);
    if (site.free === true) return t('results.site_free', { name });
    if (site.nightly_fee)
      return t('results.site_fee', {
        name,
        fee: money.formatMoney(site.nightly_fee.amount, site.nightly_fee.currency),
      });
    return t('results.site_typical', { name });
  };

  return (
    <div className="space-y-4" data-testid="plan-results">
      <PlanNotes plan={plan} />
      <PlanSummary plan={plan} />
      <PlanLegs plan={plan} />
      <PlanFuel plan={plan} />

      <Card className="space-y-3 p-4">
        <h3 className={sectionTitle}>{t('results.days')}</h3>
        {!plan.overnight_suggestions_available ? <p className={muted}>{t('results.no_campground_search')}</p> : null}
        <ol className="space-y-3">
          {plan.days.map((day) => (
            <li
              key={day.day}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              data-testid="plan-day"
            >
              <p className="font-medium text-slate-900 dark:text-slate-50">
                {day.date
                  ? t('results.day_dated', { day: day.day, date: money.formatDate(day.date) })
                  : t('results.day', { day: day.day })}
              </p>
              <p className={muted}>
                {t('results.day_route', {
                  from: day.start.name,
                  to: day.end.name,
                  distance: units.formatDistance(day.distance_km),
                  duration: duration(day.duration_min),
                })}
              </p>
              {day.overnight ? (
                <div className="mt-2">
                  <p className="flex items-center gap-1.5 text-sm text-slate-800 dark:text-slate-100">
                    <Moon aria-hidden className="h-4 w-4" />
                    {t('results.overnight', { place: day.overnight.name })}
                  </p>
                  <p className={`${muted} pl-6`}>
                    {t(`results.end_reason.${day.end_reason}`)}
                    {day.overnight_site ? ` ${siteText(day.overnight_site)}` : ''}
                  </p>
                  {onMoveNight ? <MoveNight plan={plan} day={day} onMove={onMoveNight} /> : null}
                  {day.overnight_suggestions.length > 0 ? (
                    <ul
                      className="mt-1 space-y-1 pl-6"
                      aria-label={t('results.suggestions_for', { place: day.overnight.name })}
                    >
                      {day.overnight_suggestions.map((site) => (
                        <li
                          key={site.id}
                          className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700 dark:text-slate-200"
                        >
                          <Tent aria-hidden className="h-3.5 w-3.5" />
                          <span className="font-medium">{campgroundName(site)}</span>
                          <span>
                            {t('results.off_route', {
                              distance: `${units.formatNumber(units.distanceToDisplay(site.distance_off_route_km), 1)} ${units.symbols.distance}`,
                            })}
                          </span>
                          {site.free === true ? (
                            <span>{t('results.free')}</span>
                          ) : site.free === false ? (
                            <span>{t('results.paid')}</span>
                          ) : null}
                          {site.max_length_m !== null ? (
                            <span>{t('results.max_length', { length: units.formatLength(site.max_length_m) })}</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : plan.overnight_suggestions_available ? (
                    <p className={`${muted} pl-6`}>{t('results.no_suggestions')}</p>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
        <DataAttribution
          label={t('results.campground_data')}
          credits={creditsOf(plan.days.flatMap((day) => day.overnight_suggestions))}
          className="mt-0"
        />
      </Card>

      <Card className="space-y-2 p-4">
        <h3 className={sectionTitle}>{t('results.weather')}</h3>
        <ul className="space-y-1">
          {plan.weather.map((entry, index) => (
            <li key={index} className="text-sm text-slate-800 dark:text-slate-100">
              <span className="font-medium">{entry.place}</span>
              {entry.date ? ` (${money.formatDate(entry.date)})` : ''}
              {': '}
              {entry.available && entry.daily ? (
                t('results.weather_day', {
                  min: units.formatNumber(units.temperatureToDisplay(entry.daily.temp_min_c), 0),
                  max: units.formatTemperature(entry.daily.temp_max_c),
                  rain: units.formatNumber(entry.daily.precipitation_mm),
                  wind: units.formatSpeed(entry.daily.wind_max_kmh),
                })
              ) : (
                <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
                  <CloudOff aria-hidden className="h-3.5 w-3.5" />
                  {t(`results.weather_unavailable.${entry.reason ?? 'unreachable'}`)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Card>

      <Card className="space-y-1 p-4" data-testid="plan-budget">
        <h3 className={sectionTitle}>{t('results.budget')}</h3>
        <p className="text-sm text-slate-800 dark:text-slate-100">
          {t('results.budget_fuel', {
            amount:
              plan.budget.fuel_cost === null
                ? t('unknown')
                : money.formatMoney(plan.budget.fuel_cost, plan.budget.currency),
          })}
        </p>
        <p className="text-sm text-slate-800 dark:text-slate-100">
          {t('results.budget_fees', {
            count: plan.budget.nights,
            amount:
              plan.budget.campground_fees_estimate === null
                ? t('unknown')
                : money.formatMoney(plan.budget.campground_fees_estimate, plan.budget.currency),
          })}
        </p>
        {plan.budget.nights > 0 ? (
          <p className={muted} data-testid="plan-fee-detail">
            {t('results.budget_fees_detail', {
              site: plan.budget.nights_site_fee,
              typical: plan.budget.nights_typical_fee,
            })}
            {plan.budget.nights_without_site > 0
              ? ` ${t('results.budget_fees_no_site', { count: plan.budget.nights_without_site })}`
              : ''}
          </p>
        ) : null}
        <p className="font-medium text-slate-900 dark:text-slate-50">
          {t('results.budget_total', { amount: money.formatMoney(plan.budget.total, plan.budget.currency) })}
        </p>
        {plan.budget.budget !== null ? (
          <p
            className={
              plan.budget.over_budget
                ? 'font-medium text-red-700 dark:text-red-300'
                : 'font-medium text-emerald-700 dark:text-emerald-300'
            }
          >
            {t(plan.budget.over_budget ? 'results.over_budget' : 'results.within_budget', {
              budget: money.formatMoney(plan.budget.budget, plan.budget.currency),
            })}
          </p>
        ) : null}
      </Card>
    </div>
  );
}

/**
 * "Move this night": to another stop on the route or one of the campgrounds near it; the days after it are cut
 * again. The current choice is the stop or campground the night is at now.
 */
function MoveNight({
  plan,
  day,
  onMove,
}: {
  plan: PlanResponse;
  day: PlanDay;
  onMove: (dayIndex: number, night: PlanNightInput) => void;
}) {
  const { t } = useTranslation('wheels_trips');
  const campgroundName = useCampgroundName();
  const stops = plan.stops.slice(1, -1).map((stop) => ({ value: `stop:${stop.input_index}`, label: stop.name }));
  const sites = day.overnight_suggestions.map((site) => ({
    value: `site:${site.id}`,
    label: campgroundName(site),
  }));
  const current =
    day.end_stop_index !== null
      ? `stop:${plan.stops[day.end_stop_index]!.input_index}`
      : day.overnight_site
        ? `site:${day.overnight_site.id}`
        : '';
  if (stops.length + sites.length === 0) return null;
  return (
    <label className="mt-1 flex flex-wrap items-center gap-2 pl-6 text-sm text-slate-700 dark:text-slate-200">
      {t('results.move_night', { day: day.day })}
      <Select
        className="w-auto"
        value={current}
        onChange={(event) => {
          const [kind, id] = event.target.value.split(/:(.*)/s) as [string, string];
          onMove(day.day - 1, kind === 'stop' ? { stop_index: Number(id) } : { campground_id: id });
        }}
      >
        {current === '' ? <option value="">{t('results.night_at_limit')}</option> : null}
        {stops.length > 0 ? (
          <optgroup label={t('results.move_to_stop')}>
            {stops.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ) : null}
        {sites.length > 0 ? (
          <optgroup label={t('results.move_to_campground')}>
            {sites.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ) : null}
      </Select>
    </label>
  );
}
