import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type TravelPreferences } from '@ww/contracts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, settingsAnswer } from '#testing/test-account.ts';
import { TravelPreferencesForm } from './travel-preferences-form.tsx';
import TripPlannerTab from './trip-planner-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000091', email: 'lee@example.com' };
// 190 mi a day and $3.46 a US gallon, stored in km and per litre.
const SAVED: TravelPreferences = { daily_limit_km: 305.8, fuel_price_per_l: 0.914, fuel_price_currency: 'USD' };

function stubPreferencesApi(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, 'us'),
    'GET /travel-preferences': () => jsonResponse(200, { data: SAVED }),
    'PATCH /travel-preferences': (call) => jsonResponse(200, { data: { ...SAVED, ...(call.body as object) } }),
    ...overrides,
  });
}

async function openPreferences() {
  renderWithProviders(<TravelPreferencesForm />);
  fireEvent.click(screen.getByText('Trip preferences', { selector: 'summary' }));
  return within(await screen.findByRole('form', { name: 'Trip preferences' }));
}

signedInEachTest(USER);

describe('trip preferences', () => {
  it('shows the saved limit in miles and price per gallon to an imperial user, and saves them in km and per litre', async () => {
    const calls = stubPreferencesApi();
    const form = await openPreferences();
    const limit = form.getByLabelText<HTMLInputElement>('Default daily driving limit (mi)');
    const price = form.getByLabelText<HTMLInputElement>('Your fuel price (per gal)');
    expect(limit.value).toBe('190');
    expect(price.value).toBe('3.46');
    expect(form.getByText('Between 31 mi and 1,243 mi. Leave empty for the standard 190 mi.')).toBeTruthy();
    expect(
      form.getByText(
        'Leave empty to use the average price you paid in your fuel log, or else a typical price for your region.',
      ),
    ).toBeTruthy();

    fireEvent.change(limit, { target: { value: '200' } });
    fireEvent.change(price, { target: { value: '3.785' } });
    fireEvent.change(form.getByLabelText('Currency'), { target: { value: 'CAD' } });
    fireEvent.click(form.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Trip preferences saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      daily_limit_km: 321.9,
      fuel_price_per_l: 1,
      fuel_price_currency: 'CAD',
    });
  });

  it('clears the values back to the defaults and reports a failed save', async () => {
    const calls = stubPreferencesApi({
      'PATCH /travel-preferences': () =>
        jsonResponse(500, { error: { class: 'server', message: 'Boom.', code: 'internal' } }),
    });
    const form = await openPreferences();
    fireEvent.change(form.getByLabelText('Default daily driving limit (mi)'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('Your fuel price (per gal)'), { target: { value: ' ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Server error. Please try again in a few minutes.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ daily_limit_km: null, fuel_price_per_l: null }),
    );
  });

  it('refuses a limit that is not a positive number before sending it', async () => {
    const calls = stubPreferencesApi();
    const form = await openPreferences();
    fireEvent.change(form.getByLabelText('Default daily driving limit (mi)'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Save preferences' }));

    expect(await form.findByText('Enter a number above zero.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("refuses a limit under 50 km or over 2,000 km, in the user's units, before sending it", async () => {
    const calls = stubPreferencesApi();
    const form = await openPreferences();
    const limit = form.getByLabelText('Default daily driving limit (mi)');
    fireEvent.change(limit, { target: { value: '30' } });
    fireEvent.click(form.getByRole('button', { name: 'Save preferences' }));
    expect(await form.findByText('Enter at least 31 mi.')).toBeTruthy();
    fireEvent.change(limit, { target: { value: '1300' } });
    fireEvent.click(form.getByRole('button', { name: 'Save preferences' }));
    expect(await form.findByText('Enter at most 1,243 mi.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('starts the planner at the saved daily limit', async () => {
    stubPreferencesApi({
      'GET /config/public': () => jsonResponse(200, { data: { map_style_url: null } }),
      'GET /vehicles': () => jsonResponse(200, { data: [] }),
      'GET /travel-preferences': () => jsonResponse(200, { data: { ...SAVED, daily_limit_km: 321.9 } }),
    });
    renderWithProviders(<TripPlannerTab />);
    const limit = await screen.findByLabelText<HTMLInputElement>('Daily driving limit (mi)');
    await waitFor(() => expect(limit.value).toBe('200'));
  });
});
