import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, type Account } from '../support/api.ts';
import { expectHidden, expectVisible, signIn, storedValue } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { chatItems, chatPanel, consentAlreadySeen, openPam, REPLY_TIMEOUT_MS, sendToPam } from '../support/pam.ts';

const browser = useBrowser();

const QUEUED_TEXT = 'Your message has been queued and will be sent when connection is restored.';
const NEEDS_LOCATION_TEXT = 'To give you local weather, please enable location or tell me your city.';

async function openWinsExpenses(page: Page, account: Account): Promise<void> {
  await signIn(page, account.email, account.password);
  await page.goto('/wins?tab=expenses');
  await expectVisible(page.getByRole('form', { name: 'New expense' }));
}

function expenseRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Expenses, newest first' }).getByRole('listitem');
}

/** The panel's connection line (the dot and its word), e.g. 'Connected' or 'Connected (HTTP)'. */
function panelStatus(page: Page): Locator {
  // The first status in the panel is its header's; 'PAM is thinking' and 'Pam is speaking' come after it.
  return chatPanel(page).getByRole('status').first();
}

interface Expense {
  amount: number;
  category: string;
  date: string;
  description: string | null;
}

async function expensesOf(account: Account): Promise<Expense[]> {
  const res = await api('/expenses', { token: account.accessToken });
  if (res.status !== 200) throw new Error(`GET /expenses: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: Expense[] }).data;
}

interface PamRelevantSettings {
  location_preferences: { use_current_location: boolean };
  privacy_preferences: { location_sharing: boolean };
  pam_preferences: { voice_enabled: boolean };
}

async function settingsOf(account: Account): Promise<PamRelevantSettings> {
  const res = await api('/settings', { token: account.accessToken });
  if (res.status !== 200) throw new Error(`GET /settings: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: PamRelevantSettings }).data;
}

describe('Pam', () => {
  test('an expense told to Pam on /wins is answered with its amount and shows in the list without a reload', async () => {
    const account = await createAccount({ onboarded: true });
    const { context, page } = await browser.open();
    await consentAlreadySeen(context);
    await openWinsExpenses(page, account);
    await expectVisible(page.getByText(/^No expenses yet\./));

    await openPam(page);
    await expect.poll(() => panelStatus(page).innerText(), { timeout: REPLY_TIMEOUT_MS }).toBe('Connected');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await sendToPam(page, 'I spent $12 on coffee today');
    await expectVisible(chatItems(page, 'I spent $12 on coffee today'));
    const reply = chatItems(page, '$12.00');
    await reply.first().waitFor({ state: 'visible', timeout: REPLY_TIMEOUT_MS });
    expect(await reply.count()).toBe(1);

    // The list behind the panel refreshes from the reply's data change, in the same page.
    await expectVisible(expenseRows(page).filter({ hasText: '$12.00' }));
    expect(navigations).toEqual([]);
    const saved = await expensesOf(account);
    expect(saved.map((e) => e.amount)).toEqual([12]);
  });

  test('a message sent offline is queued, outlives a reload and is answered and acted on once when back online', async () => {
    const account = await createAccount({ onboarded: true });
    const { context, page } = await browser.open();
    await consentAlreadySeen(context);
    await openWinsExpenses(page, account);
    await openPam(page);

    await context.setOffline(true);
    await expectVisible(panelStatus(page).getByText('Offline: messages are queued'));
    await sendToPam(page, 'I spent $7 on snacks today');
    await expectVisible(chatItems(page, QUEUED_TEXT));
    expect(await chatItems(page, '$7.00').count()).toBe(0);

    // The built app has no service worker, so a reload cannot load the page offline: the tab is closed while still
    // offline, then the app is opened again online in a new tab of the same browser (same storage).
    await page.close();
    // Nothing reached the server while offline.
    expect(await expensesOf(account)).toEqual([]);
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/wins?tab=expenses');
    await expectVisible(again.getByRole('form', { name: 'New expense' }));

    // The queue is processed on load: the expense appears in the list without opening Pam.
    await expenseRows(again)
      .filter({ hasText: '$7.00' })
      .first()
      .waitFor({ state: 'visible', timeout: REPLY_TIMEOUT_MS });
    await openPam(again);
    await expectVisible(chatItems(again, 'I spent $7 on snacks today'));
    await expectVisible(chatItems(again, QUEUED_TEXT));
    await expectVisible(chatItems(again, '$7.00'));

    // Past another turn of the queue (every 5 s), still one reply and one expense.
    await again.waitForTimeout(6_000);
    expect(await chatItems(again, '$7.00').count()).toBe(1);
    expect(await chatItems(again, 'I spent $7 on snacks today').count()).toBe(1);
    const saved = await expensesOf(account);
    expect(saved.map((e) => e.amount)).toEqual([7]);
  });

  test('location consent: Not now is remembered, and a weather question without a location asks again', async () => {
    const account = await createAccount({ onboarded: true });
    // The user has turned current location off and shares none: the dialog is offered until they choose.
    const off = await api('/settings', {
      method: 'PATCH',
      token: account.accessToken,
      json: { location_preferences: { use_current_location: false } },
    });
    expect(off.status).toBe(200);
    const prefs = await settingsOf(account);
    expect(prefs.location_preferences.use_current_location).toBe(false);
    expect(prefs.privacy_preferences.location_sharing).toBe(false);

    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wins');
    const dialog = page.getByRole('dialog', { name: 'Enable Location' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('button', { name: 'Use my location' }));
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expectHidden(dialog);
    expect(await storedValue(page, 'loc_consent_seen')).toBe('1');

    await page.reload();
    // Pam's button needs the user's session and settings, the same the dialog waits for: once it is there, the
    // dialog would be too.
    await page.getByRole('button', { name: /^Open Pam chat/ }).waitFor({ state: 'visible', timeout: REPLY_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog', { name: 'Enable Location' }).count()).toBe(0);

    await openPam(page);
    await sendToPam(page, "what's the weather like?");
    const reply = chatItems(page, NEEDS_LOCATION_TEXT);
    await reply.first().waitFor({ state: 'visible', timeout: REPLY_TIMEOUT_MS });
    expect((await reply.first().innerText()).replace(/^Pam\s*/, '').trim()).toBe(NEEDS_LOCATION_TEXT);
    await expectVisible(page.getByRole('dialog', { name: 'Enable Location' }));
  });

  test('with Speak replies on, a reply is spoken: the server voice answers a WAV and an audio element plays it', async () => {
    const account = await createAccount({ onboarded: true });
    // Replies are silent by default; said explicitly here, so the journey holds whatever the default: the user turns
    // voice on in the panel.
    const off = await api('/settings', {
      method: 'PATCH',
      token: account.accessToken,
      json: { pam_preferences: { voice_enabled: false } },
    });
    expect(off.status).toBe(200);
    const { context, page } = await browser.open();
    await consentAlreadySeen(context);
    // The app plays through detached Audio elements: record the source each one is asked to play.
    await context.addInitScript(() => {
      const played: string[] = [];
      Object.defineProperty(window, '__pamPlayed', { value: played });
      const proto = HTMLMediaElement.prototype;
      const play = Object.getOwnPropertyDescriptor(proto, 'play')?.value as (this: HTMLMediaElement) => Promise<void>;
      proto.play = function (this: HTMLMediaElement) {
        if (this instanceof HTMLAudioElement) played.push(this.src);
        return play.call(this);
      };
    });
    await openWinsExpenses(page, account);
    await openPam(page);

    const toggle = chatPanel(page).getByRole('button', { name: 'Speak replies' });
    await expect.poll(() => toggle.isEnabled(), { timeout: UI_TIMEOUT_MS }).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed'), { timeout: UI_TIMEOUT_MS }).toBe('true');
    expect((await settingsOf(account)).pam_preferences.voice_enabled).toBe(true);

    const tts = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/v1/pam/tts' && res.request().method() === 'POST',
      { timeout: REPLY_TIMEOUT_MS },
    );
    await sendToPam(page, 'I spent $9 on bread today');
    await chatItems(page, '$9.00').first().waitFor({ state: 'visible', timeout: REPLY_TIMEOUT_MS });

    const response = await tts;
    expect(response.status()).toBe(200);
    const payload = (await response.json()) as { audio_data: string; format: string; engine_used: string };
    expect(payload.format).toBe('wav');
    expect(Buffer.from(payload.audio_data, 'base64').subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(payload.engine_used).not.toBe('');

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pamPlayed: string[] }).__pamPlayed), {
        timeout: REPLY_TIMEOUT_MS,
      })
      .toContainEqual(expect.stringMatching(/^(data:audio\/wav;base64,UklGR|blob:)/));
  });
});
