import { randomUUID } from 'node:crypto';

import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { type ServerFrame } from '@ww/contracts';

import { createMemoryPubSub } from '#platform/pubsub/memory-pubsub.ts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';
import { createRedisPubSub } from '#platform/pubsub/redis-pubsub.ts';
import { publishSessionsEnded, SESSION_ENDED_CLOSE_CODE } from './hub.ts';

import {
  cleanups,
  connect,
  delay,
  makeUser,
  rejectedUpgrade,
  silent,
  startInstance,
  TestClient,
} from '#test/realtime-hub-kit.ts';

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
