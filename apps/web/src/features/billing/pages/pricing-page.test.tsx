import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { regionConfigFor } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { testPlans } from '#testing/fixtures/billing.ts';
import { billingApi, testSubscription } from '../testing/billing-fixtures.ts';
import PricingPage from './pricing-page.tsx';

const AUD_PLANS = testPlans('AUD', { monthly: 18, annual: 150, annualMonthly: 12.5, course: 149 });

const plan = (name: string) => screen.getByRole('region', { name });

function signedInPricing(handlers: Parameters<typeof billingApi>[0] = {}) {
  signInAs(TEST_USER);
  return billingApi({
    'GET /billing/plans': () => routeJson('GET /billing/plans', AUD_PLANS),
    'GET /billing/subscription': () => routeJson('GET /billing/subscription', { data: testSubscription() }),
    ...handlers,
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await resetTestState();
});

describe('pricing page', () => {
  it('shows a visitor in Australia the plans in AUD, each leading to sign-up', async () => {
    const calls = stubApi({
      'GET /region': () => routeJson('GET /region', { data: regionConfigFor('AU') }),
      'GET /billing/plans': () => routeJson('GET /billing/plans', AUD_PLANS),
    });
    renderWithProviders(<PricingPage />, '/pricing');

    expect(await screen.findByRole('heading', { level: 2, name: 'Annual membership' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/billing/plans')?.search).toBe('?currency=AUD');
    expect(within(plan('Free trial')).getByText('Free for 30 days')).toBeTruthy();
    expect(within(plan('Monthly membership')).getByText('$18.00 a month')).toBeTruthy();
    const annual = plan('Annual membership');
    expect(within(annual).getByText('$150.00 a year')).toBeTruthy();
    expect(within(annual).getByText("That's $12.50 a month")).toBeTruthy();
    expect(within(annual).getByText('Includes the video course')).toBeTruthy();
    expect(within(plan('The video course on its own')).getByText('$149.00 once')).toBeTruthy();

    expect(within(plan('Free trial')).getByRole('link', { name: 'Start Free for 30 Days' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(within(annual).getByRole('link', { name: 'Sign up to choose this plan' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Sign up to buy the course' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("asks for a signed-in user's own currency and starts the annual checkout", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = signedInPricing({
      'POST /billing/checkout': () =>
        routeJson('POST /billing/checkout', { data: { url: 'https://checkout.stripe.test/c/pay/cs_1' } }),
    });
    renderWithProviders(<PricingPage />, '/pricing');

    const annual = await screen.findByRole('region', { name: 'Annual membership' });
    expect(calls.find((c) => c.path === '/billing/plans')?.search).toBe('');
    expect(await within(plan('Free trial')).findByText('Your current plan')).toBeTruthy();
    fireEvent.click(within(annual).getByRole('button', { name: 'Choose annual' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ item: 'annual' });
    expect(await within(annual).findByText("Taking you to Stripe's secure page…")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose monthly' }).disabled).toBe(true);
  });

  it('buys the course on its own, and shows an owned course instead of a button', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = signedInPricing({
      'POST /billing/checkout': () =>
        routeJson('POST /billing/checkout', { data: { url: 'https://checkout.stripe.test/c/pay/cs_2' } }),
    });
    renderWithProviders(<PricingPage />, '/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy the course' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_2'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ item: 'course' });
  });

  it('marks the current paid plan and the course a member already has', async () => {
    signedInPricing({
      'GET /billing/subscription': () =>
        routeJson('GET /billing/subscription', {
          data: testSubscription({ status: 'active', plan: 'annual', source: 'stripe', course_access: true }),
        }),
    });
    renderWithProviders(<PricingPage />, '/pricing');
    const annual = await screen.findByRole('region', { name: 'Annual membership' });
    expect(await within(annual).findByText('Your current plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose annual' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose monthly' })).toBeTruthy();
    expect(screen.getByText('The video course is yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the video course' }).getAttribute('href')).toBe('/course');
    expect(screen.queryByRole('button', { name: 'Buy the course' })).toBeNull();
    expect(within(plan('Free trial')).getByText('Every new account starts with the free trial.')).toBeTruthy();
  });

  it('shows the server’s word when card payments are not set up', async () => {
    signedInPricing({
      'POST /billing/checkout': () =>
        jsonResponse(409, {
          error: {
            class: 'validation',
            message: 'Card payments are not available here yet. An admin can grant your membership.',
            code: 'card_payments_unavailable',
          },
        }),
    });
    renderWithProviders(<PricingPage />, '/pricing');
    const monthly = await screen.findByRole('region', { name: 'Monthly membership' });
    fireEvent.click(within(monthly).getByRole('button', { name: 'Choose monthly' }));
    expect((await within(monthly).findByRole('alert')).textContent).toBe(
      'Card payments are not available here yet. An admin can grant your membership.',
    );
    // Nothing is left busy: the user can try the other plan.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose annual' }).disabled).toBe(false);
  });

  it.each([
    ['en', 'Choose monthly', 'Failed to start checkout process. Please try again later.'],
    ['fr', 'Choisir le mensuel', 'Échec du démarrage du processus de paiement. Veuillez réessayer plus tard.'],
  ] as const)('words a failed checkout as SPEC §8 says (%s)', async (language, button, text) => {
    await i18n.changeLanguage(language);
    signedInPricing({
      'POST /billing/checkout': () =>
        jsonResponse(502, {
          error: {
            class: 'network',
            message: 'Failed to start checkout process. Please try again later.',
            code: 'checkout_failed',
          },
        }),
    });
    renderWithProviders(<PricingPage />, '/pricing');
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
