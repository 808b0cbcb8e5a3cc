import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { PublicProfile } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { LocationProbe, renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import TravellerPage from './traveller-page.tsx';

const MARIA_ID = '00000000-0000-4000-8000-0000000000b1';

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: MARIA_ID,
    display_name: 'Maria Lopez',
    avatar_url: null,
    rig_type: 'fifth_wheel',
    region: 'AU',
    bio: 'Slow travel along the coast.\nAlways up for a campfire.',
    member_since: '2025-03-14T10:00:00Z',
    friend_count: 3,
    relationship: {
      friend: false,
      request: null,
      request_id: null,
      following: false,
      followed_by: true,
      blocked_by_me: false,
    },
    ...overrides,
  };
}

function travellerApi(handlers: Record<string, ApiHandler>) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/feed': () => jsonResponse(200, { data: [], next_cursor: null }),
    ...handlers,
  });
}

function renderPage(id = MARIA_ID) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/social/travellers/:id" element={<TravellerPage />} />
        <Route path="/social" element={<p>Social page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    `/social/travellers/${id}`,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('traveller page', () => {
  it('shows what the traveller chose to show, the actions for a stranger, and asks for their posts', async () => {
    const calls = travellerApi({ [`GET /social/users/${MARIA_ID}`]: () => jsonResponse(200, { data: profile() }) });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeTruthy();
    expect(screen.getByText(/Member since March 2025 · 3 friends · Follows you/)).toBeTruthy();
    expect(screen.getByText('Fifth wheel')).toBeTruthy();
    expect(screen.getByText('Australia')).toBeTruthy();
    expect(screen.getByText(/Slow travel along the coast/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Maria Lopez as a friend' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Maria Lopez' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message Maria Lopez' }).getAttribute('href')).toBe(
      `/social?tab=messages&to=${MARIA_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Unfriend Maria Lopez' })).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/social/feed')?.search).toContain(`author_id=${MARIA_ID}`),
    );
  });

  it('shows a friend with "Unfriend" and a nameless traveller as "A traveller"', async () => {
    travellerApi({
      [`GET /social/users/${MARIA_ID}`]: () =>
        jsonResponse(200, {
          data: profile({
            display_name: null,
            rig_type: null,
            region: null,
            bio: null,
            friend_count: 1,
            relationship: { ...profile().relationship, friend: true, following: true, followed_by: false },
          }),
        }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'A traveller' })).toBeTruthy();
    expect(screen.getByText('Member since March 2025 · 1 friend')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfriend A traveller' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfollow A traveller' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add A traveller as a friend' })).toBeNull();
  });

  it('says the profile is not available when the server hides it', async () => {
    travellerApi({
      [`GET /social/users/${MARIA_ID}`]: () =>
        jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This profile is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your network' }).getAttribute('href')).toBe('/social?tab=network');
  });

  it('blocks only after the user confirms, then goes back to the network tab', async () => {
    const calls = travellerApi({
      [`GET /social/users/${MARIA_ID}`]: () => jsonResponse(200, { data: profile() }),
      'POST /social/blocks': () =>
        jsonResponse(201, {
          data: { user: { id: MARIA_ID, display_name: 'Maria Lopez', avatar_url: null }, created_at: '' },
        }),
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderPage();
    const block = await screen.findByRole('button', { name: 'Block' });

    fireEvent.click(block);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Block Maria Lopez?'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(block);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/social?tab=network'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/social/blocks')?.body).toEqual({ user_id: MARIA_ID });
  });
});
