import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCATION } from '@ww/contracts';
import { isFallbackSettings, useSettings } from '#shared/lib/settings.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useNearby } from '../../api/network.ts';
import { NEARBY_RADII, useNetworkFormat, type NearbyRadius } from '../../lib/network-format.ts';
import { TravellerRow } from './traveller-row.tsx';

const PERMISSION_DENIED = 1;

type Position =
  | { state: 'locating' }
  | { state: 'found'; lat: number; lon: number }
  | { state: 'permission_denied' | 'unavailable' | 'unsupported' };

const geolocationSupported = () =>
  typeof navigator !== 'undefined' && typeof navigator.geolocation?.getCurrentPosition === 'function';

/** The browser's position, asked once when shown (and again on "Try again"). */
function useBrowserPosition(): [Position, () => void] {
  const [position, setPosition] = useState<Position>(() =>
    geolocationSupported() ? { state: 'locating' } : { state: 'unsupported' },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!geolocationSupported()) return;
    let current = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (current) setPosition({ state: 'found', lat: coords.latitude, lon: coords.longitude });
      },
      (error) => {
        if (current) setPosition({ state: error.code === PERMISSION_DENIED ? 'permission_denied' : 'unavailable' });
      },
      { enableHighAccuracy: false, timeout: LOCATION.lookupTimeoutMs, maximumAge: LOCATION.lookupMaxAgeMs },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setPosition({ state: 'locating' });
    setAttempt((n) => n + 1);
  }, []);
  return [position, retry];
}

/**
 * Travellers who share their location within the chosen radius of the browser's position, nearest first: friends
 * at their exact position, everyone else at an approximate one (about 1 km), as the server sends them.
 */
export function NearbyTravellers() {
  const { t } = useTranslation('social_network');
  const format = useNetworkFormat();
  const headingId = useId();
  const settings = useSettings().data;
  const [radius, setRadius] = useState<NearbyRadius>(50);
  const [position, retry] = useBrowserPosition();
  const sharingOff =
    settings !== undefined && !isFallbackSettings(settings) && !settings.privacy_preferences.location_sharing;
  const nearby = useNearby(
    position.state === 'found'
      ? {
          // SPEC §9: 4 decimals (about 11 m) are all the server needs and keep the cache key steady.
          lat: Number(position.lat.toFixed(LOCATION.coordinateDecimals)),
          lon: Number(position.lon.toFixed(LOCATION.coordinateDecimals)),
          radius_km: format.radiusKm(radius),
        }
      : null,
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {t('nearby.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('nearby.intro')}</p>
        </div>
        <Field label={t('nearby.radius')} className="w-36 space-y-1.5">
          <Select value={radius} onChange={(e) => setRadius(Number(e.target.value) as NearbyRadius)}>
            {NEARBY_RADII.map((value) => (
              <option key={value} value={value}>
                {format.radius(value)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {sharingOff && (
        <Alert variant="info">
          <p>
            {t('nearby.sharing_off')}{' '}
            <Link to="/settings#privacy" className="font-medium underline">
              {t('nearby.settings_link')}
            </Link>
          </p>
        </Alert>
      )}
      {position.state === 'locating' && <Spinner label={t('nearby.locating')} />}
      {(position.state === 'permission_denied' ||
        position.state === 'unavailable' ||
        position.state === 'unsupported') && (
        <Alert variant="info" title={t('nearby.unavailable')}>
          {position.state !== 'unavailable' && <p>{t(`nearby.${position.state}`)}</p>}
          {position.state !== 'unsupported' && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
              {t('nearby.try_again')}
            </Button>
          )}
        </Alert>
      )}
      {position.state === 'found' && (
        <QueryState
          query={nearby}
          loadingLabel={t('nearby.loading')}
          errorTitle={t('nearby.failed')}
          retryLabel={t('actions.retry')}
          empty={t('nearby.empty')}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul aria-label={t('nearby.list_label')} className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((traveller) => (
                <TravellerRow
                  key={traveller.user_id}
                  user={traveller.user}
                  name={format.name(traveller.user)}
                  detail={
                    <>
                      {traveller.distance_km !== null && (
                        <span className="mr-2">
                          {t('nearby.distance', { distance: format.distance(traveller.distance_km) })}
                        </span>
                      )}
                      <span className="mr-2 tabular-nums">
                        {t('nearby.coordinates', {
                          lat: format.coordinate(traveller.latitude),
                          lon: format.coordinate(traveller.longitude),
                        })}
                      </span>
                      {traveller.approximate ? (
                        <span className="inline-block rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                          {t('nearby.approximate')}
                        </span>
                      ) : (
                        <span className="inline-block rounded bg-emerald-100 px-1.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200">
                          {traveller.is_friend ? t('relationship.friend') : t('nearby.exact')}
                        </span>
                      )}
                    </>
                  }
                />
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </section>
  );
}
