import { sql } from 'kysely';

import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
import { shopSuite } from '#test/shop-kit.ts';

describe.each(DATABASE_KINDS)('shop carts, checkout and orders on %s', (kind) => {
  let t: TestApp;
  let admin: User;
  const { ctx, product, stockOf, put } = shopSuite(kind);
  beforeAll(() => ({ t, admin } = ctx));

  it('keeps a cart per user, refuses more than the stock, and checks out a manual order that takes the stock', async () => {
    const buyer = await t.signUp();
    const item = await product({ name: 'Water Filter', stock: 3 });
    const external = await product({
      name: 'Generator on Amazon',
      seller: 'amazon',
      external_url: 'https://www.amazon.com/dp/B000000',
    });
    expect((await put(buyer, external.id, 1)).status).toBe(400);
    const tooMany = await put(buyer, item.id, 4);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({ code: 'out_of_stock', message: 'Sorry, only 3 of Water Filter left.' });

    const cart = await put(buyer, item.id, 2);
    expect(cart.status).toBe(200);
    expect(cart.body.data.items).toEqual([
      expect.objectContaining({ product_id: item.id, quantity: 2, unit_price: { amount: 129.99, currency: 'USD' } }),
    ]);
    // USD: tax added at 0 %, shipping 9.95 under 150, free from 150.
    expect(cart.body.data.totals).toMatchObject({ subtotal: 259.98, shipping: 0, tax: 0, total: 259.98 });

    const order = await t.request('POST', 'shop/checkout', {
      token: buyer.token,
      json: {
        method: 'manual',
        shipping_address: { name: 'Ann', line1: '1 Road', city: 'Austin', postcode: '78701', country: 'us' },
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.data.url).toBeUndefined();
    expect(await stockOf(item.id)).toBe(1);
    expect((await t.request('GET', 'shop/cart', { token: buyer.token })).body.data.items).toEqual([]);

    const orders = await t.request('GET', 'shop/orders', { token: buyer.token });
    expect(orders.body.data).toEqual([
      expect.objectContaining({
        id: order.body.data.order_id,
        status: 'awaiting_payment',
        method: 'manual',
        total: 259.98,
        items: [expect.objectContaining({ name: 'Water Filter', quantity: 2, unit_amount: 129.99 })],
        shipping_address: expect.objectContaining({ country: 'US' }),
      }),
    ]);
    // How to pay, e-mailed as it is placed: the amount, the number as the reference, where to ask for the bank details.
    const number = orders.body.data[0].number as number;
    const howToPay = await t.lastMailTo(buyer.email);
    expect(howToPay?.subject).toBe(`Your Wheels & Wins order #${number}: how to pay`);
    expect(howToPay?.body_text).toContain(
      `send $259.98 with order number ${number} as the reference; for the bank details, write to support@wheelsandwins.app.`,
    );
    expect(howToPay?.body_text).toContain('2 × Water Filter  $259.98');

    const cancelled = await t.request('POST', `shop/orders/${order.body.data.order_id}/cancel`, { token: buyer.token });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await stockOf(item.id)).toBe(3);
    expect(
      (await t.request('POST', `shop/orders/${order.body.data.order_id}/cancel`, { token: buyer.token })).status,
    ).toBe(409);
  });

  it('refuses an empty cart, and card payments while Stripe is not set up', async () => {
    const buyer = await t.signUp();
    expect((await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'manual' } })).status).toBe(
      400,
    );
    const card = await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'stripe' } });
    expect(card.status).toBe(409);
    expect(card.body.error.code).toBe('card_payments_unavailable');
  });

  it('adds a visitor cart to the account at sign-in, up to the stock, leaving out what is not for sale', async () => {
    const buyer = await t.signUp();
    const a = await product({ name: 'Levelling Blocks', stock: 4 });
    const b = await product({ name: 'Retired Kettle', stock: 4 });
    await t.request('PATCH', `admin/products/${b.id}`, { token: admin.token, json: { active: false } });
    await put(buyer, a.id, 1);
    const merged = await t.request('POST', 'shop/cart/merge', {
      token: buyer.token,
      json: {
        items: [
          { product_id: a.id, quantity: 9 },
          { product_id: b.id, quantity: 1 },
        ],
      },
    });
    expect(merged.status).toBe(200);
    expect(
      merged.body.data.items.map((i: { product_id: string; quantity: number }) => [i.product_id, i.quantity]),
    ).toEqual([[a.id, 4]]);
  });

  it('sells the last 10 units to exactly 10 of 50 buyers checking out at once, never below zero', async () => {
    const last = await product({ name: 'Last Ten Hoses', stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => t.signUp()));
    for (const b of buyers) expect((await put(b, last.id, 1)).status).toBe(200);
    const results = await Promise.all(
      buyers.map((b) => t.request('POST', 'shop/checkout', { token: b.token, json: { method: 'manual' } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe('Sorry, Last Ten Hoses is out of stock.');
    expect(await stockOf(last.id)).toBe(0);
    const sold = await t.db
      .selectFrom('shop_order_items')
      .select(sql<string>`sum(quantity)`.as('n'))
      .where('product_id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(10);
  }, 120_000);

  it('gives the stock of an unpaid order back once its hold runs out', async () => {
    const buyer = await t.signUp();
    const item = await product({ name: 'Sewer Hose', stock: 2 });
    await put(buyer, item.id, 2);
    const order = await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'manual' } });
    expect(await stockOf(item.id)).toBe(0);
    await t.db
      .updateTable('shop_orders')
      .set({ reserved_until: new Date(Date.now() - 1000) })
      .where('id', '=', order.body.data.order_id)
      .execute();
    // The next checkout (anyone's) sweeps first.
    const other = await t.signUp();
    await t.request('POST', 'shop/checkout', { token: other.token, json: { method: 'manual' } });
    expect(
      (await t.request('GET', `shop/orders/${order.body.data.order_id}`, { token: buyer.token })).body.data.status,
    ).toBe('cancelled');
    expect(await stockOf(item.id)).toBe(2);
  });

  it('lets an admin mark a manual order paid (receipt e-mailed) and shipped; the buyer confirms delivery into storage', async () => {
    const buyer = await t.signUp();
    await t.request('PATCH', 'settings', {
      token: buyer.token,
      json: { integration_preferences: { shop_travel_integration: true, auto_add_purchases_to_storage: true } },
    });
    const item = await product({ name: 'Tyre Gauge', stock: 5, prices: [{ currency: 'USD', amount: 20 }] });
    await put(buyer, item.id, 2);
    const { order_id } = (await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'manual' } }))
      .body.data;

    const move = (status: string, token = admin.token) =>
      t.request('POST', `admin/orders/${order_id}/status`, { token, json: { status } });
    expect((await move('shipped')).status).toBe(409);
    expect((await move('paid', buyer.token)).status).toBe(403);
    expect((await move('paid')).body.data.status).toBe('paid');
    const receipt = await t.lastMailTo(buyer.email);
    expect(receipt?.subject).toMatch(/^Your Wheels & Wins order #\d+ is paid$/);
    expect(receipt?.body_text).toContain('2 × Tyre Gauge');
    // USD below 150: 9.95 shipping.
    expect(receipt?.body_text).toContain('Total: $49.95');
    expect((await move('shipped')).body.data.status).toBe('shipped');
    const delivered = await t.request('POST', `shop/orders/${order_id}/delivered`, { token: buyer.token });
    expect(delivered.body.data.status).toBe('delivered');
    const storage = await t.request('GET', 'storage-items', { token: buyer.token });
    expect(storage.body.data).toEqual([expect.objectContaining({ name: 'Tyre Gauge', quantity: 2 })]);

    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_id'])
      .where('target_table', '=', 'shop_orders')
      .where('target_id', '=', order_id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'order.paid', actor_id: admin.id },
      { action: 'order.shipped', actor_id: admin.id },
    ]);
  });
});
