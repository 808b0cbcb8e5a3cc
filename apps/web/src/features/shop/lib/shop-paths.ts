/** The shop's own addresses: its views are kept in ?view= so each can be linked to (the receipt links My orders). */
export const SHOP_PATHS = {
  checkout: '/shop?view=checkout',
  orders: '/shop?view=orders',
  /** My orders, opened on the order just placed. */
  placed: (orderId: string) => `/shop?view=orders&placed=${encodeURIComponent(orderId)}`,
} as const;

/** Sign in, then come back to `path` (the login page reads ?next=, see shared/lib/safe-redirect.ts). */
export const signInThenBackTo = (path: string) => `/login?next=${encodeURIComponent(path)}`;
