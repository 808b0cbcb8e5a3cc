import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('what a client is told about input the database cannot take, on %s', (kind) => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  }, 60_000);
  afterAll(() => t?.close());

  const expense = (over: Record<string, unknown>) =>
    t.request('POST', 'expenses', {
      token: user.token,
      json: { amount: 12.5, category: 'food', date: '2026-05-01', ...over },
    });

  it('refuses text with a NUL character, in a body or a query, naming the field', async () => {
    const res = await expense({ description: 'fish\u0000chips' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_character',
      fields: { description: 'invalid_character' },
    });
    expect(res.body.error.message).toMatch(/NUL/);
    const stops = await t.request('POST', 'trips', {
      token: user.token,
      json: {
        name: 'Coast',
        stops: [{ lat: 54, lon: -3, name: 'Ke\u0000swick' }],
      },
    });
    expect(stops.body.error.fields).toEqual({
      'stops.0.name': 'invalid_character',
    });
    const query = await t.request('GET', 'expenses?q=a%00b', {
      token: user.token,
    });
    expect(query.status).toBe(400);
    expect(query.body.error.fields).toEqual({ q: 'invalid_character' });
  });

  it('takes dates from 1900-01-01 to 2199-12-31 and refuses the years 0000 and 9999', async () => {
    for (const date of ['0000-01-01', '9999-12-31', '1899-12-31', '2200-01-01']) {
      const res = await expense({ date });
      expect(res.status, date).toBe(400);
      expect(res.body.error.fields, date).toEqual({ date: 'invalid_date' });
    }
    for (const date of ['1900-01-01', '2199-12-31']) expect((await expense({ date })).status, date).toBe(201);
    expect(
      (
        await t.request('GET', 'expenses?from=0000-01-01', {
          token: user.token,
        })
      ).status,
    ).toBe(400);
  });

  it('refuses numbers beyond what a field can mean', async () => {
    const res = await t.request('POST', 'trips', {
      token: user.token,
      json: {
        name: 'Far',
        stops: [{ lat: 54, lon: -3, name: 'A' }],
        total_distance_km: 1e308,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ total_distance_km: 'too_large' });
    expect((await expense({ amount: 1e308 })).body.error.fields).toEqual({
      amount: 'amount_too_large',
    });
  });

  it('an empty travel-preferences patch changes nothing and answers the current preferences', async () => {
    expect(
      (
        await t.request('PATCH', 'travel-preferences', {
          token: user.token,
          json: {},
        })
      ).body.data,
    ).toEqual({
      daily_limit_km: null,
      fuel_price_per_l: null,
      fuel_price_currency: null,
    });
    const set = await t.request('PATCH', 'travel-preferences', {
      token: user.token,
      json: { fuel_price_per_l: 1.8 },
    });
    expect(set.status).toBe(200);
    const empty = await t.request('PATCH', 'travel-preferences', {
      token: user.token,
      json: {},
    });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual(set.body.data);
  });

  it('refuses a GPX file with a DOCTYPE or entities with a 400 before reading it', async () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><gpx><wpt lat="54" lon="-3"><name>&b;</name></wpt></gpx>';
    const res = await t.request('POST', 'trips/import-gpx', {
      token: user.token,
      body: xml,
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'invalid_gpx',
      fields: { file: 'gpx_doctype' },
    });
    expect(res.body.error.message).toMatch(/DOCTYPE or entities/);
    expect((await t.request('GET', 'trips', { token: user.token })).body.data).toEqual([]);
  });

  it('a review added while its campground is deleted gets a 4xx, never a server error', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const site = await t.request('POST', 'campgrounds', {
        token: user.token,
        json: { name: `Race ${i}`, lat: 54, lon: -3 },
      });
      const [removed, review] = await Promise.all([
        t.request('DELETE', `campgrounds/${site.body.data.id}`, {
          token: user.token,
        }),
        t.request('POST', `campgrounds/${site.body.data.id}/reviews`, {
          token: user.token,
          json: { rating: 4 },
        }),
      ]);
      expect(removed.status).toBe(204);
      statuses.add(review.status);
    }
    for (const status of statuses) expect([201, 404, 409]).toContain(status);
  });
});
