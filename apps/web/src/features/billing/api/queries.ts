import { queryOptions } from '@tanstack/react-query';
import type { ShopCurrency } from '@ww/contracts';
import { api } from '#shared/lib/api-client.ts';

/**
 * The billing feature's one query factory (key and fetch of every read). Keys carry the user, so one account's
 * membership never shows after another signs in on the same device.
 */
export const billingQueries = {
  all: () => ['billing'] as const,
  /** The plans in `currency` (a visitor's region), or in the signed-in user's own currency when it is null. */
  plans: (userId: string | undefined, currency: ShopCurrency | null) =>
    queryOptions({
      queryKey: [...billingQueries.all(), 'plans', userId ?? 'anonymous', currency ?? 'own'] as const,
      queryFn: ({ signal }) => api('GET /billing/plans', { query: currency ? { currency } : {}, signal }),
    }),
  subscription: (userId: string | undefined) =>
    queryOptions({
      queryKey: [...billingQueries.all(), 'subscription', userId ?? 'anonymous'] as const,
      queryFn: async ({ signal }) => (await api('GET /billing/subscription', { signal })).data,
    }),
  course: (userId: string | undefined) =>
    queryOptions({
      queryKey: [...billingQueries.all(), 'course', userId ?? 'anonymous'] as const,
      queryFn: async ({ signal }) => (await api('GET /billing/course', { signal })).data,
    }),
  /** A shop order paid by card, read while /payment-success waits for Stripe's confirmation. */
  order: (userId: string | undefined, orderId: string) =>
    queryOptions({
      queryKey: [...billingQueries.all(), 'order', userId ?? 'anonymous', orderId] as const,
      queryFn: async ({ signal }) => (await api('GET /shop/orders/{id}', { params: { id: orderId }, signal })).data,
    }),
};
