import { useSyncExternalStore } from 'react';
import { SHOP_LIMITS, cartMergeSchema } from '@ww/contracts';

/**
 * A visitor's cart, kept in this browser until they sign in (then POST /shop/cart/merge adds it to their account's
 * and it is emptied here). Only product ids and quantities are kept: names and prices are read from the catalogue
 * each time, so a visitor never sees a price the shop has since changed.
 */
export const VISITOR_CART_KEY = 'ww_shop_cart';

export interface VisitorCartItem {
  product_id: string;
  quantity: number;
}

const EMPTY: readonly VisitorCartItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly VisitorCartItem[] } = { raw: null, items: EMPTY };

function readRaw(): string | null {
  try {
    return localStorage.getItem(VISITOR_CART_KEY);
  } catch {
    // Storage blocked (private mode): the cart lives only as long as nothing needs it.
    return null;
  }
}

/** The stored cart; an entry another version of the app or a hand edit left unreadable counts as empty. */
export function readVisitorCart(): readonly VisitorCartItem[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.items;
  let items: readonly VisitorCartItem[] = EMPTY;
  if (raw !== null) {
    try {
      const parsed = cartMergeSchema.safeParse(JSON.parse(raw));
      if (parsed.success) items = parsed.data.items;
    } catch {
      // Not JSON: start again with an empty cart.
    }
  }
  cached = { raw, items };
  return items;
}

function write(items: readonly VisitorCartItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(VISITOR_CART_KEY);
    else localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ items }));
  } catch {
    // Storage full or blocked: the change is not kept.
  }
  for (const listener of listeners) listener();
}

/** Sets how many of a product the visitor wants (0 removes it), within SHOP_LIMITS. */
export function setVisitorQuantity(productId: string, quantity: number) {
  const items = readVisitorCart();
  const capped = Math.max(0, Math.min(SHOP_LIMITS.maxQuantity, Math.floor(quantity)));
  const others = items.filter((item) => item.product_id !== productId);
  if (capped === 0) {
    write(others);
    return;
  }
  const existing = items.some((item) => item.product_id === productId);
  // A new product goes last, as a server cart lists them; one past the line limit is not added.
  if (!existing && items.length >= SHOP_LIMITS.maxCartLines) return;
  write(
    existing
      ? items.map((item) => (item.product_id === productId ? { ...item, quantity: capped } : item))
      : [...items, { product_id: productId, quantity: capped }],
  );
}

export function clearVisitorCart() {
  write(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VISITOR_CART_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useVisitorCart(): readonly VisitorCartItem[] {
  return useSyncExternalStore(subscribe, readVisitorCart, () => EMPTY);
}
