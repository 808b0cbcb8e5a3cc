import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { serverFrameSchema, type ServerFrame } from '@ww/contracts';
import { createLogger } from '#platform/logger.ts';
import { createMemoryPubSub } from '#platform/pubsub/memory-pubsub.ts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';
import { createRedisPubSub } from '#platform/pubsub/redis-pubsub.ts';
import {
  attachRealtimeHub,
  publishSessionsEnded,
  SESSION_ENDED_CLOSE_CODE,
  type RealtimeHub,
  type RealtimeHubDeps,
  type RealtimeIdentity,
} from './hub.ts';
import { registerWebSocketRoute, rejectUpgrade } from './upgrade-router.ts';

const silent = createLogger('silent');
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  // Sockets first, then hubs, then servers and pub/subs: the reverse of how they were made.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface TestUser {
  token: string;
  userId: string;
}

function makeUser(): TestUser {
  return { token: `token-${randomUUID()}`, userId: randomUUID() };
}

interface Instance {
  hub: RealtimeHub;
  server: Server;
  baseUrl: string;
}

async function startInstance(
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

class TestClient {
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

async function connect(instance: Instance, user: TestUser): Promise<TestClient> {
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
function rejectedUpgrade(url: string): Promise<{ status: number; body: string; opened: boolean }> {
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

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('realtime hub: connecting', () => {
  it('refuses an upgrade with a wrong or missing token with 401 and opens no connection', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice]);

    const wrong = await rejectedUpgrade(`${instance.baseUrl}/api/v1/ws?token=not-a-token`);
    expect(wrong).toMatchObject({ status: 401, opened: false });
    expect(JSON.parse(wrong.body)).toMatchObject({ error: { class: 'authentication', code: 'session_expired' } });

    const missing = await rejectedUpgrade(`${instance.baseUrl}/api/v1/ws`);
    expect(missing).toMatchObject({ status: 401, opened: false });
    expect(instance.hub.connectionCount()).toBe(0);
  });

  it('answers 500 without a connection when the token cannot be checked', async () => {
    const instance = await startInstance([], {
      verifyAccessToken: async () => {
        throw new Error('database unavailable');
      },
    });
    const result = await rejectedUpgrade(`${instance.baseUrl}/api/v1/ws?token=anything`);
    expect(result).toMatchObject({ status: 500, opened: false });
    expect(JSON.parse(result.body)).toMatchObject({ error: { class: 'server' } });
    expect(instance.hub.connectionCount()).toBe(0);
  });

  it('greets a valid token with a ready frame carrying the user id', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice]);
    const client = await connect(instance, alice);
    expect(client.frames[0]).toEqual({ type: 'ready', user_id: alice.userId });
    expect(instance.hub.connectionCount()).toBe(1);
  });

  it('answers 404 for WebSocket upgrades on paths nobody serves, and leaves them to other listeners when there are', async () => {
    const instance = await startInstance([]);
    expect(await rejectedUpgrade(`${instance.baseUrl}/somewhere-else`)).toMatchObject({ status: 404 });

    const otherListener = (_req: unknown, socket: import('node:stream').Duplex) => rejectUpgrade(socket, 418);
    instance.server.on('upgrade', otherListener);
    cleanups.push(() => void instance.server.off('upgrade', otherListener));
    expect(await rejectedUpgrade(`${instance.baseUrl}/somewhere-else`)).toMatchObject({ status: 418 });
  });

  it('lets another WebSocket route share the server', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice]);
    const seenPaths: string[] = [];
    const unregister = registerWebSocketRoute(
      instance.server,
      (pathname) => pathname.startsWith('/api/v1/pam/ws/'),
      (_req, socket, _head, url) => {
        seenPaths.push(url.pathname);
        rejectUpgrade(socket, 403);
      },
    );
    cleanups.push(unregister);

    expect(await rejectedUpgrade(`${instance.baseUrl}/api/v1/pam/ws/${alice.userId}?token=x`)).toMatchObject({
      status: 403,
    });
    expect(seenPaths).toEqual([`/api/v1/pam/ws/${alice.userId}`]);
    await connect(instance, alice);
  });
});

describe('realtime hub: events', () => {
  it("delivers an event for user A to A's sockets only", async () => {
    const alice = makeUser();
    const bob = makeUser();
    const instance = await startInstance([alice, bob]);
    const aliceClient = await connect(instance, alice);
    const bobClient = await connect(instance, bob);

    await instance.hub.publishToUser(alice.userId, 'settings.updated', { theme: 'dark' });

    expect(await aliceClient.waitFor((f) => f.type === 'event')).toEqual({
      type: 'event',
      channel: `user:${alice.userId}`,
      event: 'settings.updated',
      payload: { theme: 'dark' },
    });
    await bobClient.roundTrip();
    expect(bobClient.events()).toEqual([]);
  });

  it("refuses to subscribe to another user's channel", async () => {
    const alice = makeUser();
    const bob = makeUser();
    const instance = await startInstance([alice, bob]);
    const bobClient = await connect(instance, bob);

    bobClient.send({ type: 'subscribe', channel: `user:${alice.userId}` });
    expect(await bobClient.waitFor((f) => f.type === 'error')).toMatchObject({ code: 'forbidden_channel' });

    await instance.hub.publishToUser(alice.userId, 'profile.updated', { full_name: 'Alice' });
    await bobClient.roundTrip();
    expect(bobClient.events()).toEqual([]);

    bobClient.send({ type: 'subscribe', channel: 'private:anything' });
    expect(await bobClient.waitFor((f) => f.type === 'error')).toMatchObject({ code: 'forbidden_channel' });
  });

  it('relays public channels to the sockets subscribed to them, until they unsubscribe', async () => {
    const alice = makeUser();
    const bob = makeUser();
    const instance = await startInstance([alice, bob]);
    const aliceClient = await connect(instance, alice);
    const bobClient = await connect(instance, bob);
    const channel = `public:announcements-${randomUUID()}`;

    aliceClient.send({ type: 'subscribe', channel });
    await aliceClient.roundTrip();
    await instance.hub.publish(channel, 'announcement', { text: 'Road closed near Alice Springs' });
    expect(await aliceClient.waitFor((f) => f.type === 'event')).toMatchObject({ channel, event: 'announcement' });
    await bobClient.roundTrip();
    expect(bobClient.events()).toEqual([]);

    aliceClient.send({ type: 'unsubscribe', channel });
    await aliceClient.roundTrip();
    await instance.hub.publish(channel, 'announcement', { text: 'Road open again' });
    await aliceClient.roundTrip();
    expect(aliceClient.events()).toHaveLength(1);
  });

  it('holds one pub/sub subscription per channel while any local socket needs it', async () => {
    const alice = makeUser();
    const inner = createMemoryPubSub({ logger: silent });
    const active = new Map<string, number>();
    const counting: PubSub = {
      publish: (channel, message) => inner.publish(channel, message),
      async subscribe(channel, handler) {
        const unsubscribe = await inner.subscribe(channel, handler);
        active.set(channel, (active.get(channel) ?? 0) + 1);
        return async () => {
          active.set(channel, (active.get(channel) ?? 0) - 1);
          await unsubscribe();
        };
      },
      close: () => inner.close(),
    };
    cleanups.push(() => inner.close());
    const instance = await startInstance([alice], { pubsub: counting });
    const userChannel = `realtime:user:${alice.userId}`;

    const first = await connect(instance, alice);
    const second = await connect(instance, alice);
    expect(active.get(userChannel)).toBe(1);

    await instance.hub.publishToUser(alice.userId, 'ping.test', null);
    await first.waitFor((f) => f.type === 'event');
    await second.waitFor((f) => f.type === 'event');

    first.ws.close();
    await first.closed;
    await second.roundTrip();
    expect(active.get(userChannel)).toBe(1);

    second.ws.close();
    await second.closed;
    await expect.poll(() => active.get(userChannel)).toBe(0);
  });
});

describe('realtime hub: frames', () => {
  it('answers invalid JSON and unknown frames with an invalid_frame error and keeps the connection', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice]);
    const client = await connect(instance, alice);

    client.send('{not json');
    expect(await client.waitFor((f) => f.type === 'error')).toMatchObject({ code: 'invalid_frame' });
    client.send({ type: 'shout', text: 'hello' });
    expect(await client.waitFor((f) => f.type === 'error')).toMatchObject({ code: 'invalid_frame' });
    client.send({ type: 'subscribe' });
    expect(await client.waitFor((f) => f.type === 'error')).toMatchObject({ code: 'invalid_frame' });

    await client.roundTrip();
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('answers a client ping with a pong echoing its timestamp', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice]);
    const client = await connect(instance, alice);
    client.send({ type: 'ping', ts: 42 });
    expect(await client.waitFor((f) => f.type === 'pong')).toEqual({ type: 'pong', ts: 42 });
  });

  it('drops frames beyond 10 per second with a rate_limited error, then accepts frames again', async () => {
    const alice = makeUser();
    const windowMs = 300;
    const instance = await startInstance([alice], { rateLimit: { windowMs } });
    const client = await connect(instance, alice);

    for (let ts = 0; ts < 15; ts++) client.send({ type: 'ping', ts });
    expect(await client.waitFor((f) => f.type === 'error')).toMatchObject({ code: 'rate_limited' });

    await delay(windowMs + 50);
    await client.roundTrip();
    const answered = client.frames.filter((f) => f.type === 'pong' && f.ts !== undefined && f.ts < 15);
    expect(answered.map((f) => (f.type === 'pong' ? f.ts : -1))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(client.frames.filter((f) => f.type === 'error')).toHaveLength(1);
  });
});

describe('realtime hub: outbound events per second', () => {
  const location = (userId: string, latitude: number) => ({
    locations: [
      {
        user_id: userId,
        latitude,
        longitude: 10,
        approximate: true,
        status: 'active',
        updated_at: '2026-11-25T10:00:00Z',
      },
    ],
  });
  const eventsNamed = (client: TestClient, event: string) =>
    client.events().filter((f) => f.type === 'event' && f.event === event);

  it('sends at most maxEvents event frames per window and the rest, in order, when the window allows', async () => {
    const alice = makeUser();
    const windowMs = 300;
    const instance = await startInstance([alice], { eventRate: { maxEvents: 3, windowMs } });
    const client = await connect(instance, alice);
    const arrivals: number[] = [];
    client.ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as ServerFrame).type === 'event') arrivals.push(Date.now());
    });

    for (let n = 0; n < 7; n++) await instance.hub.publishToUser(alice.userId, 'expense.created', { n });
    await client.roundTrip();
    expect(client.events()).toHaveLength(3);

    await expect.poll(() => client.events().length, { timeout: 3 * windowMs + 500 }).toBe(7);
    expect(client.events().map((f) => (f.type === 'event' ? (f.payload as { n: number }).n : -1))).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    // No window of windowMs ever held more than three event frames.
    for (let i = 3; i < arrivals.length; i++)
      expect(arrivals[i]! - arrivals[i - 3]!).toBeGreaterThanOrEqual(windowMs - 15);
  });

  it("merges location.updated beyond the budget into one frame with each traveller's latest entry", async () => {
    const alice = makeUser();
    const [u1, u2] = [randomUUID(), randomUUID()];
    const instance = await startInstance([alice], { eventRate: { maxEvents: 2, windowMs: 250 } });
    const client = await connect(instance, alice);
    client.send({ type: 'subscribe', channel: 'public:locations' });
    await client.roundTrip();

    await instance.hub.publish('public:locations', 'location.updated', location(u1, 1));
    await instance.hub.publish('public:locations', 'location.updated', location(u2, 1));
    for (let step = 2; step <= 6; step++)
      await instance.hub.publish('public:locations', 'location.updated', location(step % 2 ? u1 : u2, step));
    await client.roundTrip();
    expect(eventsNamed(client, 'location.updated')).toHaveLength(2);

    await expect.poll(() => eventsNamed(client, 'location.updated').length, { timeout: 1_500 }).toBe(3);
    const merged = eventsNamed(client, 'location.updated')[2];
    expect(merged).toMatchObject({ channel: 'public:locations' });
    const entries = (merged?.type === 'event' ? merged.payload : null) as ReturnType<typeof location>;
    expect(entries.locations.map((e) => [e.user_id, e.latitude])).toEqual([
      [u2, 6],
      [u1, 5],
    ]);
    await delay(400);
    expect(eventsNamed(client, 'location.updated')).toHaveLength(3);
  });

  it('drops the oldest waiting events past maxQueued and tells the client to resync first', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice], { eventRate: { maxEvents: 1, windowMs: 150, maxQueued: 3 } });
    const client = await connect(instance, alice);

    for (let n = 0; n < 8; n++) await instance.hub.publishToUser(alice.userId, 'post.created', { n });
    await expect.poll(() => client.events().length, { timeout: 2_000 }).toBe(5);
    expect(client.events().map((f) => (f.type === 'event' ? [f.event, f.payload] : null))).toEqual([
      ['post.created', { n: 0 }],
      ['resync', { dropped: 4 }],
      ['post.created', { n: 5 }],
      ['post.created', { n: 6 }],
      ['post.created', { n: 7 }],
    ]);
    expect(client.events()[1]).toMatchObject({ channel: `user:${alice.userId}` });
  });

  it('never holds back the end of a session behind the budget', async () => {
    const alice = makeUser();
    const pubsub = createMemoryPubSub({ logger: silent });
    cleanups.push(() => pubsub.close());
    const sessionId = randomUUID();
    const instance = await startInstance([alice], {
      pubsub,
      eventRate: { maxEvents: 1, windowMs: 5_000 },
      verifyAccessToken: async (token) => (token === alice.token ? { userId: alice.userId, sessionId } : null),
    });
    const client = await connect(instance, alice);

    for (let n = 0; n < 3; n++) await instance.hub.publishToUser(alice.userId, 'post.created', { n });
    const startedAt = Date.now();
    await publishSessionsEnded(pubsub, alice.userId, [sessionId]);
    expect(await client.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(client.events().map((f) => (f.type === 'event' ? f.event : ''))).toEqual(['post.created', 'session_ended']);
  });
});

describe('realtime hub: heartbeat', () => {
  const heartbeat = { pingIntervalMs: 40, pongTimeoutMs: 20, maxMissedPongs: 3 };

  it('terminates a socket that misses three pongs in a row', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice], { heartbeat });
    const client = await connect(instance, alice);
    const startedAt = Date.now();

    const code = await client.closed;
    const elapsed = Date.now() - startedAt;
    expect(code).toBe(1006); // cut off, no close handshake
    expect(client.frames.filter((f) => f.type === 'ping')).toHaveLength(3);
    // Third ping at 3 × interval, its pong deadline one timeout later.
    expect(elapsed).toBeGreaterThanOrEqual(3 * heartbeat.pingIntervalMs + heartbeat.pongTimeoutMs - 15);
    await expect.poll(() => instance.hub.connectionCount()).toBe(0);
  });

  it('keeps a socket that answers its pings', async () => {
    const alice = makeUser();
    const instance = await startInstance([alice], { heartbeat });
    const client = await connect(instance, alice);
    client.ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.type === 'ping') client.send({ type: 'pong', ts: frame.ts });
    });

    await delay(10 * heartbeat.pingIntervalMs);
    expect(client.frames.filter((f) => f.type === 'ping').length).toBeGreaterThanOrEqual(6);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    expect(instance.hub.connectionCount()).toBe(1);
  });
});

describe('realtime hub: close', () => {
  it('closes sockets with 1001, drops its subscriptions and stops accepting connections', async () => {
    const alice = makeUser();
    const pubsub = createMemoryPubSub({ logger: silent });
    const subscribed = new Set<string>();
    const tracking: PubSub = {
      publish: (channel, message) => pubsub.publish(channel, message),
      async subscribe(channel, handler) {
        const unsubscribe = await pubsub.subscribe(channel, handler);
        subscribed.add(channel);
        return async () => {
          subscribed.delete(channel);
          await unsubscribe();
        };
      },
      close: () => pubsub.close(),
    };
    cleanups.push(() => pubsub.close());
    const instance = await startInstance([alice], { pubsub: tracking });
    const client = await connect(instance, alice);
    client.send({ type: 'subscribe', channel: 'public:news' });
    await client.roundTrip();
    expect(subscribed.size).toBe(2);

    await instance.hub.close();
    expect(await client.closed).toBe(1001);
    expect(subscribed.size).toBe(0);
    expect(instance.hub.connectionCount()).toBe(0);
    expect(await rejectedUpgrade(`${instance.baseUrl}/api/v1/ws?token=${alice.token}`)).toMatchObject({
      opened: false,
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe('realtime hub over Redis', () => {
  it.skipIf(!redisUrl)('delivers an event published on one instance to a socket on another', async () => {
    const alice = makeUser();
    const pubsubs = [
      createRedisPubSub(redisUrl!, { logger: silent }),
      createRedisPubSub(redisUrl!, { logger: silent }),
    ];
    cleanups.push(async () => {
      await Promise.all(pubsubs.map((p) => p.close()));
    });
    const [one, two] = await Promise.all(pubsubs.map((pubsub) => startInstance([alice], { pubsub })));
    const client = await connect(two!, alice);
    const channel = `public:trip-${randomUUID()}`;
    client.send({ type: 'subscribe', channel });
    await client.roundTrip();

    await one!.hub.publishToUser(alice.userId, 'expense.created', { amount: '12.50', currency: 'AUD' });
    expect(await client.waitFor((f) => f.type === 'event')).toEqual({
      type: 'event',
      channel: `user:${alice.userId}`,
      event: 'expense.created',
      payload: { amount: '12.50', currency: 'AUD' },
    });

    await one!.hub.publish(channel, 'trip.updated', { stops: 3 });
    expect(await client.waitFor((f) => f.type === 'event')).toMatchObject({ channel, event: 'trip.updated' });
    expect(one!.hub.connectionCount()).toBe(0);
  });
});
