import { addDays, type PamToolCall } from '@ww/contracts';
import type { EngineContext, Understanding } from '../assistant.types.ts';
import { fold, type Folded } from './places.ts';
import type { IntentMatch, NumberMention, PreparedMessage } from './prepared-message.ts';

/** Shared pieces of the travel, vehicle, storage and settings matchers. */

/** A whole-word test on the normalised text (accents stripped, apostrophes made spaces). */
export const words = (pattern: string): RegExp => new RegExp(`(?:^|\\s)(?:${pattern})(?=\\s|$)`);

export const has = (message: PreparedMessage, re: RegExp): boolean => re.test(message.text);

const folds = new WeakMap<PreparedMessage, Folded>();
/** The user's own words folded for place search (computed once per message). */
export function folded(message: PreparedMessage): Folded {
  let f = folds.get(message);
  if (!f) {
    f = fold(message.original);
    folds.set(message, f);
  }
  return f;
}

export const tool = (call: PamToolCall, score: number): IntentMatch => ({
  understanding: { kind: 'tool', call },
  score,
});
export const other = (understanding: Understanding, score: number): IntentMatch => ({ understanding, score });

/** 'under $30', 'por menos de 20 euros', 'à moins de 25 €': a price ceiling in a search, not a price paid. */
const CEILING_BEFORE = /\b(?:under|below|less than|cheaper than|max|menos de|por debajo de|hasta|moins de|sous)\s*$/;
export const priceCeiling = (m: PreparedMessage) =>
  m.money.length > 0 && CEILING_BEFORE.test(m.text.slice(Math.max(0, m.money[0]!.start - 20), m.money[0]!.start));
/** The message without its price ceiling ('campings près d'Annecy à moins de 25 €' → '… près d'Annecy'). */
export function withoutCeiling(m: PreparedMessage): PreparedMessage {
  const cut = (s: string) =>
    s.replace(
      /\s+(?:(?:por|a|à)\s+)?(?:under|below|less than|cheaper than|max|menos de|por debajo de|hasta|moins de|sous)\s.*$/i,
      '',
    );
  return { ...m, text: cut(m.text), original: cut(m.original) };
}

/** Past spending ('did I spend', 'gasté', 'ai-je dépensé'): a spending summary or an expense, never a fuel estimate. */
export const PAST_SPENDING = words(
  'did i spend|have i spent|i spent|i ve spent|spent|spend last|we spent|did we spend|gaste|gastamos|he gastado|hemos gastado|gastado|' +
    'depense|j ai depense|ai je depense|avons depense|on a depense|dépensé|payed|paid|pague|paye',
);

const WEEKDAY = words(
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo|' +
    'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
);
const PAST_WORD = words('last|past|ago|pasado|pasada|anterior|dernier|derniere|passe|passee');

/**
 * The day a message names, when it is today or later (forecasts, trip starts). A bare weekday looks ahead here
 * ('rain on Saturday' is the coming one) although the date reader, made for expenses, reads it as the last one.
 */
export function upcomingDate(message: PreparedMessage, ctx: EngineContext): string | undefined {
  if (message.date && message.date >= ctx.today) return message.date;
  if (message.date && has(message, WEEKDAY) && !has(message, PAST_WORD)) {
    let date = message.date;
    while (date < ctx.today) date = addDays(date, 7);
    return date;
  }
  const p = message.period;
  if (!message.date && p && p.from > ctx.today) return p.from;
  return undefined;
}

export const distanceUnit = (unit: string | null): 'km' | 'mi' | undefined =>
  unit === 'km' ? 'km' : unit === 'mi' ? 'mi' : undefined;

/** The words right after a number (to tell '300 miles a day' from '300 miles'). */
export const after = (message: PreparedMessage, n: { end: number }, chars = 24): string =>
  message.text.slice(n.end, n.end + chars);
export const before = (message: PreparedMessage, n: { start: number }, chars = 24): string =>
  message.text.slice(Math.max(0, n.start - chars), n.start);

/**
 * The unit a volume was said in: litres, or gallons, imperial when the words say so ("10 imperial gallons",
 * "10 galones imperiales", "10 gallons impériaux", "10 uk gal").
 */
export const volumeUnitOf = (message: PreparedMessage, n: NumberMention): 'L' | 'gal' | 'imp_gal' =>
  n.unit === 'l'
    ? 'L'
    : /^(?:imperial|imp|uk)\b|\b(?:imperial|imperiales|imperiaux|imp)\b/.test(
          message.text.slice(n.start, n.end + 12).replace(/^[\d.,\s]+/, ''),
        )
      ? 'imp_gal'
      : 'gal';

export const distances = (message: PreparedMessage): NumberMention[] =>
  message.numbers.filter((n) => n.unit === 'km' || n.unit === 'mi');

/** The user's city when the client knows it, for a trip or distance that starts 'here'. */
export const myCity = (ctx: EngineContext): string | null => {
  const city = ctx.location?.city?.trim();
  return city ? city : null;
};
