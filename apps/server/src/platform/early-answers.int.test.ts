import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

const MB = 1024 * 1024;

type Sent = { status: number; connection: string | undefined; body: string; socket: Socket; reused: boolean };

/** One request through a real socket of `agent`, its body written in 64 KB chunks as a client would. */
function send(
  agent: http.Agent,
  port: number,
  options: { method: string; path: string; headers?: Record<string, string>; bodyBytes?: number },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const bytes = options.bodyBytes ?? 0;
    const req = http.request({
      agent,
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers: { ...(bytes ? { 'content-length': String(bytes) } : {}), ...options.headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          connection: res.headers.connection,
          body,
          socket: req.socket!,
          reused: req.reusedSocket,
        }),
      );
    });
    // A client that keeps writing after the answer came gets EPIPE/ECONNRESET on its writes; that is not the answer.
    req.on('socket', (socket) => socket.on('error', () => {}));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let written = 0;
    const writeMore = () => {
      while (written < bytes && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - written));
        written += part.length;
        if (!req.write(part)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describe.each(DATABASE_KINDS)('early answers on a kept-alive connection on %s', (kind) => {
  let t: TestApp;
  let server: http.Server;
  let port: number;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signUp()).token;
    server = await new Promise<http.Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as http.Server));
    });
    port = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** Sends the refused request, then a second one through the same agent: it must be answered, never hang up. */
  async function refusedThenNext(refused: Parameters<typeof send>[2]) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, port, refused);
      const next = await send(agent, port, { method: 'GET', path: '/api/v1/health' });
      return { first, next };
    } finally {
      agent.destroy();
    }
  }

  it('closes the connection after a 413 for a body sent past the limit, and the next request is answered', async () => {
    const { first, next } = await refusedThenNext({
      method: 'POST',
      path: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      bodyBytes: 20 * MB,
    });
    expect(first.status).toBe(413);
    expect(JSON.parse(first.body).error.code).toBe('body_too_large');
    expect(first.connection).toBe('close');
    expect(next.status).toBe(200);
    expect(next.reused).toBe(false);
  });

  it('closes the connection after a 401 before a large upload was read', async () => {
    const { first, next } = await refusedThenNext({
      method: 'POST',
      path: '/api/v1/profile/image',
      headers: { 'content-type': 'image/png' },
      bodyBytes: 4 * MB,
    });
    expect(first.status).toBe(401);
    expect(first.connection).toBe('close');
    expect(next.status).toBe(200);
  });

  it('closes the connection after a 403 before the body was read', async () => {
    const { first, next } = await refusedThenNext({
      method: 'POST',
      path: '/api/v1/admin/products',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      bodyBytes: 900 * 1024,
    });
    expect(first.status).toBe(403);
    expect(first.connection).toBe('close');
    expect(next.status).toBe(200);
  });

  it('keeps the connection after a 401 whose small body had already arrived: it is discarded, the socket reused', async () => {
    const { first, next } = await refusedThenNext({
      method: 'POST',
      path: '/api/v1/expenses',
      headers: { 'content-type': 'application/json' },
      bodyBytes: 2048,
    });
    expect(first.status).toBe(401);
    expect(first.connection).toBe('keep-alive');
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  });

  it('keeps the connection of an answer whose body was read, and reuses it', async () => {
    const { first, next } = await refusedThenNext({
      method: 'POST',
      path: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      bodyBytes: 300 * 1024,
    });
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body).error.class).toBe('validation');
    expect(first.connection).toBe('keep-alive');
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
  });
});
