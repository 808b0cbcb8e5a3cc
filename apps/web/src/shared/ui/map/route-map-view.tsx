import { useEffect, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource, MapMouseEvent, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import countries50m from 'world-atlas/countries-50m.json';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { basemapFromTopology, boundsOf, NATURAL_EARTH_ATTRIBUTION, routeFeature, type MapPoint } from './map-data.ts';
import type { MapView, RouteMapProps } from './route-map.tsx';

// MapLibre looks for its worker next to its own module, which the bundle does not keep: point it at the emitted file.
maplibregl.setWorkerUrl(maplibreWorkerUrl);

let offlineStyle: StyleSpecification | null = null;

/** The bundled basemap: sea background, land and country borders; no tiles, no glyphs, no network. */
function offlineBasemap(): StyleSpecification {
  if (offlineStyle) return offlineStyle;
  const { land, borders } = basemapFromTopology(countries50m as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>);
  offlineStyle = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land, attribution: NATURAL_EARTH_ATTRIBUTION },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#bfdbfe' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f1f5f9', 'fill-outline-color': '#94a3b8' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#94a3b8', 'line-width': 1, 'line-dasharray': [2, 1] } },
    ],
  };
  return offlineStyle;
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

/** The MapLibre map itself; loaded lazily through RouteMap so its code and the atlas load only where a map shows. */
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
  const containerRef = useRef<HTMLDivElement>(null);
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
      style: styleUrl ?? offlineBasemap(),
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

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={label}
      data-testid="route-map"
      className={className ?? 'h-80 w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800'}
    />
  );
}
