import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AdminDashboard } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs } from '#testing/test-account.ts';
import AdminPage from './admin-page.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000002', email: 'admin@example.com' };

const sessionOk: Record<string, ApiHandler> = {
  'GET /auth/session': () => sessionResponse(USER),
};

function renderAdmin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    '/admin',
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(resetTestState);

describe('admin gate', () => {
  it('asks a visitor to log in', () => {
    stubApi({});
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByText('You must be logged in to access the admin panel.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('says it is verifying while the check runs', () => {
    signInAs(USER);
    stubApi({ ...sessionOk, 'GET /admin/status': () => new Promise<Response>(() => {}) });
    renderAdmin();
    expect(screen.getByText('Verifying admin access...')).toBeTruthy();
  });

  it('denies a user who is not an admin, with Back to Home and Retry', async () => {
    signInAs(USER);
    let answers = 0;
    stubApi({
      ...sessionOk,
      'GET /admin/status': () => {
        answers += 1;
        return jsonResponse(200, { data: { is_admin: false } });
      },
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have admin privileges to access this area.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(answers).toBe(2));
  });

  it('appends "Unable to verify admin status" when the check cannot reach the server', async () => {
    signInAs(USER);
    stubApi({
      ...sessionOk,
      'GET /admin/status': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderAdmin();
    expect(
      await screen.findByText(
        "You don't have admin privileges to access this area. Unable to verify admin status",
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('appends "Admin verification failed" when the check itself fails', async () => {
    signInAs(USER);
    stubApi({
      ...sessionOk,
      'GET /admin/status': () => jsonResponse(500, { error: { class: 'server', message: 'Server error.' } }),
    });
    renderAdmin();
    expect(
      await screen.findByText(
        "You don't have admin privileges to access this area. Admin verification failed",
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });

  it('shows the real figures to an admin', async () => {
    signInAs(USER);
    const signups: AdminDashboard['signups_per_day'] = Array.from({ length: 30 }, (_, i) => ({
      day: `2025-10-${String(i + 1).padStart(2, '0')}`,
      count: i === 14 ? 7 : i % 10 === 0 ? 2 : 0,
    }));
    stubApi({
      ...sessionOk,
      'GET /admin/status': () => jsonResponse(200, { data: { is_admin: true } }),
      'GET /admin/dashboard': () =>
        jsonResponse(200, {
          data: { user_count: 1234, active_sessions: 56, signups_per_day: signups } satisfies AdminDashboard,
        }),
    });
    renderAdmin();
    expect((await screen.findByText('Users')).nextElementSibling?.textContent).toBe('1,234');
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeTruthy();
    expect(screen.getByText('Active sessions').nextElementSibling?.textContent).toBe('56');
    expect(screen.getByText('Sign-ups, last 30 days').nextElementSibling?.textContent).toBe('13');
    expect(
      screen.getByRole('img', { name: 'Sign-ups over the last 30 days: 13. Busiest day: 10/15/2025 (7).' }),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[15]?.textContent).toBe('10/15/20257');
  });

  it('turns to Access Denied when the dashboard itself is refused', async () => {
    signInAs(USER);
    stubApi({
      ...sessionOk,
      'GET /admin/status': () => jsonResponse(200, { data: { is_admin: true } }),
      'GET /admin/dashboard': () =>
        jsonResponse(403, { error: { class: 'rls_permission', message: 'Access denied.' } }),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });
});
