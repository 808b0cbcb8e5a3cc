import { randomUUID } from 'node:crypto';

import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';

import { createMemoryPubSub } from '#platform/pubsub/memory-pubsub.ts';
import type { PubSub } from '#platform/pubsub/pubsub.ts';

import { registerWebSocketRoute, rejectUpgrade } from './upgrade-router.ts';

import { cleanups, connect, delay, makeUser, rejectedUpgrade, silent, startInstance } from '#test/realtime-hub-kit.ts';

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
