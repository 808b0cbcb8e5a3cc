import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, type Account } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Today, as the browser (and so the budget form) sees it. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function addFuelExpense(account: Account, amount: number, description: string): Promise<void> {
  const res = await api('/expenses', {
    token: account.accessToken,
    json: { amount, category: 'fuel', date: today(), description, currency: 'USD' },
  });
  if (res.status !== 201) throw new Error(`could not add ${description}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function createFuelBudget(page: Page, amount: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New budget' });
  await form.getByLabel('Category').selectOption({ label: 'Fuel' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Create budget' }).click();
}

/** The bell in the header, by its accessible name ('Notifications, 1 unread'). */
const bell = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('button', { name: `Notifications, ${unread} unread` });

describe('Wins: budgets', () => {
  test('budget created past 80 %: the alert shows at once, as a toast and behind the bell', async () => {
    const account = await createAccount({ onboarded: true });
    // $85 of fuel already spent this month, before any budget exists: no alert yet.
    await addFuelExpense(account, 50, 'Diesel at Moab');
    await addFuelExpense(account, 35, 'Diesel at Green River');
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wins?tab=budgets');
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }));

    await createFuelBudget(page, '100');
    await expectVisible(page.getByText('Fuel budget created.'));
    await expectVisible(page.getByText(/^You have used 85% of your fuel budget for .+ \(\$85\.00 of \$100\.00\)\.$/));

    await expectVisible(bell(page, 1));
    await bell(page, 1).click();
    await expectVisible(page.getByText('Fuel budget: 80% reached'));
    await expectVisible(page.getByText('$85.00 spent of $100.00 (monthly budget)'));

    // The 80 % alert of this period is spent: the next fuel expense under 100 % raises none.
    const next = await api('/expenses', {
      token: account.accessToken,
      json: { amount: 5, category: 'fuel', date: today(), description: 'Top-up', currency: 'USD' },
    });
    expect((next.body as { alerts: unknown[] }).alerts).toEqual([]);
  });

  test('budget created past 100 %: crossing 80 % and 100 % at once raises one alert, the 100 % one', async () => {
    const account = await createAccount({ onboarded: true });
    await addFuelExpense(account, 90, 'Diesel at Moab');
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wins?tab=budgets');
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }));

    await createFuelBudget(page, '80');
    await expectVisible(page.getByText(/^You have used 112% of your fuel budget for .+ \(\$90\.00 of \$80\.00\)\.$/));
    expect(await page.getByText(/^You have used \d+% of your fuel budget/).count()).toBe(1);

    await expectVisible(bell(page, 1));
    await bell(page, 1).click();
    await expectVisible(page.getByText('Fuel budget used up'));
    expect(await page.getByText('Fuel budget: 80% reached').count()).toBe(0);
  });
});
