import { describe, expect, test } from 'vitest';
import { api, TEST_PASSWORD, uniqueEmail } from '../support/api.ts';
import { expectPath, expectVisible, signUp, storedAccessToken } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { pickPlace } from '../support/trip-planner.ts';

const browser = useBrowser();

/** A date some days back, as the browser sees it: ISO for the date inputs, and as a British reader writes it. */
function daysAgo(days: number): { iso: string; british: string } {
  const d = new Date();
  d.setDate(d.getDate() - days);
  const [dd, mm, yyyy] = [d.getDate(), d.getMonth() + 1, d.getFullYear()].map((n) => String(n).padStart(2, '0'));
  return { iso: `${yyyy}-${mm}-${dd}`, british: `${dd}/${mm}/${yyyy}` };
}

// Issue 23: a British driver buys litres, reads miles and mpg in imperial gallons, and writes 29/11/2026.
describe('a traveller from the United Kingdom', () => {
  test('onboards, logs a fill-up in litres and plans a trip: litres, miles and dd/mm/yyyy everywhere', async () => {
    const { page } = await browser.open();
    await signUp(page, uniqueEmail('uk'), TEST_PASSWORD);

    await page.getByLabel('Your name').fill('Morag Sinclair');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Motorhome', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Where do you mostly travel?' }));
    await page.getByText('United Kingdom', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // The region gives the UK's units (miles, litres, mpg in imperial gallons, °C) and pounds.
    await expectVisible(page.getByRole('heading', { name: 'Units and currency' }));
    expect(await page.getByRole('radio', { name: 'UK' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Currency').inputValue()).toBe('GBP');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expectPath(page, '/you');

    const token = await storedAccessToken(page);
    const settings = await api('/settings', { token });
    expect((settings.body as { data: { regional_preferences: unknown } }).data.regional_preferences).toMatchObject({
      currency: 'GBP',
      distance_unit: 'mi',
      volume_unit: 'L',
      consumption_unit: 'mpg_imp',
      temperature_unit: 'c',
    });
    const rig = await api('/vehicles', {
      token,
      json: { name: 'Heather', kind: 'motorhome', fuel_type: 'diesel', tank_l: 90, consumption_l_per_100km: 12 },
    });
    expect(rig.status).toBe(201);

    // A fill-up typed in litres and pounds per litre stays in litres.
    await page.goto('/wheels?tab=fuel-log');
    const filled = daysAgo(3);
    const form = page.getByRole('form', { name: 'New fill-up' });
    await form.getByLabel('Date').fill(filled.iso);
    await form.getByLabel('Vehicle').selectOption({ label: 'Heather' });
    await form.getByLabel('Odometer (mi)').fill('41,250');
    await form.getByLabel('Volume (L)').fill('62.5');
    await form.getByLabel('Price per L').fill('1.459');
    await form.getByRole('button', { name: 'Add fill-up' }).click();
    await expectVisible(page.getByText('Fill-up saved.'));
    const row = page.getByRole('list', { name: 'Fill-ups, newest first' }).getByRole('listitem').first();
    await expect.poll(() => row.innerText(), { timeout: UI_TIMEOUT_MS }).toContain('62.5 L at £1.459/L = £91.19');
    expect(await row.innerText()).toContain(filled.british);
    expect(await row.innerText()).toContain('41,250 mi');

    // A trip from Bristol to Inverness: distances in miles, fuel in litres at pounds per litre, days as dd/mm/yyyy.
    await page.goto('/wheels?tab=trip-planner');
    await pickPlace(page, 'Origin', 'Bristol');
    await pickPlace(page, 'Destination', 'Inverness');
    await page.getByLabel('Rig', { exact: true }).selectOption({ label: 'Heather' });
    const start = daysAgo(-7);
    await page.getByLabel('Start date').fill(start.iso);
    await page.getByRole('button', { name: 'Plan route' }).click();

    const fuel = page.getByTestId('fuel-total');
    await expectVisible(fuel);
    expect(await fuel.innerText()).toMatch(/^[\d.,]+ L in total, costing £[\d,]+\.\d\d$/);
    expect(await page.getByTestId('plan-day').first().innerText()).toContain(`Day 1, ${start.british}`);
    const firstNight = page.getByRole('list', { name: /^Campgrounds near / }).first();
    await expectVisible(firstNight);
    expect(await firstNight.getByRole('listitem').first().innerText()).toMatch(/mi off route/);
    expect(await page.getByText(/\bgal\b/).count()).toBe(0);
  });
});
