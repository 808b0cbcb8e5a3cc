import { isWholeCents } from '@ww/contracts';
import type { PamToolCall } from '@ww/contracts';
import type { ToolArgsOut } from '../assistant.types.ts';
import { categoryIn, isQuestion, originalWording, stripArticles } from './lexicon.ts';
import type { IntentMatch, IntentMatcher, PreparedMessage } from './prepared-message.ts';
import { anotherExpense, correction, pickFromList } from './record-follow-ups.ts';
import {
  BULK,
  CHANGE_VERB,
  DELETE_VERB,
  EXPORT_VERB,
  FIND_VERB,
  kindIn,
  LATEST,
  OTHER_FAMILY,
  RENAME_VERB,
  referenceWords,
  currencyWordIn,
  recurrenceIn,
  type PamRecordKind,
} from './record-words.ts';

type Filter = Omit<ToolArgsOut<'find_records'>, 'limit' | 'kind'> & { kind: PamRecordKind };

const tool = (call: PamToolCall, score: number): IntentMatch => ({ understanding: { kind: 'tool', call }, score });
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

/** The record a span of the message names: kind, words, category, amount and period written there. */
function filterIn(m: PreparedMessage, kind: PamRecordKind, start = 0, end = m.text.length): Filter {
  const inside = (s: { start: number; end: number } | null | undefined) => !!s && s.start >= start && s.end <= end;
  const text = m.text.slice(start, end);
  const money = m.money.find(inside) ?? m.numbers.find((n) => n.unit === null && inside(n));
  const amount = money ? ('amount' in money ? money.amount : money.value) : undefined;
  const dated = inside(m.dateSpan) || inside(m.periodSpan);
  const category = kind === 'expense' || kind === 'budget' || kind === 'category_rule' ? categoryIn(text) : null;
  return defined({
    kind,
    text: referenceWords(m, start, end) ?? undefined,
    category: category ?? undefined,
    amount: amount !== undefined && amount > 0 && isWholeCents(amount) ? amount : undefined,
    from: dated ? m.period?.from : undefined,
    to: dated ? m.period?.to : undefined,
  }) as Filter;
}

/** A question, unless it is a polite request ('can you delete…', '¿puedes borrar…?', 'peux-tu supprimer…'). */
const asks = (m: PreparedMessage) =>
  isQuestion(m) &&
  !/^(?:please |pam )?(?:can|could|would|will) you\b|^(?:me )?(?:puedes|podrias)\b|^(?:peux|pourrais|pouvez|pourriez)[- ](?:tu|vous)\b/.test(
    m.text,
  );

/** Whether the words name a Wins record at all: its kind, a spending category or an amount. */
const namesFinance = (m: PreparedMessage, text = m.text) =>
  kindIn(text) !== null || categoryIn(text) !== null || m.money.length > 0;

/** "delete the museum ticket", "borra el gasto del museo", "supprime toutes les dépenses d'hier". */
const deleteByWords: IntentMatcher = (m) => {
  if (!DELETE_VERB.test(m.text) || asks(m)) return null;
  const kind = kindIn(m.text);
  if (kind === null && OTHER_FAMILY.test(m.text)) return null;
  const filter = filterIn(m, kind ?? 'expense');
  const hasFilter = !!(filter.text || filter.category || filter.amount || filter.from);
  const plural = /\b(?:expenses|gastos|depenses|transactions|entries)\b/.test(m.text);
  if (BULK.test(m.text) || (plural && !LATEST.test(m.text))) {
    if (!hasFilter || (kind ?? 'expense') !== filter.kind) {
      return { understanding: { kind: 'refuse', reason: 'bulk_delete' }, score: 0.95 };
    }
    return tool({ name: 'delete_record', args: { ...filter, all: true } }, 0.93);
  }
  if (LATEST.test(m.text) && (kind === 'expense' || kind === null) && !filter.from) {
    if (kind === null && !namesFinance(m)) return null;
    const cat = categoryIn(m.text);
    const amount = m.money[0]?.amount;
    return tool(
      {
        name: 'delete_expense',
        args: { which: 'latest', ...(cat ? { category: cat } : {}), ...(amount ? { amount } : {}) },
      },
      0.93,
    );
  }
  if (LATEST.test(m.text)) return tool({ name: 'delete_record', args: { ...filter, latest: true } }, 0.92);
  if (!hasFilter && (kind === null || kind === 'expense')) return null;
  return tool({ name: 'delete_record', args: filter }, namesFinance(m) ? 0.9 : 0.56);
};

/** The separator before the new value: the last 'to' / 'a' / 'en' / 'à' / 'pour' with something after it. */
const SEPARATOR = / (?:to|into|as|a|en|por|pour|au|sur|=)(?= \S)/g;

type Changes = ToolArgsOut<'update_record'>['changes'];

const WAS =
  / (?:was|were|is|should be|should have been|fue|fueron|era|eran|es|etait|est|coutait|costo|costaba)(?: (actually|really|en realidad|realmente|en fait|vraiment))?(?: de| d)?(?= \S)/;
/** A change asked for: the verb opens the request, after polite words ('can you change…', 'no, cambia…'). */
const IMPERATIVE_CHANGE = new RegExp(
  `^(?:(?:please|pam|can you|could you|would you|will you|hey|ok|okay|oh|no|non|actually|en fait|oops|sorry|and|y|et|also|then|puedes|podrias|me puedes|por favor|peux-tu|peux tu|tu peux|pouvez-vous|pouvez vous|pourrais-tu|pourriez-vous|s il te plait|i need to|i want to|quiero|je veux|necesito)\\s+){0,3}${CHANGE_VERB.source}`,
);

const PAST_DONE =
  /\b(?:i|we|they|j ai|on a|nous avons|ils ont|he|hemos|han)\s+(?:just\s+|juste\s+|ya\s+)?(?:changed|fixed|replaced|moved|change|cambiado|arreglado|deplace|repare|remplace)\b/;

/** What the part after the separator (or the whole message) sets. */
function changesIn(m: PreparedMessage, kind: PamRecordKind, start: number, rename: boolean): Changes | null {
  const text = m.text.slice(start);
  const inside = (s: { start: number } | null | undefined) => !!s && s.start >= start;
  const money = m.money.filter(inside).at(-1);
  const bare = m.numbers.filter((n) => n.unit === null && inside(n)).at(-1);
  const amount = money?.amount ?? bare?.value;
  const out: Changes = {};
  if (rename) {
    const label = stripArticles(
      m.text
        .slice(start)
        .replace(/^\s*(?:to|into|as|a|en|por|pour|au|sur|=)\s+/, '')
        .trim(),
    );
    if (label) out.label = originalWording(m, label).slice(0, 120);
    return Object.keys(out).length ? out : null;
  }
  if (amount !== undefined && amount > 0 && isWholeCents(amount)) out.amount = amount;
  const currency = money?.currency ?? (amount === undefined ? currencyWordIn(text) : null);
  if (currency && (money?.currency || amount === undefined)) out.currency = currency;
  if (inside(m.dateSpan) && m.date) out.date = m.date;
  const cat = kind === 'expense' ? categoryIn(text) : null;
  if (cat) out.category = cat;
  const every = recurrenceIn(text);
  if (every && kind === 'income') out.recurrence = every;
  if (every && every !== 'fortnightly' && kind === 'budget') out.period = every;
  return Object.keys(out).length ? out : null;
}

/** "change yesterday's diesel to 52", "change the rent income to 1200", "cambia el gasto del museo a 30". */
const changeByWords: IntentMatcher = (m) => {
  // 'the museum ticket was actually 15', 'el gasto del museo fue de 15', 'la dépense du musée était de 15'.
  const found = WAS.exec(m.text);
  // 'dinner was 45' logs a dinner: only 'actually', 'should have been' or the record's kind named make it a change.
  const was = found && (found[1] || kindIn(m.text.slice(0, found.index))) ? found : null;
  if ((!IMPERATIVE_CHANGE.test(m.text) && !was) || asks(m)) return null;
  const kind = kindIn(m.text) ?? 'expense';
  // A budget's amount is set_budget's; its words ("set my food budget to 300") are the budget matcher's.
  if (kind === 'budget' && (!recurrenceIn(m.text) || m.money.length || m.numbers.length)) return null;
  // 'we changed the tyres yesterday for 600', 'j'ai changé les plaquettes': what was done, not a correction.
  if (
    PAST_DONE.test(m.text) ||
    /\b(?:odometer|limit|units?|language|currency|theme|compteur|cuentakilometros)\b/.test(m.text)
  )
    return null;
  const rename = RENAME_VERB.test(m.text);
  // Where the new value starts: after 'to' / 'a' / 'à', after 'was', or at the last amount ('make the diesel 52').
  const last = [...m.money, ...m.numbers.filter((n) => n.unit === null)].sort((a, b) => b.start - a.start)[0];
  const seps = [
    ...(last && !rename ? [last.start - 1] : []),
    ...(was ? [was.index + was[0].length - 1] : []),
    ...[...m.text.matchAll(SEPARATOR)].map((s) => s.index),
  ].sort((a, b) => b - a);
  for (const sep of seps) {
    if (sep <= 0) continue;
    const changes = changesIn(m, kind, sep + 1, rename);
    const left = m.text.slice(0, sep);
    if (!changes) continue;
    const filter = filterIn(m, kind, 0, sep);
    if (!filter.text && !filter.category && !filter.amount && !filter.from) continue;
    if (kindIn(m.text) === null && OTHER_FAMILY.test(left)) return null;
    const named = namesFinance(m, left) || m.money.some((x) => x.start < sep) || rename;
    return tool(
      { name: 'update_record', args: { ...filter, changes } },
      kindIn(left) || categoryIn(left) ? 0.91 : named ? 0.7 : 0.55,
    );
  }
  return null;
};

const SPENT_AT =
  /\b(?:spent|spend|paid|pay|bought|buy|gaste|gastado|pague|compre|depense|paye|achete)\b.*\b(?:at|chez|en|in|from|a|au)\s+(\S+(?: \S+){0,3})/;

/** "what did I spend at Tesco last week?", "show my income from March", "find the museum ticket". */
const findByWords: IntentMatcher = (m) => {
  const kind = kindIn(m.text);
  const showing = FIND_VERB.test(m.text);
  if (EXPORT_VERB.test(m.text) || DELETE_VERB.test(m.text)) return null;
  if (kind === 'category_rule' && (showing || isQuestion(m)))
    return tool({ name: 'find_records', args: { kind } }, 0.9);
  if (kind === 'contribution' && (showing || isQuestion(m))) {
    return tool({ name: 'find_records', args: filterIn(m, 'contribution') }, 0.9);
  }
  if (kind === 'income' && showing && !/\b(?:how much|cuanto|combien|total)\b/.test(m.text)) {
    return tool({ name: 'find_records', args: filterIn(m, 'income') }, 0.89);
  }
  // A shop or place the money went to, not a category ('at Tesco', 'en Mercadona', 'chez Carrefour').
  const at = SPENT_AT.exec(m.text);
  // 'I need to buy a sewer hose, find one in the shop': a purchase to come, in the shop.
  const toBuy = /\b(?:(?:need|want|have) to (?:buy|get)|necesito comprar|tengo que comprar|je dois acheter)\b/.test(
    m.text,
  );
  if (at && !toBuy && (isQuestion(m) || showing)) {
    const place = referenceWords(m, m.text.length - at[1]!.length);
    if (place && !categoryIn(at[1]!)) {
      return tool({ name: 'find_records', args: { ...filterIn(m, 'expense'), text: place } }, 0.9);
    }
  }
  // 'show me the museum expense', 'muestra el gasto del museo': one record named by words and its kind.
  if (showing && (kind === 'expense' || kind === 'income') && !/\b(?:expenses|gastos|depenses)\b/.test(m.text)) {
    const filter = filterIn(m, kind);
    if (filter.text) return tool({ name: 'find_records', args: filter }, 0.9);
  }
  // 'show me my food expenses this week': the list, with its total.
  if (
    showing &&
    /\b(?:expenses|gastos|depenses)\b/.test(m.text) &&
    !LATEST.test(m.text) &&
    (categoryIn(m.text) || m.period)
  ) {
    return tool({ name: 'find_records', args: filterIn(m, 'expense') }, 0.86);
  }
  if (
    showing &&
    /\b(?:find|look up|look for|search|busca\w*|encuentra\w*|trouve\w*|cherche\w*|retrouve\w*)\b/.test(m.text)
  ) {
    const filter = filterIn(m, kind ?? 'expense');
    if (filter.text || filter.category || filter.amount) return tool({ name: 'find_records', args: filter }, 0.86);
  }
  return null;
};

/** "export my expenses for March", "descarga mis ingresos en CSV", "exporte mes dépenses". */
const exportRecords: IntentMatcher = (m) => {
  if (!EXPORT_VERB.test(m.text)) return null;
  const kind = kindIn(m.text);
  if (kind !== null && kind !== 'expense' && kind !== 'income') return null;
  if (kind === null && !/\bcsv\b/.test(m.text)) return null;
  const category = kind === 'income' ? null : categoryIn(m.text);
  return tool(
    {
      name: 'export_records',
      args: {
        kind: kind ?? 'expense',
        ...(m.period ? { from: m.period.from, to: m.period.to } : {}),
        ...(category ? { category } : {}),
      },
    },
    0.92,
  );
};

/** "non, laisse tomber", "no, déjalo", "no thanks, leave it": nothing is done. */
const LEAVE_IT =
  /^(?:no|non|nope|nah)(?: (?:no|non|thanks|thank you|merci|gracias|laisse tomber|laisse|oublie|oublie ca|forget it|leave it|never mind|dejalo|dejala|olvidalo|mejor no|pas la peine|c est bon|keep it|garde-la|garde-le|guardalo|don t|ne fais rien|rien|please|pam))+$/;
const leaveIt: IntentMatcher = (m) =>
  LEAVE_IT.test(m.text) ? { understanding: { kind: 'cancel' }, score: 0.9 } : null;

/** Wins records named in plain words, corrections of what Pam just did, picks from a list, exports. */
export const recordMatchers: IntentMatcher[] = [
  deleteByWords,
  changeByWords,
  findByWords,
  exportRecords,
  leaveIt,
  pickFromList,
  correction,
  anotherExpense,
];
