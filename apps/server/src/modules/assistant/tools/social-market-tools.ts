import { SOCIAL_LIMITS, type Language, type Listing, type ListingCategory, type ListingCondition } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { currencyOf, distance, money, num, pick } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { refusalsSaid } from './social-refusals.ts';
import { categoryOf, searchesFor } from './social-search.ts';

/** The marketplace: finding items for sale, and putting one up for sale. */

/** Results named in a reply. */
const SHOWN = 5;

function listingLine(ctx: ToolContext, l: Listing): string {
  const where = [
    l.distance_km !== null
      ? pick(ctx, {
          en: `${distance(ctx, l.distance_km)} away`,
          es: `a ${distance(ctx, l.distance_km)}`,
          fr: `à ${distance(ctx, l.distance_km)}`,
        })
      : null,
    l.place?.name ?? null,
  ].filter(Boolean);
  return `${l.title}: ${money(ctx, l.price, l.currency)}${where.length ? ` (${where.join(', ')})` : ''}`;
}

/** The marketplace screen's names of categories and conditions. */
const CATEGORY_NAMES: Record<ListingCategory, Record<Language, string>> = {
  rv_parts: { en: 'RV parts', es: 'piezas de autocaravana', fr: 'pièces de camping-car' },
  camping_gear: { en: 'camping gear', es: 'material de camping', fr: 'matériel de camping' },
  electronics: { en: 'electronics', es: 'electrónica', fr: 'électronique' },
  towing: { en: 'towing', es: 'remolque', fr: 'remorquage' },
  solar_power: { en: 'solar and power', es: 'solar y energía', fr: 'solaire et énergie' },
  furniture: { en: 'furniture', es: 'muebles', fr: 'mobilier' },
  vehicles: { en: 'vehicles', es: 'vehículos', fr: 'véhicules' },
  tools: { en: 'tools', es: 'herramientas', fr: 'outils' },
  outdoor_recreation: { en: 'outdoor recreation', es: 'ocio al aire libre', fr: 'loisirs de plein air' },
  other: { en: 'other', es: 'otros', fr: 'autre' },
};
const CONDITION_NAMES: Record<ListingCondition, Record<Language, string>> = {
  new: { en: 'new', es: 'nuevo', fr: 'neuf' },
  like_new: { en: 'like new', es: 'como nuevo', fr: 'comme neuf' },
  good: { en: 'good condition', es: 'buen estado', fr: 'bon état' },
  fair: { en: 'fair condition', es: 'estado aceptable', fr: 'état correct' },
  for_parts: { en: 'for parts', es: 'para piezas', fr: 'pour pièces' },
};

/** "camping gear (was RV parts)": a listing's new category, and the one it had. */
export const listingCategoryText = (ctx: ToolContext, before: Listing, after: Listing) =>
  pick(ctx, {
    en: `in ${CATEGORY_NAMES[after.category].en} (was ${CATEGORY_NAMES[before.category].en})`,
    es: `en ${CATEGORY_NAMES[after.category].es} (antes ${CATEGORY_NAMES[before.category].es})`,
    fr: `dans ${CATEGORY_NAMES[after.category].fr} (au lieu de ${CATEGORY_NAMES[before.category].fr})`,
  });

/** "like new (was good condition)": a listing's new condition, and the one it had. */
export const listingConditionText = (ctx: ToolContext, before: Listing, after: Listing) =>
  pick(ctx, {
    en: `${CONDITION_NAMES[after.condition].en} (was ${CONDITION_NAMES[before.condition].en})`,
    es: `${CONDITION_NAMES[after.condition].es} (antes ${CONDITION_NAMES[before.condition].es})`,
    fr: `${CONDITION_NAMES[after.condition].fr} (au lieu de ${CONDITION_NAMES[before.condition].fr})`,
  });

/** Where the item is picked up: where the user is, when the client says it and names the town. */
function pickUpAt(ctx: ToolContext) {
  const here = ctx.location;
  const name = [here?.city, here?.region].filter(Boolean).join(', ');
  return here && name ? { name, latitude: here.latitude, longitude: here.longitude } : null;
}

export const marketRefusals = {
  suspended: {
    en: "Your account is suspended, so you can't list items for now.",
    es: 'Tu cuenta está suspendida: por ahora no puedes publicar anuncios.',
    fr: 'Votre compte est suspendu : vous ne pouvez pas publier d’annonce pour le moment.',
  },
  rate_limited: {
    en: `You can post at most ${SOCIAL_LIMITS.postsPerMinute} listings, hustles or comments a minute: try again in a moment.`,
    es: `Puedes publicar como mucho ${SOCIAL_LIMITS.postsPerMinute} anuncios, trabajos o comentarios por minuto: inténtalo en un momento.`,
    fr: `Vous pouvez publier au plus ${SOCIAL_LIMITS.postsPerMinute} annonces, petits boulots ou commentaires par minute : réessayez dans un instant.`,
  },
};
const searchMarketplaceTool = (s: ToolServices) =>
  tool({
    name: 'search_marketplace',
    description:
      'Marketplace listings for sale matching words (and a category, a price cap), nearest first when near_me and the location is known.',
    destructive: false,
    help: {
      en: 'search the marketplace ("any awnings for sale near me?")',
      es: 'buscar en el mercado («busca paneles solares en el mercado»)',
      fr: 'chercher dans les petites annonces (« des panneaux solaires à vendre ? »)',
    },
    async run(args, ctx) {
      const here = args.near_me && ctx.location ? ctx.location : null;
      const base = {
        limit: SOCIAL_LIMITS.pageSizeMax,
        status: 'active' as const,
        ...(args.max_price !== undefined ? { max_price: args.max_price } : {}),
        ...(here
          ? {
              lat: here.latitude,
              lon: here.longitude,
              radius_km: SOCIAL_LIMITS.nearbyRadiusKmDefault,
              sort: 'distance' as const,
            }
          : { sort: 'newest' as const }),
      };
      let found: Listing[] = [];
      for (const words of searchesFor(args.query)) {
        found = (
          await s.social.listings.list(ctx.userId, {
            ...base,
            ...(words.length ? { q: words.join(' ') } : {}),
            ...(args.category ? { category: args.category } : {}),
          })
        ).data;
        if (found.length) break;
      }
      const category = args.category ?? categoryOf(args.query);
      if (found.length === 0 && category && !args.category) {
        found = (await s.social.listings.list(ctx.userId, { ...base, category })).data;
      }
      const noPlace =
        args.near_me && !ctx.location
          ? pick(ctx, {
              en: " I don't know where you are, so these are from everywhere.",
              es: ' No sé dónde estás, así que son de todas partes.',
              fr: ' Je ne sais pas où vous êtes : elles viennent de partout.',
            })
          : '';
      const what = args.query ? ` “${args.query}”` : '';
      if (found.length === 0) {
        return ok(
          pick(ctx, {
            en: `Nothing${what} for sale${here ? ' near you' : ''} in the marketplace right now.`,
            es: `Ahora no hay nada${what} a la venta${here ? ' cerca de ti' : ''} en el mercado.`,
            fr: `Rien${what} à vendre${here ? ' près de vous' : ''} dans les petites annonces pour le moment.`,
          }),
          { listings: [] },
        );
      }
      const n = found.length;
      const head = pick(ctx, {
        en: `${num(ctx, n)} listing${n === 1 ? '' : 's'}${what}${here ? ' near you' : ''}:`,
        es: `${num(ctx, n)} anuncio${n === 1 ? '' : 's'}${what}${here ? ' cerca de ti' : ''}:`,
        fr: `${num(ctx, n)} annonce${n === 1 ? '' : 's'}${what}${here ? ' près de vous' : ''} :`,
      });
      const lines = found.slice(0, SHOWN).map((l) => listingLine(ctx, l));
      return ok(`${head} ${lines.join('; ')}.${noPlace}`, {
        listings: found.map((l) => ({
          id: l.id,
          title: l.title,
          price: l.price,
          currency: l.currency,
          distance_km: l.distance_km,
          place: l.place?.name ?? null,
        })),
      });
    },
  });

const createListingTool = (s: ToolServices) =>
  tool({
    name: 'create_listing',
    description:
      'Puts an item up for sale in the marketplace: title and price (in the user currency unless given); category guessed from the title unless given; condition good unless said; picked up where the user is when known.',
    destructive: false,
    help: {
      en: 'sell something in the marketplace ("sell my old awning for $120")',
      es: 'vender algo en el mercado («vendo mi toldo viejo por 120 €»)',
      fr: 'vendre un objet dans les petites annonces (« vends mon auvent 120 € »)',
    },
    async run(args, ctx) {
      const title = args.title.charAt(0).toLocaleUpperCase(ctx.language) + args.title.slice(1);
      const category = args.category ?? categoryOf(args.title) ?? 'other';
      const condition = args.condition ?? 'good';
      const place = pickUpAt(ctx);
      const created = await refusalsSaid(
        ctx,
        () =>
          s.social.listings.create(ctx.userId, {
            title,
            description: args.description ?? '',
            price: args.price,
            currency: args.currency ?? currencyOf(ctx),
            category,
            condition,
            photos: [],
            place,
          }),
        marketRefusals,
      );
      if (!created.ok) return created.outcome;
      const l = created.value;
      const details = `${pick(ctx, CONDITION_NAMES[l.condition])}, ${pick(ctx, CATEGORY_NAMES[l.category])}${l.place ? `, ${l.place.name}` : ''}`;
      return {
        ...ok(
          pick(ctx, {
            en: `Listed “${l.title}” for ${money(ctx, l.price, l.currency)} in the marketplace (${details}). Add photos on the Marketplace screen.`,
            es: `Publiqué «${l.title}» por ${money(ctx, l.price, l.currency)} en el mercado (${details}). Añade fotos en la pantalla del mercado.`,
            fr: `« ${l.title} » est en vente à ${money(ctx, l.price, l.currency)} dans les petites annonces (${details}). Ajoutez des photos sur l’écran des annonces.`,
          }),
          {
            listing: {
              id: l.id,
              title: l.title,
              price: l.price,
              currency: l.currency,
              category: l.category,
              condition: l.condition,
            },
          },
          ['social'],
        ),
        subject: { kind: 'listing', id: l.id, label: l.title },
      };
    },
  });

export function socialMarketTools(s: ToolServices): PamTool[] {
  return [searchMarketplaceTool(s), createListingTool(s)];
}
