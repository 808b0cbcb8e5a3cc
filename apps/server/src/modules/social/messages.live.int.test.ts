import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageEventPayloadSchema, serverFrameSchema, SOCIAL_EVENTS, type ServerFrame } from '@ww/contracts';

import { verifyAccessToken } from '#platform/auth/require-auth.ts';
import { createLogger } from '#platform/logger.ts';
import { createMemoryPubSub } from '#platform/pubsub/memory-pubsub.ts';
import { attachRealtimeHub, type RealtimeHub } from '#platform/realtime/hub.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('messages live over the realtime hub on %s', (kind) => {
  const silent = createLogger('silent');
  const pubsub = createMemoryPubSub({ logger: silent });
  let t: TestApp;
  let server: Server;
  let hub: RealtimeHub;
  let base: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s as Server));
    });
    base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    hub = attachRealtimeHub(server, {
      pubsub,
      logger: silent,
      verifyAccessToken: (token) => verifyAccessToken(t.deps, token),
    });
    // As server.ts wires it: the services publish after commit, the hub delivers to the user's sockets.
    t.deps.publishToUser = (userId, event, payload) => hub.publishToUser(userId, event, payload);
  }, 60_000);
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await hub.close();
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    await pubsub.close();
    await t.close();
  });

  /** A signed-in client's realtime socket, open once the hub said `ready`; its event frames in arrival order. */
  async function listen(u: User) {
    const ws = new WebSocket(`${base}/api/v1/ws?token=${u.token}`);
    sockets.push(ws);
    const events: Extract<ServerFrame, { type: 'event' }>[] = [];
    const wakers = new Set<() => void>();
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data: Buffer) => {
        const frame = serverFrameSchema.parse(JSON.parse(data.toString('utf8')));
        if (frame.type === 'ready') resolve();
        if (frame.type === 'event') events.push(frame);
        for (const wake of wakers) wake();
      });
      ws.once('error', reject);
    });
    const next = (event: string, timeoutMs = 3_000) =>
      new Promise<unknown>((resolve, reject) => {
        const check = () => {
          const i = events.findIndex((e) => e.event === event);
          if (i < 0) return;
          const [found] = events.splice(i, 1);
          wakers.delete(check);
          clearTimeout(timer);
          resolve(found!.payload);
        };
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        wakers.add(check);
        check();
      });
    return { events, next };
  }

  it('typing, new messages and read marks reach the other participant, and nobody else', async () => {
    const [a, b, outsider] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const id = (await t.request('POST', 'social/conversations', { token: a.token, json: { participant_ids: [b.id] } }))
      .body.data.id as string;
    const [aLive, bLive, outsiderLive] = [await listen(a), await listen(b), await listen(outsider)];

    const typing = await t.request('POST', `social/conversations/${id}/typing`, { token: a.token });
    expect(typing.status).toBe(204);
    expect(await bLive.next(SOCIAL_EVENTS.typing)).toEqual({ conversation_id: id, user_id: a.id });
    // A second keystroke within the second is accepted and not passed on.
    expect((await t.request('POST', `social/conversations/${id}/typing`, { token: a.token })).status).toBe(204);

    const sent = await t.request('POST', `social/conversations/${id}/messages`, {
      token: a.token,
      json: { body: 'Pulling in now' },
      headers: { 'idempotency-key': 'k-1' },
    });
    const delivered = messageEventPayloadSchema.parse(await bLive.next(SOCIAL_EVENTS.messageCreated));
    expect(delivered).toMatchObject({
      conversation_id: id,
      message: { id: sent.body.data.id, body: 'Pulling in now' },
    });
    expect(delivered.message.idempotency_key).toBeNull();
    // The sender's other devices get it too, with the key their outbox matches it by.
    expect(
      messageEventPayloadSchema.parse(await aLive.next(SOCIAL_EVENTS.messageCreated)).message.idempotency_key,
    ).toBe('k-1');

    await t.request('POST', `social/conversations/${id}/read`, { token: b.token });
    expect(await aLive.next(SOCIAL_EVENTS.messageRead)).toMatchObject({ conversation_id: id, user_id: b.id });

    expect(bLive.events.filter((e) => e.event === SOCIAL_EVENTS.typing)).toEqual([]);
    expect(aLive.events.filter((e) => e.event === SOCIAL_EVENTS.typing)).toEqual([]);
    expect(outsiderLive.events).toEqual([]);
  });
});
