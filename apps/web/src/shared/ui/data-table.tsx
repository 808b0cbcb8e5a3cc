import { createContext, use, type ReactNode } from 'react';
import clsx from 'clsx';

/**
 * Below which width of its own (a container query, not the window's) a table becomes cards: where its columns no
 * longer fit with their words whole. `lg` is 32rem (a phone, a narrow card), `4xl` 56rem (eight columns).
 */
export type StackBelow = 'lg' | '4xl';

// Written out per width: Tailwind finds class names in the source, so they cannot be put together at run time.
const CLASSES = {
  lg: {
    table: '@max-lg:block',
    head: '@max-lg:hidden',
    body: '@max-lg:block @max-lg:space-y-3 @lg:divide-y @lg:divide-slate-100 @lg:dark:divide-slate-800',
    row: '@max-lg:block @max-lg:rounded-xl @max-lg:border @max-lg:border-slate-200 @max-lg:bg-white @max-lg:p-3 @max-lg:shadow-sm @max-lg:dark:border-slate-700 @max-lg:dark:bg-slate-900',
    cell: '@max-lg:flex @max-lg:min-w-0 @max-lg:justify-between @max-lg:gap-3 @max-lg:py-1 @max-lg:wrap-anywhere @max-lg:before:shrink-0 @max-lg:before:font-medium @max-lg:before:text-slate-500 @max-lg:before:content-[attr(data-label)] @lg:px-3 @lg:py-2 @max-lg:dark:before:text-slate-400',
  },
  '4xl': {
    table: '@max-4xl:block',
    head: '@max-4xl:hidden',
    body: '@max-4xl:block @max-4xl:space-y-3 @4xl:divide-y @4xl:divide-slate-100 @4xl:dark:divide-slate-800',
    row: '@max-4xl:block @max-4xl:rounded-xl @max-4xl:border @max-4xl:border-slate-200 @max-4xl:bg-white @max-4xl:p-3 @max-4xl:shadow-sm @max-4xl:dark:border-slate-700 @max-4xl:dark:bg-slate-900',
    cell: '@max-4xl:flex @max-4xl:min-w-0 @max-4xl:justify-between @max-4xl:gap-3 @max-4xl:py-1 @max-4xl:wrap-anywhere @max-4xl:before:shrink-0 @max-4xl:before:font-medium @max-4xl:before:text-slate-500 @max-4xl:before:content-[attr(data-label)] @4xl:px-3 @4xl:py-2 @max-4xl:dark:before:text-slate-400',
  },
} as const satisfies Record<StackBelow, Record<string, string>>;

const StackContext = createContext<StackBelow>('4xl');

/**
 * A table where its columns fit, a stack of cards where they do not: each cell then shows its column's name before
 * its value (the `label` of Cell), so nothing scrolls sideways and no word is cut inside itself. The roles are
 * written out because some browsers drop a table's semantics once its parts are displayed as blocks.
 */
export function DataTable({
  caption,
  columns,
  stackBelow = '4xl',
  children,
}: {
  caption: string;
  columns: string[];
  stackBelow?: StackBelow;
  children: ReactNode;
}) {
  const classes = CLASSES[stackBelow];
  return (
    <StackContext value={stackBelow}>
      <div className="@container">
        <table role="table" className={clsx('w-full text-left text-sm', classes.table)}>
          <caption className="sr-only">{caption}</caption>
          <thead
            className={clsx(
              'border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-700 dark:text-slate-400',
              classes.head,
            )}
          >
            <tr role="row">
              {columns.map((column) => (
                <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={classes.body}>{children}</tbody>
        </table>
      </div>
    </StackContext>
  );
}

export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr role="row" className={clsx('align-top', CLASSES[use(StackContext)].row, className)}>
      {children}
    </tr>
  );
}

/**
 * One cell; `label` is its column's name, shown before the value on a card. On a card the value may break inside a
 * long word (an e-mail address) as the rest of the page does; in the table words stay whole.
 */
export function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td
      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell shown as a block on a card, where some browsers stop calling it a cell
      role="cell"
      data-label={label}
      className={clsx('text-slate-800 dark:text-slate-200', CLASSES[use(StackContext)].cell, className)}
    >
      {children}
    </td>
  );
}

/** The cell that names its row (a page, a metric): a row header in the table, the first line of a card. */
export function HeaderCell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <th
      scope="row"
      role="rowheader"
      data-label={label}
      className={clsx('font-medium text-slate-900 dark:text-slate-100', CLASSES[use(StackContext)].cell, className)}
    >
      {children}
    </th>
  );
}
