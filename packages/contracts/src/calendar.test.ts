import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateIn,
  daysBetween,
  daysInMonth,
  periodBefore,
  periodOf,
  todayIn,
  yearOf,
} from './calendar.ts';

describe('calendar', () => {
  it("gives the user's date in the time zone of their settings, whatever the device's zone", () => {
    const instant = new Date('2026-11-30T23:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-30');
    expect(todayIn('Europe/Paris', instant)).toBe('2026-12-01');
    expect(todayIn('Australia/Sydney', new Date('2026-06-30T14:30:00Z'))).toBe('2026-07-01');
    expect(dateIn('Not/AZone', instant)).toBe('2026-11-30');
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-01', '2026-10-25')).toBe(-7);
  });

  it("adds months, keeping the day or taking the shorter month's last", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('finds the month and the Monday-to-Sunday week of a date, and those before it', () => {
    expect(periodOf('month', '2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodOf('week', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('week', '2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-06' });
    expect(periodBefore('month', '2026-01-31', 1)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(periodBefore('month', '2026-11-10', -1)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodBefore('week', '2026-01-01', 1)).toEqual({ start: '2025-12-22', end: '2025-12-28' });
    expect(yearOf('2026-07-04')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});
