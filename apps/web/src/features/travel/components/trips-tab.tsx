import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Download, Map as MapIcon, Route, Trash2, Upload } from 'lucide-react';
import { TRIP_LIMITS, TRIP_STATUSES, type Trip, type TripStatus } from '@ww/contracts';
import { isTranslationKey } from '#shared/i18n/i18n.ts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useErrorText, useErrorToast } from '#shared/lib/error-message.ts';
import { useMoneyFormat } from '#shared/lib/money.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, IconButton } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { RouteMap } from '#shared/ui/map/route-map.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { downloadTripGpx, useDeleteTrip, useImportGpx, useTrips, useUpdateTrip } from '../api/trips.ts';
import { useUnitsFormat } from '#shared/lib/units-format.ts';

const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-50';
const muted = 'text-sm text-slate-600 dark:text-slate-300';

/** The Trips tab of /wheels: saved trips newest first with status, dates, distance and costs; map, GPX in and out. */
export default function TripsTab() {
  const { t } = useTranslation('wheels_trips');
  const errorText = useErrorText();
  // An import refused as a whole (one at a time, a few a minute) is worded by its code under trips.gpx_errors.
  const importErrorText = useErrorText({ ns: 'wheels_trips', prefix: 'trips.gpx_errors' });
  const showError = useErrorToast();
  const units = useUnitsFormat();
  const money = useMoneyFormat();
  const trips = useTrips();
  const update = useUpdateTrip();
  const remove = useDeleteTrip();
  const importGpx = useImportGpx();
  const fileInput = useRef<HTMLInputElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // "Open in planner" switches to the Trip Planner tab, which loads the trip named in ?trip=.
  const [, setParams] = useSearchParams();
  const list = trips.data ?? [];
  const open = list.find((trip) => trip.id === openId) ?? null;
  const openStops = useMemo(
    () => (open ? open.stops.map((s) => ({ lat: s.lat, lon: s.lon, label: s.name })) : []),
    [open],
  );

  const onImport = (file: File | undefined) => {
    if (!file) return;
    if (file.size > TRIP_LIMITS.maxGpxBytes) {
      toast.error(t('trips.gpx_too_large'));
      return;
    }
    importGpx.mutate(file, {
      onSuccess: (trip) => {
        toast.success(t('trips.imported', { name: trip.name }));
        setOpenId(trip.id);
      },
      onError: (err) => toast.error(gpxErrorText(err)),
    });
  };
  // What is wrong with a refused file (the server names it in the file field), else why the import was refused.
  const gpxErrorText = (err: unknown) => {
    const key = `trips.gpx_errors.${err instanceof ApiRequestError ? (err.fields?.file ?? '') : ''}`;
    return isTranslationKey('wheels_trips', key)
      ? t(key, {
          points: TRIP_LIMITS.maxGeometryPoints,
          stops: TRIP_LIMITS.maxStops * 4,
        })
      : importErrorText(err);
  };

  const exportGpx = (trip: Trip) => {
    downloadTripGpx(trip).catch((err: unknown) => toast.error(errorText(err)));
  };

  const deleteTrip = (trip: Trip) => {
    if (!window.confirm(t('trips.confirm_delete', { name: trip.name }))) return;
    remove.mutate(trip.id, {
      onSuccess: () => {
        if (openId === trip.id) setOpenId(null);
        toast.success(t('trips.deleted', { name: trip.name }));
      },
      onError: showError,
    });
  };

  const dates = (trip: Trip) => {
    if (trip.start_date && trip.end_date)
      return t('trips.date_range', { start: money.formatDate(trip.start_date), end: money.formatDate(trip.end_date) });
    if (trip.start_date) return t('trips.starts', { date: money.formatDate(trip.start_date) });
    return t('trips.no_dates');
  };

  const estimatedCost = (trip: Trip) =>
    trip.plan ? money.formatMoney(trip.plan.budget.total, trip.plan.budget.currency) : t('unknown');
  const actualCost = (trip: Trip) =>
    trip.actual_cost.length === 0
      ? t('trips.no_actual')
      : trip.actual_cost.map((c) => money.formatMoney(c.total, c.currency)).join(' + ');

  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <h2 className={sectionTitle}>{t('trips.title')}</h2>
          <p className={muted}>{t('trips.intro')}</p>
        </div>
        <div>
          <input
            ref={fileInput}
            type="file"
            accept=".gpx,application/gpx+xml,application/xml,text/xml"
            className="sr-only"
            aria-label={t('trips.import_file')}
            onChange={(event) => {
              onImport(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => fileInput.current?.click()}
            disabled={importGpx.isPending}
          >
            <Upload aria-hidden className="h-4 w-4" />
            {t('trips.import')}
          </Button>
        </div>
      </Card>

      {trips.isPending ? <Spinner label={t('loading')} /> : null}
      {trips.isError ? <Alert variant="error">{errorText(trips.error)}</Alert> : null}
      {trips.isSuccess && list.length === 0 ? <p className={muted}>{t('trips.empty')}</p> : null}

      {open ? (
        <Card className="space-y-2 p-4">
          <h3 className="text-base font-semibold text-slate-900 dark:text-slate-50">{open.name}</h3>
          <RouteMap
            label={t('trips.map_label', { name: open.name })}
            unavailableText={t('map_unavailable')}
            stops={openStops}
            route={open.geometry}
            routeEstimated={open.estimated}
          />
          <ol
            className="list-decimal pl-6 text-sm text-slate-800 dark:text-slate-100"
            aria-label={t('trips.stops_of', { name: open.name })}
          >
            {open.stops.map((stop, index) => (
              <li key={index}>{stop.name}</li>
            ))}
          </ol>
        </Card>
      ) : null}

      {list.length > 0 ? (
        <ul className="space-y-3" aria-label={t('trips.list_label')}>
          {list.map((trip) => (
            <li key={trip.id}>
              <Card className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="trip-card">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900 dark:text-slate-50">{trip.name}</p>
                  <p className={muted}>{dates(trip)}</p>
                  <p className={muted}>
                    {trip.total_distance_km === null
                      ? t('trips.distance_unknown')
                      : t(trip.estimated ? 'trips.distance_estimated' : 'trips.distance', {
                          distance: units.formatDistance(trip.total_distance_km),
                        })}
                    {' · '}
                    {t('trips.stop_count', { count: trip.stops.length })}
                  </p>
                  <p className={muted}>
                    {t('trips.costs', { estimated: estimatedCost(trip), actual: actualCost(trip) })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Select
                    aria-label={t('trips.status_of', { name: trip.name })}
                    value={trip.status}
                    className="w-auto"
                    onChange={(event) =>
                      update.mutate(
                        { id: trip.id, patch: { status: event.target.value as TripStatus } },
                        { onError: showError },
                      )
                    }
                  >
                    {TRIP_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`trips.status.${status}`)}
                      </option>
                    ))}
                  </Select>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-pressed={openId === trip.id}
                    onClick={() => setOpenId(openId === trip.id ? null : trip.id)}
                  >
                    <MapIcon aria-hidden className="h-4 w-4" />
                    {t('trips.show_map')}
                  </Button>
                  {trip.plan ? (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={t('trips.open_in_planner_named', { name: trip.name })}
                      onClick={() => setParams({ tab: 'trip-planner', trip: trip.id })}
                    >
                      <Route aria-hidden className="h-4 w-4" />
                      {t('trips.open_in_planner')}
                    </Button>
                  ) : null}
                  <Button type="button" variant="secondary" size="sm" onClick={() => exportGpx(trip)}>
                    <Download aria-hidden className="h-4 w-4" />
                    {t('trips.export')}
                  </Button>
                  <IconButton
                    label={t('trips.delete', { name: trip.name })}
                    icon={Trash2}
                    type="button"
                    onClick={() => deleteTrip(trip)}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
