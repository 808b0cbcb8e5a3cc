import type * as maplibregl from 'maplibre-gl';
import { NATURAL_EARTH_ATTRIBUTION, REGIONAL_ZOOM, type Basemap, type MapPoint, type Town } from './map-data.ts';

/**
 * Land and country borders, drawn below the route line and the markers: the world at 1:50 million ('world'), and
 * from REGIONAL_ZOOM in the 1:10 million ones ('detail') in their place.
 */
export function addBasemap(map: maplibregl.Map, { land, borders }: Basemap, level: 'world' | 'detail'): void {
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
export function labelElement(town: Town): HTMLElement {
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

export function placeLabel(element: HTMLElement, x: number, y: number): void {
  element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) translate(-50%, -50%)`;
}

/** Room around the fitted stops; more at the bottom, where the route's key and the attribution sit. */
export const FIT_PADDING = { top: 40, right: 40, bottom: 72, left: 40 };

/** A popup's content built as DOM text nodes, so names from users or OpenStreetMap are never parsed as HTML. */
export function popupContent(point: MapPoint): HTMLElement {
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

/** A marker: a numbered disc for a stop (`text`), a small dot for another point; `label` is what it is called. */
export function markerElement(text: string | null, color: string, label: string): HTMLElement {
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
