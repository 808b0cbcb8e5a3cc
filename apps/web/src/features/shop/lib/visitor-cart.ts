import { useSyncExternalStore } from 'react';
import { SHOP_LIMITS, cartMergeSchema } from '@ww/contracts';

/**
 * A visitor's cart, kept in this browser until they sign in (then POST /shop/cart/merge adds it to their account's
 * and it is emptied here). Only product ids and quantities are kept: names and prices are read from the catalogue
 * each time, so a visitor never sees a price the shop has since changed.
 */
export const VISITOR_CART_KEY = 'ww_shop_cart';
/**
 * Set when a visitor's cart joined an account that pays in another currency: the cart then says that its amounts
 * changed currency ("was estimated in USD, now in GBP"), until the reader dismisses it.
 */
export const REPRICED_CART_KEY = 'ww_shop_cart_repriced';

export interface VisitorCartItem {
  product_id: string;
  quantity: number;
}

const EMPTY: readonly VisitorCartItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: readonly VisitorCartItem[]; currency: string | null } = {
  raw: null,
  items: EMPTY,
  currency: null,
};

function readRaw(): string | null {
  try {
    return localStorage.getItem(VISITOR_CART_KEY);
  } catch {
    // Storage blocked (private mode): the cart lives only as long as nothing needs it.
    return null;
  }
}

function readStored() {
  const raw = readRaw();
  if (raw === cached.raw) return cached;
  let items: readonly VisitorCartItem[] = EMPTY;
  let currency: string | null = null;
  if (raw !== null) {
    try {
      const json: unknown = JSON.parse(raw);
      const parsed = cartMergeSchema.safeParse(json);
      if (parsed.success) items = parsed.data.items;
      const shown = (json as { currency?: unknown }).currency;
      if (typeof shown === 'string' && /^[A-Z]{3}$/.test(shown)) currency = shown;
    } catch {
      // Not JSON: start again with an empty cart.
    }
  }
  cached = { raw, items, currency };
  return cached;
}

/** The stored cart; an entry another version of the app or a hand edit left unreadable counts as empty. */
export function readVisitorCart(): readonly VisitorCartItem[] {
  return readStored().items;
}

/** The currency the visitor's cart was last estimated in, as they saw it. */
export function readVisitorCartCurrency(): string | null {
  return readStored().currency;
}

function write(items: readonly VisitorCartItem[], currency = readVisitorCartCurrency()) {
  try {
    if (items.length === 0) localStorage.removeItem(VISITOR_CART_KEY);
    else localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ items, ...(currency ? { currency } : {}) }));
  } catch {
    // Storage full or blocked: the change is not kept.
  }
  for (const listener of listeners) listener();
}

/**
 * Sets how many of a product the visitor wants (0 removes it), within SHOP_LIMITS; `currency` is the one the cart is
 * estimated in for them, kept to tell them later if their account prices it in another.
 */
export function setVisitorQuantity(productId: string, quantity: number, currency: string) {
  const items = readVisitorCart();
  const capped = Math.max(0, Math.min(SHOP_LIMITS.maxQuantity, Math.floor(quantity)));
  const others = items.filter((item) => item.product_id !== productId);
  if (capped === 0) {
    write(others, currency);
    return;
  }
  const existing = items.some((item) => item.product_id === productId);
  // A new product goes last, as a server cart lists them; one past the line limit is not added.
  if (!existing && items.length >= SHOP_LIMITS.maxCartLines) return;
  write(
    existing
      ? items.map((item) => (item.product_id === productId ? { ...item, quantity: capped } : item))
      : [...items, { product_id: productId, quantity: capped }],
    currency,
  );
}

/** The change of currency a signed-in cart has to say, if any: `from` the visitor's estimate `to` the account's. */
export type Repriced = { from: string; to: string };

/** The stored notice; unreadable or absent is none. */
function parseRepriced(raw: string | null): Repriced | null {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    const { from, to } = (value ?? {}) as Partial<Repriced>;
    return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
  } catch {
    return null;
  }
}

export function setRepriced(value: Repriced | null) {
  try {
    if (value) localStorage.setItem(REPRICED_CART_KEY, JSON.stringify(value));
    else localStorage.removeItem(REPRICED_CART_KEY);
  } catch {
    // Storage blocked: the notice is not kept.
  }
  for (const listener of listeners) listener();
}

export function clearVisitorCart() {
  write(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VISITOR_CART_KEY || event.key === REPRICED_CART_KEY) listener();
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

let repricedCache: { raw: string | null; value: Repriced | null } = { raw: null, value: null };
/** The notice as stored, the same object while the stored text is the same (useSyncExternalStore compares them). */
function readRepricedSnapshot(): Repriced | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(REPRICED_CART_KEY);
  } catch {
    return null;
  }
  if (raw !== repricedCache.raw) repricedCache = { raw, value: parseRepriced(raw) };
  return repricedCache.value;
}

/** The cart's change of currency since sign-in, until dismissed. */
export function useRepriced(): Repriced | null {
  return useSyncExternalStore(subscribe, readRepricedSnapshot, () => null);
}
