import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, routeJson, type RecordedCall } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { currentLocation, renderWithLocation } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { makeProduct, memberShopApi, visitorShopApi } from '../testing/shop-fixtures.ts';
import ShopPage from './shop-page.tsx';

const renderShop = (path: string) => renderWithLocation(<ShopPage />, path);

const productCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/shop/products');
const queryOf = (call: RecordedCall | undefined) => Object.fromEntries(new URLSearchParams(call?.search ?? ''));
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

afterEach(async () => {
  await resetTestState();
});

describe('shop catalogue', () => {
  it('reads the filters from the address, asks in the visitor’s region currency, and keeps changes in the address', async () => {
    const solar = makeProduct({
      name: 'Solar panel 200 W',
      category: 'electronics',
      price: { amount: 249, currency: 'AUD' },
      stock: 3,
    });
    const calls = visitorShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [solar], total: 1, next_offset: null }),
    });
    renderShop('/shop?category=electronics&q=solar&min_price=100&in_stock=1&sort=price_asc');

    expect(await screen.findByRole('heading', { level: 3, name: 'Solar panel 200 W' })).toBeTruthy();
    expect(queryOf(productCalls(calls)[0])).toEqual({
      category: 'electronics',
      q: 'solar',
      min_price: '100',
      in_stock: 'true',
      sort: 'price_asc',
      currency: 'AUD',
      limit: '24',
      offset: '0',
    });
    expect(within(card('Solar panel 200 W')).getByText('$249.00')).toBeTruthy();
    expect(within(card('Solar panel 200 W')).getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByText('1 product')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Electronics' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    const searchBox = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the shop' });
    expect(searchBox.value).toBe('solar');
    expect(screen.getByLabelText<HTMLInputElement>('Min price (AUD)').value).toBe('100');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'In stock only' }).checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value).toBe('price_asc');

    // Typing waits for a pause before the address and the list follow.
    fireEvent.change(searchBox, { target: { value: 'solar blanket' } });
    expect(currentLocation()).toContain('q=solar&');
    await waitFor(() => expect(currentLocation()).toContain('q=solar+blanket'));
    await waitFor(() => expect(queryOf(productCalls(calls).at(-1)).q).toBe('solar blanket'));
    expect(searchBox.value).toBe('solar blanket');

    fireEvent.click(screen.getByRole('button', { name: 'Camping gear' }));
    await waitFor(() => expect(queryOf(productCalls(calls).at(-1)).category).toBe('camping_gear'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(queryOf(productCalls(calls).at(-1))).toMatchObject({ sort: 'newest' }));
    expect(queryOf(productCalls(calls).at(-1)).in_stock).toBeUndefined();
    expect(currentLocation()).toBe('/shop?category=camping_gear&q=solar+blanket&min_price=100&sort=newest');
  });

  it('reads a price typed in French and refuses one that is no amount', async () => {
    const { default: i18n } = await import('#shared/i18n/i18n.ts');
    await i18n.changeLanguage('fr');
    const calls = visitorShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [], total: 0, next_offset: null }),
    });
    renderShop('/shop');
    const max = await screen.findByLabelText<HTMLInputElement>('Prix maximum (AUD)');
    fireEvent.change(max, { target: { value: '12,5' } });
    await waitFor(() => expect(queryOf(productCalls(calls).at(-1)).max_price).toBe('12.5'));
    expect(currentLocation()).toBe('/shop?max_price=12.5');
    expect(max.value).toBe('12,5');

    fireEvent.change(max, { target: { value: 'douze' } });
    expect(await screen.findByText('Saisissez un montant, par exemple 25 ou 25,50.')).toBeTruthy();
    expect(currentLocation()).toBe('/shop?max_price=12.5');
  });

  it('loads more products from the next offset, and says when an item is out of stock', async () => {
    const first = Array.from({ length: 24 }, (_, i) =>
      makeProduct({ name: `Product ${String(i + 1).padStart(2, '0')}`, stock: i === 0 ? 0 : 10 }),
    );
    const more = [makeProduct({ name: 'Product 25' })];
    const calls = visitorShopApi({
      'GET /shop/products': (call) =>
        queryOf(call).offset === '24'
          ? routeJson('GET /shop/products', { data: more, total: 25, next_offset: null })
          : routeJson('GET /shop/products', { data: first, total: 25, next_offset: 24 }),
    });
    renderShop('/shop');

    expect(await screen.findByText('25 products')).toBeTruthy();
    const soldOut = card('Product 01');
    expect(within(soldOut).getAllByText('Out of stock').length).toBe(2);
    expect(within(soldOut).getByRole<HTMLButtonElement>('button', { name: 'Out of stock' }).disabled).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Product 25' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Product 25' })).toBeTruthy();
    expect(queryOf(productCalls(calls).at(-1)).offset).toBe('24');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(25);
  });

  it('says when nothing matches and clears the filters', async () => {
    visitorShopApi({
      'GET /shop/products': (call) =>
        queryOf(call).q
          ? routeJson('GET /shop/products', { data: [], total: 0, next_offset: null })
          : routeJson('GET /shop/products', {
              data: [makeProduct({ name: 'Water hose' })],
              total: 1,
              next_offset: null,
            }),
    });
    renderShop('/shop?q=zzz&sort=price_desc');
    expect(await screen.findByText('No products match your search and filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Water hose' })).toBeTruthy();
    expect(currentLocation()).toBe('/shop');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the shop' }).value).toBe('');
  });

  it('shows why the products could not be loaded, and tries again', async () => {
    let fail = true;
    visitorShopApi({
      'GET /shop/products': () =>
        fail
          ? jsonResponse(500, { error: { class: 'server', message: 'boom' } })
          : routeJson('GET /shop/products', {
              data: [makeProduct({ name: 'Wheel chock' })],
              total: 1,
              next_offset: null,
            }),
    });
    renderShop('/shop');
    expect(await screen.findByText('The products could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Server error. Please try again in a few minutes.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Wheel chock' })).toBeTruthy();
  });

  it('lets the server price in a signed-in user’s own currency, and shows a price it has only in USD as USD', async () => {
    signInAs(TEST_USER);
    const calls = memberShopApi({
      'GET /shop/products': () =>
        routeJson('GET /shop/products', {
          data: [makeProduct({ name: 'Tyre gauge', price: { amount: 30, currency: 'USD' } })],
          total: 1,
          next_offset: null,
        }),
    });
    renderShop('/shop');
    const gauge = await screen.findByRole('heading', { level: 3, name: 'Tyre gauge' });
    expect(queryOf(productCalls(calls)[0]).currency).toBeUndefined();
    expect(within(gauge.closest('li') as HTMLElement).getByText(/^USD\s30\.00$/)).toBeTruthy();
    expect(await screen.findByLabelText('Min price (AUD)')).toBeTruthy();
  });
});
