// The travel module as other modules use it (the demo account fills it through the same services as the API).
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
