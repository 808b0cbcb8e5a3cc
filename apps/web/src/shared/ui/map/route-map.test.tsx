import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import countries110m from 'world-atlas/countries-110m.json';
import { REGIONS } from '@ww/contracts';
import { jsonResponse } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { homeView, RouteMap } from './route-map.tsx';

// happy-dom has no WebGL: a stand-in MapLibre records what the map is asked to draw, in layer order.
const drawn = vi.hoisted(() => ({ maps: [] as Array<{ layers: string[]; sources: Map<string, unknown> }> }));
vi.mock('maplibre-gl', () => {
  class FakeMap {
    layers: string[] = [];
    sources = new Map<string, unknown>();
    constructor(options: { style: string | { layers: Array<{ id: string }> } }) {
      if (typeof options.style !== 'string') this.layers = options.style.layers.map((layer) => layer.id);
      drawn.maps.push(this);
    }
    on(event: string, handler: () => void) {
      if (event === 'load') queueMicrotask(handler);
    }
    addControl() {}
    removeControl() {}
    addSource(id: string, source: unknown) {
      this.sources.set(id, source);
    }
    getSource(id: string) {
      return this.sources.get(id) && { setData() {} };
    }
    addLayer(layer: { id: string }, before?: string) {
      const at = before ? this.layers.indexOf(before) : -1;
      this.layers.splice(at < 0 ? this.layers.length : at, 0, layer.id);
    }
    fitBounds() {}
    jumpTo() {}
    remove() {}
  }
  class Control {}
  return {
    Map: FakeMap,
    NavigationControl: Control,
    AttributionControl: Control,
    Marker: Control,
    Popup: Control,
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

/** The API and the static basemap file; `basemap` answers the basemap request. */
function stubNetwork(basemap: () => Response) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(url);
      if (url.endsWith('/config/public')) return jsonResponse(200, { data: { map_style_url: null } });
      if (/countries-50m[^/]*\.json/.test(url)) return basemap();
      return jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } });
    }),
  );
  return requests;
}

beforeEach(() => {
  observers = [];
  drawn.maps = [];
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
    // Land and borders come from the fetched data file and lie under the route line.
    await waitFor(() => expect(drawn.maps[0]?.layers).toEqual(['sea', 'land', 'borders', 'route']));
    expect(requests.filter((url) => url.includes('countries-50m'))).toHaveLength(1);
    expect(screen.queryByText('Loading map...')).toBeNull();
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
