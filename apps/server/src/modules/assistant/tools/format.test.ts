import { DEFAULT_SETTINGS, type UserSettingsValues } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import { day, money } from './format.ts';

/** A reader of Pam's replies: the reply's language and an account holding `currency`. */
const reader = (language: 'en' | 'es' | 'fr', currency: string) => ({
  language,
  settings: {
    ...DEFAULT_SETTINGS,
    regional_preferences: { ...DEFAULT_SETTINGS.regional_preferences, currency },
  } as UserSettingsValues,
});
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("Pam's figures in the user's locale (issue 23)", () => {
  it('writes a date as the account’s region does', () => {
    expect(day(reader('en', 'USD'), '2026-11-29')).toBe('Nov 29, 2026');
    expect(day(reader('en', 'GBP'), '2026-11-29')).toBe('29 Nov 2026');
    expect(day(reader('en', 'AUD'), '2026-11-29')).toBe('29 Nov 2026');
    expect(day(reader('es', 'EUR'), '2026-11-29')).toBe('29 nov 2026');
    expect(day(reader('fr', 'EUR'), '2026-11-29')).toBe('29 nov. 2026');
  });

  it('writes money as the account’s region does', () => {
    expect(money(reader('en', 'USD'), 45, 'USD')).toBe('$45.00');
    expect(money(reader('en', 'GBP'), 45, 'GBP')).toBe('£45.00');
    expect(money(reader('en', 'AUD'), 45, 'AUD')).toBe('$45.00');
    expect(plain(money(reader('fr', 'EUR'), 1234.5, 'EUR'))).toBe('1 234,50 €');
    expect(plain(money(reader('es', 'EUR'), 1234.5, 'EUR'))).toBe('1234,50 €');
  });
});
