import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAccount } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The API writes the page sends, as 'METHOD /path'. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/v1/')) {
      writes.push(`${request.method()} ${url.pathname.slice('/api/v1'.length)}`);
    }
  });
  return writes;
}

/** The texts of everything the page announces as an error (field messages, form alerts, toasts). */
function alerts(page: Page): Promise<string[]> {
  return page.locator('[role="alert"], [data-sonner-toast]').allInnerTexts();
}

// Issue 25 point 1: a refusal says why, once, where the user is looking.
describe('refusals say why, once, where the user is looking', () => {
  test('the planner says a leg from London to New York crosses open sea, under the stops, instead of "Invalid data"', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=trip-planner');

    const pick = async (box: string, typed: string, option: RegExp) => {
      await page.getByRole('combobox', { name: box }).fill(typed);
      await page.getByRole('option', { name: option }).first().click();
    };
    await pick('Origin', 'London', /^London, .*United Kingdom$/);
    await pick('Destination', 'New York', /^New York.*, United States$/);
    await page.getByRole('button', { name: 'Plan route' }).click();

    const sea = page.getByText(
      /^No road or car ferry goes from London to New York.*: the way between them is open sea\./,
    );
    await expectVisible(sea);
    expect(await sea.count()).toBe(1);
    // Beside the stops it is about, in the same box as the stop fields.
    const stops = page.getByRole('group', { name: 'Route' });
    expect(await stops.getByText(/open sea/).count()).toBe(1);
    expect((await alerts(page)).filter((text) => /open sea/.test(text))).toHaveLength(1);
    expect((await alerts(page)).some((text) => text.includes('Invalid data'))).toBe(false);
  });

  test('a fill-up dated after today is refused at its date before anything is sent, and said once', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=fuel-log');
    const writes = recordWrites(page);

    // Two days on: after today in any time zone the account may be in.
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const form = page.getByRole('form', { name: 'New fill-up' });
    await form.getByLabel('Date').fill(later);
    await form.getByLabel(/^Volume/).fill('40');
    await form.getByLabel(/^Price per/).fill('1.5');
    await form.getByRole('button', { name: 'Add fill-up' }).click();

    const message = 'This date is after today. Log a fill-up once it has happened.';
    await expectVisible(form.getByText(message));
    await expect.poll(() => alerts(page), { timeout: UI_TIMEOUT_MS }).toEqual([message]);
    expect(await form.getByLabel('Date').getAttribute('aria-invalid')).toBe('true');
    expect(writes.filter((write) => write.startsWith('POST /fuel-log'))).toEqual([]);
  });
});
