import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../button.tsx';

/**
 * What sits over the map: the route's key (road or straight-line estimate), and the alerts with a retry when the
 * basemap (`basemap`, null under a tile style) or the detail fetched on zooming in (`details`) could not be loaded.
 */
export function MapOverlays({
  route,
  routeEstimated,
  basemap,
  details,
}: {
  route: ReadonlyArray<readonly [number, number]>;
  routeEstimated: boolean;
  basemap: Pick<UseQueryResult, 'isError' | 'refetch'> | null;
  details: Array<Pick<UseQueryResult, 'isError' | 'refetch'>>;
}) {
  const { t } = useTranslation('common');
  const detailFailed = details.some((query) => query.isError) && !basemap?.isError;
  return (
    <>
      {route.length >= 2 ? (
        <p
          data-testid="map-legend"
          className="pointer-events-none absolute bottom-8 left-2 flex items-center gap-2 rounded-md bg-white/90 px-2 py-1 text-xs text-slate-800 shadow-sm"
        >
          <svg aria-hidden width="28" height="6" viewBox="0 0 28 6">
            <line
              x1="1"
              y1="3"
              x2="27"
              y2="3"
              stroke="#059669"
              strokeWidth="4"
              strokeDasharray={routeEstimated ? '6 4' : undefined}
            />
          </svg>
          {routeEstimated ? t('map.legend_estimate') : t('map.legend_road')}
        </p>
      ) : null}
      {detailFailed ? (
        <div
          role="alert"
          className="absolute top-2 left-2 flex max-w-[80%] items-center gap-2 rounded-md bg-white/95 px-2 py-1 text-xs text-slate-800 shadow-sm"
        >
          <span>{t('map.detail_failed')}</span>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              for (const query of details) if (query.isError) void query.refetch();
            }}
          >
            {t('map.retry')}
          </Button>
        </div>
      ) : null}
      {basemap?.isError ? (
        <div
          role="alert"
          className="absolute top-2 left-2 flex max-w-[80%] items-center gap-2 rounded-md bg-white/95 px-2 py-1 text-xs text-slate-800 shadow-sm"
        >
          <span>{t('map.basemap_failed')}</span>
          <Button type="button" variant="secondary" size="sm" onClick={() => void basemap.refetch()}>
            {t('map.retry')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
