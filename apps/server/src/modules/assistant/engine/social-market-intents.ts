import type { PamToolArgs } from '@ww/contracts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { hustleEditMatchers } from './social-hustle-edit-intents.ts';
import { listingEditMatchers } from './social-market-edit-intents.ts';
import { core, cut, said } from './social-words.ts';
import { tool } from './travel-words.ts';

/** Putting an item up for sale, posting a hustle idea and voting for one, in English, Spanish and French. */

const SELL =
  /^(?:sell|i'm selling|im selling|i am selling|(?:list|put|post)(?= .*\b(?:for sale|on the marketplace|in the marketplace|up for sale)\b)(?: up)?|vende|vender|vendo|estoy vendiendo|pon(?:er)? a la venta|anuncia(?:r)?|vends|vendre|je vends|mets en vente|mettre en vente)\s+/;
const CURRENCY_WORD = '(?:\\$|€|£|dollars?|bucks|euros?|pounds?|dolares|libras?|livres?|usd|eur|gbp|cad|aud|nzd)';
/**
 * A price as written: "$120", "120 €", "for 120 dollars", "por 120", "à 120 €"; a bare number only after "for",
 * "por", "pour" ("awning 18 ft for $10" is priced $10).
 */
const PRICE = new RegExp(
  `\\s*(?:,\\s*)?(?:\\b(?:for|at|asking|por|a|pour|en|@)\\s+(?:[$€£]\\s?)?\\d[\\d.,]*(?:\\s?${CURRENCY_WORD}(?![a-z]))?|[$€£]\\s?\\d[\\d.,]*|\\b\\d[\\d.,]*\\s?${CURRENCY_WORD}(?![a-z]))`,
);
const LEADING_WORDS =
  /^(?:(?:my|our|an?|the|this|mi|mis|nuestro|nuestra|el|la|los|las|un|una|este|esta|mon|ma|mes|notre|le|la|les|l'|un|une|ce|cet|cette)\s+)+/i;
const TRAILING_WORDS =
  /\s+(?:for sale|up for sale|on the marketplace|in the marketplace|a la venta|en venta|en el mercado|en vente|sur les petites annonces|dans les petites annonces)$/i;

/** The condition the words give: "like new", "brand new", "for parts", "old"; nothing when they give none. */
function conditionIn(text: string): PamToolArgs<'create_listing'>['condition'] {
  if (/\b(?:like new|as new|como nuevo|como nueva|comme neuf|comme neuve|a estrenar|tout neuf)\b/.test(text)) {
    return 'like_new';
  }
  if (/\b(?:for parts|para piezas|para repuestos|pour pieces)\b/.test(text)) return 'for_parts';
  if (/\b(?:brand new|new|nuevo|nueva|neuf|neuve)\b/.test(text)) return 'new';
  if (/\b(?:old|worn|viejo|vieja|gastado|gastada|vieux|vieil|vieille|use|usee|abime)\b/.test(text)) return 'fair';
  return undefined;
}

/** "sell my old awning for $120", "vendo mi toldo viejo por 120 €", "vends mon auvent 120 €". */
const createListing: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = SELL.exec(c);
  if (!head) return null;
  const rest = c.slice(head[0].length);
  const price = PRICE.exec(rest);
  const amount = m.money[0]?.amount ?? m.numbers.at(-1)?.value;
  if (!price || amount === undefined || price.index === 0) return null;
  const title = cut(s, head[0].length, head[0].length + price.index)
    .replace(LEADING_WORDS, '')
    .replace(TRAILING_WORDS, '')
    .trim();
  if (title.length < 2) return null;
  const args: PamToolArgs<'create_listing'> = { title, price: amount };
  const currency = m.money[0]?.currency;
  if (currency) args.currency = currency as NonNullable<PamToolArgs<'create_listing'>['currency']>;
  const condition = conditionIn(c);
  if (condition) args.condition = condition;
  return tool({ name: 'create_listing', args }, 0.93);
};

const HUSTLE_NOUN =
  '(?:(?:side )?hustle|side gig|gig|(?:idea de )?trabajo(?: extra)?|chamba|curro|(?:idee de )?petit boulot|boulot)';
const NEW_HUSTLE = new RegExp(
  `^(?:add|post|share|submit|suggest|create|put up|anade|agrega|publica|comparte|sugiere|propone|propon|crea|ajoute|publie|partage|propose|suggere|cree) (?:a |an |my |our |new |una? |mi |nuev[oa] |un |une |mon |nouvel(?:le)? |nouveau )*(?:idea (?:for )?(?:a )?)?${HUSTLE_NOUN}(?: idea| idee)?(?:\\s*[:\\-–—]\\s*|\\s+(?:called|named|llamad[oa]|que se llame|appele|nomme|intitule)\\s+)`,
);
const PERIODS: Array<[RegExp, 'hour' | 'day' | 'week' | 'month']> = [
  [/\b(?:hour|hr|hora|heure)s?\b/, 'hour'],
  [/\b(?:day|dia|jour|journee)s?\b/, 'day'],
  [/\b(?:week|semana|semaine)s?\b/, 'week'],
  [/\b(?:month|mes|mois)\b/, 'month'],
];
const EARNINGS =
  /\s*,?\s*(?:(?:from|about|around|up to|makes?|earns?|pays?|desde|unos|hasta|paga|gana|environ|a partir de|jusqu'a|rapporte|paye)\s+)?(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:\$|€|£|dollars?|bucks|euros?|dolares|livres?))\s*(?:an?|per|la|por|al|a la|de l'|par|\/)\s*(?:hour|hr|day|week|month|hora|dia|semana|mes|heure|jour|journee|semaine|mois)\b.*$/;

type Earnings = NonNullable<PamToolArgs<'create_hustle'>['earnings']>;

/** Typical earnings as said after the idea: an amount and what it is per ("$20 an hour", "15 € la hora"). */
function earningsIn(m: PreparedMessage, text: string): Earnings | undefined {
  const money = m.money[0];
  const period = PERIODS.find(([re]) => re.test(text))?.[1];
  if (!money || !period) return undefined;
  return { min: money.amount, period, ...(money.currency ? { currency: money.currency as Earnings['currency'] } : {}) };
}

/** "add a hustle: dog walking at campgrounds, $20 an hour", "añade un trabajo: …", "ajoute un petit boulot : …". */
const createHustle: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = NEW_HUSTLE.exec(c);
  if (!head) return null;
  const rest = c.slice(head[0].length);
  const pay = EARNINGS.exec(rest);
  const end = pay ? head[0].length + pay.index : c.length;
  let title = cut(s, head[0].length, end).replace(/[.,;]+$/, '');
  let description: string | undefined;
  // A long idea: its first clause is the title, the whole of it the description.
  if (title.length > 80) {
    description = title;
    title = title.split(/[.,;:]\s/)[0]!.slice(0, 120);
  }
  if (title.length < 2) return null;
  const args: PamToolArgs<'create_hustle'> = { title };
  if (description) args.description = description;
  const earnings = pay ? earningsIn(m, pay[0]) : undefined;
  if (earnings) args.earnings = earnings;
  return tool({ name: 'create_hustle', args }, 0.94);
};

const VOTE =
  /^(?:(upvote|vote for|vote up|give (?:a |my )?vote to|\+1|vota(?:r)? (?:por|a)|dale (?:un |mi )?voto a|vote(?:r)? pour|donne (?:un |mon )?vote (?:a|au))|(remove my vote (?:from|for)|unvote|take back my vote (?:for|from)|quita(?:r)? mi voto (?:a|de|del|al)|retira(?:r)? mi voto (?:a|de|del|al)|retire(?:r)? mon vote (?:pour|de|du|au)))\s+/;
const HUSTLE_WORDS =
  /\b(?:side hustles?|hustles?|side gigs?|gigs?|ideas?|trabajos?(?: extra)?|chambas?|curros?|petits? boulots?|boulots?|idees?)\b/g;

/** "upvote the dog-walking hustle", "vota por el trabajo de paseo de perros", "vote pour le petit boulot de …". */
const voteHustle: IntentMatcher = (m) => {
  const s = said(m);
  const c = core(s);
  const head = VOTE.exec(c);
  if (!head) return null;
  const rest = c.slice(head[0].length);
  const named = new RegExp(HUSTLE_WORDS.source).test(rest);
  const hustle = rest
    .replace(HUSTLE_WORDS, ' ')
    .replace(/[?.!]+$/, '')
    .replace(/^\s*(?:(?:the|a|an|el|la|los|las|le|les|l'|un|une|una|de|del|du|des|d'|about|sobre|on|of)\s+)+/, '')
    .replace(/\s+(?:(?:on the board|en el tablon|sur le tableau|one|please))$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (hustle.length < 2) return null;
  const args: PamToolArgs<'vote_hustle'> = { hustle };
  if (head[2]) args.unvote = true;
  return tool({ name: 'vote_hustle', args }, named ? 0.93 : 0.7);
};

export const socialMarketMatchers: IntentMatcher[] = [
  createListing,
  createHustle,
  voteHustle,
  ...listingEditMatchers,
  ...hustleEditMatchers,
];
