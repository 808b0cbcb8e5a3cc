import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, type Account } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const BANNER = 'Offline Mode: Using Saved Data';
const PAM_QUEUED = 'Your message has been queued and will be sent when connection is restored.';
const REPLAY_TIMEOUT_MS = 20_000;

/** The demo account the server seeds (read only here: other journeys may read it too). */
const DEMO = { email: 'demo@wheelsandwins.app', password: 'demo-wheels-2026' };

/** Each main screen: its address, the tab that opens it in the app, and a text of the demo account's own data on it. */
const DEMO_SCREENS: ReadonlyArray<readonly [path: string, tab: string, text: string]> = [
  ['/wins?tab=expenses', 'Expenses', 'Laundromat'],
  ['/wins?tab=income', 'Income', 'Remote bookkeeping clients'],
  ['/wins?tab=budgets', 'Budgets', 'Emergency fund'],
  ['/wheels?tab=trips', 'Trips', 'Four Corners loop'],
  ['/wheels?tab=fuel-log', 'Fuel Log', 'Moab, UT'],
  ['/wheels?tab=maintenance', 'Vehicle Maintenance', 'Generator service'],
  ['/wheels?tab=storage', 'RV Storage', 'Levelling blocks'],
];

/** Opens a main screen the way a user does, through the main navigation and the page's tabs (no page load). */
async function openInApp(page: Page, path: string, tab: string): Promise<void> {
  const area = path.startsWith('/wins') ? 'Wins' : 'Wheels';
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: area }).click();
  await page.getByRole('tab', { name: tab }).click();
}

/** The location-consent dialog is modal; these journeys are not about it. */
async function consentAlreadySeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('loc_consent_seen', '1'));
}

/** Waits until the service worker has installed (every page's code precached) and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: UI_TIMEOUT_MS })
    .toBe(true);
}

/** The saved query data is written to IndexedDB shortly after it changes. */
async function letTheCacheSettle(page: Page): Promise<void> {
  await page.waitForTimeout(1_500);
}

function expenseRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Expenses, newest first' }).getByRole('listitem');
}

function chatPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Chat with Pam' });
}

async function openPam(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Open Pam chat/ }).click();
  await expectVisible(chatPanel(page));
}

async function listOf<T>(account: Account, path: string): Promise<T[]> {
  const res = await api(path, { token: account.accessToken });
  expect(res.status, `GET ${path}`).toBe(200);
  return (res.body as { data: T[] }).data;
}

/** This browser's outbox entries (IndexedDB, bodies left out): why a write has not reached the server yet. */
async function outboxEntries(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('ww-outbox');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const read = open.result.transaction('entries').objectStore('entries').getAll();
          read.onerror = () => reject(new Error(String(read.error)));
          read.onsuccess = () =>
            resolve((read.result as Record<string, unknown>[]).map(({ json: _json, ...entry }) => entry));
        };
      }),
  );
}

/** Waits for `check` to pass within the replay time; a failure also shows the outbox entries still waiting. */
async function replayed(page: Page, check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    const entries = await outboxEntries(page).catch((err: unknown) => String(err));
    throw new Error(`${String(error)}\noutbox: ${JSON.stringify(entries)}`, { cause: error });
  }
}

describe('Offline', () => {
  test('with the network cut, a reload opens every main screen with its saved data and the offline banner', async () => {
    const { context, page } = await browser.open();
    await consentAlreadySeen(context);
    await signIn(page, DEMO.email, DEMO.password);
    await serviceWorkerInControl(page);
    for (const [path, tab, text] of DEMO_SCREENS) {
      await openInApp(page, path, tab);
      await expectVisible(page.getByText(text));
    }
    await letTheCacheSettle(page);

    await context.setOffline(true);
    // Really offline: the API does not answer the page any more.
    expect(
      await page.evaluate(() =>
        fetch('/api/v1/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await page.reload();
    await expectVisible(page.getByText(BANNER));
    // Each screen loaded afresh from the installed app, its data from what was saved on this device.
    for (const [path, , text] of DEMO_SCREENS) {
      await page.goto(path);
      await expectVisible(page.getByText(text));
      await expectVisible(page.getByText(BANNER));
    }
  });

  test('an expense, a fill-up and a Pam message made offline outlive a reload and reach the server once', async () => {
    const account = await createAccount({ onboarded: true });
    const rig = await api('/vehicles', {
      token: account.accessToken,
      json: { name: 'Big Blue', kind: 'motorhome', fuel_type: 'diesel', tank_l: 90, consumption_l_per_100km: 19.6 },
    });
    expect(rig.status).toBe(201);
    const { context, page } = await browser.open();
    await consentAlreadySeen(context);
    await signIn(page, account.email, account.password);
    await serviceWorkerInControl(page);
    await openInApp(page, '/wheels?tab=fuel-log', 'Fuel Log');
    // The rigs are loaded (an option is never 'visible' to the browser, so it is counted).
    await expect
      .poll(() => page.getByRole('form', { name: 'New fill-up' }).getByRole('option', { name: 'Big Blue' }).count(), {
        timeout: UI_TIMEOUT_MS,
      })
      .toBe(1);
    await openInApp(page, '/wins?tab=expenses', 'Expenses');
    await expectVisible(page.getByRole('form', { name: 'New expense' }));
    await letTheCacheSettle(page);

    await context.setOffline(true);
    const expenseForm = page.getByRole('form', { name: 'New expense' });
    await expenseForm.getByLabel('Amount').fill('23.40');
    await expenseForm.getByLabel('Category').selectOption({ label: 'Food' });
    await expenseForm.getByLabel('Description').fill('Offline groceries');
    await expenseForm.getByRole('button', { name: 'Add expense' }).click();
    await expectVisible(
      expenseRows(page).filter({ hasText: 'Offline groceries' }).filter({ hasText: 'Waiting to send' }),
    );

    await openPam(page);
    const input = chatPanel(page).getByLabel('Message Pam');
    await input.fill('I spent $7 on snacks today');
    await input.press('Enter');
    await expectVisible(chatPanel(page).getByText(PAM_QUEUED));

    await openInApp(page, '/wheels?tab=fuel-log', 'Fuel Log');
    const fill = page.getByRole('form', { name: 'New fill-up' });
    await fill.getByLabel('Vehicle').selectOption({ label: 'Big Blue' });
    await fill.getByLabel('Odometer (mi)').fill('12,000');
    await fill.getByLabel('Volume (gal)').fill('10');
    await fill.getByLabel('Price per gal').fill('3.5');
    await fill.getByRole('button', { name: 'Add fill-up' }).click();
    await expectVisible(page.getByText('Waiting to send'));

    // A reload with the network still off: the app, the pending rows and the queue are all still there.
    await page.reload();
    await expectVisible(page.getByText(BANNER));
    await expectVisible(page.getByText('Waiting to send'));
    await page.goto('/wins?tab=expenses');
    await expectVisible(expenseRows(page).filter({ hasText: 'Offline groceries' }));
    expect(await listOf(account, '/expenses')).toEqual([]);
    expect(await listOf(account, '/fuel-log')).toEqual([]);

    await context.setOffline(false);
    await replayed(page, () =>
      expect
        .poll(
          async () => (await listOf<{ description: string }>(account, '/expenses')).map((e) => e.description).sort(),
          { timeout: REPLAY_TIMEOUT_MS, interval: 250 },
        )
        .toEqual(expect.arrayContaining(['Offline groceries'])),
    );
    await replayed(page, () =>
      expect
        .poll(async () => (await listOf(account, '/fuel-log')).length, { timeout: REPLAY_TIMEOUT_MS, interval: 250 })
        .toBe(1),
    );
    // Pam's message is answered and acted on once: it logged its own expense of $7.
    await expect
      .poll(
        async () => (await listOf<{ amount: number }>(account, '/expenses')).map((e) => e.amount).sort((a, b) => a - b),
        {
          timeout: REPLAY_TIMEOUT_MS,
          interval: 250,
        },
      )
      .toEqual([7, 23.4]);
    // Past two more turns of every queue (each runs every 5 s), still exactly one of each.
    await page.waitForTimeout(11_000);
    const expenses = await listOf<{ amount: number; description: string }>(account, '/expenses');
    expect(expenses.map((e) => e.amount).sort((a, b) => a - b)).toEqual([7, 23.4]);
    expect(expenses.filter((e) => e.description === 'Offline groceries')).toHaveLength(1);
    expect(await listOf(account, '/fuel-log')).toHaveLength(1);
    await expectVisible(expenseRows(page).filter({ hasText: 'Offline groceries' }));
    expect(await page.getByText('Waiting to send').count()).toBe(0);
  });

  test('an offline edit of an expense deleted on another device meanwhile is shown as a conflict, not lost', async () => {
    const account = await createAccount({ onboarded: true });
    const created = await api('/expenses', {
      token: account.accessToken,
      json: {
        amount: 30,
        category: 'fuel',
        date: new Date().toISOString().slice(0, 10),
        description: 'Diesel at Moab',
        currency: 'USD',
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { data: { id: string } }).data.id;
    const { context, page } = await browser.open();
    await consentAlreadySeen(context);
    await signIn(page, account.email, account.password);
    await page.goto('/wins?tab=expenses');
    await expectVisible(expenseRows(page).filter({ hasText: 'Diesel at Moab' }));

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Edit Diesel at Moab' }).click();
    const editor = page.getByRole('form', { name: 'Edit expense' });
    await editor.getByLabel('Amount').fill('32');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expectVisible(expenseRows(page).filter({ hasText: '$32.00' }));

    // Another device deletes it while this one is offline.
    expect((await api(`/expenses/${id}`, { method: 'DELETE', token: account.accessToken })).status).toBe(204);

    await context.setOffline(false);
    const conflict = page.getByText(
      /^Your change to “Diesel at Moab.*” was not saved: it was deleted on another device\.$/,
    );
    await conflict.waitFor({ state: 'visible', timeout: REPLAY_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => conflict.count(), { timeout: UI_TIMEOUT_MS }).toBe(0);
    await expect
      .poll(() => expenseRows(page).filter({ hasText: 'Diesel at Moab' }).count(), { timeout: UI_TIMEOUT_MS })
      .toBe(0);
    expect(await listOf(account, '/expenses')).toEqual([]);
  });
});
