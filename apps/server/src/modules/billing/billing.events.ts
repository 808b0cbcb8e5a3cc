import type { Kysely } from 'kysely';
import { PAID_PLANS, type SubscriptionStatus } from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withBillingTx } from '#db/with-user-tx.ts';
import type { PaymentEvent } from '#providers/payments/payments.ts';
import { billingRepository as repo } from './billing.repository.ts';

/** What the webhook asks of the shop: a card checkout of an order was paid or ran out, a payment was refunded. */
export interface OrderPayments {
  paidByCheckout(sessionId: string, paymentIntentId: string | null): Promise<boolean>;
  expiredCheckout(sessionId: string): Promise<boolean>;
  refundedByCharge(paymentIntentId: string): Promise<boolean>;
}

/** Stripe's subscription statuses, as the app knows them; null: no change (a first payment still under way). */
const STRIPE_STATUS: Record<string, SubscriptionStatus | null> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: null,
};

/** One Stripe event, applied as the billing role; the shop's orders are the shop's to change. */
export async function applyPaymentEvent(
  deps: { db: Kysely<Database>; orders: OrderPayments },
  event: PaymentEvent,
): Promise<void> {
  switch (event.type) {
    case 'checkout.completed': {
      const kind = event.metadata.kind;
      if (kind === 'order') {
        if (event.paymentStatus === 'paid') await deps.orders.paidByCheckout(event.sessionId, event.paymentIntentId);
        return;
      }
      const userId = event.metadata.user_id ?? event.clientReferenceId;
      if (!userId) return;
      if (kind === 'course') {
        if (event.paymentStatus !== 'paid') return;
        await withBillingTx(deps.db, (t) => repo.openCourse(t, userId, 'purchase', event.sessionId));
        return;
      }
      if (kind === 'subscription') {
        // A later event of this subscription (cancelled, say) already applied wins over this one.
        await withBillingTx(deps.db, (t) =>
          repo.subscribed(t, userId, {
            plan: event.metadata.plan === 'monthly' ? 'monthly' : 'annual',
            customerId: event.customerId,
            subscriptionId: event.subscriptionId,
            currency: event.metadata.currency ?? null,
            at: new Date(event.created * 1000),
          }),
        );
      }
      return;
    }
    case 'checkout.expired':
      if (event.metadata.kind === 'order') await deps.orders.expiredCheckout(event.sessionId);
      return;
    case 'subscription.changed': {
      const status = event.deleted ? 'canceled' : STRIPE_STATUS[event.status];
      if (status === null || status === undefined) return;
      const plan = PAID_PLANS.find((p) => p === event.metadata.plan);
      const change = {
        status,
        ...(plan ? { plan } : {}),
        subscriptionId: event.subscriptionId,
        customerId: event.customerId,
        currentPeriodEnd: event.currentPeriodEnd,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        at: new Date(event.created * 1000),
      };
      await withBillingTx(deps.db, (t) => repo.subscriptionChanged(t, change, event.metadata.user_id));
      return;
    }
    case 'invoice.payment_failed': {
      if (!event.subscriptionId) return;
      const subscriptionId = event.subscriptionId;
      await withBillingTx(deps.db, (t) => repo.paymentFailed(t, subscriptionId, new Date(event.created * 1000)));
      return;
    }
    case 'charge.refunded':
      if (event.refunded && event.paymentIntentId) await deps.orders.refundedByCharge(event.paymentIntentId);
      return;
    case 'ignored':
      return;
  }
}
