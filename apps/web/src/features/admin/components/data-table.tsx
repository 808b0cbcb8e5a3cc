import type { ReactNode } from 'react';
import clsx from 'clsx';

/**
 * A table on wide screens that becomes a stack of cards on a phone: each cell then shows its column's name before
 * its value (the `label` of Cell), so nothing scrolls sideways at 375 px.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase max-md:hidden dark:border-slate-700 dark:text-slate-400">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-slate-100 md:dark:divide-slate-800">
        {children}
      </tbody>
    </table>
  );
}

export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr
      className={clsx(
        'align-top max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3 max-md:shadow-sm max-md:dark:border-slate-700 max-md:dark:bg-slate-900',
        className,
      )}
    >
      {children}
    </tr>
  );
}

/** One cell; `label` is its column's name, shown before the value on a phone. */
export function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td
      data-label={label}
      className={clsx(
        'text-slate-800 max-md:flex max-md:min-w-0 max-md:justify-between max-md:gap-3 max-md:py-1 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] md:px-3 md:py-2 dark:text-slate-200 max-md:dark:before:text-slate-400',
        className,
      )}
    >
      {children}
    </td>
  );
}
