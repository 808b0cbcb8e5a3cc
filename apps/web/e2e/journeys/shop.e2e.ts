import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, ownerAccount, TEST_PASSWORD, uniqueEmail } from '../support/api.ts';
import { expectVisible, signIn, signUp } from '../support/app.ts';
import { useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The checkout's shipping address, in the United States. */
async function fillAddress(page: Page, [name, line1, city, postcode]: [string, string, string, string]) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Address', { exact: true }).fill(line1);
  await page.getByLabel('Town or city').fill(city);
  await page.getByLabel('Postcode or ZIP code').fill(postcode);
  await page.getByLabel('Country code').fill('US');
}

describe('shop', () => {
  test('a visitor fills a cart, signs up, the cart survives, pays by card and sees the order; shipped, it says so', async () => {
    const owner = await ownerAccount();
    const name = `Levelling ramp ${Date.now()}`;
    const product = await api('/admin/products', {
      token: owner.accessToken,
      json: {
        name,
        category: 'rv_parts',
        description: 'Two stackable ramps for uneven pitches.',
        prices: [{ currency: 'USD', amount: 42 }],
        stock: 5,
      },
    });
    expect(product.status).toBe(201);

    const { page } = await browser.open();
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Add ${name} to cart` }).click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await expectVisible(page.getByRole('dialog').getByText(name));
    await expectVisible(
      page.getByText('Your cart stays in this browser and joins your account when you sign in or sign up.'),
    );

    // Signing up keeps the cart: it joins the new account on the next visit to the shop.
    await signUp(page, uniqueEmail('shopper'), TEST_PASSWORD);
    await page.goto('/shop?view=checkout');
    await expectVisible(page.getByRole('heading', { name: 'Checkout' }));
    await expectVisible(page.getByText(name));
    await fillAddress(page, ['Robin Roads', '12 Canyon Road', 'Moab', '84532']);
    await page.getByRole('radio', { name: 'Pay by card' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Stripe Checkout (the fake Stripe's page): the order is paid when its webhook says so.
    await page.waitForURL(/\/pay\/cs_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/payment-success\?order=/);
    await expectVisible(page.getByRole('heading', { name: /^Order #\d+ is paid$/ }));

    await page.goto('/shop?view=orders');
    const order = page.getByRole('listitem').filter({ hasText: name });
    await expectVisible(order.getByText('Paid', { exact: true }));

    // The owner marks it shipped in the console, in a browser of their own.
    const orderTitle = await order.getByText(/^Order #\d+$/).textContent();
    const number = orderTitle!.replace('Order #', '');
    const admin = await browser.open();
    await signIn(admin.page, owner.email, owner.password);
    await admin.page.goto('/admin?tab=orders');
    await admin.page.getByRole('button', { name: `Mark order #${number} shipped` }).click();
    await expectVisible(admin.page.getByText(`Order #${number} is marked shipped.`));

    await page.reload();
    await expectVisible(page.getByRole('listitem').filter({ hasText: name }).getByText('Shipped', { exact: true }));
    await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'I received it' }).click();
    await expectVisible(page.getByRole('listitem').filter({ hasText: name }).getByText('Delivered', { exact: true }));
  });

  test('the owner gives bank details; a buyer paying by transfer sees them on the order, and is paid once marked', async () => {
    const owner = await ownerAccount();
    const name = `Water hose ${Date.now()}`;
    expect(
      (
        await api('/admin/products', {
          token: owner.accessToken,
          json: { name, category: 'rv_parts', prices: [{ currency: 'USD', amount: 19 }], stock: 3 },
        })
      ).status,
    ).toBe(201);

    const admin = await browser.open();
    await signIn(admin.page, owner.email, owner.password);
    await admin.page.goto('/admin?tab=products');
    const usd = admin.page.getByRole('form', { name: 'USD region' });
    await usd.getByLabel('Bank transfer details (USD)').fill('Wheels & Wins LLC\nRouting 021000021 · Account 99887766');
    await usd.getByRole('button', { name: 'Save USD' }).click();
    await expectVisible(admin.page.getByText('Settings for USD saved.'));

    const { page } = await browser.open();
    await signUp(page, uniqueEmail('transfer'), TEST_PASSWORD);
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Add ${name} to cart` }).click();
    await page.goto('/shop?view=checkout');
    await fillAddress(page, ['Sam Rivers', '4 Lake Drive', 'Bend', '97701']);
    await page.getByRole('radio', { name: 'Pay on collection or by bank transfer' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    const order = page.getByRole('listitem').filter({ hasText: name });
    await expectVisible(order.getByText('Bank details for the transfer'));
    await expectVisible(order.getByText('Routing 021000021 · Account 99887766', { exact: false }));
    const number = (await order.getByText(/^Order #\d+$/).textContent())!.replace('Order #', '');

    await admin.page.goto('/admin?tab=orders');
    await admin.page.getByRole('button', { name: `Mark order #${number} paid` }).click();
    await page.reload();
    await expectVisible(page.getByRole('listitem').filter({ hasText: name }).getByText('Paid', { exact: true }));
  });
});
