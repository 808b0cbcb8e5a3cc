import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { PAM_LIMITS } from '@ww/contracts';

/**
 * Messages per user per minute, WebSocket and HTTP together: shared by every instance through Redis when it is
 * configured (with an in-memory insurance while Redis is unreachable, as the sign-in limits do), else in memory.
 */
export function createPamMessageLimiter(
  redis?: Redis,
  points: number = PAM_LIMITS.messagesPerMinute,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: 'pam-messages', points, duration: 60 });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: 'ww:rl:pam-messages',
    points,
    duration: 60,
    useRedisPackage: false,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
