// The travel module as the server and other modules use it: its services, built once by the composition root
// (src/services.ts) and shared by the API, Pam and the demo account; its routes; the first-start data; and, for
// social Planning, a user's own trip read and changed inside the caller's transaction.
import type { Trip } from '@ww/contracts';
import type { Tx } from '#db/with-user-tx.ts';
import type { AppDeps } from '#platform/app-env.ts';
import type { Providers } from '#providers/providers.ts';
import { createCampgroundsService } from './campgrounds.service.ts';
import { createFuelLogService } from './fuel-log.service.ts';
import { createMaintenanceService } from './maintenance.service.ts';
import { overnightCampgrounds } from './route-plan.campgrounds.ts';
import { createPlanLimiter } from './route-plan.limit.ts';
import { createRoutePlanService, type OvernightFinder } from './route-plan.service.ts';
import { createSafetyChecklistsService } from './safety-checklists.service.ts';
import { createStorageItemsService } from './storage-items.service.ts';
import { createTravelPreferencesService } from './travel-preferences.service.ts';
import { tripsRepository, type TripValues } from './trips.repository.ts';
import { createTripsService, toTrip } from './trips.service.ts';
import { createVehiclesService } from './vehicles.service.ts';

export { campgroundsRoutes } from './campgrounds.routes.ts';
export {
  campgroundLoadProgress,
  createCampgroundDataLoader,
  readCampgroundBatches,
  readCampgroundBatchesTask,
} from './campground-import/bundled-data.ts';
export { nearestPlaces, nearestPlacesTask } from './campground-import/near-place-backfill.ts';
export { fuelLogRoutes } from './fuel-log.routes.ts';
export { maintenanceRoutes } from './maintenance.routes.ts';
export { PLANS_PER_MINUTE } from './route-plan.limit.ts';
export { routePlanRoutes } from './route-plan.routes.ts';
export { safetyChecklistsRoutes } from './safety-checklists.routes.ts';
export { storageItemsRoutes } from './storage-items.routes.ts';
export { travelPreferencesRoutes } from './travel-preferences.routes.ts';
export { tripsRoutes } from './trips.routes.ts';
// The work the worker threads do for travel (src/worker.ts).
export { optimizeOrderTask, orderStops, planDays, planDaysTask } from './route-plan.tasks.ts';
export { readGpx, readGpxTask, readNewTrip, readNewTripTask, readTripPatch, readTripPatchTask } from './trips.tasks.ts';
export { vehiclesRoutes } from './vehicles.routes.ts';
export type { RoutePlanService } from './route-plan.service.ts';

export function createTravelServices(
  deps: Pick<AppDeps, 'db' | 'logger' | 'providers' | 'workers' | 'redis'>,
  options: {
    /** The providers the demo account's trips are planned with; the app's own when not given. */
    demoProviders?: Providers;
  } = {},
) {
  // Every planner below takes from the same per-user budget of plans.
  const planLimiter = createPlanLimiter();
  const planner = (providers: Providers, overnight: OvernightFinder) =>
    createRoutePlanService({
      db: deps.db,
      logger: deps.logger,
      providers,
      overnight,
      planLimiter,
      workers: deps.workers,
    });
  const routePlan = planner(deps.providers, overnightCampgrounds);
  return {
    campgrounds: createCampgroundsService({
      db: deps.db,
      logger: deps.logger,
      overpass: deps.providers.campgrounds,
      workers: deps.workers,
    }),
    /** The Trip Planner's: days end at a campground near the day's end. */
    routePlan,
    /** The same planner without campground look-ups per night: distances, times and fuel only (Pam's questions). */
    routeOnly: planner(deps.providers, null),
    /** The demo account's trips, planned with `demoProviders` (server.ts: offline, so a first start never waits). */
    demoPlan: options.demoProviders ? planner(options.demoProviders, overnightCampgrounds) : routePlan,
    trips: createTripsService(deps),
    vehicles: createVehiclesService(deps),
    fuelLog: createFuelLogService(deps),
    maintenance: createMaintenanceService(deps),
    storageItems: createStorageItemsService(deps),
    safetyChecklists: createSafetyChecklistsService(deps),
    travelPreferences: createTravelPreferencesService(deps),
  };
}
export type TravelServices = ReturnType<typeof createTravelServices>;

/** The user's own saved trip inside the caller's transaction (row-level security: another user's is undefined). */
export async function readOwnTrip(tx: Tx, id: string): Promise<Trip | undefined> {
  const row = await tripsRepository.get(tx, id);
  return row && toTrip(row);
}

/** Replaces the stops of the user's own trip (a stop suggested in Planning and accepted); false when it is gone. */
export async function replaceTripStops(tx: Tx, id: string, stops: TripValues['stops']): Promise<boolean> {
  return tripsRepository.update(tx, id, { stops });
}
