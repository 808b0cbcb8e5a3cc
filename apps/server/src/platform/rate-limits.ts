import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Redis } from 'ioredis';
import { AUTH_LIMITS, DIAGNOSTICS_LIMITS, LOCATION_LIMITS, SOCIAL_LIMITS } from '@ww/contracts';

export type RateLimitSettings = {
  loginFailures: number;
  loginWindowSeconds: number;
  loginFailuresPerAccount: number;
  signupsPerHourPerIp: number;
  resetRequestsPerHourPerIp: number;
};

export type RateLimits = {
  /** Sign-in attempts per e-mail and address; a point is taken before the password is checked. */
  loginFailures: RateLimiterAbstract;
  /** Sign-in attempts per e-mail from every address together (and current-password checks). */
  loginAccount: RateLimiterAbstract;
  signup: RateLimiterAbstract;
  passwordReset: RateLimiterAbstract;
  /** Reports filed per user per hour (SOCIAL_LIMITS.reportsPerHour). */
  socialReports: RateLimiterAbstract;
  /** Feed posts and comments together, per user per minute (SOCIAL_LIMITS.postsPerMinute). */
  socialPosts: RateLimiterAbstract;
  /** Messages sent per user per minute (SOCIAL_LIMITS.messagesPerMinute). */
  socialMessages: RateLimiterAbstract;
  /** Typing events per user and conversation: one a second. */
  socialTyping: RateLimiterAbstract;
  /** Position updates per user per minute (LOCATION_LIMITS.updatesPerMinute). */
  locationUpdates: RateLimiterAbstract;
  /** Friend requests sent per user per hour (SOCIAL_LIMITS.friendRequestsPerHour). */
  friendRequests: RateLimiterAbstract;
  /** Listings, hustles and hustle comments together, per user per minute (SOCIAL_LIMITS.postsPerMinute). */
  socialMarketPosts: RateLimiterAbstract;
  /** Web-vitals beacons per address per minute (DIAGNOSTICS_LIMITS.vitalsRequestsPerMinute); no sign-in needed. */
  vitals: RateLimiterAbstract;
};

/**
 * A Redis client for the limiters that fails fast: a command that cannot be sent at once (no connection) is
 * rejected instead of queued, and one that gets no answer within half a second fails, so the in-memory
 * insurance limiter answers instead and sign-in never waits on a Redis that is down.
 */
export function createLimiterRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  // Connection errors are reported by /health; without a listener ioredis prints each retry.
  redis.on('error', () => {});
  return redis;
}

/**
 * One limiter of `points` per `duration` seconds, shared by every instance through Redis when it is configured, else
 * kept in memory. With Redis, it falls back to its own in-memory copy while Redis is unreachable (per instance, so a
 * little more lenient). Services with limits of their own (a use-case rule) build theirs with it.
 */
export function createLimiter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `ww:rl:${keyPrefix}`,
    points,
    duration,
    useRedisPackage: false,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** The rate limits of sign-in, sign-up and the social features (createLimiter each). */
export function createRateLimits(redis?: Redis, settings: RateLimitSettings = AUTH_LIMITS): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number) =>
    createLimiter(redis, keyPrefix, points, duration);
  return {
    loginFailures: make('login', settings.loginFailures, settings.loginWindowSeconds),
    loginAccount: make('login-account', settings.loginFailuresPerAccount, settings.loginWindowSeconds),
    signup: make('signup', settings.signupsPerHourPerIp, 3600),
    passwordReset: make('reset', settings.resetRequestsPerHourPerIp, 3600),
    socialReports: make('social-reports', SOCIAL_LIMITS.reportsPerHour, 3600),
    socialPosts: make('social-posts', SOCIAL_LIMITS.postsPerMinute, 60),
    socialMessages: make('social-messages', SOCIAL_LIMITS.messagesPerMinute, 60),
    socialTyping: make('social-typing', 1, 1),
    locationUpdates: make('location-updates', LOCATION_LIMITS.updatesPerMinute, 60),
    friendRequests: make('social-friend-requests', SOCIAL_LIMITS.friendRequestsPerHour, 3600),
    socialMarketPosts: make('social-market-posts', SOCIAL_LIMITS.postsPerMinute, 60),
    vitals: make('vitals', DIAGNOSTICS_LIMITS.vitalsRequestsPerMinute, 60),
  };
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
