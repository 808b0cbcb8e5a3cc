import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { LocationProbe, renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import type { Listing } from '../../api/marketplace.ts';
import MarketplaceTab from './marketplace-tab.tsx';

const SELLER = { id: '00000000-0000-4000-8000-0000000000e1', display_name: 'Kim', avatar_url: null };
const LISTING_ID = '00000000-0000-4000-8000-0000000000f1';

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: LISTING_ID,
    seller: SELLER,
    title: 'Dometic awning 4 m',
    description: 'Works fine, one small tear.',
    price: 180,
    currency: 'EUR',
    category: 'rv_parts',
    condition: 'good',
    photos: [],
    place: { name: 'Albi', latitude: 43.9289, longitude: 2.1464 },
    status: 'active',
    sold_at: null,
    mine: false,
    distance_km: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    hidden_at: null,
    hidden_reason: null,
    ...overrides,
  };
}

function marketApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /social/listings': () => jsonResponse(200, { data: [listing()], next_cursor: null }),
    ...handlers,
  });
}

const listingSearches = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/social/listings').map((c) => new URLSearchParams(c.search));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(TEST_USER);
});

afterEach(resetTestState);

describe('marketplace search', () => {
  it('shows each listing with its price in its own currency and its place', async () => {
    marketApi();
    renderWithProviders(<MarketplaceTab />);
    const grid = await screen.findByRole('list', { name: 'Listings' });
    expect(within(grid).getByText('Dometic awning 4 m')).toBeTruthy();
    expect(within(grid).getByText('€180.00')).toBeTruthy();
    expect(within(grid).getByText('Good')).toBeTruthy();
    expect(within(grid).getByText('Albi')).toBeTruthy();
  });

  it('sends words, category and a price bound in the user’s currency, then near me with its radius and order', async () => {
    const calls = marketApi();
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 43.928912, longitude: 2.146444 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderWithProviders(<MarketplaceTab />);
    await screen.findByRole('list', { name: 'Listings' });

    const bar = within(screen.getByRole('search', { name: 'Search listings' }));
    fireEvent.change(bar.getByLabelText('Words'), { target: { value: 'awning' } });
    fireEvent.change(bar.getByLabelText('Category'), { target: { value: 'rv_parts' } });
    fireEvent.change(bar.getByLabelText('Max price (USD)'), { target: { value: '250.50' } });
    fireEvent.click(bar.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = listingSearches(calls).at(-1);
      expect(Object.fromEntries(last ?? [])).toEqual({
        q: 'awning',
        category: 'rv_parts',
        max_price: '250.5',
        currency: 'USD',
      });
    });

    fireEvent.click(bar.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(listingSearches(calls).at(-1)?.get('lat')).toBe('43.9289'));
    // The distances offered are in the user's unit (miles on the default US settings).
    const within100 = within(bar.getByLabelText('Within')).getByRole('option', { name: '62 mi' });
    expect(within100.getAttribute('value')).toBe('100');
    fireEvent.change(bar.getByLabelText('Within'), { target: { value: '100' } });
    fireEvent.change(bar.getByLabelText('Order'), { target: { value: 'distance' } });
    await waitFor(() => {
      const last = listingSearches(calls).at(-1);
      expect(last?.get('lon')).toBe('2.1464');
      expect(last?.get('radius_km')).toBe('100');
      expect(last?.get('sort')).toBe('distance');
      expect(last?.get('q')).toBe('awning');
    });
  });

  it('an amount that is no number is refused on its box and no search is sent', async () => {
    const calls = marketApi();
    renderWithProviders(<MarketplaceTab />);
    await screen.findByRole('list', { name: 'Listings' });
    const bar = within(screen.getByRole('search', { name: 'Search listings' }));
    fireEvent.change(bar.getByLabelText('Min price (USD)'), { target: { value: 'cheap' } });
    fireEvent.click(bar.getByRole('button', { name: 'Search' }));
    expect(await bar.findByText('Enter an amount, e.g. 25.50.')).toBeTruthy();
    expect(listingSearches(calls)).toHaveLength(1);
  });
});

describe('selling', () => {
  it('publishes a listing with the price as an exact number and the user’s currency by default', async () => {
    const calls = marketApi({
      'POST /social/listings': ({ body }) =>
        jsonResponse(201, { data: listing({ ...(body as object), mine: true, place: null, photos: [] }) }),
      [`GET /social/listings/${LISTING_ID}`]: () => jsonResponse(200, { data: listing({ mine: true }) }),
    });
    renderWithProviders(<MarketplaceTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sell an item' }));
    const form = within(screen.getByRole('form', { name: 'New listing' }));
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Solar panel 200 W' } });
    fireEvent.change(form.getByLabelText('Price'), { target: { value: '1249.99' } });
    fireEvent.change(form.getByLabelText('Category'), { target: { value: 'solar_power' } });
    fireEvent.change(form.getByLabelText('Condition'), { target: { value: 'like_new' } });
    fireEvent.click(form.getByRole('button', { name: 'Publish listing' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/social/listings')?.body).toEqual({
        title: 'Solar panel 200 W',
        description: '',
        price: 1249.99,
        currency: 'USD',
        category: 'solar_power',
        condition: 'like_new',
        photos: [],
        place: null,
      }),
    );
  });

  it('a place name without a position is refused before anything is sent', async () => {
    const calls = marketApi();
    renderWithProviders(<MarketplaceTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sell an item' }));
    const form = within(screen.getByRole('form', { name: 'New listing' }));
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Jack' } });
    fireEvent.change(form.getByLabelText('Price'), { target: { value: '20' } });
    fireEvent.change(form.getByLabelText('Pick-up place'), { target: { value: 'Albi' } });
    fireEvent.click(form.getByRole('button', { name: 'Publish listing' }));
    expect(await form.findByText('Use your position to add a pick-up place.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('the seller marks their listing sold', async () => {
    let sold = false;
    const calls = marketApi({
      [`GET /social/listings/${LISTING_ID}`]: () =>
        jsonResponse(200, { data: listing({ mine: true, ...(sold ? { status: 'sold' } : {}) }) }),
      [`POST /social/listings/${LISTING_ID}/sold`]: () => {
        sold = true;
        return jsonResponse(200, { data: listing({ mine: true, status: 'sold', sold_at: '2026-11-25T10:00:00Z' }) });
      },
    });
    renderWithProviders(<MarketplaceTab />, `/social?tab=marketplace&listing=${LISTING_ID}`);
    expect(screen.queryByRole('link', { name: 'Message seller' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as sold' }));
    expect(await screen.findByText('Sold')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Put back on sale' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/social/listings/${LISTING_ID}/sold`,
    ]);
  });

  it('a buyer opens a listing and messages its seller', async () => {
    marketApi({ [`GET /social/listings/${LISTING_ID}`]: () => jsonResponse(200, { data: listing() }) });
    renderWithProviders(
      <>
        <MarketplaceTab />
        <LocationProbe />
      </>,
      '/social?tab=marketplace',
    );
    fireEvent.click(await screen.findByRole('button', { name: /Dometic awning 4 m/ }));
    expect(await screen.findByText('Works fine, one small tear.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kim' }).getAttribute('href')).toBe(`/social/travellers/${SELLER.id}`);
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Message seller' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/social?tab=messages&to=${SELLER.id}`),
    );
  });
});
