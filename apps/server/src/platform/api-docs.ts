import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

/** Browsable API docs from the bundled swagger-ui-dist, so they work with no internet. */
export function apiDocs(openApiPath: string) {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const assets: Record<string, string> = {
    'swagger-ui.css': 'text/css; charset=utf-8',
    'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  };
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wheels &amp; Wins API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
  const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(openApiPath)}, dom_id: '#swagger-ui' });`;

  return new Hono()
    .get('/', (c) => c.html(page))
    .get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .get('/:asset', async (c) => {
      const name = c.req.param('asset');
      const type = assets[name];
      if (!type) return c.notFound();
      return c.body(await readFile(join(dir, name)), 200, {
        'content-type': type,
        'cache-control': 'public, max-age=86400',
      });
    });
}
