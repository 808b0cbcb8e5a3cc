import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectVisible } from './app.ts';

/** Pam's replies go through the server's engine and database: longer than a local screen change, well under this. */
export const REPLY_TIMEOUT_MS = 20_000;

/**
 * The consent dialog is offered to every user who has not chosen yet, and it is modal: journeys that are not about
 * it start with the choice already made, as the app remembers it ('loc_consent_seen').
 */
export async function consentAlreadySeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('loc_consent_seen', '1'));
}

export function chatPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Chat with Pam' });
}

/** Waits for the floating button to say the connection is up, then opens the chat with it. */
export async function openPam(page: Page): Promise<void> {
  const launcher = page.getByRole('button', { name: 'Open Pam chat (Connected)' });
  await launcher.waitFor({ state: 'visible', timeout: REPLY_TIMEOUT_MS });
  await launcher.click();
  await expectVisible(chatPanel(page));
}

export async function sendToPam(page: Page, text: string): Promise<void> {
  const input = chatPanel(page).getByLabel('Message Pam');
  await expect.poll(() => input.isEnabled(), { timeout: REPLY_TIMEOUT_MS }).toBe(true);
  await input.fill(text);
  await input.press('Enter');
}

/** The conversation's items holding `text` (the user's own message, Pam's replies, the queued notice). */
export function chatItems(page: Page, text: string | RegExp): Locator {
  return chatPanel(page).getByRole('listitem').filter({ hasText: text });
}

/**
 * Types `text` to Pam as a user would and waits for her reply, the item after the message, to read in full as
 * `expected` (a reply may arrive in pieces); checks it is the only item after the message and returns its text.
 */
export async function askPam(page: Page, text: string, expected: RegExp): Promise<string> {
  await sendToPam(page, text);
  // Each item opens with its speaker's name, read out but not shown ('You', 'Pam').
  const items = chatPanel(page).getByRole('listitem');
  const asked = items.filter({ hasText: /^You/ }).filter({ hasText: text }).last();
  const reply = asked.locator('xpath=following-sibling::li[1]').filter({ hasText: /^Pam/ }).locator('p');
  await expect
    .poll(async () => ((await reply.count()) ? reply.innerText() : ''), { timeout: REPLY_TIMEOUT_MS })
    .toMatch(expected);
  const after = asked.locator('xpath=following-sibling::li[not(@aria-hidden)]');
  await expect.poll(() => after.count(), { timeout: REPLY_TIMEOUT_MS }).toBe(1);
  return reply.innerText();
}
