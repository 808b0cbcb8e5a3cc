import { describe, expect, it } from 'vitest';
import { decimalToAmount, minorUnitsToDecimal, parseAmount, parsePositiveAmount, toMinorUnits } from './money.ts';

describe('parseAmount', () => {
  it('reads amounts typed with a decimal point or a decimal comma', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1 234,56')).toBe(1234.56);
    expect(parseAmount('1\u202f234,56')).toBe(1234.56);
    expect(parseAmount("1'234.56")).toBe(1234.56);
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('40')).toBe(40);
    expect(parseAmount(',5')).toBe(0.5);
    expect(parseAmount('0.001')).toBe(0.001);
    expect(parseAmount('12.3456')).toBe(12.3456);
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('12.34.56')).toBeNull();
    expect(parseAmount('1,2,3')).toBeNull();
    expect(parseAmount('12,34,567.5')).toBeNull();
  });
});

describe('parsePositiveAmount', () => {
  it('keeps positive amounts with at most 2 decimals', () => {
    expect(parsePositiveAmount('12,50')).toBe(12.5);
    expect(parsePositiveAmount(' 1.234,56 ')).toBe(1234.56);
  });

  it('refuses zero, a third decimal and text', () => {
    expect(parsePositiveAmount('0')).toBeNull();
    expect(parsePositiveAmount('0,00')).toBeNull();
    expect(parsePositiveAmount('0.001')).toBeNull();
    expect(parsePositiveAmount('12.3456')).toBeNull();
    expect(parsePositiveAmount('12.345')).toBe(12345); // three digits after a lone separator group thousands
    expect(parsePositiveAmount('twelve')).toBeNull();
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
