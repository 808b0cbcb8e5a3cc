import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActiveSession, LoginHistoryEntry } from '@ww/contracts';
import { getSession } from '#shared/lib/session.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { sessionResponse, testProfile } from '#testing/test-account.ts';
import ProfilePage from './profile-page.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';

const USER = { id: '00000000-0000-4000-8000-000000000005', email: 'kim@example.com' };

const PROFILE = testProfile(USER, {
  full_name: 'Kim Ward',
  rig_type: 'fifth_wheel',
  region: 'CA',
  onboarding_completed: true,
});

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

function session(id: string, overrides: Partial<ActiveSession>): ActiveSession {
  return {
    id,
    session_id: id.replace(/.$/, 'f'),
    user_agent: CHROME_MAC,
    device_info: 'Desktop',
    location_info: null,
    ip_address: '203.0.113.7',
    created_at: '2025-11-20T08:00:00Z',
    last_activity: '2025-11-21T09:30:00Z',
    expires_at: '2025-12-20T08:00:00Z',
    is_current: false,
    ...overrides,
  };
}

const SESSIONS: ActiveSession[] = [
  session('00000000-0000-4000-8000-0000000000c1', { is_current: true }),
  session('00000000-0000-4000-8000-0000000000c2', { user_agent: FIREFOX_ANDROID, device_info: 'Phone' }),
];

const HISTORY: LoginHistoryEntry[] = [
  {
    id: '00000000-0000-4000-8000-0000000000d1',
    ip_address: '203.0.113.7',
    user_agent: CHROME_MAC,
    device_info: 'Desktop',
    location_info: null,
    login_method: 'password',
    login_time: '2025-11-21T09:00:00Z',
    success: true,
  },
  {
    id: '00000000-0000-4000-8000-0000000000d2',
    ip_address: '198.51.100.4',
    user_agent: FIREFOX_ANDROID,
    device_info: null,
    location_info: null,
    login_method: 'password',
    login_time: '2025-11-20T22:15:00Z',
    success: false,
  },
];

function profileApi(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () => jsonResponse(200, { data: PROFILE }),
    'GET /auth/sessions': () => jsonResponse(200, { data: SESSIONS }),
    'GET /auth/login-history': () => jsonResponse(200, { data: HISTORY }),
    ...overrides,
  });
}

function renderProfile() {
  return renderWithProviders(<ProfilePage />, '/profile');
}

function choosePhoto(file: File) {
  fireEvent.change(screen.getByLabelText('Change photo'), { target: { files: [file] } });
}

signedInEachTest(USER);

describe('profile page', () => {
  it('shows the name, e-mail, details and a link to settings', async () => {
    profileApi();
    renderProfile();
    expect(await screen.findByText('Kim Ward')).toBeTruthy();
    expect(screen.getByText('kim@example.com')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Rig type').value).toBe('fifth_wheel');
    expect(screen.getByLabelText<HTMLSelectElement>('Region').value).toBe('CA');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('explains what an empty name means and saves a name of spaces as none', async () => {
    const calls = profileApi({
      'PATCH /profile': ({ body }) => jsonResponse(200, { data: { ...PROFILE, ...(body as object) } }),
    });
    renderProfile();
    const name = await screen.findByLabelText('Full name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Kim Ward'));
    expect(
      screen.getByText(
        'Other travellers see this name on your reviews and sites. Leave it empty to appear as “A traveller”.',
      ),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ full_name: null });
  });

  it('edits the bio shown on the public profile, up to 500 characters', async () => {
    const calls = profileApi({
      'GET /profile': () => jsonResponse(200, { data: { ...PROFILE, bio: 'Slow travel.' } }),
      'PATCH /profile': ({ body }) => jsonResponse(200, { data: { ...PROFILE, ...(body as object) } }),
    });
    renderProfile();
    const bio = await screen.findByLabelText<HTMLTextAreaElement>('About you');
    await waitFor(() => expect(bio.value).toBe('Slow travel.'));
    expect(bio.maxLength).toBe(500);
    expect(screen.getByText('Shown on your public profile, up to 500 characters.')).toBeTruthy();
    fireEvent.change(bio, { target: { value: 'Slow travel along the coast.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ bio: 'Slow travel along the coast.' }),
    );
  });

  it('says so when the profile cannot be loaded', async () => {
    profileApi({ 'GET /profile': () => jsonResponse(500, { error: { class: 'server', message: 'Server error.' } }) });
    renderProfile();
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('refuses a photo of the wrong type or size before uploading it', async () => {
    const calls = profileApi();
    renderProfile();
    await screen.findByText('Kim Ward');

    choosePhoto(new File(['GIF89a'], 'van.gif', { type: 'image/gif' }));
    expect(screen.getByText('Please choose a PNG, JPEG or WebP image.')).toBeTruthy();

    choosePhoto(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'van.png', { type: 'image/png' }));
    expect(screen.getByText('This image is too large. Please choose one of 5 MB or less.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/profile/image')).toBe(false);
  });

  it('uploads a photo and shows the server refusal when there is one', async () => {
    let uploads = 0;
    profileApi({
      'POST /profile/image': () => {
        uploads += 1;
        return uploads === 1
          ? jsonResponse(400, {
              error: { class: 'validation', message: 'Invalid data.', code: 'unsupported_image_type' },
            })
          : jsonResponse(200, { data: { ...PROFILE, profile_image_url: '/uploads/avatars/kim.png' } });
      },
    });
    const { container } = renderProfile();
    await screen.findByText('Kim Ward');

    choosePhoto(new File(['not really a png'], 'van.png', { type: 'image/png' }));
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image.')).toBeTruthy();

    choosePhoto(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'van.png', { type: 'image/png' }));
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/avatars/kim.png'));
    expect(await screen.findByText('Your profile photo has been updated.')).toBeTruthy();
  });

  it('lists active sessions, marks this device and ends another one', async () => {
    const ended: string[] = [];
    const calls = profileApi({
      'GET /auth/sessions': () => jsonResponse(200, { data: SESSIONS.filter((s) => !ended.includes(s.id)) }),
      'DELETE /auth/sessions/00000000-0000-4000-8000-0000000000c2': () => {
        ended.push('00000000-0000-4000-8000-0000000000c2');
        return new Response(null, { status: 204 });
      },
    });
    renderProfile();
    const list = await within(await screen.findByRole('region', { name: 'Active sessions' })).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[0]!).getByText('Chrome on macOS')).toBeTruthy();
    expect(within(items[1]!).getByText('Firefox on Android')).toBeTruthy();
    expect(within(items[1]!).queryByText('This device')).toBeNull();

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(1));
    expect(ended).toEqual(['00000000-0000-4000-8000-0000000000c2']);
    expect(await screen.findByText('The session has been ended.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(false);
  });

  it('signs out when the current session is ended', async () => {
    const calls = profileApi({ 'POST /auth/logout': () => new Response(null, { status: 204 }) });
    renderProfile();
    const list = await within(await screen.findByRole('region', { name: 'Active sessions' })).findByRole('list');
    fireEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows recent sign-ins with their method and result', async () => {
    profileApi();
    renderProfile();
    const table = await screen.findByRole('table', { name: 'Recent sign-ins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Password')).toBeTruthy();
    expect(within(rows[0]!).getByText('Succeeded')).toBeTruthy();
    expect(within(rows[1]!).getByText('Firefox on Android')).toBeTruthy();
    expect(within(rows[1]!).getByText('Failed')).toBeTruthy();
  });
});
