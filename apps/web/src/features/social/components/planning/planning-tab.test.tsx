import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiResponse } from '#shared/lib/api-client.ts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { makeTrip, TEST_USER } from '#testing/factories.ts';
import { LocationProbe, renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import PlanningTab from './planning-tab.tsx';

type Share = ApiResponse<'GET /social/trip-shares/{id}'>['data'];
type Suggestion = ApiResponse<'GET /social/trip-shares/{id}/suggestions'>['data'][number];
type Group = ApiResponse<'GET /social/groups'>['data'][number];

const SHARE_ID = '00000000-0000-4000-8000-0000000000e1';
const TRIP_ID = '00000000-0000-4000-8000-0000000000e2';
const GROUP_ID = '00000000-0000-4000-8000-0000000000a1';
const SUGGESTION_ID = '00000000-0000-4000-8000-0000000000e3';
const ROSA = { id: '00000000-0000-4000-8000-0000000000b2', display_name: 'Rosa Camino', avatar_url: null };

function share(overrides: Partial<Share> = {}): Share {
  return {
    id: SHARE_ID,
    owner: ROSA,
    trip_id: TRIP_ID,
    audience: 'friends',
    group: null,
    is_owner: false,
    comment_count: 0,
    open_suggestion_count: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    snapshot: {
      title: 'Pyrenees loop',
      description: 'Slow roads, cheap aires.',
      stops: [
        { lat: 43.2965, lon: -0.3708, name: 'Pau' },
        { lat: 42.8125, lon: -1.6458, name: 'Pamplona' },
        { lat: 43.4832, lon: -1.5586, name: 'Biarritz' },
      ],
      geometry: [],
      distance_km: 412.4,
      duration_min: 330,
      days: 3,
      estimated: false,
    },
    ...overrides,
  };
}

function suggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: SUGGESTION_ID,
    share_id: SHARE_ID,
    author: ROSA,
    name: 'Lourdes',
    latitude: 43.09512,
    longitude: -0.04567,
    note: 'Big aire with water.',
    status: 'open',
    created_at: '2026-11-21T10:00:00Z',
    decided_at: null,
    ...overrides,
  };
}

function group(overrides: Partial<Group> = {}): Group {
  return {
    id: GROUP_ID,
    name: 'Big Rig Club',
    description: '',
    rules: '',
    join_policy: 'open',
    owner: ROSA,
    member_count: 5,
    my_role: 'member',
    my_status: 'active',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const emptyPage = { data: [], next_cursor: null };

function planningApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/trip-shares': () => jsonResponse(200, emptyPage),
    [`GET /social/trip-shares/${SHARE_ID}`]: () => routeJson('GET /social/trip-shares/{id}', { data: share() }),
    [`GET /social/trip-shares/${SHARE_ID}/comments`]: () => jsonResponse(200, emptyPage),
    [`GET /social/trip-shares/${SHARE_ID}/suggestions`]: () => jsonResponse(200, emptyPage),
    ...handlers,
  });
}

const detailPath = `/social?tab=planning&share=${SHARE_ID}`;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('shared trips', () => {
  it('lists a trip shared with me with its route, distance, days and who shared it', async () => {
    planningApi({
      'GET /social/trip-shares': () =>
        routeJson('GET /social/trip-shares', {
          data: [{ ...share({ comment_count: 2 }), snapshot: { ...share().snapshot } }],
          next_cursor: null,
        }),
    });
    renderWithProviders(<PlanningTab />);
    const card = (await screen.findByRole('heading', { name: 'Pyrenees loop' })).closest('li')!;
    expect(within(card).getByText('Pau → Biarritz (3 stops)')).toBeTruthy();
    // The test account reads miles (the default units): 412.4 km.
    expect(within(card).getByText('256 mi')).toBeTruthy();
    expect(within(card).getByText('3 days')).toBeTruthy();
    expect(within(card).getByText('2 comments')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Rosa Camino' }).getAttribute('href')).toBe(
      `/social/travellers/${ROSA.id}`,
    );
  });

  it('shares one of my saved trips with one of my groups', async () => {
    const trip = makeTrip({ id: TRIP_ID, name: 'Pyrenees loop' });
    const calls = planningApi({
      'GET /trips': () => jsonResponse(200, { data: [makeTrip({ name: 'Coast run' }), trip] }),
      'GET /social/groups': () => routeJson('GET /social/groups', { data: [group()], next_cursor: null }),
      'POST /social/trip-shares': () =>
        routeJson(
          'POST /social/trip-shares',
          { data: share({ is_owner: true, audience: 'group', group: { id: GROUP_ID, name: 'Big Rig Club' } }) },
          201,
        ),
    });
    renderWithProviders(<PlanningTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share a trip' }));
    const form = within(await screen.findByRole('form', { name: 'Share a trip' }));
    fireEvent.change(form.getByLabelText('Trip'), { target: { value: TRIP_ID } });
    await form.findByRole('option', { name: 'Group: Big Rig Club' });
    fireEvent.change(form.getByLabelText('Share with'), { target: { value: GROUP_ID } });
    fireEvent.change(form.getByLabelText('A few words about it'), { target: { value: 'Ideas welcome' } });
    fireEvent.click(form.getByRole('button', { name: 'Share trip' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        trip_id: TRIP_ID,
        audience: 'group',
        group_id: GROUP_ID,
        description: 'Ideas welcome',
      }),
    );
    expect(await screen.findByText('“Pyrenees loop” is shared.')).toBeTruthy();
  });

  it('shares with friends by default and asks for a trip first', async () => {
    const trip = makeTrip({ id: TRIP_ID, name: 'Pyrenees loop' });
    const calls = planningApi({
      'GET /trips': () => jsonResponse(200, { data: [trip] }),
      'GET /social/groups': () => jsonResponse(200, emptyPage),
      'POST /social/trip-shares': () => routeJson('POST /social/trip-shares', { data: share({ is_owner: true }) }, 201),
    });
    renderWithProviders(<PlanningTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share a trip' }));
    const form = within(await screen.findByRole('form', { name: 'Share a trip' }));
    fireEvent.click(form.getByRole('button', { name: 'Share trip' }));
    expect(await form.findByText('Choose the trip to share.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Trip'), { target: { value: TRIP_ID } });
    fireEvent.click(form.getByRole('button', { name: 'Share trip' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { trip_id: TRIP_ID, audience: 'friends', description: '' },
      ]),
    );
  });
});

describe('a shared trip', () => {
  it('shows the snapshot and copies it into my trips, with a way to open them', async () => {
    const calls = planningApi({
      [`POST /social/trip-shares/${SHARE_ID}/copy`]: () =>
        routeJson('POST /social/trip-shares/{id}/copy', { data: { trip_id: TRIP_ID } }, 201),
    });
    renderWithProviders(
      <>
        <PlanningTab />
        <LocationProbe />
      </>,
      detailPath,
    );
    expect(await screen.findByRole('heading', { name: 'Pyrenees loop', level: 2 })).toBeTruthy();
    const stops = screen.getByRole('heading', { name: '3 stops' }).closest('section')!;
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Pau', '2Pamplona', '3Biarritz']);
    expect(screen.getByText('5 h 30 min')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Copy to my trips' }));
    expect(await screen.findByText('“Pyrenees loop” was copied to your trips.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/social/trip-shares/${SHARE_ID}/copy`)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open my trips' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wheels?tab=trips'));
  });

  it('the owner accepts a suggested stop into the trip', async () => {
    let current = suggestion();
    const calls = planningApi({
      [`GET /social/trip-shares/${SHARE_ID}`]: () =>
        routeJson('GET /social/trip-shares/{id}', {
          data: share({ is_owner: true, owner: { ...ROSA, id: TEST_USER.id } }),
        }),
      [`GET /social/trip-shares/${SHARE_ID}/suggestions`]: () =>
        routeJson('GET /social/trip-shares/{id}/suggestions', { data: [current], next_cursor: null }),
      [`POST /social/trip-suggestions/${SUGGESTION_ID}/accept`]: () => {
        current = suggestion({ status: 'accepted', decided_at: '2026-11-22T10:00:00Z' });
        return routeJson('POST /social/trip-suggestions/{id}/accept', { data: { ...current, stop_index: 1 } });
      },
    });
    renderWithProviders(<PlanningTab />, detailPath);
    const section = (await screen.findByRole('heading', { name: 'Suggested stops' })).closest('section')!;
    expect(await within(section).findByText('Lourdes')).toBeTruthy();
    expect(within(section).getByText('43.0951, -0.0457')).toBeTruthy();
    expect(within(section).queryByRole('form', { name: 'Suggest a stop' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Add Lourdes, suggested by Rosa Camino, to my trip' }));
    expect(await screen.findByText('Lourdes was added to your trip.')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === `/social/trip-suggestions/${SUGGESTION_ID}/accept`),
    ).toBe(true);
    expect(await within(section).findByText('Accepted')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /to my trip/ })).toBeNull();
  });

  it('suggests a stop found with the place search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = planningApi({
      'GET /geocode': () =>
        routeJson('GET /geocode', {
          data: [
            { lat: 43.09512, lon: -0.04567, name: 'Lourdes', country: 'FR', region: 'Occitanie', population: 13000 },
          ],
        }),
      [`POST /social/trip-shares/${SHARE_ID}/suggestions`]: () =>
        routeJson(
          'POST /social/trip-shares/{id}/suggestions',
          { data: suggestion({ author: { ...ROSA, id: TEST_USER.id } }) },
          201,
        ),
    });
    renderWithProviders(<PlanningTab />, detailPath);
    const form = within(await screen.findByRole('form', { name: 'Suggest a stop' }));
    fireEvent.change(form.getByLabelText('Place'), { target: { value: 'Lourdes' } });
    await vi.advanceTimersByTimeAsync(400);
    fireEvent.click(await form.findByRole('button', { name: 'Lourdes, Occitanie, FR' }));
    expect(form.getByText('Chosen: 43.0951, -0.0457')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Why stop there (optional)'), { target: { value: 'Big aire with water.' } });
    fireEvent.click(form.getByRole('button', { name: 'Suggest stop' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Lourdes',
        latitude: 43.09512,
        longitude: -0.04567,
        note: 'Big aire with water.',
      }),
    );
    expect(await screen.findByText('Lourdes was suggested.')).toBeTruthy();
  });

  it('comments on a shared trip', async () => {
    const calls = planningApi({
      [`POST /social/trip-shares/${SHARE_ID}/comments`]: () =>
        routeJson(
          'POST /social/trip-shares/{id}/comments',
          {
            data: {
              id: '00000000-0000-4000-8000-0000000000f1',
              share_id: SHARE_ID,
              author: { id: TEST_USER.id, display_name: null, avatar_url: null },
              body: 'Pamplona in July is busy!',
              created_at: '2026-11-22T10:00:00Z',
              hidden_at: null,
              hidden_reason: null,
            },
          },
          201,
        ),
    });
    renderWithProviders(<PlanningTab />, detailPath);
    const form = within(await screen.findByRole('form', { name: 'Add a comment' }));
    fireEvent.change(form.getByLabelText('Your comment'), { target: { value: 'Pamplona in July is busy!' } });
    fireEvent.click(form.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Pamplona in July is busy!' }),
    );
  });
});
