import type { Product, ProductSummary } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { length, list, pick, weight } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { noProduct, pickProduct, productLine, productSubject, searchProducts, shopCurrency } from './shop-products.ts';

/** Products listed in one reply. */
const SHOWN = 5;
/** Products whose rig limits are checked for "what fits my rig?". */
const FIT_CHECKED = 24;

/** A product's limits in the user's units: 'up to 9.1 m', 'up to 29.9 ft', 'up to 3,500 kg', 'ball hitch'. */
function limits(ctx: ToolContext, p: Product, over: string[] = ['length', 'mass', 'hitch']): string {
  const parts: string[] = [];
  if (p.max_rig_length_m !== null && over.includes('length')) {
    const size = length(ctx, p.max_rig_length_m);
    parts.push(pick(ctx, { en: `${size} long`, es: `${size} de largo`, fr: `${size} de long` }));
  }
  if (p.max_rig_mass_kg !== null && over.includes('mass')) parts.push(weight(ctx, p.max_rig_mass_kg));
  const limitText = parts.length
    ? pick(ctx, { en: `up to ${list(ctx, parts)}`, es: `hasta ${list(ctx, parts)}`, fr: `jusqu'à ${list(ctx, parts)}` })
    : '';
  const hitch =
    p.hitch !== null && over.includes('hitch')
      ? pick(ctx, {
          en: `a ${p.hitch.replace('_', ' ')} hitch`,
          es: `un enganche ${p.hitch === 'ball' ? 'de bola' : p.hitch.replace('_', ' ')}`,
          fr: `un attelage ${p.hitch === 'ball' ? 'à boule' : p.hitch.replace('_', ' ')}`,
        })
      : '';
  return list(
    ctx,
    [limitText, hitch].filter((x) => x),
  );
}

/** Whether a product fits the user's rigs, in one sentence. */
function fitSentence(ctx: ToolContext, p: Product): string {
  const fit = p.rig_fit;
  if (fit === null) {
    return p.max_rig_length_m === null && p.max_rig_mass_kg === null && p.hitch === null
      ? pick(ctx, {
          en: `${p.name} names no rig limits, so it isn't specific to a rig.`,
          es: `${p.name} no indica límites de vehículo: no depende del vehículo.`,
          fr: `${p.name} n'indique aucune limite de véhicule : il convient à tout véhicule.`,
        })
      : pick(ctx, {
          en: `${p.name} is for rigs ${limits(ctx, p)}, but you have no rig saved yet: add yours in Wheels and I can check.`,
          es: `${p.name} es para vehículos ${limits(ctx, p)}, pero aún no tienes ningún vehículo guardado: añádelo en Wheels y lo compruebo.`,
          fr: `${p.name} est prévu pour des véhicules ${limits(ctx, p)}, mais vous n'avez encore aucun véhicule enregistré : ajoutez le vôtre dans Wheels et je vérifierai.`,
        });
  }
  const fitting = fit.rigs.filter((r) => r.fits === true).map((r) => r.name);
  if (fit.fits === true)
    return pick(ctx, {
      en: `Yes: ${p.name} fits your ${list(ctx, fitting)} (it takes rigs ${limits(ctx, p)}).`,
      es: `Sí: ${p.name} sirve para tu ${list(ctx, fitting)} (admite vehículos ${limits(ctx, p)}).`,
      fr: `Oui : ${p.name} convient à votre ${list(ctx, fitting)} (il accepte les véhicules ${limits(ctx, p)}).`,
    });
  if (fit.fits === false) {
    const over = [...new Set(fit.rigs.flatMap((r) => r.over))];
    const names = fit.rigs.map((r) => r.name);
    return pick(ctx, {
      en: `No: ${p.name} takes rigs ${limits(ctx, p, over)}, and your ${list(ctx, names)} is beyond that.`,
      es: `No: ${p.name} admite vehículos ${limits(ctx, p, over)}, y tu ${list(ctx, names)} lo supera.`,
      fr: `Non : ${p.name} accepte les véhicules ${limits(ctx, p, over)}, et votre ${list(ctx, names)} dépasse cette limite.`,
    });
  }
  return pick(ctx, {
    en: `I can't tell yet: ${p.name} takes rigs ${limits(ctx, p)}, and your rig's length, mass or kind isn't recorded. Add them to your rig in Wheels.`,
    es: `Aún no puedo saberlo: ${p.name} admite vehículos ${limits(ctx, p)}, y no consta el largo, el peso o el tipo de tu vehículo. Añádelos en Wheels.`,
    fr: `Je ne peux pas encore le dire : ${p.name} accepte les véhicules ${limits(ctx, p)}, et la longueur, le poids ou le type de votre véhicule ne sont pas renseignés. Ajoutez-les dans Wheels.`,
  });
}

export function shopCatalogueTools(s: ToolServices): PamTool[] {
  /** Of the products found, those whose rig limits the user's rigs meet (each checked as the product page does). */
  async function fitting(ctx: ToolContext, products: ProductSummary[]) {
    const checked = await Promise.all(
      products
        .slice(0, FIT_CHECKED)
        .map((p) => s.shop.catalogue.get(ctx.userId, p.id, shopCurrency(ctx)).catch(() => null)),
    );
    return products.filter((_p, i) => checked[i]?.rig_fit?.fits === true);
  }

  return [
    tool({
      name: 'find_products',
      description:
        'Finds products on sale in the shop by words in any language, a department, a price ceiling, or only those that fit the user’s rig; answers prices in the user’s currency.',
      destructive: false,
      help: {
        en: 'find products in the shop and what fits your rig ("do you sell levelling blocks?")',
        es: 'buscar productos en la tienda y lo que sirve para tu vehículo ("¿tenéis mangueras de agua potable?")',
        fr: 'trouver des produits dans la boutique et ce qui convient à votre véhicule (« vous avez des cales ? »)',
      },
      async run(args, ctx) {
        const filter = {
          ...(args.category ? { category: args.category } : {}),
          ...(args.max_price ? { max_price: args.max_price } : {}),
        };
        const found = await searchProducts(s, ctx, args.query, filter);
        let products = found.products;
        if (args.fits_my_rig) {
          if ((await s.vehicles.list(ctx.userId)).length === 0)
            return fail(
              'no_rig',
              pick(ctx, {
                en: 'You have no rig saved yet, so I can’t tell what fits it. Add your rig in Wheels first.',
                es: 'Aún no tienes ningún vehículo guardado, así que no sé qué le sirve. Añádelo primero en Wheels.',
                fr: 'Vous n’avez encore aucun véhicule enregistré : je ne peux pas dire ce qui lui convient. Ajoutez-le d’abord dans Wheels.',
              }),
            );
          products = await fitting(ctx, products);
        }
        const what = args.query ? ` "${args.query}"` : '';
        if (products.length === 0) {
          if (args.query && !args.fits_my_rig) return noProduct(ctx, args.query);
          return fail(
            'not_found',
            args.fits_my_rig
              ? pick(ctx, {
                  en: `I found no product${what} whose rig limits your rig meets.`,
                  es: `No encontré ningún producto${what} cuyos límites cumpla tu vehículo.`,
                  fr: `Je n’ai trouvé aucun produit${what} dont votre véhicule respecte les limites.`,
                })
              : pick(ctx, {
                  en: 'The shop has no product matching that right now.',
                  es: 'Ahora mismo la tienda no tiene ningún producto así.',
                  fr: 'La boutique n’a aucun produit de ce type pour le moment.',
                }),
          );
        }
        const shown = products.slice(0, SHOWN);
        const lines = shown.map((p) => `• ${productLine(ctx, p)}`).join('\n');
        const more = products.length > SHOWN ? products.length - SHOWN : 0;
        const head = found.partial
          ? pick(ctx, {
              en: `Nothing matches all of${what}; the closest:`,
              es: `Nada coincide del todo con${what}; lo más parecido:`,
              fr: `Rien ne correspond exactement à${what} ; le plus proche :`,
            })
          : args.fits_my_rig
            ? pick(ctx, {
                en: `These fit your rig:`,
                es: `Esto sirve para tu vehículo:`,
                fr: `Ceci convient à votre véhicule :`,
              })
            : pick(ctx, {
                en: `Here is what the shop has${what}:`,
                es: `Esto es lo que tiene la tienda${what}:`,
                fr: `Voici ce que la boutique propose${what} :`,
              });
        const tail = [
          more ? pick(ctx, { en: `…and ${more} more.`, es: `…y ${more} más.`, fr: `…et ${more} autres.` }) : '',
          pick(ctx, {
            en: 'Say "add it to my cart" or name one to add it.',
            es: 'Di «añádelo al carrito» o nombra uno para añadirlo.',
            fr: 'Dites « ajoute-le au panier » ou nommez-en un pour l’ajouter.',
          }),
        ].filter(Boolean);
        const outcome = ok(
          `${head}\n${lines}\n${tail.join(' ')}`,
          { products: shown.map((p) => ({ id: p.id, name: p.name, price: p.price, stock: p.stock })), more },
          [],
        );
        return shown.length === 1 ? { ...outcome, subject: productSubject(shown[0]!) } : outcome;
      },
    }),
    tool({
      name: 'product_fit',
      description: 'Says whether one product (by words or id) fits the user’s rigs: length, mass and hitch.',
      destructive: false,
      help: {
        en: 'check whether a product fits your rig ("will the wheel chocks fit my caravan?")',
        es: 'comprobar si un producto sirve para tu vehículo ("¿el enganche sirve para mi caravana?")',
        fr: 'vérifier si un produit convient à votre véhicule (« l’attelage va sur ma caravane ? »)',
      },
      async run(args, ctx) {
        const picked = await pickProduct(s, ctx, args);
        if (!picked.ok) return picked.outcome;
        const product = await s.shop.catalogue.get(ctx.userId, picked.product.id, shopCurrency(ctx));
        return {
          ...ok(fitSentence(ctx, product), { id: product.id, name: product.name, rig_fit: product.rig_fit }),
          subject: productSubject(product),
        };
      },
    }),
  ];
}
