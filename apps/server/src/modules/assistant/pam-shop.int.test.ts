// Pam over the shop, with no model configured, in English, Spanish and French: asked as a traveller would, judged by
// what the public API then shows (the cart, orders) and by the figures in the replies. Settings, profile and help are
// in pam-settings.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { pamKit } from '#test/pam-kit.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Row = Record<string, unknown>;
type CartLine = { product_id: string; name: string; quantity: number };

/** A figure as the reply may write it in any of the three languages: 69.98 → 69.98 / 69,98. */
const figure = (n: number) => new RegExp(`(^|[^\\d])${n.toFixed(2).replace('.', '[.,]')}(?![\\d])`);

describe.each(DATABASE_KINDS)('Pam over the shop on %s', (kind) => {
  let t: TestApp;
  let admin: User;
  const ids: Record<string, string> = {};

  const product = async (key: string, body: Row) => {
    const res = await t.request('POST', 'admin/products', {
      token: admin.token,
      json: { stock: 20, description: '', ...body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ids[key] = res.body.data.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'shop-owner@example.com' });
    admin = await t.signUp('shop-owner@example.com');
    await product('blocks', {
      name: 'Levelling Blocks (4 pack)',
      category: 'rv_parts',
      description: 'Stackable ramps to level your rig on uneven ground',
      prices: [
        { currency: 'USD', amount: 34.99 },
        { currency: 'EUR', amount: 32 },
        { currency: 'GBP', amount: 28 },
      ],
    });
    await product('hose', {
      name: 'Drinking Water Hose 25 ft',
      category: 'accessories',
      description: 'Lead-free potable water hose',
      prices: [
        { currency: 'USD', amount: 29.5 },
        { currency: 'EUR', amount: 27 },
      ],
      stock: 10,
    });
    await product('chocks', {
      name: 'Wheel Chocks Pair',
      category: 'rv_parts',
      description: 'Heavy duty rubber chocks',
      prices: [{ currency: 'USD', amount: 24.5 }],
      stock: 8,
    });
    await product('panel', {
      name: 'Solar Panel 100W',
      category: 'electronics',
      description: 'Monocrystalline panel for the roof',
      prices: [
        { currency: 'USD', amount: 129.99 },
        { currency: 'EUR', amount: 119 },
      ],
      stock: 5,
    });
    await product('lock', {
      name: 'Ball Hitch Lock',
      category: 'accessories',
      description: 'Locks the coupling of a caravan',
      prices: [{ currency: 'USD', amount: 39 }],
      hitch: 'ball',
      max_rig_mass_kg: 3500,
      stock: 6,
    });
    await product('towbar', {
      name: 'Compact Tow Bar',
      category: 'rv_parts',
      description: 'For small trailers',
      prices: [{ currency: 'USD', amount: 199 }],
      max_rig_length_m: 5,
      stock: 3,
    });
  }, 60_000);
  afterAll(() => t.close());

  const { ask, one: get } = pamKit(() => t);
  const cart = async (u: User) =>
    (await get(u, 'shop/cart')) as { items: CartLine[]; totals: { total: number; currency: string } };
  const quantities = async (u: User) =>
    Object.fromEntries((await cart(u)).items.map((l) => [l.product_id, l.quantity]));
  const traveller = async (settingsPatch?: Row) => {
    const u = await t.signUp();
    if (settingsPatch) {
      const res = await t.request('PATCH', 'settings', { token: u.token, json: settingsPatch });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return u;
  };
  const placeOrder = async (u: User, key: string, quantity: number) => {
    await t.request('PUT', 'shop/cart/items', { token: u.token, json: { product_id: ids[key], quantity } });
    const res = await t.request('POST', 'shop/checkout', { token: u.token, json: { method: 'manual' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (await get(u, `shop/orders/${res.body.data.order_id}`)) as { id: string; number: number; total: number };
  };
  const addRig = async (u: User, body: Row) => {
    const res = await t.request('POST', 'vehicles', { token: u.token, json: body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  const euros = { regional_preferences: { currency: 'EUR', units: 'metric' } };

  describe('English', () => {
    it('finds a product and says its price as the shop does', async () => {
      const u = await traveller();
      const reply = await ask(u, 'Do you guys sell leveling blocks?');
      expect(reply.response).toContain('Levelling Blocks (4 pack)');
      expect(reply.response).toContain('$34.99');
      expect(await quantities(u)).toEqual({});
    });

    it('adds two of a product to the cart and states the cart total', async () => {
      const u = await traveller();
      const reply = await ask(u, 'please add two levelling blocks to my cart');
      expect(await quantities(u)).toEqual({ [ids.blocks!]: 2 });
      expect(reply.response).toMatch(figure((await cart(u)).totals.total));
      expect(reply.metadata.changed).toContain('shop');
    });

    it('adds the cheapest of the products a search found', async () => {
      const u = await traveller();
      const found = (await ask(u, 'find levelling blocks and wheel chocks')).response;
      expect(found).toContain('Levelling Blocks');
      expect(found).toContain('Wheel Chocks');
      await ask(u, 'add the cheapest one to my cart');
      // The chocks ($24.50), not the blocks ($34.99).
      expect(await quantities(u)).toEqual({ [ids.chocks!]: 1 });
    });

    it('adds "it" after a search found one product, then one more', async () => {
      const u = await traveller();
      expect((await ask(u, 'have you got a drinking water hose?')).response).toContain('Drinking Water Hose');
      await ask(u, 'add it to my cart');
      expect(await quantities(u)).toEqual({ [ids.hose!]: 1 });
      await ask(u, 'add one more');
      expect(await quantities(u)).toEqual({ [ids.hose!]: 2 });
    });

    it.each([
      ['en', 'have you got a drinking water hose?', 'add two to my cart', 'make it 3', 'remove it'],
      ['es', '¿tenéis manguera de agua potable?', 'añade dos al carrito', 'ponlo en 3', 'quítalo'],
      ['fr', "avez-vous un tuyau d'eau potable ?", 'ajoute-en deux au panier', 'mets-en 3', 'enlève-le'],
    ])(
      '%s: adds the product found, changes how many and takes it out, by "it"',
      async (_l, find, add, make, remove) => {
        const u = await traveller();
        await ask(u, find);
        await ask(u, add);
        expect(await quantities(u)).toEqual({ [ids.hose!]: 2 });
        await ask(u, make);
        expect(await quantities(u)).toEqual({ [ids.hose!]: 3 });
        await ask(u, remove);
        expect(await quantities(u)).toEqual({});
      },
    );

    it('takes a product out of the cart and lists what is left', async () => {
      const u = await traveller();
      await ask(u, 'add the solar panel to my basket');
      await ask(u, 'add wheel chocks to my cart');
      const reply = await ask(u, 'take the solar panel out of my cart');
      expect(await quantities(u)).toEqual({ [ids.chocks!]: 1 });
      expect(reply.response).toContain('Wheel Chocks Pair');
      const view = await ask(u, "what's in my cart?");
      expect(view.response).toContain('1 × Wheel Chocks Pair');
    });

    it('asks which product when several fit, and "the second one" picks from that list', async () => {
      const u = await traveller();
      const asked = await ask(u, 'add wedges to my cart');
      expect(asked.response).toMatch(/1\. .*\n2\. /);
      expect(await quantities(u)).toEqual({});
      const listed = asked.response.split('\n').filter((l) => /^\d\. /.test(l));
      await ask(u, 'the second one');
      const second = listed[1]!.includes('Wheel Chocks') ? ids.chocks! : ids.blocks!;
      expect(await quantities(u)).toEqual({ [second]: 1 });
    });

    it('empties the cart only after a yes', async () => {
      const u = await traveller();
      await ask(u, 'add 2 wheel chocks to my cart');
      const prompt = await ask(u, 'empty my cart');
      expect(prompt.response).toContain('2 × Wheel Chocks Pair');
      expect(await quantities(u)).toEqual({ [ids.chocks!]: 2 });
      await ask(u, 'yes please');
      expect(await quantities(u)).toEqual({});
    });

    it('leaves checkout to the screen and opens it', async () => {
      const u = await traveller();
      await ask(u, 'add a wheel chocks pair to my cart');
      const reply = await ask(u, "I'm ready to check out");
      expect(reply.ui_action).toEqual({ type: 'navigate', path: '/shop?view=checkout' });
      expect(await get(u, 'shop/orders')).toEqual([]);
    });

    it('says where the latest order is, with its number and total', async () => {
      const u = await traveller();
      const order = await placeOrder(u, 'chocks', 2);
      const reply = await ask(u, 'where is my order?');
      expect(reply.response).toContain(`#${order.number}`);
      expect(reply.response).toMatch(/awaiting payment/);
      expect(reply.response).toMatch(figure(order.total));
    });

    it('cancels an unpaid order by number after a yes', async () => {
      const u = await traveller();
      const order = await placeOrder(u, 'hose', 1);
      const prompt = await ask(u, `please cancel order ${order.number}`);
      expect(prompt.metadata.awaiting_confirmation).toBe(true);
      expect((await get(u, `shop/orders/${order.id}`)).status).toBe('awaiting_payment');
      await ask(u, 'yes');
      expect((await get(u, `shop/orders/${order.id}`)).status).toBe('cancelled');
    });

    it('says what fits the rig, from the rig saved in Wheels', async () => {
      const u = await traveller();
      await addRig(u, { name: 'Swift', kind: 'caravan', length_m: 6.5, gross_mass_kg: 1500 });
      const lock = await ask(u, 'will the ball hitch lock fit my caravan?');
      expect(lock.response).toMatch(/^Yes/);
      const bar = await ask(u, 'does the compact tow bar fit my rig?');
      expect(bar.response).toMatch(/^No/);
      const fits = await ask(u, 'what fits my rig?');
      expect(fits.response).toContain('Ball Hitch Lock');
      expect(fits.response).not.toContain('Compact Tow Bar');
    });
  });

  describe('Spanish', () => {
    it('finds a product asked in Spanish under its English name, priced in euros', async () => {
      const u = await traveller(euros);
      const reply = await ask(u, '¿Tenéis mangueras de agua potable?');
      expect(reply.response).toContain('Drinking Water Hose 25 ft');
      expect(reply.response).toMatch(/27,00\s€/);
    });

    it('adds three water hoses to the cart', async () => {
      const u = await traveller(euros);
      const reply = await ask(u, 'añade tres mangueras de agua al carrito por favor');
      expect(await quantities(u)).toEqual({ [ids.hose!]: 3 });
      expect(reply.response).toMatch(figure((await cart(u)).totals.total));
    });

    it('removes a product and shows the cart', async () => {
      const u = await traveller(euros);
      await ask(u, 'mete el panel solar en el carrito');
      await ask(u, 'pon los calzos niveladores en mi carrito');
      await ask(u, 'quita el panel solar del carrito');
      expect(await quantities(u)).toEqual({ [ids.blocks!]: 1 });
      await ask(u, 'solo quiero dos calzos niveladores en el carrito');
      expect(await quantities(u)).toEqual({ [ids.blocks!]: 2 });
      expect((await ask(u, '¿qué hay en mi carrito?')).response).toContain('Levelling Blocks');
    });

    it('tells how order 12-like numbers are going', async () => {
      const u = await traveller(euros);
      const order = await placeOrder(u, 'panel', 1);
      const reply = await ask(u, `¿cómo va mi pedido ${order.number}?`);
      expect(reply.response).toContain(`${order.number}`);
      expect(reply.response).toMatch(/pendiente de pago/);
    });

    it('cancels the latest order after "sí"', async () => {
      const u = await traveller(euros);
      const order = await placeOrder(u, 'blocks', 1);
      await ask(u, 'cancela mi pedido');
      await ask(u, 'sí');
      expect((await get(u, `shop/orders/${order.id}`)).status).toBe('cancelled');
    });

    it('opens the checkout instead of paying', async () => {
      const u = await traveller(euros);
      await ask(u, 'añade el panel solar al carrito');
      const reply = await ask(u, 'quiero pagar');
      expect(reply.ui_action).toEqual({ type: 'navigate', path: '/shop?view=checkout' });
    });

    it('checks whether a product fits the caravan', async () => {
      const u = await traveller(euros);
      await addRig(u, { name: 'Hobby', kind: 'caravan', length_m: 7.2, gross_mass_kg: 1800 });
      expect((await ask(u, '¿la barra de remolque compacta sirve para mi caravana?')).response).toMatch(/^No/);
      expect((await ask(u, '¿el candado de enganche de bola sirve para mi caravana?')).response).toMatch(/^Sí/);
    });
  });

  describe('French', () => {
    it('finds levelling blocks asked as "cales"', async () => {
      const u = await traveller(euros);
      const reply = await ask(u, 'vous avez des cales ?');
      expect(reply.response).toContain('Levelling Blocks (4 pack)');
      expect(reply.response).toMatch(/32,00\s€/);
    });

    it('adds two levelling blocks named by their French words', async () => {
      const u = await traveller(euros);
      await ask(u, 'ajoute 2 cales de nivellement au panier');
      expect(await quantities(u)).toEqual({ [ids.blocks!]: 2 });
    });

    it('adds a product found before, then changes the quantity in the cart', async () => {
      const u = await traveller(euros);
      expect((await ask(u, 'je cherche un panneau solaire')).response).toContain('Solar Panel 100W');
      await ask(u, "ajoute-le au panier s'il te plaît");
      expect(await quantities(u)).toEqual({ [ids.panel!]: 1 });
      await ask(u, 'mets 3 panneaux solaires dans mon panier');
      expect(await quantities(u)).toEqual({ [ids.panel!]: 4 });
      await ask(u, 'enlève le panneau solaire du panier');
      expect(await quantities(u)).toEqual({});
    });

    it("says where the order is and cancels it after 'oui'", async () => {
      const u = await traveller(euros);
      const order = await placeOrder(u, 'hose', 2);
      const status = await ask(u, 'où en est ma commande ?');
      expect(status.response).toContain(`${order.number}`);
      expect(status.response).toMatch(/en attente de paiement/);
      await ask(u, `annule la commande n°${order.number}`);
      await ask(u, 'oui');
      expect((await get(u, `shop/orders/${order.id}`)).status).toBe('cancelled');
    });

    it('marks a shipped order as arrived', async () => {
      const u = await traveller(euros);
      const order = await placeOrder(u, 'blocks', 1);
      for (const status of ['paid', 'shipped']) {
        const moved = await t.request('POST', `admin/orders/${order.id}/status`, {
          token: admin.token,
          json: { status },
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
      await ask(u, `j'ai bien reçu ma commande ${order.number}`);
      expect((await get(u, `shop/orders/${order.id}`)).status).toBe('delivered');
    });

    it('opens the checkout', async () => {
      const u = await traveller(euros);
      await ask(u, 'ajoute le tuyau d’eau potable au panier');
      expect(await quantities(u)).toEqual({ [ids.hose!]: 1 });
      expect((await ask(u, 'je veux passer commande')).ui_action).toEqual({
        type: 'navigate',
        path: '/shop?view=checkout',
      });
    });
  });

  it("never touches another traveller's cart or orders by words", async () => {
    const a = await traveller();
    const b = await traveller();
    const order = await placeOrder(a, 'chocks', 1);
    await ask(a, 'add the solar panel to my cart');
    const status = await ask(b, `where is my order ${order.number}?`);
    expect(status.response).not.toContain('Wheel Chocks');
    await ask(b, `cancel my order ${order.number}`);
    await ask(b, 'yes');
    expect((await get(a, `shop/orders/${order.id}`)).status).toBe('awaiting_payment');
    await ask(b, 'remove the solar panel from my cart');
    expect(await quantities(a)).toEqual({ [ids.panel!]: 1 });
    expect(await quantities(b)).toEqual({});
  });
});
