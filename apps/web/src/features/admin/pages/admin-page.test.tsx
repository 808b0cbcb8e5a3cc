import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AdminDashboard } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs } from '#testing/test-account.ts';
import { adminSession, testAuditEntry, testDashboard } from '../testing/admin-fixtures.ts';
import AdminPage from './admin-page.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000002', email: 'admin@example.com' };

const sessionOk: Record<string, ApiHandler> = {
  'GET /auth/session': () => sessionResponse(USER),
};

function renderAdmin(path = '/admin') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
    </Routes>,
    path,
  );
}

/** The text of the figure shown beside (or below) a label in one of the overview's panels. */
function figure(panel: string, label: string): string | null | undefined {
  const section = screen.getByRole('region', { name: panel });
  return within(section).getByText(label).nextElementSibling?.textContent;
}

/** Asserts the figure beside each label of one of the overview's panels: `{ label: figure }`. */
function expectFigures(panel: string, expected: Record<string, string>) {
  const shown = Object.fromEntries(Object.keys(expected).map((label) => [label, figure(panel, label)]));
  expect(shown).toEqual(expected);
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
          data: testDashboard({ user_count: 1234, active_sessions: 56, signups_per_day: signups }),
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

describe('admin console', () => {
  it('shows memberships, orders, revenue per currency, top products, Pam, moderation and QA from the API', async () => {
    signInAs(USER);
    stubApi({
      ...adminSession,
      'GET /admin/dashboard': () =>
        routeJson('GET /admin/dashboard', {
          data: testDashboard({
            memberships: { trialing: 40, monthly: 12, annual: 7, past_due: 1, canceled: 3, expired: 5, converted: 19 },
            orders: {
              by_status: { paid: 4, shipped: 2, awaiting_payment: 1 },
              revenue_30d: [{ currency: 'AUD', amount: 1234.5, orders: 3 }],
              revenue_total: [
                { currency: 'AUD', amount: 2000, orders: 5 },
                { currency: 'USD', amount: 99.99, orders: 1 },
              ],
              top_products: [{ product_id: null, name: 'Solar panel <b>200W</b>', units: 6 }],
            },
            pam: { messages_30d: 321, replies_by_engine: { builtin: 300, llm: 21 }, feedback_up: 9, feedback_down: 2 },
            moderation: { open_reports: 4 },
            qa: { checks_30d: 17, failing_30d: 3 },
          }),
        }),
    });
    const { container } = renderAdmin();
    await screen.findByRole('region', { name: 'Memberships' });
    expectFigures('Memberships', {
      'On the free trial': '40',
      'Annual members': '7',
      'Converted from the trial to a paid plan': '19',
    });
    expectFigures('Orders by status', { Paid: '4', Shipped: '2', Refunded: '0' });
    // Each currency on its own line, formatted as its own money: never added together.
    expectFigures('Revenue', {
      'AUD · 3 orders': '$1,234.50',
      'USD · 1 order': '$99.99',
      'AUD · 5 orders': '$2,000.00',
    });
    expect(within(screen.getByRole('region', { name: 'Top products' })).getByText('Solar panel <b>200W</b>: 6 sold'));
    expect(container.querySelector('b')).toBeNull();
    expectFigures('Pam, last 30 days', {
      'Messages from travellers': '321',
      'Built-in assistant': '300',
      'Language model': '21',
      '👍 Helpful': '9',
      '👎 Not helpful': '2',
    });
    expect(figure('Moderation', 'Open reports')).toBe('4');
    expect(screen.getByRole('link', { name: 'Open the moderation queue' }).getAttribute('href')).toBe(
      '/social?tab=moderation',
    );
    expectFigures('Site QA, last 30 days', { 'Checks logged': '17', 'Not passing': '3' });
    expect(screen.getByRole('link', { name: 'Open the QA log' }).getAttribute('href')).toBe('/qa');
  });

  it('says so when nothing has been sold or asked yet', async () => {
    signInAs(USER);
    stubApi({
      ...adminSession,
      'GET /admin/dashboard': () => routeJson('GET /admin/dashboard', { data: testDashboard() }),
    });
    renderAdmin();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('No paid orders in the last 30 days')).toBeTruthy();
    expect(screen.getByText('No revenue yet')).toBeTruthy();
    expect(screen.getByText('No sales yet')).toBeTruthy();
    expect(screen.getByText('No replies yet')).toBeTruthy();
  });

  it('opens the tab the address names, and its code only then', async () => {
    signInAs(USER);
    const calls = stubApi({
      ...adminSession,
      'GET /admin/audit': () => routeJson('GET /admin/audit', { data: [testAuditEntry()] }),
    });
    renderAdmin('/admin?tab=audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('New name')).toBeTruthy();
    expect(calls.some((call) => call.path === '/admin/dashboard')).toBe(false);
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    signInAs(USER);
    stubApi({
      ...adminSession,
      'GET /admin/dashboard': () => routeJson('GET /admin/dashboard', { data: testDashboard() }),
    });
    renderAdmin();
    expect(await screen.findByText('Aucune commande pour le moment')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Journal d’audit' })).toBeTruthy();
  });
});
