import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import type { Hustle } from '../../api/hustles.ts';
import HustleBoardTab from './hustle-board-tab.tsx';

const HUSTLE_ID = '00000000-0000-4000-8000-0000000000b1';
const SOURCE_ID = '00000000-0000-4000-8000-0000000000b9';

function hustle(overrides: Partial<Hustle> = {}): Hustle {
  return {
    id: HUSTLE_ID,
    author: { id: '00000000-0000-4000-8000-0000000000e2', display_name: null, avatar_url: null },
    title: 'Campground host',
    description: 'Host a campground for a season: a free site and a small wage.',
    earnings: { min: 80, max: 120, currency: 'USD', period: 'day' },
    tags: ['workamping'],
    vote_count: 3,
    voted_by_me: false,
    comment_count: 2,
    side_income_source_id: null,
    mine: false,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}

function boardApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/hustles': () => jsonResponse(200, { data: [hustle()], next_cursor: null }),
    [`GET /social/hustles/${HUSTLE_ID}`]: () => jsonResponse(200, { data: hustle() }),
    [`GET /social/hustles/${HUSTLE_ID}/comments`]: () => jsonResponse(200, { data: [], next_cursor: null }),
    ...handlers,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('hustle board', () => {
  it('lists ideas with earnings, tags and counts; sort, words and a tag go into the query', async () => {
    const calls = boardApi();
    renderWithProviders(<HustleBoardTab />);
    const list = await screen.findByRole('list', { name: 'Ideas' });
    expect(within(list).getByText('$80.00–$120.00 per day')).toBeTruthy();
    expect(within(list).getByText('2 comments')).toBeTruthy();
    expect(new URLSearchParams(calls.find((c) => c.path === '/social/hustles')?.search).get('sort')).toBe('top');

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'newest' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Show ideas tagged workamping' }));
    fireEvent.change(screen.getByLabelText('Words'), { target: { value: 'host' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/social/hustles').at(-1);
      expect(Object.fromEntries(new URLSearchParams(last?.search))).toEqual({
        sort: 'newest',
        tag: 'workamping',
        q: 'host',
      });
    });
  });

  it('a vote counts at once, before the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = boardApi({
      [`PUT /social/hustles/${HUSTLE_ID}/vote`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<HustleBoardTab />);
    const vote = await screen.findByRole('button', { name: 'Upvote “Campground host”, 3 votes' });
    fireEvent.click(vote);
    const voted = await screen.findByRole('button', { name: 'Upvote “Campground host”, 4 votes' });
    expect(voted.getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    answer(jsonResponse(200, { data: hustle({ vote_count: 4, voted_by_me: true }) }));
  });

  it('a refused vote goes back to the count before', async () => {
    boardApi({
      [`PUT /social/hustles/${HUSTLE_ID}/vote`]: () =>
        jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } }),
    });
    renderWithProviders(<HustleBoardTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upvote “Campground host”, 3 votes' }));
    expect(
      await screen.findByText(
        'Your vote was not counted: It no longer exists; it may have been deleted meanwhile. Reload the page to see what is there now.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upvote “Campground host”, 3 votes' })).toBeTruthy();
  });

  it('"Try this" adds the idea to the Make Money tracker and says so', async () => {
    const calls = boardApi({
      [`POST /social/hustles/${HUSTLE_ID}/try`]: () =>
        jsonResponse(201, {
          data: {
            side_income_source_id: SOURCE_ID,
            hustle_id: HUSTLE_ID,
            name: 'Campground host',
            kind: 'workamping',
            created: true,
          },
        }),
    });
    renderWithProviders(<HustleBoardTab />, `/social?tab=hustle-board&hustle=${HUSTLE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try this' }));
    expect(await screen.findByText('Added to Make Money on the Road')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/social/hustles/${HUSTLE_ID}/try`]);
    const tracker = await screen.findByRole('link', { name: 'In your Make Money tracker' });
    expect(tracker.getAttribute('href')).toBe('/wins?tab=make-money');
  });

  it('"Try this" on an idea tried before says it is already there', async () => {
    boardApi({
      [`POST /social/hustles/${HUSTLE_ID}/try`]: () =>
        jsonResponse(200, {
          data: {
            side_income_source_id: SOURCE_ID,
            hustle_id: HUSTLE_ID,
            name: 'Campground host',
            kind: 'workamping',
            created: false,
          },
        }),
    });
    renderWithProviders(<HustleBoardTab />, `/social?tab=hustle-board&hustle=${HUSTLE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try this' }));
    expect(await screen.findByText('Already in Make Money on the Road')).toBeTruthy();
  });

  it('shares an idea with earnings and tags', async () => {
    const calls = boardApi({
      'POST /social/hustles': () => jsonResponse(201, { data: hustle({ mine: true }) }),
    });
    renderWithProviders(<HustleBoardTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share an idea' }));
    const form = within(screen.getByRole('form', { name: 'New idea' }));
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Sell photos' } });
    fireEvent.change(form.getByLabelText('From'), { target: { value: '15.5' } });
    fireEvent.change(form.getByLabelText('Period'), { target: { value: 'week' } });
    fireEvent.change(form.getByLabelText('Tags'), { target: { value: 'Photography, content' } });
    fireEvent.click(form.getByRole('button', { name: 'Share idea' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        title: 'Sell photos',
        description: '',
        earnings: { min: 15.5, max: null, currency: 'USD', period: 'week' },
        tags: ['photography', 'content'],
      }),
    );
  });

  it('adds a comment and deletes one of the user’s own', async () => {
    const mine = {
      id: '00000000-0000-4000-8000-0000000000c7',
      hustle_id: HUSTLE_ID,
      author: { id: TEST_USER.id, display_name: 'Robin', avatar_url: null },
      body: 'Did this in Utah, great.',
      created_at: '2026-11-21T10:00:00Z',
      can_delete: true,
      hidden_at: null,
      hidden_reason: null,
    };
    const calls = boardApi({
      [`GET /social/hustles/${HUSTLE_ID}/comments`]: () => jsonResponse(200, { data: [mine], next_cursor: null }),
      [`POST /social/hustles/${HUSTLE_ID}/comments`]: () => jsonResponse(201, { data: mine }),
      [`DELETE /social/hustle-comments/${mine.id}`]: () => jsonResponse(204),
    });
    vi.stubGlobal('confirm', () => true);
    renderWithProviders(<HustleBoardTab />, `/social?tab=hustle-board&hustle=${HUSTLE_ID}`);
    expect(await screen.findByText('Did this in Utah, great.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'How long a season?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'How long a season?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
