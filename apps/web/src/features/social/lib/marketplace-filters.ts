import { useCallback, useState } from 'react';
import type { LISTING_CATEGORIES, LISTING_CONDITIONS } from '@ww/contracts';
import { CURRENCIES } from '@ww/contracts';
import type { ListingSearch } from '../api/marketplace.ts';

/** Radii a buyer can pick for "near me", km (the server allows up to SOCIAL_LIMITS.nearbyRadiusKmMax). */
export const MARKET_RADII_KM = [10, 25, 50, 100, 250, 500] as const;

/** Which listings: on sale (default), sold ones, or the caller's own (on sale and sold). */
export const MARKET_SCOPES = ['active', 'sold', 'mine'] as const;
export type MarketScope = (typeof MARKET_SCOPES)[number];

export interface MarketPosition {
  latitude: number;
  longitude: number;
}

/** What the filter bar holds, already read: prices as numbers (the bar reads them in the user's locale). */
export interface MarketFilters {
  q: string;
  category: (typeof LISTING_CATEGORIES)[number] | '';
  condition: (typeof LISTING_CONDITIONS)[number] | '';
  minPrice: number | null;
  maxPrice: number | null;
  /** Set once the browser gave a position for "near me". */
  near: MarketPosition | null;
  radiusKm: number;
  sort: 'newest' | 'distance';
  scope: MarketScope;
}

export const DEFAULT_MARKET_FILTERS: MarketFilters = {
  q: '',
  category: '',
  condition: '',
  minPrice: null,
  maxPrice: null,
  near: null,
  radiusKm: 50,
  sort: 'newest',
  scope: 'active',
};

type Currency = (typeof CURRENCIES)[number];

function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Coordinates sent to the server are kept to 4 decimals (about 10 m, SPEC §9): no more precise than needed. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The query of GET /social/listings for these filters. Prices are never converted (ADR 024), so a price bound is
 * sent with the user's currency and means that currency; "nearest first" needs a position, else it is newest first.
 */
export function listingSearch(filters: MarketFilters, context: { currency: string; userId: string | null }) {
  const search: ListingSearch = {};
  const q = filters.q.trim();
  if (q) search.q = q;
  if (filters.category) search.category = filters.category;
  if (filters.condition) search.condition = filters.condition;
  if (filters.minPrice !== null) search.min_price = filters.minPrice;
  if (filters.maxPrice !== null) search.max_price = filters.maxPrice;
  if ((filters.minPrice !== null || filters.maxPrice !== null) && isCurrency(context.currency)) {
    search.currency = context.currency;
  }
  if (filters.near) {
    search.lat = round4(filters.near.latitude);
    search.lon = round4(filters.near.longitude);
    search.radius_km = filters.radiusKm;
    if (filters.sort === 'distance') search.sort = 'distance';
  }
  if (filters.scope === 'sold') search.status = 'sold';
  if (filters.scope === 'mine' && context.userId) {
    search.seller_id = context.userId;
    search.status = 'any';
  }
  return search;
}

export type PositionState = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * The browser's position, asked for once when the user asks for it ("near me", "use my position"); nothing is asked
 * before. Resolves null when the browser has none or the user refuses (the state says which).
 */
export function useBrowserPosition() {
  const [state, setState] = useState<PositionState>('idle');
  const locate = useCallback(
    () =>
      new Promise<MarketPosition | null>((resolve) => {
        if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
          setState('unavailable');
          resolve(null);
          return;
        }
        setState('locating');
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setState('idle');
            resolve({ latitude: round4(position.coords.latitude), longitude: round4(position.coords.longitude) });
          },
          (error) => {
            setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
            resolve(null);
          },
          { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
        );
      }),
    [],
  );
  return { state, locate };
}
