import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  OSM_ATTRIBUTION,
  RIDB_ATTRIBUTION,
  type CampgroundAlongRoute,
  type CampgroundReview,
  type CampgroundWithDistance,
  type UnitPreset,
} from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, settingsAnswer } from '#testing/test-account.ts';
import { ROUTE_SEARCH_POINTS_MAX, routeSearchPath } from '../api/campgrounds.ts';
import { CampgroundFinder } from './campground-finder.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000071', email: 'robin@example.com' };
const KESWICK = {
  lat: 54.6,
  lon: -3.13,
  name: 'Keswick',
  country: 'United Kingdom',
  region: 'England',
  population: 5000,
};

const site = (over: Partial<CampgroundWithDistance>): CampgroundWithDistance => ({
  id: '00000000-0000-4000-8000-0000000007a1',
  source: 'osm',
  osm_id: 'node/1',
  source_id: 'node/1',
  name: 'Derwentwater Camping',
  kind: 'camp_site',
  near_place: null,
  lat: 54.6,
  lon: -3.14,
  ele: null,
  power: true,
  water: true,
  dump_station: null,
  showers: true,
  toilets: true,
  pets: false,
  free: false,
  max_length_m: 9,
  caravans: true,
  motorhome: true,
  tents: true,
  fee: 'yes',
  capacity: null,
  website: 'https://example.org/derwentwater',
  phone: null,
  opening_hours: null,
  address: 'Crow Park Road, Keswick',
  tags: {},
  added_by: null,
  mine: false,
  rating_avg: 4.5,
  review_count: 2,
  attribution: OSM_ATTRIBUTION,
  created_at: '',
  updated_at: '',
  distance_km: 1.609344,
  ...over,
});
const NEAR = site({});
const FARM = site({
  id: '00000000-0000-4000-8000-0000000007a2',
  source: 'user',
  osm_id: null,
  source_id: null,
  name: 'Hill farm <b>field</b>',
  power: true,
  showers: true,
  free: true,
  fee: null,
  max_length_m: null,
  website: 'javascript:alert(document.cookie)',
  address: null,
  rating_avg: null,
  review_count: 0,
  attribution: null,
  added_by: 'Ana Lima',
  mine: true,
  distance_km: 16.09344,
});
const REVIEW: CampgroundReview = {
  id: '00000000-0000-4000-8000-0000000007b1',
  campground_id: NEAR.id,
  author_name: 'Ana Lima',
  mine: false,
  rating: 5,
  body: 'Lovely lake views',
  created_at: '2026-07-01T10:00:00Z',
  updated_at: '2026-07-01T10:00:00Z',
};
/** By a reviewer who gave no profile name. */
const UNNAMED_REVIEW: CampgroundReview = {
  ...REVIEW,
  id: '00000000-0000-4000-8000-0000000007b3',
  author_name: null,
  rating: 3,
  body: 'Muddy in spring',
};

// Keswick to Carlisle; the server answers in route order: the farm comes first though it lies further off the road.
const ROUTE = {
  geometry: [
    [-3.13, 54.6],
    [-3.05, 54.7],
    [-2.99, 54.8],
    [-2.93, 54.89],
  ] as Array<[number, number]>,
};
const ALONG: CampgroundAlongRoute[] = [
  { ...FARM, distance_km: 3.2, route_position_km: 12.5 },
  {
    ...NEAR,
    id: '00000000-0000-4000-8000-0000000007a4',
    name: 'Carlisle Caravan Park',
    distance_km: 0.8,
    route_position_km: 38,
  },
];

function stubCampgroundApi(units: UnitPreset, searchAnswer: object = { data: [NEAR, FARM] }) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, units, { date_format: 'YYYY-MM-DD' }),
    'GET /geocode': (call) =>
      jsonResponse(200, { data: new URLSearchParams(call.search).get('q') === 'Keswick' ? [KESWICK] : [] }),
    'GET /campgrounds/search': () => jsonResponse(200, searchAnswer),
    'POST /campgrounds/search-along-route': () => jsonResponse(200, { data: ALONG }),
    [`GET /campgrounds/${NEAR.id}/reviews`]: () => jsonResponse(200, { data: [REVIEW, UNNAMED_REVIEW] }),
    [`POST /campgrounds/${NEAR.id}/reviews`]: (call) =>
      jsonResponse(201, {
        data: { ...REVIEW, id: '00000000-0000-4000-8000-0000000007b2', mine: true, ...(call.body as object) },
      }),
    'POST /campgrounds': (call) =>
      jsonResponse(201, {
        data: site({ ...(call.body as object), id: '00000000-0000-4000-8000-0000000007a3', source: 'user' }),
      }),
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
});
afterEach(resetTestState);

async function searchKeswick(fill: (form: ReturnType<typeof within>) => void = () => {}) {
  const form = within(await screen.findByRole('form', { name: 'Campground search' }));
  fireEvent.change(form.getByLabelText('Near a place'), { target: { value: 'Keswick' } });
  fill(form);
  fireEvent.click(form.getByRole('button', { name: 'Search' }));
  return within(await screen.findByRole('list', { name: 'Campgrounds, nearest first' }));
}

describe('campground finder', () => {
  it('credits each shown source once, linked, and says while the bundled sites are still loading (en/fr)', async () => {
    const ridb = site({
      id: '00000000-0000-4000-8000-0000000007a4',
      source: 'ridb',
      osm_id: null,
      source_id: '232445',
      name: 'Watchman Campground',
      attribution: RIDB_ATTRIBUTION,
    });
    stubCampgroundApi('metric', { data: [NEAR, ridb, FARM], loading: { loaded: 12000, total: 79814 } });
    renderWithProviders(<CampgroundFinder />);
    await searchKeswick();
    expect(
      screen.getByText(
        'Still loading the campgrounds that come with the app (12,000 of 79,814): more sites may appear.',
      ),
    ).toBeTruthy();
    const credit = screen.getByRole('link', { name: RIDB_ATTRIBUTION }).parentElement!;
    expect(credit.textContent).toBe(`Campground data: ${OSM_ATTRIBUTION}; ${RIDB_ATTRIBUTION}`);
    expect(within(credit).getByRole('link', { name: OSM_ATTRIBUTION }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    expect(within(credit).getByRole('link', { name: RIDB_ATTRIBUTION }).getAttribute('href')).toBe(
      'https://ridb.recreation.gov',
    );
    await i18n.changeLanguage('fr');
    await waitFor(() => expect(screen.getByText(/12\s000 sur 79\s814/)).toBeTruthy());
  });

  it('searches around a place in the user’s miles and feet, with the ticked amenities, and lists sites nearest first', async () => {
    const calls = stubCampgroundApi('us');
    renderWithProviders(<CampgroundFinder />);
    const list = await searchKeswick((form) => {
      fireEvent.change(form.getByLabelText('Radius (mi)'), { target: { value: '30' } });
      fireEvent.change(form.getByLabelText('Rig length (ft, optional)'), { target: { value: '25' } });
      fireEvent.click(form.getByLabelText('Electric hook-up'));
      fireEvent.click(form.getByLabelText('Showers'));
    });

    const search = calls.find((c) => c.path === '/campgrounds/search')!;
    expect(Object.fromEntries(new URLSearchParams(search.search))).toEqual({
      lat: '54.6',
      lon: '-3.13',
      radius_km: '48.3',
      limit: '100',
      power: 'true',
      showers: 'true',
      min_length_m: '7.62',
    });
    expect(screen.getByRole('heading', { name: 'Within 30 mi of Keswick, England, United Kingdom' })).toBeTruthy();

    const [first, second] = list
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Campgrounds, nearest first');
    expect(first!.textContent).toContain('Derwentwater Camping');
    expect(first!.textContent).toContain('1 mi away · Fee charged · rigs up to 29.5 ft');
    expect(within(first!).getByRole('list', { name: 'Amenities' }).textContent).toBe(
      'Electric hook-upDrinking waterShowersToilets',
    );
    expect(within(first!).getByLabelText('Rated 4.5 out of 5 from 2 reviews')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(
      'https://example.org/derwentwater',
    );
    // A user's text shows as text, never as markup; a stored address that is not http(s) is no link.
    expect(second!.textContent).toContain('Hill farm <b>field</b>added by a traveller');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(second!.textContent).toContain('10 mi away · Free');
    expect(screen.getByRole('link', { name: OSM_ATTRIBUTION }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('shows distances in km for metric users and says when a place is not found', async () => {
    const calls = stubCampgroundApi('metric');
    renderWithProviders(<CampgroundFinder />);
    const form = within(await screen.findByRole('form', { name: 'Campground search' }));
    await waitFor(() => expect(form.getByLabelText('Radius (km)')).toBeTruthy());
    fireEvent.change(form.getByLabelText('Near a place'), { target: { value: 'Atlantis' } });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    expect(await form.findByText('No place called “Atlantis” was found.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/campgrounds/search')).toBe(false);

    const list = await searchKeswick();
    expect(list.getByText(/1\.6 km away/)).toBeTruthy();
    expect(
      Object.fromEntries(new URLSearchParams(calls.find((c) => c.path === '/campgrounds/search')!.search)),
    ).toEqual({ lat: '54.6', lon: '-3.13', radius_km: '50', limit: '100' });
  });

  it('shows a site’s reviews and saves the user’s stars and text', async () => {
    const calls = stubCampgroundApi('metric');
    renderWithProviders(<CampgroundFinder />);
    const list = await searchKeswick();
    fireEvent.click(list.getAllByRole('button', { name: 'Reviews' })[0]!);
    const reviews = within(await screen.findByRole('list', { name: 'Reviews of Derwentwater Camping' }));
    expect(reviews.getByText('Lovely lake views')).toBeTruthy();
    expect(reviews.getByText('5 stars')).toBeTruthy();
    // Reviewers are shown by their profile name, or as 'A traveller', never by an account id.
    expect(reviews.getByText('Ana Lima')).toBeTruthy();
    expect(reviews.getByText('A traveller')).toBeTruthy();
    expect(reviews.getByText('Muddy in spring')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Your review of Derwentwater Camping' }));
    fireEvent.click(form.getByRole('button', { name: 'Save review' }));
    expect(await form.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(form.getByLabelText('4 stars'));
    fireEvent.change(form.getByLabelText('Your review (optional)'), {
      target: { value: 'Quiet pitches, clean showers' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/campgrounds/${NEAR.id}/reviews`,
      body: { rating: 4, body: 'Quiet pitches, clean showers' },
    });
    expect(await screen.findByText('Thanks, your review is saved.')).toBeTruthy();
  });

  it('adds the user’s own site at the searched place with the amenities ticked', async () => {
    const calls = stubCampgroundApi('metric');
    renderWithProviders(<CampgroundFinder />);
    await searchKeswick();
    fireEvent.click(screen.getByRole('button', { name: 'Add a site' }));
    const form = within(screen.getByRole('form', { name: 'Add a campground' }));
    expect(form.getByLabelText<HTMLInputElement>('Latitude').value).toBe('54.6');
    fireEvent.click(form.getByRole('button', { name: 'Add site' }));
    expect(await form.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Lakeside layby' } });
    fireEvent.change(form.getByLabelText('Website (optional)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(form.getByRole('button', { name: 'Add site' }));
    expect(await form.findByText('Enter a web address starting with https:// or http://.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText('Website (optional)'), { target: { value: 'www.lakeside.example' } });
    fireEvent.click(form.getByLabelText('Drinking water'));
    fireEvent.click(form.getByLabelText('Free'));
    fireEvent.click(form.getByRole('button', { name: 'Add site' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    // Only what is given: empty boxes and unticked amenities send nothing.
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/campgrounds' });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Lakeside layby',
      lat: 54.6,
      lon: -3.13,
      website: 'https://www.lakeside.example',
      water: true,
      free: true,
    });
    expect(await screen.findByText('Lakeside layby was added.')).toBeTruthy();
  });

  it('searches along the planned route within the corridor in the user’s units and lists sites in route order', async () => {
    const calls = stubCampgroundApi('metric');
    renderWithProviders(<CampgroundFinder route={ROUTE} />);
    const form = within(await screen.findByRole('form', { name: 'Campground search' }));
    fireEvent.click(form.getByLabelText('Along this route'));
    expect(form.queryByLabelText('Near a place')).toBeNull();
    fireEvent.change(await form.findByLabelText('Distance from the route (km)'), { target: { value: '5' } });
    fireEvent.click(form.getByLabelText('Drinking water'));
    fireEvent.click(form.getByRole('button', { name: 'Search' }));

    const list = within(await screen.findByRole('list', { name: 'Campgrounds along the route, in route order' }));
    expect(calls.find((c) => c.path === '/campgrounds/search-along-route')).toMatchObject({
      method: 'POST',
      body: {
        path: ROUTE.geometry.map(([lon, lat]) => ({ lat, lon })),
        corridor_km: 5,
        filters: { water: true },
        limit: 100,
      },
    });
    expect(calls.some((c) => c.path === '/campgrounds/search')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Within 5 km of your route' })).toBeTruthy();
    const rows = list
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Campgrounds along the route, in route order');
    expect(rows.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Hill farm <b>field</b>added by a traveller',
      'Carlisle Caravan Park',
    ]);
    expect(rows[0]!.textContent).toContain('3.2 km off the route · 12.5 km from the start');
    expect(rows[1]!.textContent).toContain('0.8 km off the route · 38 km from the start');
    expect(screen.getByRole('link', { name: OSM_ATTRIBUTION })).toBeTruthy();
  });

  it('thins a long route to a bounded path that keeps both ends', () => {
    const long = Array.from({ length: 30_001 }, (_, i) => [-3 + i / 10_000, 54 + i / 20_000] as [number, number]);
    const path = routeSearchPath(long);
    expect(path.length).toBeLessThanOrEqual(ROUTE_SEARCH_POINTS_MAX);
    expect(path.length).toBeGreaterThan(ROUTE_SEARCH_POINTS_MAX / 2);
    expect(path[0]).toEqual({ lat: 54, lon: -3 });
    expect(path.at(-1)).toEqual({ lat: 55.5, lon: 0 });
  });
});
