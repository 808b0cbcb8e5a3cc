import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClientFrame, TravellerLocation } from '@ww/contracts';
import { attachRealtimeTransport, emitRealtimeEvent } from '#shared/lib/realtime-events.ts';
import { jsonResponse, routeJson, stubApi, type RecordedCall } from '#testing/api-stub.ts';
import { LocationProbe, renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import CommunityMap from './community-map.tsx';

// happy-dom has no WebGL: a stand-in MapLibre places markers and popups as plain DOM in the map's container, so the
// test reads them as a user would (by their names), and lets the test click the map itself.
const fake = vi.hoisted(() => ({
  maps: [] as Array<{
    click(lat: number, lon: number): void;
    moveTo(box: [number, number, number, number], zoom: number): void;
  }>,
}));
vi.mock('maplibre-gl', () => {
  class FakeMap {
    handlers = new Map<string, Set<(event?: unknown) => void>>();
    container: HTMLElement;
    zoom = 8;
    box: [number, number, number, number] = [5, 44, 8, 47];
    constructor(options: { container: HTMLElement }) {
      this.container = options.container;
      fake.maps.push({
        click: (lat, lon) => {
          for (const handler of this.handlers.get('click') ?? [])
            handler({ originalEvent: { target: this.container }, lngLat: { lat, lng: lon } });
        },
        moveTo: (box, zoom) => {
          this.box = box;
          this.zoom = zoom;
          for (const handler of this.handlers.get('moveend') ?? []) handler();
        },
      });
    }
    on(event: string, handler: () => void) {
      if (event === 'load') queueMicrotask(handler);
      else this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(handler));
    }
    once(event: string, handler: () => void) {
      if (event === 'idle') queueMicrotask(handler);
    }
    off(event: string, handler: () => void) {
      this.handlers.get(event)?.delete(handler);
    }
    loaded() {
      return true;
    }
    addControl() {}
    hasControl() {
      return true;
    }
    removeControl() {}
    addSource() {}
    addLayer() {}
    getSource() {
      return { setData() {} };
    }
    getLayer() {
      return undefined;
    }
    isSourceLoaded() {
      return true;
    }
    setLayerZoomRange() {}
    setLayoutProperty() {}
    setPaintProperty() {}
    getZoom() {
      return this.zoom;
    }
    getCenter() {
      return { lng: (this.box[0] + this.box[2]) / 2, lat: (this.box[1] + this.box[3]) / 2 };
    }
    getBounds() {
      const [west, south, east, north] = this.box;
      return { getWest: () => west, getSouth: () => south, getEast: () => east, getNorth: () => north };
    }
    getContainer() {
      return this.container;
    }
    getCanvasContainer() {
      return this.container;
    }
    project() {
      return { x: 0, y: 0 };
    }
    fitBounds() {}
    jumpTo() {}
    easeTo() {}
    remove() {}
  }
  class Popup {
    content: HTMLElement | null = null;
    setDOMContent(content: HTMLElement) {
      this.content = content;
      return this;
    }
    setLngLat() {
      return this;
    }
    addTo(map: FakeMap) {
      if (this.content) map.container.append(this.content);
      return this;
    }
    remove() {
      this.content?.remove();
      return this;
    }
  }
  class Marker {
    element: HTMLElement;
    popup: Popup | null = null;
    constructor(options: { element: HTMLElement }) {
      this.element = options.element;
    }
    setLngLat() {
      return this;
    }
    setPopup(popup: Popup) {
      this.popup = popup;
      return this;
    }
    addTo(map: FakeMap) {
      map.container.append(this.element);
      this.element.addEventListener('click', () => this.popup?.addTo(map));
      return this;
    }
    remove() {
      this.element.remove();
      this.popup?.remove();
    }
  }
  class Control {}
  return {
    Map: FakeMap,
    Marker,
    Popup,
    NavigationControl: Control,
    AttributionControl: Control,
    setWorkerUrl() {},
  };
});

const USER = { id: '00000000-0000-4000-8000-000000000091', email: 'kim@example.com' };
const FRIEND = '00000000-0000-4000-8000-000000000092';
const STRANGER = '00000000-0000-4000-8000-000000000093';

function traveller(id: string, name: string, over: Partial<TravellerLocation>): TravellerLocation {
  return {
    user_id: id,
    latitude: 45.5,
    longitude: 6.5,
    approximate: true,
    destination_latitude: null,
    destination_longitude: null,
    distance_km: null,
    updated_at: '2026-12-01T10:00:00.000Z',
    user: { id, display_name: name, avatar_url: null },
    is_friend: false,
    ...over,
  };
}

const TRAVELLERS = [
  traveller(FRIEND, 'Alex', { latitude: 45.1, longitude: 5.7, approximate: false, is_friend: true }),
  traveller(STRANGER, 'Jo', { latitude: 46.6, longitude: 7.6 }),
];

interface Setup {
  sharing?: boolean;
  destination?: [number, number] | null;
  /** How GET /locations answers (by default at once, with TRAVELLERS). */
  travellers?: () => Promise<TravellerLocation[]>;
}

function setup({ sharing = false, destination = null, travellers = async () => TRAVELLERS }: Setup = {}) {
  let row = {
    user_id: USER.id,
    current_latitude: 45.923456,
    current_longitude: 6.869123,
    destination_latitude: destination?.[0] ?? null,
    destination_longitude: destination?.[1] ?? null,
    status: 'active' as const,
    updated_at: '2026-12-01T10:00:00.000Z',
  };
  const settings = testSettings(USER);
  settings.privacy_preferences.location_sharing = sharing;
  const calls = stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /config/public': () => jsonResponse(200, { data: { map_style_url: null } }),
    'GET /settings': () => jsonResponse(200, { data: settings }),
    'PATCH /settings': (call: RecordedCall) => {
      const patch = call.body as { privacy_preferences: { location_sharing: boolean } };
      settings.privacy_preferences.location_sharing = patch.privacy_preferences.location_sharing;
      return jsonResponse(200, { data: settings });
    },
    'GET /profile': () => jsonResponse(404, { error: { class: 'other', message: 'Not found.' } }),
    'GET /locations/me': () => routeJson('GET /locations/me', { data: row }),
    'GET /locations': async () => routeJson('GET /locations', { data: await travellers() }),
    'PUT /locations/me/destination': (call) => {
      const { latitude, longitude } = call.body as { latitude: number; longitude: number };
      row = { ...row, destination_latitude: latitude, destination_longitude: longitude };
      return routeJson('PUT /locations/me/destination', { data: row });
    },
    'DELETE /locations/me/destination': () => {
      row = { ...row, destination_latitude: null, destination_longitude: null };
      return new Response(null, { status: 204 });
    },
    'GET /campgrounds/search': () =>
      jsonResponse(200, { data: [{ id: 'c1', name: 'Lac Bleu Camping', lat: 45.3, lon: 6.2, distance_km: 20 }] }),
  });
  renderWithProviders(
    <>
      <CommunityMap />
      <LocationProbe />
    </>,
    '/you',
  );
  return calls;
}

let sent: ClientFrame[] = [];
let detach: () => void = () => undefined;
beforeEach(() => {
  fake.maps = [];
  sent = [];
  detach = attachRealtimeTransport((frame) => sent.push(frame));
  signInAs(USER);
});
afterEach(async () => {
  detach();
  delete (navigator as unknown as Record<string, unknown>).geolocation;
  await resetTestState();
});

describe('community map', () => {
  it('shows friends at their position and others as an approximate area, with profile and message actions', async () => {
    const calls = setup();
    const friend = await screen.findByRole('button', { name: 'Alex' });
    expect(friend.dataset.mapMarker).toBe('traveller');
    const stranger = screen.getByRole('button', { name: 'Jo' });
    expect(stranger.dataset.mapMarker).toBe('approximate');
    // About 1 km across on the ground is under 10 px at zoom 8: it is drawn at the smallest tappable size.
    expect(parseInt(stranger.style.width, 10)).toBeGreaterThanOrEqual(22);
    expect(calls.find((c) => c.path === '/locations')?.search).toBe('?bbox=5%2C44%2C8%2C47');
    // Campgrounds around a regional view.
    expect(await screen.findByRole('button', { name: 'Lac Bleu Camping' })).toBeTruthy();
    expect(screen.getByText('2 travellers in view')).toBeTruthy();

    fireEvent.click(stranger);
    expect(screen.getByText('Approximate area (about 1 km)')).toBeTruthy();
    const profile = screen.getByRole('link', { name: 'View profile' });
    expect(profile.getAttribute('href')).toBe(`/social/travellers/${STRANGER}`);
    fireEvent.click(screen.getByRole('link', { name: 'Message' }));
    expect(screen.getByTestId('location').textContent).toBe(`/social?tab=messages&to=${STRANGER}`);
  });

  it('follows the public channel while shown and updates live: an offline traveller vanishes at once', async () => {
    setup();
    await screen.findByRole('button', { name: 'Jo' });
    expect(sent).toContainEqual({ type: 'subscribe', channel: 'public:locations' });

    act(() =>
      emitRealtimeEvent({
        channel: 'public:locations',
        event: 'location.updated',
        payload: {
          locations: [
            {
              user_id: STRANGER,
              latitude: null,
              longitude: null,
              approximate: true,
              status: 'offline',
              updated_at: '2026-12-01T10:06:00.000Z',
            },
          ],
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Jo' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Alex' })).toBeTruthy();
    expect(screen.getByText('1 traveller in view')).toBeTruthy();
  });

  it('reads the view again when a traveller appears while its answer is on the way', async () => {
    // The first answer was read before the friend started sharing, and arrives after the friend's event.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answers = 0;
    setup({
      travellers: async () => {
        answers += 1;
        if (answers > 1) return TRAVELLERS;
        await held;
        return TRAVELLERS.slice(1);
      },
    });
    await waitFor(() => expect(answers).toBe(1));
    const friend = TRAVELLERS[0]!;
    act(() =>
      emitRealtimeEvent({
        channel: `user:${USER.id}`,
        event: 'location.updated',
        payload: {
          locations: [
            {
              user_id: FRIEND,
              latitude: friend.latitude,
              longitude: friend.longitude,
              approximate: false,
              status: 'active',
              updated_at: friend.updated_at,
            },
          ],
        },
      }),
    );
    release();
    expect(await screen.findByRole('button', { name: 'Jo' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Alex' }, { timeout: 4_000 })).toBeTruthy();
    expect(answers).toBe(2);
  });

  it('clusters travellers close together when zoomed out', async () => {
    setup();
    await screen.findByRole('button', { name: 'Jo' });
    act(() => fake.maps[0]!.moveTo([-20, 30, 30, 60], 2));
    expect(await screen.findByRole('button', { name: '2 travellers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jo' })).toBeNull();
  });

  it('shows the position and destination with 4 decimals; a tap sets the destination, the button clears it', async () => {
    const calls = setup();
    expect(await screen.findByText('45.9235, 6.8691')).toBeTruthy();
    expect(screen.getByTestId('destination-coordinates').textContent).toBe('None set');
    await screen.findByRole('button', { name: 'Alex' });

    act(() => fake.maps[0]!.click(44.123456, 5.654321));
    fireEvent.click(screen.getByRole('button', { name: 'Set destination here' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ latitude: 44.123456, longitude: 5.654321 }),
    );
    await waitFor(() => expect(screen.getByTestId('destination-coordinates').textContent).toBe('44.1235, 5.6543'));
    expect(screen.getByRole('button', { name: 'Your destination' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear destination' }));
    await waitFor(() => expect(screen.getByTestId('destination-coordinates').textContent).toBe('None set'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/locations/me/destination')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Your destination' })).toBeNull();
  });

  it('turns sharing on only once the browser gives the position', async () => {
    const calls = setup();
    let answer: 'grant' | 'deny' = 'deny';
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      get: () => ({
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          answer === 'grant'
            ? ok({ coords: { latitude: 45, longitude: 6 }, timestamp: 0 } as GeolocationPosition)
            : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
      }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Share my location on the map' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(toggle);
    expect(await screen.findByText('Location permission denied')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    answer = 'grant';
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        privacy_preferences: { location_sharing: true },
      }),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
        privacy_preferences: { location_sharing: false },
      }),
    );
    const panel = toggle.closest('div.rounded-xl') as HTMLElement;
    expect(within(panel).getByRole('status').textContent).toBe('Not sharing your location.');
  });
});
