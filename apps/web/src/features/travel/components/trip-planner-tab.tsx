import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowDown, ArrowUp, Plus, Route, Save, X } from 'lucide-react';
import { z } from 'zod';
import {
  amountDecimals,
  DEFAULT_DAILY_LIMIT_KM,
  unitSystemOf,
  OPTIMIZE_MODES,
  TRIP_LIMITS,
  type PlanNightInput,
  type PlanRequest,
  type PlanResponse,
  type Trip,
} from '@ww/contracts';
import { isTranslationKey } from '#shared/i18n/i18n.ts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { serverFieldErrors } from '#shared/lib/form.ts';
import { parseAmount, useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { RouteMap, type MapPointGroup } from '#shared/ui/map/route-map.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { usePlanRoute } from '../api/route-plan.ts';
import { useTravelPreferences } from '../api/travel-preferences.ts';
import { useCreateTrip, useTrips } from '../api/trips.ts';
import { useVehicles } from '../api/vehicles.ts';
import { VehicleOptions } from './vehicle-options.tsx';
import { roundForInput, useUnitsFormat } from '../lib/units-format.ts';
import { useCampgroundName } from './campground-name.ts';
import { TravelPreferencesForm } from './travel-preferences-form.tsx';
import { creditsOf } from './data-attribution.tsx';
import { TripPlanResults } from './trip-plan-results.tsx';
import { TripPlannerStopInput, type PlannerStop } from './trip-planner-stop-input.tsx';

const CampgroundFinder = lazy(() => import('./campground-finder.tsx'));

const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/**
 * The planner's options; the daily limit is typed in the user's units and must lie within TRIP_LIMITS in km, the
 * budget in the user's locale and currency.
 */
function optionsSchema(toKm: (distance: number) => number, readBudget: (text: string) => number | null) {
  return z.object({
    vehicle_id: z.string(),
    optimize: z.enum(OPTIMIZE_MODES),
    start_date: z.string(),
    daily_limit: z
      .number({ error: 'invalid' })
      .refine((v) => toKm(v) >= TRIP_LIMITS.minDailyLimitKm && toKm(v) <= TRIP_LIMITS.maxDailyLimitKm, {
        error: 'daily_limit_range',
      }),
    budget: z.string().refine((text) => text.trim() === '' || readBudget(text) !== null, { error: 'invalid' }),
  });
}
type PlannerOptions = z.infer<ReturnType<typeof optionsSchema>>;

/**
 * Where a refused plan says why: under the stop boxes when it names stops (an ambiguous name is said under its own
 * box instead), at the daily limit when it names that, else under the Plan button.
 */
function refusalPlace(err: ApiRequestError | null): 'stops' | 'daily_limit' | 'plan' | null {
  if (!err) return null;
  const fields = Object.keys(serverFieldErrors(err));
  if (err.code === 'stop_ambiguous') return null;
  if (fields.some((field) => field === 'stops' || field.startsWith('stops.'))) return 'stops';
  if (fields.includes('daily_limit_km')) return 'daily_limit';
  return 'plan';
}

/** Where the traveller's other stops are: the point a place name is ranked by. */
function centreOf(points: { lat: number; lon: number }[]) {
  if (points.length === 0) return undefined;
  return {
    lat: points.reduce((a, p) => a + p.lat, 0) / points.length,
    lon: points.reduce((a, p) => a + p.lon, 0) / points.length,
  };
}

/**
 * The nights to ask for when the traveller moves day `dayIndex`'s night to `moved`: the nights they chose before
 * (a day ending at a chosen stop or campground) stay, the moved one is replaced, and the rest is cut anew.
 */
export function nightsAfterMove(plan: PlanResponse, dayIndex: number, moved: PlanNightInput): PlanNightInput[] {
  const kept = plan.days.slice(0, -1).flatMap((day, i): PlanNightInput[] => {
    if (i === dayIndex || day.end_reason !== 'chosen') return [];
    if (day.end_stop_index !== null) return [{ stop_index: plan.stops[day.end_stop_index]!.input_index }];
    return day.overnight_site ? [{ campground_id: day.overnight_site.id }] : [];
  });
  return [...kept, moved];
}

let nextKey = 0;
const newStop = (text = '', point: PlannerStop['point'] = null): PlannerStop => ({
  key: `stop-${nextKey++}`,
  text,
  point,
});

/** The request's stop: a chosen position, or the typed name for the server to geocode. */
function stopInput(stop: PlannerStop): PlanRequest['stops'][number] {
  if (stop.point)
    return { lat: stop.point.lat, lon: stop.point.lon, ...(stop.point.name ? { name: stop.point.name } : {}) };
  return { query: stop.text.trim() };
}

/**
 * The Trip Planner tab of /wheels: origin, stops and destination (typed, suggested or clicked on the map), the rig,
 * the optimisation, dates, daily limit and budget; the plan with its days, fuel, weather and budget; save as a trip.
 */
export default function TripPlannerTab() {
  const { t } = useTranslation('wheels_trips');
  const campgroundName = useCampgroundName();
  const units = useUnitsFormat();
  const money = useMoneyFormat();
  const vehicles = useVehicles();
  const plan = usePlanRoute();
  const createTrip = useCreateTrip();
  const [stops, setStops] = useState<PlannerStop[]>(() => [newStop(), newStop()]);
  const [stopsError, setStopsError] = useState<string | null>(null);
  // The boxes the shown plan (or refusal) was asked with: a refusal names stops by their place in the request.
  const [sentStops, setSentStops] = useState<PlannerStop[]>([]);
  const [tripName, setTripName] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Stops the server found several places for: each lists its candidates until one is chosen.
  const [ambiguous, setAmbiguous] = useState<ReadonlySet<string>>(new Set());
  // The request of the plan on screen (moving a night asks it again), and a saved trip's plan reopened.
  const [planRequest, setPlanRequest] = useState<PlanRequest | null>(null);
  const [reopened, setReopened] = useState<PlanResponse | null>(null);
  // What the shown plan was asked with, saved with the trip.
  const [lastRequest, setLastRequest] = useState<{
    budget: number | null;
    start_date: string | null;
    vehicle_id: string | null;
  } | null>(null);
  const errorText = useErrorText();
  // A large save refused as a whole (one at a time, a few a minute) is worded by its code under save_errors.
  const saveErrorText = useErrorText({ ns: 'wheels_trips', prefix: 'save_errors' });
  const planError = useErrorText({ ns: 'wheels_trips', prefix: 'plan_errors' });
  const limitRange = {
    min: units.formatDistance(TRIP_LIMITS.minDailyLimitKm),
    max: units.formatDistance(TRIP_LIMITS.maxDailyLimitKm),
  };
  /** A refused plan in the planner's words where it has them (naming the stops it refused), else the server's. */
  const planErrorText = (err: ApiRequestError) => {
    const named = Object.keys(serverFieldErrors(err)).flatMap((field) => {
      const stop = sentStops[Number(field.split('.')[1])];
      return stop ? [stop.point?.name ?? stop.text] : [];
    });
    // A text without the stops it is about would read 'from  to': the server's own sentence names them.
    if (err.code === 'leg_over_sea' && named.length < 2) return errorText(err);
    return planError(err, {
      from: named[0],
      to: named[1],
      days: TRIP_LIMITS.maxPlanDays,
      distance: units.formatDistance(TRIP_LIMITS.maxRouteKm),
    });
  };
  const refusal = refusalPlace(plan.error);
  const refusalText = refusal && plan.error ? planErrorText(plan.error) : null;
  const readBudget = useCallback(
    (text: string) => parseAmount(text, money.separators, amountDecimals(money.currency)),
    [money.separators, money.currency],
  );
  const schema = useMemo(() => optionsSchema(units.distanceToKm, readBudget), [units, readBudget]);

  const form = useForm<PlannerOptions>({
    resolver: zodResolver(schema),
    defaultValues: {
      vehicle_id: '',
      optimize: 'fixed_ends',
      start_date: '',
      daily_limit: roundForInput(units.distanceToDisplay(DEFAULT_DAILY_LIMIT_KM[unitSystemOf(units.prefs)]), 0),
      budget: '',
    },
  });
  const { errors } = form.formState;
  const limitErrorKey = `errors.${errors.daily_limit?.message ?? 'invalid'}`;
  const limitError = isTranslationKey('wheels_trips', limitErrorKey)
    ? t(limitErrorKey, limitRange)
    : t('errors.invalid');
  // The saved limit replaces the units default once it loads, unless the user already typed one.
  const savedLimitKm = useTravelPreferences().data?.daily_limit_km ?? null;
  useEffect(() => {
    if (savedLimitKm === null || form.getFieldState('daily_limit').isDirty) return;
    form.resetField('daily_limit', { defaultValue: roundForInput(units.distanceToDisplay(savedLimitKm), 1) });
  }, [savedLimitKm, units, form]);

  // The rig a traveller drives (a motorhome, or a caravan with its tow vehicle) is chosen for them once the list
  // loads, so fuel figures come without a step; "No rig" stays one click away.
  const firstRigId = vehicles.data?.find((v) => v.kind !== 'tow_vehicle')?.id ?? null;
  useEffect(() => {
    if (firstRigId === null || form.getFieldState('vehicle_id').isDirty) return;
    form.resetField('vehicle_id', { defaultValue: firstRigId });
  }, [firstRigId, form]);

  const updateStop = (index: number, stop: PlannerStop) =>
    setStops((current) => current.map((s, i) => (i === index ? stop : s)));
  const moveStop = (index: number, by: -1 | 1) =>
    setStops((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const removeStop = (index: number) => setStops((current) => current.filter((_, i) => i !== index));
  const addStop = () => setStops((current) => [...current.slice(0, -1), newStop(), current[current.length - 1]!]);

  // A click fills the first empty box, else becomes a stop before the destination.
  const addClickedPoint = (lat: number, lon: number) => {
    const text = `${units.formatNumber(lat, 4)}, ${units.formatNumber(lon, 4)}`;
    setStops((current) => {
      const empty = current.findIndex((s) => s.text.trim() === '' && !s.point);
      if (empty >= 0) return current.map((s, i) => (i === empty ? { ...s, text, point: { lat, lon } } : s));
      if (current.length >= TRIP_LIMITS.maxStops) return current;
      return [...current.slice(0, -1), newStop(text, { lat, lon }), current[current.length - 1]!];
    });
  };

  const onSubmit = form.handleSubmit((options) => {
    const filled = stops.filter((s) => s.point || s.text.trim() !== '');
    if (filled.length < 2) {
      plan.reset();
      setStopsError(t('planner.need_two_stops'));
      return;
    }
    setStopsError(null);
    const budget = options.budget.trim() === '' ? null : readBudget(options.budget);
    setLastRequest({ budget, start_date: options.start_date || null, vehicle_id: options.vehicle_id || null });
    runPlan(
      {
        stops: filled.map(stopInput),
        optimize: options.optimize,
        ...(options.vehicle_id ? { vehicle_id: options.vehicle_id } : {}),
        daily_limit_km: Math.min(
          TRIP_LIMITS.maxDailyLimitKm,
          Math.max(TRIP_LIMITS.minDailyLimitKm, units.distanceToKm(options.daily_limit)),
        ),
        ...(options.start_date ? { start_date: options.start_date } : {}),
        ...(budget !== null ? { budget } : {}),
      },
      filled,
    );
  });

  /** Plans `request` (sent from the boxes `sent`); a refusal naming stops marks the ambiguous ones. */
  const runPlan = (request: PlanRequest, sent: PlannerStop[]) => {
    setSaved(false);
    setReopened(null);
    setPlanRequest(request);
    setSentStops(sent);
    // The refusal itself is shown where it belongs (refusalPlace); an ambiguous stop also lists its places.
    plan.mutate(request, {
      onSuccess: () => setAmbiguous(new Set()),
      onError: (err) => {
        const fields = err.code === 'stop_ambiguous' ? serverFieldErrors(err) : {};
        setAmbiguous(new Set(Object.keys(fields).flatMap((f) => sent[Number(f.split('.')[1])]?.key ?? [])));
      },
    });
  };

  // "Move this night": the same request with the traveller's nights, the days cut again around them.
  const moveNight = (dayIndex: number, night: PlanNightInput) => {
    const current = plan.data ?? reopened;
    if (!current || !planRequest) return;
    runPlan({ ...planRequest, nights: nightsAfterMove(current, dayIndex, night) }, sentStops);
  };

  // A saved trip reopened from the Trips tab (?trip=id): its stops in driving order, options, days and nights.
  const [params, setParams] = useSearchParams();
  const reopenId = params.get('trip');
  const savedTrips = useTrips({ enabled: reopenId !== null });
  const reopen = useCallback(
    (trip: Trip & { plan: PlanResponse }) => {
      const saved = trip.plan;
      // A round trip lists its start again at the end; the optimiser adds it back.
      const ordered = saved.optimize === 'round_trip' ? saved.stops.slice(0, -1) : saved.stops;
      const boxes = ordered.map((s) => newStop(s.name, { lat: s.lat, lon: s.lon, name: s.name }));
      const position = (inputIndex: number) => ordered.findIndex((s) => s.input_index === inputIndex);
      const nights = saved.nights.flatMap((n): PlanNightInput[] =>
        'stop_index' in n ? (position(n.stop_index) >= 0 ? [{ stop_index: position(n.stop_index) }] : []) : [n],
      );
      const options = {
        vehicle_id: trip.vehicle_id ?? '',
        optimize: saved.optimize,
        start_date: trip.start_date ?? '',
        daily_limit: roundForInput(units.distanceToDisplay(saved.daily_limit_km), 1),
        budget: trip.budget === null ? '' : String(trip.budget),
      };
      form.reset(options, { keepDefaultValues: true });
      for (const field of ['vehicle_id', 'daily_limit'] as const)
        form.setValue(field, options[field], { shouldDirty: true });
      setStops(boxes);
      setSentStops(boxes);
      setAmbiguous(new Set());
      setTripName(trip.name);
      setLastRequest({ budget: trip.budget, start_date: trip.start_date, vehicle_id: trip.vehicle_id });
      setPlanRequest({
        stops: boxes.map(stopInput),
        optimize: saved.optimize,
        ...(trip.vehicle_id ? { vehicle_id: trip.vehicle_id } : {}),
        daily_limit_km: saved.daily_limit_km,
        ...(trip.start_date ? { start_date: trip.start_date } : {}),
        ...(trip.budget !== null ? { budget: trip.budget } : {}),
        nights,
      });
      plan.reset();
      // Stop numbers as the new request has them: the saved driving order.
      setReopened({
        ...saved,
        stops: saved.stops.map((s) => ({ ...s, input_index: Math.max(position(s.input_index), 0) })),
        nights,
      });
      setSaved(true);
    },
    [form, plan, units],
  );
  // Each ?trip= is opened once, whatever re-renders before the address loses it.
  const reopenedId = useRef<string | null>(null);
  useEffect(() => {
    if (!reopenId || !savedTrips.data || reopenedId.current === reopenId) return;
    reopenedId.current = reopenId;
    const trip = savedTrips.data.find((candidate) => candidate.id === reopenId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('trip');
        return next;
      },
      { replace: true },
    );
    // Once per ?trip= (the effect removes it): the trips arrive from the server, so this cannot happen in render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (trip?.plan) reopen({ ...trip, plan: trip.plan });
    else toast.error(t('planner.reopen_missing'));
  }, [reopenId, savedTrips.data, reopen, setParams, t]);

  const result: PlanResponse | undefined = plan.data ?? reopened ?? undefined;
  const mapStops = useMemo(() => {
    if (result) return result.stops.map((s) => ({ lat: s.lat, lon: s.lon, label: s.name }));
    return stops.flatMap((s) =>
      s.point ? [{ lat: s.point.lat, lon: s.point.lon, label: s.point.name ?? s.text }] : [],
    );
  }, [result, stops]);
  const mapGroups = useMemo<MapPointGroup[]>(() => {
    if (!result) return [];
    const overnight = result.days.flatMap((d) =>
      d.overnight
        ? [
            {
              ...d.overnight,
              label: t('results.overnight', { place: d.overnight.name }),
              detail: t('results.day', { day: d.day }),
            },
          ]
        : [],
    );
    const sites = result.days.flatMap((d) =>
      d.overnight_suggestions.map((s) => ({
        lat: s.lat,
        lon: s.lon,
        label: campgroundName(s),
        detail: t('results.off_route', { distance: units.formatDistance(s.distance_off_route_km) }),
      })),
    );
    return [
      { id: 'campgrounds', color: '#b45309', points: sites },
      { id: 'overnight', color: '#4f46e5', points: overnight },
    ];
  }, [result, t, units, campgroundName]);
  // The suggested sites' sources' credits; one array per set, so the map rebuilds its attribution only on a change.
  const creditKey = creditsOf((result?.days ?? []).flatMap((d) => d.overnight_suggestions)).join('\n');
  const mapCredits = useMemo(() => (creditKey ? creditKey.split('\n') : undefined), [creditKey]);

  const saveTrip = () => {
    if (!result || !lastRequest) return;
    const name = tripName.trim();
    if (!name) {
      setSaveError(t('planner.name_required'));
      return;
    }
    setSaveError(null);
    const endDate = [...result.days].reverse().find((d) => d.date)?.date ?? null;
    createTrip.mutate(
      {
        name,
        status: 'planned',
        start_date: lastRequest.start_date,
        end_date: endDate,
        stops: result.stops.map((s) => ({ lat: s.lat, lon: s.lon, name: s.name })),
        geometry: result.geometry,
        total_distance_km: result.total_distance_km,
        estimated: result.estimated,
        plan: result,
        budget: lastRequest.budget,
        currency: result.budget.currency,
        vehicle_id: lastRequest.vehicle_id,
      },
      {
        onSuccess: () => {
          setSaved(true);
          toast.success(t('planner.saved', { name }));
        },
        onError: (err) => setSaveError(saveErrorText(err)),
      },
    );
  };

  const stopLabel = (index: number) =>
    index === 0
      ? t('planner.origin')
      : index === stops.length - 1
        ? t('planner.destination')
        : t('planner.stop', { number: index });

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card className="space-y-4 p-4">
          <h2 className={sectionTitle}>{t('planner.title')}</h2>
          <p className={muted}>{t('planner.intro')}</p>
          <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('planner.stops')}</legend>
              <ol className="space-y-2">
                {stops.map((stop, index) => (
                  <li key={stop.key} className="flex items-start gap-1">
                    <span className="mt-2 w-5 shrink-0 text-right text-sm text-slate-500 dark:text-slate-400">
                      {index + 1}.
                    </span>
                    <div className="min-w-0 flex-1">
                      <TripPlannerStopInput
                        stop={stop}
                        label={stopLabel(index)}
                        onChange={(next) => updateStop(index, next)}
                        ambiguous={ambiguous.has(stop.key)}
                        // The server adds the user's country (profile region, else currency's) to the ranking.
                        bias={{
                          near: centreOf(stops.flatMap((s) => (s.key !== stop.key && s.point ? [s.point] : []))),
                        }}
                      />
                    </div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={t('planner.move_up', { place: stopLabel(index) })}
                      disabled={index === 0}
                      onClick={() => moveStop(index, -1)}
                    >
                      <ArrowUp aria-hidden className="h-4 w-4" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={t('planner.move_down', { place: stopLabel(index) })}
                      disabled={index === stops.length - 1}
                      onClick={() => moveStop(index, 1)}
                    >
                      <ArrowDown aria-hidden className="h-4 w-4" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={t('planner.remove', { place: stopLabel(index) })}
                      disabled={stops.length <= 2}
                      onClick={() => removeStop(index)}
                    >
                      <X aria-hidden className="h-4 w-4" />
                    </Button>
                  </li>
                ))}
              </ol>
              {stopsError || refusal === 'stops' ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  {stopsError ?? refusalText}
                </p>
              ) : null}
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={addStop}
                disabled={stops.length >= TRIP_LIMITS.maxStops}
              >
                <Plus aria-hidden className="h-4 w-4" />
                {t('planner.add_stop')}
              </Button>
              <p className={muted}>{t('planner.map_hint')}</p>
            </fieldset>
            <Field label={t('planner.vehicle')}>
              <Select {...form.register('vehicle_id')}>
                <VehicleOptions vehicles={vehicles.data ?? []} noneLabel={t('planner.no_vehicle')} />
              </Select>
            </Field>
            <Field label={t('planner.optimize')}>
              {/* defaultValue as well: the native select must show the default before the form registers it. */}
              <Select defaultValue="fixed_ends" {...form.register('optimize')}>
                {OPTIMIZE_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {t(`planner.optimize_mode.${mode}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('planner.start_date')}>
                <Input type="date" {...form.register('start_date')} />
              </Field>
              <Field
                label={t('planner.daily_limit', { unit: units.symbols.distance })}
                error={
                  errors.daily_limit ? limitError : refusal === 'daily_limit' ? (refusalText ?? undefined) : undefined
                }
              >
                <Input
                  type="number"
                  step="any"
                  inputMode="decimal"
                  {...form.register('daily_limit', { valueAsNumber: true })}
                />
              </Field>
            </div>
            <Field
              label={t('planner.budget', { currency: money.currency })}
              hint={t('planner.budget_hint')}
              error={errors.budget ? t('errors.invalid') : undefined}
            >
              <Input inputMode="decimal" {...form.register('budget')} />
            </Field>
            <Button type="submit" disabled={plan.isPending}>
              <Route aria-hidden className="h-4 w-4" />
              {t('planner.plan')}
            </Button>
            {refusal === 'plan' ? <Alert variant="error">{refusalText}</Alert> : null}
          </form>
          <TravelPreferencesForm />
        </Card>
        <div className="space-y-2">
          <RouteMap
            label={t('map_label')}
            unavailableText={t('map_unavailable')}
            stops={mapStops}
            route={result?.geometry}
            routeEstimated={result?.estimated}
            groups={mapGroups}
            onMapClick={addClickedPoint}
            attribution={mapCredits}
            className="h-[28rem] w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
          />
        </div>
      </div>

      {plan.isPending ? <Spinner label={t('planner.planning')} /> : null}
      {result ? (
        <section className="space-y-4" aria-label={t('results.title')}>
          <h2 className={sectionTitle}>{t('results.title')}</h2>
          <TripPlanResults plan={result} onMoveNight={plan.isPending ? undefined : moveNight} />
          <Card className="flex flex-wrap items-end gap-3 p-4">
            <Field label={t('planner.trip_name')} className="min-w-60 flex-1 space-y-1.5">
              <Input
                value={tripName}
                maxLength={TRIP_LIMITS.nameMax}
                onChange={(event) => setTripName(event.target.value)}
              />
            </Field>
            <Button type="button" onClick={saveTrip} disabled={createTrip.isPending || saved}>
              <Save aria-hidden className="h-4 w-4" />
              {saved ? t('planner.saved_button') : t('planner.save')}
            </Button>
            {saveError ? (
              <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
                {saveError}
              </p>
            ) : null}
          </Card>
        </section>
      ) : null}

      <section className="space-y-2" aria-label={t('campgrounds_section')}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <CampgroundFinder route={result} />
        </Suspense>
      </section>
    </div>
  );
}
