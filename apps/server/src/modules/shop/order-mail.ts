import { SHOP_LIMITS, SUPPORT_EMAIL, type Language } from '@ww/contracts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

const TEXT: Record<
  Language,
  {
    subject: (n: string) => string;
    intro: (n: string) => string;
    awaitingSubject: (n: string) => string;
    awaitingIntro: (n: string, days: number) => string;
    transferTo: (total: string, n: string) => string;
    transferAsk: (total: string, n: string) => string;
    collection: string;
    subtotal: string;
    shipping: string;
    tax: (included: boolean) => string;
    total: string;
    outro: string;
  }
> = {
  en: {
    subject: (n) => `Your Wheels & Wins order #${n} is paid`,
    intro: (n) => `Thank you for your order #${n}. We have received your payment.`,
    awaitingSubject: (n) => `Your Wheels & Wins order #${n}: how to pay`,
    awaitingIntro: (n, days) => `Thank you for your order #${n}. We hold your items for ${days} days.`,
    transferTo: (total, n) => `To pay by bank transfer, send ${total} with order number ${n} as the reference to:`,
    transferAsk: (total, n) =>
      `To pay by bank transfer, send ${total} with order number ${n} as the reference; for the bank details, write to ${SUPPORT_EMAIL}.`,
    collection:
      'To pay on collection, give the same number. An admin marks the order paid when your payment arrives, and we send you the receipt.',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    tax: (included) => (included ? 'Tax included' : 'Tax'),
    total: 'Total',
    outro: 'You can follow your order in the shop under My orders:',
  },
  es: {
    subject: (n) => `Tu pedido #${n} de Wheels & Wins está pagado`,
    intro: (n) => `Gracias por tu pedido #${n}. Hemos recibido tu pago.`,
    awaitingSubject: (n) => `Tu pedido #${n} de Wheels & Wins: cómo pagar`,
    awaitingIntro: (n, days) => `Gracias por tu pedido #${n}. Te reservamos los artículos ${days} días.`,
    transferTo: (total, n) =>
      `Para pagar por transferencia bancaria, envía ${total} indicando el número de pedido ${n} como referencia a:`,
    transferAsk: (total, n) =>
      `Para pagar por transferencia bancaria, envía ${total} indicando el número de pedido ${n} como referencia; para obtener los datos bancarios, escribe a ${SUPPORT_EMAIL}.`,
    collection:
      'Para pagar al recoger, indica el mismo número. Un administrador marca el pedido como pagado cuando llega tu pago y te enviamos el recibo.',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    tax: (included) => (included ? 'Impuestos incluidos' : 'Impuestos'),
    total: 'Total',
    outro: 'Puedes seguir tu pedido en la tienda, en Mis pedidos:',
  },
  fr: {
    subject: (n) => `Votre commande Wheels & Wins n° ${n} est payée`,
    intro: (n) => `Merci pour votre commande n° ${n}. Nous avons bien reçu votre paiement.`,
    awaitingSubject: (n) => `Votre commande Wheels & Wins n° ${n} : comment payer`,
    awaitingIntro: (n, days) => `Merci pour votre commande n° ${n}. Vos articles sont réservés ${days} jours.`,
    transferTo: (total, n) =>
      `Pour payer par virement bancaire, envoyez ${total} en indiquant le numéro de commande ${n} comme référence à :`,
    transferAsk: (total, n) =>
      `Pour payer par virement bancaire, envoyez ${total} en indiquant le numéro de commande ${n} comme référence ; pour obtenir les coordonnées bancaires, écrivez à ${SUPPORT_EMAIL}.`,
    collection:
      'Pour payer au retrait, donnez ce même numéro. Un administrateur marque la commande comme payée à réception de votre paiement, et nous vous envoyons le reçu.',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    tax: (included) => (included ? 'Taxes incluses' : 'Taxes'),
    total: 'Total',
    outro: 'Suivez votre commande dans la boutique, sous Mes commandes :',
  },
};

/** The buyer's language, what it says, and the order's lines and totals in it. */
function orderText(order: OrderRow, items: readonly OrderItemRow[]) {
  const language: Language = order.language === 'es' || order.language === 'fr' ? order.language : 'en';
  const t = TEXT[language];
  const money = (amount: string | number) =>
    new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: order.currency }).format(Number(amount));
  const summary = [
    ...items.map((i) => `${i.quantity} × ${i.name}  ${money(Number(i.unit_amount) * i.quantity)}`),
    '',
    `${t.subtotal}: ${money(order.subtotal)}`,
    `${t.shipping}: ${money(order.shipping)}`,
    `${t.tax(order.tax_included)}: ${money(order.tax)}`,
    `${t.total}: ${money(order.total)}`,
  ];
  return { t, money, summary, number: String(order.number) };
}

const ordersLink = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/shop?view=orders`;

/** The receipt e-mailed once an order is paid, in the language the buyer ordered in. */
export function receiptMail(order: OrderRow, items: readonly OrderItemRow[], publicUrl: string) {
  const { t, summary, number } = orderText(order, items);
  const text = [t.intro(number), '', ...summary, '', t.outro, ordersLink(publicUrl)].join('\n');
  return { to: order.email, subject: t.subject(number), text };
}

/**
 * How to pay an order placed for bank transfer or collection, e-mailed when it is placed: the amount, the order number
 * as the reference, and the bank details the shop gave for its currency (else where to ask for them).
 */
export function awaitingPaymentMail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  bankDetails: string | null,
  publicUrl: string,
) {
  const { t, money, summary, number } = orderText(order, items);
  const total = money(order.total);
  const text = [
    t.awaitingIntro(number, SHOP_LIMITS.manualReservationDays),
    '',
    ...(bankDetails === null ? [t.transferAsk(total, number)] : [t.transferTo(total, number), '', bankDetails]),
    '',
    t.collection,
    '',
    ...summary,
    '',
    t.outro,
    ordersLink(publicUrl),
  ].join('\n');
  return { to: order.email, subject: t.awaitingSubject(number), text };
}
