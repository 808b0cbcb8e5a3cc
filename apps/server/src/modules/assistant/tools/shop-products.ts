import type { ProductSummary, ShopCurrency, ShopCategory } from '@ww/contracts';
import type { ToolContext, ToolOutcome } from '../assistant.types.ts';
import { currencyOf, fold, money, num, pick } from './format.ts';
import { fail, type ToolServices } from './kit.ts';
import { shopConcepts } from './shop-words.ts';

/** How products are looked up and said by Pam's shop tools, through the catalogue the shop screen reads. */

export const shopCurrency = (ctx: ToolContext): ShopCurrency => currencyOf(ctx);

/** Products a search page holds (the most a list call takes). */
const PAGE = 50;

export type ProductSearch = {
  products: ProductSummary[];
  /** Nothing matched every word: these match the most of them. */
  partial: boolean;
};

/**
 * Products on sale named by the user's words, in any of the three languages: every word's stem first (one search, as
 * the shop's own search box reads it), else each word and its translations, ranked by how many of the words a
 * product matches.
 */
export async function searchProducts(
  s: ToolServices,
  ctx: ToolContext,
  words: string | undefined,
  filter: { category?: ShopCategory; max_price?: number } = {},
): Promise<ProductSearch> {
  const currency = shopCurrency(ctx);
  const list = (q: string | undefined, limit = PAGE) =>
    s.shop.catalogue.list(ctx.userId, { ...filter, ...(q ? { q } : {}), limit }, currency).then((r) => r.data);
  const concepts = words ? shopConcepts(words) : [];
  if (concepts.length === 0) return { products: await list(undefined, 24), partial: false };
  const all = await list(concepts.map((c) => c.search[0]).join(' '));
  if (all.length > 0) return { products: all, partial: false };

  const hits = new Map<string, { product: ProductSummary; concepts: Set<number> }>();
  for (const [i, concept] of concepts.entries()) {
    for (const prefix of concept.search) {
      for (const product of await list(prefix)) {
        const hit = hits.get(product.id) ?? { product, concepts: new Set<number>() };
        hit.concepts.add(i);
        hits.set(product.id, hit);
      }
    }
  }
  const best = Math.max(0, ...[...hits.values()].map((h) => h.concepts.size));
  if (best === 0) return { products: [], partial: false };
  const products = [...hits.values()]
    .filter((h) => h.concepts.size === best)
    .map((h) => h.product)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { products, partial: best < concepts.length };
}

/** A price as the shop screen shows it: in the user's currency, or with its code when the shop set none in it. */
export function priceText(ctx: ToolContext, price: { amount: number; currency: string }): string {
  if (price.currency === currencyOf(ctx)) return money(ctx, price.amount, price.currency);
  return new Intl.NumberFormat(ctx.language, {
    style: 'currency',
    currency: price.currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price.amount);
}

/** 'Levelling Blocks, $34.99 (12 in stock)'. */
export function productLine(ctx: ToolContext, p: ProductSummary): string {
  const price = priceText(ctx, p.price);
  const where =
    p.seller !== 'shop'
      ? pick(ctx, { en: `sold on ${p.seller}`, es: `se vende en ${p.seller}`, fr: `vendu sur ${p.seller}` })
      : p.stock === 0
        ? pick(ctx, { en: 'out of stock', es: 'agotado', fr: 'en rupture de stock' })
        : pick(ctx, {
            en: `${num(ctx, p.stock)} in stock`,
            es: `${num(ctx, p.stock)} en stock`,
            fr: `${num(ctx, p.stock)} en stock`,
          });
  return `${p.name}, ${price} (${where})`;
}

export const numbered = (ctx: ToolContext, products: ProductSummary[]) =>
  products.map((p, i) => `${i + 1}. ${productLine(ctx, p)}`).join('\n');

export type ProductPick = { ok: true; product: ProductSummary } | { ok: false; outcome: ToolOutcome };

/**
 * The one product the user means: the one a previous reply named (id), else the one their words name; a product
 * named exactly as typed wins; several fitting are listed, numbered, so the next message can pick one (`choice`).
 */
export async function pickProduct(
  s: ToolServices,
  ctx: ToolContext,
  args: {
    product?: string | undefined;
    product_id?: string | undefined;
    choice?: number | undefined;
    cheapest?: boolean | undefined;
  },
): Promise<ProductPick> {
  if (args.product_id) {
    const p = await s.shop.catalogue.get(ctx.userId, args.product_id, shopCurrency(ctx));
    return { ok: true, product: { ...p } };
  }
  if (!args.product) {
    return {
      ok: false,
      outcome: fail(
        'invalid',
        pick(ctx, {
          en: 'Which product do you mean?',
          es: '¿Qué producto quieres decir?',
          fr: 'De quel produit parlez-vous ?',
        }),
      ),
    };
  }
  const { products } = await searchProducts(s, ctx, args.product);
  if (products.length === 0) return { ok: false, outcome: noProduct(ctx, args.product) };
  if (args.choice !== undefined) {
    const chosen = products[args.choice - 1];
    if (chosen) return { ok: true, product: chosen };
  }
  if (args.cheapest) {
    const cheapest = products.reduce((a, b) => (b.price.amount < a.price.amount ? b : a));
    return { ok: true, product: cheapest };
  }
  const typed = fold(args.product);
  const exact = products.filter((p) => fold(p.name) === typed);
  if (products.length === 1 || exact.length === 1) return { ok: true, product: exact[0] ?? products[0]! };
  const shown = products.slice(0, 10);
  return {
    ok: false,
    outcome: fail(
      'ambiguous',
      pick(ctx, {
        en: `Several products fit "${args.product}":\n${numbered(ctx, shown)}\nWhich one do you mean?`,
        es: `Varios productos encajan con «${args.product}»:\n${numbered(ctx, shown)}\n¿Cuál quieres decir?`,
        fr: `Plusieurs produits correspondent à « ${args.product} » :\n${numbered(ctx, shown)}\nLequel voulez-vous ?`,
      }),
      { products: shown.map((p) => ({ id: p.id, name: p.name, price: p.price })) },
    ),
  };
}

export const noProduct = (ctx: ToolContext, words: string) =>
  fail(
    'not_found',
    pick(ctx, {
      en: `The shop has nothing matching "${words}" right now.`,
      es: `Ahora mismo la tienda no tiene nada que coincida con «${words}».`,
      fr: `La boutique n'a rien qui corresponde à « ${words} » pour le moment.`,
    }),
  );

export const productSubject = (p: Pick<ProductSummary, 'id' | 'name'>) => ({
  kind: 'product',
  id: p.id,
  label: p.name,
});
