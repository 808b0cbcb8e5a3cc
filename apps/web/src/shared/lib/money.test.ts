import { describe, expect, it } from 'vitest';
import { effectiveDateFormat, formatDate, formatMoney, formatMonth, formatPercent, localeFor } from './money.ts';

/** Intl separates French groups and symbols with no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes amounts the way each language does', () => {
    expect(formatMoney(1234.56, 'USD', localeFor('en', 'USD'))).toBe('$1,234.56');
    expect(plain(formatMoney(1234.56, 'EUR', localeFor('fr')))).toBe('1 234,56 €');
    expect(plain(formatMoney(12345.5, 'EUR', localeFor('es')))).toBe('12.345,50 €');
  });

  it('names a foreign currency so amounts in several currencies cannot be confused', () => {
    expect(formatMoney(40, 'CAD', localeFor('en', 'USD'))).toBe('CA$40.00');
    expect(plain(formatMoney(40, 'USD', localeFor('fr', 'EUR')))).toBe('40,00 $US');
    expect(plain(formatMoney(1500, 'MXN', localeFor('es', 'EUR')))).toMatch(/^1500,00 MXN$/);
  });

  it('formats Australian dollars in en-AU with 2 decimals (SPEC §9)', () => {
    expect(localeFor('en', 'AUD')).toBe('en-AU');
    expect(formatMoney(99.5, 'AUD', 'en-AU')).toBe('$99.50');
  });

  it('still shows an amount in a code Intl does not know', () => {
    expect(formatMoney(12, 'XQZ', 'en-US')).toMatch(/12\.00/);
  });
});

describe('formatDate', () => {
  it('follows the locale without a chosen format', () => {
    expect(formatDate('2026-11-22', 'en-US')).toBe('11/22/2026');
    expect(formatDate('2026-11-22', 'fr-FR')).toBe('22/11/2026');
    expect(formatDate('2026-11-22', 'es-ES')).toBe('22/11/2026');
  });

  it('applies the format the user chose', () => {
    expect(formatDate('2026-01-05', 'fr-FR', 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatDate('2026-01-05', 'en-US', 'DD/MM/YYYY')).toBe('05/01/2026');
  });

  it('treats the untouched default format as "as my language writes dates"', () => {
    expect(effectiveDateFormat('MM/DD/YYYY')).toBeUndefined();
    expect(effectiveDateFormat('DD/MM/YYYY')).toBe('DD/MM/YYYY');
  });

  it('names months and percentages in the language', () => {
    expect(formatMonth('2026-11-03', 'en-US')).toBe('November 2026');
    expect(formatMonth('2026-11-03', 'fr-FR')).toBe('novembre 2026');
    expect(formatPercent(80, 'en-US')).toBe('80%');
    expect(plain(formatPercent(80, 'fr-FR'))).toBe('80 %');
  });
});
