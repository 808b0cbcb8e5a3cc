import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { QueryState, type QueryStateProps, type QueryStateQuery } from './query-state.tsx';

/** The part of an infinite query (pages of `{ data }`) that a paged list reads. */
export interface PagedQuery<T> extends QueryStateQuery<{ pages: { data: T[] }[] }> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** True when no page read so far holds an item: the `isEmpty` of a QueryState over an infinite query. */
export function noPageHoldsAnything(data: { pages: { data: readonly unknown[] }[] }): boolean {
  return data.pages.every((page) => page.data.length === 0);
}

export interface PagedListProps<T> extends Pick<
  QueryStateProps<unknown>,
  'loadingLabel' | 'errorTitle' | 'errorDetail' | 'retryLabel' | 'variant'
> {
  query: PagedQuery<T>;
  /** Said when no page holds anything. */
  empty: ReactNode;
  /** The next page's button. */
  moreLabel: string;
  /** The list's accessible name, where it has one. */
  label?: string;
  /** The list's layout (dividers, a grid of cards). */
  className?: string;
  /** The list and its button in one card, the button under a line of its own. */
  card?: boolean;
  /** One item, as an `li` with its key. */
  children: (item: T) => ReactNode;
}

/**
 * A list read a page at a time: what it shows while loading, when it failed (with a retry) or when it is empty, the
 * items of every page read so far, and a button for the next page while there is one.
 */
export function PagedList<T>({
  query,
  empty,
  moreLabel,
  label,
  className,
  card = false,
  children,
  ...states
}: PagedListProps<T>) {
  const more = query.hasNextPage && (
    <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {moreLabel}
    </Button>
  );
  return (
    <QueryState query={query} {...states} empty={empty} isEmpty={noPageHoldsAnything}>
      {(data) => {
        const list = (
          <ul aria-label={label} className={className}>
            {data.pages.flatMap((page) => page.data.map(children))}
          </ul>
        );
        return card ? (
          <Card className="p-0">
            {list}
            {more && <div className="p-3">{more}</div>}
          </Card>
        ) : (
          <div className="space-y-3">
            {list}
            {more}
          </div>
        );
      }}
    </QueryState>
  );
}
