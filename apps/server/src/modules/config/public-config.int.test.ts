import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/harness.ts';

describe('public config and the map CSP', () => {
  let plain: TestApp;
  let withTiles: TestApp;
  beforeAll(async () => {
    plain = await createTestApp('pglite');
    withTiles = await createTestApp('pglite', { mapStyleUrl: 'https://tiles.example.org/styles/basic/style.json' });
  }, 60_000);
  afterAll(async () => {
    await plain.close();
    await withTiles.close();
  });

  it('tells the web there is no tile style, and lets MapLibre start its blob worker but reach no tile host', async () => {
    const res = await plain.request('GET', '/api/v1/config/public');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { map_style_url: null, card_payments: false } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    // This origin and its own WebSocket (the harness's PUBLIC_URL is http://app.test), no other host.
    expect(csp).toContain("connect-src 'self' ws://app.test;");
    expect(csp).not.toContain('tiles.example.org');
  });

  it('passes MAP_STYLE_URL on without sign-in and allows its origin for fetches and images', async () => {
    const res = await withTiles.request('GET', '/api/v1/config/public');
    expect(res.body).toEqual({
      data: { map_style_url: 'https://tiles.example.org/styles/basic/style.json', card_payments: false },
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' ws://app.test https://tiles.example.org;");
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org;");
  });
});
