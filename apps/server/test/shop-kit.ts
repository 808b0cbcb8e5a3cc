// The shop tests' shared ground: an app whose owner is an admin, and products, stock and carts made through the API.
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from '#db/database.ts';
import { createTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** An app on `kind` for the tests of one describe, with helpers that read it once it is up. */
export function shopSuite(kind: DatabaseKind) {
  const ctx = {} as { t: TestApp; admin: User };
  beforeAll(async () => {
    ctx.t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    ctx.admin = await ctx.t.signUp('owner@example.com');
  }, 60_000);
  afterAll(() => ctx.t.close());

  const product = async (overrides: Record<string, unknown> = {}) => {
    const res = await ctx.t.request('POST', 'admin/products', {
      token: ctx.admin.token,
      json: {
        name: 'Solar Panel 100W',
        category: 'electronics',
        description: 'Monocrystalline panel for the roof',
        prices: [
          { currency: 'USD', amount: 129.99 },
          { currency: 'AUD', amount: 199 },
        ],
        stock: 5,
        ...overrides,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; name: string; stock: number };
  };
  const stockOf = async (id: string) =>
    (await ctx.t.db.selectFrom('shop_products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const put = (user: User, product_id: string, quantity: number) =>
    ctx.t.request('PUT', 'shop/cart/items', { token: user.token, json: { product_id, quantity } });

  return { ctx, product, stockOf, put };
}
