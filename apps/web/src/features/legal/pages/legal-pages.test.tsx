import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import i18n from '#shared/i18n/i18n.ts';
import CookiesPage from './cookies-page.tsx';
import PrivacyPage from './privacy-page.tsx';
import TermsPage from './terms-page.tsx';

async function renderIn(language: 'en' | 'fr', page: ReactElement) {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('legal pages', () => {
  it('shows the terms with their date and section headings in English', async () => {
    await renderIn('en', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('Last updated: 22 November 2026')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toContain('1. What Wheels & Wins is');
    expect(headings).toContain('3. Community rules');
    expect(headings).toContain('6. Pam, the AI assistant');
    expect(headings).toContain('7. Memberships, free trial and cancellation');
    expect(screen.getByText(/about 8.25 US dollars a month/)).toBeTruthy();
  });

  it('shows the terms in French when French is chosen', async () => {
    await renderIn('fr', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeTruthy();
    expect(screen.getByText('Dernière mise à jour : 22 novembre 2026')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toContain("6. Pam, l'assistante IA");
    expect(headings).toContain('7. Abonnements, essai gratuit et résiliation');
    expect(screen.queryByText('Terms of Service')).toBeNull();
    expect(screen.getByText(/environ 8,25 dollars américains par mois/)).toBeTruthy();
  });

  it('describes stored data in the privacy policy and links the support address', async () => {
    await renderIn('en', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Location is opt-in/ })).toBeTruthy();
    expect(screen.getByText(/stored only as an argon2id hash/)).toBeTruthy();
    const mailLinks = screen.getAllByRole('link', { name: 'support@wheelsandwins.app' });
    expect(mailLinks[0]?.getAttribute('href')).toBe('mailto:support@wheelsandwins.app');
  });

  it('lists the browser storage keys on the cookie page in French, with links to the other policies', async () => {
    await renderIn('fr', <CookiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Politique relative aux cookies' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Comment tout effacer/ })).toBeTruthy();
    for (const key of ['ww_session', 'i18nextLng', 'loc_consent_seen']) {
      expect(screen.getByText(key)).toBeTruthy();
    }
    const related = within(screen.getByRole('navigation', { name: 'Autres politiques' }));
    expect(related.getByRole('link', { name: "Conditions d'utilisation" }).getAttribute('href')).toBe('/terms');
    expect(related.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/privacy');
  });
});
