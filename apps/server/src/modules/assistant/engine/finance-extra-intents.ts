import type { PamToolCall } from '@ww/contracts';
import type { ToolArgsOut } from '../assistant.types.ts';
import {
  convertMatcher,
  currenciesIn,
  moneyFollowUpMatcher,
  sideIncomeKindIn,
  renameSourceMatcher,
  sourceEarningsMatcher,
} from './finance-money-intents.ts';
import { INSTRUCTION_TAIL, isQuestion, originalWording } from './lexicon.ts';
import type { IntentMatch, IntentMatcher } from './prepared-message.ts';
import { DELETE_VERB, kindIn, OTHER_FAMILY, ordinalIn, referenceWords } from './record-words.ts';

// Undoing a delete, exchange rates, side income, the settings summary and the bank import, on normalised text.

const tool = (call: PamToolCall, score: number): IntentMatch => ({ understanding: { kind: 'tool', call }, score });

type RestoreArgs = ToolArgsOut<'restore_record'>;

/** The lines a confirmed delete removed, pinned by its call: what "undo that" brings back. */
function deletedBy(previous: PamToolCall | null): RestoreArgs | null {
  if (previous?.name === 'delete_expense')
    return { kind: 'expense', ...(previous.args.id ? { id: previous.args.id } : {}) };
  if (previous?.name !== 'delete_record') return null;
  const kind = previous.args.kind ?? 'expense';
  if (kind !== 'expense' && kind !== 'income') return null;
  const { id, ids } = previous.args;
  return { kind, ...(ids?.length ? { ids } : id ? { id } : {}) };
}

/** "undo that", "deshazlo", "annule ça": right after a delete, the delete is undone. */
const UNDO_IT =
  /^(?:(?:oops|oh no|no|wait|sorry|actually|please|pam|ay|perdon|por favor|oups|zut|non|pardon|en fait) )*(?:undo(?: (?:it|that|this|the last one))?|deshaz(?:lo|la|eso)?|deshacer(?: eso)?|anula(?:lo|la| eso)?|annule(?:-le|-la| le| la| ca| cela)?|annuler|(?:restore|recover) (?:it|that|this)|bring (?:it|that|this) back|restaur(?:alo|ala)|recuper(?:alo|ala)|(?:restaure|recupere)(?:-le|-la| le| la| ca)|i didn t mean (?:that|to)|no queria|je ne voulais pas)(?: (?:please|por favor|s il te plait|pam))*$/;
/** Restoring named in words: "restore the museum ticket", "recupera el gasto borrado", "annule la suppression". */
const RESTORE =
  /\b(?:restore|undelete|recover|bring back|put back|restaurar|restaura|recupera(?:r)?|restaure[rz]?|recupere[rz]?|retablis|undo (?:the |my |that |this )?(?:delete|deletion|removal)|deshacer (?:el |ese |mi )?borrado|deshaz (?:el |ese |mi )?borrado|anula(?:r)? (?:el |ese )?borrado|annule[rz]? (?:la |cette |ma )?suppression)\b/;
/** "restaura el gasto" arrives mended as "restaurant el gasto": only as the request's verb, never a place one paid at. */
const RESTAURA = /^(?:(?:por favor|puedes|podrias|pam) )?restaurant (?:el|la|los|las|mi|mis|ese|esa)\b/;
/** Words saying the line is a deleted one, or a record of the ledger. */
const DELETED = /\b(?:delete\w*|removed|borrad[oa]s?|eliminad[oa]s?|supprimee?s?|effacee?s?)\b/;
const RESTORE_WORDS =
  /\b(?:restore|undelete|recover|bring|back|put|restaurar|restaurant|restaura|recupera|recuperar|restaurer|restaure|restaurez|recuperer|recupere|recuperez|retablis|undo|delete|deleted|deletion|removal|removed|deshacer|deshaz|borrado|borrada|borrados|eliminado|eliminada|anula|anular|annule|annuler|suppression|supprime|supprimee|efface|effacee|just|recien|vient|viens)\b/g;

const restore: IntentMatcher = (m, ctx) => {
  const pinned = deletedBy(ctx.previous);
  if (UNDO_IT.test(m.text)) return pinned ? tool({ name: 'restore_record', args: pinned }, 0.96) : null;
  if (!RESTORE.test(m.text) && !RESTAURA.test(m.text)) return null;
  if (OTHER_FAMILY.test(m.text.replace(/\bservices?\b/g, ''))) return null;
  const said = kindIn(m.text);
  // "paid 20 € to recover the van": money with no ledger or deleted word is a purchase, not an undo.
  if (m.money.length > 0 && !said && !DELETED.test(m.text)) return null;
  const kind = said === 'expense' || said === 'income' ? said : undefined;
  const words = (referenceWords(m) ?? '').replace(RESTORE_WORDS, ' ').replace(/\s+/g, ' ').trim();
  const amount = m.money[0]?.amount ?? m.numbers.find((n) => n.unit === null)?.value;
  if (!words && amount === undefined && pinned && (!kind || kind === pinned.kind))
    return tool({ name: 'restore_record', args: pinned }, 0.97);
  const args: RestoreArgs = {
    ...(kind ? { kind } : {}),
    ...(words ? { text: originalWording(m, words) } : {}),
    ...(amount !== undefined && amount > 0 ? { amount } : {}),
  };
  return tool({ name: 'restore_record', args }, 0.97);
};

const RATE_WORD =
  /\b(?:exchange rates?|rates?|conversion|tipos? de cambio|tasas? de cambio|tipo|tasa|taux(?: de change)?)\b/;
/** "el cambio euro dólar": a change between two currencies named. */
const CAMBIO = /\b(?:cambio|change)\b/;
/** A currency setting ("change my currency to euros") is the settings' own. */
const CURRENCY_SETTING = /\b(?:currency|moneda|divisa|devise|monnaie)\b/;
const SET_RATE = /\b(?:use|set|make|put|save|usa|pon|fija|guarda|utilise|mets|fixe|enregistre)\b/;
const WORTH = /\b(?:is worth|is at|equals|esta a|vale|est a|vaut)\b/;
const DECIMAL = /\b(\d+(?:[.,]\d+)?)\b/g;
const numberOf = (s: string) => Number(s.replace(',', '.'));

/** "use 1 EUR = 1.08 USD", "el euro está a 1,08 dólares", "mets le taux euro dollar à 1,08". */
const exchangeRate: IntentMatcher = (m, ctx) => {
  const found = currenciesIn(m.text, ctx.currency);
  const codes = [...new Set(found.map((c) => c.code))];
  if (codes.length === 0 || CURRENCY_SETTING.test(m.text)) return null;
  const rateWord = RATE_WORD.test(m.text) || (codes.length >= 2 && CAMBIO.test(m.text));
  if (!rateWord && codes.length < 2) return null;
  if (DELETE_VERB.test(m.text) && rateWord) {
    const [base, quote] = codes;
    return tool({ name: 'delete_exchange_rate', args: { base, ...(quote ? { quote } : {}) } }, 0.95);
  }
  const figures = [...m.text.matchAll(DECIMAL)].map((x) => ({ value: numberOf(x[1]!), at: x.index }));
  const [base, quote] = codes;
  // "1 eur 1,08 usd": the second figure per the first; one figure alone is the rate itself.
  const per = figures.length >= 2 && figures[0]!.at < found[0]!.start ? figures[0]!.value : 1;
  const value = figures.length >= 2 && per !== 1 ? figures[1]!.value : figures.at(-1)?.value;
  if (base && quote && value !== undefined && value > 0 && per > 0 && (SET_RATE.test(m.text) || !isQuestion(m))) {
    const rate = Math.round((value / per) * 1e6) / 1e6;
    // "1 pound is 1.17 euros", "el euro está a 1,08", "l'euro vaut 1,08 dollar"; not "50 euros, that's 54 dollars".
    const onePer = per === 1 && figures.length >= 2 && figures[0]!.value === 1 && figures[0]!.at < found[0]!.start;
    const writes = SET_RATE.test(m.text) || rateWord || onePer || WORTH.test(m.text);
    if (writes && rate > 0) return tool({ name: 'set_exchange_rate', args: { base, quote, rate } }, 0.95);
  }
  if (!rateWord) return null;
  return tool({ name: 'exchange_rates', args: { ...(base ? { base } : {}), ...(quote ? { quote } : {}) } }, 0.9);
};

/** "what rates do I use?", "mis tipos de cambio", "mes taux de change". */
const listRates: IntentMatcher = (m) =>
  /\b(?:exchange rates?|tipos? de cambio|taux de change)\b/.test(m.text) && !DELETE_VERB.test(m.text)
    ? tool({ name: 'exchange_rates', args: {} }, 0.88)
    : null;

const SIDE_INCOME =
  /\b(?:side incomes?|side income sources?|extra income|make money tracker|ingresos? extras?|ingresos? adicionales|fuentes? de ingresos(?: extras?)?|revenus? d appoint|revenus? complementaires?|sources? de revenus?(?: d appoint)?)\b/;
const ADD =
  /\b(?:add|new|create|start|track|anade|agrega|crea|nueva|nuevo|registra|apuntalo|apuntala|anotalo|anotala|ajoute|cree|nouvelle|nouveau|suis)\b/;
/** Little words before a source's name ("add a new one called", "añade una llamada", "ajoute une nommée"). */
const SOURCE_LEAD =
  /^(?:(?:add|new|create|start|track|anade|agrega|crea|nueva|nuevo|registra|ajoute|cree|nouvelle|nouveau|suis|delete|remove|borra|elimina|quita|supprime|efface|a|an|my|the|to|as|una|un|mi|mis|la|el|como|une|mon|ma|mes|le|l|comme|called|named|llamada|nommee|source|fuente|de|d|of|for|pour|para|from|del|du)\s+)+/;
/** Little words after it ("… as side income", "… como ingreso extra", "… comme revenu d'appoint"). */
const SOURCE_TAIL = /(?:\s+(?:as|to|in|into|my|a|an|como|a|en|mi|mis|comme|dans|mon|ma|mes|un|une|de))+$/;
const nameIn = (rest: string) =>
  rest.replace(/\s+/g, ' ').trim().replace(SOURCE_LEAD, '').replace(SOURCE_TAIL, '').trim();

/** What a side income is made by: 'selling photos online', 'vendiendo pulseras', 'en gardant des chiens'. */
const ACTIVITY =
  /\b(?:selling|doing|driving|walking|teaching|making|fixing|writing|building|cleaning|vendiendo|haciendo|cuidando|paseando|dando|arreglando|escribiendo|limpiando|(?<=en )(?:vendant|gardant|faisant|donnant|promenant|reparant|ecrivant|nettoyant))\s+[^,;:.!?]+/;

const sideIncome: IntentMatcher = (m) => {
  if (!SIDE_INCOME.test(m.text)) return null;
  // ', add that as side income': the instruction names the kind, the words before it the source.
  const tail = INSTRUCTION_TAIL.exec(m.text);
  const said = tail && tail.index > 0 ? m.text.slice(0, tail.index) : m.text;
  const activity = m.money.length > 0 || m.numbers.length > 0 ? ACTIVITY.exec(said)?.[0] : undefined;
  const rest = (activity ?? said).replace(SIDE_INCOME, ' ').replace(/[:;,.!?]/g, ' ');
  if (DELETE_VERB.test(m.text)) {
    const name = nameIn(rest);
    const args = name ? { name: originalWording(m, name) } : {};
    return tool({ name: 'delete_side_income_source', args }, 0.94);
  }
  if (ADD.test(m.text) && !isQuestion(m)) {
    const name = nameIn(rest);
    if (!name) return null;
    const kind = sideIncomeKindIn(m.text) ?? 'other';
    return tool({ name: 'add_side_income_source', args: { name: originalWording(m, name), kind } }, 0.94);
  }
  return tool({ name: 'side_income_sources', args: {} }, 0.9);
};

const TRY =
  /^(?:(?:i(?: d| would)? like to|let me|i want to|i ll|quiero|voy a|je veux|je vais|please|por favor|pam) )*(?:try|give (?:it|that) a (?:go|try)|prueba(?:lo|la)?|probar|pruebo|essaie(?:-le|-la)?|essayer|essaye(?:-le|-la)?|tente|tenter)\b/;
const HUSTLE_NOUN =
  /\b(?:side hustles?|hustles?|side gigs?|gigs?|ideas?|trabajos?(?: extra)?|chambas?|curros?|petits? boulots?|boulots?|idees?)\b/;

/** "try the dog walking hustle", "prueba el trabajo de paseo de perros", "essaie le petit boulot de promenade de chiens". */
const tryHustle: IntentMatcher = (m, ctx) => {
  const head = TRY.exec(m.text);
  if (!head) return null;
  const rest = m.text.slice(head[0].length);
  const subject = ctx.subject?.kind === 'hustle' ? ctx.subject : null;
  if (subject && /^\s*(?:it|this|that|this one|that one|lo|la|le|esto|eso|ca|cela)?\s*$/.test(rest))
    return tool({ name: 'try_hustle', args: { id: subject.id } }, 0.95);
  if (!HUSTLE_NOUN.test(rest)) return null;
  const hustle = rest
    .replace(new RegExp(HUSTLE_NOUN.source, 'g'), ' ')
    .replace(
      /\b(?:the|a|an|this|that|el|la|los|las|este|esta|ese|esa|un|una|le|les|ce|cet|cette|un|une|de|del|du|des|about|sobre|on|of|one|please|por favor)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (!hustle) return subject ? tool({ name: 'try_hustle', args: { id: subject.id } }, 0.95) : null;
  return tool({ name: 'try_hustle', args: { hustle: originalWording(m, hustle) } }, 0.95);
};

const SETTINGS_QUESTION =
  /^(?:(?:what|which|show|list|tell me|give me|cuales? son|cual es|que|muestra(?:me)?|dime|ensename|quels? sont|quelle est|quelles sont|montre(?:-moi| moi)?|affiche|donne(?:-moi| moi)?)\b.*\b(?:my (?:settings|preferences|configuration|setup)|mis (?:ajustes|preferencias)|mi configuracion|mes (?:reglages|parametres|preferences)|ma configuration)|(?:my )?settings summary|resumen de (?:mis )?ajustes|resume de mes reglages)\b/;

const settingsSummary: IntentMatcher = (m) =>
  SETTINGS_QUESTION.test(m.text) ? tool({ name: 'settings_summary', args: {} }, 0.9) : null;

const BANK_IMPORT =
  /\b(?:import\w*|upload\w*|load|sube|subir|cargar|carga|importe[rz]?|importa(?:r)?|televerse[rz]?|charge[rz]?)\b.*\b(?:bank|statement|csv|ofx|banco|bancari[oa]|extracto|movimientos|banque|bancaire|releve)\b/;

const bankImport: IntentMatcher = (m) =>
  BANK_IMPORT.test(m.text) ? tool({ name: 'open_bank_import', args: {} }, 0.93) : null;

/** "the second one" after Pam asked which deleted line, source or hustle: the same call with the one picked. */
const ASKS_WHICH = new Set([
  'restore_record',
  'delete_side_income_source',
  'update_side_income_source',
  'side_income_earnings',
  'try_hustle',
  'log_income',
]);
const pickOne: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (!previous || !ASKS_WHICH.has(previous.name) || m.tokens.length > 6) return null;
  // Income is asked about only when its words fitted several side income sources, before any was picked.
  if (previous.name === 'log_income' && (previous.args.choice || previous.args.side_income_source_id)) return null;
  const choice = ordinalIn(m);
  if (choice === null) return null;
  return tool({ ...previous, args: { ...previous.args, choice } } as PamToolCall, 0.93);
};

/** Undo a delete, exchange rates, side income and hustles, settings summary, bank import. */
export const financeExtraMatchers: IntentMatcher[] = [
  restore,
  exchangeRate,
  listRates,
  sideIncome,
  renameSourceMatcher,
  sourceEarningsMatcher,
  convertMatcher,
  moneyFollowUpMatcher,
  tryHustle,
  settingsSummary,
  bankImport,
  pickOne,
];
