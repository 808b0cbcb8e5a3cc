// Stripe's events about an order's checkout (verified by the billing module): paid, expired, refunded.
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withBillingTx } from '#db/with-user-tx.ts';
import type { PaymentsProvider } from '#providers/payments/payments.ts';
import { ordersRepository as repo } from './orders.repository.ts';

export function createOrderWebhooks({
  db,
  payments,
  sendReceipt,
}: {
  db: Kysely<Database>;
  payments?: PaymentsProvider;
  /** The receipt, once, after the order is paid. */
  sendReceipt: (orderId: string) => Promise<void>;
}) {
  return {
    /**
     * A completed card checkout: the order is paid, once, whatever order the events come in. A payment that lands
     * after its order was cancelled for running out of time takes the stock again; when that is gone, the payment is
     * refunded in full and the order stays cancelled.
     */
    async paidByCheckout(sessionId: string, paymentIntentId: string | null) {
      const outcome = await withBillingTx(db, async (t) => {
        const order = await repo.bySession(t, sessionId);
        if (!order) return null;
        if (order.status === 'awaiting_payment') {
          const paid = await repo.transition(t, order.id, ['awaiting_payment'], 'paid', {
            payment_intent_id: paymentIntentId,
          });
          return paid ? ('paid' as const) : null;
        }
        if (order.status !== 'cancelled' || order.paid_at !== null) return null;
        if (await repo.retakeStock(t, order.id)) {
          await repo.transition(t, order.id, ['cancelled'], 'paid', { payment_intent_id: paymentIntentId });
          return 'paid' as const;
        }
        return 'refund' as const;
      });
      if (outcome === 'refund' && paymentIntentId && payments) {
        await payments.refund({ paymentIntentId, idempotencyKey: `late-payment:${sessionId}` });
      }
      if (outcome === 'paid') {
        const order = await withBillingTx(db, (t) => repo.bySession(t, sessionId));
        if (order) await sendReceipt(order.id);
      }
      return outcome === 'paid';
    },

    /** A card checkout that ran out: the order is cancelled and its stock given back. */
    expiredCheckout: (sessionId: string) =>
      withBillingTx(db, async (t) => {
        const order = await repo.bySession(t, sessionId);
        if (!order || !(await repo.transition(t, order.id, ['awaiting_payment'], 'cancelled'))) return false;
        await repo.giveBackStock(t, order.id);
        return true;
      }),

    /** Stripe refunded the payment (from the console or the dashboard): the order is refunded. */
    refundedByCharge: (paymentIntentId: string) =>
      withBillingTx(db, async (t) => {
        const order = await repo.byPaymentIntent(t, paymentIntentId);
        if (!order) return false;
        const moved = await repo.transition(t, order.id, ['paid', 'shipped', 'delivered'], 'refunded');
        if (moved && order.shipped_at === null) await repo.giveBackStock(t, order.id);
        return moved !== undefined;
      }),
  };
}
