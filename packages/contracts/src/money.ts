/**
 * Money amounts shared by the web and the server (decision 006): at most 2 decimals, held exactly as minor units
 * (cents) or as the decimal text numeric(12,2) stores; a JSON number only at the API's edge.
 */

/** How a locale writes numbers: '.' and ',' in English, ',' and '.' in Spanish, ',' and a space in French. */
export interface NumberSeparators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, NumberSeparators>();

/** The decimal and group separators of a locale, as Intl writes 1,234,567.5 in it. */
export function numberSeparators(locale: string): NumberSeparators {
  let separators = separatorCache.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    separators = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, separators);
  }
  return separators;
}

/** The decimals a currency is written with (Intl's): 2 for most, 0 for JPY, 3 for BHD or KWD; 2 for an unknown code. */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The most decimals a stored amount keeps (numeric(12,2)). */
export const MONEY_DECIMALS = 2;

/** The decimals an amount in a currency may be typed with: the currency's own, at most what is stored. */
export const amountDecimals = (currency: string) => Math.min(currencyDecimals(currency), MONEY_DECIMALS);

export type NumberReading = { ok: true; value: number } | { ok: false; error: 'invalid' | 'too_many_decimals' };

const SPACES = /[\s\u00a0\u202f]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a positive number as written in a locale: digits, optionally grouped by threes with the locale's group
 * separator, then optionally the locale's decimal separator and at most `maxDecimals` digits. Anything else is
 * refused, never guessed: '12.345' in English is 12.345 (too many decimals for money), not twelve thousand; '12,34'
 * in English and '1.234,5' in French are not numbers. A locale grouping with a space takes any space typed.
 */
export function readNumber(text: string, separators: NumberSeparators, maxDecimals: number): NumberReading {
  const spaced = separators.group.replace(SPACES, ' ') === ' ';
  const compact = spaced ? text.trim().replace(SPACES, ' ') : text.trim();
  const group = escapeRegExp(spaced ? ' ' : separators.group);
  const pattern = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)?(?:${escapeRegExp(separators.decimal)}(\\d+))?$`);
  const match = pattern.exec(compact);
  if (!match || (match[1] === undefined && match[2] === undefined)) return { ok: false, error: 'invalid' };
  const fraction = match[2] ?? '';
  if (fraction.length > maxDecimals) return { ok: false, error: 'too_many_decimals' };
  const whole = (match[1] ?? '0').replace(new RegExp(group, 'g'), '');
  const value = Number(`${whole}.${fraction || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: 'invalid' };
}

/** A number written in a locale with at most `maxDecimals` decimals (2 unless told); null otherwise. */
export function parseAmount(text: string, separators: NumberSeparators, maxDecimals = MONEY_DECIMALS): number | null {
  const reading = readNumber(text, separators, maxDecimals);
  return reading.ok ? reading.value : null;
}

/**
 * The exact minor units of an amount with at most 2 decimals: 12.5 or '12.50' is 1250, '-0.07' is -7. Null for
 * more decimals (12.345), for text that is not a plain decimal, and beyond what a double holds exactly.
 */
export function toMinorUnits(amount: number | string): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!m) return null;
  const units = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(units)) return null;
  return m[1] && units !== 0 ? -units : units;
}

/** Minor units as the exact decimal text numeric(12,2) takes: 123456 is '1234.56', -7 is '-0.07'. */
export function minorUnitsToDecimal(units: number): string {
  const abs = Math.abs(units);
  return `${units < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A numeric amount as the database hands it over ('12.50') as the JSON number the API sends: exact at 2 decimals. */
export const decimalToAmount = (value: string | number): number => Number(value);

/** A positive amount typed in a form in a locale, with at most 2 decimals; null otherwise. */
export function parsePositiveAmount(text: string, separators: NumberSeparators): number | null {
  const value = parseAmount(text, separators);
  return value !== null && value > 0 && toMinorUnits(value) !== null ? value : null;
}

/** Minor units as the JSON number the API sends: 1250 is 12.5, -7 is -0.07. */
export const fromMinorUnits = (units: number): number => Number(minorUnitsToDecimal(units));

/**
 * A computed amount (a price times a quantity, a share of a sum, a cost per litre times litres) in whole minor
 * units, half away from zero. The product is read to 15 significant digits first, so 1.005 × 100 (100.49999…) is
 * the 101 it means, not 100.
 */
export function roundToMinorUnits(value: number): number {
  const cents = Number((Math.abs(value) * 100).toPrecision(15));
  const units = Math.round(cents);
  return value < 0 && units !== 0 ? -units : units;
}

/** An amount in minor units: exact when it has at most 2 decimals, else rounded to the cent. */
export const minorUnitsOf = (amount: number): number => toMinorUnits(amount) ?? roundToMinorUnits(amount);

/** A computed amount rounded to the cent, as the API sends it. */
export const roundAmount = (value: number): number => fromMinorUnits(roundToMinorUnits(value));

/** Whether an amount has at most 2 decimals (12.5 yes, 12.345 no): what a stored amount may be. */
export const isWholeCents = (amount: number): boolean => toMinorUnits(amount) !== null;

/** The exact sum of amounts of one currency, added as minor units (0.1 + 0.2 is 0.3, not 0.30000000000000004). */
export function sumAmounts(amounts: Iterable<number>): number {
  let units = 0;
  for (const amount of amounts) units += minorUnitsOf(amount);
  return fromMinorUnits(units);
}

/** A unit price times a quantity, to the cent: 2.99 × 3 is 8.97. */
export const lineAmount = (unitPrice: number, quantity: number): number =>
  fromMinorUnits(minorUnitsOf(unitPrice) * quantity);

/** A part as a percentage of a whole (a goal's progress, a category's share), not money: 0 when the whole is 0. */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? (part / whole) * 100 : 0);
