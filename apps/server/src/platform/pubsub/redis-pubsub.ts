import { Redis } from 'ioredis';
import { createLogger } from '#platform/logger.ts';
import { dispatchToHandlers, encodeMessage, type MessageHandler } from './pubsub-messages.ts';
import type { PubSub, PubSubLogger, PubSubOptions } from './pubsub.ts';

interface ChannelState {
  handlers: Set<MessageHandler>;
  /** Settles when Redis has confirmed the SUBSCRIBE; later subscribers to the channel wait on the same promise. */
  ready: Promise<void>;
}

/**
 * Pub/sub over Redis: one connection publishes, one (in subscriber mode) receives. Each Redis channel is subscribed
 * once however many local handlers listen to it, and unsubscribed when the last handler leaves.
 */
export function createRedisPubSub(url: string, options: PubSubOptions = {}): PubSub {
  const logger = options.logger ?? createLogger('warn');
  const publisher = connect(url, 'publisher', logger);
  const subscriber = connect(url, 'subscriber', logger);
  const channels = new Map<string, ChannelState>();
  let closing: Promise<void> | undefined;

  subscriber.on('message', (channel: string, raw: string) => {
    const state = channels.get(channel);
    if (!state) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      logger.warn('pubsub dropped a message that is not JSON', { channel });
      return;
    }
    dispatchToHandlers(state.handlers, channel, message, logger);
  });

  return {
    async publish(channel, message) {
      if (closing) throw new Error('PubSub is closed');
      await publisher.publish(channel, encodeMessage(message));
    },

    async subscribe(channel, handler) {
      if (closing) throw new Error('PubSub is closed');
      let state = channels.get(channel);
      if (!state) {
        state = { handlers: new Set(), ready: subscriber.subscribe(channel).then(() => undefined) };
        channels.set(channel, state);
      }
      const subscribed = state;
      // Wrapped so the same function subscribed twice is two subscriptions, each removed on its own.
      const entry: MessageHandler = (message) => handler(message);
      subscribed.handlers.add(entry);
      try {
        await subscribed.ready;
      } catch (err) {
        forget(channel, subscribed, entry);
        throw err;
      }
      let removed = false;
      return async () => {
        if (removed) return;
        removed = true;
        // Commands on one connection run in order, so a SUBSCRIBE issued after this UNSUBSCRIBE still wins.
        if (forget(channel, subscribed, entry) && !closing) await subscriber.unsubscribe(channel);
      };
    },

    close() {
      closing ??= (async () => {
        channels.clear();
        await Promise.all([quit(publisher), quit(subscriber)]);
      })();
      return closing;
    },
  };

  /** Removes one handler; true when it was the channel's last, so Redis should stop sending it. */
  function forget(channel: string, state: ChannelState, entry: MessageHandler): boolean {
    state.handlers.delete(entry);
    if (state.handlers.size > 0 || channels.get(channel) !== state) return false;
    channels.delete(channel);
    return true;
  }
}

function connect(url: string, role: 'publisher' | 'subscriber', logger: PubSubLogger): Redis {
  // ioredis 5 can write SUBSCRIBE before its INFO ready check (redis/ioredis#2037); INFO then fails in subscriber
  // mode and the reconnect loses the subscription. Subscribing needs no ready check: Redis allows it while loading.
  const connection = new Redis(url, { enableReadyCheck: role === 'publisher' });
  // ioredis retries on its own and emits an error per failed attempt; one report per outage is enough.
  let reported = false;
  connection.on('error', (err: Error) => {
    if (reported) return;
    reported = true;
    logger.error('redis pubsub connection failed', { role, error: err.message });
  });
  connection.on('ready', () => {
    if (reported) logger.warn('redis pubsub connection restored', { role });
    reported = false;
  });
  return connection;
}

async function quit(connection: Redis): Promise<void> {
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
