import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SHOP_LIMITS, type ShopCurrency } from '@ww/contracts';
import { api, type ApiQuery, type ApiRequestError, type ApiResponse } from '#shared/lib/api-client.ts';
import { publicConfigQuery } from '#shared/lib/public-config.ts';
import { vehiclesQuery } from '#shared/lib/vehicles.ts';

export type ProductSummary = ApiResponse<'GET /shop/products'>['data'][number];
export type Product = ApiResponse<'GET /shop/products/{id}'>['data'];
export type Cart = ApiResponse<'GET /shop/cart'>['data'];
export type Order = ApiResponse<'GET /shop/orders'>['data'][number];
export type RegionSetting = ApiResponse<'GET /shop/region-settings'>['data'][number];
export type Rig = ApiResponse<'GET /vehicles'>['data'][number];

/** GET /shop/products's filters and sort, without the page and the currency (which the key adds). */
export type ProductSearch = Omit<ApiQuery<'GET /shop/products'>, 'offset' | 'limit' | 'currency'>;

/**
 * The currency a request asks prices in: a visitor's region's, or nothing for a signed-in user, whose own currency
 * setting the server reads (so a change of that setting shows at once).
 */
export type AskedCurrency = ShopCurrency | undefined;

const who = (userId: string | undefined) => userId ?? 'anonymous';
const currencyQuery = (currency: AskedCurrency) => (currency ? { currency } : {});

/**
 * The shop feature's one query factory (key and fetch of every read), keys under ['shop']. Keys carry the user, so one
 * account's cart, orders or currency never show after another signs in on the same device.
 */
export const shopQueries = {
  all: () => ['shop'] as const,
  productLists: () => [...shopQueries.all(), 'products'] as const,
  products: (userId: string | undefined, currency: AskedCurrency, search: ProductSearch) =>
    infiniteQueryOptions({
      queryKey: [...shopQueries.productLists(), who(userId), currency ?? 'own', search] as const,
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        api('GET /shop/products', {
          query: { ...search, ...currencyQuery(currency), limit: SHOP_LIMITS.pageSize, offset: pageParam },
          signal,
        }),
      getNextPageParam: (last) => last.next_offset ?? undefined,
      // A changed filter keeps the current products on screen until its own arrive.
      placeholderData: keepPreviousData,
    }),
  product: (userId: string | undefined, currency: AskedCurrency, id: string) =>
    queryOptions<Product, ApiRequestError>({
      queryKey: [...shopQueries.all(), 'product', id, who(userId), currency ?? 'own'] as const,
      queryFn: async ({ signal }) =>
        (await api('GET /shop/products/{id}', { params: { id }, query: currencyQuery(currency), signal })).data,
    }),
  cart: (userId: string | undefined) =>
    queryOptions<Cart, ApiRequestError>({
      queryKey: [...shopQueries.all(), 'cart', who(userId)] as const,
      queryFn: async ({ signal }) => (await api('GET /shop/cart', { signal })).data,
    }),
  regionSettings: () =>
    queryOptions({
      queryKey: [...shopQueries.all(), 'region-settings'] as const,
      queryFn: async ({ signal }) => (await api('GET /shop/region-settings', { signal })).data,
      staleTime: 10 * 60_000,
    }),
  orders: (userId: string | undefined) =>
    queryOptions<Order[], ApiRequestError>({
      queryKey: [...shopQueries.all(), 'orders', who(userId)] as const,
      queryFn: async ({ signal }) => (await api('GET /shop/orders', { signal })).data,
    }),
  /** Whether the server can take card payments (Stripe is set up); it does not change while the app runs. */
  cardPayments: () => queryOptions({ ...publicConfigQuery(), select: (config) => config.card_payments }),
  /** The user's rigs, read only to say which measurement a rig-fit check is missing. */
  rigs: () => queryOptions({ ...vehiclesQuery(), staleTime: 60_000 }),
};
