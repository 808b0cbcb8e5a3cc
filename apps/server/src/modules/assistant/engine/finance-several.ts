import type { ExpenseCategory, PamToolCall } from '@ww/contracts';
import { categoryIn, originalWording, stripArticles, validAmount } from './lexicon.ts';
import type { PreparedMessage } from './prepared-message.ts';

/** One expense of a sentence that names several. */
export type SaidExpense = { amount: number; currency: string | null; category: ExpenseCategory; description?: string };

/** What follows each amount: 'for propane', 'de parking', 'pour un café', 'at the vet'. */
const THING =
  /^\s*(?:(?:dollars?|bucks|euros?|pounds?|dolares|libras|livres)\s+)?(?:for|on|at|de|d|en|pour|para|por|au|a la|chez)\s+(.+)$/;
const JOINER = /\s+(?:and|plus|y|et|also|tambien|aussi|then|luego|puis)$/;
const DAY_WORDS =
  /\b(?:today|yesterday|tonight|this morning|last night|day before yesterday|hoy|ayer|anteayer|antes de ayer|anoche|aujourd hui|hier|avant-hier|avant hier|ce matin|ce soir|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/g;

/**
 * 'I paid 65 for propane and 12 for a car wash yesterday', 'anteayer pagué 20 de parking y 15 de peaje', 'vendredi
 * dernier 60 € de gazole et 22 € de péage': every amount followed by its own thing is an expense of its own. Null
 * unless there are two to six such amounts and nothing else is counted.
 */
export function severalExpenses(m: PreparedMessage): SaidExpense[] | null {
  if (m.numbers.some((n) => n.unit !== null)) return null;
  const amounts = [
    ...m.money.map((x) => ({ start: x.start, end: x.end, amount: x.amount, currency: x.currency })),
    ...m.numbers.map((n) => ({ start: n.start, end: n.end, amount: n.value, currency: null })),
  ].sort((a, b) => a.start - b.start);
  if (amounts.length < 2 || amounts.length > 6) return null;
  const spans = [m.dateSpan, m.periodSpan].filter((s) => s != null);
  const said: SaidExpense[] = [];
  for (const [i, a] of amounts.entries()) {
    if (!validAmount(a.amount)) return null;
    let part = m.text.slice(a.end, amounts[i + 1]?.start ?? m.text.length);
    // The date is said once for all ('… yesterday', 'el viernes pasado …'): no part of a thing.
    for (const s of spans) {
      if (s.start >= a.end && s.end <= a.end + part.length) {
        part = `${part.slice(0, s.start - a.end)} ${part.slice(s.end - a.end)}`;
      }
    }
    part = part.replace(DAY_WORDS, ' ').replace(/\s+/g, ' ');
    for (let j = 0; j < 3; j++) part = part.replace(JOINER, '').trimEnd();
    const thing = THING.exec(part)?.[1];
    if (!thing) return null;
    const words = stripArticles(thing.trim()).split(' ').slice(0, 6).join(' ');
    if (!words) return null;
    said.push({
      amount: a.amount,
      currency: a.currency,
      category: categoryIn(words) ?? 'other',
      description: originalWording(m, words),
    });
  }
  return said;
}

/** A tool's `currency` argument, when the user named one. */
export const currencyArg = (currency: string | null) => (currency ? { currency } : {});

/** log_expense for a sentence naming several expenses: the first, carrying the others in `also`. */
export function severalExpensesCall(m: PreparedMessage): PamToolCall | null {
  const several = severalExpenses(m);
  if (!several) return null;
  const [first, ...also] = several;
  return {
    name: 'log_expense',
    args: {
      amount: first!.amount,
      category: first!.category,
      ...currencyArg(first!.currency ?? several.find((x) => x.currency)?.currency ?? null),
      ...(m.date ? { date: m.date } : {}),
      ...(first!.description ? { description: first!.description } : {}),
      also: also.map((x) => ({
        amount: x.amount,
        category: x.category,
        ...currencyArg(x.currency),
        ...(x.description ? { description: x.description } : {}),
      })),
    },
  };
}
