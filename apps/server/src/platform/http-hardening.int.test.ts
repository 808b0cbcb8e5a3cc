import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

const MB = 1024 * 1024;

/** A request body that produces `total` bytes on demand and counts how many were pulled from it. */
function countingBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

describe.each(DATABASE_KINDS)('request body limits and security headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { mapStyleUrl: 'https://tiles.example.org/style.json' });
  }, 60_000);
  afterAll(() => t.close());

  it('refuses an oversized declared body with 413 before reading it', async () => {
    const res = await t.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * MB) },
      body: '{}',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { class: 'validation', code: 'body_too_large', message: 'The request body is larger than 1 MB.' },
    });
  });

  it('stops reading a streamed body at the limit', async () => {
    const body = countingBody(100 * MB);
    const res = await t.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(body.sent()).toBeLessThan(2 * MB);
  });

  it('lets an import larger than 1 MB through to its own limit', async () => {
    const u = await t.signUp();
    const padding = `<!-- ${'x'.repeat(2 * MB)} -->`;
    const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="test">${padding}<rte><name>Big</name>
      <rtept lat="55.95" lon="-3.19"><name>Edinburgh</name></rtept><rtept lat="57.48" lon="-4.22"><name>Inverness</name></rtept>
      </rte></gpx>`;
    const res = await t.request('POST', 'trips/import-gpx', {
      token: u.token,
      body: gpx,
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.stops).toHaveLength(2);
    const tooBig = await t.request('POST', 'trips/import-gpx', {
      token: u.token,
      body: 'x'.repeat(6 * MB),
      headers: { 'content-type': 'application/gpx+xml' },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.code).toBe('file_too_large');
  });

  it('sends API answers uncached, unframeable, with a narrow CSP and permissions, and no HSTS over plain http', async () => {
    const res = await t.app.request('/api/v1/health');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    const connectSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))!
      .trim()
      .split(/\s+/);
    expect(connectSrc).toEqual(['connect-src', "'self'", 'ws://app.test', 'https://tiles.example.org']);
    const permissions = res.headers.get('permissions-policy')!;
    for (const rule of ['microphone=(self)', 'geolocation=(self)', 'camera=()', 'payment=()'])
      expect(permissions).toContain(rule);
    expect(res.headers.get('strict-transport-security')).toBeNull();

    const login = await t.request('POST', 'auth/login', {
      json: { email: 'nobody@example.com', password: 'whatever pw' },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    // Public assets keep their own caching.
    const css = await t.app.request('/api/docs/swagger-ui.css');
    expect(css.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    const res = await t.app.request('https://app.test/api/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('HSTS with an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { publicUrl: 'https://wheels.example' });
  }, 60_000);
  afterAll(() => t.close());

  it('is sent on every answer, and the WebSocket origin is wss', async () => {
    const res = await t.app.request('/api/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' wss://wheels.example;");
  });
});
