import type { ListingCategory, ListingCondition, PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { itemName, part } from './social-manage-intents.ts';
import { core, said, subjectOf } from './social-words.ts';
import { tool } from './travel-words.ts';

/**
 * What the Marketplace screen's edit form changes in the user's own listing, in English, Spanish and French: its
 * category, its condition, and putting a sold one back on sale.
 */

/** The marketplace's conditions as each language names them (the web's words, and the usual ones). */
const CONDITIONS: Array<[RegExp, ListingCondition]> = [
  [/^(?:like new|as new|como nuev[oa]|comme neu(?:f|ve)|a estrenar)$/, 'like_new'],
  [/^(?:for parts|para piezas|para repuestos|pour pieces)$/, 'for_parts'],
  [/^(?:fair|(?:en )?estado aceptable|aceptable|(?:en )?etat correct|correct)$/, 'fair'],
  [/^(?:good|(?:en )?buen estado|(?:en )?bon etat)$/, 'good'],
  [/^(?:new|brand new|nuev[oa]|neu(?:f|ve)|tout neuf)$/, 'new'],
];
const CONDITION =
  '(like new|as new|brand new|new|good|fair|for parts|como nuev[oa]|a estrenar|nuev[oa]|(?:en )?buen estado|(?:en )?estado aceptable|aceptable|para piezas|para repuestos|comme neu(?:f|ve)|tout neuf|neu(?:f|ve)|(?:en )?bon etat|(?:en )?etat correct|pour pieces)(?: condition| state)?';

/** The marketplace's categories as each language names them (the web's words, and the usual short ones). */
const CATEGORIES: Array<[RegExp, ListingCategory]> = [
  [/^(?:rv parts?|parts|piezas(?: de autocaravana)?|repuestos|pieces(?: de camping-car)?)$/, 'rv_parts'],
  [/^(?:camping(?: gear)?|(?:material|equipo) de camping|camping|(?:materiel|equipement) de camping)$/, 'camping_gear'],
  [/^(?:electronics?|electronica|electronique)$/, 'electronics'],
  [/^(?:towing|remolques?|remorquage)$/, 'towing'],
  [
    /^(?:solar(?: (?:and|&) power)?|solar y energia|solaire(?: et energie)?|energia solar|energie solaire)$/,
    'solar_power',
  ],
  [/^(?:furniture|muebles|mobilier|meubles)$/, 'furniture'],
  [/^(?:vehicles?|vehiculos?|vehicules?)$/, 'vehicles'],
  [/^(?:tools|herramientas|outils)$/, 'tools'],
  [
    /^(?:outdoor(?: recreation)?|ocio al aire libre|aire libre|loisirs(?: de plein air)?|plein air)$/,
    'outdoor_recreation',
  ],
  [/^(?:other|otros?|autres?)$/, 'other'],
];
const CATEGORY = "(?:the |la |le |les )?(?:(?:categoria|categorie) (?:de |d')?)?([a-z&' -]+?)(?: category)?";

const valueOf = <T>(table: Array<[RegExp, T]>, text: string | undefined) =>
  text === undefined ? undefined : table.find(([re]) => re.test(text.trim()))?.[1];

const OF = "(?:de |del |de la |de l'|du |des |d')";
const CONDITION_SAID: RegExp[] = [
  new RegExp(
    `^(?:change|set|update|switch|make) (?:the condition of (.+?)|(.+?)(?:'s)? condition) (?:to|as) ${CONDITION}$`,
    'd',
  ),
  new RegExp(`^(?:mark|list) (.+?) as ${CONDITION}$`, 'd'),
  new RegExp(`^(?:cambia(?:r)?|pon(?:er)?|actualiza(?:r)?) el estado ${OF}?(.+?) (?:a|en|como|por) ${CONDITION}$`, 'd'),
  new RegExp(`^(?:change(?:r)?|mets|mettre|modifie(?:r)?) l'etat ${OF}?(.+?) (?:en|a|sur|pour) ${CONDITION}$`, 'd'),
  new RegExp(`^(?:marca(?:r)?|pon) (.+?) como ${CONDITION}$`, 'd'),
  new RegExp(`^(?:marque(?:r)?|mets) (.+?) (?:comme|en) ${CONDITION}$`, 'd'),
  new RegExp(`^(.+?) (?:is|esta|es|est) (?:in )?${CONDITION}$`, 'd'),
];

/** A listing's name as said, without "'s" and the listing word: "my awning listing's" → "awning". */
const listingNamed = (text: string) =>
  itemName(
    text
      .replace(/['’]s$/i, '')
      .replace(
        /^(?:(?:my|mi|mon|ma|the|el|le|l['’])\s*)?(?:listing|ad|anuncio|annonce)\s+(?:(?:for|of|de la|del|des|de|du|d['’])(?:\s+|(?<=['’])))?/i,
        '',
      ),
  );
const LISTING_WORD = /\b(?:listing|ad|anuncio|annonce|condition|estado|etat|categor(?:y|ia|ie))\b/;

/** The listing named (or the one the reply was about, for "it"), and how sure the match is. */
function listingArgs(ctx: Parameters<IntentMatcher>[1], text: string) {
  const it = /^(?:it|that|this(?: one)?|lo|la|le|eso|ca|esto)$/i.test(text.trim()) ? subjectOf(ctx, 'listing') : null;
  if (it) return { id: it.id };
  const listing = listingNamed(text);
  return listing.length < 2 || /\d/.test(listing) ? null : { listing };
}

/** "change my awning listing's condition to like new", "el toldo está como nuevo", "l'annonce du store est en bon état". */
const listingCondition: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!?]+$/, '');
  for (const [i, re] of CONDITION_SAID.entries()) {
    const hit = re.exec(c);
    if (!hit) continue;
    const at = hit[1] !== undefined ? 1 : 2;
    const condition = valueOf(CONDITIONS, hit[hit.length - 1]);
    const listing = listingArgs(ctx, part(s, hit, at));
    const plainIs = i === CONDITION_SAID.length - 1;
    // "the weather is good": only a listing said as one ("my awning listing is good") or a listing-only condition.
    if (
      !condition ||
      !listing ||
      (plainIs && !LISTING_WORD.test(c) && !/like|como|comme|parts|piezas|pieces/.test(c))
    ) {
      return null;
    }
    return tool({ name: 'update_listing', args: { ...listing, condition } }, plainIs ? 0.88 : 0.95);
  }
  return null;
};

const CATEGORY_SAID: RegExp[] = [
  new RegExp(
    `^(?:change|set|update|switch) (?:the category of (.+?)|(.+?)(?:'s)? category) (?:to|as) ${CATEGORY}$`,
    'd',
  ),
  new RegExp(`^(?:move|put|list|file|recategori[sz]e) (.+?) (?:in|into|under) ${CATEGORY}$`, 'd'),
  new RegExp(`^(.+?) (?:is|belongs|goes) (?:in|under) the ${CATEGORY} category$`, 'd'),
  new RegExp(`^(?:cambia(?:r)?|pon(?:er)?) la categoria ${OF}?(.+?) (?:a|en|por|como) ${CATEGORY}$`, 'd'),
  new RegExp(`^(?:pon|mueve|mete|cambia) (.+?) (?:a|en) la categoria (?:de )?${CATEGORY}$`, 'd'),
  new RegExp(`^(.+?) (?:es|esta|va) (?:de|en) la categoria (?:de )?${CATEGORY}$`, 'd'),
  new RegExp(`^(?:change(?:r)?|mets|modifie(?:r)?) la categorie ${OF}?(.+?) (?:en|a|pour|sur) ${CATEGORY}$`, 'd'),
  new RegExp(`^(?:mets|range|classe|deplace) (.+?) (?:dans|en) (?:la categorie )?${CATEGORY}$`, 'd'),
  new RegExp(`^(.+?) (?:est|va) (?:dans|de) la categorie (?:de |d')?${CATEGORY}$`, 'd'),
];

/** "change my awning listing's category to camping gear", "mi anuncio del toldo es de la categoría camping". */
const listingCategory: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!?]+$/, '');
  for (const re of CATEGORY_SAID) {
    const hit = re.exec(c);
    if (!hit) continue;
    const at = hit[1] !== undefined ? 1 : 2;
    const category = valueOf(CATEGORIES, hit[hit.length - 1]);
    const listing = listingArgs(ctx, part(s, hit, at));
    if (!category || !listing) return null;
    return tool({ name: 'update_listing', args: { ...listing, category } }, LISTING_WORD.test(c) ? 0.95 : 0.88);
  }
  return null;
};

const RELIST: RegExp[] = [
  /^(?:relist|re-list|repost) (.+?)(?: again)?(?: on the marketplace| for sale)?$/d,
  /^(?:put|list|mark) (.+?) (?:back (?:up )?(?:on|for) sale|(?:on|for) sale again|back on the marketplace)$/d,
  /^mark (.+?) (?:as )?(?:not sold|unsold|available(?: again)?)$/d,
  /^(?:vuelve a publicar|volver a publicar|republica(?:r)?|reactiva(?:r)?|vuelve a anunciar) (.+?)(?: en el mercado| a la venta)?$/d,
  /^(?:vuelve a poner|volver a poner|pon de nuevo|pon otra vez) (.+?) (?:a la venta|en venta|en el mercado)$/d,
  /^marca(?:r)? (.+?) como (?:no vendid[oa]|disponible)$/d,
  /^(?:remets|remettre|remet|repasse) (.+?) en vente$/d,
  /^(?:republie(?:r)?|reactive(?:r)?|remets en vente|remettre en vente) (.+?)$/d,
  /^marque(?:r)? (.+?) comme (?:non vendue?|disponible)$/d,
];

/** "relist the awning", "vuelve a publicar el toldo", "remets l'annonce du store en vente". */
const relistListing: IntentMatcher = (m, ctx) => {
  const s = said(m);
  const c = core(s).replace(/[.!?]+$/, '');
  for (const re of RELIST) {
    const hit = re.exec(c);
    if (!hit) continue;
    const listing = listingArgs(ctx, part(s, hit, 1));
    if (!listing) return null;
    const args: PamToolArgs<'update_listing'> = { ...listing, sold: false };
    return tool({ name: 'update_listing', args }, 0.95);
  }
  return null;
};

export const listingEditMatchers: IntentMatcher[] = [listingCondition, listingCategory, relistListing];
