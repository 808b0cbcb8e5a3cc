import type { Language } from '@ww/contracts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

const TEXT: Record<
  Language,
  {
    subject: (n: string) => string;
    intro: (n: string) => string;
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
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    tax: (included) => (included ? 'Tax included' : 'Tax'),
    total: 'Total',
    outro: 'You can follow your order in the shop under My orders:',
  },
  es: {
    subject: (n) => `Tu pedido #${n} de Wheels & Wins está pagado`,
    intro: (n) => `Gracias por tu pedido #${n}. Hemos recibido tu pago.`,
    subtotal: 'Subtotal',
    shipping: 'Envío',
    tax: (included) => (included ? 'Impuestos incluidos' : 'Impuestos'),
    total: 'Total',
    outro: 'Puedes seguir tu pedido en la tienda, en Mis pedidos:',
  },
  fr: {
    subject: (n) => `Votre commande Wheels & Wins n° ${n} est payée`,
    intro: (n) => `Merci pour votre commande n° ${n}. Nous avons bien reçu votre paiement.`,
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    tax: (included) => (included ? 'Taxes incluses' : 'Taxes'),
    total: 'Total',
    outro: 'Suivez votre commande dans la boutique, sous Mes commandes :',
  },
};

/** The receipt e-mailed once an order is paid, in the language the buyer ordered in. */
export function receiptMail(order: OrderRow, items: readonly OrderItemRow[], publicUrl: string) {
  const language: Language = order.language === 'es' || order.language === 'fr' ? order.language : 'en';
  const t = TEXT[language];
  const money = (amount: string | number) =>
    new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: order.currency }).format(Number(amount));
  const number = String(order.number);
  const lines = items.map((i) => `${i.quantity} × ${i.name}  ${money(Number(i.unit_amount) * i.quantity)}`);
  const text = [
    t.intro(number),
    '',
    ...lines,
    '',
    `${t.subtotal}: ${money(order.subtotal)}`,
    `${t.shipping}: ${money(order.shipping)}`,
    `${t.tax(order.tax_included)}: ${money(order.tax)}`,
    `${t.total}: ${money(order.total)}`,
    '',
    t.outro,
    `${publicUrl.replace(/\/$/, '')}/shop?view=orders`,
  ].join('\n');
  return { to: order.email, subject: t.subject(number), text };
}
