import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { UI_TIMEOUT_MS } from './browser.ts';

export const MAIN_NAV_LABELS = ['You', 'Wheels', 'Wins', 'Social', 'Shop'] as const;

/** Waits until the element is on screen; fails with the locator in the message otherwise. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
}

export async function expectHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS, interval: 50 }).toBe(path);
}

/** The value the app keeps in localStorage under `key`, or null. */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** The access token of the session the app keeps in localStorage ('ww_session'). */
export async function storedAccessToken(page: Page): Promise<string> {
  const raw = await storedValue(page, 'ww_session');
  const token = raw ? (JSON.parse(raw) as { access_token?: unknown }).access_token : undefined;
  if (typeof token !== 'string') throw new Error('no session in localStorage ww_session');
  return token;
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

export function avatarLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Your profile' });
}

/** Fills in and sends the sign-up form; with an e-mail confirmation not required the app goes on to onboarding. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await expectVisible(page.getByRole('heading', { name: 'Create your account' }));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectPath(page, '/onboarding');
}

/** Signs in on /login (or on the login page the app is already showing) and waits until the form is gone. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { openLoginPage?: boolean } = {},
): Promise<void> {
  if (options.openLoginPage ?? true) await page.goto('/login');
  // After an in-app navigation the previous page stays on screen until the lazily loaded login page is ready.
  await expectVisible(page.getByRole('heading', { name: 'Sign in', exact: true }));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS, interval: 50 }).not.toBe('/login');
}
