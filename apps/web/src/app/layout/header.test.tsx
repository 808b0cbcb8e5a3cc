import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderApp } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testProfile, testSettings } from '#testing/test-account.ts';
import { avatarLetter } from './avatar-link.tsx';
import { setOnline } from '#testing/network.ts';

const USER = { id: '00000000-0000-4000-8000-000000000002', email: 'bea@example.com' };

function signIn() {
  signInAs(USER, 'access');
}

function signedInApi(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () =>
      jsonResponse(200, { data: testProfile(USER, { full_name: 'Bea Lopez', onboarding_completed: true }) }),
    'GET /admin/status': () => jsonResponse(200, { data: { is_admin: false } }),
    ...overrides,
  });
}

function header() {
  return within(screen.getByRole('banner'));
}

afterEach(async () => {
  // Unmount first, so nothing still mounted reacts to the resets below.
  cleanup();
  await resetTestState();
});

describe('page header', () => {
  it('offers Shop and Login to a visitor on the home page, without the main navigation', () => {
    stubApi({});
    renderApp('/');

    expect(header().getByRole('link', { name: 'Shop' })).toHaveProperty('pathname', '/shop');
    expect(header().getByRole('link', { name: 'Login' })).toHaveProperty('pathname', '/login');
    expect(header().queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(header().queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(header().queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('offers Sign In to a visitor on any other page', () => {
    stubApi({});
    renderApp('/shop');

    expect(header().getByRole('link', { name: 'Sign In' })).toHaveProperty('pathname', '/login');
    expect(header().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(header().queryByRole('link', { name: 'Shop' })).toBeNull();
  });

  it('is transparent on the home page until scrolled past 50 px', () => {
    stubApi({});
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(banner.dataset.scrolled).toBe('false');

    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner.dataset.scrolled).toBe('true');
    expect(banner.className).toContain('backdrop-blur');

    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
  });

  it('shows a signed-in user the navigation, an avatar with the first letter of the e-mail, and Log Out', async () => {
    signIn();
    signedInApi();
    renderApp('/shop');

    const avatar = await header().findByRole('link', { name: 'Your profile' });
    expect(avatar.textContent).toBe('B');
    expect(avatar).toHaveProperty('pathname', '/profile');
    const nav = header().getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['You', 'Wheels', 'Wins', 'Social', 'Shop']);
    expect(header().getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(header().getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('opens the mobile menu from the hamburger button and closes it on navigation', async () => {
    signIn();
    signedInApi();
    renderApp('/shop');

    fireEvent.click(await header().findByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Wheels' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wheels'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds Admin to the navigation for an admin', async () => {
    signIn();
    signedInApi({ 'GET /admin/status': () => jsonResponse(200, { data: { is_admin: true } }) });
    renderApp('/shop');

    expect(await header().findByRole('link', { name: 'Admin' })).toHaveProperty('pathname', '/admin');
  });

  it("falls back to 'U' when there is no e-mail letter", () => {
    expect(avatarLetter('bea@example.com')).toBe('B');
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter(undefined)).toBe('U');
  });

  it('shows Logging Out... while signing out, then the visitor buttons', async () => {
    signIn();
    let finishLogout: (response: Response) => void = () => {};
    const calls = signedInApi({
      'POST /auth/logout': () => new Promise<Response>((resolve) => (finishLogout = resolve)),
    });
    renderApp('/shop');

    fireEvent.click(await header().findByRole('button', { name: 'Log Out' }));
    expect(await header().findByRole('button', { name: 'Logging Out...' })).toHaveProperty('disabled', true);
    await act(async () => finishLogout(jsonResponse(204)));

    expect(await header().findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/auth/logout')?.authorization).toBe('Bearer access');
    expect(localStorage.getItem('ww_session')).toBeNull();
  });

  it('keeps the user signed in and says so when signing out fails', async () => {
    signIn();
    signedInApi({
      'POST /auth/logout': () =>
        jsonResponse(500, { error: { class: 'server', message: 'Server error. Please try again in a few minutes.' } }),
    });
    renderApp('/shop');

    fireEvent.click(await header().findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('There was an error signing out. Please try again.')).toBeTruthy();
    expect(header().getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('switches the language for a visitor and remembers it', async () => {
    stubApi({});
    renderApp('/shop');

    fireEvent.change(header().getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });

    expect(await header().findByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });

  it('saves the language to the settings of a signed-in user', async () => {
    signIn();
    const settings = testSettings(USER);
    const calls = signedInApi({
      'GET /settings': () => jsonResponse(200, { data: settings }),
      'PATCH /settings': () =>
        jsonResponse(200, {
          data: { ...settings, display_preferences: { ...settings.display_preferences, language: 'fr' } },
        }),
    });
    renderApp('/shop');
    await header().findByRole('link', { name: 'Your profile' });

    fireEvent.change(header().getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ display_preferences: { language: 'fr' } }),
    );
    expect(await header().findByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it("shows 'Offline Mode: Using Saved Data' while offline, except on onboarding", async () => {
    stubApi({});
    setOnline(false);
    const view = renderApp('/shop');
    expect(screen.getByText('Offline Mode: Using Saved Data')).toBeTruthy();

    act(() => setOnline(true, { announce: true }));
    expect(screen.queryByText('Offline Mode: Using Saved Data')).toBeNull();
    view.unmount();

    setOnline(false);
    signIn();
    signedInApi();
    renderApp('/onboarding');
    await header().findByRole('link', { name: 'Your profile' });
    expect(screen.queryByText('Offline Mode: Using Saved Data')).toBeNull();
  });
});
