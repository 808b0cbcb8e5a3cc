import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';
import type { Logger } from './logger.ts';
import { createLimiter } from './rate-limits.ts';

export type FairUseRule = {
  /** Key prefix of the rule's limiters. */
  name: string;
  /** 429 when the user already has one running. */
  busy: { code: string; message: string };
  /** What the minute's budget is spent on, for the 429 message ("statements", "exports"). */
  what: string;
  pointsPerMinute: number;
  /**
   * How long a running slot is held at most: if an instance stops without releasing it, the user can start again
   * after this. Longer than any request of the kind takes.
   */
  leaseSeconds: number;
};

/**
 * Fair use of a heavy request, per user (issue 22): one at a time, and a budget of points per minute, in Redis when
 * REDIS_URL is set so that it holds across instances (platform/rate-limits.ts).
 */
export function createFairUse(deps: { redis?: Redis | undefined; logger: Logger }, rule: FairUseRule) {
  const running = createLimiter(deps.redis, `${rule.name}-running`, 1, rule.leaseSeconds);
  const budget = createLimiter(deps.redis, `${rule.name}-minute`, rule.pointsPerMinute, 60);
  const refused = <T>(err: unknown, answer: (res: RateLimiterRes) => T): T => {
    if (err instanceof RateLimiterRes) return answer(err);
    throw err;
  };

  return {
    /**
     * Runs `work` as the user's one request of this kind, after taking `cost` points of their minute; 429 with code
     * `busy.code` while another runs, 429 `rate_limited` saying when to retry once the minute's points are spent.
     * `work` gets the release, for a result that outlives the call (a streamed export); it is released at the
     * latest when `work` fails.
     */
    async run<T>(userId: string, cost: number, work: (release: () => Promise<void>) => Promise<T>): Promise<T> {
      await running.consume(userId).catch((err: unknown) =>
        refused(err, () => {
          throw new AppError(429, 'other', rule.busy.message, rule.busy.code);
        }),
      );
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        // A slot that cannot be released (Redis gone) ends with its lease.
        await running.delete(userId).catch((err: unknown) => {
          deps.logger.warn('fair-use slot not released', { rule: rule.name, error: String(err) });
        });
      };
      try {
        await budget.consume(userId, cost).catch((err: unknown) =>
          refused(err, (res) => {
            const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
            throw new AppError(
              429,
              'other',
              `You have sent many ${rule.what} in the last minute. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
              'rate_limited',
            );
          }),
        );
        return await work(release);
      } catch (err) {
        await release();
        throw err;
      }
    },
  };
}
export type FairUse = ReturnType<typeof createFairUse>;
