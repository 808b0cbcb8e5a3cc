import type { Logger } from '#platform/logger.ts';
import { createMemoryPubSub } from './memory-pubsub.ts';
import { createRedisPubSub } from './redis-pubsub.ts';

/**
 * Fan-out of JSON messages between the parts of one server instance, or between all instances when backed by Redis.
 * Messages must be JSON-serialisable: every implementation hands handlers a decoded copy, never the object published.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function removes this handler only. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type PubSubLogger = Pick<Logger, 'error' | 'warn'>;

export interface PubSubOptions {
  logger?: PubSubLogger;
}

/** Redis when a URL is configured (several instances share events), otherwise in-process. */
export function createPubSub(redisUrl?: string, options: PubSubOptions = {}): PubSub {
  return redisUrl ? createRedisPubSub(redisUrl, options) : createMemoryPubSub(options);
}
