import { DAY_MS, type UnitPreferences } from '@ww/contracts';
import type { FinanceServices } from '#modules/finance/index.ts';
import type { RoutePlanService, TravelServices } from '#modules/travel/index.ts';

/** The services the demo account is filled through: the app's own, so its records obey every rule a user's do. */
export type DemoServices = Pick<FinanceServices, 'expenses' | 'income' | 'sideIncome' | 'budgets' | 'savingsGoals'> &
  Pick<TravelServices, 'vehicles' | 'fuelLog' | 'maintenance' | 'trips' | 'storageItems'> & {
    planner: Pick<RoutePlanService, 'plan'>;
  };

/** Months of history the demo account gets, ending today. */
export const HISTORY_MONTHS = 6;

/** What every area's seeder is given: the services, the demo user, its units and dates counted back from today. */
export interface DemoContext {
  services: DemoServices;
  userId: string;
  today: Date;
  units: Pick<UnitPreferences, 'distance_unit' | 'volume_unit'>;
  /** The date part (YYYY-MM-DD) of `d`. */
  iso: (d: Date) => string;
  /** The date `n` days before today. */
  daysAgo: (n: number) => string;
  /** Day `day` of the month `monthsAgo` months back, or null when that is still to come. */
  inMonth: (monthsAgo: number, day: number) => string | null;
}

export function createDemoContext(
  services: DemoServices,
  userId: string,
  today: Date,
  units: DemoContext['units'],
): DemoContext {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return {
    services,
    userId,
    today,
    units,
    iso,
    daysAgo: (n) => iso(new Date(today.getTime() - n * DAY_MS)),
    inMonth: (monthsAgo, day) => {
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, day));
      return d.getTime() > today.getTime() ? null : iso(d);
    },
  };
}
