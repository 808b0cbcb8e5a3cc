import { describe, expect, it } from 'vitest';
import { minorUnitsToDecimal } from '@ww/contracts';
import { decimalHint, normaliseDescription, parseAmountCents, parseDate } from './import-values.ts';

describe('parseAmountCents', () => {
  it.each([
    ['-1.234,56', ',', -123456],
    ['1.234,56', ',', 123456],
    ['-12,50', ',', -1250],
    ['12,5', ',', 1250],
    ['1 234,56 €', ',', 123456],
    ['1\u00a0234,56', ',', 123456],
    ['12,50-', ',', -1250],
    ['-1,234.56', '.', -123456],
    ['1,234,567.89', '.', 123456789],
    ["1'234.50", '.', 123450],
    ['(45.00)', '.', -4500],
    ['$-45.99', '.', -4599],
    ['-$45.99', '.', -4599],
    ['USD 45.99', '.', 4599],
    ['+3.10', '.', 310],
    ['−7.25', '.', -725],
    ['12.500', '.', 1250],
    ['.5', '.', 50],
    ['42', '.', 4200],
    ['0.00', '.', 0],
  ] as const)('%s with decimal %s is %d cents', (raw, decimal, cents) => {
    expect(parseAmountCents(raw, decimal)).toBe(cents);
  });

  it.each([
    ['12,50', '.'],
    ['1.23.4', '.'],
    ['12.505', '.'],
    ['abc', '.'],
    ['', '.'],
    ['--5', '.'],
    ['1,2345', ','],
    ['99999999999.00', '.'],
  ] as const)('rejects %s with decimal %s', (raw, decimal) => {
    expect(parseAmountCents(raw, decimal)).toBeNull();
  });

  it('stays exact where floating point would not', () => {
    expect(parseAmountCents('0,29', ',')).toBe(29);
    expect(parseAmountCents('9999999999.99', '.')).toBe(999999999999);
    expect(minorUnitsToDecimal(999999999999)).toBe('9999999999.99');
    expect(minorUnitsToDecimal(-5)).toBe('-0.05');
  });
});

describe('decimalHint', () => {
  it.each([
    ['-1.234,56', ','],
    ['1,234.56', '.'],
    ['-12,50', ','],
    ['3.1', '.'],
    ['1.234.567', ','],
    ['1.234', null],
    ['1,234', null],
    ['42', null],
  ] as const)('%s hints %s', (raw, hint) => {
    expect(decimalHint(raw)).toBe(hint);
  });
});

describe('parseDate', () => {
  it('reads each supported format and rejects days that do not exist', () => {
    expect(parseDate('2026-01-05', 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(parseDate('2026/1/5', 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(parseDate('05/01/2026', 'DD/MM/YYYY')).toBe('2026-01-05');
    expect(parseDate('05/01/2026', 'MM/DD/YYYY')).toBe('2026-05-01');
    expect(parseDate('5.1.2026', 'DD.MM.YYYY')).toBe('2026-01-05');
    expect(parseDate('05-01-26', 'DD-MM-YYYY')).toBe('2026-01-05');
    expect(parseDate('01-05-2026', 'MM-DD-YYYY')).toBe('2026-01-05');
    expect(parseDate('05/01/2026 14:32', 'DD/MM/YYYY')).toBe('2026-01-05');
    expect(parseDate('2026-01-05T14:32:00Z', 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(parseDate('29/02/2024', 'DD/MM/YYYY')).toBe('2024-02-29');
    expect(parseDate('29/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('13/01/2026', 'MM/DD/YYYY')).toBeNull();
    expect(parseDate('05.01.2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('yesterday', 'YYYY-MM-DD')).toBeNull();
  });
});

describe('normaliseDescription', () => {
  it('drops digits, case and punctuation so daily card lines of one shop match', () => {
    expect(normaliseDescription('CARD 4411 SHELL 23/05')).toBe('card shell');
    expect(normaliseDescription('Card *4411  Shell, 24-05')).toBe('card shell');
    expect(normaliseDescription('  Café  Olé!! ')).toBe('café olé');
    expect(normaliseDescription('12345')).toBe('');
  });
});
