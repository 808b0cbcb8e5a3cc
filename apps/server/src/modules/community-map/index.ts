// The community map as the app and other modules use it: its routes and service, and the wrapper a privacy-settings
// change runs in so the open maps learn at once that a traveller left them (or joined the public one).
export { changingLocationAudience } from './location-events.ts';
export { locationsRoutes } from './locations.routes.ts';
export { createLocationsService, type LocationsService } from './locations.service.ts';
