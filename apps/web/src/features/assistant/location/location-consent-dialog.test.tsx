import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserSettings } from '@ww/contracts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import LocationConsentDialog from './location-consent-dialog.tsx';
import { clearCachedPosition, getPamLocationContext, requestLocationConsent } from './location-context.ts';

const USER = { id: '00000000-0000-4000-8000-000000000051', email: 'ines@example.com' };

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

function settingsWith(useCurrent: boolean, sharing = false): UserSettings {
  const settings = testSettings(USER);
  settings.location_preferences.use_current_location = useCurrent;
  settings.privacy_preferences.location_sharing = sharing;
  return settings;
}

function api(stored: UserSettings) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => jsonResponse(200, { data: stored }),
    'PATCH /settings': (call) => {
      const patch = call.body as { location_preferences?: Partial<UserSettings['location_preferences']> };
      return jsonResponse(200, {
        data: { ...stored, location_preferences: { ...stored.location_preferences, ...patch.location_preferences } },
      });
    },
  });
}

function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const getCurrentPosition = vi.fn((success: Success, failure: Failure, _options?: PositionOptions) =>
    answer(success, failure),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const AT_LYON = {
  coords: { latitude: 45.764, longitude: 4.8357, accuracy: 12 } as GeolocationCoordinates,
  timestamp: Date.now(),
  toJSON: () => ({}),
} satisfies GeolocationPosition;

describe('LocationConsentDialog', () => {
  beforeEach(() => {
    signInAs(USER);
    clearCachedPosition();
  });
  afterEach(async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    Reflect.deleteProperty(navigator, 'permissions');
    await resetTestState();
  });

  it('is offered once settings load with neither current location nor sharing on; Not now closes it for good', async () => {
    api(settingsWith(false));
    const { unmount } = renderWithProviders(<LocationConsentDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Enable Location' });
    expect(dialog.textContent).toContain('local weather');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('loc_consent_seen')).toBe('1');

    unmount();
    renderWithProviders(<LocationConsentDialog />);
    await screen.findByText('Not now', {}, { timeout: 50 }).then(
      () => expect.unreachable('the dialog came back after Not now'),
      () => undefined,
    );
  });

  it.each([
    ['current location is on', settingsWith(true)],
    ['location sharing is on', settingsWith(false, true)],
  ])('is not offered when %s', async (_case, stored) => {
    const calls = api(stored);
    renderWithProviders(<LocationConsentDialog />);
    await waitFor(() => expect(calls.some((call) => call.path === '/settings')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a location question opens it even after Not now', async () => {
    localStorage.setItem('loc_consent_seen', '1');
    api(settingsWith(true));
    renderWithProviders(<LocationConsentDialog />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      requestLocationConsent();
    });
    expect(await screen.findByRole('dialog', { name: 'Enable Location' })).toBeTruthy();
  });

  it('saving asks the browser, shows Saving…, turns on current location only, and remembers the answer', async () => {
    const calls = api(settingsWith(false));
    let answer: (() => void) | undefined;
    const lookup = fakeGeolocation((success) => {
      answer = () => success(AT_LYON);
    });
    renderWithProviders(<LocationConsentDialog />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' })).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Not now' }).disabled).toBe(true);
    expect(lookup.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    act(() => answer?.());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.body)).toEqual([{ location_preferences: { use_current_location: true } }]);
    expect(localStorage.getItem('loc_consent_seen')).toBe('1');
    // The position read for the consent serves Pam's next question without asking the browser again.
    expect(await getPamLocationContext()).toMatchObject({ latitude: 45.764, longitude: 4.8357, source: 'gps' });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('a refusal by the browser says why, saves nothing and keeps the dialog', async () => {
    const calls = api(settingsWith(false));
    fakeGeolocation((_success, failure) =>
      failure({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
    );
    renderWithProviders(<LocationConsentDialog />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "I couldn't access your location. Please enable location in your browser settings.",
    );
    expect(screen.getByRole('dialog', { name: 'Enable Location' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(localStorage.getItem('loc_consent_seen')).toBeNull();
  });

  it('is never shown to a signed-out visitor, even when asked', async () => {
    await resetTestState();
    stubApi({ 'GET /settings': () => jsonResponse(401, { error: { class: 'authentication', message: 'no' } }) });
    renderWithProviders(<LocationConsentDialog />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      requestLocationConsent();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
