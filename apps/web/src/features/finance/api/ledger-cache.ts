import { fromMinorUnits, minorUnitsOf } from '@ww/contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { notificationsQueryKey } from '#shared/lib/notifications.ts';
import { financeQueries } from './queries.ts';

interface CurrencyTotal {
  currency: string;
  total: number;
  count: number;
}

/** One page of a paged finance list (expenses, income): rows, the cursor of the next page, totals of the whole filter. */
export interface LedgerPage<T> {
  data: T[];
  next_cursor: string | null;
  totals: CurrencyTotal[];
}

export type LedgerPages<T> = InfiniteData<LedgerPage<T>, string | null>;

/** The totals with rows added (sign 1) or taken away (sign -1); a currency left with no rows disappears. */
export function adjustTotals(
  totals: readonly CurrencyTotal[],
  rows: readonly { amount: number; currency: string }[],
  sign: 1 | -1,
): CurrencyTotal[] {
  const next = totals.map((total) => ({ ...total }));
  for (const row of rows) {
    let entry = next.find((total) => total.currency === row.currency);
    if (!entry) {
      entry = { currency: row.currency, total: 0, count: 0 };
      next.push(entry);
    }
    // In cents, so sums of 2-decimal amounts do not drift (0.1 + 0.2).
    entry.total = fromMinorUnits(minorUnitsOf(entry.total) + sign * minorUnitsOf(row.amount));
    entry.count += sign;
  }
  return next.filter((total) => total.count > 0).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** SPEC §4: a new item goes first in the list, and the totals count it at once. */
export function prependRow<T extends { amount: number; currency: string }>(
  pages: LedgerPages<T>,
  row: T,
): LedgerPages<T> {
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  return {
    ...pages,
    pages: [{ ...first, data: [row, ...first.data], totals: adjustTotals(first.totals, [row], 1) }, ...rest],
  };
}

/** The list without a row, its totals reduced by it. */
export function removeRow<T extends { id: string; amount: number; currency: string }>(
  pages: LedgerPages<T>,
  row: T,
): LedgerPages<T> {
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({
      ...page,
      data: page.data.filter((item) => item.id !== row.id),
      // Totals live on every page of the same filter; the first page's are the ones shown.
      totals: index === 0 ? adjustTotals(page.totals, [row], -1) : page.totals,
    })),
  };
}

/** A row of a ledger as the lists hold it: what placing it and counting it needs. */
export interface LedgerRow {
  id: string;
  amount: number;
  currency: string;
  date: string;
  created_at: string;
}

/** The list with `id` replaced by `row` (its totals follow the new amount); unchanged when no loaded page holds it. */
export function replaceRow<T extends LedgerRow>(pages: LedgerPages<T>, id: string, row: T): LedgerPages<T> {
  const old = pages.pages.flatMap((page) => page.data).find((item) => item.id === id);
  if (!old) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({
      ...page,
      data: page.data.map((item) => (item.id === id ? row : item)),
      totals: index === 0 ? adjustTotals(adjustTotals(page.totals, [old], -1), [row], 1) : page.totals,
    })),
  };
}

/**
 * The list with `row` back where the server orders it (newest date first, then newest created), counted in the
 * totals; unchanged when its place is past the loaded pages (the next page brings it).
 */
export function insertRow<T extends LedgerRow>(pages: LedgerPages<T>, row: T): LedgerPages<T> {
  const comesBefore = (other: T) =>
    row.date > other.date || (row.date === other.date && row.created_at >= other.created_at);
  const at = pages.pages.findIndex((page) => page.data.some(comesBefore));
  const last = pages.pages.length - 1;
  const target = at === -1 ? (pages.pages[last]?.next_cursor === null ? last : -1) : at;
  if (target === -1) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => {
      let data = page.data;
      if (index === target) {
        const position = page.data.findIndex(comesBefore);
        data =
          position === -1 ? [...page.data, row] : [...page.data.slice(0, position), row, ...page.data.slice(position)];
      }
      return { ...page, data, totals: index === 0 ? adjustTotals(page.totals, [row], 1) : page.totals };
    }),
  };
}

/**
 * Applies `change` to every cached list under `prefix` (each filter is its own query, its filters the key's last
 * part) and returns the undo: the lists as they were, for a write the server refuses at once.
 */
export function updateLedgers<T>(
  queryClient: QueryClient,
  prefix: QueryKey,
  change: (pages: LedgerPages<T>, filters: unknown) => LedgerPages<T>,
): () => void {
  const before = queryClient.getQueriesData<LedgerPages<T>>({ queryKey: prefix });
  for (const [key, pages] of before) {
    if (pages) queryClient.setQueryData<LedgerPages<T>>(key, change(pages, key[prefix.length]));
  }
  return () => {
    for (const [key, pages] of before) queryClient.setQueryData(key, pages);
  };
}

/**
 * SPEC §4: an item added while online stays first in the list, where it was shown while on its way; the server's row
 * takes the place of the one shown. The outbox reads the lists again once a write is sent (a write sent later must
 * replace its row that way); that reading, which would put the item in date order at once, is called off here and the
 * lists are read afresh when next shown instead, as before the outbox.
 */
export async function keepFirst<T extends LedgerRow>(
  queryClient: QueryClient,
  prefix: QueryKey,
  pendingId: string | undefined,
  row: T,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: prefix });
  if (pendingId) updateLedgers<T>(queryClient, prefix, (pages) => replaceRow(pages, pendingId, row));
  await queryClient.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
}

/** After money moved, figures computed from it elsewhere (overview, budgets, tips) are out of date. */
export function invalidateMoneyFigures(queryClient: QueryClient, options: { notifications?: boolean } = {}) {
  void queryClient.invalidateQueries({ queryKey: financeQueries.summary.all() });
  void queryClient.invalidateQueries({ queryKey: financeQueries.budgetStatus.all() });
  void queryClient.invalidateQueries({ queryKey: financeQueries.tips.all() });
  if (options.notifications) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}
