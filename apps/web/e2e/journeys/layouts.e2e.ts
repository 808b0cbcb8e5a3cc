import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, ownerAccount, type Account } from '../support/api.ts';
import { expectHidden, expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { LAPTOP, layoutProblems, PHONE, screenshot, type LayoutProblems } from '../support/layout.ts';

const browser = useBrowser();

const WIDTHS = { phone: PHONE, laptop: LAPTOP } as const;
type Width = keyof typeof WIDTHS;

async function send(
  account: Account,
  method: 'POST' | 'PUT',
  path: string,
  json: Record<string, unknown>,
): Promise<{ id: string }> {
  const res = await api(path, { method, token: account.accessToken, json });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data;
}

const post = (account: Account, path: string, json: Record<string, unknown>) => send(account, 'POST', path, json);

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A buyer with a GBP order placed for collection or transfer (subtotal, shipping and total in pounds). */
async function placeOrder(owner: Account): Promise<{ buyer: Account; product: string }> {
  const product = `Awning rail ${Date.now()}`;
  const created = await post(owner, '/admin/products', {
    name: product,
    category: 'rv_parts',
    description: 'A 4 m aluminium rail for a roll-out awning.',
    prices: [
      { currency: 'GBP', amount: 35.98 },
      { currency: 'USD', amount: 44 },
    ],
    stock: 20,
  });
  const buyer = await createAccount({ onboarded: true, fullName: 'Morgan Hale' });
  await send(buyer, 'PUT', '/shop/cart/items?currency=GBP', { product_id: created.id, quantity: 2 });
  await post(buyer, '/shop/checkout', {
    method: 'manual',
    currency: 'GBP',
    shipping_address: {
      name: 'Morgan Hale',
      line1: '3 Harbour Row',
      city: 'Whitby',
      postcode: 'YO21 3PU',
      country: 'GB',
    },
  });
  // A second cart, left for the checkout page.
  await send(buyer, 'PUT', '/shop/cart/items?currency=GBP', { product_id: created.id, quantity: 1 });
  return { buyer, product };
}

/** Every page of `pages`, at both widths: what does not fit, keyed by page and width, after a screenshot of each. */
async function checkPages(
  account: Account,
  pages: Record<string, (page: Page) => Promise<void>>,
): Promise<Record<string, LayoutProblems>> {
  const found: Record<string, LayoutProblems> = {};
  for (const width of Object.keys(WIDTHS) as Width[]) {
    const phone = width === 'phone';
    const { page } = await browser.open({ viewport: WIDTHS[width], hasTouch: phone, isMobile: phone });
    await signIn(page, account.email, account.password);
    for (const [name, open] of Object.entries(pages)) {
      await open(page);
      // The floating Pam button is there: it is one of the things that may cover a control.
      await expectVisible(page.getByRole('button', { name: /^Open Pam chat/ }));
      await screenshot(page, `${name}-${WIDTHS[width].width}`);
      const problems = await layoutProblems(page);
      if (Object.values(problems).some((problem) => (Array.isArray(problem) ? problem.length > 0 : problem > 0)))
        found[`${name} at ${WIDTHS[width].width} px`] = problems;
    }
    await page.context().close();
  }
  return found;
}

describe('Layouts that fit, at 390 and 1366 px', () => {
  test('Wins overview, the trip planner with stops, checkout and an order, and the Wheels tabs: nothing overflows, no word breaks inside itself, nothing covers a control', async () => {
    const owner = await ownerAccount();
    const { buyer } = await placeOrder(owner);
    for (const [amount, category, description] of [
      [86.5, 'campground', 'Two nights at Lakeside Holiday Park'],
      [71.95, 'fuel', 'Diesel at Penrith services'],
      [24.3, 'food', 'Groceries for the week'],
      [310, 'maintenance', 'Habitation check and new leisure battery'],
      [18, 'entertainment', 'Castle entry'],
    ] as const)
      await post(buyer, '/expenses', { amount, category, description, date: today() });
    await post(buyer, '/income', { source: 'Remote design work', amount: 1200, date: today() });
    await post(buyer, '/budgets', { category: 'campground', period: 'monthly', amount: 400 });

    const found = await checkPages(buyer, {
      'wins-overview': async (page) => {
        await page.goto('/wins?tab=overview');
        await expectVisible(page.getByText('Habitation check and new leisure battery'));
      },
      'trip-planner': async (page) => {
        await page.goto('/wheels?tab=trip-planner');
        await page.getByRole('combobox', { name: 'Origin' }).fill('Bristol');
        await page
          .getByRole('option', { name: /^Bristol, .*United Kingdom$/ })
          .first()
          .click();
        // Enough stops for the last ones' buttons to pass under the Pam button's corner on a phone.
        const stops = ['Gloucester', 'Birmingham', 'Sheffield', 'Leeds', 'Manchester', 'Kendal'];
        for (const _ of stops) await page.getByRole('button', { name: 'Add a stop' }).click();
        for (const [i, stop] of stops.entries()) await page.getByRole('combobox', { name: `Stop ${i + 1}` }).fill(stop);
        await page.getByRole('combobox', { name: 'Destination' }).fill('Carlisle');
        await page.getByRole('button', { name: 'Plan route' }).click();
        await expectVisible(page.getByRole('list', { name: 'Stops in driving order' }));
      },
      checkout: async (page) => {
        await page.goto('/shop?view=checkout');
        await expectVisible(page.getByRole('heading', { name: 'Checkout' }));
        await expectVisible(page.getByText('Subtotal').first());
      },
      'my-orders': async (page) => {
        await page.goto('/shop?view=orders');
        await expectVisible(page.getByText(/^Order #\d+$/).first());
      },
      'wheels-tabs': async (page) => {
        await page.goto('/wheels?tab=maintenance');
        await page.getByRole('tabpanel').waitFor();
      },
    });
    expect(found).toEqual({});
  });

  test('the admin console’s orders: a table that fits at 1366 px and cards on a phone, words whole', async () => {
    const owner = await ownerAccount();
    await placeOrder(owner);
    const found = await checkPages(owner, {
      'admin-orders': async (page) => {
        await page.goto('/admin?tab=orders');
        await expectVisible(page.getByRole('table', { name: 'Orders' }).or(page.getByRole('list', { name: 'Orders' })));
      },
    });
    expect(found).toEqual({});
  });

  test('a tab row wider than a phone says it scrolls, and its arrows bring the hidden tabs into view', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=trip-planner');
    const tabs = page.getByRole('tablist', { name: 'Wheels sections' });
    const later = page.getByRole('button', { name: 'Show more tabs' });
    await expectVisible(later);
    expect(await page.getByRole('button', { name: 'Show earlier tabs' }).count()).toBe(0);
    const last = tabs.getByRole('tab', { name: 'Caravan Safety' });
    const inView = () =>
      last.evaluate((tab) => {
        const list = tab.closest('[role=tablist]')!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= list.left && box.right <= list.right;
      });
    expect(await inView()).toBe(false);
    // One press scrolls the row by most of its width: here to its end, where the row says it has no more.
    await later.click();
    await expect.poll(inView, { timeout: UI_TIMEOUT_MS }).toBe(true);
    await expectVisible(page.getByRole('button', { name: 'Show earlier tabs' }));
    await expectHidden(later);
  });
});
