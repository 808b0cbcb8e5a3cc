export const PERIOD_PRESETS = ['this_month', 'last_month', 'last_3_months', 'this_year', 'all', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const iso = (year: number, monthIndex: number, day: number) => {
  // Date.UTC normalises month -1 or 12 into the neighbouring year.
  const date = new Date(Date.UTC(year, monthIndex, day));
  return date.toISOString().slice(0, 10);
};

/** First and last day of a preset period around today ('YYYY-MM-DD'); 'all' and 'custom' have no bounds of their own. */
export function periodRange(preset: PeriodPreset, today: string): { from?: string; to?: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case 'this_month':
      return { from: iso(year, month, 1), to: iso(year, month + 1, 0) };
    case 'last_month':
      return { from: iso(year, month - 1, 1), to: iso(year, month, 0) };
    case 'last_3_months':
      // This month and the two before it.
      return { from: iso(year, month - 2, 1), to: iso(year, month + 1, 0) };
    case 'this_year':
      return { from: iso(year, 0, 1), to: iso(year, 11, 31) };
    default:
      return {};
  }
}

/** The Monday of the ISO week containing a date, as the server counts weekly budgets. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}
