import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n from '../../../shared/i18n/i18n.ts';
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
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
          <Route path="/payment-canceled" element={<PaymentCanceledPage />} />
          <Route path="/cancel-trial" element={<CancelTrialPage />} />
          <Route path="/thank-you/:platform" element={<ThankYouPage />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const thankYouPath = (platform: string) => `/thank-you/${encodeURIComponent(platform)}`;

afterEach(async () => {
  await i18n.changeLanguage('en');
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
  it('confirms a successful payment and points to the personal area and home', async () => {
    await renderAt('/payment-success');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to You' }).getAttribute('href')).toBe('/you');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('says nothing was charged when checkout is canceled and links back to the plans', async () => {
    await renderAt('/payment-canceled', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Pago cancelado' })).toBeTruthy();
    expect(screen.getByText(/No se te ha cobrado nada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes e intentarlo de nuevo' }).getAttribute('href')).toBe('/#pricing');
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
