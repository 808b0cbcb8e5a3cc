// The billing module's public entry: plans, the trial, memberships, Stripe's webhook and the video course.
export { billingAdminRoutes, billingRoutes } from './billing.routes.ts';
export { createBillingService, type BillingService, type OrderPayments } from './billing.service.ts';
