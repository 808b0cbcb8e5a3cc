import type { Cart, CartLine } from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, num, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { pickProduct, priceText, productSubject, shopCurrency } from './shop-products.ts';
import { shopConcepts } from './shop-words.ts';

/** The shop screen's checkout, where the cart is paid (Pam never pays). */
export const CHECKOUT_PATH = '/shop?view=checkout';
const openCheckout = { type: 'navigate', path: CHECKOUT_PATH } as const;

/** '2 × Levelling Blocks'. */
const lineText = (ctx: ToolContext, l: Pick<CartLine, 'quantity' | 'name'>) => `${num(ctx, l.quantity)} × ${l.name}`;

/** 'Your cart: 2 × Levelling Blocks, 1 × Water Hose; total $94.97 (shipping $10.00 included).' */
export function cartSummary(ctx: ToolContext, cart: Cart): string {
  if (cart.items.length === 0)
    return pick(ctx, { en: 'Your cart is empty.', es: 'Tu carrito está vacío.', fr: 'Votre panier est vide.' });
  const lines = cart.items.map((l) => lineText(ctx, l)).join(', ');
  const total = priceText(ctx, { amount: cart.totals.total, currency: cart.totals.currency });
  const shipping = cart.totals.shipping
    ? pick(ctx, {
        en: ` (shipping ${priceText(ctx, { amount: cart.totals.shipping, currency: cart.totals.currency })} included)`,
        es: ` (envío de ${priceText(ctx, { amount: cart.totals.shipping, currency: cart.totals.currency })} incluido)`,
        fr: ` (livraison de ${priceText(ctx, { amount: cart.totals.shipping, currency: cart.totals.currency })} incluse)`,
      })
    : '';
  return pick(ctx, {
    en: `Your cart: ${lines}; total ${total}${shipping}.`,
    es: `Tu carrito: ${lines}; total ${total}${shipping}.`,
    fr: `Votre panier : ${lines} ; total ${total}${shipping}.`,
  });
}

const checkoutNote = (ctx: ToolContext) =>
  pick(ctx, {
    en: 'Checkout is done on the shop screen: say "checkout" and I’ll open it.',
    es: 'El pago se hace en la pantalla de la tienda: di «pagar» y la abro.',
    fr: 'Le paiement se fait sur l’écran de la boutique : dites « commander » et je l’ouvre.',
  });

/** The cart line the user's words (or the product a previous reply named) point at. */
function lineOf(cart: Cart, args: { product?: string | undefined; product_id?: string | undefined }) {
  if (args.product_id) return cart.items.filter((l) => l.product_id === args.product_id);
  if (!args.product) return cart.items.length === 1 ? cart.items : [];
  const typed = fold(args.product);
  const exact = cart.items.filter((l) => fold(l.name) === typed);
  if (exact.length) return exact;
  const concepts = shopConcepts(args.product);
  const scored = cart.items.map((l) => {
    const words = fold(l.name).split(/[^\p{L}\p{N}]+/u);
    return { l, score: concepts.filter((c) => c.search.some((p) => words.some((w) => w.startsWith(p)))).length };
  });
  const best = Math.max(0, ...scored.map((x) => x.score));
  return best === 0 ? [] : scored.filter((x) => x.score === best).map((x) => x.l);
}

export function shopCartTools(s: ToolServices): PamTool[] {
  const cartOf = (ctx: ToolContext) => s.shop.orders.cart(ctx.userId, shopCurrency(ctx));
  const setQuantity = (ctx: ToolContext, product_id: string, quantity: number) =>
    s.shop.orders.setItem(ctx.userId, { product_id, quantity }, shopCurrency(ctx));

  /** The one line of the cart meant, or why not. */
  async function cartLine(
    ctx: ToolContext,
    args: { product?: string | undefined; product_id?: string | undefined },
  ): Promise<{ cart: Cart; line: CartLine } | ToolOutcome> {
    const cart = await cartOf(ctx);
    const lines = lineOf(cart, args);
    if (lines.length === 1) return { cart, line: lines[0]! };
    if (lines.length > 1)
      return fail(
        'ambiguous',
        pick(ctx, {
          en: `Which one: ${lines.map((l) => l.name).join(', ')}?`,
          es: `¿Cuál: ${lines.map((l) => l.name).join(', ')}?`,
          fr: `Lequel : ${lines.map((l) => l.name).join(', ')} ?`,
        }),
      );
    return fail(
      'not_found',
      `${pick(ctx, {
        en: `That isn't in your cart.`,
        es: 'Eso no está en tu carrito.',
        fr: 'Ce produit n’est pas dans votre panier.',
      })} ${cartSummary(ctx, cart)}`,
    );
  }

  return [
    tool({
      name: 'add_to_cart',
      description:
        'Adds a product (named in words, or the id a previous reply gave) to the signed-in user’s cart, `quantity` more of it. Checkout stays on the shop screen.',
      destructive: false,
      help: {
        en: 'add products to your cart and tell you what is in it ("add two levelling blocks to my cart")',
        es: 'añadir productos al carrito y decirte qué lleva ("añade dos calzos al carrito")',
        fr: 'ajouter des produits au panier et dire ce qu’il contient (« ajoute deux cales au panier »)',
      },
      async run(args, ctx) {
        const picked = await pickProduct(s, ctx, args);
        if (!picked.ok) return picked.outcome;
        const p = picked.product;
        if (p.seller !== 'shop')
          return fail(
            'not_for_sale',
            pick(ctx, {
              en: `${p.name} is sold on ${p.seller}, not by the shop itself, so it can't go in your cart${p.external_url ? `: buy it at ${p.external_url}` : ''}.`,
              es: `${p.name} se vende en ${p.seller}, no en la propia tienda, así que no puede ir al carrito${p.external_url ? `: cómpralo en ${p.external_url}` : ''}.`,
              fr: `${p.name} est vendu sur ${p.seller}, pas par la boutique elle-même : il ne peut pas aller dans le panier${p.external_url ? `. Achetez-le sur ${p.external_url}` : ''}.`,
            }),
          );
        const before = (await cartOf(ctx)).items.find((l) => l.product_id === p.id)?.quantity ?? 0;
        const wanted = before + args.quantity;
        if (wanted > p.stock)
          return fail(
            'out_of_stock',
            p.stock - before <= 0
              ? pick(ctx, {
                  en: `Sorry, there are no more ${p.name} in stock${before ? ` (you already have ${before} in your cart)` : ''}.`,
                  es: `Lo siento, no quedan más ${p.name} en stock${before ? ` (ya tienes ${before} en el carrito)` : ''}.`,
                  fr: `Désolée, il n’y a plus de ${p.name} en stock${before ? ` (vous en avez déjà ${before} dans le panier)` : ''}.`,
                })
              : pick(ctx, {
                  en: `Sorry, only ${p.stock - before} more ${p.name} can be added: that's all the stock left.`,
                  es: `Lo siento, solo se pueden añadir ${p.stock - before} más de ${p.name}: es todo lo que queda.`,
                  fr: `Désolée, on ne peut ajouter que ${p.stock - before} ${p.name} de plus : c’est tout le stock restant.`,
                }),
          );
        const cart = await setQuantity(ctx, p.id, wanted);
        const added = lineText(ctx, { quantity: args.quantity, name: p.name });
        return {
          ...ok(
            `${pick(ctx, {
              en: `Added ${added} to your cart.`,
              es: `Añadí ${added} al carrito.`,
              fr: `J’ai ajouté ${added} au panier.`,
            })} ${cartSummary(ctx, cart)} ${checkoutNote(ctx)}`,
            { cart },
            ['shop'],
          ),
          subject: productSubject(p),
        };
      },
    }),
    tool({
      name: 'remove_from_cart',
      description: 'Takes a product out of the cart (or `quantity` fewer of it).',
      destructive: false,
      help: {
        en: 'take things out of your cart ("remove the hose from my cart")',
        es: 'quitar cosas del carrito ("quita la manguera del carrito")',
        fr: 'retirer des articles du panier (« enlève le tuyau du panier »)',
      },
      async run(args, ctx) {
        const found = await cartLine(ctx, args);
        if (!('line' in found)) return found;
        const left = args.quantity ? Math.max(0, found.line.quantity - args.quantity) : 0;
        const cart = await setQuantity(ctx, found.line.product_id, left);
        const removed = lineText(ctx, { quantity: found.line.quantity - left, name: found.line.name });
        return {
          ...ok(
            `${pick(ctx, {
              en: `Removed ${removed} from your cart.`,
              es: `Quité ${removed} del carrito.`,
              fr: `J’ai retiré ${removed} du panier.`,
            })} ${cartSummary(ctx, cart)}`,
            { cart },
            ['shop'],
          ),
          subject: productSubject({ id: found.line.product_id, name: found.line.name }),
        };
      },
    }),
    tool({
      name: 'set_cart_quantity',
      description: 'Sets how many of a product in the cart the user wants (0 takes it out).',
      destructive: false,
      async run(args, ctx) {
        const found = await cartLine(ctx, args);
        if (!('line' in found)) return found;
        const cart = await setQuantity(ctx, found.line.product_id, args.quantity);
        return {
          ...ok(
            `${pick(ctx, {
              en: `Done: ${lineText(ctx, { quantity: args.quantity, name: found.line.name })}.`,
              es: `Hecho: ${lineText(ctx, { quantity: args.quantity, name: found.line.name })}.`,
              fr: `C’est fait : ${lineText(ctx, { quantity: args.quantity, name: found.line.name })}.`,
            })} ${cartSummary(ctx, cart)}`,
            { cart },
            ['shop'],
          ),
          subject: productSubject({ id: found.line.product_id, name: found.line.name }),
        };
      },
    }),
    tool({
      name: 'empty_cart',
      description: 'Destructive: takes every product out of the signed-in cart, after the user confirms.',
      destructive: true,
      async confirmation(_args, ctx) {
        const cart = await cartOf(ctx);
        if (cart.items.length === 0) return ok(cartSummary(ctx, cart), { cart });
        const lines = cart.items.map((l) => lineText(ctx, l)).join(', ');
        return {
          prompt: pick(ctx, {
            en: `Take everything out of your cart (${lines})? Say yes to empty it.`,
            es: `¿Vacío tu carrito (${lines})? Di sí para vaciarlo.`,
            fr: `Je vide votre panier (${lines}) ? Dites oui pour le vider.`,
          }),
        };
      },
      async run(_args, ctx) {
        let cart = await cartOf(ctx);
        for (const line of cart.items) cart = await setQuantity(ctx, line.product_id, 0);
        return ok(cartSummary(ctx, cart), { cart }, ['shop']);
      },
    }),
    tool({
      name: 'view_cart',
      description: 'What is in the signed-in user’s cart, with its total.',
      destructive: false,
      async run(_args, ctx) {
        const cart = await cartOf(ctx);
        return ok(cart.items.length ? `${cartSummary(ctx, cart)} ${checkoutNote(ctx)}` : cartSummary(ctx, cart), {
          cart,
        });
      },
    }),
    tool({
      name: 'open_checkout',
      description:
        'Checkout and payment happen on the shop screen, never through Pam: opens the checkout with the cart.',
      destructive: false,
      help: {
        en: 'open the checkout with your cart (paying stays on the screen)',
        es: 'abrir el pago con tu carrito (se paga en la pantalla)',
        fr: 'ouvrir la commande avec votre panier (le paiement se fait à l’écran)',
      },
      async run(_args, ctx) {
        const cart = await cartOf(ctx);
        if (cart.items.length === 0) return ok(cartSummary(ctx, cart), { cart });
        return ok(
          `${cartSummary(ctx, cart)} ${pick(ctx, {
            en: 'I can’t take payments myself: I’ve opened the checkout so you can pay there.',
            es: 'Yo no puedo cobrar: te abrí la pantalla de pago para que pagues allí.',
            fr: 'Je ne peux pas encaisser moi-même : j’ai ouvert la commande pour que vous puissiez payer.',
          })}`,
          { cart, path: CHECKOUT_PATH },
          [],
          openCheckout,
        );
      },
    }),
  ];
}
