import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

/** Addresses that would run, or point nowhere, in another user's browser. */
const NOT_WEB = ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];

const invalidUrl = (field: string) => ({
  status: 400,
  body: { error: expect.objectContaining({ class: 'validation', fields: { [field]: 'invalid_url' } }) },
});

describe.each(DATABASE_KINDS)('every web address a user or admin gives is http(s) on %s', (kind) => {
  let t: TestApp;
  let admin: User;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp(kind, { ownerEmail: 'owner@example.com' });
    admin = await t.signUp('owner@example.com');
    user = await t.signUp();
  }, 60_000);
  afterAll(() => t.close());

  it("a campground's website: refused unless http(s), read as https when typed bare, cleared when blank", async () => {
    const site = { name: 'Farm field', lat: 45.1, lon: 6.2 };
    for (const website of NOT_WEB) {
      const res = await t.request('POST', 'campgrounds', { token: user.token, json: { ...site, website } });
      expect({ status: res.status, body: res.body }).toEqual(invalidUrl('website'));
    }
    const created = await t.request('POST', 'campgrounds', {
      token: user.token,
      json: { ...site, website: 'www.farm-field.example/pitches' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.website).toBe('https://www.farm-field.example/pitches');
    const id = created.body.data.id as string;

    const patched = await t.request('PATCH', `campgrounds/${id}`, {
      token: user.token,
      json: { website: 'javascript:alert(1)' },
    });
    expect({ status: patched.status, body: patched.body }).toEqual(invalidUrl('website'));
    const cleared = await t.request('PATCH', `campgrounds/${id}`, { token: user.token, json: { website: ' ' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.website).toBeNull();
  });

  it("a product's seller page: refused unless http(s), on create and on change", async () => {
    const product = {
      name: 'Inflatable kayak',
      category: 'camping_gear',
      description: 'Two seats',
      prices: [{ currency: 'USD', amount: 199 }],
      stock: 0,
      seller: 'amazon',
    };
    for (const external_url of NOT_WEB) {
      const res = await t.request('POST', 'admin/products', { token: admin.token, json: { ...product, external_url } });
      expect({ status: res.status, body: res.body }).toEqual(invalidUrl('external_url'));
    }
    const created = await t.request('POST', 'admin/products', {
      token: admin.token,
      json: { ...product, external_url: 'https://www.amazon.example/dp/B0KAYAK' },
    });
    expect(created.status).toBe(201);
    const patched = await t.request('PATCH', `admin/products/${created.body.data.id}`, {
      token: admin.token,
      json: { external_url: 'data:text/html,hi' },
    });
    expect({ status: patched.status, body: patched.body }).toEqual(invalidUrl('external_url'));
  });

  it("a lesson's video: refused unless http(s)", async () => {
    const lesson = { position: 1, title: 'Levelling', summary: '', duration_minutes: 10 };
    for (const video_url of NOT_WEB) {
      const res = await t.request('POST', 'admin/lessons', { token: admin.token, json: { ...lesson, video_url } });
      expect({ status: res.status, body: res.body }).toEqual(invalidUrl('video_url'));
    }
    const created = await t.request('POST', 'admin/lessons', {
      token: admin.token,
      json: { ...lesson, video_url: 'https://video.example/levelling' },
    });
    expect(created.status).toBe(201);
  });
});
