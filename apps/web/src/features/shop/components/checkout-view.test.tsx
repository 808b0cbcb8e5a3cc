import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { currentLocation, renderWithLocation } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import ShopPage from '../pages/shop-page.tsx';
import { makeCart, makeOrder, makeProduct, memberShopApi, visitorShopApi } from '../testing/shop-fixtures.ts';

const renderShop = (path = '/shop?view=checkout') => renderWithLocation(<ShopPage />, path);

const chair = makeProduct({ name: 'Folding camp chair', price: { amount: 49.95, currency: 'AUD' } });
const fullCart = makeCart([[chair, 2]], { subtotal: 99.9, tax: 9.08, shipping: 9.95, total: 109.85 });

function checkoutApi(handlers: Record<string, ApiHandler> = {}) {
  signInAs(TEST_USER);
  let cart = fullCart;
  return memberShopApi({
    'GET /shop/cart': () => routeJson('GET /shop/cart', { data: cart }),
    'POST /shop/checkout': (call) => {
      cart = makeCart([]);
      const manual = (call.body as { method: string }).method === 'manual';
      return routeJson(
        'POST /shop/checkout',
        {
          data: manual
            ? { order_id: order.id }
            : { order_id: order.id, url: 'https://checkout.stripe.test/c/pay/cs_9' },
        },
        201,
      );
    },
    'GET /shop/orders': () => routeJson('GET /shop/orders', { data: [order] }),
    ...handlers,
  });
}
const order = makeOrder({ number: 1042, total: 109.85, currency: 'AUD', method: 'manual' });

async function fillAddress() {
  const field = (name: string) => screen.getByLabelText(name, { exact: true });
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Robin Road' } });
  fireEvent.change(field('Address'), { target: { value: '1 Beach Rd' } });
  fireEvent.change(field('Town or city'), { target: { value: 'Byron Bay' } });
  fireEvent.change(field('Postcode or ZIP code'), { target: { value: '2481' } });
  fireEvent.change(field('Country code'), { target: { value: 'au' } });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await resetTestState();
});

describe('checkout', () => {
  it('asks a visitor to sign in and come back to the checkout', async () => {
    visitorShopApi({});
    renderShop();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in to check out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to check out' }).getAttribute('href')).toBe(
      '/login?next=%2Fshop%3Fview%3Dcheckout',
    );
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('checks the address on its fields before placing anything', async () => {
    const calls = checkoutApi();
    renderShop();
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: 'Australia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(4);
    expect(screen.getByText('Enter the two-letter country code, such as US.')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/shop/checkout')).toBe(false);
  });

  it('places a pay-on-collection or bank-transfer order and shows it awaiting payment with how to pay', async () => {
    const calls = checkoutApi();
    renderShop();
    const summary = (await screen.findByRole('heading', { name: 'Order summary' })).parentElement as HTMLElement;
    expect(await within(summary).findByText('Folding camp chair')).toBeTruthy();
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$109.85');
    await fillAddress();
    fireEvent.click(screen.getByRole('radio', { name: /Pay on collection or by bank transfer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(currentLocation()).toBe(`/shop?view=orders&placed=${order.id}`));
    expect(calls.find((c) => c.path === '/shop/checkout')?.body).toEqual({
      method: 'manual',
      shipping_address: { name: 'Robin Road', line1: '1 Beach Rd', city: 'Byron Bay', postcode: '2481', country: 'AU' },
    });
    expect(await screen.findByText('Order #1042 placed')).toBeTruthy();
    const card = screen.getByRole('listitem', { name: 'Order #1042' });
    expect(within(card).getByText('Awaiting payment')).toBeTruthy();
    expect(
      within(card).getByText(
        'To pay by bank transfer, send $109.85 with order number 1042 as the reference; to pay on collection, give the same number. We hold your items for 7 days; an admin marks the order paid when your payment arrives.',
      ),
    ).toBeTruthy();
    expect((await within(card).findByRole('link', { name: 'support@wheelsandwins.app' })).getAttribute('href')).toBe(
      'mailto:support@wheelsandwins.app?subject=Order%20%231042',
    );
    await screen.findByRole('button', { name: 'Cart, 0 items' });
  });

  it('sends a card payment to Stripe’s page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = checkoutApi();
    renderShop();
    await fillAddress();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pay by card/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_9'));
    expect((calls.find((c) => c.path === '/shop/checkout')?.body as { method: string }).method).toBe('stripe');
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
  });

  it.each([
    ['en', 'Failed to start checkout process. Please try again later.', 'Continue to payment', 'Full name'],
    [
      'fr',
      'Échec du démarrage du processus de paiement. Veuillez réessayer plus tard.',
      'Continuer vers le paiement',
      'Nom complet',
    ],
  ] as const)(
    'says in %s that the card checkout could not start (SPEC §8)',
    async (language, text, submit, nameLabel) => {
      await i18n.changeLanguage(language);
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      checkoutApi({
        'POST /shop/checkout': () =>
          jsonResponse(502, {
            error: {
              class: 'network',
              message: 'Failed to start checkout process. Please try again later.',
              code: 'checkout_failed',
            },
          }),
      });
      renderShop();
      fireEvent.change(await screen.findByLabelText(nameLabel), { target: { value: 'Robin Road' } });
      const inputs = screen.getAllByRole('textbox');
      for (const [index, value] of [
        [1, '1 Beach Rd'],
        [3, 'Byron Bay'],
        [5, '2481'],
        [6, 'AU'],
      ] as const) {
        fireEvent.change(inputs[index] as HTMLElement, { target: { value } });
      }
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('offers the manual method only, once the server says card payments are not set up', async () => {
    const calls = checkoutApi({
      'POST /shop/checkout': (call) =>
        (call.body as { method: string }).method === 'stripe'
          ? jsonResponse(409, {
              error: {
                class: 'validation',
                message: 'Card payments are not available. Choose pay on collection or bank transfer.',
                code: 'card_payments_unavailable',
              },
            })
          : routeJson('POST /shop/checkout', { data: { order_id: order.id } }, 201),
    });
    renderShop();
    await fillAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // Said once, at the card option it is about.
    const reason = 'Card payments are not available. Choose pay on collection or bank transfer.';
    expect(await screen.findAllByText(reason)).toHaveLength(1);
    expect(screen.getByRole('radio', { name: new RegExp(reason.split('.')[0]!) })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pay by card/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pay on collection/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentLocation()).toBe(`/shop?view=orders&placed=${order.id}`));
    expect(calls.filter((c) => c.path === '/shop/checkout').map((c) => (c.body as { method: string }).method)).toEqual([
      'stripe',
      'manual',
    ]);
  });

  it('offers no card when the server has no card payments set up', async () => {
    checkoutApi({
      'GET /config/public': () =>
        routeJson('GET /config/public', { data: { map_style_url: null, card_payments: false } }),
    });
    renderShop();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pay by card/ }).disabled).toBe(true),
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Pay on collection/ }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('shows the out-of-stock answer and reloads the cart', async () => {
    let cartReads = 0;
    checkoutApi({
      'GET /shop/cart': () => {
        cartReads += 1;
        return routeJson('GET /shop/cart', { data: fullCart });
      },
      'POST /shop/checkout': () =>
        jsonResponse(409, {
          error: { class: 'validation', message: 'Sorry, only 1 of Folding camp chair left.', code: 'out_of_stock' },
        }),
    });
    renderShop();
    await fillAddress();
    fireEvent.click(screen.getByRole('radio', { name: /Pay on collection/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not that many are left in stock. The cart now shows what is left.',
    );
    await waitFor(() => expect(cartReads).toBe(2));
    expect(currentLocation()).toBe('/shop?view=checkout');
  });

  it('has nothing to check out with an empty cart', async () => {
    checkoutApi({ 'GET /shop/cart': () => routeJson('GET /shop/cart', { data: makeCart([]) }) });
    renderShop();
    expect(await screen.findByText('Your cart is empty, so there is nothing to check out.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Place order|Continue to payment/ })).toBeNull();
  });
});
