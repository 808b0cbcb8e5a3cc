// The realtime hub tests' shared ground: hubs on real servers, test users and clients, cleaned up after each test.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { WebSocket } from 'ws';
import { afterEach } from 'vitest';
import { serverFrameSchema, type ServerFrame } from '@ww/contracts';
import { createLogger } from '#platform/logger.ts';
import { createMemoryPubSub } from '#platform/pubsub/memory-pubsub.ts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';

import {
  attachRealtimeHub,
  type RealtimeHub,
  type RealtimeHubDeps,
  type RealtimeIdentity,
} from '#platform/realtime/hub.ts';

export const silent = createLogger('silent');
export const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  // Sockets first, then hubs, then servers and pub/subs: the reverse of how they were made.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export interface TestUser {
  token: string;
  userId: string;
}

export function makeUser(): TestUser {
  return { token: `token-${randomUUID()}`, userId: randomUUID() };
}

export interface Instance {
  hub: RealtimeHub;
  server: Server;
  baseUrl: string;
}

export async function startInstance(
  users: TestUser[],
  options: Partial<RealtimeHubDeps> & { pubsub?: PubSub } = {},
): Promise<Instance> {
  const app = new Hono();
  app.get('/api/v1/health', (c) => c.json({ status: 'ok' }));
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
  });
  const tokens = new Map<string, RealtimeIdentity>(
    users.map((u) => [u.token, { userId: u.userId, sessionId: randomUUID() }]),
  );
  const pubsub = options.pubsub ?? createMemoryPubSub({ logger: silent });
  const hub = attachRealtimeHub(server, {
    logger: silent,
    ...options,
    pubsub,
    verifyAccessToken: options.verifyAccessToken ?? (async (token) => tokens.get(token) ?? null),
  });
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (!options.pubsub) await pubsub.close();
  });
  cleanups.push(() => hub.close());
  const { port } = server.address() as AddressInfo;
  return { hub, server, baseUrl: `ws://127.0.0.1:${port}` };
}

export class TestClient {
  readonly frames: ServerFrame[] = [];
  private readonly taken = new Set<ServerFrame>();
  private readonly listeners = new Set<() => void>();
  readonly closed: Promise<number>;
  private pingSeq = 1_000_000;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      // Every frame the hub sends must conform to the shared contract.
      const frame = serverFrameSchema.parse(JSON.parse(String(data)));
      this.frames.push(frame);
      for (const listener of this.listeners) listener();
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame matching `predicate` not already returned by an earlier call. */
  waitFor(predicate: (frame: ServerFrame) => boolean, timeoutMs = 2_000): Promise<ServerFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const frame = this.frames.find((f) => !this.taken.has(f) && predicate(f));
        if (!frame) return false;
        this.taken.add(frame);
        this.listeners.delete(check);
        clearTimeout(timer);
        resolve(frame);
        return true;
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      if (!check()) this.listeners.add(check);
    });
  }

  /** Ping/pong round trip: the hub handles a socket's frames in order, so everything sent before is done. */
  async roundTrip(): Promise<void> {
    const ts = this.pingSeq++;
    this.send({ type: 'ping', ts });
    await this.waitFor((f) => f.type === 'pong' && f.ts === ts);
  }

  events(): ServerFrame[] {
    return this.frames.filter((f) => f.type === 'event');
  }
}

export async function connect(instance: Instance, user: TestUser): Promise<TestClient> {
  const ws = new WebSocket(`${instance.baseUrl}/api/v1/ws?token=${encodeURIComponent(user.token)}`);
  const client = new TestClient(ws);
  cleanups.push(async () => {
    if (ws.readyState === WebSocket.CLOSED) return;
    ws.terminate();
    await client.closed;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await client.waitFor((f) => f.type === 'ready');
  return client;
}

/** Attempts an upgrade and reports the HTTP response the server gave instead (status 0: connection dropped). */
export function rejectedUpgrade(url: string): Promise<{ status: number; body: string; opened: boolean }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      ws.terminate();
      resolve({ status: 101, body: '', opened: true });
    });
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, opened: false }));
    });
    ws.once('error', () => resolve({ status: 0, body: '', opened: false }));
  });
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
