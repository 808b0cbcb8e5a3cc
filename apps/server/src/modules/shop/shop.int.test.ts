import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
import { shopSuite } from '#test/shop-kit.ts';

describe.each(DATABASE_KINDS)('shop on %s', (kind) => {
  let t: TestApp;
  let admin: User;
  const { ctx, product, put } = shopSuite(kind);
  beforeAll(() => ({ t, admin } = ctx));

  it('lets visitors browse, search, filter and sort, priced in their currency or else in USD', async () => {
    const panel = await product({ name: 'Flexible Solar Panel', category: 'electronics' });
    const chocks = await product({
      name: 'Wheel Chocks Pair',
      category: 'rv_parts',
      description: 'Heavy duty rubber chocks',
      prices: [{ currency: 'USD', amount: 24.5 }],
      stock: 0,
    });
    const list = async (query: string) => {
      const res = await t.request('GET', `shop/products?${query}`);
      expect(res.status).toBe(200);
      return res.body as {
        data: Array<{ id: string; name: string; price: { amount: number; currency: string } }>;
        total: number;
      };
    };

    const aud = await list('q=SOLAR%20pan&currency=AUD');
    expect(aud.data.map((p) => p.id)).toContain(panel.id);
    expect(aud.data.find((p) => p.id === panel.id)).toMatchObject({
      name: 'Flexible Solar Panel',
      category: 'electronics',
      price: { amount: 199, currency: 'AUD' },
      stock: 5,
    });
    // No AUD price set: the USD one, said as such (never a converted figure).
    expect((await list('category=rv_parts&currency=AUD')).data).toEqual([
      expect.objectContaining({ id: chocks.id, price: { amount: 24.5, currency: 'USD' }, stock: 0 }),
    ]);
    expect((await list('category=rv_parts&in_stock=true')).data).toEqual([]);
    expect((await list('q=chocks%20rubber')).data.map((p) => p.id)).toEqual([chocks.id]);
    expect((await list('q=panel%20rubber')).data).toEqual([]);
    const byPrice = (await list('sort=price_asc&max_price=130')).data.map((p) => p.price.amount);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect(byPrice.every((p) => p <= 130)).toBe(true);

    // A search sorted by price, paged, and bounded by price, counted the same way.
    for (const [name, amount] of [
      ['Kayak Rack', 30],
      ['Kayak Paddle', 10],
      ['Kayak Seat', 20],
    ] as const) {
      await product({ name, category: 'accessories', prices: [{ currency: 'USD', amount }] });
    }
    const kayaks = await list('q=kayak&sort=price_desc');
    expect([kayaks.data.map((p) => p.price.amount), kayaks.total]).toEqual([[30, 20, 10], 3]);
    const second = await list('q=kayak&sort=price_desc&limit=2&offset=2');
    expect([second.data.map((p) => p.name), second.total]).toEqual([['Kayak Paddle'], 3]);
    expect(await list('q=kayak&offset=5')).toMatchObject({ data: [], total: 3, next_offset: null });
    expect((await list('q=kayak&min_price=15&sort=name')).data.map((p) => p.name)).toEqual([
      'Kayak Rack',
      'Kayak Seat',
    ]);
    expect((await list('q=kayak&min_price=15')).total).toBe(2);

    // Empty parameters are no filter (a form sends them so).
    const unfiltered = await list('category=&q=&currency=');
    expect(unfiltered.total).toBe((await list('')).total);
    expect(unfiltered.total).toBeGreaterThan(4);

    expect((await t.request('GET', 'shop/products?category=boats')).status).toBe(400);
    expect((await t.request('GET', `shop/products?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await t.request('GET', `shop/products/${panel.id}`)).body.data).toMatchObject({
      id: panel.id,
      description: 'Monocrystalline panel for the roof',
      rig_fit: null,
    });
  });

  it('refuses product writes to visitors (401) and to travellers who are not admins (403), and audits admins', async () => {
    const user = await t.signUp();
    const body = { name: 'Awning', category: 'accessories', prices: [{ currency: 'USD', amount: 10 }], stock: 1 };
    expect((await t.request('POST', 'admin/products', { json: body })).status).toBe(401);
    const denied = await t.request('POST', 'admin/products', { token: user.token, json: body });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe("You don't have admin privileges to access this area.");
    expect((await t.request('GET', 'admin/orders', { token: user.token })).status).toBe(403);
    expect((await t.request('PUT', 'admin/shop-settings', { token: user.token, json: {} })).status).toBe(403);

    const created = await product({ name: 'Awning Light' });
    const changed = await t.request('PATCH', `admin/products/${created.id}`, {
      token: admin.token,
      json: { stock: 9, prices: [{ currency: 'USD', amount: 12 }] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ stock: 9, prices: [{ currency: 'USD', amount: 12 }] });

    const audit = await t.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('target_id', '=', created.id)
      .where('target_table', '=', 'shop_products')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['product.create', admin.id],
      ['product.update', admin.id],
    ]);
    // One audited row per change, its prices included (decision 037).
    expect(audit[1]!.before).toMatchObject({ stock: 5, prices: { USD: 129.99, AUD: 199 } });
    expect(audit[1]!.after).toMatchObject({ stock: 9, prices: { USD: 12 } });
    // A USD price is required; an external product needs its link.
    const noUsd = await t.request('POST', 'admin/products', {
      token: admin.token,
      json: { ...body, prices: [{ currency: 'EUR', amount: 10 }] },
    });
    expect(noUsd.status).toBe(400);
    expect(noUsd.body.error.fields).toMatchObject({ prices: 'usd_required' });
  });

  it('shows every buyer the bank details an admin gave for a currency, kept until changed or blanked', async () => {
    const region = (over: Record<string, unknown>) =>
      t.request('PUT', 'admin/shop-settings', {
        token: admin.token,
        json: {
          currency: 'GBP',
          tax_rate: 0.2,
          tax_included: true,
          shipping_flat: 6.95,
          free_shipping_over: 100,
          ...over,
        },
      });
    const gbp = async () =>
      (
        (await t.request('GET', 'shop/region-settings')).body.data as Array<{
          currency: string;
          bank_details: string | null;
        }>
      ).find((r) => r.currency === 'GBP');
    expect((await gbp())?.bank_details).toBeNull();

    const details = 'Wheels & Wins Ltd\nSort code 20-00-00 · Account 12345678';
    const saved = await region({ bank_details: `  ${details}  ` });
    expect(saved.status).toBe(200);
    expect((await gbp())?.bank_details).toBe(details);
    // Left out, it stays; the tax changes.
    expect((await region({ tax_rate: 0.05 })).status).toBe(200);
    expect(await gbp()).toMatchObject({ bank_details: details, tax_rate: 0.05 });

    // A buyer paying by transfer in GBP gets them by e-mail, in their own language.
    const kettle = await product({
      name: 'Camp Kettle',
      prices: [
        { currency: 'USD', amount: 30 },
        { currency: 'GBP', amount: 24 },
      ],
    });
    const buyer = await t.signUp();
    await t.request('PATCH', 'settings', { token: buyer.token, json: { display_preferences: { language: 'fr' } } });
    expect((await put(buyer, kettle.id, 1)).status).toBe(200);
    const placed = await t.request('POST', 'shop/checkout', {
      token: buyer.token,
      json: { method: 'manual', currency: 'GBP' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const mail = await t.lastMailTo(buyer.email);
    expect(mail?.subject).toMatch(/^Votre commande Wheels & Wins n° \d+ : comment payer$/);
    expect(mail?.body_text).toContain(`comme référence à :\n\n${details}\n`);

    const tooLong = await region({ bank_details: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ bank_details: 'too_long' });
    expect((await region({ bank_details: '   ' })).status).toBe(200);
    expect((await gbp())?.bank_details).toBeNull();

    const audit = await t.db
      .selectFrom('admin_audit_log')
      .select(['action', 'actor_id', 'after'])
      .where('target_table', '=', 'shop_region_settings')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id, (a.after as { bank_details: string | null }).bank_details])).toEqual(
      [
        ['shop.region_settings', admin.id, details],
        ['shop.region_settings', admin.id, details],
        ['shop.region_settings', admin.id, null],
      ],
    );
  });

  it('stores an admin’s product photo as a clean WebP and serves it; only uploaded photos go on a product', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#36a' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Somebody', Copyright: 'GPS 51.5,-0.1' } })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'panel.jpg');
    const user = await t.signUp();
    expect((await t.request('POST', 'admin/products/photos', { token: user.token, body: form })).status).toBe(403);
    const again = new FormData();
    again.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'panel.jpg');
    const stored = await t.request('POST', 'admin/products/photos', { token: admin.token, body: again });
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ width: 1600, height: 800 });
    expect(stored.body.data.url).toMatch(/^\/uploads\/shop\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.request(stored.body.data.url as string);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    expect(meta.exif).toBeUndefined();

    const withPhoto = await product({ name: 'Pictured Panel', photos: [stored.body.data] });
    expect((await t.request('GET', `shop/products/${withPhoto.id}`)).body.data.photo).toEqual(stored.body.data);
    const foreign = await t.request('POST', 'admin/products', {
      token: admin.token,
      json: {
        name: 'Tracked',
        category: 'accessories',
        prices: [{ currency: 'USD', amount: 1 }],
        stock: 1,
        photos: [{ url: 'https://tracker.example/pixel.png', width: 1, height: 1 }],
      },
    });
    expect(foreign.status).toBe(400);
  });

  it('never shows one user’s cart or orders to another', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const item = await product({ name: 'Private Purchase', stock: 3 });
    await put(a, item.id, 1);
    const { order_id } = (await t.request('POST', 'shop/checkout', { token: a.token, json: { method: 'manual' } })).body
      .data;
    await put(a, item.id, 1);

    expect((await t.request('GET', 'shop/cart', { token: b.token })).body.data.items).toEqual([]);
    await expectCannotTouch(t, b, {
      lists: ['shop/orders'],
      attempts: [
        ['GET', `shop/orders/${order_id}`],
        ['POST', `shop/orders/${order_id}/cancel`],
        ['POST', `shop/orders/${order_id}/delivered`],
      ],
    });
    expect((await t.request('GET', `shop/orders/${order_id}`, { token: a.token })).body.data.status).toBe(
      'awaiting_payment',
    );
    expect((await t.request('GET', 'shop/cart', { token: a.token })).body.data.items).toHaveLength(1);
  });
});
