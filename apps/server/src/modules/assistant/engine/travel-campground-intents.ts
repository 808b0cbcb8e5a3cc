/** The user's own campgrounds added, changed, deleted and listed; any campground rated and its reviews read. */
import type { PamToolArgs, PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import { originalSlice, placeAt, type Folded } from './places.ts';
import type { IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { withChoice } from '../tools/place-choice.ts';
import { placeChoice } from './place-choice-intents.ts';
import { ordinalIn } from './record-words.ts';
import { campgroundFactsIn } from './travel-campground-facts.ts';
import { keepListed, listedPick, moreAboutPicked } from './travel-campground-picks.ts';
import { folded, has, tool, words } from './travel-words.ts';
import { isQuestion } from './lexicon.ts';

/** The kind of record itself, in the three languages (folded: no accents). */
const SITE_WORDS =
  'campgrounds?|campsites?|camp ?sites?|rv parks?|caravan parks?|holiday parks?|campings?|campamentos?|' +
  'areas? de autocaravanas|aires? de camping-car|terrains? de camping';
const SITE = words(SITE_WORDS);
/** Records of other families that may mention campgrounds ("a hustle: dog walking at campgrounds"). */
const OTHER = words(
  'hustles?|listings?|trips?|posts?|groups?|expenses?|budgets?|goals?|viajes?|voyages?|gastos?|' +
    'depenses?|anuncios?|annonces?|grupos?|groupes?|publicacion|publication|trabajos?|petits? boulots?',
);
const LEAD =
  /^(?:(?:please|can you|could you|pam|hey|ok|por favor|puedes|podrias|s'il te plait|s il te plait|peux-tu|pourrais-tu)[\s,]+)*/;
const ADD =
  /^(?:add|save|create|register|record|put|mark|anade|agrega|guarda|crea|registra|apunta|ajoute|enregistre|cree|sauvegarde|note)\s/;
const HERE =
  /(?:^|\s)(?:this (?:spot|place|site|location)|here|where i am|my (?:location|position)|este (?:sitio|lugar|sitio)|aqui|donde estoy|mi ubicacion|cet endroit|ce lieu|cet emplacement|ici|ou je suis|ma position)(?=\s|[,.:;!]|$)/;
const NAMED = /(?:^|\s)(?:called|named|llamad[oa]|que se llama|nommee?|appelee?|qui s'appelle|qui s appelle)\s+/;
/** Where a name ends: a clause mark, a place, what the site has, its fee. */
const NAME_END =
  /\s*(?:[,;:!?.(]|(?:^|\s)(?:to|a|en)\s+[£$€\d]|(?:^|\s)(?:near|close to|outside|cerca de|junto a|pres de|a cote de|proche de)\s|(?:^|\s)(?:pres|a cote|proche) d'|\s(?:by|in|at|with|for|has|en|con|por|tiene|a|au|avec|pour)\s|\s[£$€\d]|'s\s|\s(?:is open|open|opens|abierto|abre|ouvert|ouvre|address|direccion|adresse)\b)/;
const NEAR =
  /(?:^|\s)(?:near|close to|outside|in|at|cerca de|junto a|en|pres de|a cote de|proche de|a|au|dans)\s+|(?:^|\s)(?:pres|a cote|proche) d'\s*/g;
const FILLER =
  /^(?:(?:the|my|our|a|an|el|la|los|las|mi|mis|un|una|le|les|mon|ma|notre|un|une|de|del|du|this|ese|este|esta|ce|cet|cette)\s+|[ld]'\s*)+/;

const NAME_LEAD = new RegExp(
  `^[\\s:,-]*(?:${FILLER.source.slice(1)})?(?:(?:${SITE_WORDS})(?=[\\s:,]|$)[\\s:,-]*)?(?:(?:called|named|llamad[oa]|nommee?|appelee?)\\s+)?`,
);

/** The user's words from `start` to the end of a name, cut of fillers and the kind of record; the original casing. */
function nameFrom(f: Folded, start: number, limit = f.text.length): { name: string; end: number } | null {
  const s = start + (NAME_LEAD.exec(f.text.slice(start, limit))?.[0].length ?? 0);
  const stop = NAME_END.exec(f.text.slice(s, limit));
  let end = stop ? s + stop.index : limit;
  // "the Lakeside Park campground": the kind written after the name is not part of it.
  const tail = new RegExp(`\\s+(?:${SITE_WORDS})$`).exec(f.text.slice(s, end));
  if (tail) end -= tail[0].length;
  const name = originalSlice(f, s, end)
    .replace(/^["'«\s]+|["'»\s]+$/g, '')
    .trim();
  if (name.length < 2 || /^(?:it|that|this|lo|la|le|ca|cela|ese|este)$/i.test(name)) return null;
  return { name, end };
}

/** The place named after a name ("near Keswick"), if any. */
function nearAfter(f: Folded, from: number): string | undefined {
  NEAR.lastIndex = from;
  for (let m = NEAR.exec(f.text); m; m = NEAR.exec(f.text)) {
    const place = placeAt(f, m.index + m[0].length);
    if (place && !SITE.test(` ${place.toLowerCase()} `)) return place;
  }
  return undefined;
}

const AMENITIES: Array<[keyof PamToolArgs<'add_campground'>, RegExp]> = [
  [
    'power',
    /(?:hook ?ups?|hook-ups?|power|electric\w*|shore power|enchufes?|electricidad|luz|corriente|electricite|branchements?|prises?)/,
  ],
  ['water', /(?:fresh water|drinking water|water|agua potable|agua|eau potable|eau)/],
  ['dump_station', /(?:dump stations?|dump|vaciado|punto de vaciado|vidange|borne de vidange)/],
  ['showers', /(?:showers?|duchas?|douches?)/],
  ['toilets', /(?:toilets?|loos?|restrooms?|wc|aseos|banos|toilettes|sanitaires)/],
  ['pets', /(?:pets?(?: allowed| friendly)?|dogs?(?: allowed| welcome)?|mascotas|perros|animaux|chiens)/],
];
const NEGATED = /(?:^|\s)(?:no|without|sin|sans|pas de|pas d'|no hay|ni|not)\s*$/;

/** Amenities said, true or (after "no", "sin", "sans") false; "free" when no fee. */
function amenitiesIn(m: PreparedMessage): Partial<PamToolArgs<'add_campground'>> {
  const out: Record<string, boolean> = {};
  for (const [key, re] of AMENITIES) {
    const hit = new RegExp(`(?:^|\\s)${re.source}(?=\\s|$)`).exec(m.text);
    if (hit) out[key] = !NEGATED.test(m.text.slice(Math.max(0, hit.index - 20), hit.index));
  }
  if (/(?:^|\s)(?:free|gratis|gratuit|gratuite|no fee|sin coste|sin costo)(?=\s|$)/.test(m.text)) out.free = true;
  return out;
}

/** The fee as said: "£25 a night", "25 € la noche", "25 € la nuit". */
function feeIn(m: PreparedMessage, ctx: EngineContext): string | undefined {
  const money = m.money[0];
  if (!money) return undefined;
  const currency = money.currency ?? ctx.currency;
  const whole = Number.isInteger(money.amount);
  const amount = new Intl.NumberFormat(m.language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(money.amount)
    .replace(/[\u00a0\u202f]/g, ' ');
  const night = /^\s*(?:a|per|each|\/|la|por|cada|par)\s*(?:night|noche|nuit)/.test(m.text.slice(money.end));
  const per = { en: ' a night', es: ' la noche', fr: ' la nuit' }[m.language];
  return `${amount}${night ? per : ''}`;
}

/** The longest rig said ("up to 10 m", "rigs to 35 ft"). */
function maxLengthIn(m: PreparedMessage): Partial<PamToolArgs<'add_campground'>> {
  const n = m.numbers.find((x) => (x.unit === 'm' || x.unit === 'ft') && x.value > 2 && x.value <= 300);
  return n ? { max_length: n.value, length_unit: n.unit as 'm' | 'ft' } : {};
}

const siteFields = (m: PreparedMessage, ctx: EngineContext) => {
  const fee = feeIn(m, ctx);
  return { ...amenitiesIn(m), ...(fee ? { fee } : {}), ...maxLengthIn(m), ...campgroundFactsIn(folded(m))?.facts };
};

/** "add a campground: Lakeside Park near Keswick, £25 a night", "añade este sitio como camping llamado Finca". */
const addCampground: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const lead = LEAD.exec(f.text)?.[0].length ?? 0;
  const verb = ADD.exec(f.text.slice(lead));
  if (!verb) return null;
  const site = new RegExp(`(?:^|\\s)(?:${SITE_WORDS})(?=\\s|[,.:;!]|$)`).exec(f.text);
  if (!site || has(message, OTHER) || /(?:^|\s)(?:reviews?|resenas?|avis)\b/.test(f.text)) return null;
  const between = f.text.slice(lead + verb[0].length, site.index);
  const asA = /\s(?:as|como|comme)(?:\s+(?:a|an|un|una|une))?\s*$/.test(` ${between}`);
  const fillers = /^(?:(?:a|an|my|our|new|un|una|une|mi|mon|ma|nuevo|nueva|nouveau|nouvelle)\s+)*$/;
  if (!asA && !fillers.test(`${between.trim()} `.trimStart())) return null;
  const siteEnd = site.index + site[0].length;
  const called = NAMED.exec(f.text);
  const here = HERE.test(f.text.slice(0, siteEnd + 40));
  // "add Lakeside Park as a campground": the name is between the verb and "as a".
  const before = /^(.+?)\s+(?:as|como|comme)(?:\s+(?:a|an|un|una|une))?\s*$/.exec(
    f.text.slice(lead + verb[0].length, site.index),
  );
  let at = called ? called.index + called[0].length : siteEnd;
  let limit = f.text.length;
  if (!called && before?.[1] && !HERE.test(` ${before[1]} `)) {
    at = lead + verb[0].length;
    limit = at + before[1].length;
  }
  // "add this spot as a campground": no name yet, Pam asks for one.
  const found = nameFrom(f, at, limit);
  const args: PamToolArgs<'add_campground'> = { ...(found ? { name: found.name } : {}), ...siteFields(message, ctx) };
  const near = here ? undefined : nearAfter(f, found?.end ?? siteEnd);
  if (near) args.near = near;
  else if (here || ctx.location) args.use_my_location = true;
  return tool({ name: 'add_campground', args }, 0.96);
};

const MINE =
  /(?:^|\s)(?:(?:my|our) (?:own )?(?:campgrounds|campsites|camp sites|rv parks)|(?:campgrounds|campsites) (?:i|we) (?:added|created|have added|ve added)|(?:campgrounds|campsites) have (?:i|we) added|(?:mis|nuestros) (?:campings|campamentos)|(?:que|cuales) campings (?:he|hemos) (?:anadido|agregado|creado)|campings que (?:he|hemos) (?:anadido|agregado|creado)|(?:mes|nos) campings|campings que (?:j'ai|nous avons) ajoutes|campings ai-je ajoutes)(?=\s|[?.!,]|$)/;
const OTHER_VERB =
  /(?:^|\s)(?:delete|remove|rename|change|update|find|search|near|borra|elimina|cambia|busca|cerca|supprime|change|modifie|cherche|pres)(?=\s|$)/;

const listMine: IntentMatcher = (message) => {
  // The user's words, not the prepared text (which makes "campgrounds" one): "our campsite" is a place, not a list.
  if (!MINE.test(folded(message).text) || OTHER_VERB.test(message.text) || message.money.length) return null;
  return tool({ name: 'list_my_campgrounds', args: {} }, 0.95);
};

const DELETE =
  /(?:^|\s)(?:delete|remove|erase|get rid of|borra|borrar|elimina|eliminar|quita|supprime|supprimer|efface|retire|enleve)\s+/;
const REVIEW_WORD = words(
  'reviews?|ratings?|resenas?|valoracion|valoraciones|opinion|opiniones|calificacion|avis|evaluation|note',
);
const THAT = /(?:^|\s)(?:it|that|this|that one|lo|la|le|ca|cela|ese|esa|este|esta)(?=\s|$)/;
/** "bórralo", "supprime-le": the conversation's campground deleted. */
const DELETE_IT = /^(?:borralo|eliminalo|quitalo|supprime[- ]le|efface[- ]le|supprime[- ]la)$/;

type Site = { campground: string; near?: string } | { id: string };

/** The site named (and the place after it, up to `limit`), else the conversation's campground ("delete it"). */
function whichSite(f: Folded, at: number, ctx: EngineContext, limit = f.text.length): Site | null {
  const found = nameFrom(f, at);
  if (found && !THAT.test(` ${found.name.toLowerCase()} `)) {
    const near = nearAfter({ ...f, text: f.text.slice(0, limit) }, found.end);
    return near ? { campground: found.name, near } : { campground: found.name };
  }
  return ctx.subject?.kind === 'campground' ? { id: ctx.subject.id } : null;
}
const noNear = (site: Site): { campground: string } | { id: string } =>
  'campground' in site ? { campground: site.campground } : site;

/** "delete my campground Lakeside Park", "delete my review of Lakeside Park", "borra mi reseña de Lago Azul". */
const deleteSite: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  if (ctx.subject?.kind === 'campground' && DELETE_IT.test(message.text.trim()))
    return tool({ name: 'delete_campground', args: { id: ctx.subject.id } }, 0.95);
  const verb = DELETE.exec(f.text);
  if (!verb) return null;
  const after = verb.index + verb[0].length;
  if (has(message, REVIEW_WORD)) {
    const of =
      /(?:review|rating|resena|valoracion|opinion|avis|note)s?\s+(?:of|for|on|about|de|del|sobre|du|de la|sur|pour)\s+/.exec(
        f.text.slice(after),
      );
    const site = of ? whichSite(f, after + of.index + of[0].length, ctx) : whichSite(f, f.text.length, ctx);
    if (!site) return null;
    return tool({ name: 'delete_campground_review', args: site }, 0.95);
  }
  const campgroundSaid = has(message, SITE) && !has(message, OTHER);
  if (!campgroundSaid && !(ctx.subject?.kind === 'campground' && message.tokens.length <= 5 && THAT.test(message.text)))
    return null;
  const site = whichSite(f, after, ctx);
  if (!site) return null;
  return tool({ name: 'delete_campground', args: noNear(site) }, 0.95);
};

const RENAME = /(?:^|\s)(?:rename|renombra|renomme|change the name of|cambia el nombre de|change le nom de)\s+/;
const RENAMED_TO = /\s+(?:to|as|a|como|en|comme)\s+/;
const CHANGE =
  /(?:^|\s)(?:change|update|edit|set|make|correct|cambia|actualiza|modifica|edita|pon|corrige|change|modifie|mets a jour|mets|corrige)\s+/;
/** "the price of", "the address of", "la temporada de": what is changed, before the site's name. */
const PRICE_OF =
  /^(?:the |its |el |la |su |le |son |sa |l')?(?:price|fee|cost|rate|nightly rate|address|season|opening hours|hours|capacity|number of sites|precio|tarifa|direccion|temporada|horario|capacidad|prix|tarif|adresse|saison|horaires|capacite)\s*(?:(?:of|for|at|de|del|du|de la|pour)\s+)?/;

/** "rename Lakeside Park to Lakeside Meadow", "change the price of my campground Lakeside Park to £30". */
const updateSite: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const rename = RENAME.exec(f.text);
  const change = rename ? null : CHANGE.exec(f.text);
  const aboutSubject = ctx.subject?.kind === 'campground';
  if (!rename && !change) return null;
  // A rename names a campground before its new name ('renomme les chaises en Chaises de camping' is no campground).
  const from = rename ? rename.index + rename[0].length : 0;
  const named = rename ? f.text.slice(0, from + (RENAMED_TO.exec(f.text.slice(from))?.index ?? 0)) : f.text;
  if ((!SITE.test(named) && !aboutSubject) || has(message, OTHER)) return null;
  let at = (rename ?? change)!.index + (rename ?? change)![0].length;
  const price = PRICE_OF.exec(f.text.slice(at));
  if (price) at += price[0].length;
  const args: PamToolArgs<'update_campground'> = { ...siteFields(message, ctx) };
  const site = whichSite(f, at, ctx);
  if (!site) return null;
  Object.assign(args, noNear(site));
  if (rename) {
    // "rename Lakeside Park to Lakeside Meadow": the old name ends where "to" starts the new one.
    const lead = NAME_LEAD.exec(f.text.slice(at))?.[0].length ?? 0;
    const to = RENAMED_TO.exec(f.text.slice(at + lead + 1));
    if (!to) return null;
    const split = at + lead + 1 + to.index;
    const newName = nameFrom(f, split + to[0].length);
    const oldName = split > at + lead + 1 ? nameFrom(f, at, split) : null;
    if (!newName) return null;
    args.new_name = newName.name;
    if (oldName) args.campground = oldName.name;
    else if (ctx.subject?.kind === 'campground') args.id = ctx.subject.id;
    else return null;
  }
  if (Object.keys(args).length === 1) return null;
  return tool({ name: 'update_campground', args }, has(message, SITE) ? 0.97 : 0.9);
};

/** "has", "is open", "tiene", "a", "est": where a statement of the site's facts turns from its name to them. */
const HAS =
  /(?:'s\s|(?:^|\s)(?:has|have|has got|is|now has|tiene|cuenta con|dispone de|esta|es|a|compte|dispose de|est)\s)/;
/** A search, not a fact: "campgrounds open all year near Moab". */
const SEARCHING =
  /(?:^|\s)(?:find|search|look for|looking for|any|show me|near|nearby|around|busca|buscar|encuentra|hay|cerca|cherche|trouve|pres de|autour)(?=\s|$)/;
/** The user telling what they did at a site, not what the site is: "I booked 2 sites", "we stayed at a campground". */
const DOING =
  /^(?:i|we|you|yo|nosotros|je|j'|nous|on|tu|vous)(?:\s|$)|(?:^|\s)(?:was|were|booked|paid|stayed|spent|visited|camped|reserved|estaba|estuvo|estuve|reserve|pague|pagamos|fuimos|etait|ai|avons|paye)(?=\s|$)/;
const SITE_IN = new RegExp(`(?:^|\\s)(?:${SITE_WORDS})(?=\\s|'|$)`);
const PRONOUN = /^(?:it|its|it's|that|this|el|ella|il|elle|ce|c'|lo|la|le|ca|cela|ese|este|esta|he|she)$/;

/**
 * "my Moab campground has 40 sites", "it's open from April to October", "the address is 12 Main St", "tiene 40
 * parcelas", "il a 40 emplacements": a fact said of one of the user's campgrounds (named, else the conversation's).
 */
const siteFacts: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const found = campgroundFactsIn(f);
  if (!found || ADD.test(f.text) || CHANGE.test(f.text) || RENAME.test(f.text) || has(message, OTHER)) return null;
  if (isQuestion(message) || SEARCHING.test(f.text)) return null;
  if (!has(message, SITE) && ctx.subject?.kind !== 'campground') return null;
  const verb = HAS.exec(f.text.slice(0, found.start + 1));
  const end = Math.min(found.start, verb ? verb.index : found.start);
  // What the fact is said of: the site ("my Moab campground"), never what the user did there ("I booked 2 sites").
  const about = f.text.slice(0, end);
  if (DOING.test(about) || (!SITE_IN.test(about) && ctx.subject?.kind !== 'campground')) return null;
  const named = end > 0 ? nameFrom(f, 0, end) : null;
  const name = named?.name.replace(/^(?:de|del|du|of|d')\s*/i, '');
  // "the address is…", "it's open…": no name said, the conversation's campground.
  const fillerOnly = (n: string) => FILLER.exec(`${n.toLowerCase()} `)?.[0].length === n.length + 1;
  const said = name && !PRONOUN.test(name.toLowerCase()) && !fillerOnly(name) ? name : null;
  const site = said ? { campground: said } : whichSite(f, f.text.length, ctx);
  if (!site) return null;
  return tool({ name: 'update_campground', args: { ...noNear(site), ...siteFields(message, ctx) } }, 0.93);
};

const RATE =
  /(?:^|\s)(?:rate|review|give|rating|valora|valorar|califica|calificar|puntua|puntuar|dale|da|note|noter|evalue|donne)\s+/;
const STARS =
  /(?:^|\s)(?:with\s+|con\s+|avec\s+)?([1-5])\s*(?:stars?|estrellas?|etoiles?|\/\s*5|out of 5|sobre 5|sur 5)(?=\s|[,.:;!-]|$)/;

/** "rate Lakeside Park 4 stars: quiet and clean", "valora Lago Azul con 4 estrellas", "note Lac Bleu 4 étoiles". */
const rateSite: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const stars = STARS.exec(f.text);
  const verb = RATE.exec(f.text);
  if (!stars || !verb || verb.index > stars.index) return null;
  const start = verb.index + verb[0].length;
  const after = stars.index + stars[0].length;
  const forSite = /^\s*(?:for|to|para|a|pour|au|a la|al)\s+/.exec(f.text.slice(after));
  // The site is named before the stars ("rate Lakeside 4 stars"), after them ("4 stars for Lakeside"), or not at all.
  const [from, limit] = f.text.slice(start, stars.index).trim()
    ? [start, stars.index]
    : forSite
      ? [after + forSite[0].length, f.text.length]
      : [f.text.length, f.text.length];
  const site = listedPick(message, ctx, f.text.slice(from, limit)) ?? keepListed(whichSite(f, from, ctx, limit), ctx);
  if (!site) return null;
  const args: PamToolArgs<'review_campground'> = { ...site, rating: Number(stars[1]) };
  const rest = f.text.slice(stars.index + stars[0].length);
  const text = /^\s*(?:[:,.-]|and|y|et)\s*(.+)$/.exec(rest);
  if (text?.[1] && !forSite) {
    const from = f.text.length - text[1].length;
    args.text = originalSlice(f, from, f.text.length).trim();
  }
  return tool({ name: 'review_campground', args }, 0.95);
};

const SAY =
  /(?:^|\s)(?:what do (?:people|others|travellers|travelers|folks) (?:say|think) (?:about|of)|what are (?:the )?reviews (?:of|for)|reviews (?:of|for)|(?:show|read)(?: me)? (?:the )?reviews (?:of|for)|que (?:opinan|dicen|piensan) (?:la gente )?(?:de|del|sobre)|resenas (?:de|del|sobre)|opiniones (?:de|del|sobre)|que disent (?:les gens|les voyageurs) (?:de|du|des|sur)|avis (?:sur|de|du)|les avis (?:sur|de|du))\s+/;

/** "what do people say about Lakeside Park?", "¿qué opinan de Lago Azul?", "avis sur le Lac Bleu". */
const siteReviews: IntentMatcher = (message, ctx) => {
  const f = folded(message);
  const say = SAY.exec(f.text);
  if (!say || DELETE.test(f.text)) return null;
  const at = say.index + say[0].length;
  const said = f.text.slice(at).replace(/\s*\?+\s*$/, '');
  const site = listedPick(message, ctx, said) ?? keepListed(whichSite(f, at, ctx), ctx);
  if (!site) return null;
  return tool({ name: 'campground_reviews', args: site }, has(message, SITE) ? 0.95 : 0.9);
};

/** The campground tools that name a site: "the second one" answers their "which one?". */
const PICKS = new Set<PamToolCall['name']>([
  'add_campground',
  'update_campground',
  'delete_campground',
  'review_campground',
  'campground_reviews',
  'delete_campground_review',
]);

/**
 * The answer to "Which one do you mean?" or "Which Keswick do you mean?": the previous call again, with the site
 * picked ("the second one": `choice`; the tool applies it to the place when the place was in doubt), or the place
 * ("the one in England").
 */
const choiceAnswer: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (!previous || !PICKS.has(previous.name) || message.tokens.length > 6) return null;
  const args = previous.args as Record<string, unknown>;
  const n = ordinalIn(message);
  const place = typeof args.near === 'string' ? placeChoice(message.text) : null;
  if (place && (!n || previous.name === 'add_campground')) {
    const near = withChoice(args.near as string, place);
    return tool({ ...previous, args: { ...args, near } } as PamToolCall, 0.92);
  }
  if (!n || previous.name === 'add_campground') return null;
  return tool({ ...previous, args: { ...args, choice: n } } as PamToolCall, 0.8);
};

const CALL_IT =
  /^(?:(?:call it|name it|it s called|its called|it is called|llamalo|se llama|ponle|appelle-le|appelle le|il s appelle|nomme-le)\s+)?/;
const NOT_A_NAME = /^(?:yes|no|si|oui|non|ok|okay|cancel|cancela|annule|thanks|gracias|merci)(?:\s|$)/;

/** The answer to "What should I call it?": the same site, with that name. */
const nameAnswer: IntentMatcher = (message, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'add_campground' || previous.args.name || message.tokens.length > 8) return null;
  if (isQuestion(message) || NOT_A_NAME.test(message.text) || has(message, SITE)) return null;
  const f = folded(message);
  const found = nameFrom(f, CALL_IT.exec(f.text)?.[0].length ?? 0);
  if (!found) return null;
  return tool({ name: 'add_campground', args: { ...previous.args, name: found.name } }, 0.85);
};

export const campgroundMatchers: IntentMatcher[] = [
  addCampground,
  listMine,
  deleteSite,
  updateSite,
  siteFacts,
  rateSite,
  siteReviews,
  choiceAnswer,
  nameAnswer,
  moreAboutPicked,
];
