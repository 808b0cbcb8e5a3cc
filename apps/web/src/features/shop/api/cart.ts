import { useEffect } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_LIMITS, orderTotals, type OrderTotals, lineAmount } from '@ww/contracts';
import { api, ApiRequestError } from '#shared/lib/api-client.ts';
import {
  clearVisitorCart,
  readVisitorCartCurrency,
  setRepriced,
  setVisitorQuantity,
  useVisitorCart,
  type VisitorCartItem,
} from '../lib/visitor-cart.ts';
import type { ShopContext } from '../lib/use-shop-context.ts';
import { shopQueries, type Cart, type Product } from './queries.ts';

type Price = { amount: number; currency: string };
type Photo = Product['photo'];

/** One line of the cart as the page shows it, a visitor's or a signed-in user's alike. */
export interface CartLineView {
  productId: string;
  /** Null for a visitor's product that left the catalogue (only its id was kept). */
  name: string | null;
  photo: Photo;
  quantity: number;
  /** Null while a visitor's product is read from the catalogue, or when it left it. */
  unitPrice: Price | null;
  lineTotal: Price | null;
  stock: number;
  /** False when it cannot be checked out: it left the catalogue or sells elsewhere. */
  available: boolean;
}

export interface CartView {
  lines: CartLineView[];
  /** How many items, every line's quantity summed (known at once for a visitor: it is in this browser). */
  count: number;
  totals: OrderTotals | null;
  /** Some line is priced in another currency than the cart's (the shop set none in it): it cannot be checked out. */
  mixed: boolean;
  /** Worked out in the browser from the catalogue and the region's tax and shipping (a visitor's cart). */
  estimated: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

const lineTotal = (unit: Price, quantity: number): Price => ({
  amount: lineAmount(unit.amount, quantity),
  currency: unit.currency,
});

const isGone = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

function fromServer(cart: Cart): Pick<CartView, 'lines' | 'count' | 'totals' | 'mixed'> {
  return {
    lines: cart.items.map((item) => ({
      productId: item.product_id,
      name: item.name,
      photo: item.photo,
      quantity: item.quantity,
      unitPrice: item.unit_price,
      lineTotal: item.line_total,
      stock: item.stock,
      available: item.available,
    })),
    count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    totals: cart.totals,
    mixed: cart.mixed_currencies,
  };
}

/**
 * The cart: a signed-in user's from the server (GET /shop/cart, totals included); a visitor's from this browser, its
 * products read from the catalogue in their region's currency and its totals estimated with `orderTotals`, the
 * function the server's checkout uses, and the region's tax and shipping.
 */
export function useCart(ctx: ShopContext): CartView {
  const visitorItems = useVisitorCart();
  const visitor = !ctx.signedIn;
  const server = useQuery({ ...shopQueries.cart(ctx.userId), enabled: ctx.signedIn });
  const products = useQueries({
    queries: visitorItems.map((item) => ({
      ...shopQueries.product(undefined, ctx.asked, item.product_id),
      enabled: visitor && ctx.ready,
      retry: false,
    })),
  });
  const settings = useQuery({ ...shopQueries.regionSettings(), enabled: visitor && visitorItems.length > 0 });

  if (!visitor) {
    const base = { estimated: false, error: server.error, refetch: () => void server.refetch() };
    if (!server.data) {
      return {
        ...base,
        lines: [],
        count: 0,
        totals: null,
        mixed: false,
        isPending: server.isPending,
        isError: server.isError,
      };
    }
    return { ...base, ...fromServer(server.data), isPending: false, isError: false };
  }

  const count = visitorItems.reduce((sum, item) => sum + item.quantity, 0);
  const failed = products.find((p) => p.isError && !isGone(p.error));
  const lines = visitorItems.map((item: VisitorCartItem, index): CartLineView => {
    const product = products[index]?.data;
    return {
      productId: item.product_id,
      name: product?.name ?? null,
      photo: product?.photo ?? null,
      quantity: item.quantity,
      unitPrice: product?.price ?? null,
      lineTotal: product ? lineTotal(product.price, item.quantity) : null,
      stock: product?.stock ?? 0,
      available: product !== undefined && product.active && product.seller === 'shop',
    };
  });
  const pending =
    !ctx.ready || products.some((p) => p.isPending && !p.isError) || (visitorItems.length > 0 && settings.isPending);
  const setting = settings.data?.find((s) => s.currency === ctx.currency);
  const priced = lines.filter((line) => line.available && line.unitPrice?.currency === ctx.currency);
  return {
    lines,
    count,
    totals: orderTotals(
      priced.map((line) => ({ unitAmount: line.unitPrice?.amount ?? 0, quantity: line.quantity })),
      // A currency the shop set no tax or shipping for is charged neither, as the server's checkout does.
      setting ?? {
        currency: ctx.currency,
        tax_rate: 0,
        tax_included: false,
        shipping_flat: 0,
        free_shipping_over: null,
      },
    ),
    mixed: lines.some((line) => line.unitPrice !== null && line.unitPrice.currency !== ctx.currency),
    estimated: true,
    isPending: pending,
    isError: failed !== undefined || settings.isError,
    error: failed?.error ?? settings.error,
    refetch: () => {
      for (const p of products) if (p.isError) void p.refetch();
      if (settings.isError) void settings.refetch();
    },
  };
}

/** The largest quantity of one product a cart may hold. */
export const maxQuantity = (stock: number) => Math.max(0, Math.min(SHOP_LIMITS.maxQuantity, stock));

/**
 * Sets how many of a product are in the cart (0 removes it): on the server for a signed-in user (PUT answers the
 * whole cart; 409 out_of_stock past the stock left), in this browser for a visitor, kept within the stock.
 */
export function useSetCartQuantity(ctx: ShopContext) {
  const queryClient = useQueryClient();
  const { queryKey } = shopQueries.cart(ctx.userId);
  return useMutation<void, ApiRequestError, { productId: string; quantity: number; stock: number }>({
    mutationFn: async ({ productId, quantity, stock }) => {
      if (!ctx.signedIn) {
        setVisitorQuantity(productId, Math.min(quantity, maxQuantity(stock)), ctx.currency);
        return;
      }
      const cart = (await api('PUT /shop/cart/items', { json: { product_id: productId, quantity } })).data;
      // A read of the cart started before this change would put the old quantities back.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, cart);
    },
    onError: (err) => {
      // The stock changed under the buyer: the cart's lines show what is left.
      if (err.code === 'out_of_stock') void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Set from the start of a merge to its end: effects that run twice (StrictMode) must not add the cart twice. */
let mergeInFlight = false;

/**
 * Once signed in (after signing up or in from the cart), a visitor's cart in this browser joins the account's (POST
 * /shop/cart/merge: quantities of one product summed, up to the stock) and is emptied here. Runs wherever the shop
 * or the cart opens; a failure keeps the browser's cart and waits for `retry`.
 */
export function useMergeVisitorCart(ctx: ShopContext) {
  const queryClient = useQueryClient();
  const items = useVisitorCart();
  const { queryKey } = shopQueries.cart(ctx.userId);
  const mutation = useMutation<Cart, ApiRequestError, readonly VisitorCartItem[]>({
    mutationFn: async (merged) => (await api('POST /shop/cart/merge', { json: { items: [...merged] } })).data,
    onSuccess: async (cart) => {
      // The visitor saw estimates in their region's currency; an account that pays in another says so in the cart.
      const shown = readVisitorCartCurrency();
      setRepriced(shown && shown !== cart.totals.currency ? { from: shown, to: cart.totals.currency } : null);
      clearVisitorCart();
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, cart);
    },
    onSettled: () => {
      mergeInFlight = false;
    },
  });
  const { mutate, isIdle } = mutation;
  useEffect(() => {
    // Once per sign-in: a failed merge waits for the reader's retry (`reset`) rather than trying on every render.
    if (!ctx.signedIn || items.length === 0 || !isIdle || mergeInFlight) return;
    mergeInFlight = true;
    mutate(items);
  }, [ctx.signedIn, items, isIdle, mutate]);
  return mutation;
}
