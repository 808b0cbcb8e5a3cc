import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION } from '@ww/contracts';
import { isFallbackSettings, useSettings, useUpdateSettings } from '#shared/lib/settings.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Switch } from '#shared/ui/switch.tsx';
import { useErrorToast } from '#shared/lib/error-message.ts';
import { useClearDestination } from '../api/locations.ts';
import { formatCoordinate, type LatLng } from '../lib/geo.ts';
import type { TrackingFailure } from '../lib/location-tracker.ts';
import { useTrackingState } from '../lib/tracking-store.ts';

const PERMISSION_DENIED = 1;

/**
 * One position lookup, which also makes the browser ask for permission when it has not been given yet: resolves
 * with null once a position came, or with why none did.
 */
function askForPosition(): Promise<GeolocationPositionError | null> {
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      () => resolve(null),
      (error) => resolve(error),
      { enableHighAccuracy: true, timeout: LOCATION.lookupTimeoutMs, maximumAge: LOCATION.lookupMaxAgeMs },
    );
  });
}

/**
 * The sharing switch beside the map, with its consent rule (SPEC §6: sharing needs the user's opt-in and the
 * browser's permission): turning it on first asks the browser for the position, and only a granted permission
 * stores the opt-in. Turning it off is immediate (the server then takes the user off every map). Below it: what
 * the tracker is doing, the user's position and destination with 4 decimals, and 'Clear destination'.
 */
export function SharingPanel({ own, destination }: { own: LatLng | null; destination: LatLng | null }) {
  const { t, i18n } = useTranslation('community_map');
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const tracking = useTrackingState();
  const clearDestination = useClearDestination();
  const showError = useErrorToast();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<TrackingFailure | null>(null);
  const loaded = settings !== undefined && !isFallbackSettings(settings);
  const sharing = loaded && settings.privacy_preferences.location_sharing;
  const locale = i18n.resolvedLanguage;
  const coordinates = (position: LatLng) =>
    t('position.coordinates', {
      lat: formatCoordinate(position.latitude, locale),
      lon: formatCoordinate(position.longitude, locale),
    });

  const permit = async (): Promise<boolean> => {
    setFailure(null);
    if (typeof navigator === 'undefined' || typeof navigator.geolocation?.getCurrentPosition !== 'function') {
      setFailure('unsupported');
      return false;
    }
    setAsking(true);
    const error = await askForPosition();
    setAsking(false);
    if (error) setFailure(error.code === PERMISSION_DENIED ? 'permission_denied' : 'failed');
    return error === null;
  };

  const toggle = async (checked: boolean) => {
    if (!checked) {
      setFailure(null);
      update.mutate({ privacy_preferences: { location_sharing: false } });
      return;
    }
    if (await permit()) update.mutate({ privacy_preferences: { location_sharing: true } });
  };

  const status =
    tracking.status === 'failed' && tracking.failure
      ? t('tracking.status.failed', { reason: t(`tracking.errors.${tracking.failure}`) })
      : t(`tracking.status.${sharing ? tracking.status : 'idle'}`);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <Switch
        label={t('sharing.label')}
        description={t('sharing.hint')}
        checked={sharing}
        disabled={!loaded || asking}
        onCheckedChange={(checked) => void toggle(checked)}
      />
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {asking ? t('sharing.asking') : status}
      </p>
      {failure ? <Alert variant="error">{t(`tracking.errors.${failure}`)}</Alert> : null}
      {sharing && tracking.status === 'waiting_permission' ? (
        <div>
          <Button type="button" variant="secondary" size="sm" disabled={asking} onClick={() => void permit()}>
            {t('sharing.allow')}
          </Button>
        </div>
      ) : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-800 dark:text-slate-200">{t('position.current')}</dt>
          <dd className="text-slate-700 tabular-nums dark:text-slate-300" data-testid="own-coordinates">
            {own ? coordinates(own) : t('position.unknown')}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800 dark:text-slate-200">{t('position.destination')}</dt>
          <dd className="flex flex-wrap items-center gap-2 text-slate-700 tabular-nums dark:text-slate-300">
            <span data-testid="destination-coordinates">
              {destination ? coordinates(destination) : t('position.none')}
            </span>
            {destination ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={clearDestination.isPending}
                onClick={() => clearDestination.mutate(undefined, { onError: showError })}
              >
                {t('map.clear_destination')}
              </Button>
            ) : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
