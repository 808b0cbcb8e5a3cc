import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import countries110m from 'world-atlas/countries-110m.json';
import { REGIONS } from '@ww/contracts';
import { jsonResponse } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { homeView, RouteMap } from './route-map.tsx';

// happy-dom has no WebGL: a stand-in MapLibre records what the map is asked to draw, in layer order. fitBounds shows
// exactly the box it is given, on an 800 × 448 px map, at `zoomOnFit`; positions project linearly inside it.
type Box = [[number, number], [number, number]];
const drawn = vi.hoisted(() => ({
  maps: [] as Array<{ layers: string[]; paint: Record<string, unknown>; zoomRanges: Record<string, number> }>,
  attributions: [] as Array<string[] | undefined>,
  zoomOnFit: 3,
}));
vi.mock('maplibre-gl', () => {
  class FakeMap {
    layers: string[] = [];
    sources = new Map<string, unknown>();
    paint: Record<string, unknown> = {};
    zoomRanges: Record<string, number> = {};
    handlers = new Map<string, Set<() => void>>();
    zoom = 2;
    box: Box = [
      [-180, -85],
      [180, 85],
    ];
    canvasContainer = document.createElement('div');
    constructor(options: { container: HTMLElement; style: string | { layers: Array<{ id: string }> } }) {
      if (typeof options.style !== 'string') this.layers = options.style.layers.map((layer) => layer.id);
      options.container.append(this.canvasContainer);
      drawn.maps.push(this);
    }
    on(event: string, handler: () => void) {
      if (event === 'load') queueMicrotask(handler);
      else this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(handler));
    }
    once(event: string, handler: () => void) {
      if (event === 'idle') queueMicrotask(handler);
    }
    loaded() {
      return true;
    }
    off(event: string, handler: () => void) {
      this.handlers.get(event)?.delete(handler);
    }
    addControl(control: { customAttribution?: string[] }) {
      if ('customAttribution' in control) drawn.attributions.push(control.customAttribution);
    }
    hasControl() {
      return true;
    }
    removeControl() {}
    addSource(id: string, source: unknown) {
      this.sources.set(id, source);
      // The worker's answer: the source's tiles are ready.
      queueMicrotask(() => {
        for (const handler of this.handlers.get('sourcedata') ?? []) handler();
      });
    }
    isSourceLoaded(id: string) {
      return this.sources.has(id);
    }
    getSource(id: string) {
      return this.sources.get(id) && { setData() {} };
    }
    getLayer(id: string) {
      return this.layers.includes(id) ? { id } : undefined;
    }
    addLayer(layer: { id: string }, before?: string) {
      const at = before ? this.layers.indexOf(before) : -1;
      this.layers.splice(at < 0 ? this.layers.length : at, 0, layer.id);
    }
    setLayerZoomRange(id: string, _min: number, max: number) {
      this.zoomRanges[id] = max;
    }
    setLayoutProperty(layer: string, name: string, value: unknown) {
      this.paint[`${layer}.${name}`] = value;
    }
    setPaintProperty(layer: string, name: string, value: unknown) {
      this.paint[`${layer}.${name}`] = value;
    }
    getZoom() {
      return this.zoom;
    }
    getBounds() {
      const [[west, south], [east, north]] = this.box;
      return { getWest: () => west, getSouth: () => south, getEast: () => east, getNorth: () => north };
    }
    getContainer() {
      return { clientWidth: 800, clientHeight: 448 };
    }
    getCanvasContainer() {
      return this.canvasContainer;
    }
    project([lon, lat]: [number, number]) {
      const [[west, south], [east, north]] = this.box;
      return { x: ((lon - west) / (east - west)) * 800, y: ((north - lat) / (north - south)) * 448 };
    }
    fitBounds(bounds: [number, number, number, number]) {
      this.box = [
        [bounds[0], bounds[1]],
        [bounds[2], bounds[3]],
      ];
      this.zoom = drawn.zoomOnFit;
      for (const handler of this.handlers.get('moveend') ?? []) handler();
    }
    jumpTo() {}
    remove() {}
  }
  class Control {
    customAttribution?: string[];
    constructor(options?: { customAttribution?: string[] }) {
      if (options && 'customAttribution' in options) this.customAttribution = options.customAttribution;
    }
  }
  class Marker {
    setLngLat() {
      return this;
    }
    setPopup() {
      return this;
    }
    addTo() {
      return this;
    }
    remove() {}
  }
  class Popup {
    setDOMContent() {
      return this;
    }
  }
  return {
    Map: FakeMap,
    NavigationControl: Control,
    AttributionControl: Control,
    Marker,
    Popup,
    setWorkerUrl() {},
  };
});

/** Observers the test reports to by hand: the map is off screen until `scrollIntoView()`. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
function scrollIntoView() {
  act(() => {
    for (const { callback, targets } of observers) {
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });
}

/** Towns as the data file lists them: largest first, [name, lon, lat, population]. */
const TOWNS = {
  towns: [
    ['Shanghai', 121.458, 31.222, 22315474],
    ['Glasgow', -4.258, 55.865, 591620],
    ['Aberdeen', -2.098, 57.144, 196670],
    ['Inverness', -4.224, 57.478, 47000],
    ['Perth', -3.431, 56.395, 47180],
  ],
};

/** The API and the static map files; `basemap` answers the world basemap's request, `detail` the regional ones. */
function stubNetwork(
  basemap: () => Response | Promise<Response>,
  detail: () => Response = () => jsonResponse(200, countries110m),
) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(url);
      if (url.endsWith('/config/public')) return jsonResponse(200, { data: { map_style_url: null } });
      if (/countries-10m[^/]*\.json/.test(url)) return detail();
      if (/towns[^/]*\.json/.test(url)) return detail().ok ? jsonResponse(200, TOWNS) : detail();
      if (/countries-50m[^/]*\.json/.test(url)) return basemap();
      return jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } });
    }),
  );
  return requests;
}

beforeEach(() => {
  observers = [];
  drawn.maps = [];
  drawn.attributions = [];
  drawn.zoomOnFit = 3;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const SIZE = 'h-[28rem] w-full';

describe('route map loading', () => {
  it("holds a placeholder of the map's size and loads nothing until the map comes into view", async () => {
    const requests = stubNetwork(() => jsonResponse(200, countries110m));
    renderWithProviders(<RouteMap label="Route map" unavailableText="No WebGL" className={SIZE} />);
    const placeholder = await screen.findByRole('region', { name: 'Route map' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(placeholder.className).toContain(SIZE);
    expect(placeholder.textContent).toBe('Loading map...');
    // Everything the map would wait for is there (its code, the map config); it still waits for the viewport.
    await import('./route-map-view.tsx');
    await waitFor(() => expect(requests.some((url) => url.endsWith('/config/public'))).toBe(true));
    // Longer than React's 300 ms hold before it reveals suspended content.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(drawn.maps).toHaveLength(0);
    expect(requests.some((url) => url.includes('countries-50m'))).toBe(false);

    scrollIntoView();
    const map = await screen.findByTestId('route-map');
    expect(map.className).toContain(SIZE);
    // Land and borders come from the fetched data file and lie under the route line; the skeleton covers the map
    // (no bare sea) until they are drawn.
    await waitFor(() => expect(drawn.maps[0]?.layers).toEqual(['sea', 'land', 'borders', 'route']));
    expect(requests.filter((url) => url.includes('countries-50m'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('map-skeleton')).toBeNull());
    expect(screen.queryByText('Loading map...')).toBeNull();
    // At world zoom the regional detail and the towns are not fetched.
    expect(requests.some((url) => /countries-10m|towns/.test(url))).toBe(false);
  });

  it('shows a skeleton with the loading text over the map until the land is drawn', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubNetwork(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<RouteMap label="Route map" unavailableText="No WebGL" />);
    expect((await screen.findByTestId('map-skeleton')).textContent).toBe('Loading map...');
    scrollIntoView();
    await screen.findByTestId('route-map');
    expect(screen.getByRole('status').textContent).toBe('Loading map...');
    expect(screen.getByTestId('route-map').getAttribute('aria-busy')).toBe('true');
    answer(jsonResponse(200, countries110m));
    await waitFor(() => expect(screen.queryByTestId('map-skeleton')).toBeNull());
    expect(screen.getByTestId('route-map').getAttribute('aria-busy')).toBe('false');
  });

  it('says when the basemap cannot be loaded, keeps the map, and tries again on request', async () => {
    let available = false;
    const requests = stubNetwork(() =>
      available ? jsonResponse(200, countries110m) : new Response('Not found', { status: 404 }),
    );
    renderWithProviders(<RouteMap label="Route map" unavailableText="No WebGL" />);
    await screen.findByRole('region', { name: 'Route map' });
    scrollIntoView();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The world map could not be loaded; stops and routes still show.');
    expect(drawn.maps[0]?.layers).toEqual(['sea', 'route']);

    available = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(drawn.maps[0]?.layers).toEqual(['sea', 'land', 'borders', 'route']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.filter((url) => url.includes('countries-50m'))).toHaveLength(2);
  });
});

const oban = { lat: 56.412, lon: -5.472, label: 'Oban' };
const bristol = { lat: 51.4545, lon: -2.5879, label: 'Bristol' };
const inverness = { lat: 57.4778, lon: -4.2247, label: 'Inverness' };
const stops = [bristol, oban, inverness];
const straight = stops.map((stop) => [stop.lon, stop.lat] as const);

const labels = () => [...document.querySelectorAll('[data-map-label]')].map((label) => label.textContent);

describe('route and regional detail', () => {
  it('dashes a straight-line estimate, says so, and adds coastlines, borders and town names at regional zoom', async () => {
    drawn.zoomOnFit = 7;
    const requests = stubNetwork(() => jsonResponse(200, countries110m));
    renderWithProviders(
      <RouteMap label="Route map" unavailableText="No WebGL" stops={stops} route={straight} routeEstimated />,
    );
    scrollIntoView();
    await waitFor(() =>
      expect(drawn.maps[0]?.layers).toEqual(['sea', 'land', 'borders', 'land-detail', 'borders-detail', 'route']),
    );
    // The world layers stop where the detailed ones start, once those are ready.
    await waitFor(() => expect(drawn.maps[0]?.zoomRanges).toEqual({ land: 4, borders: 4 }));
    expect(drawn.maps[0]?.paint['route.line-dasharray']).toEqual([2, 1.5]);
    expect(screen.getByTestId('map-legend').textContent).toBe('Straight-line estimate (no road routing)');
    // Towns in view that are big enough for zoom 7; Inverness is a stop and Shanghai and Aberdeen are off screen.
    await waitFor(() => expect(labels()).toEqual(['Glasgow', 'Perth']));
    expect(drawn.attributions.at(-1)).toEqual(['Place names: GeoNames']);
    expect(requests.filter((url) => /countries-10m|towns/.test(url))).toHaveLength(2);
  });

  it('draws a road route solid, and keeps to the world map and no town names when zoomed out', async () => {
    const requests = stubNetwork(() => jsonResponse(200, countries110m));
    renderWithProviders(<RouteMap label="Route map" unavailableText="No WebGL" stops={stops} route={straight} />);
    scrollIntoView();
    await waitFor(() => expect(drawn.maps[0]?.layers).toEqual(['sea', 'land', 'borders', 'route']));
    expect(drawn.maps[0]?.paint['route.line-dasharray']).toBeUndefined();
    expect(drawn.maps[0]?.paint['route.line-cap']).toBe('round');
    expect(screen.getByTestId('map-legend').textContent).toBe('Route by road');
    expect(labels()).toEqual([]);
    expect(requests.some((url) => /countries-10m|towns/.test(url))).toBe(false);
  });

  it('says when the regional detail cannot be loaded, keeps the world map, and tries again on request', async () => {
    drawn.zoomOnFit = 7;
    let available = false;
    stubNetwork(
      () => jsonResponse(200, countries110m),
      () => (available ? jsonResponse(200, countries110m) : new Response('Not found', { status: 404 })),
    );
    renderWithProviders(<RouteMap label="Route map" unavailableText="No WebGL" stops={stops} route={straight} />);
    scrollIntoView();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Town names and detailed coastlines could not be loaded; the world map still shows.',
    );
    expect(drawn.maps[0]?.layers).toEqual(['sea', 'land', 'borders', 'route']);

    available = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(labels()).toEqual(['Glasgow', 'Perth']));
    expect(drawn.maps[0]?.layers).toContain('land-detail');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('home view of an empty map', () => {
  it("opens on the traveller's home region", () => {
    const inside = (region: (typeof REGIONS)[number], [west, south, east, north]: [number, number, number, number]) => {
      const [lon, lat] = homeView(region).center;
      return lon > west && lon < east && lat > south && lat < north;
    };
    expect(inside('GB', [-8.7, 49.8, 1.8, 60.9])).toBe(true);
    expect(inside('US', [-125, 24, -66, 49.5])).toBe(true);
    expect(inside('CA', [-141, 41.7, -52, 70])).toBe(true);
    expect(inside('AU', [113, -43.7, 153.7, -10.6])).toBe(true);
    expect(inside('NZ', [166, -47.3, 178.6, -34.4])).toBe(true);
    expect(homeView('GB').zoom).toBeGreaterThan(homeView('US').zoom);
  });

  it('shows the whole world without a region or for the rest of the world', () => {
    expect(homeView(null)).toEqual({ center: [0, 30], zoom: 1 });
    expect(homeView(undefined)).toEqual(homeView('ROW'));
  });
});
