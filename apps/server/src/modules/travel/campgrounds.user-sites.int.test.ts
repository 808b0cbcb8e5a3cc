import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { haversineKm } from './campgrounds.repository.ts';

describe.each(DATABASE_KINDS)('campgrounds users add, reviews and isolation on %s', (kind) => {
  const ctx = useTestApp(kind, { users: 2 });
  let siteId: string;
  let reviewId: string;

  beforeAll(async () => {
    expect(
      (await ctx.t.request('PATCH', 'profile', { token: ctx.a.token, json: { full_name: '  Ana Lima ' } })).status,
    ).toBe(200);
    const res = await ctx.t.request('POST', 'campgrounds', {
      token: ctx.a.token,
      json: { name: 'Farm field by the river', lat: 45.1, lon: 6.2, power: true, max_length_m: 10, fee: '€12' },
    });
    expect(res.status).toBe(201);
    siteId = res.body.data.id;
    const review = await ctx.t.request('POST', `campgrounds/${siteId}/reviews`, {
      token: ctx.a.token,
      json: { rating: 4, body: 'Quiet, <b>lovely</b>' },
    });
    expect(review.status).toBe(201);
    reviewId = review.body.data.id;
  }, 60_000);

  it("every user finds a user's site with its rating; it has no OSM attribution", async () => {
    const res = await ctx.t.request('GET', 'campgrounds/search?lat=45.1&lon=6.21&radius_km=5', { token: ctx.b.token });
    expect(res.body.data).toMatchObject([
      {
        id: siteId,
        source: 'user',
        osm_id: null,
        name: 'Farm field by the river',
        power: true,
        water: null,
        added_by: 'Ana Lima',
        mine: false,
        rating_avg: 4,
        review_count: 1,
        attribution: null,
      },
    ]);
    expect(res.body.data[0].distance_km).toBeCloseTo(haversineKm(45.1, 6.21, 45.1, 6.2), 9);
    const reviews = await ctx.t.request('GET', `campgrounds/${siteId}/reviews`, { token: ctx.b.token });
    expect(reviews.body.data).toMatchObject([
      { id: reviewId, rating: 4, body: 'Quiet, <b>lovely</b>', mine: false, author_name: 'Ana Lima' },
    ]);
    // Other users see a name, never the account id.
    expect(JSON.stringify([res.body, reviews.body])).not.toContain(ctx.a.id);
    expect((await ctx.t.request('GET', `campgrounds/${siteId}`, { token: ctx.a.token })).body.data).toMatchObject({
      added_by: 'Ana Lima',
      mine: true,
    });
  });

  it('a reviewer without a profile name is shown without a name (the web says "A traveller"), not by id', async () => {
    const other = await ctx.t.signUp();
    expect(
      (await ctx.t.request('POST', `campgrounds/${siteId}/reviews`, { token: other.token, json: { rating: 5 } }))
        .status,
    ).toBe(201);
    const reviews = await ctx.t.request('GET', `campgrounds/${siteId}/reviews`, { token: ctx.b.token });
    expect(reviews.body.data.map((r: { author_name: string | null }) => r.author_name).sort()).toEqual([
      'Ana Lima',
      null,
    ]);
    expect(JSON.stringify(reviews.body)).not.toContain(other.id);
    const mine = await ctx.t.request('GET', `campgrounds/${siteId}/reviews`, { token: other.token });
    expect(mine.body.data.find((r: { mine: boolean }) => r.mine)).toMatchObject({ author_name: null, rating: 5 });
    const removed = await ctx.t.request(
      'DELETE',
      `campgrounds/${siteId}/reviews/${mine.body.data.find((r: { mine: boolean }) => r.mine).id}`,
      { token: other.token },
    );
    expect(removed.status).toBe(204);
  });

  it('finds sites across the ±180° meridian and around a pole, nearest first', async () => {
    const add = async (name: string, lat: number, lon: number) =>
      (await ctx.t.request('POST', 'campgrounds', { token: ctx.a.token, json: { name, lat, lon } })).body.data
        .id as string;
    const east = await add('Taveuni east', -16.8, 179.95);
    const west = await add('Taveuni west', -16.8, -179.9);
    const far = await add('Not in range', -16.8, 179.0);
    const pole = await add('Station', 89.9, 120);
    const near = (
      await ctx.t.request('GET', 'campgrounds/search?lat=-16.8&lon=179.99&radius_km=20', { token: ctx.b.token })
    ).body.data;
    expect(near.map((c: { id: string }) => c.id)).toEqual([east, west]);
    expect(near[1].distance_km).toBeCloseTo(haversineKm(-16.8, 179.99, -16.8, -179.9), 9);
    const polar = (
      await ctx.t.request('GET', 'campgrounds/search?lat=89.95&lon=-60&radius_km=20', { token: ctx.b.token })
    ).body.data;
    expect(polar.map((c: { id: string }) => c.id)).toEqual([pole]);
    for (const id of [east, west, far, pole])
      await ctx.t.request('DELETE', `campgrounds/${id}`, { token: ctx.a.token });
  });

  it('a second review by the same user replaces the first', async () => {
    const again = await ctx.t.request('POST', `campgrounds/${siteId}/reviews`, {
      token: ctx.b.token,
      json: { rating: 2, body: 'Muddy' },
    });
    const replaced = await ctx.t.request('POST', `campgrounds/${siteId}/reviews`, {
      token: ctx.b.token,
      json: { rating: 3, body: 'Muddy but fine' },
    });
    expect(replaced.body.data.id).toBe(again.body.data.id);
    const site = (await ctx.t.request('GET', `campgrounds/${siteId}`, { token: ctx.a.token })).body.data;
    expect(site).toMatchObject({ rating_avg: 3.5, review_count: 2 });
    expect(
      (await ctx.t.request('DELETE', `campgrounds/${siteId}/reviews/${again.body.data.id}`, { token: ctx.b.token }))
        .status,
    ).toBe(204);
    expect(
      (await ctx.t.request('POST', `campgrounds/${siteId}/reviews`, { token: ctx.b.token, json: { rating: 6 } }))
        .status,
    ).toBe(400);
  });

  it("B gets 404 changing or deleting A's site or review, and both stay as they were", async () => {
    expect(
      (await ctx.t.request('PATCH', `campgrounds/${siteId}`, { token: ctx.b.token, json: { name: 'mine now' } }))
        .status,
    ).toBe(404);
    expect((await ctx.t.request('DELETE', `campgrounds/${siteId}`, { token: ctx.b.token })).status).toBe(404);
    expect(
      (await ctx.t.request('DELETE', `campgrounds/${siteId}/reviews/${reviewId}`, { token: ctx.b.token })).status,
    ).toBe(404);
    expect((await ctx.t.request('GET', `campgrounds/${siteId}`, { token: ctx.a.token })).body.data).toMatchObject({
      name: 'Farm field by the river',
    });
    expect(
      (await ctx.t.request('GET', `campgrounds/${siteId}/reviews`, { token: ctx.a.token })).body.data,
    ).toMatchObject([{ id: reviewId, rating: 4, mine: true }]);
  });

  it('the owner changes and deletes their own site', async () => {
    const created = await ctx.t.request('POST', 'campgrounds', {
      token: ctx.a.token,
      json: { name: 'Layby', lat: 45.2, lon: 6.3 },
    });
    const patched = await ctx.t.request('PATCH', `campgrounds/${created.body.data.id}`, {
      token: ctx.a.token,
      json: { water: true, name: 'Layby with tap' },
    });
    expect(patched.body.data).toMatchObject({ name: 'Layby with tap', water: true });
    expect((await ctx.t.request('DELETE', `campgrounds/${created.body.data.id}`, { token: ctx.a.token })).status).toBe(
      204,
    );
    expect((await ctx.t.request('GET', `campgrounds/${created.body.data.id}`, { token: ctx.a.token })).status).toBe(
      404,
    );
  });

  const asB = async (query: string) => {
    try {
      const res = await withUserTx(ctx.t.db, { userId: ctx.b.id }, (tx) => sql.raw(query).execute(tx));
      return `ok ${Number(res.numAffectedRows ?? 0)}`;
    } catch (err) {
      return (err as { code?: string }).code;
    }
  };

  it("in the database, B cannot write as A, write OSM or RIDB rows or load progress, or touch rows that are not B's", async () => {
    expect(
      await asB(
        `insert into campgrounds (source, name, lat, lon, created_by) values ('user', 'x', 1, 1, '${ctx.a.id}')`,
      ),
    ).toBe('42501');
    expect(
      await asB(
        `insert into campgrounds (source, osm_id, source_id, name, lat, lon, created_by) values ('osm', 'node/1', 'node/1', 'x', 1, 1, '${ctx.b.id}')`,
      ),
    ).toBe('42501');
    expect(
      await asB(
        `insert into campgrounds (source, source_id, name, lat, lon, created_by) values ('ridb', '1', 'x', 1, 1, '${ctx.b.id}')`,
      ),
    ).toBe('42501');
    expect(await asB(`insert into campground_datasets (name, version, total) values ('x', 'y', 1)`)).toBe('42501');
    expect(await asB(`update campground_datasets set loaded = 0`)).toBe('42501');
    expect(
      await asB(
        `insert into campground_reviews (user_id, campground_id, rating) values ('${ctx.a.id}', '${siteId}', 1)`,
      ),
    ).toBe('42501');
    expect(await asB(`insert into campground_tiles (tile_lat, tile_lon) values (1, 1)`)).toBe('42501');
    expect(await asB(`update campgrounds set name = 'x' where id = '${siteId}'`)).toBe('ok 0');
    expect(await asB(`delete from campgrounds where id = '${siteId}'`)).toBe('ok 0');
    expect(await asB(`update campground_reviews set rating = 1 where id = '${reviewId}'`)).toBe('ok 0');
    expect(await asB(`delete from campground_reviews where id = '${reviewId}'`)).toBe('ok 0');
    expect(await asB(`update campgrounds set created_by = '${ctx.b.id}' where id = '${siteId}'`)).toBe('ok 0');
  });
});
