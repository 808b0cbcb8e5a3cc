import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testProfile } from '#testing/test-account.ts';
import CancelTrialPage from './cancel-trial-page.tsx';
import PaymentCanceledPage from './payment-canceled-page.tsx';
import PaymentSuccessPage from './payment-success-page.tsx';
import ThankYouPage from './thank-you-page.tsx';

async function renderAt(path: string, language: 'en' | 'es' | 'fr' = 'en') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cancel-trial" element={<CancelTrialPage />} />
          <Route path="/thank-you/:platform" element={<ThankYouPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The payment outcome pages read the session (signed-in users get a way to their personal area). */
async function renderOutcome(path: '/payment-success' | '/payment-canceled', language: 'en' | 'es' | 'fr' = 'en') {
  await i18n.changeLanguage(language);
  return renderWithProviders(
    <Routes>
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/payment-canceled" element={<PaymentCanceledPage />} />
    </Routes>,
    path,
  );
}

const USER = { id: '00000000-0000-4000-8000-000000000005', email: 'ines@example.com' };

const thankYouPath = (platform: string) => `/thank-you/${encodeURIComponent(platform)}`;

afterEach(async () => {
  cleanup();
  await resetTestState();
});

describe('thank-you page', () => {
  it('thanks the buyer with the platform name capitalised', async () => {
    await renderAt(thankYouPath('amazon'));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase on Amazon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('turns a hyphenated platform into words', async () => {
    await renderAt(thankYouPath('tiktok-shop'));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase on Tiktok Shop' })).toBeTruthy();
  });

  it('shows markup in the platform literally, as text', async () => {
    const { container } = await renderAt(thankYouPath('<script>alert(1)</script>'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase on <script>alert(1)</script>' }),
    ).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('falls back to a general thank-you when the platform is blank', async () => {
    await renderAt(thankYouPath('  '));
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeTruthy();
    expect(screen.getByText(/The seller platform you bought from handles your order/)).toBeTruthy();
  });

  it('speaks French', async () => {
    await renderAt(thankYouPath('etsy'), 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Merci pour votre achat sur Etsy' })).toBeTruthy();
  });
});

describe('payment outcome pages', () => {
  // No payment system exists yet, and anyone can open these addresses: they must never claim a payment or a receipt.
  const untrue = /receipt|recibo|reçu|successful|went through|completado|réussi|membership is now active/i;

  it('tells a visitor on /payment-success that no payment was taken, with ways back', async () => {
    stubApi({});
    const { container } = await renderOutcome('/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'No payment was taken' })).toBeTruthy();
    expect(
      screen.getByText("Wheels & Wins doesn't take payments yet, so no payment was made here and nothing was charged."),
    ).toBeTruthy();
    expect(screen.getByText(/the 30-day free trial needs no credit card/)).toBeTruthy();
    expect(container.textContent).not.toMatch(untrue);
    expect(screen.queryByRole('link', { name: 'Go to You' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'View plans' }).getAttribute('href')).toBe('/#pricing');
    expect(screen.getByRole('link', { name: 'support@wheelsandwins.app' }).getAttribute('href')).toBe(
      'mailto:support@wheelsandwins.app?subject=Memberships',
    );
  });

  it('offers a signed-in user the personal area', async () => {
    signInAs(USER);
    stubApi({
      'GET /auth/session': () => sessionResponse(USER),
      'GET /profile': () => jsonResponse(200, { data: testProfile(USER, { onboarding_completed: true }) }),
    });
    const { container } = await renderOutcome('/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'No payment was taken' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to You' }).getAttribute('href')).toBe('/you');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(container.textContent).not.toMatch(untrue);
  });

  it('says on /payment-canceled that there was no checkout to cancel (Spanish)', async () => {
    stubApi({});
    const { container } = await renderOutcome('/payment-canceled', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'No se ha realizado ningún pago' })).toBeTruthy();
    expect(screen.getByText(/no había ningún pago que cancelar y no se te ha cobrado nada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/#pricing');
    expect(container.textContent).not.toMatch(untrue);
  });

  it.each(['/payment-success', '/payment-canceled'] as const)('speaks French on %s', async (path) => {
    stubApi({});
    const { container } = await renderOutcome(path, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: "Aucun paiement n'a été effectué" })).toBeTruthy();
    expect(screen.getByText(/Wheels & Wins n'accepte pas encore de paiements/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(container.textContent).not.toMatch(untrue);
  });
});

describe('cancel-trial page', () => {
  it('explains the trial and keeps the confirmation disabled until memberships exist', async () => {
    await renderAt('/cancel-trial');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel your free trial' })).toBeTruthy();
    expect(screen.getByText('You keep full access until the end of your 30 days.')).toBeTruthy();

    const confirm = screen.getByRole('checkbox', { name: /my free trial ends after its 30 days/ });
    const button = screen.getByRole('button', { name: 'Cancel my free trial' });
    expect((confirm as HTMLInputElement).disabled).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Trial management becomes available here when memberships launch/)).toBeTruthy();

    const mail = screen.getByRole('link', { name: 'support@wheelsandwins.app' });
    expect(mail.getAttribute('href')).toBe('mailto:support@wheelsandwins.app?subject=Cancel%20my%20free%20trial');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });
});
