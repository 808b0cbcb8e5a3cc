import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClockTime,
  formatDayAndMonth,
  formatMonthOf,
  regionOfCurrency,
  userLocale,
} from './locale-format.ts';

/** Intl may put narrow no-break spaces before AM/PM; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('userLocale', () => {
  it('is the language as the region writes it', () => {
    expect(userLocale('en', 'GB')).toBe('en-GB');
    expect(userLocale('en', 'US')).toBe('en-US');
    expect(userLocale('en', 'AU')).toBe('en-AU');
    expect(userLocale('en', 'ROW')).toBe('en-IE');
    expect(userLocale('es', 'US')).toBe('es-ES');
    expect(userLocale('es', 'GB')).toBe('es-ES');
    expect(userLocale('fr', 'CA')).toBe('fr-CA');
    expect(userLocale('fr-FR', 'AU')).toBe('fr-FR');
    expect(userLocale('en', null)).toBe('en-US');
  });

  it("reads an account's region from its currency until the profile says it", () => {
    expect(regionOfCurrency('GBP')).toBe('GB');
    expect(regionOfCurrency('EUR')).toBe('ROW');
    expect(regionOfCurrency(undefined)).toBe('ROW');
  });
});

describe('formatCalendarDate', () => {
  it('writes a date as each locale does (issue 23)', () => {
    expect(formatCalendarDate('2026-11-29', 'en-GB')).toBe('29/11/2026');
    expect(formatCalendarDate('2026-11-29', 'en-US')).toBe('11/29/2026');
    expect(formatCalendarDate('2026-11-29', 'en-AU')).toBe('29/11/2026');
    expect(formatCalendarDate('2026-11-29', 'es-ES')).toBe('29 nov 2026');
    expect(formatCalendarDate('2026-11-29', 'fr-FR')).toBe('29 nov. 2026');
  });

  it('keeps the order a user chose, whatever the locale', () => {
    expect(formatCalendarDate('2026-01-05', 'fr-FR', 'MM/DD/YYYY')).toBe('01/05/2026');
    expect(formatCalendarDate('2026-01-05', 'en-US', 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(formatCalendarDate('2026-01-05', 'en-GB', 'YYYY-MM-DD')).toBe('2026-01-05');
  });

  it('keeps the calendar day of a timestamp-looking value and shows anything else as given', () => {
    expect(formatCalendarDate('2026-11-22T23:30:00Z', 'en-GB')).toBe('22/11/2026');
    expect(formatCalendarDate('soon', 'en-GB')).toBe('soon');
  });

  it('drops the year for chart labels in the same way', () => {
    expect(formatDayAndMonth('2026-11-22', 'en-US')).toBe('11/22');
    expect(formatDayAndMonth('2026-11-22', 'en-GB')).toBe('22/11');
    expect(formatDayAndMonth('2026-11-22', 'es-ES')).toBe('22 nov');
    expect(formatDayAndMonth('2026-11-22', 'en-GB', 'YYYY-MM-DD')).toBe('11-22');
  });
});

describe('formatMonthOf and formatClockTime', () => {
  it('names months in the language, lower case where the language writes them so', () => {
    expect(formatMonthOf('2026-11-03', 'en-GB')).toBe('November 2026');
    expect(formatMonthOf('2026-11-03', 'fr-FR')).toBe('novembre 2026');
    expect(formatMonthOf('2026-11-03', 'es-ES')).toBe('noviembre de 2026');
    expect(formatMonthOf('2026-11-03', 'en-US', 'short')).toBe('Nov 26');
  });

  it('gives the time of day in the time zone, as the locale writes it', () => {
    // 02:30 UTC on 23 November is 21:30 on 22 November in New York.
    expect(plain(formatClockTime('2026-11-23T02:30:00Z', 'en-US', 'America/New_York'))).toBe('9:30 PM');
    expect(formatClockTime('2026-11-23T14:05:00Z', 'es-ES', 'UTC')).toBe('14:05');
    expect(formatClockTime('2026-11-23T02:30:00Z', 'fr-FR', 'Europe/Paris')).toBe('03:30');
  });
});
