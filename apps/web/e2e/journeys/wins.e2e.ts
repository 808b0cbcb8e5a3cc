import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, type Account } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Today and a date in the past, as the browser (and so the expense form) sees them. */
function isoDate(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function addExpenseByApi(account: Account, expense: Record<string, unknown>): Promise<void> {
  const res = await api('/expenses', { token: account.accessToken, json: { currency: 'USD', ...expense } });
  if (res.status !== 201)
    throw new Error(`could not add ${JSON.stringify(expense)}: ${res.status} ${JSON.stringify(res.body)}`);
}

async function openWins(page: Page, account: Account, tab: string): Promise<void> {
  await signIn(page, account.email, account.password);
  await page.goto(`/wins?tab=${tab}`);
}

/** The texts of the expense rows, top first. */
function expenseRows(page: Page) {
  return page.getByRole('list', { name: 'Expenses, newest first' }).getByRole('listitem');
}

async function addExpenseInForm(
  page: Page,
  values: { amount: string; category: string; description: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'New expense' });
  await form.getByLabel('Amount').fill(values.amount);
  await form.getByLabel('Category').selectOption({ label: values.category });
  await form.getByLabel('Description').fill(values.description);
  await form.getByRole('button', { name: 'Add expense' }).click();
}

describe('Wins', () => {
  test('an added expense shows first in the list and in the overview chart', async () => {
    const account = await createAccount({ onboarded: true });
    // An older expense, so "first" means "sorted newest first", not "the only one".
    await addExpenseByApi(account, { amount: 30, category: 'fuel', date: isoDate(1), description: 'Diesel at Moab' });
    const { page } = await browser.open();
    await openWins(page, account, 'expenses');
    await expectVisible(expenseRows(page).filter({ hasText: 'Diesel at Moab' }));

    await addExpenseInForm(page, { amount: '45.20', category: 'Food', description: 'Farmers market' });
    await expectVisible(page.getByText('Expense of $45.20 added.'));
    await expect
      .poll(() => expenseRows(page).first().innerText(), { timeout: UI_TIMEOUT_MS })
      .toContain('Farmers market');
    expect(await expenseRows(page).first().innerText()).toContain('$45.20');
    expect(await expenseRows(page).nth(1).innerText()).toContain('Diesel at Moab');

    await page.getByRole('tab', { name: 'Overview' }).click();
    const table = page.getByRole('table', { name: /USD/ }).first();
    await expectVisible(table.getByRole('row', { name: /Food/ }));
    expect(await table.getByRole('row', { name: /Food/ }).innerText()).toContain('$45.20');
    // The pie has one slice per category spent in this month: fuel (if yesterday was this month) and food.
    const slices = page.locator('.recharts-pie-sector');
    await expect.poll(() => slices.count(), { timeout: UI_TIMEOUT_MS }).toBeGreaterThanOrEqual(1);
  });

  test('a budget warns at 80 % when an expense crosses it, once', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await openWins(page, account, 'budgets');

    const budgetForm = page.getByRole('form', { name: 'New budget' });
    await budgetForm.getByLabel('Category').selectOption({ label: 'Fuel' });
    await budgetForm.getByLabel('Amount').fill('100');
    await budgetForm.getByRole('button', { name: 'Create budget' }).click();
    await expectVisible(page.getByText('Fuel budget created.'));

    await addExpenseByApi(account, { amount: 70, category: 'fuel', date: isoDate(0), description: 'Diesel' });
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await addExpenseInForm(page, { amount: '15', category: 'Fuel', description: 'Top-up' });

    const alert = page.getByText(/^You have used 85% of your fuel budget for .+ \(\$85\.00 of \$100\.00\)\.$/);
    await expectVisible(alert);
    // The same alert is also kept as an in-app notification, behind the bell in the header.
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expectVisible(bell);
    await bell.click();
    await expectVisible(page.getByText('Fuel budget: 80% reached'));
    await expectVisible(page.getByText('$85.00 spent of $100.00 (monthly budget)'));

    // A second expense under 100 % does not warn again for the 80 % threshold.
    const again = await api('/expenses', {
      token: account.accessToken,
      json: { amount: 1, category: 'fuel', date: isoDate(0), description: 'Water', currency: 'USD' },
    });
    expect((again.body as { alerts: unknown[] }).alerts).toEqual([]);
  });

  test('a bank CSV with semicolons, decimal commas and day-first dates imports through the preview', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await openWins(page, account, 'expenses');
    await page.getByRole('button', { name: 'Import' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Import a bank file' }));

    const day = isoDate(3);
    const dayFirst = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    const csv = [
      'Datum;Beschreibung;Betrag',
      `${dayFirst};Camping La Pineda;-1.234,50`,
      `${dayFirst};Supermercado Dia;-23,95`,
      `${dayFirst};SHELL GAS STATION;-61,20`,
      `${dayFirst};Freelance invoice;850,00`,
    ].join('\n');
    await page.getByLabel('Bank file (.csv, .ofx, .qfx)').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });

    await expectVisible(page.getByRole('heading', { name: 'What we detected' }));
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Column separator').inputValue()).toBe(';');
    expect(await dialog.getByLabel('Decimal separator').inputValue()).toBe(',');
    expect(await dialog.getByLabel('Date format').inputValue()).toBe('DD/MM/YYYY');
    await expectVisible(dialog.getByText('Rows in the file: 4 · expenses: 3 · income: 1 · duplicates skipped: 0'));
    await expectVisible(dialog.getByRole('cell', { name: 'Camping La Pineda' }));
    // Categories are suggested, not left as 'Other': the fuel brand and the campsite from the built-in keywords.
    const shell = dialog.getByLabel('Category for "SHELL GAS STATION"');
    expect(await shell.inputValue()).toBe('fuel');
    await expectVisible(dialog.getByRole('row', { name: /SHELL GAS STATION/ }).getByText('From the shop name'));
    expect(await dialog.getByLabel('Category for "Camping La Pineda"').inputValue()).toBe('campground');

    await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
    await expectVisible(dialog.getByText('Import finished'));
    await expectVisible(dialog.getByText('Expenses imported: 3'));
    await expectVisible(dialog.getByText('Income imported: 1'));
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await expectVisible(expenseRows(page).filter({ hasText: 'Camping La Pineda' }));
    expect(await expenseRows(page).filter({ hasText: 'Camping La Pineda' }).innerText()).toContain('$1,234.50');
    const expenses = await api('/expenses', { token: account.accessToken });
    const saved = (expenses.body as { data: { description: string; category: string }[] }).data;
    expect(saved.find((e) => e.description === 'SHELL GAS STATION')?.category).toBe('fuel');
    const income = await api('/income', { token: account.accessToken });
    expect(JSON.stringify(income.body)).toContain('Freelance invoice');
  });

  test('in French, amounts are written the French way and dates in the chosen date format', async () => {
    const account = await createAccount({ onboarded: true });
    await api('/settings', {
      method: 'PATCH',
      token: account.accessToken,
      json: { regional_preferences: { currency: 'EUR', date_format: 'DD/MM/YYYY' } },
    });
    await addExpenseByApi(account, {
      amount: 1234.5,
      category: 'campground',
      date: '2026-03-07',
      description: 'Camping du Lac',
      currency: 'EUR',
    });
    const { page } = await browser.open();
    await openWins(page, account, 'expenses');
    await page.getByRole('banner').getByLabel('Language').selectOption({ label: '🇫🇷 Français' });

    const row = page.getByRole('list', { name: "Dépenses, les plus récentes d'abord" }).getByRole('listitem').first();
    await expectVisible(row);
    await expect.poll(() => row.innerText(), { timeout: UI_TIMEOUT_MS }).toMatch(/1\s234,50\s€/);
    expect(await row.innerText()).toContain('07/03/2026');
  });

  test('amount locale: 12.345 is refused in English, 12,50 is read in French, and nothing is read as thousands', async () => {
    const account = await createAccount({ onboarded: true });
    await api('/settings', {
      method: 'PATCH',
      token: account.accessToken,
      json: { regional_preferences: { currency: 'EUR' } },
    });
    const { page } = await browser.open();
    await openWins(page, account, 'expenses');

    await addExpenseInForm(page, { amount: '12.345', category: 'Food', description: 'Baguettes' });
    const form = page.getByRole('form', { name: 'New expense' });
    await expectVisible(
      form.getByText('More than 2 decimals. Write cents after a point (12.35) and thousands with a comma (12,345).'),
    );

    await page.getByRole('banner').getByLabel('Language').selectOption({ label: '🇫🇷 Français' });
    const formFr = page.getByRole('form', { name: 'Nouvelle dépense' });
    await formFr.getByLabel('Montant').fill('1.234,5');
    await formFr.getByRole('button', { name: 'Ajouter la dépense' }).click();
    await expectVisible(formFr.getByText('Saisissez un montant, par exemple 12,50.'));
    await formFr.getByLabel('Montant').fill('12,50');
    await formFr.getByRole('button', { name: 'Ajouter la dépense' }).click();
    await expectVisible(page.getByText(/Dépense de 12,50\s€ ajoutée\./));

    // What was saved is twelve euros fifty, once: the refused tries sent nothing.
    const saved = await api('/expenses', { token: account.accessToken });
    const amounts = (saved.body as { data: { amount: number; currency: string }[] }).data.map((e) => e.amount);
    expect(amounts).toEqual([12.5]);
  });
});
