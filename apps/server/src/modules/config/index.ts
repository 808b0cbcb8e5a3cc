// The config module's public entry: the settings the web reads at run time.
export { publicConfigRoutes } from './public-config.routes.ts';
