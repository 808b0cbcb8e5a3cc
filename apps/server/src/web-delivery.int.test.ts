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
  // The prerendered landing pages as the web build writes them (dist/landing/<language>.html, decision 031).
  const headlines = {
    en: 'Travel further. Spend smarter. Never roam alone.',
    es: 'Viaja más lejos. Gasta mejor. Nunca viajes solo.',
    fr: 'Voyagez plus loin. Dépensez mieux. Ne roulez jamais seul.',
  };
  const landing = (language: keyof typeof headlines) =>
    `<!doctype html><html lang="${language}"><head><script type="module" crossorigin src="/assets/landing-9f8e7d.js"></script></head><body><div id="root"><header><a href="/login">Login</a></header><h1>${headlines[language]}</h1></div></body></html>`;
  const serviceWorker = 'self.addEventListener("message", () => self.skipWaiting());';

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
    mkdirSync(join(dist, 'landing'));
    for (const language of ['en', 'es', 'fr'] as const)
      writeFileSync(join(dist, `landing/${language}.html`), landing(language));
    writeFileSync(join(dist, 'sw.js'), serviceWorker);
    writeFileSync(join(dist, 'workbox-1a2b3c4d.js'), 'define([], () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Wheels & Wins', start_url: '/' }));
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
    for (const path of [
      '/assets/app-0ld0ld.js',
      '/uploads/avatars/nobody.png',
      '/.vite/manifest.json',
      // An older build's Workbox runtime: its HTML stand-in would be kept for a year.
      '/workbox-0ld0ld0ld.js',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/html/);
      expect(res.headers.get('cache-control')).toBeNull();
    }
  });

  it('sends the app page for client routes uncached, gzipped when accepted', async () => {
    for (const path of ['/index.html', '/wins', '/login']) {
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

  const home = (headers: Record<string, string>) => t.app.request('/', { headers });

  it("sends a visitor's / as the prerendered landing page in the language of their i18next cookie", async () => {
    const res = await home({ cookie: 'theme=dark; i18next=es', 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Caches (the browser's, a proxy's) must keep one copy per language choice.
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    const page = await res.text();
    expect(page).toContain(`<h1>${headlines.es}</h1>`);
    expect(page).toContain('<a href="/login">');
    // Only the landing script: the app's entry is not sent to a visitor.
    expect(page.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/landing-9f8e7d.js">',
    ]);
    expect(page).not.toBe(html);
    // The page may register the service worker and link the app manifest, and run no inline script.
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self';");
  });

  it('without a cookie, picks the best language the browser accepts, else English', async () => {
    const cases: Array<[string | undefined, keyof typeof headlines]> = [
      ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
      ['de-DE, es;q=0.5, en;q=0.4', 'es'],
      ['en;q=0.2, es-MX;q=0.7', 'es'],
      ['es;q=0, fr;q=0.1', 'fr'],
      ['de, ja', 'en'],
      [undefined, 'en'],
    ];
    for (const [acceptLanguage, expected] of cases) {
      const res = await home(acceptLanguage ? { 'accept-language': acceptLanguage } : {});
      expect(res.headers.get('content-language'), acceptLanguage).toBe(expected);
      expect(await res.text()).toContain(headlines[expected]);
    }
    // A cookie naming a language the app does not speak is ignored.
    const res = await home({ cookie: 'i18next=de', 'accept-language': 'fr' });
    expect(res.headers.get('content-language')).toBe('fr');
  });

  it('sends the landing page gzipped when accepted', async () => {
    const res = await home({ cookie: 'i18next=fr', 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(landing('fr'));
  });

  it('sends the service worker and the app manifest for revalidation, the hashed Workbox runtime for good', async () => {
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await sw.text()).toBe(serviceWorker);

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/');

    const runtime = await get('/workbox-1a2b3c4d.js');
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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
