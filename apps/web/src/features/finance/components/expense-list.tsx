import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { Expense } from '@ww/contracts';
import type { RowSendState } from '#shared/lib/outbox/index.ts';
import { Button } from '#shared/ui/button.tsx';
import { ExpenseRow } from './expense-row.tsx';

/** Typical height of a row; rows being edited are measured. */
const ROW_ESTIMATE_PX = 64;
/** Assumed height of the list when it cannot be measured (no layout yet, e.g. before the first paint). */
const FALLBACK_HEIGHT_PX = 640;
/** Start loading the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 10;

function observeRectWithFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_HEIGHT_PX }),
  );
}

interface ExpenseListProps {
  expenses: readonly Expense[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Rows whose latest change the server does not have yet: they show it instead of their edit and delete. */
  unsent: ReadonlyMap<string, RowSendState>;
  onDelete: (expense: Expense) => void;
}

/**
 * Only the rows in view (and a few around them) are in the page, so a list of 10,000 expenses scrolls as smoothly
 * as one of ten; the next page loads as the end comes into view.
 */
export function ExpenseList({ expenses, hasMore, loadingMore, onLoadMore, unsent, onDelete }: ExpenseListProps) {
  const { t } = useTranslation('wins');
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler, so nothing memoises the virtualizer's functions.
  // eslint-disable-next-line react-hooks/incompatible-library -- the warning is about compiler memoisation only
  const virtualizer = useVirtualizer({
    count: expenses.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    getItemKey: (index) => expenses[index]?.id ?? index,
    observeElementRect: observeRectWithFallback,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= expenses.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, expenses.length, onLoadMore]);

  return (
    <div>
      <div
        ref={scrollRef}
        className="max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-800"
      >
        <ul aria-label={t('expenses.list_label')} className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const expense = expenses[item.index];
            if (!expense) return null;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-setsize={hasMore ? -1 : expenses.length}
                aria-posinset={item.index + 1}
                className="absolute inset-x-0 top-0 border-b border-slate-100 px-4 last:border-b-0 dark:border-slate-800"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ExpenseRow expense={expense} sendState={unsent.get(expense.id)} onDelete={onDelete} />
              </li>
            );
          })}
        </ul>
      </div>
      {hasMore && (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" size="sm" loading={loadingMore} onClick={onLoadMore}>
            {t('actions.load_more')}
          </Button>
        </div>
      )}
    </div>
  );
}
