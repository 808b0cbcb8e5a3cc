import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '#platform/logger.ts';
import { createMemoryPubSub } from './memory-pubsub.ts';
import { createPubSub, type PubSub, type PubSubLogger } from './pubsub.ts';
import { createRedisPubSub } from './redis-pubsub.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const cleanups: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function quietLogger() {
  return { warn: vi.fn(), error: vi.fn() } satisfies PubSubLogger;
}

/** The same behaviour is required of every implementation; `make` returns two handles on one message bus. */
function describePubSubContract(
  name: string,
  enabled: boolean,
  make: (logger: PubSubLogger) => { publisher: PubSub; subscriber: PubSub },
) {
  describe.skipIf(!enabled)(`${name} pub/sub`, () => {
    function setup(logger: PubSubLogger = quietLogger()) {
      const handles = make(logger);
      cleanups.push(async () => {
        await Promise.all([handles.publisher.close(), handles.subscriber.close()]);
      });
      return handles;
    }

    it('delivers a decoded copy of each message to the handlers of that channel only', async () => {
      const { publisher, subscriber } = setup();
      const channel = `test:${randomUUID()}`;
      const received: unknown[] = [];
      const elsewhere: unknown[] = [];
      await subscriber.subscribe(channel, (m) => received.push(m));
      await subscriber.subscribe(`${channel}-other`, (m) => elsewhere.push(m));

      const message = { amount: '12.50', when: new Date('2025-01-02T03:04:05Z'), tags: ['fuel'] };
      await publisher.publish(channel, message);

      await expect
        .poll(() => received)
        .toEqual([{ amount: '12.50', when: '2025-01-02T03:04:05.000Z', tags: ['fuel'] }]);
      expect(received[0]).not.toBe(message);
      expect(elsewhere).toEqual([]);
    });

    it('keeps delivering to the remaining handlers when one unsubscribes', async () => {
      const { publisher, subscriber } = setup();
      const channel = `test:${randomUUID()}`;
      const first: unknown[] = [];
      const second: unknown[] = [];
      const unsubscribeFirst = await subscriber.subscribe(channel, (m) => first.push(m));
      await subscriber.subscribe(channel, (m) => second.push(m));

      await publisher.publish(channel, 1);
      await expect.poll(() => [first, second]).toEqual([[1], [1]]);

      await unsubscribeFirst();
      await unsubscribeFirst();
      await publisher.publish(channel, 2);
      await expect.poll(() => second).toEqual([1, 2]);
      expect(first).toEqual([1]);
    });

    it('treats the same function subscribed twice as two subscriptions', async () => {
      const { publisher, subscriber } = setup();
      const channel = `test:${randomUUID()}`;
      const received: unknown[] = [];
      const handler = (m: unknown) => received.push(m);
      const unsubscribe = await subscriber.subscribe(channel, handler);
      await subscriber.subscribe(channel, handler);

      await unsubscribe();
      await publisher.publish(channel, 'still here');
      await expect.poll(() => received).toEqual(['still here']);
    });

    it('isolates handlers: one that throws does not keep the message from the others', async () => {
      const logger = quietLogger();
      const { publisher, subscriber } = setup(logger);
      const channel = `test:${randomUUID()}`;
      const received: unknown[] = [];
      await subscriber.subscribe(channel, () => {
        throw new Error('handler bug');
      });
      await subscriber.subscribe(channel, (m) => received.push(m));

      await publisher.publish(channel, { n: 1 });
      await expect.poll(() => received).toEqual([{ n: 1 }]);
      expect(logger.error).toHaveBeenCalledWith('pubsub handler failed', { channel, error: 'handler bug' });
    });

    it('refuses a message JSON cannot carry', async () => {
      const { publisher } = setup();
      await expect(publisher.publish(`test:${randomUUID()}`, undefined)).rejects.toThrow(TypeError);
    });

    it('refuses to publish or subscribe once closed', async () => {
      const { publisher, subscriber } = setup();
      await publisher.close();
      await subscriber.close();
      await expect(publisher.publish('test:closed', 1)).rejects.toThrow();
      await expect(subscriber.subscribe('test:closed', () => undefined)).rejects.toThrow();
    });
  });
}

describePubSubContract('in-process', true, (logger) => {
  const bus = createMemoryPubSub({ logger });
  return { publisher: bus, subscriber: bus };
});

describePubSubContract('Redis', Boolean(redisUrl), (logger) => ({
  publisher: createRedisPubSub(redisUrl!, { logger }),
  subscriber: createRedisPubSub(redisUrl!, { logger }),
}));

describe.skipIf(!redisUrl)('Redis pub/sub connections', () => {
  function admin(): Redis {
    const connection = new Redis(redisUrl!);
    cleanups.push(() => connection.quit());
    return connection;
  }

  async function redisSubscribers(connection: Redis, channel: string): Promise<number> {
    const [, count] = (await connection.pubsub('NUMSUB', channel)) as [string, number];
    return Number(count);
  }

  it('holds one Redis subscription per channel, dropped with its last handler', async () => {
    const pubsub = createRedisPubSub(redisUrl!, { logger: quietLogger() });
    cleanups.push(() => pubsub.close());
    const redis = admin();
    const channel = `test:${randomUUID()}`;

    const [unsubscribeA, unsubscribeB] = await Promise.all([
      pubsub.subscribe(channel, () => undefined),
      pubsub.subscribe(channel, () => undefined),
    ]);
    expect(await redisSubscribers(redis, channel)).toBe(1);

    await unsubscribeA();
    expect(await redisSubscribers(redis, channel)).toBe(1);
    await unsubscribeB();
    expect(await redisSubscribers(redis, channel)).toBe(0);

    // A channel can be taken up again after its last handler left.
    const received: unknown[] = [];
    await pubsub.subscribe(channel, (m) => received.push(m));
    await pubsub.publish(channel, 'again');
    await expect.poll(() => received).toEqual(['again']);
  });

  it('closes its connections on close()', async () => {
    const pubsub = createRedisPubSub(redisUrl!, { logger: quietLogger() });
    const redis = admin();
    const channel = `test:${randomUUID()}`;
    await pubsub.subscribe(channel, () => undefined);
    expect(await redisSubscribers(redis, channel)).toBe(1);

    await pubsub.close();
    await expect.poll(() => redisSubscribers(redis, channel)).toBe(0);
  });

  it('ignores messages on its channels that are not JSON', async () => {
    const logger = quietLogger();
    const pubsub = createRedisPubSub(redisUrl!, { logger });
    cleanups.push(() => pubsub.close());
    const redis = admin();
    const channel = `test:${randomUUID()}`;
    const received: unknown[] = [];
    await pubsub.subscribe(channel, (m) => received.push(m));

    await redis.publish(channel, '{oops');
    await pubsub.publish(channel, 'valid');
    await expect.poll(() => received).toEqual(['valid']);
    expect(logger.warn).toHaveBeenCalledWith('pubsub dropped a message that is not JSON', { channel });
  });
});

describe('createPubSub', () => {
  it('works in-process without a Redis URL', async () => {
    const pubsub = createPubSub(undefined, { logger: createLogger('silent') });
    cleanups.push(() => pubsub.close());
    const received: unknown[] = [];
    await pubsub.subscribe('test:local', (m) => received.push(m));
    await pubsub.publish('test:local', 'hello');
    expect(received).toEqual(['hello']);
  });

  it.skipIf(!redisUrl)('shares messages between instances through Redis when given a URL', async () => {
    const one = createPubSub(redisUrl, { logger: createLogger('silent') });
    const two = createPubSub(redisUrl, { logger: createLogger('silent') });
    cleanups.push(() => Promise.all([one.close(), two.close()]));
    const channel = `test:${randomUUID()}`;
    const received: unknown[] = [];
    await two.subscribe(channel, (m) => received.push(m));
    await one.publish(channel, 'across');
    await expect.poll(() => received).toEqual(['across']);
  });
});
