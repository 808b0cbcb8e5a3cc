import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, ProductInput, ShopRegionSetting, ShopRegionSettingInput } from '@ww/contracts';
import { api, type ApiBody, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';
import { useAfterAdminWrite } from './invalidate.ts';
import { adminQueries, type AdminOrder, type AdminProduct, type AdminProductSearch } from './queries.ts';

export type ProductPhoto = ApiResponse<'POST /admin/products/photos'>['data'];
export type OrderMove = ApiBody<'POST /admin/orders/{id}/status'>['status'];

export function useAdminProducts(search: AdminProductSearch) {
  return useInfiniteQuery(adminQueries.products(search));
}

export function useAdminProduct(id: string | null) {
  return useQuery({ ...adminQueries.product(id ?? ''), enabled: id !== null });
}

function useProductSaved() {
  const queryClient = useQueryClient();
  const after = useAfterAdminWrite();
  return (product: AdminProduct) => {
    queryClient.setQueryData(adminQueries.product(product.id).queryKey, product);
    after(adminQueries.productLists());
  };
}

/** Adds a product, or changes one (everything but its seller, which the server keeps from creation). */
export function useSaveProduct() {
  const saved = useProductSaved();
  return useMutation<AdminProduct, ApiRequestError, { id: string | null; input: ProductInput }>({
    mutationFn: async ({ id, input }) => {
      if (id === null) return (await api('POST /admin/products', { json: input })).data;
      const { seller: _seller, ...patch } = input;
      return (await api('PATCH /admin/products/{id}', { params: { id }, json: patch })).data;
    },
    onSuccess: saved,
  });
}

/** Retires a product (off sale, kept for its orders) or puts it back on sale. */
export function useSetProductActive() {
  const saved = useProductSaved();
  return useMutation<AdminProduct, ApiRequestError, { id: string; active: boolean }>({
    mutationFn: async ({ id, active }) =>
      (await api('PATCH /admin/products/{id}', { params: { id }, json: { active } })).data,
    onSuccess: saved,
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const after = useAfterAdminWrite();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (id) => api('DELETE /admin/products/{id}', { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminQueries.product(id).queryKey });
      after(adminQueries.productLists());
    },
  });
}

/** Uploads one photo (stored upright, resized and without metadata by the server); its url goes into `photos`. */
export function useUploadProductPhoto() {
  return useMutation<ProductPhoto, ApiRequestError, File>({
    mutationFn: async (file) => {
      const body = new FormData();
      body.append('file', file);
      return (await api('POST /admin/products/photos', { body })).data;
    },
  });
}

export function useAdminOrders(status: OrderStatus | undefined) {
  return useInfiniteQuery(adminQueries.orders(status));
}

export function useMoveOrder() {
  const after = useAfterAdminWrite();
  return useMutation<unknown, ApiRequestError, { order: AdminOrder; status: OrderMove }>({
    mutationFn: ({ order, status }) =>
      api('POST /admin/orders/{id}/status', { params: { id: order.id }, json: { status } }),
    // A refused move (409) reloads too: the order's status changed elsewhere and the list should show it.
    onSettled: () => after(adminQueries.orderLists()),
  });
}

export function useShopSettings() {
  return useQuery(adminQueries.shopSettings());
}

export function useSaveShopSetting() {
  const queryClient = useQueryClient();
  const after = useAfterAdminWrite();
  return useMutation<ShopRegionSetting[], ApiRequestError, ShopRegionSettingInput>({
    mutationFn: async (setting) => (await api('PUT /admin/shop-settings', { json: setting })).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminQueries.shopSettings().queryKey, settings);
      after();
    },
  });
}
