import { describe, expect, test } from 'vitest';
import { api, createAccount } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const FIRST = 'Windows, roof lights and vents closed and latched';
const SECOND = 'Entrance step retracted, door closed and locked';

describe('Wheels: caravan safety and RV storage', () => {
  test('ticks of a pre-departure checklist are stored and still ticked after a reload', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=safety');

    await expect
      .poll(() => page.getByLabel('Checklist').inputValue(), { timeout: UI_TIMEOUT_MS })
      .toBe('template:pre_departure');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const run = page.getByRole('region', { name: 'Checklist run: Pre-departure' });
    await expectVisible(run.getByText('0 of 13 ticked'));

    await run.getByRole('checkbox', { name: FIRST }).check();
    await run.getByRole('checkbox', { name: SECOND }).check();
    await expectVisible(run.getByText('2 of 13 ticked'));
    // Both ticks reached the database before the page goes away.
    await expect
      .poll(
        async () =>
          (
            (await api('/safety-checklists/runs', { token: account.accessToken })).body as {
              data: { checked_count: number }[];
            }
          ).data[0]?.checked_count,
        {
          timeout: UI_TIMEOUT_MS,
        },
      )
      .toBe(2);

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Checklist run: Pre-departure' });
    await expectVisible(reloaded.getByText('2 of 13 ticked'));
    expect(await reloaded.getByRole('checkbox', { name: FIRST }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: SECOND }).isChecked()).toBe(true);
    expect(
      await reloaded
        .getByRole('checkbox', { name: 'Awning wound in and secured; TV aerial or satellite dish lowered' })
        .isChecked(),
    ).toBe(false);

    // RV Storage: an item's weight (imperial by default) shows in the total.
    await page.getByRole('tab', { name: 'RV Storage' }).click();
    const form = page.getByRole('form', { name: 'New stored item' });
    await form.getByLabel('Item').fill('Levelling ramps');
    await form.getByLabel('Where it is stored').fill('Rear locker');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Weight each (lb)').fill('10');
    await form.getByRole('button', { name: 'Add item' }).click();
    await expect.poll(() => page.getByLabel('Total weight').innerText(), { timeout: UI_TIMEOUT_MS }).toBe('20 lb');
    await expectVisible(page.getByRole('list', { name: 'Stored items' }).getByText('2 × Levelling ramps'));
  });
});
