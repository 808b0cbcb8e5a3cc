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
import { boundsOf, GEONAMES_ATTRIBUTION, REGIONAL_ZOOM, routeFeature, type MapPoint } from './map-data.ts';
import { addBasemap, FIT_PADDING, markerElement, popupContent } from './map-elements.ts';
import { MapOverlays } from './map-overlays.tsx';
import { mapQueries } from './map-queries.ts';
import { MapSkeleton } from './map-skeleton.tsx';
import { useTownLabels } from './use-town-labels.ts';
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
  const basemap = useQuery({ ...mapQueries.basemap(basemapUrl), enabled: !styleUrl });
  // True once this map has been zoomed in to a region: only then are the detailed basemap and the towns fetched.
  const [regional, setRegional] = useState(false);
  const detail = useQuery({ ...mapQueries.basemap(detailUrl), enabled: !styleUrl && regional });
  const towns = useQuery({ ...mapQueries.towns(townsUrl), enabled: !styleUrl && regional });
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

  useTownLabels(mapRef, labelLayerRef, loaded, towns.data, stops, groups);

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
      <MapOverlays
        route={route}
        routeEstimated={routeEstimated}
        basemap={styleUrl ? null : basemap}
        details={styleUrl ? [] : [detail, towns]}
      />
    </div>
  );
}
