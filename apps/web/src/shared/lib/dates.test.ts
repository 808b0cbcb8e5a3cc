import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatMonth, formatTime } from './dates.ts';

/** Intl may put narrow no-break spaces before AM/PM; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('writes a date in the chosen format and nothing else decides the order', () => {
    expect(formatDate('2026-01-05', 'MM/DD/YYYY')).toBe('01/05/2026');
    expect(formatDate('2026-01-05', 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(formatDate('2026-01-05', 'YYYY-MM-DD')).toBe('2026-01-05');
  });

  it('keeps the calendar day of a timestamp-looking value and shows anything else as given', () => {
    expect(formatDate('2026-11-22T23:30:00Z', 'DD/MM/YYYY')).toBe('22/11/2026');
    expect(formatDate('soon', 'DD/MM/YYYY')).toBe('soon');
  });

  it('drops the year for chart labels in the same order', () => {
    expect(formatDayMonth('2026-11-22', 'MM/DD/YYYY')).toBe('11/22');
    expect(formatDayMonth('2026-11-22', 'DD/MM/YYYY')).toBe('22/11');
    expect(formatDayMonth('2026-11-22', 'YYYY-MM-DD')).toBe('11-22');
  });
});

describe('formatMonth', () => {
  it('names months in the interface language', () => {
    expect(formatMonth('2026-11-03', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11-03', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-11-03', 'es')).toBe('noviembre de 2026');
    expect(formatMonth('2026-11-03', 'en', 'short')).toBe('Nov 26');
  });
});

describe('formatDateTime', () => {
  it("gives the day in the settings' time zone in the date format, and the language's time", () => {
    // 02:30 UTC on 23 November is still 22 November in New York.
    expect(plain(formatDateTime('2026-11-23T02:30:00Z', 'DD/MM/YYYY', 'en', 'America/New_York'))).toBe(
      '22/11/2026 9:30 PM',
    );
    expect(formatDateTime('2026-11-23T02:30:00Z', 'YYYY-MM-DD', 'fr', 'Europe/Paris')).toBe('2026-11-23 03:30');
    expect(formatTime('2026-11-23T14:05:00Z', 'es', 'UTC')).toBe('14:05');
  });
});
