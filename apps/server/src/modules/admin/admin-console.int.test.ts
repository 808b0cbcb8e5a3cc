import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('admin console on %s', (kind) => {
  let t: TestApp;
  let owner: User;
  let buyer: User;
  let member: User;

  const dashboard = async () => {
    const res = await t.request('GET', 'admin/dashboard', { token: owner.token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    owner = await t.signUp('owner@example.com');
    buyer = await t.signUp('buyer@example.com');
    member = await t.signUp('member@example.com');
  }, 60_000);
  afterAll(() => t.close());

  it('counts memberships, orders, revenue per currency, top products, Pam and reports from the database', async () => {
    const before = await dashboard();
    expect(before.memberships).toEqual({
      trialing: 3,
      monthly: 0,
      annual: 0,
      past_due: 0,
      canceled: 0,
      expired: 0,
      converted: 0,
    });
    expect(before.orders).toEqual({ by_status: {}, revenue_30d: [], revenue_total: [], top_products: [] });

    await t.request('POST', `admin/users/${member.id}/membership`, {
      token: owner.token,
      json: { plan: 'annual', months: 12 },
    });
    const product = await t.request('POST', 'admin/products', {
      token: owner.token,
      json: { name: 'Surge Protector', category: 'electronics', prices: [{ currency: 'USD', amount: 200 }], stock: 9 },
    });
    await t.request('PUT', 'shop/cart/items', {
      token: buyer.token,
      json: { product_id: product.body.data.id, quantity: 2 },
    });
    const order = await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'manual' } });
    await t.request('POST', `admin/orders/${order.body.data.order_id}/status`, {
      token: owner.token,
      json: { status: 'paid' },
    });
    // One more, left unpaid: counted by status, not as revenue.
    await t.request('PUT', 'shop/cart/items', {
      token: buyer.token,
      json: { product_id: product.body.data.id, quantity: 1 },
    });
    await t.request('POST', 'shop/checkout', { token: buyer.token, json: { method: 'manual' } });
    const pam = await t.request('POST', 'pam-simple/chat', { token: buyer.token, json: { message: 'hello Pam' } });
    expect(pam.status, JSON.stringify(pam.body)).toBe(200);

    const after = await dashboard();
    expect(after.memberships).toMatchObject({ trialing: 2, annual: 1, converted: 1 });
    // USD under the free-shipping threshold? 400 is over 150: no shipping, no tax.
    expect(after.orders).toEqual({
      by_status: { paid: 1, awaiting_payment: 1 },
      revenue_30d: [{ currency: 'USD', amount: 400, orders: 1 }],
      revenue_total: [{ currency: 'USD', amount: 400, orders: 1 }],
      top_products: [{ product_id: product.body.data.id, name: 'Surge Protector', units: 2 }],
    });
    expect(after.pam.messages_30d).toBe(before.pam.messages_30d + 1);
    expect(after.pam.replies_by_engine.builtin).toBe((before.pam.replies_by_engine.builtin ?? 0) + 1);
    expect(after.moderation).toEqual({ open_reports: 0 });
  });

  it('finds users by e-mail or name, with membership and rights, and makes one an admin, audited', async () => {
    const found = await t.request('GET', 'admin/users?q=MEMBER@', { token: owner.token });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      data: [
        expect.objectContaining({
          id: member.id,
          email: 'member@example.com',
          is_admin: false,
          plan: 'annual',
          membership_status: 'active',
          course_access: true,
          suspended_until: null,
        }),
      ],
      total: 1,
    });
    // A literal % is searched as itself, not as a wildcard.
    expect((await t.request('GET', 'admin/users?q=%25', { token: owner.token })).body.total).toBe(0);

    expect(
      (await t.request('PUT', `admin/users/${buyer.id}/admin`, { token: owner.token, json: { is_admin: true } }))
        .status,
    ).toBe(204);
    expect((await t.request('GET', 'admin/status', { token: buyer.token })).body.data.is_admin).toBe(true);
    expect(
      (await t.request('PUT', `admin/users/${buyer.id}/admin`, { token: buyer.token, json: { is_admin: false } })).body
        .error.code,
    ).toBe('self_demotion');
    expect(
      (await t.request('PUT', `admin/users/${buyer.id}/admin`, { token: owner.token, json: { is_admin: false } }))
        .status,
    ).toBe(204);
    expect((await t.request('GET', 'admin/status', { token: buyer.token })).body.data.is_admin).toBe(false);

    const audit = await t.request('GET', 'admin/audit?target_table=admin_users', { token: owner.token });
    expect(
      audit.body.data.map((e: { action: string; actor_email: string; target_id: string }) => [
        e.action,
        e.actor_email,
        e.target_id,
      ]),
    ).toEqual([
      ['user.remove_admin', 'owner@example.com', buyer.id],
      ['user.make_admin', 'owner@example.com', buyer.id],
    ]);
    expect(audit.body.data[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
  });

  it('refuses every console endpoint to travellers who are not admins', async () => {
    const user = await t.signUp();
    for (const [method, path, json] of [
      ['GET', 'admin/users'],
      ['GET', 'admin/audit'],
      ['PUT', `admin/users/${user.id}/admin`, { is_admin: true }],
      ['GET', 'admin/products'],
      ['GET', 'admin/orders'],
      ['PUT', 'admin/plan-prices', { prices: [] }],
      ['POST', 'admin/lessons', {}],
    ] as const) {
      const res = await t.request(method, path, { token: user.token, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toBe("You don't have admin privileges to access this area.");
    }
    expect((await t.request('GET', 'admin/status', { token: user.token })).body.data.is_admin).toBe(false);
  });
});
