// The health module's public entry: GET /health, for load balancers and the bench.
export { healthRoutes } from './health.routes.ts';
