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

/** Pam's replies in the conversation: each item opens with its speaker's name, read out but not shown. */
export function pamReplies(page: Page): Locator {
  return chatPanel(page).getByRole('listitem').filter({ hasText: /^Pam/ });
}

/**
 * Types `text` to Pam as a user would and waits for her one reply to it to read in full as `expected` (a reply may
 * arrive in pieces); returns the reply's text.
 */
export async function askPam(page: Page, text: string, expected: RegExp): Promise<string> {
  const replies = pamReplies(page);
  const before = await replies.count();
  await sendToPam(page, text);
  const newest = replies.nth(before).locator('p');
  await expect
    .poll(async () => ((await newest.count()) ? newest.innerText() : ''), { timeout: REPLY_TIMEOUT_MS })
    .toMatch(expected);
  expect(await replies.count()).toBe(before + 1);
  return newest.innerText();
}
