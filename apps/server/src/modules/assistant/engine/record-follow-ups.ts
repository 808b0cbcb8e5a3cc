import { isWholeCents } from '@ww/contracts';
import type { PamToolCall } from '@ww/contracts';
import type { EngineContext } from '../assistant.types.ts';
import type { ToolArgsOut } from '../assistant.types.ts';
import { categoryIn, originalWording } from './lexicon.ts';
import type { IntentMatch, IntentMatcher, PreparedMessage } from './prepared-message.ts';
import {
  CHANGE_VERB,
  currencyWordIn,
  DELETE_VERB,
  kindIn,
  ordinalIn,
  recurrenceIn,
  RENAME_VERB,
  referenceWords,
  type PamRecordKind,
} from './record-words.ts';

const tool = (call: PamToolCall, score: number): IntentMatch => ({ understanding: { kind: 'tool', call }, score });

const RECORD_KINDS = new Set<string>(['expense', 'income', 'budget', 'savings_goal', 'contribution', 'category_rule']);
const LIST_TOOLS = new Set(['find_records', 'update_record', 'delete_record', 'delete_expense']);

type Filter = Omit<ToolArgsOut<'find_records'>, 'limit'>;

/** The filter a previous record call named its records by. */
function previousFilter(previous: PamToolCall): Filter | null {
  if (previous.name === 'delete_expense') {
    const { which: _which, id: _id, ...rest } = previous.args;
    return { kind: 'expense', ...rest };
  }
  if (previous.name === 'find_records' || previous.name === 'update_record' || previous.name === 'delete_record') {
    const { kind, text, category, amount, from, to } = previous.args;
    return { kind: kind ?? 'expense', ...{ text, category, amount, from, to } };
  }
  return null;
}

const valid = (n: number | undefined) => n !== undefined && n > 0 && isWholeCents(n);

/**
 * After a numbered list: "the second one", "el segundo", "la deuxième", "the 45 one", "delete the second one",
 * "change the third to 30". The previous call again, narrowed to the record picked.
 */
export const pickFromList: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (!previous || !LIST_TOOLS.has(previous.name) || m.tokens.length > 10) return null;
  const filter = previousFilter(previous);
  if (!filter) return null;
  const choice = ordinalIn(m);
  const picked = m.money[0]?.amount ?? m.numbers.find((n) => n.unit === null)?.value;
  // 'the 45 one', 'la de 12', 'celle de 18 €', '45': a short answer naming the amount.
  const byAmount =
    choice === null &&
    m.tokens.length <= 5 &&
    valid(picked) &&
    /^(?:(?:the|el|la|le|celui|celle|de|of|one|un|una|une) )*(?:[$€£] ?)?\d[\d.,]*(?: ?(?:[$€£]|\w+))?(?: one)?$/.test(
      m.text,
    );
  // 'the one from yesterday', 'el de ayer', 'celle d'hier'.
  const byDay =
    choice === null &&
    !byAmount &&
    !!m.date &&
    m.tokens.length <= 6 &&
    // 'delete the diesel expense from yesterday' names a record of its own: not a pick from the list.
    (/\b(?:one|el de|la de|el del|la del|celui|celle)\b/.test(m.text) ||
      (/\b(?:from|del)\b/.test(m.text) && m.tokens.length <= 4));
  if (choice === null && !byAmount && !byDay) return null;
  const narrowed =
    choice !== null
      ? { ...filter, choice }
      : byAmount
        ? { ...filter, amount: picked }
        : { ...filter, from: m.date!, to: m.date! };
  if (DELETE_VERB.test(m.text) || previous.name === 'delete_record' || previous.name === 'delete_expense') {
    if (previous.name === 'delete_expense') {
      return tool({ name: 'delete_expense', args: { which: 'latest', ...(narrowed as object) } }, 0.92);
    }
    return tool({ name: 'delete_record', args: narrowed }, 0.92);
  }
  if (previous.name === 'update_record') {
    return tool({ name: 'update_record', args: { ...narrowed, changes: previous.args.changes } }, 0.92);
  }
  if (CHANGE_VERB.test(m.text)) {
    const changes = changesOf(m, filter.kind, ctx);
    if (changes) return tool({ name: 'update_record', args: { ...narrowed, changes } }, 0.9);
  }
  return tool({ name: 'find_records', args: narrowed }, 0.88);
};

/** Saying what Pam just did was wrong, or asking to change it. */
const OPENER =
  /^(?:que sean?|que fueron|mejor que sean?|no|nope|non|sorry|oops|oh|wait|hmm|actually|en fait|en realidad|en realite|perdon|pardon|desole|oups|mejor|plutot|correction|correccion|make (?:that|it)|change (?:that|it|this)|fix (?:that|it)|update (?:that|it)|it was|that was|it s|that s|should be|it should|c etait|c est|ce sont|c etaient|fue|fueron|era|eran|son|es|cambialo|cambiala|cambia(?: eso| esto)?|ponlo|ponla|mets|change-le|change-la|change ca|modifie(?:-le|-la| ca)?|corrige(?:-le|-la| ca)?|metelo|mete)\b/;
const ANYWHERE =
  /\b(?:make (?:that|it)|change (?:that|it|this)|it was|that was|c etait|fueron|fue de|en realidad|en fait|actually|instead|plutot|en vez|au lieu|not|pas|wrong|mistake|typo|me equivoque|error|erreur|trompe|should have been|debia ser|devait etre)\b/;
/** "delete it", "bórralo", "supprime-la", "undo that": the record just named. */
const DELETE_IT =
  /^(?:(?:no|actually|en fait|en realidad|oops|sorry|please|pam|por favor|s il te plait|mejor) )*(?:(?:delete|remove|erase|undo|scrap|drop|get rid of) (?:it|that|this)(?: one| entry| expense| income| contribution| goal| budget)?|borral[oa]|eliminal[oa]|quital[oa]|deshazl[oa]|borra (?:eso|esto|ese|esa)|elimina (?:eso|esto)|(?:supprime|efface|enleve|retire)(?:-le|-la| le| la| ca| cela)|annule ca)(?: (?:please|por favor|s il te plait|pam))*$/;

const CATEGORY_WORD = /\b(?:category|categoria|categorie)\b/;

/** What a correction sets on the record it is about. */
function changesOf(m: PreparedMessage, kind: PamRecordKind, _ctx: EngineContext) {
  const amount = m.money[0]?.amount ?? m.numbers.find((n) => n.unit === null)?.value;
  const changes: ToolArgsOut<'update_record'>['changes'] = {};
  if (RENAME_VERB.test(m.text)) {
    const label = referenceWords(m);
    return label ? { label: originalWording(m, label) } : null;
  }
  if (valid(amount)) changes.amount = amount;
  const currency = m.money[0]?.currency ?? (amount === undefined ? currencyWordIn(m.text) : null);
  if (currency) changes.currency = currency;
  if (m.date) changes.date = m.date;
  const cat = kind === 'expense' ? categoryIn(m.text) : null;
  if (cat) changes.category = cat;
  const every = recurrenceIn(m.text);
  if (every && kind === 'income') changes.recurrence = every;
  if (every && every !== 'fortnightly' && kind === 'budget') changes.period = every;
  return Object.keys(changes).length ? changes : null;
}

/**
 * Right after Pam did something to a Wins record: "make that 45", "no, it was yesterday", "actually 52.30",
 * "en euros", "c'était avant-hier", "no, fueron 30", "change it to food", "delete it".
 */
export const correction: IntentMatcher = (m, ctx) => {
  const subject = ctx.subject;
  if (!subject || !RECORD_KINDS.has(subject.kind) || m.tokens.length > 12) return null;
  const kind = subject.kind as PamRecordKind;
  if (
    DELETE_IT.test(m.text) ||
    (DELETE_VERB.test(m.text) && /^\S+ (?:it|that|this|lo|la|le|ca|eso|esto)$/.test(m.text))
  ) {
    return tool({ name: 'delete_record', args: { kind, id: subject.id } }, 0.93);
  }
  // 'mets un budget de 250 pour les courses' after an income, 'mete 500 en la meta' after a budget: another record.
  const named = kindIn(m.text);
  if (named !== null && named !== kind) return null;
  const opener =
    OPENER.test(m.text) || ANYWHERE.test(m.text) || (CATEGORY_WORD.test(m.text) && CHANGE_VERB.test(m.text));
  const pronounChange = CHANGE_VERB.test(m.text) && /\b(?:it|that|this|lo|la|le|ca|eso|esto)\b/.test(m.text);
  // 'en euros', 'in pounds', 'yesterday': a short correction with no verb at all.
  const bare =
    m.tokens.length <= 3 &&
    ((currencyWordIn(m.text) !== null && /^(?:in|en)\b/.test(m.text)) || (m.dateSpan?.start === 0 && !!m.date));
  if (!opener && !pronounChange && !bare) return null;
  const changes = changesOf(m, kind, ctx);
  if (!changes) return null;
  // 'change the category to entertainment', 'cambia la categoría a ocio': the category alone.
  if (CATEGORY_WORD.test(m.text) && changes.category) {
    return tool(
      { name: 'update_record', args: { kind, id: subject.id, changes: { category: changes.category } } },
      0.93,
    );
  }
  // A whole new expense ("actually I spent 30 on food too") is log_expense's.
  const fresh = /\b(?:too|also|as well|otro|otra|tambien|aussi|encore)\b/.test(m.text);
  return tool({ name: 'update_record', args: { kind, id: subject.id, changes } }, fresh ? 0.5 : bare ? 0.8 : 0.92);
};

const AND_ANOTHER =
  /^(?:and|plus|also|then|y|tambien|luego|mas|et|aussi|puis|plus)\s+(?:(?:also|too|tambien|aussi)\s+)?(?:(?:a|an|some|one|un|una|unos|unas|une|des|du|de la)\s+)?/;

/**
 * Right after an expense was logged: 'and a muffin for 3.25', 'y un croissant 1,80', 'et un croissant 1,30' is one
 * more expense, on the same day, in its own category or the previous one's.
 */
export const anotherExpense: IntentMatcher = (m, ctx) => {
  const previous = ctx.previous;
  if (previous?.name !== 'log_expense' || m.tokens.length > 10) return null;
  const lead = AND_ANOTHER.exec(m.text);
  const amount = m.money[0]?.amount ?? m.numbers.find((n) => n.unit === null)?.value;
  if (!lead || !valid(amount) || m.numbers.filter((n) => n.unit === null).length + m.money.length > 1) return null;
  const words = m.text
    .slice(lead[0].length)
    .replace(/(?:[$€£]\s*)?\d[\d.,]*(?:\s*(?:[$€£]|dollars?|euros?|pounds?|bucks|dolares|libras|livres))?/g, ' ')
    .replace(/\b(?:for|por|pour|at|a|a la|en|de|of)\s*$/, '')
    .replace(/\s+(?:for|por|pour|at|en|de|of)(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:on|for|at|en|por|para|pour|de|au|aux)\s+/, '');
  const description = words ? originalWording(m, words) : undefined;
  const args = previous.args;
  return tool(
    {
      name: 'log_expense',
      args: {
        amount: amount!,
        category: categoryIn(m.text) ?? args.category,
        ...(m.money[0]?.currency
          ? { currency: m.money[0].currency }
          : args.currency
            ? { currency: args.currency }
            : {}),
        ...(m.date ? { date: m.date } : args.date ? { date: args.date } : {}),
        ...(description ? { description } : {}),
      },
    },
    0.9,
  );
};
