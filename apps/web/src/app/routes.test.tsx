import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setSession } from '#shared/lib/session.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderApp } from '#testing/render-app.tsx';
import { testProfile } from '#testing/test-account.ts';
import { Providers } from './providers.tsx';
import { RequireAuth } from './require-auth.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000003', email: 'cai@example.com' };
const SESSION = {
  access_token: 'access',
  refresh_token: 'refresh-token-0123456789',
  expires_at: Math.floor(Date.now() / 1000) + 3_600,
};

function loginApi(onboardingCompleted = true) {
  return stubApi({
    'POST /auth/login': () => jsonResponse(200, { user: USER, session: SESSION }),
    'GET /auth/session': () =>
      jsonResponse(200, { user: USER, session: { expires_at: SESSION.expires_at, session_id: USER.id } }),
    'GET /profile': () =>
      jsonResponse(200, {
        data: testProfile(USER, { full_name: 'Cai Morgan', onboarding_completed: onboardingCompleted }),
      }),
    'GET /admin/status': () => jsonResponse(200, { data: { is_admin: false } }),
  });
}

async function submitLogin() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'cai@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  cleanup();
  setSession(null, 'signed_out');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('protected routes', () => {
  it('send a visitor to /login in place of the requested page', async () => {
    stubApi({});
    function LoginProbe() {
      const location = useLocation();
      const navigate = useNavigate();
      const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
      return (
        <>
          <p>Login page, from {from}</p>
          <button onClick={() => void navigate(-1)}>Back</button>
        </>
      );
    }
    render(
      <Providers queryClient={new QueryClient()}>
        <MemoryRouter initialEntries={['/start', '/wheels']} initialIndex={1}>
          <Routes>
            <Route path="/start" element={<p>Start page</p>} />
            <Route element={<RequireAuth />}>
              <Route path="/wheels" element={<p>Wheels page</p>} />
            </Route>
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );

    expect(screen.getByText('Login page, from /wheels')).toBeTruthy();
    expect(screen.queryByText('Wheels page')).toBeNull();
    // The redirect replaced /wheels in the history: Back returns to where the visitor came from.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Start page')).toBeTruthy();
  });

  it('bring the visitor back to the requested page after signing in', async () => {
    const calls = loginApi(false);
    renderApp('/wins?tab=budgets');

    await submitLogin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Wins' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/wins?tab=budgets');
    expect(screen.getByRole('tab', { name: 'Budgets', selected: true })).toBeTruthy();
    expect(calls.find((c) => c.path === '/auth/login')?.body).toEqual({
      email: 'cai@example.com',
      password: 'correct horse',
    });
  });

  it('let a signed-in user in', async () => {
    setSession({ ...SESSION, user: USER }, 'signed_in');
    loginApi();
    renderApp('/social?tab=marketplace');

    expect(await screen.findByRole('heading', { level: 1, name: 'Social' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Marketplace', selected: true })).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('sends a user who has not finished onboarding to /onboarding', async () => {
    loginApi(false);
    renderApp('/login');

    await submitLogin();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/onboarding'));
  });

  it('sends a user who has finished onboarding to their personal area', async () => {
    loginApi(true);
    renderApp('/login');

    await submitLogin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Cai Morgan' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/you');
  });

  it.each([
    ['invalid_credentials', 401, 'Invalid email or password. Please check your credentials and try again.'],
    ['email_not_confirmed', 403, 'Please check your email and click the confirmation link to verify your account.'],
    ['rate_limited', 429, 'Too many login attempts. Please wait a few minutes and try again.'],
  ])('shows the %s failure text', async (code, status, text) => {
    stubApi({
      'POST /auth/login': () => jsonResponse(status, { error: { class: 'authentication', message: text, code } }),
    });
    renderApp('/login');

    await submitLogin();

    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('shows the network failure text when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/login');

    await submitLogin();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network connection issue. Please check your internet connection and try again.',
    );
  });
});

describe('other routes', () => {
  it('show the 404 page for an unknown path', async () => {
    stubApi({});
    renderApp('/no-such-page');

    expect(await screen.findByText("The page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveProperty('pathname', '/');
  });

  it('show the home page hero with its two calls to action', async () => {
    stubApi({});
    renderApp('/');

    const trialLinks = await screen.findAllByRole('link', { name: 'Start Free for 30 Days' });
    expect(trialLinks.map((link) => (link as HTMLAnchorElement).pathname)).toEqual(['/signup', '/signup']);
    expect(screen.getByRole('link', { name: 'Meet Pam' })).toHaveProperty('pathname', '/simple-pam-test');
  });

  it("ask a visitor to sign in on Pam's test pages, which answer only a signed-in user", async () => {
    stubApi({});
    renderApp('/simple-pam-test');

    expect(await screen.findByText('Please sign in first.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Simple Pam test' })).toBeTruthy();
  });
});
