import type { Language } from '@ww/contracts';
import type { EngineContext, Understanding } from '../assistant.types.ts';

/**
 * An amount of money in the message: a number with a currency written beside it (symbol, code or word); `start` and
 * `end` are offsets in the normalised `text`. A bare number ("spent 45 on food") is in `numbers`, with no unit.
 */
export type MoneyMention = { amount: number; currency: string | null; start: number; end: number };

/**
 * A number in the message that is not money, a date or a time, with the unit written after it, if any ('km', 'mi',
 * 'l', 'gal', 'm', 'ft', '%', 'days', 'nights', 'h', 'weeks', 'months'); offsets in the normalised `text`.
 */
export type NumberMention = { value: number; unit: string | null; start: number; end: number };

export type PeriodMention = {
  from: string;
  to: string;
  /** What the user said, to say it back: 'today', 'this_week', 'last_month', 'month:2026-03', 'year:2026', ... */
  label: string;
};

/** A message made ready for the intent matchers: normalised once, entities found once. */
export type PreparedMessage = {
  original: string;
  /** Lower case, accents removed, typographic quotes and dashes plain, spaces collapsed, common typos mended. */
  text: string;
  tokens: string[];
  /** The language the message is written in (the context's language when it cannot tell). */
  language: Language;
  money: MoneyMention[];
  numbers: NumberMention[];
  /** The one day the message names ('today', 'ayer', 'hier', 'last friday', '12 March'), YYYY-MM-DD. */
  date: string | null;
  /** The period the message names ('this month', 'la semana pasada', 'en mars'), inclusive. */
  period: PeriodMention | null;
  /** Where the date and the period were written in `text` (to keep them out of descriptions and names). */
  dateSpan?: { start: number; end: number } | null;
  periodSpan?: { start: number; end: number } | null;
};

/** A matcher's reading of a message, with how sure it is (0..1); the engine keeps the surest. */
export type IntentMatch = { understanding: Understanding; score: number };
export type IntentMatcher = (message: PreparedMessage, ctx: EngineContext) => IntentMatch | null;
