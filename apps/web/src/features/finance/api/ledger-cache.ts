import type { InfiniteData, QueryClient } from '@tanstack/react-query';
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

/** Money in cents as an integer: sums of 2-decimal amounts must not drift (0.1 + 0.2). */
const cents = (amount: number) => Math.round(amount * 100);

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
    entry.total = (cents(entry.total) + sign * cents(row.amount)) / 100;
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

/** After money moved, figures computed from it elsewhere (overview, budgets, tips) are out of date. */
export function invalidateMoneyFigures(queryClient: QueryClient, options: { notifications?: boolean } = {}) {
  void queryClient.invalidateQueries({ queryKey: financeQueries.summary.all() });
  void queryClient.invalidateQueries({ queryKey: financeQueries.budgetStatus.all() });
  void queryClient.invalidateQueries({ queryKey: financeQueries.tips.all() });
  if (options.notifications) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}
