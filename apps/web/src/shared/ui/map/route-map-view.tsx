import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, MapMouseEvent, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
// Not bundled into this chunk: the build emits the TopoJSON as a content-hashed asset (about 200 KB as Brotli) that
// our own server sends precompressed and the browser keeps for good; it works with no internet.
import basemapUrl from 'world-atlas/countries-50m.json?url';
import { basemapFromTopology, boundsOf, NATURAL_EARTH_ATTRIBUTION, routeFeature, type Basemap, type CountriesTopology, type MapPoint } from './map-data.ts';
import { Button } from '../button.tsx';
import type { MapView, RouteMapProps } from './route-map.tsx';

// MapLibre looks for its worker next to its own module, which the bundle does not keep: point it at the emitted file.
maplibregl.setWorkerUrl(maplibreWorkerUrl);

/** The offline style until the basemap arrives: the sea; land and borders are added under the route when it does. */
const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'sea', type: 'background', paint: { 'background-color': '#bfdbfe' } }],
};

async function fetchBasemap(signal: AbortSignal): Promise<Basemap> {
  const res = await fetch(basemapUrl, { signal });
  if (!res.ok) throw new Error(`Basemap: HTTP ${res.status}`);
  return basemapFromTopology((await res.json()) as CountriesTopology);
}

/** Land and country borders, drawn below the route line and the markers. */
function addBasemap(map: maplibregl.Map, { land, borders }: Basemap): void {
  if (map.getSource('land')) return;
  map.addSource('land', { type: 'geojson', data: land, attribution: NATURAL_EARTH_ATTRIBUTION });
  map.addSource('borders', { type: 'geojson', data: borders });
  map.addLayer({ id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f1f5f9', 'fill-outline-color': '#94a3b8' } }, 'route');
  map.addLayer({ id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#94a3b8', 'line-width': 1, 'line-dasharray': [2, 1] } }, 'route');
}

/** A popup's content built as DOM text nodes, so names from users or OpenStreetMap are never parsed as HTML. */
function popupContent(point: MapPoint): HTMLElement {
  const root = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = point.label;
  root.append(title);
  if (point.detail) {
    const detail = document.createElement('div');
    detail.textContent = point.detail;
    root.append(detail);
  }
  return root;
}

function markerElement(text: string | null, color: string, label: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.dataset.mapMarker = text ? 'stop' : 'point';
  Object.assign(element.style, {
    width: text ? '24px' : '14px',
    height: text ? '24px' : '14px',
    borderRadius: '9999px',
    background: color,
    border: '2px solid white',
    color: 'white',
    font: '600 12px/20px system-ui, sans-serif',
    textAlign: 'center',
    cursor: 'pointer',
    boxShadow: '0 1px 3px rgb(0 0 0 / 0.4)',
  });
  if (text) element.textContent = text;
  return element;
}

/** The MapLibre map itself; loaded lazily through RouteMap so its code loads only where a map comes into view. */
// Stable empty defaults: a new [] on every render would redraw the map each time.
const NO_STOPS: readonly MapPoint[] = [];
const NO_ROUTE: ReadonlyArray<readonly [number, number]> = [];
const NO_GROUPS: NonNullable<RouteMapProps['groups']> = [];

export default function RouteMapView({
  stops = NO_STOPS,
  route = NO_ROUTE,
  groups = NO_GROUPS,
  onMapClick,
  styleUrl,
  label,
  attribution,
  className,
  home,
}: RouteMapProps & { home: MapView }) {
  const { t } = useTranslation('common');
  const containerRef = useRef<HTMLDivElement>(null);
  // One request per session at most (then the browser's cache): every map shares the parsed basemap.
  const basemap = useQuery({
    queryKey: ['map', 'basemap', basemapUrl],
    queryFn: ({ signal }) => fetchBasemap(signal),
    enabled: !styleUrl,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [loaded, setLoaded] = useState(false);
  // The map's click listener is bound once; it calls whichever handler is current.
  const clickRef = useRef(onMapClick);
  useEffect(() => {
    clickRef.current = onMapClick;
  }, [onMapClick]);
  // The view the map opens on; later changes (the profile arriving) move an empty map in the drawing effect below.
  const homeRef = useRef(home);
  const shownRef = useRef<'home' | 'content'>('home');
  const homeShownRef = useRef(home);
  useEffect(() => {
    homeRef.current = home;
  }, [home]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = new maplibregl.Map({
      container,
      style: styleUrl ?? OFFLINE_STYLE,
      center: homeRef.current.center,
      zoom: homeRef.current.zoom,
      attributionControl: false,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.on('click', (event: MapMouseEvent) => {
      // A click on a marker opens its popup (MapLibre handles that through this same map event); it adds no stop.
      const target = event.originalEvent.target;
      if (target instanceof Element && target.closest('[data-map-marker]')) return;
      clickRef.current?.(event.lngLat.lat, event.lngLat.lng);
    });
    map.on('load', () => {
      map.addSource('route', { type: 'geojson', data: routeFeature([]) });
      map.addLayer({ id: 'route', type: 'line', source: 'route', paint: { 'line-color': '#059669', 'line-width': 4 }, layout: { 'line-join': 'round', 'line-cap': 'round' } });
      setLoaded(true);
    });
    mapRef.current = map;
    return () => {
      setLoaded(false);
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const attributionControl = new maplibregl.AttributionControl({ compact: false, customAttribution: attribution ? [...attribution] : undefined });
    map.addControl(attributionControl, 'bottom-right');
    return () => void map.removeControl(attributionControl);
  }, [styleUrl, attribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && loaded && !styleUrl && basemap.data) addBasemap(map, basemap.data);
  }, [loaded, styleUrl, basemap.data]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const markers: maplibregl.Marker[] = [];
    const draw = () => {
      (map.getSource('route') as GeoJSONSource | undefined)?.setData(routeFeature(route));
      // Later markers sit on top: extra points first, so no numbered stop hides under a campground.
      for (const group of groups) {
        for (const point of group.points) {
          markers.push(
            new maplibregl.Marker({ element: markerElement(null, group.color, point.label) })
              .setLngLat([point.lon, point.lat])
              .setPopup(new maplibregl.Popup({ offset: 10 }).setDOMContent(popupContent(point)))
              .addTo(map),
          );
        }
      }
      stops.forEach((stop, index) => {
        const number = String(index + 1);
        markers.push(
          new maplibregl.Marker({ element: markerElement(number, '#0f766e', `${number}. ${stop.label}`) })
            .setLngLat([stop.lon, stop.lat])
            .setPopup(new maplibregl.Popup({ offset: 14 }).setDOMContent(popupContent(stop)))
            .addTo(map),
        );
      });
      const bounds = boundsOf(stops, route, groups);
      if (bounds) map.fitBounds(bounds, { padding: 40, maxZoom: 12, duration: 0 });
      // An empty map goes home only when it had something on it or home itself changed, never under a user's pan.
      else if (shownRef.current !== 'home' || homeShownRef.current !== home) map.jumpTo(home);
      shownRef.current = bounds ? 'content' : 'home';
      homeShownRef.current = home;
    };
    draw();
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [stops, route, groups, loaded, home]);

  const box = className ?? 'h-80 w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800';
  return (
    <div className="relative">
      <div ref={containerRef} role="region" aria-label={label} data-testid="route-map" className={box} />
      {!styleUrl && basemap.isPending ? (
        <p role="status" className="pointer-events-none absolute top-2 left-2 rounded-md bg-white/90 px-2 py-1 text-xs text-slate-700 shadow-sm">
          {t('map.loading')}
        </p>
      ) : null}
      {!styleUrl && basemap.isError ? (
        <div role="alert" className="absolute top-2 left-2 flex max-w-[80%] items-center gap-2 rounded-md bg-white/95 px-2 py-1 text-xs text-slate-800 shadow-sm">
          <span>{t('map.basemap_failed')}</span>
          <Button type="button" variant="secondary" size="sm" onClick={() => void basemap.refetch()}>
            {t('map.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
