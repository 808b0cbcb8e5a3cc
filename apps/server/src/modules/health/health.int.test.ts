import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)('health and API docs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  it('reports the server, its database kind and version', async () => {
    const res = await t.request('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: kind, version: 'test', dependencies: { database: 'ok' } });
  });

  it('serves an OpenAPI 3.1 document whose operations resolve to the served API', async () => {
    const res = await t.request('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('test');

    // An operation's URL is the server URL followed by its path.
    const base: string = doc.servers?.[0]?.url ?? '';
    const byUrl = Object.fromEntries(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).map(([path, item]) => [base + path, item]),
    );
    const operations = Object.entries(byUrl).flatMap(([url, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/v1/health',
        'POST /api/v1/auth/login',
        'GET /api/v1/settings',
        'PATCH /api/v1/settings',
        'POST /api/v1/profile/image',
      ]),
    );
    const upload = byUrl['/api/v1/profile/image'] as { post: { requestBody: { content: object } } };
    expect(Object.keys(upload.post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    const health = await t.request('GET', `${base}/health`);
    expect(health.body.status).toBe('ok');
  });

  it('serves browsable docs that work offline', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    expect(html).toContain('href="/api/docs/swagger-ui.css"');

    const bundle = await t.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect(await bundle.text()).toContain('SwaggerUIBundle');

    const css = await t.app.request('/api/docs/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');

    // The page's inline-script-free start-up points at the served document.
    const init = await t.app.request('/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(await init.text()).toContain('"/api/v1/openapi.json"');

    expect((await t.app.request('/api/docs/package.json')).status).toBe(404);
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nope'],
      ['POST', '/api/v1/nope/deeper'],
      ['GET', '/api/v2/health'],
    ]) {
      const res = await t.request(method!, path!);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({ error: { class: 'other', message: 'Not found.', code: 'not_found' } });
    }
  });
});
