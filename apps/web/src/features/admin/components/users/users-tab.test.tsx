import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse, routeJson, stubApi, type RecordedCall } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState } from '#testing/test-account.ts';
import { ADMIN, testUser } from '../../testing/admin-fixtures.ts';
import UsersTab from './users-tab.tsx';

const sam = testUser({ email: 'sam@example.com', full_name: 'Sam Rivers' });
const me = testUser({
  id: ADMIN.id,
  email: ADMIN.email,
  full_name: null,
  is_admin: true,
  plan: 'annual',
  membership_status: 'active',
  course_access: true,
});

function usersApi(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return stubApi({
    'GET /admin/users': (call) => {
      const q = new URLSearchParams(call.search).get('q');
      const rows = [sam, me].filter((u) => !q || u.email.includes(q));
      return routeJson('GET /admin/users', { data: rows, total: rows.length });
    },
    ...extra,
  });
}

const card = (email: string) => {
  const heading = screen.getByRole('heading', { name: email });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${email}`);
  return within(item);
};

afterEach(resetTestState);

describe('accounts tab', () => {
  it('searches accounts and shows their membership, course and admin rights', async () => {
    const calls = usersApi();
    renderWithProviders(<UsersTab />);
    expect(await screen.findByText('Showing 2 of 2 accounts')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by e-mail or name'), { target: { value: 'sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1 of 1 account')).toBeTruthy();
    expect(calls.at(-1)?.search).toBe('?q=sam&limit=25&offset=0');
    expect(card('sam@example.com').getByText('Free trial, trialing')).toBeTruthy();
    expect(card('sam@example.com').getByText('Not open')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ADMIN.email })).toBeNull();
  });

  it('makes a traveller an admin', async () => {
    const calls = usersApi({ [`PUT /admin/users/${sam.id}/admin`]: () => jsonResponse(204) });
    renderWithProviders(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make sam@example.com an admin' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: `/admin/users/${sam.id}/admin`,
        body: { is_admin: true },
      }),
    );
    expect(await screen.findByText('sam@example.com is now an admin.')).toBeTruthy();
  });

  it('shows why the server refuses an admin removing their own rights', async () => {
    vi.stubGlobal('confirm', vi.fn().mockReturnValue(true));
    usersApi({
      [`PUT /admin/users/${ADMIN.id}/admin`]: () =>
        jsonResponse(409, {
          error: { class: 'validation', message: 'You cannot remove your own admin rights.', code: 'self_demotion' },
        }),
    });
    renderWithProviders(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: `Remove admin rights from ${ADMIN.email}` }));
    expect(await card(ADMIN.email).findByText('You cannot remove your own admin rights.')).toBeTruthy();
  });

  it('grants a membership for a number of months', async () => {
    const calls = usersApi({ [`POST /admin/users/${sam.id}/membership`]: () => jsonResponse(204) });
    renderWithProviders(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Grant a membership to sam@example.com' }));
    const form = screen.getByRole('form', { name: 'Grant a membership to sam@example.com' });
    fireEvent.change(within(form).getByLabelText('Plan'), { target: { value: 'monthly' } });
    fireEvent.change(within(form).getByLabelText('Months'), { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(within(form).getByText('Enter a whole number of months from 1 to 120.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Months'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ plan: 'monthly', months: 3 }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: /Grant a membership/ })).toBeNull());
  });

  it('opens the course and suspends with days and a reason', async () => {
    const calls = usersApi({
      [`POST /admin/users/${sam.id}/course`]: () => jsonResponse(204),
      'POST /social/moderation/actions': () => jsonResponse(201, { data: {} }),
    });
    renderWithProviders(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the video course to sam@example.com' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === `/admin/users/${sam.id}/course`)).toBe(true));
    expect(await screen.findByText('The video course is open to sam@example.com.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Suspend sam@example.com' }));
    const form = screen.getByRole('form', { name: 'Suspend sam@example.com' });
    fireEvent.change(within(form).getByLabelText('Days'), { target: { value: '14' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend' }));
    expect(within(form).getByText('Required.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Spam in the marketplace' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/social/moderation/actions')?.body).toEqual({
        target_type: 'user',
        target_id: sam.id,
        action: 'suspend',
        suspend_days: 14,
        reason: 'Spam in the marketplace',
      }),
    );
  });
});
