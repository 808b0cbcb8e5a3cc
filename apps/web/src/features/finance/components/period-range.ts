import { periodBefore, periodOf, yearOf } from '@ww/contracts';

export const PERIOD_PRESETS = ['this_month', 'last_month', 'last_3_months', 'this_year', 'all', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** First and last day of a preset period around today ('YYYY-MM-DD'); 'all' and 'custom' have no bounds of their own. */
export function periodRange(preset: PeriodPreset, today: string): { from?: string; to?: string } {
  const month = periodOf('month', today);
  switch (preset) {
    case 'this_month':
      return { from: month.start, to: month.end };
    case 'last_month': {
      const last = periodBefore('month', today, 1);
      return { from: last.start, to: last.end };
    }
    case 'last_3_months':
      // This month and the two before it.
      return { from: periodBefore('month', today, 2).start, to: month.end };
    case 'this_year': {
      const year = yearOf(today);
      return { from: year.start, to: year.end };
    }
    default:
      return {};
  }
}

/** The Monday of the ISO week containing a date, as the server counts weekly budgets. */
export const weekStart = (date: string): string => periodOf('week', date).start;
