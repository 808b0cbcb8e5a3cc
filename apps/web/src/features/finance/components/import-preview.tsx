import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { DATE_FORMATS_IMPORT, type CsvImportOptions, type ExpenseCategory, type ImportResult } from '@ww/contracts';
import type { MoneyFormat } from '#shared/lib/money.ts';
import { Select } from '#shared/ui/select.tsx';
import { CategoryOptions } from './category-options.tsx';

/** The preview lists this many rows; the counts cover the whole file. */
export const PREVIEW_ROW_LIMIT = 100;

export type ImportColumns = NonNullable<CsvImportOptions['columns']>;
type ColumnRole = keyof ImportColumns;
const COLUMN_ROLES: ColumnRole[] = ['date', 'description', 'amount', 'debit', 'credit', 'category'];

const DELIMITERS = [
  { value: ',', key: 'comma' },
  { value: ';', key: 'semicolon' },
  { value: '\t', key: 'tab' },
  { value: '|', key: 'pipe' },
] as const;
const DECIMALS = [
  { value: '.', key: 'dot' },
  { value: ',', key: 'comma' },
] as const;

export type ImportDelimiter = (typeof DELIMITERS)[number]['value'];
export type ImportDecimal = (typeof DECIMALS)[number]['value'];
export type ImportDateFormat = (typeof DATE_FORMATS_IMPORT)[number];

export function isDelimiter(value: string | null | undefined): value is ImportDelimiter {
  return DELIMITERS.some((d) => d.value === value);
}
export function isDecimal(value: string | null | undefined): value is ImportDecimal {
  return DECIMALS.some((d) => d.value === value);
}
export function isDateFormat(value: string | null | undefined): value is ImportDateFormat {
  return (DATE_FORMATS_IMPORT as readonly (string | null | undefined)[]).includes(value);
}

function LabeledSelect({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The most cells in the first lines of a CSV text; quoted separators do not count. */
export function countColumns(sample: string, delimiter: string): number {
  let most = 0;
  for (const line of sample.split(/\r?\n/).slice(0, 20)) {
    if (!line.trim()) continue;
    let cells = 1;
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (char === delimiter && !quoted) cells++;
    }
    most = Math.max(most, cells);
  }
  return most;
}

/** Where the mapping starts when the server found no date and amount columns: the user picks them. */
const UNMAPPED: ImportColumns = { date: 0, description: null, amount: null, debit: null, credit: null, category: null };

/** A mapping the server can read rows with: a date column and at least one money column. */
export function isUsableMapping(columns: ImportColumns | undefined): boolean {
  return (
    columns === undefined || [columns.amount, columns.debit, columns.credit].some((i) => i !== null && i !== undefined)
  );
}

export interface ImportFormatControlsProps {
  preview: ImportResult;
  options: CsvImportOptions;
  /** The start of the file, to count its columns when it has no header row. */
  sample: string;
  disabled: boolean;
  onChange: (options: CsvImportOptions) => void;
}

/** What was detected in a CSV file, as editable settings; every change runs the preview again. */
export function ImportFormatControls({ preview, options, sample, disabled, onChange }: ImportFormatControlsProps) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const header = preview.detected.header;
  const columns = options.columns ?? preview.detected.columns ?? UNMAPPED;
  const highestMapped = Math.max(...COLUMN_ROLES.map((role) => columns[role] ?? -1));
  const columnCount = Math.max(header.length, countColumns(sample, options.delimiter ?? ','), highestMapped + 1);
  const hasHeader = options.has_header ?? preview.detected.has_header ?? false;
  const columnLabel = (index: number) => {
    const name = hasHeader ? (header[index]?.trim() ?? '') : '';
    return name
      ? t('import.column_named', { name, number: index + 1 })
      : t('import.column_number', { number: index + 1 });
  };

  const setColumn = (role: ColumnRole, value: string) => {
    const index = value === '' ? null : Number(value);
    if (role === 'date') {
      if (index !== null) onChange({ ...options, columns: { ...columns, date: index } });
      return;
    }
    onChange({ ...options, columns: { ...columns, [role]: index } });
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <LabeledSelect label={t('import.delimiter')}>
          {(id) => (
            <Select
              id={id}
              disabled={disabled}
              value={options.delimiter ?? ''}
              // A different separator splits the rows into different columns: the server detects the mapping again.
              onChange={(e) =>
                isDelimiter(e.target.value) && onChange({ ...options, delimiter: e.target.value, columns: undefined })
              }
            >
              {DELIMITERS.map((d) => (
                <option key={d.key} value={d.value}>
                  {t(`import.delimiters.${d.key}`)}
                </option>
              ))}
            </Select>
          )}
        </LabeledSelect>
        <LabeledSelect label={t('import.decimal')}>
          {(id) => (
            <Select
              id={id}
              disabled={disabled}
              value={options.decimal ?? ''}
              onChange={(e) => isDecimal(e.target.value) && onChange({ ...options, decimal: e.target.value })}
            >
              {DECIMALS.map((d) => (
                <option key={d.key} value={d.value}>
                  {t(`import.decimals.${d.key}`)}
                </option>
              ))}
            </Select>
          )}
        </LabeledSelect>
        <LabeledSelect label={t('import.date_format')}>
          {(id) => (
            <Select
              id={id}
              disabled={disabled}
              value={options.date_format ?? ''}
              onChange={(e) => isDateFormat(e.target.value) && onChange({ ...options, date_format: e.target.value })}
            >
              {DATE_FORMATS_IMPORT.map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </Select>
          )}
        </LabeledSelect>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            disabled={disabled}
            checked={hasHeader}
            onChange={(e) => onChange({ ...options, has_header: e.target.checked, columns: undefined })}
            className="h-4 w-4 rounded border-slate-300 accent-emerald-700"
          />
          {t('import.has_header')}
        </label>
      </div>

      {columnCount > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('import.columns_title')}
          </legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('import.columns_hint')}</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {COLUMN_ROLES.map((role) => (
              <LabeledSelect key={role} label={t(`import.column.${role}`)}>
                {(id) => (
                  <Select
                    id={id}
                    disabled={disabled}
                    value={columns[role] ?? ''}
                    onChange={(e) => setColumn(role, e.target.value)}
                  >
                    {role !== 'date' && <option value="">{t('import.not_used')}</option>}
                    {Array.from({ length: columnCount }, (_, index) => (
                      <option key={index} value={index}>
                        {columnLabel(index)}
                      </option>
                    ))}
                  </Select>
                )}
              </LabeledSelect>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

export interface ImportRowsTableProps {
  preview: ImportResult;
  overrides: Record<string, ExpenseCategory>;
  /** Keyed by the row's pattern: a choice applies to every line of the same merchant, as the server applies it. */
  onOverride: (pattern: string, category: ExpenseCategory) => void;
  money: MoneyFormat;
  disabled: boolean;
}

type PreviewRow = ImportResult['rows'][number];

/** A line's category select, accepted as proposed unless changed, with where the proposal came from or that it changed. */
function RowCategory({
  row,
  chosen,
  disabled,
  onOverride,
}: {
  row: PreviewRow;
  chosen: ExpenseCategory | undefined;
  disabled: boolean;
  onOverride: ImportRowsTableProps['onOverride'];
}) {
  const { t } = useTranslation('wins_insights');
  const noteId = useId();
  const value = chosen ?? row.category;
  const changed = value !== row.category;
  const note = changed
    ? t('import.suggestion.changed')
    : row.suggestion
      ? t(`import.suggestion.${row.suggestion.source}`)
      : null;
  return (
    <div className="space-y-0.5">
      <Select
        aria-label={t('import.row.category_for', { description: row.description })}
        aria-describedby={note ? noteId : undefined}
        disabled={disabled}
        value={value}
        onChange={(e) => onOverride(row.pattern, e.target.value as ExpenseCategory)}
        className="min-w-32 py-1"
      >
        <CategoryOptions />
      </Select>
      {note && (
        <p
          id={noteId}
          className={clsx(
            'text-xs',
            changed ? 'text-amber-700 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {note}
        </p>
      )}
    </div>
  );
}

export function ImportRowsTable({ preview, overrides, onOverride, money, disabled }: ImportRowsTableProps) {
  const { t } = useTranslation(['wins_insights', 'wins']);
  const shown = preview.rows.slice(0, PREVIEW_ROW_LIMIT);
  const th = 'px-2 py-2 font-medium text-slate-600 dark:text-slate-400';
  const td = 'px-2 py-1.5 align-middle text-slate-800 dark:text-slate-200';
  return (
    <div className="max-h-96 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={th}>
              {t('import.row.line')}
            </th>
            <th scope="col" className={th}>
              {t('import.row.date')}
            </th>
            <th scope="col" className={th}>
              {t('import.row.description')}
            </th>
            <th scope="col" className={clsx(th, 'text-right')}>
              {t('import.row.amount')}
            </th>
            <th scope="col" className={th}>
              {t('import.row.kind')}
            </th>
            <th scope="col" className={th}>
              {t('import.row.category')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr
              key={row.line}
              className={clsx(
                'border-t border-slate-100 dark:border-slate-800',
                row.duplicate && 'bg-slate-50 text-slate-500 dark:bg-slate-800/50',
              )}
            >
              <td className={clsx(td, 'tabular-nums text-slate-500 dark:text-slate-400')}>{row.line}</td>
              <td className={clsx(td, 'whitespace-nowrap')}>{money.formatDate(row.date)}</td>
              <td className={clsx(td, 'break-words')}>
                {row.description}
                {row.duplicate && (
                  <span className="ml-2 inline-block rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                    {t('import.row.duplicate')}
                  </span>
                )}
              </td>
              <td className={clsx(td, 'whitespace-nowrap text-right tabular-nums')}>
                {money.formatMoney(row.amount, row.currency)}
              </td>
              <td className={td}>
                <span className={row.kind === 'income' ? 'text-emerald-700 dark:text-emerald-400' : undefined}>
                  {t(`import.row.${row.kind}`)}
                </span>
              </td>
              <td className={td}>
                {row.kind === 'expense' && !row.duplicate ? (
                  <RowCategory row={row} chosen={overrides[row.pattern]} disabled={disabled} onOverride={onOverride} />
                ) : (
                  row.kind === 'expense' && t(`categories.${row.category}`, { ns: 'wins' })
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
