import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricedItem, ShopCurrency } from '@ww/contracts';
import { api } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useRegion } from '#shared/lib/use-region.ts';
import { billingQueries } from './queries.ts';

/** Stripe's pages (checkout, customer portal) are another site: the whole page goes there. */
function leaveForPayment(url: string) {
  window.location.assign(url);
}

export function useSubscription() {
  const { status, user } = useAuth();
  return useQuery({ ...billingQueries.subscription(user?.id), enabled: status === 'signed_in' });
}

/**
 * The plans in the reader's currency: a signed-in user's own (the server reads their settings when no currency is
 * asked), a visitor's region's otherwise. Nothing is asked while either is still unknown.
 */
export function usePlans() {
  const { status, user } = useAuth();
  const visitor = status === 'signed_out';
  const region = useRegion();
  const currency: ShopCurrency | null = visitor ? (region.data?.currency ?? null) : null;
  return useQuery({
    ...billingQueries.plans(user?.id, currency),
    enabled: status === 'signed_in' || (visitor && currency !== null),
  });
}

export function useCourse() {
  const { status, user } = useAuth();
  return useQuery({ ...billingQueries.course(user?.id), enabled: status === 'signed_in' });
}

/** Starts Stripe Checkout for a membership or the course and goes there; the page stays busy while it leaves. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (item: PricedItem) => (await api('POST /billing/checkout', { json: { item } })).data.url,
    onSuccess: leaveForPayment,
  });
}

/** Opens Stripe's customer portal (card, invoices, cancellation) for a member who pays by card. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: async () => (await api('POST /billing/portal')).data.url,
    onSuccess: leaveForPayment,
  });
}

export function useCancelTrial() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: async () => (await api('POST /billing/cancel-trial')).data,
    onSuccess: (subscription) => {
      queryClient.setQueryData(billingQueries.subscription(user?.id).queryKey, subscription);
      void queryClient.invalidateQueries({ queryKey: billingQueries.all() });
    },
  });
}

/** Marks a lesson watched or not; the tick moves at once and moves back if the server refuses. */
export function useLessonProgress() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { queryKey } = billingQueries.course(user?.id);
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      api('PUT /billing/course/lessons/{id}/progress', { params: { id }, json: { completed } }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (course) => {
        if (!course) return course;
        const lessons = course.lessons.map((lesson) => (lesson.id === id ? { ...lesson, completed } : lesson));
        return { ...course, lessons, completed_count: lessons.filter((lesson) => lesson.completed).length };
      });
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
