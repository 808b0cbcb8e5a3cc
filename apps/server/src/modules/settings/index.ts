// The settings module as the server and other modules use it: its service and routes, and the user's settings read,
// or a change merged, in the caller's transaction.
export { settingsRoutes } from './settings.routes.ts';
export { createSettingsService, mergeSettings, readSettings } from './settings.service.ts';
