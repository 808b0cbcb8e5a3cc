import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';
import { setRepriced } from '../lib/visitor-cart.ts';
import { shopQueries, type Order } from './queries.ts';

export type CheckoutBody = ApiBody<'POST /shop/checkout'>;
export type CheckoutResult = ApiResponse<'POST /shop/checkout'>['data'];

/** Stripe's checkout is another site: the whole page goes there. */
function leaveForPayment(url: string) {
  window.location.assign(url);
}

/**
 * Turns the cart into an order. A card order answers Stripe's page, where the page goes; a manual one is placed at
 * once (the cart is emptied, the order is in My orders). 409 out_of_stock: the cart reloads to show what is left.
 */
export function useCheckout(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation<CheckoutResult, ApiRequestError, CheckoutBody>({
    mutationFn: async (body) => (await api('POST /shop/checkout', { json: body })).data,
    onSuccess: (result) => {
      // The cart's change of currency since sign-in has been said; it is not this order's news any more.
      setRepriced(null);
      if (result.url) {
        leaveForPayment(result.url);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: shopQueries.cart(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: shopQueries.orders(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: shopQueries.productLists() });
    },
    onError: (err) => {
      if (err.code === 'out_of_stock')
        void queryClient.invalidateQueries({ queryKey: shopQueries.cart(userId).queryKey });
    },
  });
}

/** An order changed by its buyer: the list takes the server's copy; the catalogue's stock may have moved. */
function useOrderSaved(userId: string | undefined) {
  const queryClient = useQueryClient();
  const { queryKey } = shopQueries.orders(userId);
  return (order: Order) => {
    queryClient.setQueryData(queryKey, (orders) => orders?.map((o) => (o.id === order.id ? order : o)));
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: shopQueries.productLists() });
  };
}

/** Cancels an order not yet paid; its items go back on sale at once. */
export function useCancelOrder(userId: string | undefined) {
  const saved = useOrderSaved(userId);
  return useMutation<Order, ApiRequestError, string>({
    mutationFn: async (id) => (await api('POST /shop/orders/{id}/cancel', { params: { id } })).data,
    onSuccess: saved,
  });
}

/** The buyer says a shipped order arrived. */
export function useConfirmDelivered(userId: string | undefined) {
  const saved = useOrderSaved(userId);
  return useMutation<Order, ApiRequestError, string>({
    mutationFn: async (id) => (await api('POST /shop/orders/{id}/delivered', { params: { id } })).data,
    onSuccess: saved,
  });
}
