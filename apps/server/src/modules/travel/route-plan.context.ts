// What a plan starts from: the user's settings, preferences, rig, fuel log and whereabouts, and the daily limit.
import { DEFAULT_DAILY_LIMIT_KM, TRIP_LIMITS } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { AppError } from '#platform/errors.ts';
import { sharedPosition } from '#modules/community-map/index.ts';
import { profileRegion } from '#modules/profile/index.ts';
import { readSettings } from '#modules/settings/index.ts';
import { routePlanRepository as repo } from './route-plan.repository.ts';
import { travelPreferencesRepository, type TravelPreferencesRow } from './travel-preferences.repository.ts';

/** What a plan reads of the user: settings, travel preferences, the rig, fuel log, region and shared position. */
export async function readPlanContext(t: Tx, userId: string, vehicleId: string | undefined) {
  const settings = await readSettings(t);
  const prefs = await travelPreferencesRepository.get(t);
  const rig = vehicleId ? await repo.vehicleWithTow(t, vehicleId) : undefined;
  if (vehicleId && !rig) throw new AppError(404, 'other', 'That vehicle was not found.', 'not_found');
  const fuelLog = await repo.fuelLogAverage(t);
  return {
    settings,
    prefs,
    rig,
    fuelLog,
    region: await profileRegion(t, userId),
    here: await sharedPosition(t, userId),
  };
}

/** The asked daily limit, else the saved one (brought within the limits), else the units' default. */
export function dailyLimitOf(
  asked: number | undefined,
  prefs: TravelPreferencesRow | undefined,
  units: keyof typeof DEFAULT_DAILY_LIMIT_KM,
): number {
  const saved = prefs?.daily_limit_km != null ? Number(prefs.daily_limit_km) : null;
  return (
    asked ??
    (saved !== null
      ? Math.min(Math.max(saved, TRIP_LIMITS.minDailyLimitKm), TRIP_LIMITS.maxDailyLimitKm)
      : DEFAULT_DAILY_LIMIT_KM[units])
  );
}
