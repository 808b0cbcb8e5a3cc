import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { expectCannotTouch, sqlAs } from '#test/isolation.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Listing = {
  id: string;
  title: string;
  price: number;
  status: string;
  distance_km: number | null;
  seller: { id: string; display_name: string | null };
};

const MOAB = { name: 'Moab, UT', latitude: 38.5733, longitude: -109.5498 };
const SALT_LAKE = { name: 'Salt Lake City, UT', latitude: 40.7608, longitude: -111.891 };
const DENVER = { name: 'Denver, CO', latitude: 39.7392, longitude: -104.9903 };

/** Great-circle distance, km, on the sphere the search uses. */
function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

const item = (over: Record<string, unknown> = {}) => ({
  title: 'Fiamma awning, 4 m',
  description: 'Used two seasons, no tears.',
  price: 250,
  currency: 'USD',
  category: 'rv_parts',
  condition: 'good',
  ...over,
});

describe.each(DATABASE_KINDS)('marketplace listings on %s', (kind) => {
  let t: TestApp;
  let seller: User;
  let buyer: User;
  let other: User;
  const ids = (res: { body: { data: Listing[] } }) => res.body.data.map((l) => l.id);
  const create = async (user: User, json: Record<string, unknown>) => {
    const res = await t.request('POST', 'social/listings', { token: user.token, json });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Listing;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [seller, buyer, other] = [await t.signUp(), await t.signUp(), await t.signUp()];
    await t.request('PATCH', 'profile', { token: seller.token, json: { full_name: 'Sam Seller' } });
  }, 60_000);
  afterAll(() => t.close());

  it('lists an item with exact price, rounded place and the seller’s own photos, shown to others with the seller’s card', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'awning.png');
    const upload = await t.request('POST', 'social/photos', { token: seller.token, body: form });
    expect(upload.status).toBe(201);

    const created = await t.request('POST', 'social/listings', {
      token: seller.token,
      json: item({
        price: 1234.5,
        currency: 'CAD',
        photos: [upload.body.data.url],
        place: { name: '  Moab, UT ', latitude: 38.573312, longitude: -109.549849 },
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Fiamma awning, 4 m',
      price: 1234.5,
      currency: 'CAD',
      category: 'rv_parts',
      condition: 'good',
      photos: [{ url: upload.body.data.url, width: 40, height: 30 }],
      place: { name: 'Moab, UT', latitude: 38.5733, longitude: -109.5498 },
      status: 'active',
      sold_at: null,
      mine: true,
      distance_km: null,
      hidden_at: null,
      seller: { id: seller.id, display_name: 'Sam Seller' },
    });
    const [stored] = await t.db
      .selectFrom('listings')
      .select(sql<string>`price::text`.as('price'))
      .where('id', '=', created.body.data.id)
      .execute();
    expect(stored!.price).toBe('1234.50');

    const seen = await t.request('GET', `social/listings/${created.body.data.id as string}`, { token: buyer.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ mine: false, seller: { id: seller.id, display_name: 'Sam Seller' } });

    // Another user's upload is not the seller's to attach.
    const stolen = await t.request('POST', 'social/listings', {
      token: buyer.token,
      json: item({ photos: [upload.body.data.url] }),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.fields).toEqual({ photos: 'unknown_photo' });
  });

  it('refuses bad prices, currencies, categories and the like with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ price: -1 }, { price: 'amount_negative' }],
      [{ price: 12.345 }, { price: 'too_many_decimals' }],
      [{ price: '12' }, { price: 'invalid_amount' }],
      [{ price: 1e12 }, { price: 'amount_too_large' }],
      [{ currency: 'XYZ' }, { currency: 'invalid_currency' }],
      [{ category: 'boats' }, { category: 'invalid_category' }],
      [{ condition: 'broken' }, { condition: 'invalid_condition' }],
      [{ title: '   ' }, { title: 'required' }],
      [{ title: 'x'.repeat(121) }, { title: 'too_long' }],
      [{ description: 'x'.repeat(5001) }, { description: 'too_long' }],
      [{ photos: Array.from({ length: 9 }, (_, i) => `/uploads/social/${i}.webp`) }, { photos: 'too_many' }],
      [{ place: { name: 'Nowhere', latitude: 91, longitude: 0 } }, { 'place.latitude': 'out_of_range' }],
      [{ seller_id: other.id }, { seller_id: 'unknown_field' }],
    ];
    for (const [over, fields] of cases) {
      const res = await t.request('POST', 'social/listings', { token: other.token, json: item(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(over)).toMatchObject(fields);
    }
    const free = await create(other, item({ title: 'Free firewood', price: 0, category: 'camping_gear' }));
    expect(free.price).toBe(0);
    const patch = await t.request('PATCH', `social/listings/${free.id}`, { token: other.token, json: { price: -5 } });
    expect(patch.status).toBe(400);
    const queries = [
      'social/listings?lat=38.5',
      'social/listings?sort=distance',
      'social/listings?radius_km=10',
      'social/listings?min_price=50&max_price=10',
      'social/listings?category=boats',
      'social/listings?lat=38&lon=-109&radius_km=5000',
      'social/listings?cursor=not-a-cursor',
    ];
    for (const path of queries) expect((await t.request('GET', path, { token: other.token })).status, path).toBe(400);
  });

  it('user B cannot change, sell or delete user A’s listing, by the API or in SQL', async () => {
    const mine = await create(seller, item({ title: 'Weber Q grill' }));
    const path = `social/listings/${mine.id}`;
    await expectCannotTouch(t, buyer, {
      attempts: [
        ['PATCH', path, { title: 'Mine now' }],
        ['POST', `${path}/sold`],
        ['DELETE', path],
      ],
    });
    expect(await sqlAs(t, buyer, `update listings set title = 'Mine now', price = 1 where id = '${mine.id}'`)).toBe(
      'ok',
    );
    expect(await sqlAs(t, buyer, `delete from listings where id = '${mine.id}'`)).toBe('ok');
    const row = await t.db.selectFrom('listings').select(['title', 'status']).where('id', '=', mine.id).execute();
    expect(row).toEqual([{ title: 'Weber Q grill', status: 'active' }]);
    // Listing in someone else's name, or setting the moderation columns, is refused by the database.
    expect(
      await sqlAs(
        t,
        buyer,
        `insert into listings (seller_id, title, price, currency, category, condition)
         values ('${seller.id}', 'Fake', 1, 'USD', 'other', 'good')`,
      ),
    ).toBe('42501');
    expect(await sqlAs(t, seller, `update listings set hidden_at = null where id = '${mine.id}'`)).toBe('42501');

    const edited = await t.request('PATCH', path, {
      token: seller.token,
      json: { title: 'Weber Q grill, with cover', price: 180.25, place: MOAB },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Weber Q grill, with cover', price: 180.25, place: MOAB });
    expect((await t.request('DELETE', path, { token: seller.token })).status).toBe(204);
    expect((await t.request('GET', path, { token: seller.token })).status).toBe(404);
  });

  it('searches text without case or accents, by category, condition and price', async () => {
    const searcher = await t.signUp();
    const [awning, panel, cheapPanel, euroPanel] = [
      await create(searcher, item({ title: 'Auvent d’été Fiamma', description: 'Très bon état', price: 300 })),
      await create(
        searcher,
        item({ title: 'Solar panel 200 W', category: 'solar_power', condition: 'new', price: 410 }),
      ),
      await create(
        searcher,
        item({ title: 'Small SOLAR panel', category: 'solar_power', condition: 'fair', price: 40 }),
      ),
      await create(
        searcher,
        item({
          title: 'Panneau solaire',
          description: 'Solar, 100 W',
          category: 'solar_power',
          price: 90,
          currency: 'EUR',
        }),
      ),
    ];
    const search = async (query: string) =>
      ids(await t.request('GET', `social/listings?seller_id=${searcher.id}&${query}`, { token: buyer.token }));

    expect(await search(`q=${encodeURIComponent('ÉTÉ fiamma')}`)).toEqual([awning.id]);
    expect(await search('q=tres%20etat')).toEqual([awning.id]);
    expect(await search('q=solar')).toEqual([euroPanel.id, cheapPanel.id, panel.id]);
    expect(await search('q=solar%20small')).toEqual([cheapPanel.id]);
    expect(await search('q=kayak')).toEqual([]);
    expect(await search('category=solar_power&condition=new')).toEqual([panel.id]);
    expect(await search('category=solar_power&min_price=50&max_price=400')).toEqual([euroPanel.id]);
    expect(await search('category=solar_power&min_price=50&currency=USD')).toEqual([panel.id]);
    expect(await search('max_price=40')).toEqual([cheapPanel.id]);
    // A % or _ in the search is a character like any other, not a wildcard.
    expect(await search('q=%25')).toEqual([]);
  });

  it('finds listings within a radius, with distance_km, newest or nearest first, paged without repeats', async () => {
    const local = await t.signUp();
    const moab = await create(local, item({ title: 'Kayak', category: 'outdoor_recreation', place: MOAB }));
    const slc = await create(local, item({ title: 'Tow bar', category: 'towing', place: SALT_LAKE }));
    const denver = await create(local, item({ title: 'Inverter', category: 'electronics', place: DENVER }));
    await create(local, item({ title: 'No place given' }));
    const from = `seller_id=${local.id}&lat=${MOAB.latitude}&lon=${MOAB.longitude}`;

    const within = await t.request('GET', `social/listings?${from}&radius_km=350`, { token: buyer.token });
    expect(ids(within)).toEqual([slc.id, moab.id]);
    const toSlc = (within.body.data as Listing[])[0]!.distance_km!;
    expect(toSlc).toBeCloseTo(haversineKm(MOAB, SALT_LAKE), 1);
    expect(toSlc).toBeGreaterThan(300);
    expect((within.body.data as Listing[])[1]!.distance_km).toBe(0);

    const nearest = await t.request('GET', `social/listings?${from}&radius_km=500&sort=distance`, {
      token: buyer.token,
    });
    expect(ids(nearest)).toEqual([moab.id, slc.id, denver.id]);
    // The default radius (SOCIAL_LIMITS.nearbyRadiusKmDefault, 50 km) keeps only what is in town.
    expect(ids(await t.request('GET', `social/listings?${from}`, { token: buyer.token }))).toEqual([moab.id]);

    for (const order of ['sort=distance&radius_km=500', 'sort=newest&radius_km=500']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { data: Listing[]; next_cursor: string | null } } = await t.request(
          'GET',
          `social/listings?${from}&${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          { token: buyer.token },
        );
        seen.push(...page.body.data.map((l) => l.id));
        cursor = page.body.next_cursor;
      } while (cursor);
      expect(seen, order).toEqual(
        order.startsWith('sort=distance') ? [moab.id, slc.id, denver.id] : [denver.id, slc.id, moab.id],
      );
    }
  });

  it('a sold listing stays readable as sold, leaves the default search, and can go back on sale', async () => {
    const seller2 = await t.signUp();
    const bike = await create(seller2, item({ title: 'Folding bike', category: 'outdoor_recreation' }));
    const list = (query = '') =>
      t.request('GET', `social/listings?seller_id=${seller2.id}${query}`, { token: buyer.token }).then(ids);

    const sold = await t.request('POST', `social/listings/${bike.id}/sold`, { token: seller2.token });
    expect(sold.status).toBe(200);
    expect(sold.body.data.status).toBe('sold');
    expect(Date.parse(sold.body.data.sold_at as string)).not.toBeNaN();
    const again = await t.request('POST', `social/listings/${bike.id}/sold`, { token: seller2.token });
    expect(again.body.data.sold_at).toBe(sold.body.data.sold_at);

    expect(await list()).toEqual([]);
    expect(await list('&status=sold')).toEqual([bike.id]);
    expect(await list('&status=any')).toEqual([bike.id]);
    const seen = await t.request('GET', `social/listings/${bike.id}`, { token: buyer.token });
    expect(seen.body.data).toMatchObject({ status: 'sold', mine: false });

    const back = await t.request('PATCH', `social/listings/${bike.id}`, {
      token: seller2.token,
      json: { status: 'active' },
    });
    expect(back.body.data).toMatchObject({ status: 'active', sold_at: null });
    expect(await list()).toEqual([bike.id]);
  });

  it('a seller across a block disappears in both directions; a hidden listing is seen by its seller only', async () => {
    const [a, b, c] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const aItem = await create(a, item({ title: 'Generator' }));
    const bItem = await create(b, item({ title: 'Hitch lock' }));
    expect((await t.request('POST', 'social/blocks', { token: b.token, json: { user_id: a.id } })).status).toBe(201);

    const everything = (user: User) => t.request('GET', 'social/listings?limit=50', { token: user.token }).then(ids);
    expect(await everything(b)).not.toContain(aItem.id);
    expect(await everything(a)).not.toContain(bItem.id);
    expect((await t.request('GET', `social/listings/${aItem.id}`, { token: b.token })).status).toBe(404);
    expect((await t.request('GET', `social/listings/${bItem.id}`, { token: a.token })).status).toBe(404);
    expect(await everything(c)).toEqual(expect.arrayContaining([aItem.id, bItem.id]));

    await t.db
      .updateTable('listings')
      .set({ hidden_at: new Date(), hidden_reason: 'Counterfeit item' })
      .where('id', '=', aItem.id)
      .execute();
    expect(await everything(c)).not.toContain(aItem.id);
    expect((await t.request('GET', `social/listings/${aItem.id}`, { token: c.token })).status).toBe(404);
    const own = await t.request('GET', `social/listings/${aItem.id}`, { token: a.token });
    expect(own.body.data).toMatchObject({ hidden_reason: 'Counterfeit item', mine: true });
    expect(await everything(a)).toContain(aItem.id);
  });

  it('a suspended user cannot list or edit; past SOCIAL_LIMITS.postsPerMinute a minute the answer is 429', async () => {
    const [suspended, busy] = [await t.signUp(), await t.signUp()];
    const before = await create(suspended, item({ title: 'Listed before the suspension' }));
    await t.db
      .insertInto('user_suspensions')
      .values({ user_id: suspended.id, reason: 'Spam', until: new Date(Date.now() + 86_400_000) })
      .execute();
    const refused = await t.request('POST', 'social/listings', { token: suspended.token, json: item() });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('suspended');
    const edit = await t.request('PATCH', `social/listings/${before.id}`, {
      token: suspended.token,
      json: { title: 'Changed' },
    });
    expect(edit.status).toBe(403);
    const sqlInsert = `insert into listings (title, price, currency, category, condition)
      values ('x', 1, 'USD', 'other', 'good')`;
    expect(await sqlAs(t, suspended, sqlInsert)).toBe('42501');

    for (let i = 0; i < 10; i++) await create(busy, item({ title: `Item ${i}` }));
    const eleventh = await t.request('POST', 'social/listings', { token: busy.token, json: item() });
    expect(eleventh.status).toBe(429);
  });
});
