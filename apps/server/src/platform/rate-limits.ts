import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AUTH_LIMITS } from '@ww/contracts';

export type RateLimitSettings = {
  loginFailures: number;
  loginWindowSeconds: number;
  signupsPerHourPerIp: number;
  resetRequestsPerHourPerIp: number;
};

export type RateLimits = {
  /** Failed sign-ins per e-mail and address. */
  loginFailures: RateLimiterAbstract;
  signup: RateLimiterAbstract;
  passwordReset: RateLimiterAbstract;
};

/** Rate limits shared by every instance through Redis when it is configured, else kept in memory. */
export function createRateLimits(redis?: Redis, settings: RateLimitSettings = AUTH_LIMITS): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number) =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `ww:rl:${keyPrefix}`, points, duration, useRedisPackage: false })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  return {
    loginFailures: make('login', settings.loginFailures, settings.loginWindowSeconds),
    signup: make('signup', settings.signupsPerHourPerIp, 3600),
    passwordReset: make('reset', settings.resetRequestsPerHourPerIp, 3600),
  };
}

/** True when the key has no points left, without consuming one. */
export async function isExhausted(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  const res = await limiter.get(key);
  return res !== null && res.remainingPoints <= 0;
}

/** Consumes a point; false when the limit was already reached. */
export async function tryConsume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}
