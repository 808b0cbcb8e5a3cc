import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import LocationTracker from './location-tracker.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000081', email: 'sam@example.com' };

/** The browser's geolocation, driven by the test. */
class FakeGeolocation {
  watches = new Map<number, PositionCallback>();
  options: PositionOptions[] = [];
  private next = 1;
  watchPosition(onReading: PositionCallback, _onError?: PositionErrorCallback | null, options?: PositionOptions) {
    this.watches.set(this.next, onReading);
    this.options.push(options ?? {});
    return this.next++;
  }
  clearWatch(id: number) {
    this.watches.delete(id);
  }
  getCurrentPosition() {}
  moveTo(latitude: number, longitude: number) {
    const reading = { coords: { latitude, longitude, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition;
    for (const watch of this.watches.values()) watch(reading);
  }
}

let geolocation: FakeGeolocation;
let permission: PermissionState;

function setBrowser(value: { geolocation?: FakeGeolocation; permissions?: unknown }) {
  for (const [name, v] of Object.entries(value)) {
    Object.defineProperty(navigator, name, { configurable: true, get: () => v });
  }
}

beforeEach(() => {
  geolocation = new FakeGeolocation();
  permission = 'granted';
  setBrowser({
    geolocation,
    permissions: { query: () => Promise.resolve({ state: permission, onchange: null }) },
  });
  signInAs(USER);
});
afterEach(async () => {
  // Back to happy-dom's own (the properties defined above shadow the prototype's getters).
  delete (navigator as unknown as Record<string, unknown>).geolocation;
  delete (navigator as unknown as Record<string, unknown>).permissions;
  await resetTestState();
});

function api(sharing: boolean, putLocation: ApiHandler = () => jsonResponse(200, { data: {} })) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () =>
      jsonResponse(200, {
        data: testSettings(USER, {
          privacy_preferences: {
            profile_visibility: 'public',
            location_sharing: sharing,
            activity_tracking: true,
            data_collection: true,
          },
        }),
      }),
    'PUT /locations/me': putLocation,
    'DELETE /locations/me': () => new Response(null, { status: 204 }),
  });
}

describe('location tracking in the signed-in shell', () => {
  it('sends the position while sharing is on, and marks the user offline when torn down', async () => {
    const calls = api(true);
    const view = renderWithProviders(<LocationTracker />, '/wheels');
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    // On /wheels: high accuracy, 120 s.
    expect(geolocation.options[0]).toMatchObject({ enableHighAccuracy: true, maximumAge: 120_000 });
    act(() => geolocation.moveTo(-33.8688, 151.2093));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/locations/me',
      body: { latitude: -33.8688, longitude: 151.2093, status: 'active' },
      authorization: 'Bearer access-token',
    });

    view.unmount();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/locations/me')).toBe(true));
    expect(geolocation.watches.size).toBe(0);
  });

  it('does not track while sharing is off', async () => {
    const calls = api(false);
    renderWithProviders(<LocationTracker />, '/you');
    await waitFor(() => expect(calls.some((c) => c.path === '/settings')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(geolocation.watches.size).toBe(0);
  });

  it("says 'Location Sharing Disabled' when the server refuses the update", async () => {
    api(true, () =>
      jsonResponse(403, {
        error: { class: 'rls_permission', message: 'Location sharing is disabled.', code: 'location_sharing_disabled' },
      }),
    );
    renderWithProviders(<LocationTracker />, '/you');
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    act(() => geolocation.moveTo(45, 6));
    expect(await screen.findByText('Location Sharing Disabled')).toBeTruthy();
    expect(
      screen.getByText('Please enable location sharing in your privacy settings to appear on the community map.'),
    ).toBeTruthy();
    expect(geolocation.watches.size).toBe(0);
  });

  it("says 'Location Tracking Failed' with the reason when permission is denied", async () => {
    permission = 'denied';
    const calls = api(true);
    renderWithProviders(<LocationTracker />, '/you');
    expect(await screen.findByText('Location Tracking Failed')).toBeTruthy();
    expect(screen.getByText('Location permission denied')).toBeTruthy();
    expect(geolocation.watches.size).toBe(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Geolocation not supported' in a browser without it", async () => {
    setBrowser({ geolocation: undefined });
    api(true);
    renderWithProviders(<LocationTracker />, '/you');
    expect(await screen.findByText('Location Tracking Failed')).toBeTruthy();
    expect(screen.getByText('Geolocation not supported')).toBeTruthy();
  });

  it('marks the user offline with a request that outlives the page when the page is left', async () => {
    const calls = api(true);
    renderWithProviders(<LocationTracker />, '/you');
    await waitFor(() => expect(geolocation.watches.size).toBe(1));
    act(() => geolocation.moveTo(45, 6));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));

    act(() => void window.dispatchEvent(new Event('pagehide')));
    const request = vi
      .mocked(fetch)
      .mock.calls.find(([url, init]) => String(url).endsWith('/locations/me') && init?.method === 'DELETE');
    expect(request?.[1]).toMatchObject({ keepalive: true, headers: { Authorization: 'Bearer access-token' } });
    expect(geolocation.watches.size).toBe(0);
  });
});
