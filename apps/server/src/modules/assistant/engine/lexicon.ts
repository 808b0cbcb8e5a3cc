import { isWholeCents } from '@ww/contracts';
import type { ExpenseCategory } from '@ww/contracts';
import type { PreparedMessage } from './prepared-message.ts';

/** Words that name an expense category, in the three languages, on normalised text (no accents). */
const CATEGORY_WORDS: Array<[ExpenseCategory, RegExp]> = [
  [
    'maintenance',
    /\b(?:oil change|maintenance|repairs?|mechanic|servic(?:e|ing)|tyres?|tires?|brakes?|battery|wipers?|spare parts?|garage|alignment|windshield|windscreen|reparacion(?:es)?|taller|mecanico|cambio de aceite|aceite|neumaticos?|llantas?|frenos|bateria|mantenimiento|reparation|mecanicien|vidange|pneus?|freins|entretien|revision|garagiste|carrosserie)\b/,
  ],
  [
    'fuel',
    /\b(?:diesel|gas|gasoline|petrol|fuel|fill ?-?up|propane|lpg|gasolina|gasoil|gasoleo|combustible|nafta|essence|carburant|gazole|plein|sans plomb|gpl)\b/,
  ],
  [
    'campground',
    /\b(?:campsites?|campgrounds?|camp sites?|rv parks?|caravan parks?|holiday parks?|site fees?|parking fees?|parking|camping|pitch|hook ?ups?|koa|campings?|acampada|area de autocaravanas|autocaravanas|aire de camping|emplacement|nuitee|estacionamiento|parqueo)\b/,
  ],
  [
    'food',
    /\b(?:groceries|grocery|food|restaurants?|restos|au resto|en resto|le resto|ate out|dined out|eating out|cene|cenamos|comi fuera|comimos fuera|almorce|desayune|cene fuera|cenamos fuera|mange au restaurant|mange dehors|coffee|cafe|lunch|dinner|breakfast|brunch|meals?|pizza|burgers?|takeout|take-away|takeaway|snacks?|supermarket|drinks?|beers?|wine|bar|pub|bakery|comida|restaurantes?|super|supermercado|mercado|cena|almuerzo|desayuno|comestibles|cerveza|panaderia|viveres|courses|epicerie|nourriture|dejeuner|diner|repas|boulangerie|supermarche|pain|vin|biere|alimentation|bouffe|marche|tapas|cafeteria|ice cream|helado|glace|la compra|compra del super|manger|comer|eat out|eating out|takeaways?|doughnuts?|donuts?|tacos?|sandwich(?:es)?|brewery|taproom|winery)\b/,
  ],
  [
    'entertainment',
    /\b(?:movies?|cinema|museums?|concerts?|shows|(?:a|the|un|le) show|tickets?|zoo|theat(?:er|re)|bowling|golf|tours?|excursions?|cine|museos?|entradas|conciertos?|teatro|musee|spectacle|billets?|attractions?|entertainment|entretenimiento|ocio|loisirs?|divertissement|parque de atracciones|parc d attractions|kayak|boat trip)\b/,
  ],
];

/** The category the message names first (a maintenance phrase such as 'oil change' wins over its parts). */
export function categoryIn(text: string): ExpenseCategory | null {
  let best: { category: ExpenseCategory; index: number } | null = null;
  for (const [category, re] of CATEGORY_WORDS) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.index)) best = { category, index: m.index };
  }
  return best?.category ?? null;
}

/** The amount the user means: the first written with a currency, else the first bare number. */
export function amountIn(m: PreparedMessage): { amount: number; currency: string | null } | null {
  const money = m.money[0];
  if (money) return { amount: money.amount, currency: money.currency };
  const bare = m.numbers.find((n) => n.unit === null);
  return bare ? { amount: bare.value, currency: null } : null;
}

/** A valid amount for the tools: positive, at most two decimals. */
export const validAmount = (n: number) => n > 0 && isWholeCents(n) && n <= 100_000_000;

/**
 * Whether the message asks rather than tells ("how much did I spend", "¿cuánto gasté?", "combien ai-je"): a question
 * mark, an opening question word in any of the three languages, or 'how much' anywhere.
 */
export function isQuestion(m: PreparedMessage): boolean {
  return (
    m.original.includes('?') ||
    /^(?:how|what|whats|where|wheres|when|which|who|did|do|does|have|has|am|is|are|can|could|will|would|should|any|cuanto|cuanta|cuantos|cuantas|que|como|donde|cuando|cual|hay|puedo|es|esta|combien|quel|quelle|quels|quelles|ou|quand|est ce|est-ce|est|comment|ai-je|suis-je|qu est-ce|qu est ce|quoi|y a t il|peux|dois)\b/.test(
      m.text,
    ) ||
    /\b(?:how much|how many|cuanto|combien)\b/.test(m.text)
  );
}

const ARTICLE =
  /^(?:a|an|the|some|my|our|un|una|unos|unas|el|la|los|las|mi|mis|nuestro|nuestra|une|des|le|les|l|du|de la|mon|ma|mes|notre|nos|new|nuevo|nueva|nouveau|nouvelle|nouvel)\b ?/;

/** Drops leading articles and possessives: 'a new awning' → 'awning'; 'el toldo' → 'toldo'. */
export function stripArticles(phrase: string): string {
  let out = phrase.trim();
  for (let i = 0; i < 4; i++) {
    const next = out.replace(ARTICLE, '').trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

const plainWord = (w: string) =>
  w
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The words of a normalised phrase as the user wrote them (accents and case kept), found in the original message;
 * the normalised phrase itself when the original words cannot be lined up (a mended typo, for instance).
 */
export function originalWording(m: PreparedMessage, phrase: string): string {
  const wanted = phrase.split(' ').filter(Boolean);
  if (wanted.length === 0) return phrase;
  // The words as written, with where each stands: the span found keeps its apostrophes ('garde d'animaux').
  const words = [...m.original.matchAll(/[^\s'’]+/g)];
  const plain = words.map((w) => plainWord(w[0]));
  for (let i = 0; i + wanted.length <= plain.length; i++) {
    if (wanted.every((w, j) => plain[i + j] === w)) {
      const last = words[i + wanted.length - 1]!;
      return m.original
        .slice(words[i]!.index, last.index + last[0].length)
        .replace(/\s+/g, ' ')
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    }
  }
  return phrase;
}

/** The text without money, numbers with their units, and the named date or period (what is left says what/where). */
export function withoutFigures(m: PreparedMessage): string {
  let text = m.text;
  // The date and period were found apart from the numbers, so no two of these spans overlap.
  const spans = [...m.money, ...m.numbers, ...[m.dateSpan, m.periodSpan].filter((s) => s != null)].sort(
    (a, b) => b.start - a.start,
  );
  for (const s of spans) text = `${text.slice(0, s.start)} ${text.slice(s.end)}`;
  return text
    .replace(
      /\b(?:today|yesterday|tonight|this morning|last night|(?:the )?day before yesterday|hoy|ayer|anteayer|anoche|esta manana|aujourd hui|hier|avant-hier|avant hier|ce matin|ce soir|(?:last|this|on) (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:el )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?: pasado)?|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: dernier)?|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An instruction to Pam after the figures, not part of a name: ', add it as income', ', add that as side income',
 * ', apúntalo', ', es un gasto fijo', ', ajoute-le', ', ajoute ça comme revenu d'appoint'. On normalised text (its commas
 * are gone), never at its start.
 */
export const INSTRUCTION_TAIL =
  /\s+(?:(?:please|por favor|pam|s il te plait)\s+)?(?:(?:add|log|save|record|note|track|put|mark|keep|set)\s+(?:it|that|this)\b|(?:apunta|anota|guarda|registra|apuntame|anotame)(?:lo|la|melo|mela)\b|(?:ajoute|note|enregistre|garde|mets)(?:-le|-la|-les| le| la| ca| cela)\b|(?:it s|its|that s|es|c est|ce sont) (?:a|an|un|una|une) (?:(?:recurring|fixed|regular|monthly|fijo|recurrente|fixe|reguliere?|mensuel(?:le)?)\s+)?(?:expense|bill|cost|income|gasto|ingreso|depense|revenu|charge)\b).*$/;

/** Words that cut a described thing short ('diesel today at the station' → 'diesel'). */
const DESCRIPTION_STOP =
  /\b(?:today|yesterday|hoy|ayer|hier|and|y|et|but|pero|mais|with|con|avec|because|porque|parce|please|por favor|s il te plait|in|en|at|a|au|on|for|por|para|pour|from|de|del|des|du|last|this|ce|cette|este|esta|el|la|le|les)$/;

/** The thing bought: the words after 'on/for/at', 'en/por/para', 'au/pour/en' once figures and dates are gone. */
export function describedThing(m: PreparedMessage): string | null {
  // 'on a dépensé…' opens with the French 'we', not the English 'on'.
  const rest = withoutFigures(m)
    .replace(INSTRUCTION_TAIL, '')
    .replace(/^(?:(?:je |on )?viens de|on vient de|acabo de|acabamos de|on a|on|nous avons|j ai|je|we|i)\s+(?=\S)/, '');
  // 'the oil change cost me $89', 'el cambio de aceite me costó…', 'la vidange m'a coûté…': the thing comes first.
  const subject =
    /^(.+?)\s+(?:cost me|cost us|cost|costs|me costo|nos costo|costo|m a coute|nous a coute|a coute|coute)\b/.exec(
      rest,
    )?.[1];
  const thing = subject ? stripArticles(subject) : '';
  if (thing && thing.split(' ').length <= 5 && !/^(?:it|that|this|eso|esto|ca|cela)$/.test(thing)) {
    return originalWording(m, thing);
  }
  const after =
    /\b(?:on|for|at|in|en|por|para|de|au|aux|pour|a la|a l|chez|sur)\s+(.+)$/.exec(rest)?.[1] ??
    /^(?:\S+\s+){0,3}?(?:spent|paid|bought|gaste|pague|compre|depense|paye|achete)\s+(.+)$/.exec(rest)?.[1] ??
    null;
  if (!after) return null;
  const words = stripArticles(after)
    .split(' ')
    .filter((w) => w.length > 0);
  const kept: string[] = [];
  for (const w of words) {
    if (kept.length > 0 && DESCRIPTION_STOP.test(w)) break;
    if (kept.length === 0 && DESCRIPTION_STOP.test(w)) continue;
    kept.push(w);
    if (kept.length === 6) break;
  }
  const phrase = stripArticles(kept.join(' '));
  return phrase.length > 0 ? originalWording(m, phrase) : null;
}
