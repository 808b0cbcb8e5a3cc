import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Subscription } from '@ww/contracts';
import { jsonResponse, routeJson } from '#testing/api-stub.ts';
import { TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import { billingApi, testSubscription } from '../testing/billing-fixtures.ts';
import { MembershipCard } from './membership-card.tsx';

function showCard(subscription: Subscription, handlers: Parameters<typeof billingApi>[0] = {}) {
  const calls = billingApi({
    'GET /billing/subscription': () => routeJson('GET /billing/subscription', { data: subscription }),
    ...handlers,
  });
  renderWithProviders(<MembershipCard />, '/you');
  return calls;
}

beforeEach(() => signInAs(TEST_USER));
afterEach(resetTestState);

describe('membership card', () => {
  it('counts down a running trial, with Upgrade and the way to cancel it', async () => {
    showCard(testSubscription({ trial_days_left: 12 }));
    expect(await screen.findByText('12 days left in your free trial')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Membership' })).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.getByText('Trial')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Cancel free trial' }).getAttribute('href')).toBe('/cancel-trial');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the video course' })).toBeNull();
  });

  it.each([
    [1, '1 day left in your free trial'],
    [0, 'Last day of your free trial'],
  ])('words a trial with %i days left', async (days, text) => {
    showCard(testSubscription({ trial_days_left: days }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows an annual card membership with its renewal date, the course and the billing portal', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = showCard(
      testSubscription({
        status: 'active',
        plan: 'annual',
        source: 'stripe',
        trial_days_left: null,
        current_period_end: '2027-03-01T12:00:00.000Z',
        can_manage_billing: true,
        course_access: true,
      }),
      {
        'POST /billing/portal': () =>
          routeJson('POST /billing/portal', { data: { url: 'https://billing.stripe.test/p/session_1' } }),
      },
    );
    expect(await screen.findByText('Annual membership')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Renews on 03/01/2027')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the video course' }).getAttribute('href')).toBe('/course');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/billing/portal')).toHaveLength(1);
    expect(await screen.findByText("Taking you to Stripe's secure page…")).toBeTruthy();
  });

  it('says when a membership set to stop ends, and when a granted one does', async () => {
    showCard(
      testSubscription({
        status: 'active',
        plan: 'monthly',
        source: 'admin_grant',
        trial_days_left: null,
        current_period_end: '2027-01-15T12:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Monthly membership')).toBeTruthy();
    expect(screen.getByText('Ends on 01/15/2027')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('warns a member whose payment failed to update the card', async () => {
    showCard(
      testSubscription({
        status: 'past_due',
        plan: 'monthly',
        source: 'stripe',
        trial_days_left: null,
        current_period_end: '2027-01-15T12:00:00.000Z',
        can_manage_billing: true,
      }),
    );
    expect(
      await screen.findByText("Your last payment didn't go through. Update your card to keep your membership."),
    ).toBeTruthy();
    expect(screen.getByText('Payment due')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });

  it('shows the portal failure in words', async () => {
    showCard(testSubscription({ status: 'active', plan: 'monthly', source: 'stripe', can_manage_billing: true }), {
      'POST /billing/portal': () =>
        jsonResponse(502, {
          error: { class: 'network', message: 'Failed to start checkout process.', code: 'checkout_failed' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Billing management could not be opened. Please try again later.',
    );
  });

  it('says an expired trial has ended, with Upgrade', async () => {
    showCard(testSubscription({ status: 'expired', trial_days_left: null }));
    expect(await screen.findByText('Your trial has ended')).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Cancel free trial' })).toBeNull();
  });

  it('says a cancelled membership is cancelled', async () => {
    showCard(testSubscription({ status: 'canceled', plan: 'monthly', source: 'stripe', trial_days_left: null }));
    expect(await screen.findByText('Membership cancelled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toBeTruthy();
  });

  it('offers a retry when the membership cannot be read', async () => {
    let fail = true;
    showCard(testSubscription(), {
      'GET /billing/subscription': () =>
        fail
          ? jsonResponse(500, { error: { class: 'server', message: 'Server error.' } })
          : routeJson('GET /billing/subscription', { data: testSubscription({ trial_days_left: 5 }) }),
    });
    expect(await screen.findByText('Your membership could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 days left in your free trial')).toBeTruthy();
  });
});
