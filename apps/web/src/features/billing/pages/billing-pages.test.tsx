import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { billingApi, testSubscription } from '../testing/billing-fixtures.ts';
import CancelTrialPage from './cancel-trial-page.tsx';
import PaymentCanceledPage from './payment-canceled-page.tsx';
import ThankYouPage from './thank-you-page.tsx';

async function renderThankYou(path: string, language: 'en' | 'es' | 'fr' = 'en') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/thank-you/:platform" element={<ThankYouPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const thankYouPath = (platform: string) => `/thank-you/${encodeURIComponent(platform)}`;

afterEach(async () => {
  cleanup();
  await resetTestState();
});

describe('thank-you page', () => {
  it('thanks the buyer with the platform name capitalised', async () => {
    await renderThankYou(thankYouPath('amazon'));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase on Amazon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('turns a hyphenated platform into words', async () => {
    await renderThankYou(thankYouPath('tiktok-shop'));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase on Tiktok Shop' })).toBeTruthy();
  });

  it('shows markup in the platform literally, as text', async () => {
    const { container } = await renderThankYou(thankYouPath('<script>alert(1)</script>'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase on <script>alert(1)</script>' }),
    ).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('falls back to a general thank-you when the platform is blank', async () => {
    await renderThankYou(thankYouPath('  '));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeTruthy();
    expect(screen.getByText(/The seller platform you bought from handles your order/)).toBeTruthy();
  });

  it('speaks French', async () => {
    await renderThankYou(thankYouPath('etsy'), 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre achat sur Etsy' })).toBeTruthy();
  });
});

describe('payment canceled page', () => {
  // Anyone can open this address: it must never claim a payment.
  const untrue = /receipt|recibo|reçu|successful|is paid|confirmed|confirmé|confirmado/i;

  it('tells a member who left a membership checkout that nothing was charged', async () => {
    signInAs(TEST_USER);
    billingApi();
    const { container } = renderWithProviders(<PaymentCanceledPage />, '/payment-canceled?plan=annual');
    expect(screen.getByRole('heading', { level: 1, name: 'No payment was taken' })).toBeTruthy();
    expect(screen.getByText('The checkout was left before paying, so nothing was charged.')).toBeTruthy();
    expect(
      screen.getByText("Your membership hasn't changed. You can choose a plan again whenever you're ready."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Go to You' }).getAttribute('href')).toBe('/you');
    expect(container.textContent).not.toMatch(untrue);
  });

  it('says a shop order keeps its items held until it times out or is cancelled in My orders', () => {
    stubApi({});
    renderWithProviders(<PaymentCanceledPage />, '/payment-canceled?order=00000000-0000-4000-8000-0000000000f1');
    expect(screen.getByText(/its items are held for you until the order times out/)).toBeTruthy();
    const orders = screen.getAllByRole('link', { name: 'My orders' });
    expect(orders.map((link) => link.getAttribute('href'))).toEqual(['/shop?view=orders', '/shop?view=orders']);
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('link', { name: 'Back to plans' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    stubApi({});
    const { container } = renderWithProviders(<PaymentCanceledPage />, '/payment-canceled');
    expect(screen.getByRole('heading', { level: 1, name: 'No se ha realizado ningún pago' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los planes' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Volver a la tienda' }).getAttribute('href')).toBe('/shop');
    expect(container.textContent).not.toMatch(untrue);
  });
});

describe('cancel-trial page', () => {
  const confirmBox = () =>
    screen.getByRole('checkbox', { name: "I understand that my free trial ends now and can't be restarted." });
  const cancelButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel my free trial' });

  it('asks a visitor to sign in, after the explanation', () => {
    stubApi({});
    renderWithProviders(<CancelTrialPage />, '/cancel-trial');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel your free trial' })).toBeTruthy();
    expect(screen.getByText("Your free trial ends as soon as you confirm, and it can't be restarted.")).toBeTruthy();
    expect(screen.getByText('Sign in to cancel your free trial.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'support@wheelsandwins.app' }).getAttribute('href')).toBe(
      'mailto:support@wheelsandwins.app?subject=Cancel%20my%20free%20trial',
    );
    expect(document.body.textContent).not.toMatch(/when memberships launch/);
  });

  it('ends a running trial once confirmed, then says it has ended', async () => {
    signInAs(TEST_USER);
    let subscription = testSubscription({ trial_days_left: 12 });
    const calls = billingApi({
      'GET /billing/subscription': () => routeJson('GET /billing/subscription', { data: subscription }),
      'POST /billing/cancel-trial': () => {
        subscription = testSubscription({ status: 'canceled', trial_days_left: null });
        return routeJson('POST /billing/cancel-trial', { data: subscription });
      },
    });
    renderWithProviders(<CancelTrialPage />, '/cancel-trial');

    expect(await screen.findByText('12 days left in your free trial')).toBeTruthy();
    expect(cancelButton().disabled).toBe(true);
    fireEvent.click(confirmBox());
    expect(cancelButton().disabled).toBe(false);
    fireEvent.click(cancelButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Your free trial has ended' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/billing/cancel-trial')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Go to You' }).getAttribute('href')).toBe('/you');
  });

  it('shows the server refusing when the trial ended meanwhile', async () => {
    signInAs(TEST_USER);
    billingApi({
      'GET /billing/subscription': () => routeJson('GET /billing/subscription', { data: testSubscription() }),
      'POST /billing/cancel-trial': () =>
        jsonResponse(409, {
          error: { class: 'validation', message: 'There is no free trial to cancel.', code: 'no_trial' },
        }),
    });
    renderWithProviders(<CancelTrialPage />, '/cancel-trial');
    await screen.findByRole('checkbox');
    fireEvent.click(confirmBox());
    fireEvent.click(cancelButton());
    expect((await screen.findByRole('alert')).textContent).toBe('There is no free trial to cancel.');
  });

  it('says so when there is no trial running', async () => {
    signInAs(TEST_USER);
    billingApi({
      'GET /billing/subscription': () =>
        routeJson('GET /billing/subscription', {
          data: testSubscription({ status: 'expired', trial_days_left: null }),
        }),
    });
    renderWithProviders(<CancelTrialPage />, '/cancel-trial');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no free trial to cancel' })).toBeTruthy();
    expect(screen.getByText('Your free trial has already ended.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('sends a paying member to their membership instead (French)', async () => {
    await i18n.changeLanguage('fr');
    signInAs(TEST_USER);
    billingApi({
      'GET /billing/subscription': () =>
        routeJson('GET /billing/subscription', {
          data: testSubscription({ status: 'active', plan: 'monthly', source: 'stripe', trial_days_left: null }),
        }),
    });
    renderWithProviders(<CancelTrialPage />, '/cancel-trial');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Il n'y a pas d'essai gratuit à annuler" }),
    ).toBeTruthy();
    expect(
      screen.getByText('Vous avez un abonnement, pas un essai gratuit. Gérez-le depuis votre espace Vous.'),
    ).toBeTruthy();
  });
});
