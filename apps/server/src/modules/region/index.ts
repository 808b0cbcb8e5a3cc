// The region module as the app and other modules use it: detection by address, and its route.
export { createRegionService, type RegionService } from './region.service.ts';
export { regionRoutes } from './region.routes.ts';
