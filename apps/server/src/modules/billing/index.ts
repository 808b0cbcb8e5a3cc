// The billing module's public entry: plans, the trial, memberships, Stripe's webhook and the video course.
export { billingAdminRoutes, billingRoutes } from './billing.routes.ts';
export type { OrderPayments } from './billing.events.ts';
export { createBillingService, type BillingService } from './billing.service.ts';
