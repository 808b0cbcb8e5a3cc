import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, type Account } from '../support/api.ts';
import { expectHidden, expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

async function post(account: Account, path: string, json: Record<string, unknown>): Promise<{ id: string }> {
  const res = await api(path, { token: account.accessToken, json });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data;
}

/** The descriptions the server still lists: what any other tab or a reload would show. */
async function serverExpenses(account: Account): Promise<string[]> {
  const res = await api('/expenses', { token: account.accessToken });
  return (res.body as { data: { description: string }[] }).data.map((e) => e.description).sort();
}

function expenseRow(page: Page, description: string) {
  return page
    .getByRole('list', { name: 'Expenses, newest first' })
    .getByRole('listitem')
    .filter({ hasText: description });
}

describe('Wins: undo a deleted expense across tabs', () => {
  test('a delete is decided at once: switching tabs or reloading keeps it, and Undo from another tab restores it', async () => {
    const account = await createAccount({ onboarded: true });
    for (const description of ['Diesel at Moab', 'Snacks', 'Groceries'])
      await post(account, '/expenses', { amount: 20, category: 'food', date: '2026-03-02', description });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wins?tab=expenses');

    // Delete, switch tabs during the undo time and come back: still deleted, on the server too.
    await page.getByRole('button', { name: 'Delete Diesel at Moab' }).click();
    await expectVisible(page.getByText('Deleted “Diesel at Moab”.'));
    await page.getByRole('tab', { name: 'Income' }).click();
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expectVisible(expenseRow(page, 'Snacks'));
    await expectHidden(expenseRow(page, 'Diesel at Moab'));
    expect(await serverExpenses(account)).toEqual(['Groceries', 'Snacks']);

    // Delete and reload during the undo time: the delete stands.
    await page.getByRole('button', { name: 'Delete Snacks' }).click();
    await page.reload();
    await expectVisible(expenseRow(page, 'Groceries'));
    await expectHidden(expenseRow(page, 'Snacks'));
    expect(await serverExpenses(account)).toEqual(['Groceries']);

    // Delete, go to another tab and press Undo there: the expense is back wherever it is listed.
    await page.getByRole('button', { name: 'Delete Groceries' }).click();
    await expectHidden(expenseRow(page, 'Groceries'));
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => serverExpenses(account), { timeout: UI_TIMEOUT_MS }).toEqual(['Groceries']);
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expectVisible(expenseRow(page, 'Groceries'));
  });
});

const PHONE = { width: 375, height: 740 };
const LONG = 'Sahara-to-Scandinavia-overland-expedition-fund-for-the-big-rig-'.repeat(2).slice(0, 118);

/**
 * What overflows a phone screen: the page's width, and the controls a finger cannot hit (under 44 × 44 px).
 * A link inside a sentence is exempt (WCAG 2.5.8), and so are visually hidden helpers (the skip link) and checkboxes
 * (their label is the target).
 */
async function phoneProblems(page: Page): Promise<{ scrollWidth: number; small: string[] }> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], select, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), [role=tab]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.classList.contains('sr-only')) continue;
      if (el.tagName === 'A' && el.closest('p')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, small };
  });
}

describe('Phone widths with long text', () => {
  test('at 375 px every list with a long name fits the screen and every control is finger-sized', async () => {
    const account = await createAccount({ onboarded: true });
    await post(account, '/expenses', { amount: 12, category: 'food', date: '2026-03-02', description: LONG });
    await post(account, '/income', { source: LONG, amount: 300, date: '2026-03-02' });
    await post(account, '/budgets', { category: 'food', period: 'monthly', amount: 400 });
    await post(account, '/savings-goals', { name: LONG, target_amount: 5000 });
    const rig = await post(account, '/vehicles', { name: LONG, kind: 'motorhome' });
    await post(account, '/trips', { name: LONG, stops: [{ lat: 51.45, lon: -2.59, name: LONG }] });
    await post(account, '/maintenance', { vehicle_id: rig.id, task: LONG, date: '2026-03-01' });
    await post(account, '/storage-items', { vehicle_id: rig.id, name: LONG, location: LONG });

    const { page } = await browser.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    await signIn(page, account.email, account.password);
    const screens = [
      '/wins?tab=expenses',
      '/wins?tab=income',
      '/wins?tab=budgets',
      '/wheels?tab=trips',
      '/wheels?tab=fuel-log',
      '/wheels?tab=maintenance',
      '/wheels?tab=storage',
    ];
    const found: Record<string, { scrollWidth: number; small: string[] }> = {};
    for (const path of screens) {
      await page.goto(path);
      await page.getByRole('tabpanel').waitFor();
      if (!path.endsWith('fuel-log')) await expectVisible(page.getByText(LONG.slice(0, 30)).filter({ visible: true }));
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const problems = await phoneProblems(page);
      if (problems.scrollWidth > PHONE.width || problems.small.length > 0) found[path] = problems;
    }
    expect(found).toEqual({});
  });

  test('at 375 px every Social tab with long names and texts fits the screen and every control is finger-sized', async () => {
    const account = await createAccount({ onboarded: true, fullName: LONG.slice(0, 100) });
    const friend = await createAccount({ onboarded: true, fullName: LONG.slice(0, 100) });
    const friendId = ((await api('/profile', { token: friend.accessToken })).body as { data: { user_id: string } }).data
      .user_id;
    const request = await post(account, '/social/friends/requests', { user_id: friendId });
    await api(`/social/friends/requests/${request.id}/accept`, { token: friend.accessToken, method: 'POST' });
    await post(account, '/social/posts', { body: LONG, visibility: 'public' });
    await post(account, '/social/groups', { name: LONG.slice(0, 100), description: LONG, join_policy: 'open' });
    const conversation = await post(account, '/social/conversations', { participant_ids: [friendId] });
    await post(account, `/social/conversations/${conversation.id}/messages`, { body: LONG });
    await post(account, '/social/listings', {
      title: LONG.slice(0, 120),
      description: LONG,
      price: 1249.99,
      currency: 'USD',
      category: 'solar_power',
      condition: 'good',
    });
    await post(account, '/social/hustles', { title: LONG.slice(0, 120), description: LONG, tags: ['remote-work'] });

    const { page } = await browser.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    await signIn(page, account.email, account.password);
    const tabs = ['feed', 'groups', 'network', 'messages', 'planning', 'marketplace', 'hustle-board', 'moderation'];
    const found: Record<string, { scrollWidth: number; small: string[] }> = {};
    for (const tab of tabs) {
      await page.goto(`/social?tab=${tab}`);
      await page.getByRole('tabpanel').waitFor();
      if (['feed', 'groups', 'marketplace', 'hustle-board', 'messages'].includes(tab))
        await expectVisible(page.getByText(LONG.slice(0, 30)).filter({ visible: true }));
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const problems = await phoneProblems(page);
      if (problems.scrollWidth > PHONE.width || problems.small.length > 0) found[tab] = problems;
    }
    expect(found).toEqual({});
  });
});
