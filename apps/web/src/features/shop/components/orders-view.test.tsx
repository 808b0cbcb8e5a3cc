import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import ShopPage from '../pages/shop-page.tsx';
import { AUD_SETTING, makeOrder, memberShopApi, visitorShopApi } from '../testing/shop-fixtures.ts';
import type { Order } from '../api/queries.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetTestState();
});

const orderCard = (number: number) => screen.getByRole('listitem', { name: `Order #${number}` });

function ordersApi(initial: Order[], more: Parameters<typeof memberShopApi>[0] = {}) {
  signInAs(TEST_USER);
  let orders = initial;
  const move = (id: string, status: Order['status']) => {
    orders = orders.map((o) => (o.id === id ? { ...o, status } : o));
    return orders.find((o) => o.id === id) as Order;
  };
  const calls = memberShopApi({
    'GET /shop/orders': () => routeJson('GET /shop/orders', { data: orders }),
    ...Object.fromEntries(
      initial.flatMap((o) => [
        [
          `POST /shop/orders/${o.id}/cancel`,
          () => routeJson('POST /shop/orders/{id}/cancel', { data: move(o.id, 'cancelled') }),
        ],
        [
          `POST /shop/orders/${o.id}/delivered`,
          () => routeJson('POST /shop/orders/{id}/delivered', { data: move(o.id, 'delivered') }),
        ],
      ]),
    ),
    ...more,
  });
  return calls;
}

describe('my orders', () => {
  it('lists the orders newest first with their status, items, totals and address', async () => {
    const awaiting = makeOrder({ number: 1043, status: 'awaiting_payment', created_at: '2026-12-02T10:00:00.000Z' });
    const shipped = makeOrder({
      number: 1041,
      status: 'shipped',
      method: 'stripe',
      currency: 'AUD',
      items: [
        { product_id: null, name: 'LED lantern', category: 'camping_gear', unit_amount: 19.5, quantity: 3 },
        { product_id: null, name: 'Wheel chock', category: 'rv_parts', unit_amount: 12.1, quantity: 1 },
      ],
      subtotal: 70.6,
      tax: 6.42,
      shipping: 0,
      total: 70.6,
    });
    const refunded = makeOrder({ number: 1040, status: 'refunded', method: 'stripe' });
    ordersApi([awaiting, shipped, refunded]);
    renderWithProviders(<ShopPage />, '/shop?view=orders');

    const list = await screen.findByRole('list', { name: 'Your orders, newest first' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Order #1043', 'Order #1041', 'Order #1040']);
    expect(within(orderCard(1043)).getByText('Awaiting payment')).toBeTruthy();
    expect(within(orderCard(1040)).getByText('Refunded')).toBeTruthy();
    const card = orderCard(1041);
    expect(within(card).getByText('Shipped')).toBeTruthy();
    expect(within(card).getByText('3 × LED lantern').nextElementSibling?.textContent).toBe('$58.50');
    expect(within(card).getByText('Tax incl.').nextElementSibling?.textContent).toBe('$6.42');
    expect(within(card).getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
    expect(within(card).getByText('Total').nextElementSibling?.textContent).toBe('$70.60');
    expect(within(card).getByText('Pay by card')).toBeTruthy();
    expect(within(card).getByText(/1 Beach Rd/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(orderCard(1043)).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(orderCard(1040)).queryByRole('button')).toBeNull();
  });

  it('shows the bank details the shop gave for the order’s currency, else asks to write to support', async () => {
    const aud = makeOrder({ number: 1043, currency: 'AUD' });
    const usd = makeOrder({ number: 1044, currency: 'USD' });
    const setting = { ...AUD_SETTING, bank_details: 'Wheels & Wins Pty Ltd\nBSB 062-000 · Account 1234 5678' };
    ordersApi([aud, usd], {
      'GET /shop/region-settings': () =>
        routeJson('GET /shop/region-settings', { data: [setting, { ...AUD_SETTING, currency: 'USD' }] }),
    });
    renderWithProviders(<ShopPage />, '/shop?view=orders');

    const audCard = await screen.findByRole('listitem', { name: 'Order #1043' });
    expect(await within(audCard).findByText('Bank details for the transfer')).toBeTruthy();
    expect(within(audCard).getByText(/BSB 062-000 · Account 1234 5678/).textContent).toBe(setting.bank_details);
    expect(within(audCard).getByText(/To arrange a collection or ask anything/)).toBeTruthy();
    const usdCard = orderCard(1044);
    expect(within(usdCard).queryByText('Bank details for the transfer')).toBeNull();
    expect(within(usdCard).getByText(/For the bank details or to arrange a collection/)).toBeTruthy();
  });

  it('cancels an order awaiting payment once confirmed', async () => {
    const order = makeOrder({ number: 1043 });
    const calls = ordersApi([order]);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderWithProviders(<ShopPage />, '/shop?view=orders');

    fireEvent.click(
      await within(await screen.findByRole('listitem', { name: 'Order #1043' })).findByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(confirm).toHaveBeenCalledWith('Cancel order #1043? Its items go back on sale.');
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);

    confirm.mockReturnValue(true);
    fireEvent.click(within(orderCard(1043)).getByRole('button', { name: 'Cancel order' }));
    expect(await within(orderCard(1043)).findByText('Cancelled')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === `/shop/orders/${order.id}/cancel`)).toHaveLength(1);
    expect(within(orderCard(1043)).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(orderCard(1043)).queryByText(/To pay by bank transfer/)).toBeNull();
  });

  it('says so when the order can no longer be cancelled', async () => {
    const order = makeOrder({ number: 1043 });
    signInAs(TEST_USER);
    memberShopApi({
      'GET /shop/orders': () => routeJson('GET /shop/orders', { data: [order] }),
      [`POST /shop/orders/${order.id}/cancel`]: () =>
        jsonResponse(409, {
          error: {
            class: 'validation',
            message: 'An order that is paid cannot become cancelled.',
            code: 'order_status',
          },
        }),
    });
    vi.stubGlobal('confirm', () => true);
    renderWithProviders(<ShopPage />, '/shop?view=orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order can no longer be changed that way. The list shows where it is now.',
    );
  });

  it('confirms a shipped order arrived, in Spanish', async () => {
    await i18n.changeLanguage('es');
    const order = makeOrder({ number: 1041, status: 'shipped', method: 'stripe' });
    const calls = ordersApi([order]);
    renderWithProviders(<ShopPage />, '/shop?view=orders');
    const card = await screen.findByRole('listitem', { name: 'Pedido n.º 1041' });
    expect(within(card).getByText('Enviado')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Lo he recibido' }));
    expect(await within(card).findByText('Entregado')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === `/shop/orders/${order.id}/delivered`)).toBe(true));
  });

  it('has nothing to show a visitor but a way to sign in that comes back here', async () => {
    visitorShopApi({});
    renderWithProviders(<ShopPage />, '/shop?view=orders');
    expect(await screen.findByText('Sign in to see your orders.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fshop%3Fview%3Dorders',
    );
  });

  it('says when there are no orders yet', async () => {
    ordersApi([]);
    renderWithProviders(<ShopPage />, '/shop?view=orders');
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
  });
});
