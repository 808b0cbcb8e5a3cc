import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, ownerAccount, type Account } from '../support/api.ts';
import { expectHidden, expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { LAPTOP, layoutProblems, PHONE, screenshot, type LayoutProblems } from '../support/layout.ts';
import { pickPlace } from '../support/trip-planner.ts';

const browser = useBrowser();

/** The widths the issue names (a phone, a laptop), and the rest of 320–1920 px for the pages with tables. */
const NAMED = [PHONE, LAPTOP];
const SWEEP = [
  { width: 320, height: 640 },
  PHONE,
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  LAPTOP,
  { width: 1920, height: 1080 },
];
/** A journey of several pages at several widths takes longer than one of a user's tasks. */
const LONG_JOURNEY_MS = 240_000;
const PLAN_TIMEOUT_MS = 30_000;

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

/** Every page of `pages` at each viewport: what does not fit, keyed by page and width, after a screenshot of each. */
async function checkPages(
  account: Account,
  pages: Record<string, (page: Page) => Promise<void>>,
  viewports: ReadonlyArray<{ width: number; height: number }> = NAMED,
): Promise<Record<string, LayoutProblems>> {
  const found: Record<string, LayoutProblems> = {};
  // One signed-in browser for the phone widths (touch) and one for the others, resized between widths.
  for (const phone of [true, false]) {
    const sizes = viewports.filter((viewport) => viewport.width < 640 === phone);
    if (sizes.length === 0) continue;
    const { page } = await browser.open({ viewport: sizes[0], hasTouch: phone, isMobile: phone });
    await signIn(page, account.email, account.password);
    for (const viewport of sizes) {
      await page.setViewportSize(viewport);
      for (const [name, open] of Object.entries(pages)) {
        await open(page);
        // The floating Pam button is there: it is one of the things that may cover a control.
        await expectVisible(page.getByRole('button', { name: /^Open Pam chat/ }));
        await screenshot(page, `${name}-${viewport.width}`);
        const problems = await layoutProblems(page);
        if (Object.values(problems).some((problem) => (Array.isArray(problem) ? problem.length > 0 : problem > 0)))
          found[`${name} at ${viewport.width} px`] = problems;
      }
    }
    await page.context().close();
  }
  return found;
}

/** A traveller with a month of spending in several categories, an income and a budget: a full Wins overview. */
async function travellerWithSpending(): Promise<Account> {
  const account = await createAccount({ onboarded: true });
  for (const [amount, category, description] of [
    [86.5, 'campground', 'Two nights at Lakeside Holiday Park'],
    [71.95, 'fuel', 'Diesel at Penrith services'],
    [24.3, 'food', 'Groceries for the week'],
    [310, 'maintenance', 'Habitation check and new leisure battery'],
    [18, 'entertainment', 'Castle entry'],
  ] as const)
    await post(account, '/expenses', { amount, category, description, date: today() });
  await post(account, '/income', { source: 'Remote design work', amount: 1200, date: today() });
  await post(account, '/budgets', { category: 'campground', period: 'monthly', amount: 400 });
  return account;
}

describe('Layouts that fit: no overflow, no word cut inside itself, no control covered (390 and 1366 px, tables 320–1920)', () => {
  test(
    'Wins overview',
    async () => {
      const account = await travellerWithSpending();
      const found = await checkPages(
        account,
        {
          'wins-overview': async (page) => {
            await page.goto('/wins?tab=overview');
            await expectVisible(page.getByText('Habitation check and new leisure battery'));
          },
        },
        SWEEP,
      );
      expect(found).toEqual({});
    },
    LONG_JOURNEY_MS,
  );

  test(
    'the trip planner with stops, its plan, and the Wheels tab row',
    async () => {
      const account = await createAccount({ onboarded: true });
      const found = await checkPages(account, {
        'trip-planner': async (page) => {
          await page.goto('/wheels?tab=trip-planner');
          await pickPlace(page, 'Origin', 'Bristol');
          // Enough stops for the last ones' buttons to pass under the Pam button's corner on a phone.
          const stops = ['Gloucester', 'Birmingham', 'Sheffield', 'Leeds', 'Manchester', 'Kendal'];
          for (const _ of stops) await page.getByRole('button', { name: 'Add a stop' }).click();
          for (const [i, stop] of stops.entries())
            await page.getByRole('combobox', { name: `Stop ${i + 1}` }).fill(stop);
          await page.getByRole('combobox', { name: 'Destination' }).fill('Carlisle');
          await page.getByRole('button', { name: 'Plan route' }).click();
          // Eight stops with overnight sites take longer than a screen's usual wait on a busy machine.
          await page
            .getByRole('list', { name: 'Stops in driving order' })
            .waitFor({ state: 'visible', timeout: PLAN_TIMEOUT_MS });
        },
        'wheels-tabs': async (page) => {
          await page.goto('/wheels?tab=maintenance');
          await page.getByRole('tabpanel').waitFor();
        },
      });
      expect(found).toEqual({});
    },
    LONG_JOURNEY_MS,
  );

  test(
    'checkout with a cart, and an order with its subtotal and shipping',
    async () => {
      const { buyer } = await placeOrder(await ownerAccount());
      const found = await checkPages(buyer, {
        checkout: async (page) => {
          await page.goto('/shop?view=checkout');
          await expectVisible(page.getByRole('heading', { name: 'Checkout' }));
          await expectVisible(page.getByText('Subtotal').first());
        },
        'my-orders': async (page) => {
          await page.goto('/shop?view=orders');
          await expectVisible(page.getByText(/^Order #\d+$/).first());
        },
      });
      expect(found).toEqual({});
    },
    LONG_JOURNEY_MS,
  );

  test(
    'the admin console’s orders and products: a table where eight columns fit, cards where they do not',
    async () => {
      const owner = await ownerAccount();
      await placeOrder(owner);
      const found = await checkPages(
        owner,
        {
          'admin-orders': async (page) => {
            await page.goto('/admin?tab=orders');
            await expectVisible(page.getByRole('table', { name: 'Orders' }));
          },
          'admin-products': async (page) => {
            await page.goto('/admin?tab=products');
            await expectVisible(page.getByRole('table', { name: 'Products' }));
          },
        },
        SWEEP,
      );
      expect(found).toEqual({});
    },
    LONG_JOURNEY_MS,
  );

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
