import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OSM_ATTRIBUTION, type CampgroundWithDistance } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, settingsAnswer } from '#testing/test-account.ts';
import { CampgroundFinder } from './campground-finder.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000072', email: 'sam@example.com' };
const AMBLESIDE = { lat: 54.4326, lon: -2.9617, name: 'Ambleside', country: 'United Kingdom', region: 'ENG' };

/** OpenStreetMap sites as the search answers them: a named one and three without a name. */
const site = (n: number, over: Partial<CampgroundWithDistance>): CampgroundWithDistance => ({
  id: `00000000-0000-4000-8000-0000000009a${n}`,
  source: 'osm',
  osm_id: `node/${n}`,
  source_id: `node/${n}`,
  name: null,
  kind: 'camp_site',
  near_place: 'Ambleside',
  lat: 54.4,
  lon: -2.97,
  ele: null,
  power: null,
  water: null,
  dump_station: null,
  showers: null,
  toilets: null,
  pets: null,
  free: null,
  max_length_m: null,
  caravans: null,
  motorhome: null,
  tents: null,
  fee: null,
  capacity: null,
  website: null,
  phone: null,
  opening_hours: null,
  address: null,
  tags: {},
  added_by: null,
  mine: false,
  rating_avg: null,
  review_count: 0,
  attribution: OSM_ATTRIBUTION,
  created_at: '',
  updated_at: '',
  distance_km: n,
  ...over,
});
const SITES = [
  site(1, { name: 'Low Wray Campsite', near_place: null }),
  site(2, {}),
  site(3, { kind: 'caravan_site', near_place: 'Keswick' }),
  site(4, { near_place: null }),
];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
  stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, 'metric'),
    'GET /geocode': () => jsonResponse(200, { data: [{ ...AMBLESIDE, population: 2529 }] }),
    'GET /campgrounds/search': () => jsonResponse(200, { data: SITES }),
  });
});
afterEach(resetTestState);

/** The first line of each listed site: its name as the user reads it. */
const names = (list: HTMLElement) => [...list.children].map((item) => item.querySelector('p')?.textContent);

describe('campgrounds without a name', () => {
  it('are listed by kind and nearest town in English, Spanish and French, with the data credit kept', async () => {
    renderWithProviders(<CampgroundFinder />);
    const form = within(await screen.findByRole('form', { name: 'Campground search' }));
    fireEvent.change(form.getByLabelText('Near a place'), { target: { value: 'Ambleside' } });
    fireEvent.click(form.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Campgrounds, nearest first' });
    expect(names(list)).toEqual([
      'Low Wray Campsite',
      'Campsite near Ambleside',
      'Caravan site near Keswick',
      'Campsite',
    ]);
    expect(screen.getByRole('link', { name: OSM_ATTRIBUTION }).parentElement!.textContent).toBe(
      `Campground data: ${OSM_ATTRIBUTION}`,
    );

    await i18n.changeLanguage('es');
    await waitFor(() =>
      expect(names(list)).toEqual([
        'Low Wray Campsite',
        'Camping cerca de Ambleside',
        'Área de autocaravanas cerca de Keswick',
        'Camping',
      ]),
    );

    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(names(list)).toEqual([
        'Low Wray Campsite',
        "Camping près d'Ambleside",
        'Aire de camping-car près de Keswick',
        'Camping',
      ]),
    );
  });
});
