import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminDashboard, OrderStatus, ShopCurrency } from '@ww/contracts';
import { api, type ApiQuery, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';

export type AdminProductSearch = Omit<ApiQuery<'GET /admin/products'>, 'limit' | 'offset'>;
export type AdminProductPage = ApiResponse<'GET /admin/products'>;
export type AdminProduct = ApiResponse<'GET /shop/products/{id}'>['data'];
export type AdminOrder = ApiResponse<'GET /admin/orders'>['data'][number];
export type AdminUserPage = ApiResponse<'GET /admin/users'>;
export type AdminUserRow = AdminUserPage['data'][number];
export type RegionSetting = ApiResponse<'GET /shop/region-settings'>['data'][number];
export type PlanList = ApiResponse<'GET /billing/plans'>;
export type CourseLesson = ApiResponse<'GET /billing/course'>['data']['lessons'][number];
export type AuditEntry = ApiResponse<'GET /admin/audit'>['data'][number];

/** Rows per page of the console's lists. */
export const ADMIN_PAGE_SIZE = { products: 25, orders: 50, users: 25, audit: 50 } as const;

/**
 * The admin feature's one query factory (key and fetch of every read). The header's admin check (app/layout) uses
 * `status` too, so the two share one request and one answer. Every key starts with 'admin', a root that is never
 * written to disk (shared/lib/query-persistence.ts): other people's data has no place in an offline copy.
 */
export const adminQueries = {
  all: () => ['admin'] as const,
  // The admin page tells a refused check (its status and class) from a failed one, so the error keeps its API type.
  status: (userId: string | undefined) =>
    queryOptions<{ is_admin: boolean }, ApiRequestError>({
      queryKey: [...adminQueries.all(), 'status', userId ?? 'anonymous'],
      queryFn: async ({ signal }) => (await api('GET /admin/status', { signal })).data,
    }),
  dashboard: (userId: string | undefined) =>
    queryOptions<AdminDashboard, ApiRequestError>({
      queryKey: [...adminQueries.all(), 'dashboard', userId ?? 'anonymous'],
      queryFn: async ({ signal }) => (await api('GET /admin/dashboard', { signal })).data,
    }),

  productLists: () => [...adminQueries.all(), 'products'] as const,
  products: (search: AdminProductSearch) =>
    infiniteQueryOptions<AdminProductPage, ApiRequestError>({
      queryKey: [...adminQueries.productLists(), search],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        api('GET /admin/products', {
          query: { ...search, limit: ADMIN_PAGE_SIZE.products, offset: pageParam as number },
          signal,
        }),
      getNextPageParam: (last) => last.next_offset,
      placeholderData: keepPreviousData,
    }),
  // The full product (prices, specs, photos, active): retired ones too, since the caller is an admin.
  product: (id: string) =>
    queryOptions<AdminProduct, ApiRequestError>({
      queryKey: [...adminQueries.all(), 'product', id],
      queryFn: async ({ signal }) =>
        (await api('GET /shop/products/{id}', { params: { id }, query: { currency: 'USD' }, signal })).data,
    }),

  orderLists: () => [...adminQueries.all(), 'orders'] as const,
  orders: (status: OrderStatus | undefined) =>
    infiniteQueryOptions<AdminOrder[], ApiRequestError>({
      queryKey: [...adminQueries.orderLists(), status ?? 'all'],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        (
          await api('GET /admin/orders', {
            query: { ...(status ? { status } : {}), limit: ADMIN_PAGE_SIZE.orders, offset: pageParam as number },
            signal,
          })
        ).data,
      getNextPageParam: (last, pages) =>
        last.length < ADMIN_PAGE_SIZE.orders ? null : pages.length * ADMIN_PAGE_SIZE.orders,
      placeholderData: keepPreviousData,
    }),

  shopSettings: () =>
    queryOptions<RegionSetting[], ApiRequestError>({
      queryKey: [...adminQueries.all(), 'shop-settings'],
      queryFn: async ({ signal }) => (await api('GET /shop/region-settings', { signal })).data,
    }),

  userLists: () => [...adminQueries.all(), 'users'] as const,
  users: (q: string) =>
    infiniteQueryOptions<AdminUserPage, ApiRequestError>({
      queryKey: [...adminQueries.userLists(), q],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        api('GET /admin/users', {
          query: { ...(q ? { q } : {}), limit: ADMIN_PAGE_SIZE.users, offset: pageParam as number },
          signal,
        }),
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, page) => n + page.data.length, 0);
        return loaded < last.total && last.data.length > 0 ? loaded : null;
      },
      placeholderData: keepPreviousData,
    }),

  planPrices: () => [...adminQueries.all(), 'plans'] as const,
  plans: (currency: ShopCurrency) =>
    queryOptions<PlanList, ApiRequestError>({
      queryKey: [...adminQueries.planPrices(), currency],
      queryFn: ({ signal }) => api('GET /billing/plans', { query: { currency }, signal }),
    }),

  course: () =>
    queryOptions<CourseLesson[], ApiRequestError>({
      queryKey: [...adminQueries.all(), 'course'],
      queryFn: async ({ signal }) => (await api('GET /billing/course', { signal })).data.lessons,
    }),

  auditLists: () => [...adminQueries.all(), 'audit'] as const,
  audit: (targetTable: string | undefined) =>
    infiniteQueryOptions<AuditEntry[], ApiRequestError>({
      queryKey: [...adminQueries.auditLists(), targetTable ?? 'all'],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        (
          await api('GET /admin/audit', {
            query: {
              ...(targetTable ? { target_table: targetTable } : {}),
              limit: ADMIN_PAGE_SIZE.audit,
              offset: pageParam as number,
            },
            signal,
          })
        ).data,
      getNextPageParam: (last, pages) =>
        last.length < ADMIN_PAGE_SIZE.audit ? null : pages.length * ADMIN_PAGE_SIZE.audit,
    }),
};
