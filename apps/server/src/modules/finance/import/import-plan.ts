import { createHash } from 'node:crypto';
import {
  minorUnitsToDecimal,
  type ExpenseCategory,
  type ImportResult,
  type csvImportOptionsSchema,
  fromMinorUnits,
} from '@ww/contracts';
import type { z } from 'zod';
import type { DatePreference } from './csv-detect.ts';
import { readCsv, type ReadLine, type ReadResult } from './csv-reader.ts';
import {
  createCategorySuggester,
  descriptionPattern,
  historyByPattern,
  type CategorySuggestion,
  type HistoryGroup,
} from './category-suggestions.ts';
import { normaliseDescription, type RowError } from './import-values.ts';
import { isOfx, OfxError, OfxTooDeepError, ofxAmountCents, ofxDate, parseOfx } from './ofx-parser.ts';
import { statementRefused } from './statement-limits.ts';

export type ImportOptions = z.output<typeof csvImportOptionsSchema>;

/** More problems than this are summed up in one last entry: a wrong column choice should not send 50,000 lines. */
export const MAX_REPORTED_ERRORS = 100;

/**
 * Text as the bank wrote it: UTF-16 when it starts with that byte-order mark (Excel's "Unicode text"), UTF-8 when
 * it is valid UTF-8, else Windows-1252, which older bank exports use.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const NOTHING_DETECTED: ReadResult['detected'] = {
  delimiter: null,
  decimal: null,
  date_format: null,
  has_header: null,
  header: [],
  columns: null,
};

const lineError = (line: number, code: string, message: string): ReadResult => ({
  detected: { ...NOTHING_DETECTED },
  lines: [],
  errors: [{ line, code, message: `Line ${line}: ${message}` }],
});

/** One OFX transaction as a bank line, or the line errors of its date and amount. */
function ofxLine(t: ReturnType<typeof parseOfx>[number], errors: RowError[]): ReadLine | null {
  const date = t.posted ? ofxDate(t.posted) : null;
  const cents = t.amount ? ofxAmountCents(t.amount) : null;
  if (!date) {
    const problem = t.posted ? `"${t.posted}" is not a valid date` : 'the transaction has no DTPOSTED date';
    errors.push({ line: t.line, code: 'invalid_date', message: `Line ${t.line}: ${problem}` });
  }
  if (cents === null) {
    const problem = t.amount ? `"${t.amount}" is not a valid amount` : 'the transaction has no TRNAMT amount';
    errors.push({ line: t.line, code: 'invalid_amount', message: `Line ${t.line}: ${problem}` });
  }
  if (!date || cents === null || cents === 0) return null;
  const name = t.name?.trim() ?? '';
  const memo = t.memo?.trim() ?? '';
  return {
    line: t.line,
    date,
    description: memo && memo !== name && !name.includes(memo) ? [name, memo].filter(Boolean).join(' - ') : name,
    cents: Math.abs(cents),
    kind: cents < 0 ? 'expense' : 'income',
    category: null,
    currency: null,
    statementCurrency: t.currency && /^[A-Z]{3}$/i.test(t.currency.trim()) ? t.currency.trim().toUpperCase() : null,
    recurrence: 'none',
  };
}

function readOfx(text: string): ReadResult {
  let transactions;
  try {
    transactions = parseOfx(text);
  } catch (err) {
    // Not a statement at all: refused like a file that is too large, rather than listed line by line.
    if (err instanceof OfxTooDeepError) throw statementRefused('ofx_too_deep', err.message);
    if (!(err instanceof OfxError)) throw err;
    return {
      detected: { ...NOTHING_DETECTED },
      lines: [],
      errors: [{ line: err.line, code: 'unreadable_ofx', message: err.message }],
    };
  }
  if (!transactions.length) return lineError(1, 'empty_file', 'the statement has no transactions');
  const errors: RowError[] = [];
  const lines = transactions.map((t) => ofxLine(t, errors)).filter((l): l is ReadLine => l !== null);
  return { detected: { ...NOTHING_DETECTED }, lines, errors };
}

/** Reads the file as CSV or OFX/QFX, told apart by content; a file over a limit is refused (AppError). */
export function readStatementText(
  text: string,
  options: ImportOptions,
  datePreference: DatePreference,
): ReadResult & { format: 'csv' | 'ofx' } {
  const format = isOfx(text) ? 'ofx' : 'csv';
  if (text.includes('\u0000'))
    return {
      format,
      ...lineError(1, 'unreadable_file', 'this is not a text file; export the statement as CSV, OFX or QFX'),
    };
  if (format === 'ofx') return { format, ...readOfx(text) };
  const { delimiter, decimal, date_format, has_header, columns } = options;
  return { format, ...readCsv(text, { delimiter, decimal, date_format, has_header, columns }, datePreference) };
}

export function capErrors(errors: RowError[]): RowError[] {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  if (sorted.length <= MAX_REPORTED_ERRORS) return sorted;
  const rest = sorted.length - MAX_REPORTED_ERRORS;
  const next = sorted[MAX_REPORTED_ERRORS]!;
  return [
    ...sorted.slice(0, MAX_REPORTED_ERRORS),
    {
      line: next.line,
      code: 'too_many_errors',
      message: `Line ${next.line}: ${rest} more problems from here on; check the column choices`,
    },
  ];
}

/** A bank line as it will be previewed and written: its currency, category and fingerprint decided. */
export type PlannedRow = ReadLine & {
  currencyCode: string;
  pattern: string;
  suggestion: CategorySuggestion | null;
  /** What the line gets without the user's choice in the preview: the file's category, the suggestion or the default. */
  categoryOffered: ExpenseCategory;
  categoryChosen: ExpenseCategory;
  key: string;
};

/**
 * A line's fingerprint: kind, day, amount, currency, normalised description and how many identical lines came
 * before it in the same file, so two equal coffees on one day import as two rows, and once each on re-import.
 */
function importKey(kind: string, date: string, amount: string, currency: string, normalised: string, n: number) {
  return createHash('sha256')
    .update([kind, date, amount, currency, normalised, String(n)].join('\u001f'))
    .digest('hex');
}

export type PlanContext = {
  options: ImportOptions;
  /** The user's currency setting, for lines that name none. */
  currency: string;
  rules: ReadonlyMap<string, ExpenseCategory>;
  history: readonly HistoryGroup[];
};

/**
 * Each line's currency, proposed and chosen category and fingerprint, and the categories the user changed in the
 * preview (only a change is remembered as a rule: choosing what the line was offered anyway makes none).
 */
export function planRows(lines: readonly ReadLine[], context: PlanContext) {
  const { options } = context;
  const suggest = createCategorySuggester({ rules: context.rules, history: historyByPattern(context.history) });
  const overrides = new Map<string, ExpenseCategory>();
  for (const [description, category] of Object.entries(options.category_overrides)) {
    const pattern = descriptionPattern(description);
    if (pattern) overrides.set(pattern, category);
  }
  const seen = new Map<string, number>();
  const rows: PlannedRow[] = lines.map((line) => {
    const normalised = normaliseDescription(line.description);
    const currencyCode = line.currency ?? options.currency ?? line.statementCurrency ?? context.currency;
    const amount = minorUnitsToDecimal(line.cents);
    const base = [line.kind, line.date, amount, currencyCode, normalised].join('\u001f');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    const pattern = descriptionPattern(line.description);
    const suggestion = line.kind === 'expense' ? suggest(line.description, pattern) : null;
    const categoryOffered = line.category ?? suggestion?.category ?? options.default_category;
    const categoryChosen = overrides.get(pattern) ?? categoryOffered;
    const key = importKey(line.kind, line.date, amount, currencyCode, normalised, n);
    return { ...line, currencyCode, pattern, suggestion, categoryOffered, categoryChosen, key };
  });
  const corrections = new Map<string, ExpenseCategory>();
  for (const r of rows) {
    const chosen = overrides.get(r.pattern);
    if (r.kind === 'expense' && chosen && chosen !== r.categoryOffered) corrections.set(r.pattern, chosen);
  }
  return { rows, corrections: [...corrections].map(([pattern, category]) => ({ pattern, category })) };
}

/** A preview row of the API (ImportResult['rows']). */
export const previewRow = (r: PlannedRow, duplicate: boolean): ImportResult['rows'][number] => ({
  line: r.line,
  date: r.date,
  description: r.description,
  amount: fromMinorUnits(r.cents),
  currency: r.currencyCode,
  kind: r.kind,
  category: r.categoryChosen,
  pattern: r.pattern,
  suggestion: r.suggestion,
  duplicate,
});
