import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { createLogger } from '#platform/logger.ts';
import { startServer, type RunningServer } from './server.ts';

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A POST with a Host header of the caller's choosing (fetch does not let one set it). */
function postWithHost(url: string, host: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { host, 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** The whole server without PUBLIC_URL and with a REDIS_URL that nothing answers. */
describe('server without PUBLIC_URL and with Redis down', () => {
  let dataDir: string;
  let running: RunningServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ww-server-auth-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    });
    running = await startServer(config, { logger: createLogger('silent'), webDistDir: join(dataDir, 'no-web') });
  }, 60_000);
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) =>
    fetch(`${running.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('keeps signing in quickly with the in-memory limits, and still limits', async () => {
    const password = 'redis is down 1';
    expect(
      (await post('/auth/signup', { email: 'noredis@example.com', password, password_confirmation: password })).status,
    ).toBe(201);
    const started = performance.now();
    const ok = await post('/auth/login', { email: 'noredis@example.com', password });
    expect(ok.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_500);

    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/auth/login', { email: 'noredis@example.com', password: 'wrong pw' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('reports Redis as down in /health while still serving', async () => {
    const res = await fetch(`${running.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'degraded', dependencies: { database: 'ok', redis: 'down' } });
  });

  it('builds the reset link from the listening address, never from the Host header', async () => {
    const password = 'host header pw 1';
    expect(
      (await post('/auth/signup', { email: 'host@example.com', password, password_confirmation: password })).status,
    ).toBe(201);
    expect(
      await postWithHost(`${running.url}/api/v1/auth/password-reset`, 'evil.example', { email: 'host@example.com' }),
    ).toBe(202);
    const mail = await running.database.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('to_address', '=', 'host@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).not.toContain('evil.example');
    const port = new URL(running.url).port;
    expect(mail.body_text).toContain(`http://localhost:${port}/update-password?token=`);
  });
});
