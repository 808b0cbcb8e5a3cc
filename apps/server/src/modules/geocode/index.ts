// The geocode module's public entry: place search and reverse look-up for the web's search boxes and map clicks.
export { geocodeRoutes } from './geocode.routes.ts';
