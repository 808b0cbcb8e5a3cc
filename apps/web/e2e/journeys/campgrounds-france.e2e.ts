import { describe, expect, test } from 'vitest';
import { api, createAccount } from '../support/api.ts';
import { expectVisible, pathOf } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { translation } from '../support/locales.ts';

const browser = useBrowser();
const fr = (key: string) => translation('fr', 'wheels_campgrounds', key);
const frAuth = (key: string) => translation('fr', 'auth', key);

// Issue 23 point 4: the sites near Annecy are the OpenStreetMap campgrounds of Europe the server loads on its first
// start (the global setup waits until every bundled site is loaded).
describe('Wheels: campgrounds across Europe, in French', () => {
  test('a French traveller searches campgrounds near Annecy and sees sites in kilometres, credited to OpenStreetMap', async () => {
    const account = await createAccount();
    const onboarding = await api('/profile/onboarding', {
      token: account.accessToken,
      json: {
        full_name: 'Camille Martin',
        rig_type: 'motorhome',
        region: 'ROW',
        units: 'metric',
        currency: 'EUR',
        language: 'fr',
      },
    });
    expect(onboarding.status).toBe(200);

    const { page } = await browser.open({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    // A browser in French shows the sign-in page in French.
    await page.goto('/login');
    await expectVisible(page.getByRole('heading', { name: frAuth('login.title'), exact: true }));
    await page.getByLabel(frAuth('fields.email')).fill(account.email);
    await page.getByLabel(frAuth('fields.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: frAuth('login.submit'), exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).not.toBe('/login');
    await page.goto('/wheels?tab=trip-planner');

    // The account's language: the finder speaks French.
    await expectVisible(page.getByRole('heading', { name: fr('title') }));
    const form = page.getByRole('form', { name: fr('search.form_label') });
    await form.getByLabel(fr('search.place')).fill('Annecy');
    await form.getByLabel(fr('search.radius').replace('{{unit}}', 'km')).fill('25');
    await form.getByRole('button', { name: fr('search.submit'), exact: true }).click();

    await expectVisible(page.getByRole('heading', { name: /^À moins de 25(,0)? km de Annecy\b/ }));
    const sites = page.getByRole('list', { name: fr('results.list_label') }).getByRole('listitem');
    await expect.poll(() => sites.count(), { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(2);
    // Distances in kilometres with a French decimal comma or whole kilometres: "à 3,2 km", "à 12 km".
    expect(await sites.first().innerText()).toMatch(/à \d+(,\d)? km/);

    // The list credits its one source, introduced in French.
    const credit = page.locator('p').filter({ hasText: fr('results.data_from') });
    await expectVisible(credit);
    expect(await credit.innerText()).toBe(`${fr('results.data_from')} © OpenStreetMap contributors, ODbL`);
  });
});
