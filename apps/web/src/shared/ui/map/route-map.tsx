import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Region } from '@ww/contracts';
import type * as MapLibre from 'maplibre-gl';
import { publicConfigQuery } from '#shared/lib/public-config.ts';
import { useProfile } from '#shared/lib/profile.ts';
import { FallbackBoundary } from '../fallback-boundary.tsx';
import type { MapPoint, MapPointGroup } from './map-data.ts';
import { MapSkeleton } from './map-skeleton.tsx';

export type { MapPoint, MapPointGroup } from './map-data.ts';

export interface RouteMapProps {
  /** Shown as numbered markers in this order. */
  stops?: readonly MapPoint[];
  /** [lon, lat] positions of the route line. */
  route?: ReadonlyArray<readonly [number, number]>;
  /**
   * True when `route` is only straight lines between the stops (the offline estimate, no road geometry): it is
   * drawn dashed and the key says so. False or absent: a road route or a recorded track, drawn solid.
   */
  routeEstimated?: boolean;
  /** Extra points (campgrounds, overnight points) with text popups. */
  groups?: readonly MapPointGroup[];
  /** Called with the clicked position, e.g. to add a stop there. */
  onMapClick?: (lat: number, lon: number) => void;
  /**
   * For maps that draw more than stops and routes (the community map): called once the map has loaded with the
   * MapLibre map and the library itself (so the caller need not load it), and with null when the map goes away.
   * Elements the caller adds with `data-map-marker` do not count as map clicks.
   */
  onMapReady?: (ready: { map: MapLibre.Map; maplibre: typeof MapLibre } | null) => void;
  /** A MapLibre style URL (real tiles); by default MAP_STYLE_URL from the server, else our own offline basemap. */
  styleUrl?: string;
  /** Accessible name of the map region. */
  label: string;
  /** Extra attribution lines, e.g. the OpenStreetMap notice when OSM data is shown. */
  attribution?: readonly string[];
  className?: string;
  /** Shown instead of the map when the browser cannot draw it (no WebGL). */
  unavailableText: string;
}

export interface MapView {
  /** [lon, lat] */
  center: [number, number];
  zoom: number;
}

const REGION_VIEWS: Record<Region, MapView> = {
  US: { center: [-97, 39], zoom: 2.3 },
  CA: { center: [-96, 57], zoom: 2.2 },
  GB: { center: [-3.5, 54.5], zoom: 4.2 },
  AU: { center: [134, -26], zoom: 2.8 },
  NZ: { center: [172.5, -41.5], zoom: 4 },
  ROW: { center: [0, 30], zoom: 1 },
};

/** Where an empty map opens: the traveller's home region from their profile, else the whole world. */
export function homeView(region: Region | null | undefined): MapView {
  return REGION_VIEWS[region ?? 'ROW'];
}

// MapLibre and its CSS are a large chunk: they load only when a map first comes into view. The world basemap is not
// in it: it is a hashed data file the map fetches (see route-map-view.tsx), cached by the browser for good.
const RouteMapView = lazy(() => import('./route-map-view.tsx'));

/** How far below the fold a map starts loading, so it is usually drawn by the time it scrolls into view. */
const PRELOAD_MARGIN = '200px';

/** True once the element has come within PRELOAD_MARGIN of the viewport; it stays true. */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}

const DEFAULT_SIZE = 'h-80 w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800';

/** The app's one map: stops, a route line and extra points over an offline basemap or MAP_STYLE_URL tiles. */
export function RouteMap(props: RouteMapProps) {
  const { t } = useTranslation('common');
  const [ref, seen] = useSeen<HTMLDivElement>();
  // Asked once per session; when the server cannot tell, the offline basemap is drawn.
  const config = useQuery(publicConfigQuery());
  const styleUrl = props.styleUrl ?? config.data?.map_style_url ?? undefined;
  const home = homeView(useProfile().data?.region);
  // The map's own size, so nothing below it moves when it replaces the placeholder.
  const placeholder = (
    <div aria-busy="true" role="region" aria-label={props.label} className={props.className ?? DEFAULT_SIZE}>
      <MapSkeleton text={t('map.loading')} className="h-full w-full" />
    </div>
  );
  const fallback = (
    <p
      role="note"
      className="rounded-xl border border-slate-200 p-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300"
    >
      {props.unavailableText}
    </p>
  );
  const ready = seen && !(config.isPending && !props.styleUrl);
  // MapLibre throws when WebGL is missing or disabled; the page stays usable without its map.
  return (
    <div ref={ref}>
      <FallbackBoundary fallback={fallback}>
        <Suspense fallback={placeholder}>
          {ready ? <RouteMapView {...props} styleUrl={styleUrl} home={home} /> : placeholder}
        </Suspense>
      </FallbackBoundary>
    </div>
  );
}
