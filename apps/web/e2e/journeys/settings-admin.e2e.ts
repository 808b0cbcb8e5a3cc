import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAccount, ownerAccount } from '../support/api.ts';
import { expectPath, expectVisible, mainNav, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

function hasDarkClass(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

describe('settings', () => {
  test('choosing the Dark theme darkens the page at once, saves it and keeps it after a reload', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/settings');
    await expectVisible(page.getByRole('heading', { name: 'Theme' }));
    expect(await hasDarkClass(page)).toBe(false);

    // Hold the save on its way to the server: the theme must apply before the server has answered.
    let releaseSave: () => void = () => undefined;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route('**/api/v1/settings', async (route) => {
      if (route.request().method() === 'PATCH') await saveHeld;
      await route.fallback();
    });

    await page.getByText('Dark', { exact: true }).click();
    await expect.poll(() => hasDarkClass(page), { timeout: UI_TIMEOUT_MS, interval: 25 }).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    releaseSave();
    await expectVisible(page.getByText('Settings saved successfully.'));
    await page.unrouteAll();

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Theme' }));
    await expect.poll(() => hasDarkClass(page), { timeout: UI_TIMEOUT_MS, interval: 50 }).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
  });
});

describe('admin area', () => {
  test('a visitor on /admin is asked to log in', async () => {
    const { page } = await browser.open();
    await page.goto('/admin');
    await expectVisible(page.getByRole('heading', { name: 'Admin Access Required' }));
    await expectVisible(page.getByText('You must be logged in to access the admin panel.'));
  });

  test('a traveller without admin rights sees Access Denied on /admin', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/admin');
    await expectVisible(page.getByRole('heading', { name: 'Access Denied' }));
    await expectVisible(page.getByText("You don't have admin privileges to access this area."));
    await expectVisible(page.getByRole('link', { name: 'Back to Home' }));
    await expectVisible(page.getByRole('button', { name: 'Retry' }));
  });

  test('the owner sees the admin dashboard with the number of users', async () => {
    const owner = await ownerAccount();
    const { page } = await browser.open();
    await signIn(page, owner.email, owner.password);
    await expectVisible(mainNav(page).getByRole('link', { name: 'Admin', exact: true }));
    await mainNav(page).getByRole('link', { name: 'Admin', exact: true }).click();
    await expectPath(page, '/admin');

    await expectVisible(page.getByRole('heading', { name: 'Admin dashboard' }));
    // The figure is shown right below its label on the Users card.
    const userCount = page.getByText('Users', { exact: true }).locator('xpath=following-sibling::*[1]');
    await expectVisible(userCount);
    const users = Number((await userCount.innerText()).replace(/[^\d]/g, ''));
    // At least the demo account and the owner exist.
    expect(users).toBeGreaterThanOrEqual(2);
  });
});
