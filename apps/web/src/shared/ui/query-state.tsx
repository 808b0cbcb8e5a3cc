import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** The part of a TanStack query result that `QueryState` reads. */
export interface QueryStateQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  loadingLabel: string;
  /** What could not be loaded (the alert's title, or the one line of the inline look). */
  errorTitle: string;
  /** Why, worded for the reader (e.g. SPEC §8's classified text); shown under the title in the box look. */
  errorDetail?: (error: unknown) => ReactNode;
  retryLabel: string;
  /** Shown instead of the content when `isEmpty` says the loaded data holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** 'box' (default): an error alert and a dashed empty box, for a section; 'inline': one line each, inside a card. */
  variant?: 'box' | 'inline';
  children: (data: T) => ReactNode;
}

/** What a list or section shows while its query loads, when it failed (with a retry), when it is empty, or its data. */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  errorDetail,
  retryLabel,
  empty,
  isEmpty,
  variant = 'box',
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    const retry = () => void query.refetch();
    if (variant === 'inline') {
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorTitle}
          </p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {retryLabel}
          </Button>
        </div>
      );
    }
    return (
      <Alert variant="error" title={errorTitle}>
        {errorDetail && <p>{errorDetail(query.error)}</p>}
        <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
          {retryLabel}
        </Button>
      </Alert>
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) {
    return variant === 'inline' ? (
      <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
    ) : (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
        {empty}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
