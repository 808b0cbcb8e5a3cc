import type { PamToolCall } from '@ww/contracts';
import type { ToolArgsOut } from '../assistant.types.ts';
import { isQuestion, originalWording, validAmount } from './lexicon.ts';
import type { IntentMatch, IntentMatcher, PreparedMessage } from './prepared-message.ts';

// Converting an amount at the user's rates, renaming a side income source, and what a source earned.

const tool = (call: PamToolCall, score: number): IntentMatch => ({ understanding: { kind: 'tool', call }, score });

type Kind = ToolArgsOut<'add_side_income_source'>['kind'];

/** Currencies named in words or codes, in the order written ("euro to dollar", "1 eur 1,08 usd"). */
const CURRENCY =
  /(?:\b(canadian dollars?|dolares canadienses|dollars canadiens|cad|australian dollars?|dolares australianos|dollars australiens|aud|new zealand dollars?|nzd|swiss francs?|francs? suisses?|francos? suizos?|chf|euros?|eur|pounds?|sterling|libras?|livres?(?: sterling)?|gbp|us dollars?|dollars?|dolares|dolar|usd)\b|(€|£|\$))/g;

function codeOf(word: string, userCurrency: string): string {
  if (/^(?:canad|cad|dolares canad|dollars canad)/.test(word) || /canad/.test(word)) return 'CAD';
  if (/austral|^aud$/.test(word)) return 'AUD';
  if (/zealand|^nzd$/.test(word)) return 'NZD';
  if (/franc|^chf$/.test(word)) return 'CHF';
  if (/^(?:euro|eur|€)/.test(word)) return 'EUR';
  if (/^(?:pound|sterling|libra|livre|gbp|£)/.test(word)) return 'GBP';
  if (/^us|^usd$/.test(word)) return 'USD';
  return ['USD', 'CAD', 'AUD', 'NZD'].includes(userCurrency) ? userCurrency : 'USD';
}

export function currenciesIn(text: string, userCurrency: string): { code: string; start: number; end: number }[] {
  return [...text.matchAll(CURRENCY)].map((x) => ({
    code: codeOf(x[1] ?? x[2]!, userCurrency),
    start: x.index,
    end: x.index + x[0].length,
  }));
}

const KIND_WORDS: Array<[Kind, RegExp]> = [
  ['remote_work', /\b(?:remote|online|freelance\w*|remoto|en linea|a distance|teletrabajo|teletravail)\b/],
  ['workamping', /\bworkamp\w*\b/],
  ['seasonal', /\b(?:seasonal|harvest|temporada|cosecha|saisonnier\w*|vendanges?|recolte)\b/],
  ['crafts', /\b(?:crafts?|etsy|handmade|jewelry|artesania|manualidades|artisanat|bijoux|fait main)\b/],
  ['content', /\b(?:content|youtube|blog\w*|vlog\w*|instagram|tiktok|podcast|contenido|contenu)\b/],
];
/** The kind of side income words say ('seasonal', 'Etsy', 'YouTube'), or null. */
export const sideIncomeKindIn = (text: string): Kind | null => KIND_WORDS.find(([, re]) => re.test(text))?.[0] ?? null;

const CONVERT =
  /\b(?:convert|conversion|change|exchange|convierte|convertir|conviertes|cambia|cambiar|pasa|pasar|convertis|convertit|convertissez|changer)\b/;
/** Said with no currency to go to, only these convert to the user's own ("convert 50 euros"). */
const CONVERT_ALONE = /\b(?:convert|convierte|convertir|convertis|convertit|convertissez)\b/;
const ASK_AMOUNT =
  /^(?:(?:so|and|ok|y|et|alors|pam|please|por favor) )*(?:(?:can you |could you )?tell me |dime |dis-moi |dis moi )?(?:how much|how many|what s|what is|whats|what are|what would|cuanto|cuanta|cuantos|cuantas|a cuanto|combien|ca fait combien|ca fait|cela fait|que son|c est combien)\b/;
/** The words between the amount and the currency it goes to. */
const INTO =
  /^\s*(?:is it |would it be |are they |would that be |is |are |would be |be |make |makes |son |font |fait |serait )?(?:in|into|to|as|en|a|al|vers)\s+(?:us |american |des |los |les |de )?$/;
/** Logging money, not converting it: "spent 50 € in diesel", "gasté 50 € en gasolina". */
const LEDGER =
  /\b(?:spent|paid|bought|earned|received|gaste|pague|compre|gane|recibi|cobre|depense|paye|achete|gagne|recu|log|record|anota|apunta|registra|note|enregistre)\b/;

/** "how much is 50 euros in dollars?", "convierte 120 libras a dólares australianos", "combien font 50 € en dollars". */
export const convertMatcher: IntentMatcher = (m, ctx) => {
  if (m.money.length !== 1 || LEDGER.test(m.text)) return null;
  const said = m.money[0]!;
  if (!validAmount(said.amount)) return null;
  const others = currenciesIn(m.text, ctx.currency).filter((c) => c.end <= said.start || c.start >= said.end);
  const from = said.currency ?? ctx.currency;
  const after = others.find((c) => c.start >= said.end && INTO.test(m.text.slice(said.end, c.start)));
  const before = others.find((c) => c.end <= said.start && ASK_AMOUNT.test(m.text.slice(0, c.start)));
  const to = (after ?? before)?.code ?? (others.length === 0 && CONVERT_ALONE.test(m.text) ? ctx.currency : null);
  if (!to || to === from) return null;
  const asked = CONVERT.test(m.text) || ASK_AMOUNT.test(m.text) || (after && said.start <= 1) || isQuestion(m);
  if (!asked) return null;
  return tool({ name: 'convert_currency', args: { amount: said.amount, from, to } }, 0.95);
};

/** The words naming a side income source in a request about it. */
const SOURCE_WORD =
  /\b(?:side income sources?|side incomes?|income sources?|sources? of income|sources? de revenus?(?: d appoint)?|sources?|fuentes? de ingresos(?: extras?)?|fuentes?|ingresos? extras?|revenus? d appoint)\b/g;
const RENAME =
  /^(?:(?:can you|could you|please|pam|puedes|podrias|por favor|peux-tu|peux tu|pourrais-tu|tu peux) )*(?:rename|renombra(?:r|la|lo)?|renomme[rz]?(?:-la|-le| la| le)?|change|set|update|edit|cambia(?:r|le)?|pon|fija|actualiza|modifie[rz]?|modifica(?:r)?|mets|mettre)\s+(?:(?:the )?(?:name|kind|type|notes?) (?:of |on )?|(?:el )?(?:nombre|tipo|notas?) (?:de |del )?|(?:le |la |les )?(?:nom|type|notes?) (?:de |du |d )?)?(.+?)\s+(?:to|into|as|a|al|como|por|en)\s+(.+)$/;
const PRONOUN = /^(?:it|this one|that one|this|that|lo|la|le|esa|esta|celle-ci|celle-la)$/;
const FILLERS =
  /\b(?:my|the|our|a|mi|mis|el|la|los|las|de|del|mon|ma|mes|le|les|du|d|l|its|su|son|sa|name|kind|type|notes?|nombre|tipo|notas?|nom)\b/g;
const KIND_ASKED = /\b(?:kind|type|tipo|category|categoria|categorie)\b/;
const NOTES_ASKED = /\b(?:notes?|notas?)\b/;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const clean = (text: string) =>
  squeeze(
    text
      .replace(SOURCE_WORD, ' ')
      .replace(FILLERS, ' ')
      .replace(/[.!?"«»]/g, ' '),
  );

/** The end of the message as typed (case, accents, apostrophes and hyphens kept) that reads as `value`. */
function typedTail(m: PreparedMessage, value: string): string {
  const typed = m.original.trim().replace(/[\s.!?"»]+$/u, '');
  const plain = (t: string) =>
    t
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’]/g, ' ')
      .replace(/\s+/g, ' ');
  const tail = typed.slice(Math.max(0, typed.length - value.length));
  return plain(tail) === value ? tail : originalWording(m, value);
}

/** The source a request names: its words, or the source the conversation is about ("rename it to …"). */
function sourceRef(m: PreparedMessage, words: string, subjectId: string | null) {
  if ((!words || PRONOUN.test(words)) && subjectId) return { id: subjectId };
  return words && !PRONOUN.test(words) ? { name: originalWording(m, words) } : null;
}

/** "rename my dog walking source to pet sitting", "cambia la fuente paseo de perros a cuidado de mascotas". */
export const renameSourceMatcher: IntentMatcher = (m, ctx) => {
  const r = RENAME.exec(m.text.replace(/[.!]+$/, ''));
  if (!r) return null;
  const subjectId = ctx.subject?.kind === 'side_income_source' ? ctx.subject.id : null;
  if (!subjectId && !SOURCE_WORD.test(r[1]!)) return null;
  const ref = sourceRef(m, clean(r[1]!), subjectId);
  const value = squeeze(r[2]!.replace(/[.!?"«»]/g, ' '));
  if (!ref || !value) return null;
  const head = m.text.slice(0, m.text.length - r[2]!.length);
  const kind = KIND_ASKED.test(head) ? sideIncomeKindIn(value) : null;
  const change = kind
    ? { kind }
    : NOTES_ASKED.test(head)
      ? { notes: typedTail(m, value) }
      : { new_name: typedTail(m, value) };
  return tool({ name: 'update_side_income_source', args: { ...ref, ...change } }, 0.96);
};

/** "how much has dog walking earned", "cuánto ha ganado el paseo de perros", "combien la garde d'animaux a rapporté". */
const EARNED_BY: RegExp[] = [
  /^how much (?:money )?(?:has|have|did|does) (.+?) (?:earn|earned|make|made|bring in|brought in|generate|generated)\b/,
  /^how much (?:money )?(?:have|did|do|has) (?:i|we) (?:earn|earned|make|made|get|got|receive|received|bring in|brought in)(?: so far| in total)? (?:from|with|doing|by|through|off|on) (.+)$/,
  /^what (?:has|did|have) (.+?) (?:earn|earned|make|made|bring in|brought in|brought)\b/,
  /^cuanto (?:dinero )?(?:me |nos )?(?:ha|han|habia) (?:ganado|dado|generado|rendido|producido|aportado|dejado|traido) (?:con |de )?(.+)$/,
  /^cuanto (?:dinero )?(?:he |hemos |llevo |llevamos )?(?:gane|ganado|ganamos|cobre|cobrado|saque|sacado) (?:con|de|por|en|haciendo|gracias a) (.+)$/,
  /^cuanto (?:me |nos )?(?:da|dio|genera|genero|rinde|rindio|deja|dejo|ha dado|ha dejado) (.+)$/,
  /^combien (?:d argent )?(?:m |nous )?(?:a|ont) (?:rapporte|gagne|genere|donne|fait) (.+)$/,
  /^combien (?:d argent )?(.+?) (?:m |nous )?(?:a|ont|m a|nous a) (?:rapporte|gagne|genere)\b/,
  /^combien (?:d argent )?(?:j ai|ai-je|ai je|nous avons|avons-nous|on a) (?:gagne|touche|recu|fait|empoche) (?:avec|grace a|en faisant|de|par|sur|en) (.+)$/,
];
const PEOPLE = /^(?:i|we|you|yo|je|j|nous|on|vous|tu)$/;
const EARNED_TAIL =
  /\b(?:so far|in total|this year|last year|hasta ahora|en total|este ano|jusqu ici|au total|cette annee|side hustle|side gig|source|fuente|ingreso extra|revenu d appoint)\b/g;

export const sourceEarningsMatcher: IntentMatcher = (m) => {
  const span = m.periodSpan ?? m.dateSpan;
  const text = span ? `${m.text.slice(0, span.start)} ${m.text.slice(span.end)}` : m.text;
  const plain = squeeze(text.replace(/[?¿!.]/g, ' ').replace(/^(?:and|so|y|et|alors|pam|dis-moi|dime|tell me) /, ''));
  // "how much have I made from…" is read by the rule naming what it came from, not by the one whose subject is "I".
  const name = EARNED_BY.map((re) => clean((re.exec(plain)?.[1] ?? '').replace(EARNED_TAIL, ' '))).find(
    (x) => x && !PEOPLE.test(x),
  );
  if (!name) return null;
  const period = m.period ? { from: m.period.from, to: m.period.to } : {};
  return tool({ name: 'side_income_earnings', args: { name: originalWording(m, name), ...period } }, 0.92);
};

/** "and last year?", "what about 80?", "y en libras?", "et en dollars canadiens ?": the previous answer again, changed. */
const FOLLOW_OPENER =
  /^(?:and|what about|how about|same for|y|que tal|y en|y para|y con|et|et pour|et en|et avec|pareil pour)\b/;

export const moneyFollowUpMatcher: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (!previous || m.tokens.length > 8 || (!FOLLOW_OPENER.test(m.text) && m.tokens.length > 4)) return null;
  if (previous.name === 'side_income_earnings') {
    if (!m.period) return null;
    const args = { name: previous.args.name, from: m.period.from, to: m.period.to };
    return tool({ name: 'side_income_earnings', args }, 0.8);
  }
  if (previous.name !== 'convert_currency' || m.period) return null;
  const money = m.money[0];
  const bare = m.numbers.find((n) => n.unit === null)?.value;
  const named = currenciesIn(m.text, ctx.currency).filter(
    (c) => !money || c.end <= money.start || c.start >= money.end,
  );
  const amount = money?.amount ?? bare ?? previous.args.amount;
  const from = money?.currency ?? previous.args.from;
  const to = named[0]?.code ?? previous.args.to;
  if (!validAmount(amount) || from === to) return null;
  if (amount === previous.args.amount && from === previous.args.from && to === previous.args.to) return null;
  return tool({ name: 'convert_currency', args: { amount, from, to } }, 0.8);
};
