import type { EngineContext } from '../assistant.types.ts';
import { findDate, type Span } from './prepare-dates.ts';
import { detectLanguage } from './prepare-language.ts';
import { findAmounts } from './prepare-money.ts';
import { findPeriod } from './prepare-periods.ts';
import { normaliseText } from './prepare-text.ts';
import type { PeriodMention, PreparedMessage } from './prepared-message.ts';

export { readChatNumber } from './prepare-numbers.ts';
export { normaliseText } from './prepare-text.ts';

const TIME_RE = /\b\d{1,2}:\d{2}\b|\b\d{1,2} ?(?:am|pm|h\d\d)\b/g;

function mask(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** Makes a message ready for the matchers: normalised once, language told, money, numbers, date and period found. */
export function prepareMessage(original: string, ctx: EngineContext): PreparedMessage {
  const text = normaliseText(original);
  const tokens = text.match(/[a-z0-9]+|[$€£%]/g) ?? [];
  const language = detectLanguage(tokens, ctx.language);
  const monthFirst = language === 'en' && ctx.currency === 'USD';
  const dateFound = findDate(text, ctx.today, monthFirst);
  const periodFound = findPeriod(dateFound ? mask(text, [dateFound]) : text, ctx.today);
  const times = [...text.matchAll(TIME_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const spans = [dateFound, periodFound, ...times].filter((s): s is Span => s !== null);
  const { money, numbers } = findAmounts(text, mask(text, spans), language, ctx.currency);
  const date = dateFound?.date ?? null;
  const since = dateFound && /\b(?:since|desde(?: el)?|depuis(?: le)?) $/.test(text.slice(0, dateFound.start));
  const period: PeriodMention | null =
    periodFound?.period ??
    (date && since && date <= ctx.today
      ? { from: date, to: ctx.today, label: `since:${date}` }
      : date
        ? { from: date, to: date, label: date === ctx.today ? 'today' : `day:${date}` }
        : null);
  const spanOf = (found: Span | null) => (found ? { start: found.start, end: found.end } : null);
  return {
    original,
    text,
    tokens,
    language,
    money,
    numbers,
    date,
    period,
    dateSpan: spanOf(dateFound),
    periodSpan: spanOf(periodFound),
  };
}
