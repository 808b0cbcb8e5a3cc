import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiResponse } from '#shared/lib/api-client.ts';
import i18n from '#shared/i18n/i18n.ts';
import { routeJson, stubApi } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { billingApi, testSubscription } from '../testing/billing-fixtures.ts';
import PaymentSuccessPage from './payment-success-page.tsx';

const ORDER_ID = '00000000-0000-4000-8000-0000000000f1';

type Order = ApiResponse<'GET /shop/orders/{id}'>['data'];

function testOrder(status: Order['status']): Order {
  return {
    id: ORDER_ID,
    number: 1042,
    status,
    method: 'stripe',
    currency: 'AUD',
    subtotal: 120,
    tax: 12,
    tax_included: true,
    shipping: 10,
    total: 130,
    items: [{ product_id: null, name: 'Levelling blocks', category: 'rv_parts', unit_amount: 60, quantity: 2 }],
    shipping_address: null,
    reserved_until: '2026-12-08T09:00:00.000Z',
    created_at: '2026-12-01T09:00:00.000Z',
    paid_at: status === 'paid' ? '2026-12-01T09:01:00.000Z' : null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    refunded_at: null,
  };
}

/** Answers `before` for the first `waitingAnswers` requests to a route, then `after`. */
function answersInTurn<T>(waitingAnswers: number, before: T, after: T) {
  let count = 0;
  return () => {
    count += 1;
    return count <= waitingAnswers ? before : after;
  };
}

const fast = { pollIntervalMs: 10, pollTimeoutMs: 10_000 };

afterEach(resetTestState);

describe('payment success page', () => {
  it('confirms an annual membership only once the server says it is active', async () => {
    signInAs(TEST_USER);
    const next = answersInTurn(
      2,
      testSubscription(),
      testSubscription({ status: 'active', plan: 'annual', source: 'stripe', course_access: true }),
    );
    const calls = billingApi({
      'GET /billing/subscription': () => routeJson('GET /billing/subscription', { data: next() }),
    });
    renderWithProviders(<PaymentSuccessPage {...fast} />, '/payment-success?plan=annual&session_id=cs_test_1');

    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the annual membership' })).toBeTruthy();
    expect(
      screen.getByText('Your payment is confirmed and your membership is active, with the video course included.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the video course' }).getAttribute('href')).toBe('/course');
    const asked = calls.filter((c) => c.path === '/billing/subscription').length;
    expect(asked).toBe(3);
    // Confirmed: it stops asking.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.filter((c) => c.path === '/billing/subscription')).toHaveLength(asked);
  });

  it('does not take another plan being active for the one bought', async () => {
    signInAs(TEST_USER);
    billingApi({
      'GET /billing/subscription': () =>
        routeJson('GET /billing/subscription', {
          data: testSubscription({ status: 'active', plan: 'monthly', source: 'stripe' }),
        }),
    });
    renderWithProviders(<PaymentSuccessPage pollIntervalMs={10} pollTimeoutMs={150} />, '/payment-success?plan=annual');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is taking longer to confirm' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });

  it('confirms the course once it is open to the user (French)', async () => {
    await i18n.changeLanguage('fr');
    signInAs(TEST_USER);
    const next = answersInTurn(1, testSubscription(), testSubscription({ course_access: true }));
    billingApi({ 'GET /billing/subscription': () => routeJson('GET /billing/subscription', { data: next() }) });
    renderWithProviders(<PaymentSuccessPage {...fast} />, '/payment-success?plan=course');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmation de votre paiement…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Le cours vidéo est à vous' })).toBeTruthy();
  });

  it('says when the confirmation takes longer, and checks again on request', async () => {
    signInAs(TEST_USER);
    let confirmed = false;
    const calls = billingApi({
      'GET /billing/subscription': () =>
        routeJson('GET /billing/subscription', {
          data: confirmed
            ? testSubscription({ status: 'active', plan: 'monthly', source: 'stripe' })
            : testSubscription(),
        }),
    });
    renderWithProviders(
      <PaymentSuccessPage pollIntervalMs={20} pollTimeoutMs={200} />,
      '/payment-success?plan=monthly',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is taking longer to confirm' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Stripe hasn't confirmed it yet. You will get an e-mail once it is confirmed, so there's no need to pay again.",
      ),
    ).toBeTruthy();
    // Past the time limit it stops asking.
    const asked = calls.filter((c) => c.path === '/billing/subscription').length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls.filter((c) => c.path === '/billing/subscription')).toHaveLength(asked);

    confirmed = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the monthly membership' })).toBeTruthy();
  });

  it('waits for a shop order to be paid, then points to My orders', async () => {
    signInAs(TEST_USER);
    const next = answersInTurn(2, testOrder('awaiting_payment'), testOrder('paid'));
    const calls = billingApi({
      [`GET /shop/orders/${ORDER_ID}`]: () => routeJson('GET /shop/orders/{id}', { data: next() }),
    });
    renderWithProviders(<PaymentSuccessPage {...fast} />, `/payment-success?order=${ORDER_ID}&session_id=cs_test_2`);

    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042 is paid' })).toBeTruthy();
    const lead = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith('Your'));
    expect(lead.textContent).toBe('Your order #1042 is paid — see My orders.');
    for (const link of screen.getAllByRole('link', { name: 'My orders' })) {
      expect(link.getAttribute('href')).toBe('/shop?view=orders');
    }
    expect(calls.filter((c) => c.path === `/shop/orders/${ORDER_ID}`)).toHaveLength(3);
  });

  it('does not call an order paid that was cancelled instead', async () => {
    signInAs(TEST_USER);
    billingApi({
      [`GET /shop/orders/${ORDER_ID}`]: () => routeJson('GET /shop/orders/{id}', { data: testOrder('cancelled') }),
    });
    renderWithProviders(<PaymentSuccessPage {...fast} />, `/payment-success?order=${ORDER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order #1042 is no longer waiting for payment' }),
    ).toBeTruthy();
    expect(screen.queryByText(/is paid/)).toBeNull();
  });

  it('stops at an order the server will not show', async () => {
    signInAs(TEST_USER);
    const calls = billingApi({});
    renderWithProviders(<PaymentSuccessPage {...fast} />, `/payment-success?order=${ORDER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't check your payment just now" }),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.filter((c) => c.path === `/shop/orders/${ORDER_ID}`)).toHaveLength(1);
  });

  it('asks a visitor to sign in instead of confirming anything', async () => {
    const calls = stubApi({});
    renderWithProviders(<PaymentSuccessPage {...fast} />, '/payment-success?plan=annual');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to see your payment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/billing'))).toHaveLength(0));
  });

  it('says there is nothing to confirm at an address naming no payment', () => {
    stubApi({});
    renderWithProviders(<PaymentSuccessPage {...fast} />, '/payment-success?plan=gold');
    expect(screen.getByRole('heading', { level: 1, name: 'Nothing to confirm here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/pricing');
    expect(document.body.textContent).not.toMatch(/paid|welcome/i);
  });
});
