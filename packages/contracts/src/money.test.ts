import { describe, expect, it } from 'vitest';
import {
  fromMinorUnits,
  isWholeCents,
  lineAmount,
  percentOf,
  roundAmount,
  roundToMinorUnits,
  sumAmounts,
  amountDecimals,
  currencyDecimals,
  decimalToAmount,
  minorUnitsToDecimal,
  numberSeparators,
  parseAmount,
  parsePositiveAmount,
  readNumber,
  toMinorUnits,
} from './money.ts';

const en = numberSeparators('en-US');
const es = numberSeparators('es-ES');
const fr = numberSeparators('fr-FR');

describe('numberSeparators and currencyDecimals', () => {
  it("read each locale's separators and each currency's decimals from Intl", () => {
    expect(en).toEqual({ decimal: '.', group: ',' });
    expect(es).toEqual({ decimal: ',', group: '.' });
    expect(fr.decimal).toBe(',');
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(amountDecimals('KWD')).toBe(2); // stored as numeric(12,2)
    expect(amountDecimals('JPY')).toBe(0);
  });
});

describe('readNumber', () => {
  it("reads digits with the locale's decimal separator and correctly placed group separators", () => {
    expect(parseAmount('12.5', en)).toBe(12.5);
    expect(parseAmount('1,234.56', en)).toBe(1234.56);
    expect(parseAmount('1,234', en)).toBe(1234);
    expect(parseAmount('12,50', es)).toBe(12.5);
    expect(parseAmount('1.234,5', es)).toBe(1234.5);
    expect(parseAmount('1 234,56', fr)).toBe(1234.56);
    expect(parseAmount('1\u202f234,56', fr)).toBe(1234.56);
    expect(parseAmount('1\u00a0234', fr)).toBe(1234);
    expect(parseAmount(' 40 ', en)).toBe(40);
    expect(parseAmount(',5', fr)).toBe(0.5);
    expect(parseAmount('1.899', en, 3)).toBe(1.899);
  });

  it('never guesses a thousands separator from the number of digits', () => {
    expect(readNumber('12.345', en, 2)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(readNumber('1.005', en, 2)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(readNumber('12.345', es, 2)).toEqual({ ok: true, value: 12345 });
    expect(readNumber('12.5', es, 2)).toEqual({ ok: false, error: 'invalid' });
    expect(readNumber('12,34', en, 2)).toEqual({ ok: false, error: 'invalid' });
    expect(readNumber('1.234,5', fr, 2)).toEqual({ ok: false, error: 'invalid' });
    expect(readNumber('1.5', en, 0)).toEqual({ ok: false, error: 'too_many_decimals' });
  });

  it('refuses what is not a number', () => {
    for (const text of ['', ' ', 'abc', '-5', '1e12', '12.34.56', '1,2,3', '12,34,567.5', '12.', '.', '1,23,456']) {
      expect(readNumber(text, en, 2)).toEqual({ ok: false, error: 'invalid' });
    }
  });
});

describe('parsePositiveAmount', () => {
  it('keeps positive amounts with at most 2 decimals', () => {
    expect(parsePositiveAmount('12,50', fr)).toBe(12.5);
    expect(parsePositiveAmount(' 1.234,56 ', es)).toBe(1234.56);
  });

  it('refuses zero, a third decimal and text', () => {
    expect(parsePositiveAmount('0', en)).toBeNull();
    expect(parsePositiveAmount('0,00', fr)).toBeNull();
    expect(parsePositiveAmount('0.001', en)).toBeNull();
    expect(parsePositiveAmount('12.345', en)).toBeNull();
    expect(parsePositiveAmount('twelve', en)).toBeNull();
  });
});

describe('minor units', () => {
  it('reads numbers and decimal text exactly, where floating point would drift', () => {
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(toMinorUnits('12.50')).toBe(1250);
    expect(toMinorUnits(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(toMinorUnits(1.005)).toBeNull();
    expect(toMinorUnits('9999999999.99')).toBe(999_999_999_999);
    expect(toMinorUnits('-0.07')).toBe(-7);
    expect(toMinorUnits('12.500')).toBe(1250);
  });

  it('refuses a third decimal and what is not a plain decimal', () => {
    expect(toMinorUnits('12.345')).toBeNull();
    expect(toMinorUnits('1e3')).toBeNull();
    expect(toMinorUnits('12,50')).toBeNull();
    expect(toMinorUnits(Number.NaN)).toBeNull();
    expect(toMinorUnits(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toMinorUnits('')).toBeNull();
  });

  it('writes minor units as the decimal text numeric(12,2) takes', () => {
    expect(minorUnitsToDecimal(123456)).toBe('1234.56');
    expect(minorUnitsToDecimal(5)).toBe('0.05');
    expect(minorUnitsToDecimal(-7)).toBe('-0.07');
    expect(minorUnitsToDecimal(0)).toBe('0.00');
    expect(minorUnitsToDecimal(999_999_999_999)).toBe('9999999999.99');
  });

  it('round-trips every cent amount through decimal text', () => {
    for (const units of [1, 10, 99, 100, 101, 1999, 250_000, 999_999_999_999]) {
      expect(toMinorUnits(minorUnitsToDecimal(units))).toBe(units);
    }
  });

  it('turns the database numeric text into the JSON number the API sends', () => {
    expect(decimalToAmount('12.50')).toBe(12.5);
    expect(decimalToAmount('9999999999.99')).toBe(9999999999.99);
    expect(decimalToAmount(3)).toBe(3);
  });
});

describe('amounts computed exactly', () => {
  it('rounds a computed amount half away from zero to the cent, as written', () => {
    expect(roundToMinorUnits(1.005)).toBe(101);
    expect(roundToMinorUnits(-1.005)).toBe(-101);
    expect(roundToMinorUnits(62.4 * 1.459)).toBe(9104);
    expect(roundAmount(45.4609 * 1.5)).toBe(68.19);
    expect(fromMinorUnits(-7)).toBe(-0.07);
  });

  it('adds amounts in cents and prices lines exactly', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([19.99, 5.01, 0.01])).toBe(25.01);
    expect(lineAmount(2.99, 3)).toBe(8.97);
    expect(lineAmount(0.1, 3)).toBe(0.3);
  });

  it('tells an amount of whole cents from one with more decimals', () => {
    expect(isWholeCents(12.5)).toBe(true);
    expect(isWholeCents(12.345)).toBe(false);
    expect(percentOf(25, 200)).toBe(12.5);
    expect(percentOf(5, 0)).toBe(0);
  });
});
