import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { getSession } from '#shared/lib/session.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs } from '#testing/test-account.ts';
import AuthTestPage from './auth-test-page.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000051', email: 'robin@example.com' };

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(resetTestState);

describe('/auth-test', () => {
  it('shows the real session, renews it with the server and signs out', async () => {
    signInAs(USER);
    const later = Math.floor(Date.now() / 1000) + 7_200;
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'POST /auth/refresh': () =>
        jsonResponse(200, {
          session: { access_token: 'fresh-token', refresh_token: 'refresh-token-9876543210', expires_at: later },
        }),
      'POST /auth/logout': () => jsonResponse(204),
    });
    renderWithProviders(<AuthTestPage />, '/auth-test');

    const row = (label: string) => within(screen.getByText(label).parentElement!);
    expect(row('Status').getByText('Signed in')).toBeTruthy();
    expect(row('E-mail').getByText(USER.email)).toBeTruthy();
    expect(row('User ID').getByText(USER.id)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh session now' }));
    expect(await screen.findByText('Session renewed: a new access token is in use.')).toBeTruthy();
    expect(getSession()?.access_token).toBe('fresh-token');
    expect(calls.find((c) => c.path === '/auth/refresh')?.body).toEqual({ refresh_token: 'refresh-token-0123456789' });

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
    expect(getSession()).toBeNull();
  });
});
