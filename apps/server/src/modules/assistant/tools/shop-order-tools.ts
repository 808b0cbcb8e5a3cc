import type { Order, OrderStatus } from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { day, list, num, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { priceText } from './shop-products.ts';

const STATUS: Record<OrderStatus, Texts> = {
  awaiting_payment: { en: 'awaiting payment', es: 'pendiente de pago', fr: 'en attente de paiement' },
  paid: { en: 'paid, being prepared', es: 'pagado, en preparación', fr: 'payée, en préparation' },
  shipped: { en: 'shipped', es: 'enviado', fr: 'expédiée' },
  delivered: { en: 'delivered', es: 'entregado', fr: 'livrée' },
  cancelled: { en: 'cancelled', es: 'cancelado', fr: 'annulée' },
  refunded: { en: 'refunded', es: 'reembolsado', fr: 'remboursée' },
};

/** The date of the order's latest step. */
const since = (o: Order) =>
  ({
    awaiting_payment: o.created_at,
    paid: o.paid_at,
    shipped: o.shipped_at,
    delivered: o.delivered_at,
    cancelled: o.cancelled_at,
    refunded: o.refunded_at,
  })[o.status] ?? o.created_at;

/** 'Order #12 (2 × Levelling Blocks, total $79.98) is shipped since Nov 3, 2026.' */
function orderSentence(ctx: ToolContext, o: Order): string {
  const items = list(
    ctx,
    o.items.map((i) => `${num(ctx, i.quantity)} × ${i.name}`),
  );
  const total = priceText(ctx, { amount: o.total, currency: o.currency });
  const status = STATUS[o.status][ctx.language];
  const when = day(ctx, since(o).slice(0, 10));
  return pick(ctx, {
    en: `Order #${o.number} (${items}, total ${total}) is ${status} since ${when}.`,
    es: `El pedido n.º ${o.number} (${items}, total ${total}) está ${status} desde el ${when}.`,
    fr: `La commande n° ${o.number} (${items}, total ${total}) est ${status} depuis le ${when}.`,
  });
}

const orderSubject = (o: Order) => ({ kind: 'order', id: o.id, label: `#${o.number}` });

export function shopOrderTools(s: ToolServices): PamTool[] {
  /** The order named by number or id, else the latest; or why there is none. */
  async function orderOf(
    ctx: ToolContext,
    args: { number?: number | undefined; order_id?: string | undefined },
  ): Promise<{ order: Order; all: Order[] } | ToolOutcome> {
    const all = await s.shop.orders.orders(ctx.userId);
    const order = args.order_id
      ? all.find((o) => o.id === args.order_id)
      : args.number !== undefined
        ? all.find((o) => o.number === args.number)
        : all[0];
    if (order) return { order, all };
    if (args.number !== undefined || args.order_id)
      return fail(
        'not_found',
        pick(ctx, {
          en: `I can't find an order${args.number !== undefined ? ` #${args.number}` : ''} of yours.`,
          es: `No encuentro ningún pedido tuyo${args.number !== undefined ? ` con el n.º ${args.number}` : ''}.`,
          fr: `Je ne trouve aucune commande${args.number !== undefined ? ` n° ${args.number}` : ''} à votre nom.`,
        }),
      );
    return fail(
      'not_found',
      pick(ctx, {
        en: "You haven't placed any order in the shop yet.",
        es: 'Aún no has hecho ningún pedido en la tienda.',
        fr: "Vous n'avez encore passé aucune commande dans la boutique.",
      }),
    );
  }

  return [
    tool({
      name: 'order_status',
      description: 'The status of one of the user’s shop orders (by its number), or of the latest ones.',
      destructive: false,
      help: {
        en: 'tell you where your orders are ("where is my order?")',
        es: 'decirte cómo van tus pedidos ("¿cómo va mi pedido 12?")',
        fr: 'dire où en sont vos commandes (« où en est ma commande ? »)',
      },
      async run(args, ctx) {
        const found = await orderOf(ctx, args);
        if (!('order' in found)) return found;
        const { order, all } = found;
        const others =
          args.number === undefined && !args.order_id
            ? all
                .slice(1, 3)
                .filter((o) => o.status !== 'delivered' && o.status !== 'cancelled' && o.status !== 'refunded')
            : [];
        const reply = [orderSentence(ctx, order), ...others.map((o) => orderSentence(ctx, o))].join(' ');
        return {
          ...ok(reply, { order: { id: order.id, number: order.number, status: order.status, total: order.total } }),
          subject: orderSubject(order),
        };
      },
    }),
    tool({
      name: 'confirm_delivery',
      description: 'The buyer says a shipped order arrived (by number, else the latest shipped one).',
      destructive: false,
      help: {
        en: 'mark a shipped order as arrived ("my order 12 arrived")',
        es: 'marcar como recibido un pedido enviado ("me llegó el pedido 12")',
        fr: 'indiquer qu’une commande expédiée est arrivée (« j’ai reçu ma commande 12 »)',
      },
      async run(args, ctx) {
        const named = args.number !== undefined || args.order_id !== undefined;
        const found = named
          ? await orderOf(ctx, args)
          : await orderOf(ctx, {
              order_id: (await s.shop.orders.orders(ctx.userId)).find((o) => o.status === 'shipped')?.id,
            });
        if (!('order' in found)) return found;
        if (found.order.status !== 'shipped') return fail('invalid', orderSentence(ctx, found.order));
        const order = await s.shop.orders.confirmDelivered(ctx.userId, found.order.id);
        return {
          ...ok(orderSentence(ctx, order), { order: { id: order.id, number: order.number, status: order.status } }, [
            'shop',
            'storage_items',
          ]),
          subject: orderSubject(order),
        };
      },
    }),
    tool({
      name: 'cancel_order',
      description:
        'Destructive: cancels one of the user’s orders that is not paid yet (by number, else the latest); its stock goes back.',
      destructive: true,
      help: {
        en: 'cancel an order not paid yet ("cancel my order 12")',
        es: 'cancelar un pedido aún sin pagar ("cancela mi pedido 12")',
        fr: 'annuler une commande pas encore payée (« annule ma commande 12 »)',
      },
      async confirmation(args, ctx) {
        const found = await orderOf(ctx, args);
        if (!('order' in found)) return found;
        const { order } = found;
        if (order.status !== 'awaiting_payment')
          return fail(
            'invalid',
            pick(ctx, {
              en: `Order #${order.number} is ${STATUS[order.status].en}, so it can no longer be cancelled here.`,
              es: `El pedido n.º ${order.number} está ${STATUS[order.status].es}, así que ya no se puede cancelar aquí.`,
              fr: `La commande n° ${order.number} est ${STATUS[order.status].fr} : elle ne peut plus être annulée ici.`,
            }),
          );
        const total = priceText(ctx, { amount: order.total, currency: order.currency });
        return {
          prompt: pick(ctx, {
            en: `Cancel order #${order.number} (total ${total})? Say yes to cancel it.`,
            es: `¿Cancelo el pedido n.º ${order.number} (total ${total})? Di sí para cancelarlo.`,
            fr: `J’annule la commande n° ${order.number} (total ${total}) ? Dites oui pour l’annuler.`,
          }),
          args: { order_id: order.id },
        };
      },
      async run(args, ctx) {
        const found = await orderOf(ctx, args);
        if (!('order' in found)) return found;
        const order = await s.shop.orders.cancel(ctx.userId, found.order.id);
        return {
          ...ok(
            pick(ctx, {
              en: `Order #${order.number} is cancelled.`,
              es: `El pedido n.º ${order.number} está cancelado.`,
              fr: `La commande n° ${order.number} est annulée.`,
            }),
            { order: { id: order.id, number: order.number, status: order.status } },
            ['shop'],
          ),
          subject: orderSubject(order),
        };
      },
    }),
  ];
}
