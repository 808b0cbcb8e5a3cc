import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** A date some days back, as the browser (and so the fill-up form) sees it. */
function isoDate(daysAgo: number): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function logFill(
  page: Page,
  fill: {
    date: string;
    odometer: string;
    gallons: string;
    pricePerGallon: string;
    place?: string;
    addExpense?: boolean;
    odometerReset?: boolean;
  },
) {
  const form = page.getByRole('form', { name: 'New fill-up' });
  await form.getByLabel('Date').fill(fill.date);
  await form.getByLabel('Vehicle').selectOption({ label: 'Big Blue' });
  await form.getByLabel('Odometer (mi)').fill(fill.odometer);
  await form.getByLabel('Volume (gal)').fill(fill.gallons);
  await form.getByLabel('Price per gal').fill(fill.pricePerGallon);
  if (fill.place) await form.getByLabel('Place').fill(fill.place);
  expect(await form.getByLabel('Filled to full').isChecked()).toBe(true);
  if (fill.addExpense) await form.getByLabel('Also add as a fuel expense').check();
  if (fill.odometerReset) await form.getByLabel('Odometer reset or new rig').check();
  await form.getByRole('button', { name: 'Add fill-up' }).click();
}

async function addBigBlue(page: Page) {
  await page.getByRole('button', { name: 'Add a rig' }).click();
  const rigForm = page.getByRole('form', { name: 'New rig' });
  await rigForm.getByLabel('Name').fill('Big Blue');
  await rigForm.getByLabel('Consumption (MPG)').fill('12');
  await rigForm.getByRole('button', { name: 'Add rig' }).click();
  await expectVisible(page.getByRole('list', { name: 'Your rigs' }).getByText('Motorhome · Diesel · 12.0 MPG'));
}

/**
 * A new account onboarded in the US (miles, US gallons, MPG and dollars), signed in on the fuel log, with Big Blue
 * added and its first fill-up logged: 10 gal at $3.50, 10 days ago at 10,000 mi.
 */
async function firstFillOfBigBlue() {
  const account = await createAccount({ onboarded: true });
  const { page } = await browser.open();
  await signIn(page, account.email, account.password);
  await page.goto('/wheels?tab=fuel-log');
  await addBigBlue(page);
  await logFill(page, { date: isoDate(10), odometer: '10,000', gallons: '10', pricePerGallon: '3.5' });
  await expectVisible(page.getByText('Fill-up saved.'));
  return { account, page };
}

/** The texts an input's aria-describedby points to (its hint and its error). */
function descriptionOf(input: Locator): Promise<string> {
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** The figure shown under a heading of the consumption and costs card. */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

describe('Wheels: fuel log', () => {
  test('two full fill-ups of a rig show its consumption, and the one added as an expense is in Wins', async () => {
    const { page } = await firstFillOfBigBlue();
    await expectVisible(page.getByText('Log two full fill-ups with odometer readings to see your consumption.'));

    await logFill(page, {
      date: isoDate(2),
      odometer: '10,300',
      gallons: '10',
      pricePerGallon: '3.60',
      place: 'Flying J',
      addExpense: true,
    });
    await expectVisible(page.getByText('Fill-up saved and added to your expenses.'));

    // 10 gal over 300 mi, stored as 37.85 L over 482.8 km: 7.84 L/100 km, shown back as 30.0 MPG.
    await expect
      .poll(() => figure(page, 'Average consumption').innerText(), { timeout: UI_TIMEOUT_MS })
      .toBe('30.0 MPG');
    expect(await page.getByText('measured over 300 mi').count()).toBe(1);
    // Only the fill that ends the interval is spent over it: $36.00 for 300 mi.
    expect(await figure(page, 'Fuel cost per mi').innerText()).toBe('$0.12/mi');
    const rows = page.getByRole('list', { name: 'Fill-ups, newest first' }).getByRole('listitem');
    expect(await rows.first().innerText()).toContain('10 gal at $3.60/gal = $36.00');
    expect(await rows.first().innerText()).toContain('Added to expenses');

    await page.goto('/wins?tab=expenses');
    const expense = page
      .getByRole('list', { name: 'Expenses, newest first' })
      .getByRole('listitem')
      .filter({ hasText: 'Fuel: Flying J' });
    await expectVisible(expense);
    expect(await expense.innerText()).toContain('$36.00');
  });

  test('fuel odometer: a reading below the previous fill-up is refused on its field until the reset box is ticked', async () => {
    const { account, page } = await firstFillOfBigBlue();
    // The row shows while it is on its way; the form empties once the server has it, ready for the next.
    const rows = page.getByRole('list', { name: 'Fill-ups, newest first' }).getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT_MS }).toBe(1);

    // Later by date but lower on the odometer: the server refuses it and says why under the odometer box.
    await logFill(page, { date: isoDate(2), odometer: '9,500', gallons: '8', pricePerGallon: '3.6' });
    const form = page.getByRole('form', { name: 'New fill-up' });
    const message =
      'Lower than the reading of the fill-up before this date. If the odometer was reset or this is another rig, ' +
      'tick “Odometer reset or new rig”.';
    await expectVisible(form.getByText(message));
    const odometer = form.getByLabel('Odometer (mi)');
    expect(await odometer.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(odometer)).toBe(message);
    // Nothing was saved, and what was typed is still there to correct.
    const saved = await api('/fuel-log', { token: account.accessToken });
    expect((saved.body as { data: unknown[] }).data).toHaveLength(1);
    expect(await rows.count()).toBe(1);
    expect(await odometer.inputValue()).toBe('9,500');

    // The odometer was reset: ticking the box lets the same fill-up in, as the start of a new segment.
    await form.getByLabel('Odometer reset or new rig').check();
    await form.getByRole('button', { name: 'Add fill-up' }).click();
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT_MS }).toBe(2);
    expect(await rows.first().innerText()).toContain('Odometer 9,500 mi');
    expect(await form.getByText(message).count()).toBe(0);
    // The row shows while it is on its way: the server has it a moment later.
    const stored = async () => {
      const after = await api('/fuel-log', { token: account.accessToken });
      return (after.body as { data: { filled_on: string; odometer_reset: boolean }[] }).data.map((e) => [
        e.filled_on,
        e.odometer_reset,
      ]);
    };
    await expect.poll(stored, { timeout: UI_TIMEOUT_MS }).toEqual([
      [isoDate(2), true],
      [isoDate(10), false],
    ]);
    // No distance is measured across the reset, so there is still no consumption to show.
    await expectVisible(page.getByText('Log two full fill-ups with odometer readings to see your consumption.'));
  });
});
