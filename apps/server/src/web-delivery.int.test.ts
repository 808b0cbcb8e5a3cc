import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/harness.ts';

/** How the built web app and the API reach a browser: precompressed assets, compressed JSON and HTML, uncached HTML. */
describe('web delivery', () => {
  let t: TestApp;
  let dist: string;
  const script = `export const greeting = ${JSON.stringify('Welcome to the road. '.repeat(200))};\n`;
  const basemap = JSON.stringify({
    type: 'Topology',
    objects: {},
    arcs: Array.from({ length: 200 }, (_, i) => [
      [i, i],
      [1, 1],
    ]),
  });
  const html = `<!doctype html><html><head><title>Wheels &amp; Wins</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    // A build as `vite build` leaves it: each text asset with its .br and .gz copies (see precompressBuild()).
    dist = mkdtempSync(join(tmpdir(), 'ww-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), html);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/app-1a2b3c.js', isEntry: true } }),
    );
    writeFileSync(join(dist, 'assets/app-1a2b3c.js'), script);
    writeFileSync(join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets/countries-50m-4d5e6f.json'), basemap);
    writeFileSync(join(dist, 'assets/countries-50m-4d5e6f.json.br'), brotliCompressSync(basemap));
    writeFileSync(join(dist, 'assets/countries-50m-4d5e6f.json.gz'), gzipSync(basemap));
    t = await createTestApp('pglite', { webDistDir: dist });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string) =>
    t.app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a built script as Brotli or gzip, whichever the browser accepts, cached for good', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("sends the map's basemap data file as Brotli, as JSON, cached for good (it is fetched, not bundled)", async () => {
    const res = await get('/assets/countries-50m-4d5e6f.json', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(basemap);
  });

  it('answers a missing asset or upload with 404, not with the app page', async () => {
    for (const path of ['/assets/app-0ld0ld.js', '/uploads/avatars/nobody.png', '/.vite/manifest.json']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/html/);
    }
  });

  it('sends the app page for / and client routes uncached, gzipped when accepted', async () => {
    for (const path of ['/', '/index.html', '/wins']) {
      const res = await get(path, 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
    }
    const plain = await get('/wins');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('never compresses answers that carry tokens', async () => {
    const password = 'correct horse battery';
    const res = await t.app.request('/api/v1/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ email: 'breach@example.com', password, password_confirmation: password }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { session: { access_token: string } }).session.access_token).toEqual(
      expect.any(String),
    );
  });

  it('gzips API answers for clients that accept it', async () => {
    const res = await get('/api/v1/openapi.json', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const doc = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
  });
});
