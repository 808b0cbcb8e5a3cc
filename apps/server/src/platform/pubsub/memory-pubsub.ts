import { createLogger } from '#platform/logger.ts';
import { dispatchToHandlers, encodeMessage, type MessageHandler } from './pubsub-messages.ts';
import type { PubSub, PubSubOptions } from './pubsub.ts';

/** Single-process pub/sub. Messages go through JSON so handlers see exactly what they would get from Redis. */
export function createMemoryPubSub(options: PubSubOptions = {}): PubSub {
  const logger = options.logger ?? createLogger('warn');
  const channels = new Map<string, Set<MessageHandler>>();
  let closed = false;

  return {
    async publish(channel, message) {
      if (closed) throw new Error('PubSub is closed');
      const encoded = encodeMessage(message);
      const handlers = channels.get(channel);
      if (handlers) dispatchToHandlers(handlers, channel, JSON.parse(encoded), logger);
    },

    async subscribe(channel, handler) {
      if (closed) throw new Error('PubSub is closed');
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      // Wrapped so the same function subscribed twice is two subscriptions, each removed on its own.
      const entry: MessageHandler = (message) => handler(message);
      handlers.add(entry);
      return async () => {
        const current = channels.get(channel);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) channels.delete(channel);
      };
    },

    async close() {
      closed = true;
      channels.clear();
    },
  };
}
