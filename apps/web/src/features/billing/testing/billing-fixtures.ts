import type { Subscription } from '@ww/contracts';
import { jsonResponse, routeJson, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { testPlans } from '#testing/fixtures/billing.ts';
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

export const USD_PLANS = testPlans('USD', { monthly: 12, annual: 99, annualMonthly: 8.25, course: 97 });

/** The fake API of a signed-in TEST_USER with default settings, plus the billing answers a test gives. */
export function billingApi(handlers: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(TEST_USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
    'GET /billing/plans': () => routeJson('GET /billing/plans', USD_PLANS),
    ...handlers,
  });
}
