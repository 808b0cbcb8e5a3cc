import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { setSession } from '#shared/lib/session.ts';
import { jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testProfile } from '#testing/test-account.ts';
import { AU_REGION, GB_REGION } from '#testing/fixtures/region.ts';
import HomePage from './home-page.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000004', email: 'noor@example.com' };

function signedInApi() {
  stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () => jsonResponse(200, { data: testProfile(USER, { onboarding_completed: true }) }),
  });
}

function hrefs(name: string): string[] {
  return screen.queryAllByRole('link', { name }).map((link) => link.getAttribute('href') ?? '');
}

afterEach(async () => {
  cleanup();
  await resetTestState();
});

describe('home page calls to action', () => {
  it('offers a visitor the free trial in the hero and under the plans', () => {
    stubApi({});
    renderWithProviders(<HomePage />);

    expect(hrefs('Start Free for 30 Days')).toEqual(['/signup', '/signup']);
    expect(hrefs('Open your dashboard')).toEqual([]);
    expect(hrefs('Meet Pam')).toEqual(['/simple-pam-test']);
  });

  it('sends a signed-in user to the personal area instead of offering the trial again', () => {
    signInAs(USER);
    signedInApi();
    renderWithProviders(<HomePage />);

    expect(hrefs('Open your dashboard')).toEqual(['/you']);
    expect(hrefs('Start Free for 30 Days')).toEqual([]);
    expect(hrefs('Meet Pam')).toEqual(['/simple-pam-test']);
    // The plans are still described; only the sign-up button under them is gone.
    expect(screen.getByRole('heading', { level: 2, name: 'Simple plans' })).toBeTruthy();
  });

  it.each([
    ['es', 'Abre tu panel', 'Empieza gratis 30 días'],
    ['fr', 'Ouvrir votre tableau de bord', 'Commencer gratuitement pendant 30 jours'],
  ] as const)('speaks %s to a signed-in user', async (language, dashboard, trial) => {
    await i18n.changeLanguage(language);
    signInAs(USER);
    signedInApi();
    renderWithProviders(<HomePage />);

    expect(hrefs(dashboard)).toEqual(['/you']);
    expect(hrefs(trial)).toEqual([]);
  });

  it('shows neither button while an expired session is being renewed', async () => {
    const pending = () => new Promise<Response>(() => {});
    stubApi({ 'GET /auth/session': pending, 'POST /auth/refresh': pending });
    setSession(
      { access_token: 'old', refresh_token: 'refresh-token-0123456789', expires_at: 1, user: USER },
      'signed_in',
    );
    renderWithProviders(<HomePage />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    expect(hrefs('Start Free for 30 Days')).toEqual([]);
    expect(hrefs('Open your dashboard')).toEqual([]);
    expect(hrefs('Meet Pam')).toEqual(['/simple-pam-test']);
  });
});

describe('home page prices', () => {
  const prices = () =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-price]')].map((el) => [el.getAttribute('data-price'), el.textContent]),
    );

  it('shows the plan prices in Australian dollars to a visitor from Australia', async () => {
    stubApi({
      'GET /region': () => routeJson('GET /region', { data: AU_REGION }),
    });
    renderWithProviders(<HomePage />);

    await waitFor(() => expect(screen.getByText('$12.50')).toBeTruthy());
    expect(prices()).toEqual({ annual_monthly: '$12.50', course: '$149.00' });
    expect(screen.getByText(/^About/).textContent).toBe('About $12.50 a month');
    expect(screen.getByText(/^Includes the video course/).textContent).toBe(
      'Includes the video course (valued at $149.00)',
    );
  });

  it('shows pounds in French to a visitor from the United Kingdom reading French', async () => {
    await i18n.changeLanguage('fr');
    stubApi({
      'GET /region': () => routeJson('GET /region', { data: GB_REGION }),
    });
    renderWithProviders(<HomePage />);

    await waitFor(() => expect(prices().course?.replace(/\s/g, ' ')).toBe('77,00 £'));
    expect(prices().annual_monthly?.replace(/\s/g, ' ')).toBe('6,50 £');
  });
});
