import type { Page } from 'playwright-core';

/**
 * Types `typed` into one of the trip planner's place boxes ('Origin', 'Destination', 'Stop 1', …) and picks the first
 * suggestion whose name matches `option`: by default the town of that name in the United Kingdom.
 */
export async function pickPlace(
  page: Page,
  box: string,
  typed: string,
  option = new RegExp(`^${typed}, .*United Kingdom$`),
): Promise<void> {
  await page.getByRole('combobox', { name: box }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}
