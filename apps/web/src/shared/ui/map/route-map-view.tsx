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
// Fetched the first time a map is zoomed in to a region (docs/decisions/014-map-detail.md): Natural Earth's 1:10 million
// coastlines and borders (about 760 KB as Brotli) and the towns of 15,000+ people to label (about 310 KB).
import detailUrl from 'world-atlas/countries-10m.json?url';
import townsUrl from './data/towns.json?url';
import {
  basemapFromTopology,
  boundsOf,
  GEONAMES_ATTRIBUTION,
  NATURAL_EARTH_ATTRIBUTION,
  parseTowns,
  REGIONAL_ZOOM,
  routeFeature,
  selectLabels,
  type Basemap,
  type CountriesTopology,
  type MapPoint,
  type PlacedLabel,
  type Town,
} from './map-data.ts';
import { MapSkeleton } from './map-skeleton.tsx';
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

/** One of the map's static data files (hashed, cached for good by the browser). */
async function fetchMapData(url: string, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`Map data: HTTP ${res.status}`);
  return res.json();
}

const mapDataQuery = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * Land and country borders, drawn below the route line and the markers: the world at 1:50 million ('world'), and
 * from REGIONAL_ZOOM in the 1:10 million ones ('detail') in their place.
 */
function addBasemap(map: maplibregl.Map, { land, borders }: Basemap, level: 'world' | 'detail'): void {
  const suffix = level === 'world' ? '' : '-detail';
  if (map.getSource(`land${suffix}`)) return;
  const minzoom = level === 'world' ? 0 : REGIONAL_ZOOM;
  // Past zoom 9 the 1:10 million lines have no more detail to show: fewer tile levels for the worker to cut.
  map.addSource(`land${suffix}`, { type: 'geojson', data: land, attribution: NATURAL_EARTH_ATTRIBUTION, maxzoom: 9 });
  map.addSource(`borders${suffix}`, { type: 'geojson', data: borders, maxzoom: 9 });
  const landPaint = { 'fill-color': '#f1f5f9', 'fill-outline-color': '#94a3b8' };
  const borderPaint = { 'line-color': '#94a3b8', 'line-width': 1, 'line-dasharray': [2, 1] };
  map.addLayer({ id: `land${suffix}`, type: 'fill', source: `land${suffix}`, minzoom, paint: landPaint }, 'route');
  map.addLayer(
    { id: `borders${suffix}`, type: 'line', source: `borders${suffix}`, minzoom, paint: borderPaint },
    'route',
  );
  // The world layers stop where the detail starts, but only once its worker has cut the detail into tiles (a few
  // seconds on a slow phone): until then the world land stays drawn instead of bare sea.
  const handOver = () => {
    if (!map.getLayer('land') || !map.getSource('land-detail') || !map.isSourceLoaded('land-detail')) return;
    map.off('sourcedata', handOver);
    map.setLayerZoomRange('land', 0, REGIONAL_ZOOM);
    map.setLayerZoomRange('borders', 0, REGIONAL_ZOOM);
  };
  map.on('sourcedata', handOver);
}

/** A town's label: plain text (never HTML) with a white halo, placed by `placeLabel`. */
function labelElement(town: Town): HTMLElement {
  const element = document.createElement('span');
  element.dataset.mapLabel = '';
  element.textContent = town.name;
  Object.assign(element.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    whiteSpace: 'nowrap',
    font: '500 12px/1 system-ui, sans-serif',
    color: '#334155',
    textShadow: '0 0 2px white, 0 0 2px white, 0 0 3px white',
  });
  return element;
}

function placeLabel(element: HTMLElement, x: number, y: number): void {
  element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) translate(-50%, -50%)`;
}

/** Room around the fitted stops; more at the bottom, where the route's key and the attribution sit. */
const FIT_PADDING = { top: 40, right: 40, bottom: 72, left: 40 };

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
  routeEstimated = false,
  groups = NO_GROUPS,
  onMapClick,
  onMapReady,
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
    queryFn: async ({ signal }) => basemapFromTopology((await fetchMapData(basemapUrl, signal)) as CountriesTopology),
    enabled: !styleUrl,
    ...mapDataQuery,
  });
  // True once this map has been zoomed in to a region: only then are the detailed basemap and the towns fetched.
  const [regional, setRegional] = useState(false);
  const detail = useQuery({
    queryKey: ['map', 'basemap', detailUrl],
    queryFn: async ({ signal }) => basemapFromTopology((await fetchMapData(detailUrl, signal)) as CountriesTopology),
    enabled: !styleUrl && regional,
    ...mapDataQuery,
  });
  const towns = useQuery({
    queryKey: ['map', 'towns', townsUrl],
    queryFn: async ({ signal }) => parseTowns(await fetchMapData(townsUrl, signal)),
    enabled: !styleUrl && regional,
    ...mapDataQuery,
  });
  const hasTowns = towns.data !== undefined;
  const mapRef = useRef<maplibregl.Map | null>(null);
  const labelLayerRef = useRef<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  // True once the world land has been drawn (the map went idle after it was added).
  const [painted, setPainted] = useState(false);
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
      map.addLayer({
        id: 'route',
        type: 'line',
        source: 'route',
        paint: { 'line-color': '#059669', 'line-width': 4 },
        layout: { 'line-join': 'round', 'line-cap': 'round' },
      });
      setLoaded(true);
    });
    map.on('moveend', () => {
      if (map.getZoom() >= REGIONAL_ZOOM) setRegional(true);
    });
    // Town labels are HTML, not a symbol layer: MapLibre draws text only from glyph files fetched from a server.
    // Their layer sits in the canvas container before the markers, so stops and popups stay on top of them.
    const labelLayer = document.createElement('div');
    Object.assign(labelLayer.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden' });
    labelLayer.setAttribute('aria-hidden', 'true');
    labelLayer.dataset.mapLabels = '';
    map.getCanvasContainer().append(labelLayer);
    labelLayerRef.current = labelLayer;
    mapRef.current = map;
    return () => {
      setLoaded(false);
      setPainted(false);
      mapRef.current = null;
      labelLayerRef.current = null;
      map.remove();
    };
  }, [styleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const lines = [...(attribution ?? []), ...(hasTowns ? [GEONAMES_ATTRIBUTION] : [])];
    const attributionControl = new maplibregl.AttributionControl({
      compact: false,
      customAttribution: lines.length > 0 ? lines : undefined,
    });
    map.addControl(attributionControl, 'bottom-right');
    return () => {
      // When the page is left, the map may have been removed first (taking its controls with it).
      if (map.hasControl(attributionControl)) map.removeControl(attributionControl);
    };
  }, [styleUrl, attribution, hasTowns]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || styleUrl || !basemap.data) return;
    addBasemap(map, basemap.data, 'world');
    const markPainted = () => setPainted(true);
    map.once('idle', markPainted);
    return () => void map.off('idle', markPainted);
  }, [loaded, styleUrl, basemap.data]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || styleUrl || !detail.data) return;
    const data = detail.data;
    // The map has one worker on a two-core phone: tiling the detail keeps it busy for seconds, so it starts only
    // once the world land, the route and whatever the fit asked for are drawn, which then stay on screen meanwhile.
    const add = () => addBasemap(map, data, 'detail');
    if (map.loaded()) add();
    else map.once('idle', add);
    return () => void map.off('idle', add);
  }, [loaded, styleUrl, detail.data]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !onMapReady) return;
    onMapReady({ map, maplibre: maplibregl });
    return () => onMapReady(null);
  }, [loaded, onMapReady]);

  // A road route is a solid line; straight lines between the stops (the offline estimate) are dashed.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    map.setLayoutProperty('route', 'line-cap', routeEstimated ? 'butt' : 'round');
    map.setPaintProperty('route', 'line-dasharray', routeEstimated ? [2, 1.5] : undefined);
  }, [loaded, routeEstimated]);

  // The largest towns in view that fit, re-chosen when the map stops moving and kept in place while it moves.
  useEffect(() => {
    const map = mapRef.current;
    const layer = labelLayerRef.current;
    if (!map || !layer || !loaded || !towns.data) return;
    const all = towns.data;
    let shown: Array<{ label: PlacedLabel; element: HTMLElement }> = [];
    const choose = () => {
      const bounds = map.getBounds();
      const container = map.getContainer();
      const markers = [...stops, ...groups.flatMap((group) => group.points)].map((point) =>
        map.project([point.lon, point.lat]),
      );
      const placed = selectLabels(all, {
        zoom: map.getZoom(),
        width: container.clientWidth,
        height: container.clientHeight,
        bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        project: (lon, lat) => map.project([lon, lat]),
        obstacles: markers,
      });
      shown = placed.map((label) => ({ label, element: labelElement(label.town) }));
      for (const { label, element } of shown) placeLabel(element, label.x, label.y);
      layer.replaceChildren(...shown.map(({ element }) => element));
    };
    const follow = () => {
      for (const { label, element } of shown) {
        const { x, y } = map.project([label.town.lon, label.town.lat]);
        placeLabel(element, x, y);
      }
    };
    choose();
    map.on('moveend', choose);
    map.on('move', follow);
    return () => {
      map.off('moveend', choose);
      map.off('move', follow);
      layer.replaceChildren();
    };
  }, [loaded, towns.data, stops, groups]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    const markers: maplibregl.Marker[] = [];
    const draw = () => {
      void map.getSource<GeoJSONSource>('route')?.setData(routeFeature(route));
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
      if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 12, duration: 0 });
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
  // The skeleton stays until the map has drawn its first frame with land (or said the land could not be loaded).
  const drawing = !loaded || (!styleUrl && (basemap.isPending || (basemap.isSuccess && !painted)));
  const detailFailed = !styleUrl && (detail.isError || towns.isError);
  return (
    <div className="relative">
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        aria-busy={drawing}
        data-testid="route-map"
        className={box}
      />
      {drawing ? <MapSkeleton text={t('map.loading')} className="absolute inset-0 rounded-xl" /> : null}
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
      {detailFailed && !basemap.isError ? (
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
              if (detail.isError) void detail.refetch();
              if (towns.isError) void towns.refetch();
            }}
          >
            {t('map.retry')}
          </Button>
        </div>
      ) : null}
      {!styleUrl && basemap.isError ? (
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
    </div>
  );
}
