import { FINANCE_LIMITS, INCOME_RECURRENCES, type ExpenseCategory, type ImportResult } from '@ww/contracts';
import {
  categoryFromCell,
  detectColumns,
  detectCurrencyColumn,
  detectDateFormat,
  detectDecimal,
  detectDelimiter,
  detectHeader,
  type ColumnMap,
  type DatePreference,
  type Delimiter,
} from './csv-detect.ts';
import { readCsvRows, type CsvRow } from './csv-rows.ts';
import {
  parseAmountCents,
  parseDate,
  type DecimalSeparator,
  type ImportDateFormat,
  type RowError,
} from './import-values.ts';
import { tooManyTransactions } from './statement-limits.ts';

export type Recurrence = (typeof INCOME_RECURRENCES)[number];

/** One bank line, read and checked: money out is an expense, money in is income. */
export type ReadLine = {
  line: number;
  date: string;
  description: string;
  cents: number;
  kind: 'expense' | 'income';
  category: ExpenseCategory | null;
  /** Written on the line itself (our own exports): it wins over any other currency. */
  currency: string | null;
  /** Declared by the bank (OFX CURDEF, a CSV currency column): the user's chosen currency wins over it. */
  statementCurrency?: string | null;
  recurrence: Recurrence;
};

export type CsvReadOptions = {
  delimiter?: Delimiter;
  decimal?: DecimalSeparator;
  date_format?: ImportDateFormat;
  has_header?: boolean;
  columns?: ColumnMap;
};

export type ReadResult = { detected: ImportResult['detected']; lines: ReadLine[]; errors: RowError[] };

/** The header rows of our own exports: files exported from Wheels & Wins import back unchanged. */
export const EXPENSE_EXPORT_HEADER = ['date', 'category', 'amount', 'currency', 'description'] as const;
export const INCOME_EXPORT_HEADER = ['date', 'source', 'amount', 'currency', 'recurrence'] as const;

const sameHeader = (row: string[] | undefined, header: readonly string[]) =>
  !!row && row.length === header.length && row.every((cell, i) => cell.trim().toLowerCase() === header[i]);

// Our exports quote cells that a spreadsheet would run as a formula with a leading "'"; reading back removes it.
const unprotect = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Lines some banks write above the table (account number, period): skipped by preambleLength. */
const PREAMBLE_MAX = 30;

/** The rows of the file; an unclosed quote is a line error, a limit crossed refuses the file (STATEMENT_LIMITS). */
function splitRows(text: string, delimiter: Delimiter): { rows: CsvRow[]; errors: RowError[] } {
  // The header and a preamble come on top of the transactions; the exact count is checked once they are known.
  const { rows, unclosedAt } = readCsvRows(text, delimiter, {
    maxRows: FINANCE_LIMITS.importMaxRows + PREAMBLE_MAX + 1,
  });
  const errors: RowError[] = [];
  if (unclosedAt !== null)
    errors.push({
      line: unclosedAt,
      code: 'unreadable_csv',
      message: `Line ${unclosedAt}: a quoted field is not closed`,
    });
  return { rows, errors };
}

/**
 * Some banks write account details above the table ("Kontonummer;123", "Zeitraum;..."): short lines before a
 * header row as wide as the table. Without such a header nothing is skipped.
 */
function preambleLength(rows: string[][]): number {
  const counts = new Map<number, number>();
  for (const row of rows.slice(0, 200)) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  const width = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  if ((rows[0]?.length ?? 0) >= width) return 0;
  const at = rows.slice(0, PREAMBLE_MAX).findIndex((row) => row.length === width);
  return at > 0 && detectHeader(rows.slice(at, at + 2)) ? at : 0;
}

/**
 * Reads a bank CSV: delimiter, header, columns, decimal separator and date format come from the options when
 * given and are detected otherwise. Every bad line is reported; no line is dropped silently except blank ones
 * and lines that move no money (amount 0). A file over a limit (STATEMENT_LIMITS, more than
 * FINANCE_LIMITS.importMaxRows transactions) is refused with an AppError, read no further than where it crossed it.
 */
export function readCsv(text: string, options: CsvReadOptions, preference: DatePreference): ReadResult {
  const delimiter = options.delimiter ?? detectDelimiter(text);
  const { rows, errors } = splitRows(text, delimiter);
  const detected: ReadResult['detected'] = {
    delimiter,
    decimal: null,
    date_format: null,
    has_header: null,
    header: [],
    columns: null,
  };
  if (!rows.length) {
    errors.push({ line: 1, code: 'empty_file', message: 'Line 1: the file is empty' });
    return { detected, lines: [], errors };
  }
  if (options.has_header === undefined) rows.splice(0, preambleLength(rows.map((r) => r.cells)));
  const firstRow = rows[0]!.cells;
  const native =
    !options.columns && (sameHeader(firstRow, EXPENSE_EXPORT_HEADER) || sameHeader(firstRow, INCOME_EXPORT_HEADER));
  const hasHeader = native || (options.has_header ?? detectHeader(rows.slice(0, 2).map((r) => r.cells)));
  detected.has_header = hasHeader;
  detected.header = hasHeader ? firstRow.map((c) => c.trim()) : [];
  const body = hasHeader ? rows.slice(1) : rows;
  if (!body.length) {
    const line = rows[0]!.line + 1;
    errors.push({ line, code: 'empty_file', message: `Line ${line}: the file has no transactions after the header` });
    return { detected, lines: [], errors };
  }
  if (body.length > FINANCE_LIMITS.importMaxRows) throw tooManyTransactions(body[FINANCE_LIMITS.importMaxRows]!.line);
  if (native) return readNative(firstRow, body, detected, errors);

  const columns =
    options.columns ??
    detectColumns(
      hasHeader ? firstRow : null,
      body.map((r) => r.cells),
    );
  if (!columns) {
    const line = rows[0]!.line;
    errors.push({
      line,
      code: 'missing_column',
      message: `Line ${line}: no date and amount columns were found; choose the columns in the preview`,
    });
    return { detected, lines: [], errors };
  }
  detected.columns = columns;
  const currencyColumn = options.columns
    ? null
    : detectCurrencyColumn(
        hasHeader ? firstRow : null,
        body.map((r) => r.cells),
      );
  const moneyColumns = moneyColumnsOf(columns);
  const decimal =
    options.decimal ??
    detectDecimal(
      body.flatMap((r) => moneyColumns.map((i) => cell(r.cells, i))),
      delimiter,
    );
  const dateFormat =
    options.date_format ??
    detectDateFormat(
      body.map((r) => cell(r.cells, columns.date)),
      preference,
    );
  detected.decimal = decimal;
  detected.date_format = dateFormat;

  const lines = readMappedRows(body, { columns, decimal, dateFormat, currencyColumn }, errors);
  return { detected, lines, errors };
}

type RowFormat = {
  columns: ColumnMap;
  decimal: DecimalSeparator;
  dateFormat: ImportDateFormat;
  currencyColumn: number | null;
};

/** The lines of a mapped table: each one's date, amount, description and category, or its errors. */
function readMappedRows(
  body: CsvRow[],
  { columns, decimal, dateFormat, currencyColumn }: RowFormat,
  errors: RowError[],
) {
  const needed = Math.max(columns.date, ...moneyColumnsOf(columns), columns.description ?? 0, columns.category ?? 0);
  const lines: ReadLine[] = [];
  for (const { line, cells } of body) {
    if (cells.length <= needed) {
      errors.push({
        line,
        code: 'missing_column',
        message: `Line ${line}: the line has ${cells.length} column${cells.length === 1 ? '' : 's'}; column ${needed + 1} is expected`,
      });
      continue;
    }
    const rawDate = cell(cells, columns.date);
    const date = parseDate(rawDate, dateFormat);
    if (!rawDate) errors.push({ line, code: 'invalid_date', message: `Line ${line}: the date is empty` });
    else if (!date)
      errors.push({ line, code: 'invalid_date', message: `Line ${line}: "${rawDate}" is not a valid date` });

    const cents = lineCents(cells, line, columns, decimal, errors);
    if (!date || cents === null || cents === 0) continue;
    lines.push({
      line,
      date,
      description: cell(cells, columns.description),
      cents: Math.abs(cents),
      kind: cents < 0 ? 'expense' : 'income',
      category: columns.category != null ? categoryFromCell(cell(cells, columns.category)) : null,
      currency: null,
      statementCurrency: currencyColumn === null ? null : cell(cells, currencyColumn).toUpperCase(),
      recurrence: 'none',
    });
  }
  return lines;
}

/** A line's amount in cents, signed (negative: money out), from one amount column or a debit and a credit one. */
function lineCents(
  cells: string[],
  line: number,
  columns: ColumnMap,
  decimal: DecimalSeparator,
  errors: RowError[],
): number | null {
  let cents: number | null = null;
  if (columns.amount !== null) {
    const raw = cell(cells, columns.amount);
    cents = raw ? parseAmountCents(raw, decimal) : null;
    if (!raw) errors.push({ line, code: 'invalid_amount', message: `Line ${line}: the amount is empty` });
    else if (cents === null)
      errors.push({ line, code: 'invalid_amount', message: `Line ${line}: "${raw}" is not a valid amount` });
  } else {
    const rawDebit = cell(cells, columns.debit);
    const rawCredit = cell(cells, columns.credit);
    const debit = rawDebit ? parseAmountCents(rawDebit, decimal) : 0;
    const credit = rawCredit ? parseAmountCents(rawCredit, decimal) : 0;
    if (debit === null)
      errors.push({ line, code: 'invalid_amount', message: `Line ${line}: "${rawDebit}" is not a valid amount` });
    if (credit === null)
      errors.push({ line, code: 'invalid_amount', message: `Line ${line}: "${rawCredit}" is not a valid amount` });
    if (!rawDebit && !rawCredit)
      errors.push({ line, code: 'invalid_amount', message: `Line ${line}: the amount is empty` });
    // Some banks sign their debit column, some do not: money in a debit column always goes out.
    if (debit !== null && credit !== null) cents = Math.abs(credit) - Math.abs(debit);
  }
  return cents;
}

/** The columns that hold money: the amount, or the debit and the credit. */
const moneyColumnsOf = (columns: ColumnMap) =>
  [columns.amount, columns.debit, columns.credit].filter((i): i is number => i !== null && i !== undefined);

const cell = (cells: string[], i: number | null | undefined) =>
  i === null || i === undefined ? '' : (cells[i] ?? '').trim();

/** Our own export: every row of an expenses file is an expense, every row of an income file is income. */
function readNative(
  header: string[],
  body: { line: number; cells: string[] }[],
  detected: ReadResult['detected'],
  errors: RowError[],
): ReadResult {
  const income = sameHeader(header, INCOME_EXPORT_HEADER);
  Object.assign(detected, {
    decimal: '.',
    date_format: 'YYYY-MM-DD',
    columns: { date: 0, description: income ? 1 : 4, amount: 2, category: income ? null : 1 },
  });
  const lines: ReadLine[] = [];
  for (const { line, cells } of body) {
    if (cells.length < header.length) {
      errors.push({
        line,
        code: 'missing_column',
        message: `Line ${line}: the line has ${cells.length} columns; ${header.length} are expected`,
      });
      continue;
    }
    const [rawDate, second, rawAmount, rawCurrency, fifth] = cells.map((c) => c.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const date = parseDate(rawDate, 'YYYY-MM-DD');
    const cents = parseAmountCents(rawAmount, '.');
    const currency = rawCurrency.toUpperCase();
    if (!date) errors.push({ line, code: 'invalid_date', message: `Line ${line}: "${rawDate}" is not a valid date` });
    if (cents === null || cents <= 0)
      errors.push({ line, code: 'invalid_amount', message: `Line ${line}: "${rawAmount}" is not a valid amount` });
    if (!/^[A-Z]{3}$/.test(currency))
      errors.push({ line, code: 'invalid_currency', message: `Line ${line}: "${rawCurrency}" is not a currency code` });
    const recurrence = income
      ? (INCOME_RECURRENCES as readonly string[]).includes(fifth)
        ? (fifth as Recurrence)
        : null
      : 'none';
    if (!recurrence)
      errors.push({ line, code: 'invalid_recurrence', message: `Line ${line}: "${fifth}" is not a recurrence` });
    if (!date || cents === null || cents <= 0 || !/^[A-Z]{3}$/.test(currency) || !recurrence) continue;
    lines.push({
      line,
      date,
      description: unprotect(income ? second : fifth),
      cents,
      kind: income ? 'income' : 'expense',
      category: income ? null : categoryFromCell(second),
      currency,
      recurrence,
    });
  }
  return { detected, lines, errors };
}
