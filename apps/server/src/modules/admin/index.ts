// The admin module's public entry: its service and routes; other modules ask it whether a user is an admin (e.g.
// moderation's site scope, the shop's and billing's consoles).
export { adminRoutes } from './admin.routes.ts';
export { createAdminService, type AdminService } from './admin.service.ts';
