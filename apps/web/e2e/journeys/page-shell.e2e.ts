import type { Response as PlaywrightResponse } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount } from '../support/api.ts';
import {
  expectHidden,
  expectPath,
  expectVisible,
  MAIN_NAV_LABELS,
  signIn,
  storedAccessToken,
  storedValue,
} from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { translation } from '../support/locales.ts';

const browser = useBrowser();

describe('page shell', () => {
  test('an unknown address shows the 404 page', async () => {
    const { page } = await browser.open();
    await page.goto('/this-does-not-exist');
    await expectVisible(page.getByText("The page you're looking for doesn't exist."));
    await expectVisible(page.getByRole('main').getByRole('link', { name: 'Go to Homepage' }));
  });

  test('the app arrives compressed: scripts and styles as Brotli, the page gzipped and revalidated on every visit', async () => {
    const { page } = await browser.open();
    const responses: PlaywrightResponse[] = [];
    page.on('response', (res) => responses.push(res));
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: translation('en', 'common', 'home.hero.headline') }));

    const assets = responses.filter((res) => /^\/assets\/.+\.(?:js|css)$/.test(new URL(res.url()).pathname));
    expect(assets.length).toBeGreaterThan(2);
    for (const res of assets) {
      const encoding = await res.headerValue('content-encoding');
      // Files under 1 KB are not worth compressing and are sent as they are.
      if (encoding !== 'br') expect(Number(await res.headerValue('content-length')), res.url()).toBeLessThan(1024);
    }
    expect(await Promise.all(assets.map((res) => res.headerValue('content-encoding')))).toContain('br');
    const document = responses.find((res) => new URL(res.url()).pathname === '/');
    expect(await document?.headerValue('cache-control')).toBe('no-cache');
    expect(await document?.headerValue('content-encoding')).toBe('gzip');
  });

  test('a visitor switches to Français in the header and the choice survives a reload', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expectVisible(header.getByRole('link', { name: 'Login', exact: true }));

    const frenchLogin = translation('fr', 'common', 'header.login');
    const frenchHeadline = translation('fr', 'common', 'home.hero.headline');
    expect(frenchLogin).not.toBe('Login');

    await header.getByLabel('Language').selectOption({ label: '🇫🇷 Français' });
    await expectVisible(header.getByRole('link', { name: frenchLogin, exact: true }));
    await expectVisible(page.getByRole('heading', { name: frenchHeadline }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await storedValue(page, 'i18nextLng')).toBe('fr');

    await page.reload();
    await expectVisible(header.getByRole('link', { name: frenchLogin, exact: true }));
    await expectVisible(page.getByRole('heading', { name: frenchHeadline }));
    expect(await storedValue(page, 'i18nextLng')).toBe('fr');
  });

  test("a signed-in traveller's language choice is saved to their settings", async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await expectPath(page, '/you');
    const header = page.getByRole('banner');

    await header.getByLabel('Language').selectOption({ label: '🇫🇷 Français' });
    await expectVisible(header.getByRole('button', { name: translation('fr', 'common', 'header.log_out') }));
    await expectVisible(page.getByText(translation('fr', 'common', 'areas.you.description')));

    const token = await storedAccessToken(page);
    await expect
      .poll(
        async () => {
          const settings = await api('/settings', { token });
          return (settings.body as { data?: { display_preferences?: { language?: string } } }).data?.display_preferences
            ?.language;
        },
        { timeout: UI_TIMEOUT_MS, interval: 100 },
      )
      .toBe('fr');
    expect(await storedValue(page, 'i18nextLng')).toBe('fr');
  });

  test('on a phone the menu button opens a slide-in menu that navigates and closes', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, account.email, account.password);
    await expectPath(page, '/you');

    const desktopNav = page.getByRole('banner').locator('nav');
    expect(await desktopNav.count()).toBe(1);
    expect(await desktopNav.isVisible()).toBe(false);
    // The shell has finished arriving (its last lazy part, Pam's button, is connected) before the menu is opened.
    await expectVisible(page.getByRole('button', { name: 'Open Pam chat (Connected)' }));

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expectVisible(menu);
    for (const label of MAIN_NAV_LABELS) {
      await expectVisible(menu.getByRole('link', { name: label, exact: true }));
    }
    // It slides in from the right edge and leaves part of the page visible.
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
    expect(box?.width ?? 390).toBeLessThan(390);

    await menu.getByRole('link', { name: 'Wins', exact: true }).click();
    await expectPath(page, '/wins');
    await expectHidden(menu);
    await expectVisible(page.getByRole('tab', { name: 'Make Money on the Road' }));
  });

  test('going offline shows the offline banner, coming back hides it', async () => {
    const { context, page } = await browser.open();
    await page.goto('/');
    await expectVisible(page.getByRole('link', { name: 'Start Free for 30 Days' }));
    const banner = page.getByText('Offline Mode: Using Saved Data');
    expect(await banner.count()).toBe(0);

    await context.setOffline(true);
    await expectVisible(banner);

    await context.setOffline(false);
    await expectHidden(banner);
  });
});
