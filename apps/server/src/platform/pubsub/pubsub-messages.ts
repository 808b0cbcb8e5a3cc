import type { PubSubLogger } from './pubsub.ts';

export type MessageHandler = (message: unknown) => void;

/** Messages travel as JSON text; refusing what JSON cannot carry keeps the in-process and Redis variants alike. */
export function encodeMessage(message: unknown): string {
  const encoded = JSON.stringify(message);
  if (encoded === undefined) throw new TypeError('PubSub messages must be JSON-serialisable');
  return encoded;
}

/** Calls every handler with the message; one handler throwing must not keep the message from the others. */
export function dispatchToHandlers(
  handlers: Iterable<MessageHandler>,
  channel: string,
  message: unknown,
  logger: PubSubLogger,
): void {
  // A copy, so a handler that subscribes or unsubscribes while being called does not disturb this delivery.
  for (const handler of [...handlers]) {
    try {
      handler(message);
    } catch (err) {
      logger.error('pubsub handler failed', { channel, error: err instanceof Error ? err.message : String(err) });
    }
  }
}
