import type { Kysely } from 'kysely';
import {
  canMoveOrder,
  type CartItemInput,
  type CheckoutInput,
  type OrderStatus,
  SHOP_LIMITS,
  type ShopCurrency,
} from '@ww/contracts';
import type { Database } from '#db/schema.ts';
import { withAdminActionTx, withAdminTx, withBillingTx, withUserTx, type Tx } from '#db/with-user-tx.ts';
import { AppError, notFound, validationError } from '#platform/errors.ts';
import type { Logger } from '#platform/logger.ts';
import type { Mailer } from '#providers/mail/mailer.ts';
import type { PaymentsProvider } from '#providers/payments/payments.ts';
import { ordersRepository as repo, type OrderItemRow, type OrderRow } from './orders.repository.ts';
import { openCardCheckout, placeOrder } from './order-checkout.ts';
import { awaitingPaymentMail, receiptMail } from './order-mail.ts';
import { buyerOf, notMovable, outOfStock, toCart, toOrder } from './order-model.ts';
import { createOrderWebhooks } from './order-webhooks.ts';
import { regionSetting } from './shop-settings.service.ts';

/** SPEC §8: the text shown when a card checkout cannot be started. */
export const CHECKOUT_FAILED = 'Failed to start checkout process. Please try again later.';

const SWEEP_EVERY_MS = 30_000;

export interface OrdersServiceDeps {
  db: Kysely<Database>;
  logger: Logger;
  mailer: Mailer;
  /** Card payments (Stripe); absent: only pay on collection or bank transfer. */
  payments?: PaymentsProvider;
  publicUrl?: string;
  now?: () => number;
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const now = deps.now ?? Date.now;
  const publicUrl = (deps.publicUrl ?? 'http://localhost').replace(/\/$/, '');
  const tx = <T>(userId: string, fn: (t: Tx) => Promise<T>) => withUserTx(deps.db, { userId }, fn);

  const currencyFor = async (t: Tx, asked: ShopCurrency | undefined): Promise<ShopCurrency> =>
    asked ?? (await buyerOf(t)).currency ?? 'USD';

  const cartOf = async (t: Tx, asked: ShopCurrency | undefined) => {
    const currency = await currencyFor(t, asked);
    return toCart(await repo.cartLines(t, currency), currency, await regionSetting(t, currency));
  };

  /** The receipt, once, after the order is paid (its own transaction: a mail failure never undoes a payment). */
  async function sendReceipt(orderId: string) {
    try {
      const found = await withBillingTx(deps.db, async (t) => {
        const order = await repo.get(t, orderId);
        if (!order || order.receipt_sent_at !== null || order.paid_at === null) return null;
        await repo.markReceiptSent(t, orderId);
        return { order, items: await repo.items(t, [orderId]) };
      });
      if (found) await deps.mailer.send(receiptMail(found.order, found.items, publicUrl));
    } catch (err) {
      deps.logger.error('order receipt not sent', { orderId, error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** How to pay a manual order, once, as it is placed; a mail failure is logged and never undoes the order. */
  async function sendHowToPay(order: OrderRow, items: OrderItemRow[], bankDetails: string | null) {
    try {
      await deps.mailer.send(awaitingPaymentMail(order, items, bankDetails, publicUrl));
    } catch (err) {
      deps.logger.error('order payment instructions not sent', {
        orderId: order.id,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }

  /** With the buyer's integration preference on, a delivered order's items go into their RV storage, once. */
  async function addToStorage(userId: string, orderId: string) {
    await tx(userId, async (t) => {
      if (!(await buyerOf(t)).autoStorage) return;
      if (!(await repo.markAddedToStorage(t, orderId))) return;
      const items = await repo.items(t, [orderId]);
      if (items.length > 0) await repo.addToStorage(t, items);
    });
  }

  /** Before a card order is cancelled: its Stripe session is closed, so it can no longer be paid. */
  async function closeCheckout(order: Pick<OrderRow, 'method' | 'checkout_session_id'>) {
    if (order.method === 'stripe' && order.checkout_session_id && deps.payments) {
      await deps.payments.expireCheckout(order.checkout_session_id);
    }
  }

  let lastSweep = 0;
  /**
   * Reads of stock (the catalogue, carts, orders) give back expired holds first, at most every SWEEP_EVERY_MS: no
   * timer to run, and nobody ever sees stock still held by an order that timed out. A checkout always sweeps.
   */
  const sweepIfDue = async () => {
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    try {
      await service.sweep();
    } catch (err) {
      deps.logger.warn('order holds not swept', { error: err instanceof Error ? err.message : String(err) });
    }
  };

  const service = {
    sweepIfDue,

    cart: async (userId: string, currency?: ShopCurrency) => {
      await sweepIfDue();
      return tx(userId, (t) => cartOf(t, currency));
    },

    setItem: (userId: string, item: CartItemInput, currency?: ShopCurrency) =>
      tx(userId, async (t) => {
        if (item.quantity > 0) {
          if (!(await repo.purchasable(t, item.product_id))) {
            throw validationError({ product_id: 'not_for_sale' }, 'not_for_sale');
          }
          const line = await repo.stock(t, item.product_id);
          if (!line) throw validationError({ product_id: 'not_for_sale' }, 'not_for_sale');
          if (item.quantity > line.stock) throw outOfStock(line.name, line.stock);
          const lines = await repo.cartSize(t);
          if (lines >= SHOP_LIMITS.maxCartLines) {
            if (!(await repo.inCart(t, item.product_id)))
              throw validationError({ product_id: 'cart_full' }, 'cart_full');
          }
        }
        await repo.setQuantity(t, item);
        return cartOf(t, currency);
      }),

    /** A visitor's cart joins the account's at sign-in: products still for sale are added, up to their stock. */
    merge: (userId: string, items: ReadonlyArray<{ product_id: string; quantity: number }>, currency?: ShopCurrency) =>
      tx(userId, async (t) => {
        for (const item of items) {
          const stock = await repo.stockOnSale(t, item.product_id);
          if (!stock) continue;
          await repo.addQuantity(t, item.product_id, item.quantity, Math.min(SHOP_LIMITS.maxQuantity, stock));
        }
        return cartOf(t, currency);
      }),

    /**
     * Turns the cart into an order: every line's stock is taken in one transaction (all or nothing, so concurrent
     * buyers of the last units never oversell), then a card order gets its Stripe Checkout session. The order is
     * paid only by Stripe's webhook (or, for a manual one, by an admin), never by the buyer's return to the site.
     */
    async checkout(userId: string, input: CheckoutInput): Promise<{ order_id: string; url?: string }> {
      if (input.method === 'stripe' && !deps.payments) {
        throw new AppError(
          409,
          'validation',
          'Card payments are not available. Choose pay on collection or bank transfer.',
          'card_payments_unavailable',
        );
      }
      await service.sweep();
      const placed = await tx(userId, (t) => placeOrder(t, input, now()));
      if (input.method === 'manual') {
        await sendHowToPay(placed.order, placed.items, placed.bankDetails);
        return { order_id: placed.order.id };
      }
      if (!deps.payments) return { order_id: placed.order.id };

      try {
        const session = await openCardCheckout(deps.payments, placed, userId, publicUrl);
        await tx(userId, (t) => repo.setSession(t, placed.order.id, session.id));
        return { order_id: placed.order.id, url: session.url };
      } catch (err) {
        deps.logger.error('Erreur lors de la création de la session de paiement :', {
          orderId: placed.order.id,
          error: err instanceof Error ? err.message : String(err),
        });
        await tx(userId, async (t) => {
          if (await repo.transition(t, placed.order.id, ['awaiting_payment'], 'cancelled')) {
            await repo.releaseStock(t, placed.order.id);
          }
        });
        throw new AppError(502, 'network', CHECKOUT_FAILED, 'checkout_failed');
      }
    },

    orders: async (userId: string) => {
      await sweepIfDue();
      return tx(userId, async (t) => {
        const rows = await repo.list(t, { userId, limit: 200 });
        const items = await repo.items(
          t,
          rows.map((r) => r.id),
        );
        return rows.map((r) => toOrder(r, items));
      });
    },

    order: (userId: string, id: string) =>
      tx(userId, async (t) => {
        const row = await repo.get(t, id);
        if (!row) throw notFound();
        return toOrder(row, await repo.items(t, [id]));
      }),

    /** The buyer cancels an order they have not paid; its stock goes back at once. */
    async cancel(userId: string, id: string) {
      const order = await tx(userId, (t) => repo.get(t, id));
      if (!order) throw notFound();
      if (!canMoveOrder(order.status, 'cancelled')) throw notMovable(order.status, 'cancelled');
      await closeCheckout(order);
      return tx(userId, async (t) => {
        const moved = await repo.transition(t, id, ['awaiting_payment'], 'cancelled');
        if (!moved) {
          // Stripe's checkout.session.expired, sent when the session was closed above, may have cancelled it first.
          const now = await repo.get(t, id);
          if (now?.status === 'cancelled') return toOrder(now, await repo.items(t, [id]));
          throw notMovable(now?.status ?? order.status, 'cancelled');
        }
        await repo.releaseStock(t, id);
        return toOrder(moved, await repo.items(t, [id]));
      });
    },

    /** The buyer says a shipped order arrived. */
    async confirmDelivered(userId: string, id: string) {
      const order = await tx(userId, async (t) => {
        const moved = await repo.transition(t, id, ['shipped'], 'delivered');
        if (!moved) {
          const row = await repo.get(t, id);
          if (!row) throw notFound();
          throw notMovable(row.status, 'delivered');
        }
        return toOrder(moved, await repo.items(t, [id]));
      });
      await addToStorage(userId, id);
      return order;
    },

    // ---- Admin (the caller checked the admin rights) -------------------------------------------------------------

    adminList: (filter: { status?: OrderStatus; limit: number; offset: number }) =>
      withAdminTx(deps.db, async (t) => {
        const rows = await repo.list(t, filter);
        const items = await repo.items(
          t,
          rows.map((r) => r.id),
        );
        return rows.map((r) => ({ ...toOrder(r, items), user_id: r.user_id, email: r.email }));
      }),

    /**
     * An admin moves an order on: paid (a manual order whose money arrived), shipped, delivered, cancelled (unpaid),
     * refunded (a card order through Stripe; a manual one when the money was sent back). Audited in the same
     * transaction; a cancellation or a refund before shipping gives the stock back.
     */
    async adminMove(adminId: string, id: string, to: OrderStatus) {
      const order = await withAdminActionTx(deps.db, { userId: adminId, action: `order.${to}` }, (t) =>
        repo.get(t, id),
      );
      if (!order) throw notFound();
      if (!canMoveOrder(order.status, to)) throw notMovable(order.status, to);
      if (to === 'paid' && order.method === 'stripe') {
        throw new AppError(409, 'validation', 'A card order is paid only when Stripe confirms it.', 'paid_by_stripe');
      }
      if (to === 'cancelled') await closeCheckout(order);
      if (to === 'refunded' && order.method === 'stripe') {
        if (!deps.payments || !order.payment_intent_id) {
          throw new AppError(409, 'validation', 'This order has no card payment to refund.', 'no_payment');
        }
        await deps.payments.refund({ paymentIntentId: order.payment_intent_id, idempotencyKey: `refund:${id}` });
      }
      const moved = await withAdminActionTx(deps.db, { userId: adminId, action: `order.${to}` }, async (t) => {
        const row = await repo.transition(t, id, [order.status], to);
        if (!row) {
          // Stripe's own event for this very action (charge.refunded, checkout.session.expired) may have landed
          // between the call above and this transaction: the order is where the admin wanted it.
          const current = await repo.get(t, id);
          if (current?.status === to) return toOrder(current, await repo.items(t, [id]));
          throw notMovable(current?.status ?? order.status, to);
        }
        if (to === 'cancelled' || (to === 'refunded' && order.shipped_at === null)) await repo.releaseStock(t, id);
        return toOrder(row, await repo.items(t, [id]));
      });
      if (to === 'paid') await sendReceipt(id);
      if (to === 'delivered') await addToStorage(order.user_id, id);
      return moved;
    },

    // Stripe's webhooks (verified by the billing module).
    ...createOrderWebhooks({ db: deps.db, payments: deps.payments, sendReceipt }),

    /**
     * Unpaid orders past their hold are cancelled and their stock given back; a card order's Stripe session is
     * expired first, and one Stripe says is already paid is left for its webhook.
     */
    async sweep(limit = 50) {
      const due = await withBillingTx(deps.db, (t) => repo.expired(t, limit));
      for (const order of due) {
        try {
          await closeCheckout(order);
        } catch (err) {
          deps.logger.warn('checkout session not expired', {
            orderId: order.id,
            error: err instanceof Error ? err.message : String(err),
          });
          continue;
        }
        await withBillingTx(deps.db, async (t) => {
          if (await repo.transition(t, order.id, ['awaiting_payment'], 'cancelled')) {
            await repo.giveBackStock(t, order.id);
          }
        });
      }
      return due.length;
    },
  };
  return service;
}
export type OrdersService = ReturnType<typeof createOrdersService>;
