import type { Lesson, PlanInfo, Subscription } from '@ww/contracts';
import type { ApiResponse } from '#shared/lib/api-client.ts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { sessionResponse, testSettings } from '#testing/test-account.ts';

/** A membership as GET /billing/subscription answers it: a running trial with 12 days left unless overridden. */
export function testSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    status: 'trialing',
    plan: 'trial',
    trial_ends_at: '2026-12-13T09:00:00.000Z',
    trial_days_left: 12,
    current_period_end: null,
    cancel_at_period_end: false,
    source: 'trial',
    can_manage_billing: false,
    course_access: false,
    ...overrides,
  };
}

/** GET /billing/plans in one currency: the trial, a monthly and an annual price, and the course. */
export function testPlans(
  currency: string,
  prices: { monthly: number; annual: number; annualMonthly: number; course: number },
): ApiResponse<'GET /billing/plans'> {
  const price = (amount: number) => ({ amount, currency });
  const plans: PlanInfo[] = [
    {
      id: 'trial',
      interval: null,
      price: price(0),
      monthly_equivalent: null,
      trial_days: 30,
      includes_course: false,
    },
    {
      id: 'monthly',
      interval: 'month',
      price: price(prices.monthly),
      monthly_equivalent: null,
      trial_days: null,
      includes_course: false,
    },
    {
      id: 'annual',
      interval: 'year',
      price: price(prices.annual),
      monthly_equivalent: price(prices.annualMonthly),
      trial_days: null,
      includes_course: true,
    },
  ];
  return { data: plans, course: price(prices.course) };
}

export const USD_PLANS = testPlans('USD', { monthly: 12, annual: 99, annualMonthly: 8.25, course: 97 });

let lessonCounter = 0;
export function testLesson(overrides: Partial<Lesson> = {}): Lesson {
  lessonCounter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(lessonCounter).padStart(12, '0')}`,
    position: lessonCounter,
    title: `Lesson title ${lessonCounter}`,
    summary: '',
    duration_minutes: null,
    video_url: null,
    completed: false,
    ...overrides,
  };
}

/** The fake API of a signed-in TEST_USER with default settings, plus the billing answers a test gives. */
export function billingApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /billing/plans': () => routeJson('GET /billing/plans', USD_PLANS),
    ...handlers,
  });
}
