import {
  FINANCE_LIMITS,
  SHOP_CATEGORIES,
  SHOP_LIMITS,
  SHOP_SORTS,
  type ShopCategory,
  type ShopSort,
} from '@ww/contracts';
import type { ProductSearch } from '../api/queries.ts';

/** How long the search and price boxes wait after the last key before the URL (and the list) follows. */
export const FILTER_DEBOUNCE_MS = 300;

/** The catalogue's filters as the URL holds them (?category=&q=&min_price=&max_price=&in_stock=1&sort=). */
export interface CatalogueFilters {
  category: ShopCategory | null;
  q: string;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ShopSort;
}

const isCategory = (value: string | null): value is ShopCategory =>
  (SHOP_CATEGORIES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is ShopSort => (SHOP_SORTS as readonly (string | null)[]).includes(value);

/** A price bound written in the URL ('12.5'); anything else (a hand-edited address) is no bound. */
export function priceFromUrl(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= FINANCE_LIMITS.maxAmount ? n : null;
}

/** What the address asks for; parameters it does not understand are ignored, not refused. */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    category: isCategory(category) ? category : null,
    q: (params.get('q') ?? '').slice(0, SHOP_LIMITS.searchMaxChars),
    minPrice: priceFromUrl(params.get('min_price')),
    maxPrice: priceFromUrl(params.get('max_price')),
    inStock: params.get('in_stock') === '1' || params.get('in_stock') === 'true',
    sort: isSort(sort) ? sort : 'name',
  };
}

/** True when a filter narrows the list (the sort does not). */
export function isFiltered(filters: CatalogueFilters): boolean {
  return (
    filters.category !== null ||
    filters.q.trim() !== '' ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.inStock
  );
}

/** GET /shop/products's query for the filters, without the page (offset) and currency. */
export function productSearch(filters: CatalogueFilters): ProductSearch {
  const search: ProductSearch = { sort: filters.sort };
  const q = filters.q.trim();
  if (q) search.q = q;
  if (filters.category) search.category = filters.category;
  if (filters.minPrice !== null) search.min_price = filters.minPrice;
  if (filters.maxPrice !== null) search.max_price = filters.maxPrice;
  if (filters.inStock) search.in_stock = 'true';
  return search;
}

/** The parameters the catalogue's filters own, to clear them all at once. */
export const FILTER_PARAMS = ['category', 'q', 'min_price', 'max_price', 'in_stock', 'sort'] as const;
