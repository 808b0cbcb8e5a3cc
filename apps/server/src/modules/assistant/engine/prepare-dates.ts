/** The day a message names: written dates, relative days and weekdays, in the three languages. */
import { addDays, addMonths, daysInMonth } from '@ww/contracts';
import { countOf, SMALL_NUMBER_RE } from './prepare-numbers.ts';

// Every pattern here is anchored on words and uses bounded repetition only: a message is matched in linear time.

export const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  enero: 1,
  janvier: 1,
  janv: 1,
  february: 2,
  feb: 2,
  febrero: 2,
  fevrier: 2,
  fevr: 2,
  march: 3,
  mar: 3,
  marzo: 3,
  mars: 3,
  april: 4,
  apr: 4,
  abril: 4,
  avril: 4,
  may: 5,
  mayo: 5,
  mai: 5,
  june: 6,
  jun: 6,
  junio: 6,
  juin: 6,
  july: 7,
  jul: 7,
  julio: 7,
  juillet: 7,
  august: 8,
  aug: 8,
  agosto: 8,
  aout: 8,
  september: 9,
  sept: 9,
  sep: 9,
  septiembre: 9,
  setiembre: 9,
  septembre: 9,
  october: 10,
  oct: 10,
  octubre: 10,
  octobre: 10,
  november: 11,
  nov: 11,
  noviembre: 11,
  novembre: 11,
  december: 12,
  dec: 12,
  diciembre: 12,
  decembre: 12,
};
export const MONTH_RE = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** Month names that are also ordinary words, read as months only beside a day number or a preposition. */
export const FULL_MONTH_RE = Object.keys(MONTHS)
  .filter((m) => m.length > 3 && !['sept', 'janv', 'fevr'].includes(m))
  .sort((a, b) => b.length - a.length)
  .join('|');

export const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  domingo: 0,
  dimanche: 0,
  monday: 1,
  mon: 1,
  lunes: 1,
  lundi: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  martes: 2,
  mardi: 2,
  wednesday: 3,
  wed: 3,
  miercoles: 3,
  mercredi: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  jueves: 4,
  jeudi: 4,
  friday: 5,
  fri: 5,
  viernes: 5,
  vendredi: 5,
  saturday: 6,
  sat: 6,
  sabado: 6,
  samedi: 6,
};
const WEEKDAY_RE = Object.keys(WEEKDAYS)
  .filter((d) => d.length > 3)
  .sort((a, b) => b.length - a.length)
  .join('|');
export const WEEKDAY_ANY_RE = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
export const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const validDay = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);

/** The latest given weekday on or before today (`strict`: before today). */
export function pastWeekday(today: string, weekday: number, strict: boolean): string {
  let back = (weekdayOf(today) - weekday + 7) % 7;
  if (back === 0 && strict) back = 7;
  return addDays(today, -back);
}
function nextWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** A day and month with no year: the year that puts it nearest to today. */
function nearestYear(today: string, month: number, day: number): string | null {
  const year = Number(today.slice(0, 4));
  const candidates = [year - 1, year, year + 1].filter((y) => validDay(y, month, day)).map((y) => iso(y, month, day));
  if (candidates.length === 0) return null;
  const distance = (d: string) =>
    Math.abs(new Date(`${d}T00:00:00Z`).getTime() - new Date(`${today}T00:00:00Z`).getTime());
  return candidates.reduce((a, b) => (distance(b) < distance(a) ? b : a));
}
function fullYear(text: string | undefined, today: string): number | null {
  if (!text) return null;
  const n = Number(text);
  if (text.length === 2) return 2000 + n;
  return text.length === 4 ? n : Number(today.slice(0, 4));
}
function dayMonth(today: string, day: number, month: number, yearText: string | undefined): string | null {
  const year = fullYear(yearText, today);
  if (year === null) return nearestYear(today, month, day);
  return validDay(year, month, day) ? iso(year, month, day) : null;
}

export type Span = { start: number; end: number };
export type DateFound = Span & { date: string };

/** Dates are read on the normalised text; `monthFirst` reads 03/12 as 12 March unless the numbers forbid it. */
export function findDate(text: string, today: string, monthFirst: boolean): DateFound | null {
  const rules: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
    [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, (m) => (validDay(+m[1]!, +m[2]!, +m[3]!) ? iso(+m[1]!, +m[2]!, +m[3]!) : null)],
    [
      /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/,
      (m) => {
        let [day, month] = [+m[1]!, +m[2]!];
        if ((monthFirst && day <= 12) || month > 12) [day, month] = [month, day];
        return dayMonth(today, day, month, m[3]);
      },
    ],
    [/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/, (m) => dayMonth(today, +m[1]!, +m[2]!, m[3])],
    [
      new RegExp(
        `\\b(\\d{1,2})(?:st|nd|rd|th|er|eme|o)? (?:(?:de|of) )?(${MONTH_RE})\\b(?: (?:de |del )?(\\d{4})\\b)?`,
      ),
      (m) => dayMonth(today, +m[1]!, MONTHS[m[2]!]!, m[3]),
    ],
    [
      new RegExp(`\\b(${MONTH_RE}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?: (\\d{4})\\b)?`),
      (m) => dayMonth(today, +m[2]!, MONTHS[m[1]!]!, m[3]),
    ],
    [
      /\bthe (\d{1,2})(?:st|nd|rd|th)\b|\bel dia (\d{1,2})\b|\ble (\d{1,2})(?:er)?(?= ?$| (?!\d|\$|€|£|%|km|kms|kilo|mi\b|miles|l\b|litres?|gal|m\b|metres?|ft\b|pieds|euros?|dollars?|livres?|jours?|nuits?|heures?|h\b|fois))/,
      (m) => {
        const day = Number(m[1] ?? m[2] ?? m[3]);
        const [y, mo, d] = today.split('-').map(Number) as [number, number, number];
        const base = day <= d ? today : addMonths(today, -1);
        const [by, bm] = [Number(base.slice(0, 4)), Number(base.slice(5, 7))];
        return validDay(by, bm, day) ? iso(by, bm, day) : validDay(y, mo, day) ? iso(y, mo, day) : null;
      },
    ],
    [
      /\b(?:the )?day before yesterday\b|\banteayer\b|\bantes de ayer\b|\bantier\b|\bavant hier\b|\bavant-hier\b/,
      () => addDays(today, -2),
    ],
    [
      /\byesterday(?: (?:morning|afternoon|evening))?\b|\bayer(?: por la (?:manana|tarde|noche))?\b|\banoche\b|\bhier(?: (?:soir|matin|midi|apres-midi))?\b|\blast night\b/,
      () => addDays(today, -1),
    ],
    [/\b(?:day after tomorrow|pasado manana|apres-demain|apres demain)\b/, () => addDays(today, 2)],
    [/\b(?:esta|la|por la|de la) manana\b/, () => today],
    [/\btomorrow\b|\bmanana\b|\bdemain\b/, () => addDays(today, 1)],
    [
      /\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b|\bhoy\b|\besta (?:tarde|noche)\b|\baujourd hui\b|\bce (?:matin|soir)\b|\bcet apres-?midi\b/,
      () => today,
    ],
    [
      new RegExp(`\\b(${SMALL_NUMBER_RE}) (days?|weeks?) ago\\b`),
      (m) => addDays(today, -countOf(m[1]!) * (m[2]!.startsWith('week') ? 7 : 1)),
    ],
    [
      new RegExp(`\\bhace (${SMALL_NUMBER_RE}) (dias?|semanas?)\\b`),
      (m) => addDays(today, -countOf(m[1]!) * (m[2]!.startsWith('semana') ? 7 : 1)),
    ],
    [
      new RegExp(`\\bil y a (${SMALL_NUMBER_RE}) (jours?|semaines?)\\b`),
      (m) => addDays(today, -countOf(m[1]!) * (m[2]!.startsWith('semaine') ? 7 : 1)),
    ],
    [
      new RegExp(
        `\\b(?:last|past|el|este) (${WEEKDAY_ANY_RE})(?: pasado)?\\b|\\b(${WEEKDAY_RE}) (?:pasado|dernier)\\b`,
      ),
      (m) => pastWeekday(today, WEEKDAYS[(m[1] ?? m[2])!]!, true),
    ],
    [
      new RegExp(
        `\\b(?:next|coming|el proximo|este proximo|proximo) (${WEEKDAY_ANY_RE})\\b|\\b(${WEEKDAY_RE}) (?:prochain|que viene)\\b`,
      ),
      (m) => nextWeekday(today, WEEKDAYS[(m[1] ?? m[2])!]!),
    ],
    [
      new RegExp(`\\b(?:on|el|le) (${WEEKDAY_ANY_RE})\\b|\\b(${WEEKDAY_RE})\\b`),
      (m) => pastWeekday(today, WEEKDAYS[(m[1] ?? m[2])!]!, false),
    ],
  ];
  for (const [re, resolve] of rules) {
    const m = re.exec(text);
    if (!m) continue;
    const date = resolve(m);
    if (date) return { start: m.index, end: m.index + m[0].length, date };
  }
  return null;
}
