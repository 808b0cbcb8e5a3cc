// The travel module as other modules use it (the demo account fills it through the same services as the API; social
// Planning reads a user's own trip to share it and adds the stops they accept, inside its own transaction).
import type { Trip } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import { tripsRepository, type TripValues } from './trips.repository.ts';
import { toTrip } from './trips.service.ts';

export { createCampgroundsService } from './campgrounds.service.ts';
export { createFuelLogService } from './fuel-log.service.ts';
export { createMaintenanceService } from './maintenance.service.ts';
export { overnightCampgrounds } from './route-plan.campgrounds.ts';
export { createRoutePlanService, type RoutePlanService } from './route-plan.service.ts';
export { createStorageItemsService } from './storage-items.service.ts';
export { createTravelPreferencesService } from './travel-preferences.service.ts';
export { createTripsService } from './trips.service.ts';
export { createVehiclesService } from './vehicles.service.ts';
export { loadWaterCheck } from './route-plan.water.ts';

/** The user's own saved trip inside the caller's transaction (row-level security: another user's is undefined). */
export async function readOwnTrip(tx: Tx, id: string): Promise<Trip | undefined> {
  const row = await tripsRepository.get(tx, id);
  return row && toTrip(row);
}

/** Replaces the stops of the user's own trip (a stop suggested in Planning and accepted); false when it is gone. */
export async function replaceTripStops(tx: Tx, id: string, stops: TripValues['stops']): Promise<boolean> {
  return (await tripsRepository.update(tx, id, { stops })) !== undefined;
}
