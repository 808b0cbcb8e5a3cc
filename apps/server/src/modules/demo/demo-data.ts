import type { UnitPreferences } from '@ww/contracts';
import { createDemoContext, type DemoServices } from './demo-context.ts';
import { seedDemoFinance } from './demo-finance.ts';
import { seedDemoRig } from './demo-rig.ts';
import { seedDemoStorage, seedDemoTrips } from './demo-travel.ts';

export type { DemoServices } from './demo-context.ts';

/**
 * The demo account's records: a motorhome with six months of fill-ups and services, spending, income from remote
 * work and campground hosting, budgets, savings goals and what is stowed where. Written through the same services
 * (and validated by the same schemas) as a user's own entries, dated back from `today`, and the same on every
 * machine. Only the demo account gets them; the app labels everything in it as demo data. Fill-ups and intervals are
 * typed in the account's own units, as its traveller would type them ("every 5,000 mi", gallons at $/gal).
 */
export async function seedDemoData(
  services: DemoServices,
  userId: string,
  today: Date,
  units: Pick<UnitPreferences, 'distance_unit' | 'volume_unit'>,
): Promise<void> {
  const ctx = createDemoContext(services, userId, today, units);
  const vehicleId = await seedDemoRig(ctx);
  await seedDemoFinance(ctx);
  await seedDemoTrips(ctx, vehicleId);
  await seedDemoStorage(ctx, vehicleId);
}
