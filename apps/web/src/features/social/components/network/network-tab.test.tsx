import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FriendRequest, TravellerLocation } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings, unitSettings } from '#testing/test-account.ts';
import { CommunityMapSlotProvider } from '../../lib/community-map-slot.tsx';
import NetworkTab from './network-tab.tsx';

const MARIA = { id: '00000000-0000-4000-8000-0000000000b1', display_name: 'Maria Lopez', avatar_url: null };
const SAM = { id: '00000000-0000-4000-8000-0000000000b2', display_name: 'Sam Rivers', avatar_url: null };
const NAMELESS = { id: '00000000-0000-4000-8000-0000000000b3', display_name: null, avatar_url: null };
const REQUEST_ID = '00000000-0000-4000-8000-0000000000e1';

const empty = () => jsonResponse(200, { data: [], next_cursor: null });

type Settings = ReturnType<typeof testSettings>;

function networkApi(handlers: Record<string, ApiHandler> = {}, settings?: Settings) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: settings ?? testSettings(TEST_USER) }),
    'GET /social/friends/requests': empty,
    'GET /social/friends': empty,
    'GET /social/follows': empty,
    'GET /social/blocks': empty,
    'GET /locations/nearby': () => jsonResponse(200, { data: [] }),
    ...handlers,
  });
}

/** The browser's geolocation answering with a position, or failing with an error code. */
function setGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if ('code' in answer) fail({ code: answer.code, message: 'no' } as GeolocationPositionError);
        else ok({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition);
      },
    },
  });
}

function incoming(): FriendRequest {
  return {
    id: REQUEST_ID,
    status: 'pending',
    direction: 'incoming',
    user: SAM,
    created_at: '2026-11-20T12:00:00Z',
    responded_at: null,
  };
}

function located(overrides: Partial<TravellerLocation>): TravellerLocation {
  return {
    user_id: MARIA.id,
    latitude: -33.86882,
    longitude: 151.20929,
    approximate: false,
    destination_latitude: null,
    destination_longitude: null,
    distance_km: 1.609344,
    updated_at: '2026-11-20T12:00:00Z',
    user: MARIA,
    is_friend: true,
    ...overrides,
  };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
  setGeolocation({ latitude: -33.86791, longitude: 151.20732 });
});

afterEach(async () => {
  delete (navigator as unknown as Record<string, unknown>).geolocation;
  vi.restoreAllMocks();
  await resetTestState();
});

describe('network tab: community map', () => {
  it('shows the community map the app composed into the page', async () => {
    networkApi();
    renderWithProviders(
      <CommunityMapSlotProvider value={<p>The composed map</p>}>
        <NetworkTab />
      </CommunityMapSlotProvider>,
    );
    expect(await screen.findByText('The composed map')).toBeTruthy();
  });
});

describe('network tab: search', () => {
  it('searches by name once two characters are typed and sends a friend request for the user picked', async () => {
    const calls = networkApi({
      'GET /social/users': () =>
        jsonResponse(200, {
          data: [
            { ...MARIA, is_friend: false },
            { ...NAMELESS, is_friend: true },
          ],
        }),
      'POST /social/friends/requests': () =>
        jsonResponse(201, {
          data: {
            id: REQUEST_ID,
            status: 'pending',
            direction: 'outgoing',
            user: MARIA,
            created_at: '',
            responded_at: null,
          },
        }),
    });
    renderWithProviders(<NetworkTab />);
    const input = await screen.findByLabelText('Search by name');
    fireEvent.change(input, { target: { value: 'm' } });
    fireEvent.change(input, { target: { value: 'ma' } });

    const results = await screen.findByRole('list', { name: 'Search results' });
    // One request for the debounced text, none for a single letter.
    expect(calls.filter((c) => c.path === '/social/users').map((c) => c.search)).toEqual(['?q=ma']);
    expect(within(results).getByRole('link', { name: 'Maria Lopez' }).getAttribute('href')).toBe(
      `/social/travellers/${MARIA.id}`,
    );
    // A traveller without a name shows as 'A traveller', marked as a friend, with nothing to add.
    expect(within(results).getByRole('link', { name: 'A traveller' })).toBeTruthy();
    expect(within(results).getByText('Friend')).toBeTruthy();
    expect(within(results).queryByRole('button', { name: 'Add A traveller as a friend' })).toBeNull();

    fireEvent.click(within(results).getByRole('button', { name: 'Add Maria Lopez as a friend' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/social/friends/requests')?.body).toEqual({
        user_id: MARIA.id,
      }),
    );
    expect(await screen.findByText('Friend request sent to Maria Lopez.')).toBeTruthy();
  });

  it('offers to accept a traveller who already asked, instead of sending a new request', async () => {
    networkApi({
      'GET /social/users': () => jsonResponse(200, { data: [{ ...SAM, is_friend: false }] }),
      'GET /social/friends/requests': (call) =>
        jsonResponse(200, { data: call.search.includes('incoming') ? [incoming()] : [], next_cursor: null }),
    });
    renderWithProviders(<NetworkTab />);
    fireEvent.change(await screen.findByLabelText('Search by name'), { target: { value: 'sam' } });
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Wants to be your friend')).toBeTruthy();
    expect(within(results).getByRole('button', { name: 'Accept the friend request from Sam Rivers' })).toBeTruthy();
    expect(within(results).queryByRole('button', { name: 'Add Sam Rivers as a friend' })).toBeNull();
  });
});

describe('network tab: requests, friends and blocks', () => {
  it('accepts an incoming friend request and reloads the lists', async () => {
    let accepted = false;
    const calls = networkApi({
      'GET /social/friends/requests': (call) =>
        jsonResponse(200, {
          data: call.search.includes('incoming') && !accepted ? [incoming()] : [],
          next_cursor: null,
        }),
      [`POST /social/friends/requests/${REQUEST_ID}/accept`]: () => {
        accepted = true;
        return jsonResponse(200, { data: { ...incoming(), status: 'accepted' } });
      },
      'GET /social/friends': () =>
        jsonResponse(200, {
          data: accepted ? [{ id: REQUEST_ID, user: SAM, since: '2026-11-21T09:00:00Z' }] : [],
          next_cursor: null,
        }),
    });
    renderWithProviders(<NetworkTab />);
    const received = await screen.findByRole('group', { name: 'Received' });
    expect(await within(received).findByText('Sent 11/20/2026')).toBeTruthy();
    fireEvent.click(within(received).getByRole('button', { name: 'Accept the friend request from Sam Rivers' }));

    expect(await screen.findByText('You and Sam Rivers are now friends.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/social/friends/requests/${REQUEST_ID}/accept`)).toBe(
      true,
    );
    expect(await within(received).findByText('No friend requests waiting for you.')).toBeTruthy();
    expect(await screen.findByText('Friends since 11/21/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message Sam Rivers' }).getAttribute('href')).toBe(
      `/social?tab=messages&to=${SAM.id}`,
    );
  });

  it('unfriends only after the user confirms', async () => {
    const calls = networkApi({
      'GET /social/friends': () =>
        jsonResponse(200, { data: [{ id: REQUEST_ID, user: SAM, since: '2026-11-21T09:00:00Z' }], next_cursor: null }),
      [`DELETE /social/friends/${SAM.id}`]: () => jsonResponse(204),
    });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderWithProviders(<NetworkTab />);
    const unfriend = await screen.findByRole('button', { name: 'Unfriend Sam Rivers' });
    fireEvent.click(unfriend);
    expect(confirm).toHaveBeenCalledWith('Remove Sam Rivers from your friends?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(unfriend);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/social/friends/${SAM.id}`)).toBe(true),
    );
  });

  it('unblocks a blocked traveller', async () => {
    const calls = networkApi({
      'GET /social/blocks': () =>
        jsonResponse(200, { data: [{ user: MARIA, created_at: '2026-11-02T00:00:00Z' }], next_cursor: null }),
      [`DELETE /social/blocks/${MARIA.id}`]: () => jsonResponse(204),
    });
    renderWithProviders(<NetworkTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock Maria Lopez' }));
    expect(await screen.findByText('Maria Lopez is unblocked.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/social/blocks/${MARIA.id}`)).toBe(true);
  });
});

describe('network tab: nearby travellers', () => {
  it('lists travellers around the browser position, friends exact and others marked approximate, in miles', async () => {
    const calls = networkApi({
      'GET /locations/nearby': () =>
        jsonResponse(200, {
          data: [
            located({}),
            located({
              user_id: SAM.id,
              user: SAM,
              is_friend: false,
              approximate: true,
              latitude: -33.87,
              longitude: 151.2,
              distance_km: 8.04672,
            }),
          ],
        }),
    });
    renderWithProviders(<NetworkTab />);
    const list = await screen.findByRole('list', { name: 'Travellers near you' });
    const [maria, sam] = within(list).getAllByRole('listitem');
    expect(within(maria!).getByText('1 mi away')).toBeTruthy();
    expect(within(maria!).getByText('-33.8688, 151.2093')).toBeTruthy();
    expect(within(maria!).getByText('Friend')).toBeTruthy();
    expect(within(maria!).queryByText('Approximate, about 1 km')).toBeNull();
    expect(within(sam!).getByText('5 mi away')).toBeTruthy();
    expect(within(sam!).getByText('-33.8700, 151.2000')).toBeTruthy();
    expect(within(sam!).getByText('Approximate, about 1 km')).toBeTruthy();

    // The default radius is 50 of the user's unit (imperial by default): 50 mi in km, around 4-decimal coordinates.
    const first = new URLSearchParams(calls.find((c) => c.path === '/locations/nearby')?.search);
    expect([first.get('lat'), first.get('lon'), first.get('radius_km')]).toEqual(['-33.8679', '151.2073', '80.4672']);

    fireEvent.change(screen.getByLabelText('Radius'), { target: { value: '10' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/locations/nearby').at(-1)?.search).toContain('radius_km=16.09344'),
    );
  });

  it('uses kilometres for a metric user', async () => {
    const settings = testSettings(TEST_USER);
    Object.assign(settings.regional_preferences, unitSettings('metric'));
    networkApi(
      { 'GET /locations/nearby': () => jsonResponse(200, { data: [located({ distance_km: 2.25 })] }) },
      settings,
    );
    renderWithProviders(<NetworkTab />);
    expect(await screen.findByText('2.3 km away')).toBeTruthy();
    expect(screen.getByRole('option', { name: '25 km' })).toBeTruthy();
  });

  it('says why nobody is listed when the browser refuses the location, and sends no request', async () => {
    setGeolocation({ code: 1 });
    const calls = networkApi();
    renderWithProviders(<NetworkTab />);
    expect(await screen.findByText('Your location is unavailable, so nearby travellers cannot be shown.')).toBeTruthy();
    expect(screen.getByText(/does not allow this site to use your location/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/locations/nearby')).toBe(false);
  });

  it('points to the privacy settings when the user does not share their location', async () => {
    const settings = testSettings(TEST_USER);
    settings.privacy_preferences.location_sharing = false;
    networkApi({}, settings);
    renderWithProviders(<NetworkTab />);
    expect(await screen.findByText(/Location sharing is off/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy settings' }).getAttribute('href')).toBe('/settings#privacy');
  });
});
