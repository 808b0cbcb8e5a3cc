import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Route } from 'lucide-react';
import {
  amountDecimals,
  DEFAULT_DAILY_LIMIT_KM,
  unitSystemOf,
  TRIP_LIMITS,
  type PlanNightInput,
  type PlanRequest,
  type PlanResponse,
  type Trip,
} from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { serverFieldErrors } from '#shared/lib/form.ts';
import { parseAmount, useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { RouteMap } from '#shared/ui/map/route-map.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { usePlanRoute } from '../api/route-plan.ts';
import { useTravelPreferences } from '../api/travel-preferences.ts';
import { useCreateTrip } from '../api/trips.ts';
import { useVehicles } from '../api/vehicles.ts';
import { roundForInput, useUnitsFormat } from '#shared/lib/units-format.ts';
import {
  newStop,
  nightsAfterMove,
  optionsSchema,
  planRequestOf,
  refusalPlace,
  reopenedTrip,
  stopsNamedBy,
  stopsWithClick,
  tripOfPlan,
  type PlanAskedWith,
  type PlannerOptions,
} from '../lib/trip-plan.ts';
import { TravelPreferencesForm } from './travel-preferences-form.tsx';
import { TripPlanResults } from './trip-plan-results.tsx';
import { TripPlannerOptions } from './trip-planner-options.tsx';
import type { PlannerStop } from './trip-planner-stop-input.tsx';
import { TripPlannerStops } from './trip-planner-stops.tsx';
import { TripSaveCard } from './trip-save-card.tsx';
import { useReopenTrip } from './use-reopen-trip.ts';
import { useTripPlanMap } from './use-trip-plan-map.ts';

const CampgroundFinder = lazy(() => import('./campground-finder.tsx'));

const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/**
 * The planner's options form: the daily limit starts at the units default, then the saved limit once it loads, and
 * the rig a traveller drives is chosen for them, unless the user already changed either.
 */
function usePlannerForm() {
  const units = useUnitsFormat();
  const money = useMoneyFormat();
  const vehicles = useVehicles();
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
  return { form, readBudget, vehicles: vehicles.data ?? [] };
}

/** A refused plan in the planner's words where it has them (naming the stops it refused), else the server's. */
function usePlanErrorText(sentStops: PlannerStop[]) {
  const units = useUnitsFormat();
  const errorText = useErrorText();
  const planError = useErrorText({ ns: 'wheels_trips', prefix: 'plan_errors' });
  return (err: ApiRequestError) => {
    const named = stopsNamedBy(serverFieldErrors(err), sentStops).map((stop) => stop.point?.name ?? stop.text);
    // A text without the stops it is about would read 'from  to': the server's own sentence names them.
    if (err.code === 'leg_over_sea' && named.length < 2) return errorText(err);
    return planError(err, {
      from: named[0],
      to: named[1],
      days: TRIP_LIMITS.maxPlanDays,
      distance: units.formatDistance(TRIP_LIMITS.maxRouteKm),
    });
  };
}

/**
 * The Trip Planner tab of /wheels: origin, stops and destination (typed, suggested or clicked on the map), the rig,
 * the optimisation, dates, daily limit and budget; the plan with its days, fuel, weather and budget; save as a trip.
 */
export default function TripPlannerTab() {
  const { t } = useTranslation('wheels_trips');
  const units = useUnitsFormat();
  const plan = usePlanRoute();
  const createTrip = useCreateTrip();
  const { form, readBudget, vehicles } = usePlannerForm();
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
  const [lastRequest, setLastRequest] = useState<PlanAskedWith | null>(null);
  // A large save refused as a whole (one at a time, a few a minute) is worded by its code under save_errors.
  const saveErrorText = useErrorText({ ns: 'wheels_trips', prefix: 'save_errors' });
  const planErrorText = usePlanErrorText(sentStops);
  const refusal = refusalPlace(plan.error);
  const refusalText = refusal && plan.error ? planErrorText(plan.error) : null;

  // A click fills the first empty box, else becomes a stop before the destination.
  const addClickedPoint = (lat: number, lon: number) => {
    const text = `${units.formatNumber(lat, 4)}, ${units.formatNumber(lon, 4)}`;
    setStops((current) => stopsWithClick(current, text, { lat, lon }));
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
    runPlan(planRequestOf(filled, options, units.distanceToKm(options.daily_limit), budget), filled);
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
        setAmbiguous(new Set(stopsNamedBy(fields, sent).map((stop) => stop.key)));
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
  const reopen = useCallback(
    (trip: Trip & { plan: PlanResponse }) => {
      const { boxes, request, shown } = reopenedTrip(trip);
      const options = {
        vehicle_id: trip.vehicle_id ?? '',
        optimize: trip.plan.optimize,
        start_date: trip.start_date ?? '',
        daily_limit: roundForInput(units.distanceToDisplay(trip.plan.daily_limit_km), 1),
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
      setPlanRequest(request);
      plan.reset();
      setReopened(shown);
      setSaved(true);
    },
    [form, plan, units],
  );
  useReopenTrip(reopen);

  const result: PlanResponse | undefined = plan.data ?? reopened ?? undefined;
  const { mapStops, mapGroups, mapCredits } = useTripPlanMap(result, stops);

  const saveTrip = () => {
    if (!result || !lastRequest) return;
    const name = tripName.trim();
    if (!name) {
      setSaveError(t('planner.name_required'));
      return;
    }
    setSaveError(null);
    createTrip.mutate(tripOfPlan(result, lastRequest, name), {
      onSuccess: () => {
        setSaved(true);
        toast.success(t('planner.saved', { name }));
      },
      onError: (err) => setSaveError(saveErrorText(err)),
    });
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <Card className="space-y-4 p-4">
          <h2 className={sectionTitle}>{t('planner.title')}</h2>
          <p className={muted}>{t('planner.intro')}</p>
          <form onSubmit={(event) => void onSubmit(event)} className="space-y-4" noValidate>
            <TripPlannerStops
              stops={stops}
              setStops={setStops}
              ambiguous={ambiguous}
              error={stopsError ?? (refusal === 'stops' ? refusalText : null)}
            />
            <TripPlannerOptions
              form={form}
              vehicles={vehicles}
              dailyLimitRefusal={refusal === 'daily_limit' ? (refusalText ?? undefined) : undefined}
            />
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
          <TripSaveCard
            name={tripName}
            onNameChange={setTripName}
            onSave={saveTrip}
            pending={createTrip.isPending}
            saved={saved}
            error={saveError}
          />
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
