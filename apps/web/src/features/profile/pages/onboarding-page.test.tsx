import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { UNIT_PRESETS } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { currentLocation, renderWithProviders, LocationProbe } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, testProfile, testSettings } from '#testing/test-account.ts';
import OnboardingPage from './onboarding-page.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000003', email: 'rosa@example.com' };

const PROFILE = testProfile(USER, { full_name: 'Rosa Díaz' });

function renderOnboarding(path = '/onboarding') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/onboarding" element={<OnboardingPage />} />
        <Route path="/" element={<p>Marketing home</p>} />
        <Route path="/you" element={<p>Personal area</p>} />
        <Route path="/wins" element={<p>Wins area</p>} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
}

function apiFor(
  onboarded: () => Response = () => jsonResponse(200, { data: { ...PROFILE, onboarding_completed: true } }),
) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () => jsonResponse(200, { data: PROFILE }),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'POST /profile/onboarding': onboarded,
  });
}

function radio(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('radio', { name });
}

/** Answers the first three steps (the pre-filled name, `rig` and `country`) and waits for the units step. */
async function answerUpToUnits(rig: string, country: string) {
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Rosa Díaz'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('radio', { name: rig }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('radio', { name: country }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
}

/** Keeps the units chosen and the suggested language, and finishes. */
async function finish() {
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
}

/** Answers every step with the pre-filled name, a motorhome in New Zealand and the suggested units and language. */
async function completeSteps() {
  await answerUpToUnits('Motorhome', 'New Zealand');
  await finish();
}

signedInEachTest(USER);

describe('onboarding', () => {
  it('walks through the five steps, pre-filling units and currency from the region', async () => {
    const calls = apiFor();
    renderOnboarding();

    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    const name = screen.getByLabelText<HTMLInputElement>('Your name');
    await waitFor(() => expect(name.value).toBe('Rosa Díaz'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What do you travel in?' })).toBeTruthy();
    // Nothing chosen yet: the step stays and says why.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose one of the options.')).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    fireEvent.click(radio('Caravan'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    fireEvent.click(radio('Australia'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    expect(radio('Metric').checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('AUD');

    // Back keeps what was chosen; a different region pre-fills again.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    expect(radio('Australia').checked).toBe(true);
    fireEvent.click(radio('United States'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    expect(radio('US').checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('USD');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'CAD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
    fireEvent.click(radio('Español'));
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    // A finished onboarding lands in the personal area, not on the marketing home page.
    expect(await screen.findByText('Personal area')).toBeTruthy();
    expect(currentLocation()).toBe('/you');
    expect(screen.queryByText('Marketing home')).toBeNull();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/profile/onboarding')?.body).toEqual({
      full_name: 'Rosa Díaz',
      rig_type: 'caravan',
      region: 'US',
      units: 'imperial',
      unit_preferences: UNIT_PRESETS.us,
      currency: 'CAD',
      language: 'es',
    });
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  it('returns to the same-site page that sent the user to onboarding', async () => {
    apiFor();
    renderOnboarding(`/onboarding?next=${encodeURIComponent('/wins?tab=budgets#top')}`);
    await completeSteps();
    expect(await screen.findByText('Wins area')).toBeTruthy();
    expect(currentLocation()).toBe('/wins?tab=budgets');
  });

  it.each(['https://evil.example/you', '//evil.example/you', '/\\evil.example', 'javascript:alert(1)', '/onboarding'])(
    'ignores a next target of %s and lands on /you',
    async (next) => {
      apiFor();
      renderOnboarding(`/onboarding?next=${encodeURIComponent(next)}`);
      await completeSteps();
      expect(await screen.findByText('Personal area')).toBeTruthy();
      expect(currentLocation()).toBe('/you');
    },
  );

  it('asks for a name before moving on', async () => {
    apiFor();
    renderOnboarding();
    const name = screen.getByLabelText<HTMLInputElement>('Your name');
    await waitFor(() => expect(name.value).toBe('Rosa Díaz'));
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
  });

  it('stays on the last step and explains a failed save', async () => {
    apiFor(() => jsonResponse(500, { error: { class: 'server', message: 'Server error.' } }));
    renderOnboarding();
    await answerUpToUnits('Motorhome', 'New Zealand');
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('NZD');
    await finish();
    expect(await screen.findByText('Server error. Please try again in a few minutes.')).toBeTruthy();
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
  });

  it('pre-selects the UK units for the United Kingdom and says what they mean', async () => {
    const calls = apiFor();
    renderOnboarding();
    await answerUpToUnits('Caravan', 'United Kingdom');
    expect(radio('UK').checked).toBe(true);
    expect(screen.getByText('miles, litres, mpg (imp), °C')).toBeTruthy();
    expect(screen.getByText('miles, US gallons, MPG, °F')).toBeTruthy();
    expect(screen.getByText('kilometres, litres, L/100 km, °C')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Currency').value).toBe('GBP');
    await finish();

    expect(await screen.findByText('Personal area')).toBeTruthy();
    // The server makes imperial the UK's for a British account: nothing more to save.
    expect(calls.find((c) => c.path === '/profile/onboarding')?.body).toMatchObject({
      region: 'GB',
      units: 'imperial',
    });
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('sends US units chosen in the United Kingdom with the answers, in one request', async () => {
    const calls = apiFor();
    renderOnboarding();
    await answerUpToUnits('Caravan', 'United Kingdom');
    fireEvent.click(radio('US'));
    await finish();

    expect(await screen.findByText('Personal area')).toBeTruthy();
    expect(calls.find((c) => c.path === '/profile/onboarding')?.body).toMatchObject({
      region: 'GB',
      units: 'imperial',
      unit_preferences: UNIT_PRESETS.us,
    });
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
