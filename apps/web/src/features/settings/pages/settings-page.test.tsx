import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { useApplyDisplayPreferences } from '#shared/lib/settings.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, testProfile, testSettings, unitSettings } from '#testing/test-account.ts';
import SettingsPage from './settings-page.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000004', email: 'sam@example.com' };

const PROFILE = testProfile(USER, {
  full_name: 'Sam Lee',
  rig_type: 'campervan',
  region: 'NZ',
  onboarding_completed: true,
});

/** The signed-in user's session, settings and profile; `patch` answers their saves. */
function settingsApi(patch?: () => Promise<Response>) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'GET /profile': () => jsonResponse(200, { data: PROFILE }),
    ...(patch ? { 'PATCH /settings': patch } : {}),
  });
}

/** The page as the app shows it: the shell applies the display preferences. */
function Shell() {
  useApplyDisplayPreferences();
  return <SettingsPage />;
}

function renderSettings() {
  return renderWithProviders(<Shell />, '/settings');
}

const never = () => new Promise<Response>(() => {});

signedInEachTest(USER);
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

describe('settings page', () => {
  it('shows every section with its current values', async () => {
    settingsApi();
    renderSettings();
    expect(await screen.findByRole('heading', { level: 2, name: 'Display' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Profile',
      'Display',
      'Theme',
      'Language',
      'Units',
      'Currency',
      'Time and date',
      'Notifications',
      'Privacy',
    ]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'System' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Measurement system').value).toBe('us');
    expect(screen.getByRole('option', { name: 'US (miles, US gallons, MPG, °F)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'UK (miles, litres, mpg (imp), °C)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Metric (kilometres, litres, L/100 km, °C)' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Fuel volume').value).toBe('gal');
    expect(screen.getByLabelText<HTMLSelectElement>('Temperature').value).toBe('f');
    expect(screen.getByLabelText<HTMLSelectElement>('Preferred currency').value).toBe('USD');
    expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('America/New_York');
    expect(screen.getByRole('switch', { name: 'Email notifications' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'News and offers' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByLabelText<HTMLSelectElement>('Who can see your profile').value).toBe('public');
    expect(await screen.findByDisplayValue('Sam Lee')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your profile photo' }).getAttribute('href')).toBe('/profile');
  });

  it('turns dark at once when Dark is chosen, and saves it', async () => {
    const calls = settingsApi(never);
    renderSettings();
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { display_preferences: { theme: 'dark' } },
    ]);
  });

  it('saves each change as it is made', async () => {
    const calls = settingsApi(never);
    renderSettings();
    fireEvent.change(await screen.findByLabelText('Preferred currency'), { target: { value: 'EUR' } });
    fireEvent.change(screen.getByLabelText('Measurement system'), { target: { value: 'metric' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Weather warnings' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Share my location' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(4));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { regional_preferences: { currency: 'EUR' } },
      {
        regional_preferences: {
          distance_unit: 'km',
          volume_unit: 'L',
          consumption_unit: 'l_100km',
          temperature_unit: 'c',
          length_unit: 'm',
          weight_unit: 'kg',
        },
      },
      { notification_preferences: { weather_warnings: false } },
      { privacy_preferences: { location_sharing: true } },
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Preferred currency').value).toBe('EUR');
    expect(screen.getByRole('switch', { name: 'Share my location' }).getAttribute('aria-checked')).toBe('true');
  });

  it('starts a British user from the UK units, saves each unit of its own and says Custom for their own mix', async () => {
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /settings': () =>
        jsonResponse(200, {
          data: testSettings(USER, {
            regional_preferences: { ...DEFAULT_SETTINGS.regional_preferences, ...unitSettings('uk'), currency: 'GBP' },
          }),
        }),
      'GET /profile': () => jsonResponse(200, { data: { ...PROFILE, region: 'GB' } }),
      'PATCH /settings': never,
    });
    renderSettings();
    const system = await screen.findByLabelText<HTMLSelectElement>('Measurement system');
    expect(system.value).toBe('uk');
    expect(screen.getByLabelText<HTMLSelectElement>('Distance').value).toBe('mi');
    expect(screen.getByLabelText<HTMLSelectElement>('Fuel volume').value).toBe('L');
    expect(screen.getByLabelText<HTMLSelectElement>('Fuel consumption').value).toBe('mpg_imp');
    expect(screen.getByLabelText<HTMLSelectElement>('Temperature').value).toBe('c');
    expect(screen.queryByRole('option', { name: 'Custom' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Fuel consumption'), { target: { value: 'l_100km' } });
    await waitFor(() => expect(system.value).toBe('custom'));
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Custom' }).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Fuel consumption').value).toBe('l_100km');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { regional_preferences: { consumption_unit: 'l_100km' } },
    ]);
  });

  it('names the units in Spanish', async () => {
    await i18n.changeLanguage('es');
    stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /settings': () =>
        jsonResponse(200, {
          data: testSettings(USER, {
            display_preferences: { ...DEFAULT_SETTINGS.display_preferences, language: 'es' },
          }),
        }),
      'GET /profile': () => jsonResponse(200, { data: PROFILE }),
    });
    renderSettings();
    const volume = await screen.findByLabelText<HTMLSelectElement>('Volumen de combustible');
    expect([...volume.options].map((o) => o.text)).toEqual(['Litros', 'Galones estadounidenses', 'Galones imperiales']);
    expect(screen.getByRole('option', { name: 'Reino Unido (millas, litros, mpg (imp), °C)' })).toBeTruthy();
  });
});
