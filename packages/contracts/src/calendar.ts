// Calendar dates ('YYYY-MM-DD') for web and server alike. A user's "today" is the date in the time zone of their
// settings, never the device's or the server's, so a phone set to another zone files an expense on the same day the
// server counts it. Arithmetic runs on UTC midnights, which have no daylight-saving gaps.

export type PeriodKind = 'month' | 'week';
export type Period = { start: string; end: string };

/** A calendar day in milliseconds (days in UTC have no leap seconds in JavaScript). */
export const DAY_MS = 86_400_000;
const parse = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);
const fromParts = (year: number, monthIndex: number, day: number) => format(new Date(Date.UTC(year, monthIndex, day)));

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone; an unknown zone falls back to UTC. */
export function dateIn(timezone: string, instant: Date): string {
  let dateFormat = dateFormats.get(timezone);
  if (!dateFormat) {
    try {
      dateFormat = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return format(instant);
    }
    dateFormats.set(timezone, dateFormat);
  }
  return dateFormat.format(instant);
}

/** Today where the user's settings say they are, so "this month" turns over at their midnight. */
export const todayIn = (timezone: string, now: Date = new Date()): string => dateIn(timezone, now);

/** Days in a month (1-12) of a year. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const addDays = (isoDate: string, days: number): string =>
  format(new Date(parse(isoDate).getTime() + days * DAY_MS));

/** The same day `months` months later (or earlier), on the month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  return fromParts(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay));
}

/** Whole days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS);

/** The calendar month, or the ISO week (Monday to Sunday), containing a date. */
export function periodOf(kind: PeriodKind, isoDate: string): Period {
  const d = parse(isoDate);
  if (kind === 'month') {
    return {
      start: fromParts(d.getUTCFullYear(), d.getUTCMonth(), 1),
      end: fromParts(d.getUTCFullYear(), d.getUTCMonth() + 1, 0),
    };
  }
  const start = addDays(isoDate, -((d.getUTCDay() + 6) % 7));
  return { start, end: addDays(start, 6) };
}

/** The period `n` periods before the one containing `date` (n = 1: the previous one; negative: later ones). */
export function periodBefore(kind: PeriodKind, isoDate: string, n: number): Period {
  if (kind === 'week') return periodOf('week', addDays(periodOf('week', isoDate).start, -7 * n));
  const d = parse(isoDate);
  return periodOf('month', fromParts(d.getUTCFullYear(), d.getUTCMonth() - n, 1));
}

/** The first day of the year containing a date, and its last. */
export function yearOf(isoDate: string): Period {
  const year = Number(isoDate.slice(0, 4));
  return { start: fromParts(year, 0, 1), end: fromParts(year, 11, 31) };
}
