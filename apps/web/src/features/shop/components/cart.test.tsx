import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, routeJson } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithLocation } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import ShopPage from '../pages/shop-page.tsx';
import { REPRICED_CART_KEY, VISITOR_CART_KEY } from '../lib/visitor-cart.ts';
import { makeCart, makeProduct, makeProductDetail, memberShopApi, visitorShopApi } from '../testing/shop-fixtures.ts';

const renderShop = (path = '/shop') => renderWithLocation(<ShopPage />, path);
const storedCart = () => JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? 'null') as unknown;
const cartButton = (count: number) =>
  screen.findByRole('button', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });

afterEach(async () => {
  await resetTestState();
});

describe('cart', () => {
  it('keeps a visitor’s cart in this browser, priced from the catalogue with estimated totals, and asks them to sign in', async () => {
    const chair = makeProductDetail({
      name: 'Folding camp chair',
      price: { amount: 49.95, currency: 'AUD' },
      stock: 2,
    });
    const lamp = makeProductDetail({ name: 'LED lantern', price: { amount: 19.5, currency: 'AUD' }, stock: 30 });
    visitorShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [chair, lamp], total: 2, next_offset: null }),
      [`GET /shop/products/${chair.id}`]: () => routeJson('GET /shop/products/{id}', { data: chair }),
      [`GET /shop/products/${lamp.id}`]: () => routeJson('GET /shop/products/{id}', { data: lamp }),
    });
    renderShop();

    fireEvent.click(await screen.findByRole('button', { name: 'Add Folding camp chair to cart' }));
    await cartButton(1);
    fireEvent.click(screen.getByRole('button', { name: 'Add LED lantern to cart' }));
    fireEvent.click(await cartButton(2));
    expect(storedCart()).toEqual({
      items: [
        { product_id: chair.id, quantity: 1 },
        { product_id: lamp.id, quantity: 1 },
      ],
      // The currency the visitor's estimate is in, to say so if their account later pays in another.
      currency: 'AUD',
    });

    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    const lines = within(drawer).getByRole('list', { name: 'Items in your cart' });
    expect(await within(lines).findByText('Folding camp chair')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'One more Folding camp chair' }));
    // Two in stock: the stepper stops there.
    await waitFor(() =>
      expect(
        within(drawer).getByRole<HTMLButtonElement>('button', { name: 'One more Folding camp chair' }).disabled,
      ).toBe(true),
    );
    expect(storedCart()).toEqual({
      items: [
        { product_id: chair.id, quantity: 2 },
        { product_id: lamp.id, quantity: 1 },
      ],
      currency: 'AUD',
    });
    // 2 × 49.95 + 19.50 = 119.40: free shipping from 100, GST 10 % included (119.40 / 11 = 10.85).
    const totals = (label: string) => within(drawer).getByText(label).nextElementSibling?.textContent;
    expect(totals('Subtotal')).toBe('$119.40');
    expect(totals('Shipping')).toBe('Free');
    expect(totals('Tax incl. (10%)')).toBe('$10.85');
    expect(totals('Total')).toBe('$119.40');
    expect(within(drawer).getByText('Estimated in AUD; the checkout confirms the totals.')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove LED lantern' }));
    await waitFor(() => expect(within(lines).queryByText('LED lantern')).toBeNull());
    expect(totals('Shipping')).toBe('$9.95');
    expect(totals('Total')).toBe('$109.85');

    expect(within(drawer).getByRole('link', { name: 'Sign in to check out' }).getAttribute('href')).toBe(
      '/login?next=%2Fshop%3Fview%3Dcheckout',
    );
    expect(storedCart()).toEqual({ items: [{ product_id: chair.id, quantity: 2 }], currency: 'AUD' });
  });

  it('adds the browser’s cart to the account once signed in, and empties it here', async () => {
    const chair = makeProduct({ name: 'Folding camp chair' });
    const hose = makeProduct({ name: 'Drinking water hose', price: { amount: 35, currency: 'AUD' } });
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ items: [{ product_id: chair.id, quantity: 2 }] }));
    signInAs(TEST_USER);
    // The account's cart already held a hose; the merge adds the chairs to it.
    let cart = makeCart([[hose, 1]]);
    const calls = memberShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [chair, hose], total: 2, next_offset: null }),
      'GET /shop/cart': () => routeJson('GET /shop/cart', { data: cart }),
      'POST /shop/cart/merge': () => {
        cart = makeCart(
          [
            [hose, 1],
            [chair, 2],
          ],
          { subtotal: 134.9, tax: 12.26, total: 134.9 },
        );
        return routeJson('POST /shop/cart/merge', { data: cart });
      },
    });
    renderShop();

    await waitFor(() => expect(calls.filter((c) => c.path === '/shop/cart/merge')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/shop/cart/merge')?.body).toEqual({
      items: [{ product_id: chair.id, quantity: 2 }],
    });
    fireEvent.click(await cartButton(3));
    await waitFor(() => expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull());
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('Drinking water hose')).toBeTruthy();
    expect(within(drawer).getByText('Folding camp chair')).toBeTruthy();
    expect(within(drawer).getByText('Total').nextElementSibling?.textContent).toBe('$134.90');
    expect(within(drawer).queryByText(/Estimated/)).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Check out' })).toBeTruthy();
    // Merged once, however often the page renders.
    expect(calls.filter((c) => c.path === '/shop/cart/merge')).toHaveLength(1);
    // Nothing was estimated in another currency, so nothing is said about one.
    expect(within(drawer).queryByText(/before you signed in/)).toBeNull();
  });

  it('says in the cart when the account prices the merged cart in another currency than the visitor saw', async () => {
    const chair = makeProduct({ name: 'Folding camp chair' });
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify({ items: [{ product_id: chair.id, quantity: 2 }], currency: 'USD' }),
    );
    signInAs(TEST_USER);
    let cart = makeCart([]);
    const calls = memberShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [chair], total: 1, next_offset: null }),
      'GET /shop/cart': () => routeJson('GET /shop/cart', { data: cart }),
      'POST /shop/cart/merge': () => {
        cart = makeCart([[chair, 2]], { subtotal: 99.9, tax: 9.08, total: 99.9 });
        return routeJson('POST /shop/cart/merge', { data: cart });
      },
    });
    renderShop();

    await waitFor(() => expect(calls.filter((c) => c.path === '/shop/cart/merge')).toHaveLength(1));
    fireEvent.click(await cartButton(2));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(
      await within(drawer).findByText(
        'Your cart was estimated in USD before you signed in. Your account pays in AUD, so the prices and totals are now in AUD.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(within(drawer).queryByText(/before you signed in/)).toBeNull());
    expect(localStorage.getItem(REPRICED_CART_KEY)).toBeNull();
  });

  it('keeps the browser’s cart when it could not join the account, and tries again when asked', async () => {
    const chair = makeProduct({ name: 'Folding camp chair' });
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ items: [{ product_id: chair.id, quantity: 1 }] }));
    signInAs(TEST_USER);
    let fail = true;
    memberShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [chair], total: 1, next_offset: null }),
      'POST /shop/cart/merge': () =>
        fail
          ? jsonResponse(503, { error: { class: 'server', message: 'Down' } })
          : routeJson('POST /shop/cart/merge', { data: makeCart([[chair, 1]]) }),
    });
    renderShop();
    expect(
      await screen.findByText(
        'The cart from before you signed in could not be added to your account: Server error. Please try again in a few minutes.',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem(VISITOR_CART_KEY)).not.toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull());
    await cartButton(1);
  });

  it('shows the server’s out-of-stock answer on the line whose quantity it refused', async () => {
    const chair = makeProduct({ name: 'Folding camp chair', stock: 5 });
    signInAs(TEST_USER);
    const calls = memberShopApi({
      'GET /shop/products': () => routeJson('GET /shop/products', { data: [], total: 0, next_offset: null }),
      'GET /shop/cart': () => routeJson('GET /shop/cart', { data: makeCart([[chair, 1]]) }),
      'PUT /shop/cart/items': () =>
        jsonResponse(409, {
          error: { class: 'validation', message: 'Sorry, only 1 of Folding camp chair left.', code: 'out_of_stock' },
        }),
    });
    renderShop();
    fireEvent.click(await cartButton(1));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'One more Folding camp chair' }));
    const line = within(drawer).getByText('Folding camp chair').closest('li') as HTMLElement;
    expect((await within(line).findByRole('alert')).textContent).toBe(
      'Not that many are left in stock. The cart now shows what is left.',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ product_id: chair.id, quantity: 2 });
    // The cart is read again to show what is left.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/shop/cart')).toHaveLength(2));
  });
});
