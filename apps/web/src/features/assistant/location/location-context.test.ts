import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type UserSettingsValues } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import {
  clearCachedPosition,
  getPamLocationContext,
  locationErrorText,
  REQUEST_LOCATION_EVENT,
  rememberTypedLocation,
  requestLocationConsent,
  setLocationSettings,
} from './location-context.ts';

const ROSA = { id: '00000000-0000-4000-8000-000000000041', email: 'rosa@example.com' };
const BEN = { id: '00000000-0000-4000-8000-000000000042', email: 'ben@example.com' };

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

function position(latitude: number, longitude: number): GeolocationPosition {
  return {
    coords: { latitude, longitude, accuracy: 25 } as GeolocationCoordinates,
    timestamp: Date.now(),
    toJSON: () => ({}),
  };
}

function positionError(code: 1 | 2 | 3): GeolocationPositionError {
  return { code, message: 'failed', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const getCurrentPosition = vi.fn((success: Success, failure: Failure, _options?: PositionOptions) =>
    answer(success, failure),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function fakePermission(state: PermissionState) {
  Object.defineProperty(navigator, 'permissions', {
    value: { query: vi.fn(() => Promise.resolve({ state })) },
    configurable: true,
  });
}

function withLocation(useCurrent: boolean): Pick<UserSettingsValues, 'location_preferences'> {
  return { location_preferences: { ...DEFAULT_SETTINGS.location_preferences, use_current_location: useCurrent } };
}

describe('getPamLocationContext', () => {
  beforeEach(() => {
    signInAs(ROSA);
    clearCachedPosition();
    setLocationSettings(undefined);
    sessionStorage.clear();
  });
  afterEach(async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    Reflect.deleteProperty(navigator, 'permissions');
    await resetTestState();
  });

  it('reads the browser position when permission is granted, with a 5 s timeout', async () => {
    fakePermission('granted');
    const lookup = fakeGeolocation((success) => success(position(39.7392, -104.9903)));
    const context = await getPamLocationContext();
    expect(context).toMatchObject({ latitude: 39.7392, longitude: -104.9903, accuracy: 25, source: 'gps' });
    expect(lookup.mock.calls[0]?.[2]).toMatchObject({ timeout: 5_000, maximumAge: 3_600_000 });
  });

  it('keeps the position for an hour, then asks the browser again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fakePermission('granted');
    let latitude = 45.5;
    const lookup = fakeGeolocation((success) => success(position(latitude, -73.56)));
    await getPamLocationContext();
    latitude = 46.8;
    vi.advanceTimersByTime(59 * 60_000);
    expect((await getPamLocationContext())?.latitude).toBe(45.5);
    expect(lookup).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * 60_000);
    expect((await getPamLocationContext())?.latitude).toBe(46.8);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('the cached position survives a reload of the page within the hour', async () => {
    fakePermission('granted');
    fakeGeolocation((success) => success(position(48.8566, 2.3522)));
    await getPamLocationContext();
    vi.resetModules();
    const reloaded = await import('./location-context.ts');
    const lookup = fakeGeolocation((_success, failure) => failure(positionError(2)));
    expect((await reloaded.getPamLocationContext())?.latitude).toBe(48.8566);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('another user on the same tab does not get the cached position', async () => {
    fakePermission('granted');
    fakeGeolocation((success) => success(position(48.8566, 2.3522)));
    await getPamLocationContext();
    signInAs(BEN);
    const lookup = fakeGeolocation((success) => success(position(51.5072, -0.1276)));
    expect((await getPamLocationContext())?.latitude).toBe(51.5072);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('a timed-out lookup is reported and the typed city is used instead', async () => {
    fakePermission('granted');
    fakeGeolocation((_success, failure) => failure(positionError(3)));
    rememberTypedLocation({ latitude: 41.3874, longitude: 2.1686, city: 'Barcelona' });
    const onError = vi.fn();
    const context = await getPamLocationContext({ onError });
    expect(context).toMatchObject({ city: 'Barcelona', source: 'manual' });
    const error = onError.mock.calls[0]?.[0] as GeolocationPositionError;
    expect(locationErrorText(error)).toBe("I couldn't access your location. The request timed out.");
  });

  it('with current location turned off in the settings the browser is never asked', async () => {
    fakePermission('granted');
    const lookup = fakeGeolocation((success) => success(position(1, 1)));
    rememberTypedLocation({ latitude: 43.6047, longitude: 1.4442, city: 'Toulouse' });
    expect(await getPamLocationContext({ settings: withLocation(false) })).toMatchObject({ city: 'Toulouse' });
    setLocationSettings(withLocation(false));
    expect(await getPamLocationContext()).toMatchObject({ city: 'Toulouse' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('without permission granted (not yet asked, or denied) the browser is not asked: null with nothing typed', async () => {
    const lookup = fakeGeolocation((success) => success(position(1, 1)));
    fakePermission('prompt');
    expect(await getPamLocationContext()).toBeNull();
    fakePermission('denied');
    expect(await getPamLocationContext()).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a browser without geolocation is reported as unsupported', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    fakePermission('granted');
    const onError = vi.fn();
    expect(await getPamLocationContext({ onError })).toBeNull();
    expect(onError).toHaveBeenCalledWith('unsupported');
    expect(locationErrorText('unsupported')).toBe(
      "I couldn't access your location. Please tell me your location manually.",
    );
  });

  it('a typed city belongs to the user who typed it', async () => {
    rememberTypedLocation({ latitude: 41.3874, longitude: 2.1686, city: 'Barcelona' });
    signInAs(BEN);
    expect(await getPamLocationContext({ settings: withLocation(false) })).toBeNull();
    signInAs(ROSA);
    expect(await getPamLocationContext({ settings: withLocation(false) })).toMatchObject({ city: 'Barcelona' });
  });
});

describe('locationErrorText', () => {
  afterEach(async () => {
    await resetTestState();
  });

  it('names the cause in the user language', async () => {
    expect(locationErrorText(positionError(1))).toBe(
      "I couldn't access your location. Please enable location in your browser settings.",
    );
    expect(locationErrorText(positionError(2))).toBe(
      "I couldn't access your location. Location information is unavailable.",
    );
    await i18n.changeLanguage('es');
    expect(locationErrorText(positionError(1))).toBe(
      'No pude acceder a tu ubicación. Activa la ubicación en la configuración de tu navegador.',
    );
    await i18n.changeLanguage('fr');
    expect(locationErrorText(positionError(3))).toBe("Je n'ai pas pu accéder à votre position. La demande a expiré.");
  });
});

describe('requestLocationConsent', () => {
  it('dispatches the window event the consent dialog listens for', () => {
    const listener = vi.fn();
    window.addEventListener(REQUEST_LOCATION_EVENT, listener);
    requestLocationConsent();
    window.removeEventListener(REQUEST_LOCATION_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
