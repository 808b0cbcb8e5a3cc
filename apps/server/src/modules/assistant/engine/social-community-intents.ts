import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher } from './prepared-message.ts';
import { core, said } from './social-words.ts';
import { tool } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** Marketplace and hustle look-ups, and location sharing, in English, Spanish and French. */

const MARKET =
  /\b(?:for sale|on sale|selling|sells|sell|marketplace|market place|the market|classifieds?|listings?|used|second ?hand|pre-owned|a la venta|en venta|se vende|venden|vende|vendiendo|mercado|mercadillo|segunda mano|anuncios?|clasificados|a vendre|vend|vendent|vendre|petites annonces|annonces?|marche|d'occasion|occasion)\b/;
const SHOP = /\b(?:shop|store|tienda|boutique|cart|carrito|panier|order|pedido|commande)\b/;
const NEAR =
  /\b(?:near me|nearby|near here|around here|around me|close by|close to me|in my area|local(?:ly)?|cerca de mi|cerca de aqui|cerca|por aqui|en mi zona|pres de moi|autour de moi|a proximite|dans le coin|pres d'ici|dans ma region)\b/;
const MARKET_NOISE = new RegExp(
  [
    NEAR.source,
    MARKET.source,
    /\b(?:is (?:anyone|anybody|someone) selling|does anyone sell|who(?:'s| is) selling|alguien vende|quien vende|quelqu'un vend|qui vend)\b/
      .source,
    /\b(?:any|anyone|anybody|find|search(?: for)?|look(?:ing)? for|show(?: me)?|are there|is there|i need|need|buy|want|want to buy|got|cheap|busca(?:r)?|buscame|hay|necesito|quiero comprar|quiero|comprar|algun[oa]?s?|cherche(?:r)?|trouve(?:-moi)?|je cherche|y a-t-il|il y a|des|j'ai besoin d'|acheter|pas cher)\b/
      .source,
    /\b(?:under|below|less than|up to|max(?:imum)?|for less than|menos de|por menos de|hasta|moins de|pour moins de|jusqu'a|max)\s*\S*\d\S*/
      .source,
    /[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:\$|€|£|dollars?|euros?|bucks|dolares)/.source,
    /\b(?:in|on|at|for|en|sur|dans|el|la|le|les|the|a|an|de|del|du|un|una|une|para|pour|por|anything|something|stuff|things|algo|cosas|quelque chose|des trucs|me|moi|i'm|im|i am|looking|what's|whats|what|dollars?|euros?|bucks|dolares|alguien|someone|anyone|quelqu'un|vendiendo|je|yo|i)\b/
      .source,
  ].join('|'),
  'g',
);

const searchMarketplace: IntentMatcher = (m) => {
  const c = core(said(m));
  if (!MARKET.test(c) || SHOP.test(c)) return null;
  // "I sold …" or "sell my …" is a record or a listing to write, not a look-up.
  if (/^(?:i sold|sold|sell my|i want to sell|vendi|vendo mi|j'ai vendu|je vends)\b/.test(c)) return null;
  if (/\bused (?:to|up|for)\b/.test(c) || m.date) return null;
  const query = c
    .replace(MARKET_NOISE, ' ')
    .replace(/[?!.,¿¡]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const args: PamToolArgs<'search_marketplace'> = {};
  if (query) args.query = query;
  if (NEAR.test(c)) args.near_me = true;
  const cap = /\b(?:under|below|less than|up to|max(?:imum)?|menos de|hasta|moins de|jusqu'a)\b/.test(c);
  const price = m.money[0]?.amount ?? (cap ? m.numbers[0]?.value : undefined);
  if (cap && price) args.max_price = price;
  const asked =
    isQuestion(m) ||
    /^(?:find|search|look|show|any|busca|hay|muestra|cherche|trouve|des|quiero|necesito|i need|je cherche)/.test(c);
  // "en el mercado" beside a search is the marketplace, not a record of groceries bought at the market.
  if (/\b(?:expenses?|spent|spend|paid|gastos?|gaste|pague|compre|depenses?|depense|paye|achete)\b/.test(c))
    return null;
  return tool({ name: 'search_marketplace', args }, asked ? 0.92 : 0.7);
};

const HUSTLE =
  /\b(?:side hustles?|hustles?|side gigs?|gigs?|side jobs?|odd jobs?|ways? to (?:make|earn) (?:some )?(?:extra )?(?:money|cash|income)|make (?:some )?(?:extra )?money|earn (?:some )?(?:extra )?money|remote (?:work|jobs?)|work from the road|jobs?|trabajos?(?: extra)?|trabajitos?|chambas?|changas?|curros?|formas de ganar dinero|ganar (?:algo de )?dinero(?: extra)?|ingresos extra|petits? boulots?|boulots?|gagner de l'argent|gagner (?:un peu )?d'argent|missions?|emplois?|workamping|work camping|workampers?|camp hosts?|camp hosting)\b/;
const HUSTLE_NOISE = new RegExp(
  [
    HUSTLE.source,
    /\b(?:any|find|search(?: for)?|look(?:ing)? for|show(?: me)?|are there|is there|list|what|good|best|top|some|ideas?|busca(?:r)?|buscame|hay|muestrame|ideas?|algun[oa]?s?|cherche(?:r)?|trouve(?:-moi)?|montre(?:-moi)?|y a-t-il|il y a|des|quels?|quelles?|bons?|idees?|on the road|en la carretera|sur la route|for rvers|para viajeros|pour voyageurs|can i do|puedo hacer|je peux faire|extra|petits?|how|how to|how can i|como|como puedo|comment|comment puis-je|where|donde|ou|near|nearby|near me|close by|cerca|pres d'ici|pres de moi|can|while|traveling|travelling|viajando|en voyage|encontrar|trouver|puedo|je peux)\b/
      .source,
    /\b(?:the|a|an|el|la|los|las|de|del|un|una|le|les|du|un|une|en|on|in|for|para|pour|to|que|qui|i|me|je|yo|de)\b/
      .source,
    // 'any hustles I could do?', 'quelles sont les idées', 'y a-t-il des offres de …': asking words, not the query.
    /\b(?:could|would|should|do|does|are|is|sont|est|son|es|offres?|ofertas?|options?|opportunit(?:y|ies)|opportunites?|oportunidades?)\b/
      .source,
  ].join('|'),
  'g',
);

const searchHustles: IntentMatcher = (m) => {
  const c = core(said(m));
  if (!HUSTLE.test(c)) return null;
  if (/\b(?:maintenance|mantenimiento|entretien|service|repair|reparacion|reparation)\b/.test(c)) return null;
  if (m.money.length > 0 && !isQuestion(m)) return null;
  const asked =
    isQuestion(m) || /^(?:find|search|look|show|any|list|busca|hay|muestra|cherche|trouve|des|quels|quelles)/.test(c);
  if (!asked && !/\bhustles?\b|petits? boulots?/.test(c)) return null;
  // "en ligne", "en línea", "à distance" are what is sought: kept whole before the little words go.
  const kept = c
    .replace(/\ben ligne\b/g, 'online')
    .replace(/\ben linea\b/g, 'online')
    .replace(/\ba distance\b/g, 'remote');
  const query = kept
    .replace(HUSTLE_NOISE, ' ')
    .replace(/[?!.,¿¡]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const remote = /\bremote (?:work|jobs?)\b/.test(c) ? 'remote' : '';
  const args: PamToolArgs<'search_hustles'> = {};
  if (query || remote) args.query = [remote, query].filter(Boolean).join(' ');
  return tool({ name: 'search_hustles', args }, asked ? 0.9 : 0.7);
};

const LOCATION = /\b(?:location|position|whereabouts|ubicacion|localizacion|posicion|localisation)\b/;
const SHARE = /\b(?:shar\w*|compart\w*|partag\w*|visible|map|mapa|carte)\b/;
const OFF =
  /\b(?:stop|turn off|switch off|disable|pause|don't|do not|quit|no longer|hide|off|unshare|deja de|dejar de|desactiva(?:r)?|apaga(?:r)?|no compartas|ya no|oculta(?:r)?|esconde(?:r)?|quita(?:r)?|arrete(?:r)?|desactive(?:r)?|coupe(?:r)?|ne partage plus|ne plus|cache(?:r)?|masque(?:r)?|plus)\b/;
const MAP_ONLY =
  /^(?:(hide me|remove me|take me off|ocultame|quitame|sacame|cache-moi|retire-moi|enleve-moi)|(show me|put me|ponme|muestrame|montre-moi|mets-moi)) (?:from |on |off |del |en |de |sur )?(?:the |el |la )?(?:community )?(?:map|mapa|carte)\b/;

const SEEN =
  /^(?:(?:can|do) (?:others|other people|people|anyone|friends|my friends) see (?:my location|me on the map|where i am)|who can see (?:my location|me on the map|where i am)|is my location (?:shared|visible|public)|(?:pueden|puede) (?:otros|los demas|mis amigos|alguien) ver (?:mi ubicacion|donde estoy)|quien puede ver mi ubicacion|(?:est-ce que )?(?:les autres|mes amis|quelqu'un) (?:peuvent|peut) voir ma position|qui peut voir ma position|ma position est-elle (?:partagee|visible))\b/;

const locationSharing: IntentMatcher = (m) => {
  const c = core(said(m));
  if (SEEN.test(c)) return tool({ name: 'location_sharing_status', args: {} }, 0.88);
  const mapOnly = MAP_ONLY.exec(c);
  if (mapOnly) return tool({ name: 'set_location_sharing', args: { on: mapOnly[1] === undefined } }, 0.88);
  if (!LOCATION.test(c) || !SHARE.test(c)) return null;
  // "am I sharing my location?" asks; "share my location with Sam" is the same switch (friends see it exactly).
  if (
    isQuestion(m) &&
    !/^(?:can you|could you|would you|will you|puedes|podrias|peux-tu|peux tu|pourrais|tu peux)\b/.test(m.text)
  ) {
    return tool({ name: 'location_sharing_status', args: {} }, 0.85);
  }
  return tool({ name: 'set_location_sharing', args: { on: !OFF.test(c) } }, 0.9);
};

export const socialCommunityMatchers: IntentMatcher[] = [searchMarketplace, searchHustles, locationSharing];
