/**
 * Money amounts shared by the web and the server (decision 006): at most 2 decimals, held exactly as minor units
 * (cents) or as the decimal text numeric(12,2) stores; a JSON number only at the API's edge.
 */

/** Whole part written with thousands separators ('1,234', '1.234.567'), or without any. */
const GROUPED_WHOLE = /^(?:\d+|[1-9]\d{0,2}(?:[.,]\d{3})+)$/;

/**
 * Reads an amount as people type it: '12.50', '12,50', '1,234.56', '1.234,56' or '1 234,56'. A last '.' or ','
 * followed by one or two digits is the decimal separator; separators before it must group thousands. A lone
 * separator followed by three digits groups thousands ('1,234'), by more it is a decimal one ('0.0015', which the
 * amount rules then refuse). Null when it is not a number.
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(compact) && !/^[.,]\d+$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  if (decimal) {
    const whole = compact.slice(0, decimal.index) || '0';
    if (!GROUPED_WHOLE.test(whole)) return null;
    return Number(`${whole.replace(/[.,]/g, '')}.${decimal[1]}`);
  }
  if (GROUPED_WHOLE.test(compact)) return Number(compact.replace(/[.,]/g, ''));
  const lone = /^(\d+)[.,](\d+)$/.exec(compact);
  return lone ? Number(`${lone[1]}.${lone[2]}`) : null;
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

/** A positive amount typed in a form, with at most 2 decimals; null otherwise. */
export function parsePositiveAmount(text: string): number | null {
  const value = parseAmount(text);
  return value !== null && value > 0 && toMinorUnits(value) !== null ? value : null;
}
