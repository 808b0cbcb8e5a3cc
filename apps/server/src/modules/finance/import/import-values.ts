import { DATE_FORMATS_IMPORT, FINANCE_LIMITS, daysInMonth, toMinorUnits, minorUnitsOf } from '@ww/contracts';

export type ImportDateFormat = (typeof DATE_FORMATS_IMPORT)[number];
export type DecimalSeparator = '.' | ',';

/** A problem on one line of the file; `line` is 1-based as a text editor counts. */
export type RowError = { line: number; code: string; message: string };

/**
 * The form a description is matched and fingerprinted in: a bank writes "CARD 4411 SHELL 23/05" one day and
 * "CARD 4411 SHELL 24/05" the next, and both should meet the same category rule.
 */
export function normaliseDescription(text: string): string {
  return text
    .toLowerCase()
    .replace(/\p{N}+/gu, '')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** Header text compared without case, accents or punctuation ("Libellé" -> "libelle"). */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const DATE_PATTERNS: Record<ImportDateFormat, { re: RegExp; order: 'ymd' | 'dmy' | 'mdy' }> = {
  'YYYY-MM-DD': { re: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/, order: 'ymd' },
  'DD/MM/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/, order: 'dmy' },
  'MM/DD/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/, order: 'mdy' },
  'DD.MM.YYYY': { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/, order: 'dmy' },
  'DD-MM-YYYY': { re: /^(\d{1,2})-(\d{1,2})-(\d{4}|\d{2})$/, order: 'dmy' },
  'MM-DD-YYYY': { re: /^(\d{1,2})-(\d{1,2})-(\d{4}|\d{2})$/, order: 'mdy' },
};

// Some banks append the booking time ("05/01/2026 14:32", "2026-01-05T14:32:00Z"); the day is what counts.
const TIME_SUFFIX = /(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?)$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar date as 'YYYY-MM-DD' when the parts form a real day (no 31 February), else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Reads a date written in `format`; two-digit years are this century's. */
export function parseDate(raw: string, format: ImportDateFormat): string | null {
  const text = raw.trim().replace(TIME_SUFFIX, '');
  const { re, order } = DATE_PATTERNS[format];
  const m = re.exec(text);
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (order === 'ymd') return isoDate(a, b, c);
  const year = m[3]!.length === 2 ? 2000 + c : c;
  return order === 'dmy' ? isoDate(year, b, a) : isoDate(year, a, b);
}

export function looksLikeDate(raw: string): boolean {
  return DATE_FORMATS_IMPORT.some((f) => parseDate(raw, f) !== null);
}

const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const CURRENCY_AFFIX = /^(?:[$€£¥₹₩₽₺₪฿]|[A-Z]{3}|[A-Z]{1,2}\$)/;
const CURRENCY_SUFFIX = /(?:[$€£¥₹₩₽₺₪฿]|[A-Z]{3})$/;
const MINUS = /^[-−–]/;

/** Strips spaces, currency marks and sign notations; returns the bare number text and whether it was negative. */
function unwrapAmount(raw: string): { core: string; negative: boolean } | null {
  let s = raw.replace(SPACES, '');
  if (!s) return null;
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1);
  }
  for (let changed = true; changed && s;) {
    changed = false;
    if (MINUS.test(s)) {
      if (negative) return null;
      negative = true;
      s = s.slice(1);
      changed = true;
    } else if (s.startsWith('+')) {
      s = s.slice(1);
      changed = true;
    } else if (CURRENCY_AFFIX.test(s)) {
      s = s.replace(CURRENCY_AFFIX, '');
      changed = true;
    }
    if (/[-−–]$/.test(s)) {
      if (negative) return null;
      negative = true;
      s = s.slice(0, -1);
      changed = true;
    } else if (CURRENCY_SUFFIX.test(s)) {
      s = s.replace(CURRENCY_SUFFIX, '');
      changed = true;
    }
  }
  return s ? { core: s, negative } : null;
}

/**
 * Signed amount in cents, read exactly (no floating point): "-1.234,56" with decimal ',' is -123456.
 * Thousands separators must sit in their places, so "12,50" read with decimal '.' is rejected, not 1250.
 */
export function parseAmountCents(raw: string, decimal: DecimalSeparator): number | null {
  const parts = unwrapAmount(raw);
  if (!parts) return null;
  const thousands = decimal === '.' ? ',' : '.';
  const t = `[${thousands}']`;
  const d = decimal === '.' ? '\\.' : ',';
  const m = new RegExp(`^(\\d{1,3}(?:${t}\\d{3})+|\\d+)?(?:${d}(\\d+))?$`).exec(parts.core);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const whole = (m[1] ?? '0').replace(/[^\d]/g, '');
  const fraction = m[2] ?? '';
  // "12.500" is 12.50 with a trailing zero; "12.505" has a third decimal money cannot have.
  if (fraction.length > 2 && !/^0+$/.test(fraction.slice(2))) return null;
  if (whole.length > 13) return null;
  const cents = toMinorUnits(`${whole}.${fraction.slice(0, 2) || '0'}`);
  if (cents === null || cents > minorUnitsOf(FINANCE_LIMITS.maxAmount)) return null;
  return parts.negative && cents !== 0 ? -cents : cents;
}

/** What a value tells about the decimal separator: ',' or '.', or null when it could be either or neither. */
export function decimalHint(raw: string): DecimalSeparator | null {
  const parts = unwrapAmount(raw);
  if (!parts || !/^[\d.,']+$/.test(parts.core)) return null;
  const { core } = parts;
  const lastDot = core.lastIndexOf('.');
  const lastComma = core.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? '.' : ',';
  const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!sep) return null;
  const after = core.length - core.lastIndexOf(sep) - 1;
  // One or two digits after the only separator: a decimal mark. Three: "1.234" or "1,234" could be either.
  if (after === 1 || after === 2) return sep;
  if (core.split(sep).length > 2) return sep === '.' ? ',' : '.';
  return null;
}

export function looksLikeAmount(raw: string): boolean {
  return parseAmountCents(raw, '.') !== null || parseAmountCents(raw, ',') !== null;
}
