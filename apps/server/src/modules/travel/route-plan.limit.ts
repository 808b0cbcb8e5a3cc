import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '#platform/errors.ts';
import { tryConsume } from '#platform/rate-limits.ts';

/** Plans per user and minute: each one may geocode every stop and call the router and the weather service. */
export const PLANS_PER_MINUTE = 30;

/**
 * One budget per user for every plan, whoever asks (the Trip Planner, Pam's route and distance questions): the root
 * gives the same limiter to each route-plan service it builds. Per instance: what needs sparing is this server's
 * time and the outside services it calls.
 */
export const createPlanLimiter = (): RateLimiterAbstract =>
  new RateLimiterMemory({ keyPrefix: 'route-plan', points: PLANS_PER_MINUTE, duration: 60 });

/** Takes one plan from the user's minute, or refuses with 429 when none is left. */
export async function takePlan(limiter: RateLimiterAbstract, userId: string): Promise<void> {
  if (!(await tryConsume(limiter, userId)))
    throw new AppError(429, 'other', 'Too many trip plans. Please wait a minute and try again.', 'rate_limited');
}
