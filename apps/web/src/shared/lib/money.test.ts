import { describe, expect, it } from 'vitest';
import { regionOfCurrency, userLocale } from '@ww/contracts';
import { formatMoney, formatPercent } from './money.ts';

/** The locale of a language for someone paying in a currency, by the contracts' one rule (userLocale). */
const localeFor = (language: string, currency?: string) =>
  userLocale(language, currency ? regionOfCurrency(currency) : null);

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
    expect(localeFor('en', 'GBP')).toBe('en-GB');
    expect(localeFor('fr', 'CAD')).toBe('fr-CA');
    expect(formatMoney(99.5, 'AUD', 'en-AU')).toBe('$99.50');
  });

  it('still shows an amount in a code Intl does not know', () => {
    expect(formatMoney(12, 'XQZ', 'en-US')).toMatch(/12\.00/);
  });
});

describe('formatPercent', () => {
  it('writes percentages the way each language does', () => {
    expect(formatPercent(80, 'en-US')).toBe('80%');
    expect(plain(formatPercent(80, 'fr-FR'))).toBe('80 %');
  });
});
