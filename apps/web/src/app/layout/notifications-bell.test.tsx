import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppNotification } from '@ww/contracts';
import { setSession } from '#shared/lib/session.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderApp } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testProfile, testSettings } from '#testing/test-account.ts';

const USER = { id: '00000000-0000-4000-8000-000000000035', email: 'noa@example.com' };

function alert(id: string, threshold: 80 | 100, read: boolean, category: string | null = 'fuel'): AppNotification {
  return {
    id: `00000000-0000-4000-8000-00000000050${id}`,
    kind: 'budget_alert',
    data: {
      budget_id: '00000000-0000-4000-8000-000000000601',
      category,
      period: 'monthly',
      threshold,
      spent: threshold === 100 ? 512 : 410,
      amount: 500,
      currency: 'USD',
    },
    read_at: read ? '2026-03-02T00:00:00Z' : null,
    created_at: '2026-03-01T12:00:00Z',
  };
}

function api(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () => jsonResponse(200, { data: testProfile(USER, { onboarding_completed: true }) }),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'GET /admin/status': () => jsonResponse(200, { data: { is_admin: false } }),
    ...overrides,
  });
}

beforeEach(() => signInAs(USER));
afterEach(async () => {
  cleanup();
  await resetTestState();
});

describe('notifications bell', () => {
  it('shows the unread count and lists budget alerts worded from their figures', async () => {
    let allRead = false;
    const calls = api({
      'GET /notifications': () =>
        jsonResponse(200, {
          data: [alert('1', 100, allRead), alert('2', 80, allRead, null), alert('3', 80, true)],
          unread: allRead ? 0 : 2,
        }),
      'POST /notifications/read-all': () => {
        allRead = true;
        return jsonResponse(204);
      },
    });
    renderApp('/shop');

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();

    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Fuel budget used up')).toBeTruthy();
    expect(within(panel).getByText('$512.00 spent of $500.00 (monthly budget)')).toBeTruthy();
    expect(within(panel).getByText('Overall budget: 80% reached')).toBeTruthy();
    expect(within(panel).getAllByText('Unread:', { exact: false })).toHaveLength(2);

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).queryAllByText('Unread:', { exact: false })).toHaveLength(0));
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/notifications/read-all')).toBe(true);
  });

  it('marks a notification read when it is opened and goes to the budgets', async () => {
    const calls = api({
      'GET /notifications': () => jsonResponse(200, { data: [alert('1', 80, false)], unread: 1 }),
      [`POST /notifications/${alert('1', 80, false).id}/read`]: () => jsonResponse(204),
    });
    renderApp('/shop');

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: /Fuel budget: 80% reached/ }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wins?tab=budgets'));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/notifications/${alert('1', 80, false).id}/read`)).toBe(
      true,
    );
  });

  it('is not shown to a visitor', () => {
    api();
    setSession(null, 'signed_out');
    renderApp('/shop');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
