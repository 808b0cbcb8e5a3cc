import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { SHOP_CURRENCIES, type LessonInput, type PricedItem, type ShopCurrency } from '@ww/contracts';
import { api, type ApiRequestError } from '#shared/lib/api-client.ts';
import { useAfterAdminWrite } from './invalidate.ts';
import { adminQueries, type PlanList } from './queries.ts';

/** item → currency → the price set in that currency (absent where the plan falls back to its USD price). */
export type PriceTable = Record<PricedItem, Partial<Record<ShopCurrency, number>>>;

function tableOf(lists: ReadonlyArray<{ currency: ShopCurrency; list: PlanList }>): PriceTable {
  const table: PriceTable = { monthly: {}, annual: {}, course: {} };
  for (const { currency, list } of lists) {
    // The plans come back in USD where no price is set in the asked currency: such a cell is empty.
    for (const plan of list.data) {
      if ((plan.id === 'monthly' || plan.id === 'annual') && plan.price.currency === currency) {
        table[plan.id][currency] = plan.price.amount;
      }
    }
    if (list.course.currency === currency) table.course[currency] = list.course.amount;
  }
  return table;
}

/** The prices of the memberships and the course, one column per currency. */
export function usePriceTable() {
  return useQueries({
    queries: SHOP_CURRENCIES.map((currency) => adminQueries.plans(currency)),
    combine: (results) => {
      const error = results.find((r) => r.isError)?.error ?? null;
      const lists = results.flatMap((r, i) => {
        const currency = SHOP_CURRENCIES[i];
        return r.data && currency ? [{ currency, list: r.data }] : [];
      });
      return {
        isPending: results.some((r) => r.isPending),
        isError: error !== null,
        error,
        data: lists.length === SHOP_CURRENCIES.length ? tableOf(lists) : undefined,
        refetch: () => results.forEach((r) => void r.refetch()),
      };
    },
  });
}

export function useSavePlanPrices() {
  const after = useAfterAdminWrite();
  return useMutation<void, ApiRequestError, Array<{ item: PricedItem; currency: ShopCurrency; amount: number }>>({
    mutationFn: (prices) => api('PUT /admin/plan-prices', { json: { prices } }),
    onSuccess: () => after(adminQueries.planPrices()),
  });
}

export function useCourseLessons() {
  return useQuery(adminQueries.course());
}

function useLessonsChanged() {
  const after = useAfterAdminWrite();
  return () => after(adminQueries.course().queryKey);
}

export function useSaveLesson() {
  const changed = useLessonsChanged();
  return useMutation<unknown, ApiRequestError, { id: string | null; input: LessonInput }>({
    mutationFn: ({ id, input }) =>
      id === null
        ? api('POST /admin/lessons', { json: input })
        : api('PUT /admin/lessons/{id}', { params: { id }, json: input }),
    onSuccess: changed,
  });
}

export function useDeleteLesson() {
  const changed = useLessonsChanged();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /admin/lessons/{id}', { params: { id } }),
    onSuccess: changed,
  });
}
