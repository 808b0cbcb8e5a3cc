import type { QueryClient } from '@tanstack/react-query';
import type { PamDataTopic } from '@ww/contracts';
import { communityMapQueries } from '#features/community-map/api/queries.ts';
import { financeQueries } from '#features/finance/api/queries.ts';
import { shopQueries } from '#features/shop/api/queries.ts';
import { socialQueries } from '#features/social/api/queries.ts';
import { travelQueries } from '#features/travel/api/queries.ts';
import { notificationsQueryKey } from '#shared/lib/notifications.ts';
import { profileQueryKey } from '#shared/lib/profile.ts';
import { settingsQueryKey } from '#shared/lib/settings.ts';

/**
 * The queries each data area feeds. Finance is refreshed as a whole: an expense moves totals, budgets, tips and the
 * budget alerts of the bell together. A fill-up or a service also writes an expense; the server names both topics.
 */
const KEYS: Record<PamDataTopic, () => readonly unknown[]> = {
  expenses: financeQueries.all,
  income: financeQueries.all,
  budgets: financeQueries.all,
  savings_goals: financeQueries.all,
  fuel_log: travelQueries.fuelLog.all,
  maintenance: travelQueries.maintenance.all,
  storage_items: travelQueries.storage.all,
  trips: travelQueries.trips.all,
  settings: () => settingsQueryKey,
  vehicles: travelQueries.vehicles.all,
  safety: travelQueries.safety.all,
  social: socialQueries.all,
  location_sharing: communityMapQueries.all,
  shop: shopQueries.all,
  profile: () => profileQueryKey,
  notifications: () => notificationsQueryKey,
  campgrounds: travelQueries.campgrounds.all,
};

/** Refreshes the open screens showing data that Pam (or another tab, or another device) just changed. */
export function invalidateDataTopics(queryClient: QueryClient, topics: readonly PamDataTopic[]): Promise<void> {
  const keys = new Map(topics.map((topic) => [JSON.stringify(KEYS[topic]()), KEYS[topic]()]));
  return Promise.all(
    [...keys.values()].map(async (queryKey) => {
      // A first load under way may have read before this change, and invalidating only joins such a fetch (TanStack
      // restarts in-flight fetches of queries that already have data): it is cancelled so the refetch reads anew.
      await queryClient.cancelQueries({
        queryKey,
        fetchStatus: 'fetching',
        predicate: (q) => q.state.data === undefined,
      });
      await queryClient.invalidateQueries({ queryKey });
    }),
  ).then(() => {});
}
