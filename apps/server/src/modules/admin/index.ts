// The admin module's public entry: other modules ask whether a user is an admin (e.g. moderation's site scope).
export { createAdminService, type AdminService } from './admin.service.ts';
