import {
  FINANCE_LIMITS,
  csvImportOptionsSchema,
  minorUnitsToDecimal,
  type ExpenseCategory,
  type ImportResult,
} from '@ww/contracts';
import { AppError, validationError } from '#platform/errors.ts';
import { zodFields } from '#platform/openapi.ts';
import { workerTask } from '#platform/worker-pool.ts';
import type { HistoryGroup } from './category-suggestions.ts';
import type { DatePreference } from './csv-detect.ts';
import type { RowError } from './import-values.ts';
import { capErrors, decodeText, planRows, previewRow, readStatementText, type PlannedRow } from './import-plan.ts';

// The bank import's work on a worker thread (decision 044): reading the upload, detecting and checking the
// statement and planning its rows (readStatement), then, once the database has said which lines are already imported,
// the preview's rows and the rows to insert (renderImport). Both hand large results over as bytes or strings, which
// cross threads without being rebuilt object by object on the event loop.

/** Fingerprints per lookup of the lines imported before. */
export const LOOKUP_BATCH = 1_000;
/**
 * Rows per INSERT, each committed on its own so that on PGlite (one connection, on the event loop's thread) other
 * requests' queries run between two batches; measured in decision 044.
 */
export const WRITE_BATCH = 250;

const DESCRIPTION_MAX = 500;
const SOURCE_MAX = 200;

export type ReadStatementInput = {
  /** The request's multipart body, moved to the worker. */
  body: ArrayBuffer;
  contentType: string;
  datePreference: DatePreference;
  /** The user's currency setting. */
  currency: string;
  rules: [pattern: string, category: ExpenseCategory][];
  history: HistoryGroup[];
};

export type StatementRead = {
  dryRun: boolean;
  format: ImportResult['format'];
  detected: ImportResult['detected'];
  errors: RowError[];
  /** The planned rows as JSON, handed back to renderImport untouched. */
  plan: Uint8Array;
  /** Fingerprints to look up, as PostgreSQL text[] literals of at most LOOKUP_BATCH each. */
  keys: { expenses: string[]; income: string[] };
  /** Categories the user changed in the preview, remembered as rules when the import is written. */
  corrections: { pattern: string; category: ExpenseCategory }[];
};

export const readStatementTask = workerTask<ReadStatementInput, StatementRead>('finance.readStatement', {
  moves: (out) => [out.plan.buffer as ArrayBuffer],
});

const fileTooLarge = () =>
  new AppError(400, 'validation', 'The file is larger than 10 MB.', 'file_too_large', { file: 'file_too_large' });

/** The form's file, options and dry_run, checked as the route checked them when it read the form itself. */
async function readUpload(body: ArrayBuffer, contentType: string) {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw validationError({ file: 'required' });
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) throw validationError({ file: 'required' });
  if (file.size > FINANCE_LIMITS.importMaxBytes) throw fileTooLarge();
  const dryRun = form.get('dry_run') ?? 'true';
  if (dryRun !== 'true' && dryRun !== 'false') throw validationError({ dry_run: 'invalid' });
  const field = form.get('options');
  if (field !== null && typeof field !== 'string') throw validationError({ options: 'invalid' });
  let raw: unknown = {};
  try {
    if (field?.trim()) raw = JSON.parse(field);
  } catch {
    throw validationError({ options: 'invalid_json' });
  }
  const options = csvImportOptionsSchema.safeParse(raw);
  if (!options.success) {
    const fields = Object.entries(zodFields(options.error)).map(([k, v]) => [`options.${k}`, v] as const);
    throw validationError(Object.fromEntries(fields));
  }
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    options: options.data,
    dryRun: dryRun === 'true',
  };
}

const keyLiterals = (rows: PlannedRow[], kind: PlannedRow['kind']) => {
  const keys = rows.filter((r) => r.kind === kind).map((r) => r.key);
  return Array.from(
    { length: Math.ceil(keys.length / LOOKUP_BATCH) },
    (_, i) =>
      // Fingerprints are hex: nothing in them needs quoting in an array literal.
      `{${keys.slice(i * LOOKUP_BATCH, (i + 1) * LOOKUP_BATCH).join(',')}}`,
  );
};

/** Reads the upload and the statement in it, and plans every line; a file over a limit is refused (AppError). */
export async function readStatement(input: ReadStatementInput): Promise<StatementRead> {
  const upload = await readUpload(input.body, input.contentType);
  const read = readStatementText(decodeText(upload.bytes), upload.options, input.datePreference);
  const { rows, corrections } = planRows(read.lines, {
    options: upload.options,
    currency: input.currency,
    rules: new Map(input.rules),
    history: input.history,
  });
  return {
    dryRun: upload.dryRun,
    format: read.format,
    detected: read.detected,
    errors: capErrors(read.errors),
    plan: new TextEncoder().encode(JSON.stringify(rows)),
    keys: { expenses: keyLiterals(rows, 'expense'), income: keyLiterals(rows, 'income') },
    corrections,
  };
}

export type RenderImportInput = {
  plan: Uint8Array;
  /** The fingerprints already imported, comma-separated, one string per lookup. */
  duplicates: string[];
  writing: boolean;
  /** The budget periods running today: the import's expenses in it may cross a budget threshold. */
  alertWindow: { since: string; today: string };
};

export type RenderedImport = {
  /** The preview's rows, as the JSON array of ImportResult['rows']. */
  rows: Uint8Array;
  /** Lines previewed, and how many of them were imported before. */
  lines: number;
  duplicates: number;
  /** JSON arrays of at most WRITE_BATCH rows each, for importRepository's inserts; empty unless writing. */
  inserts: { expenses: string[]; income: string[] };
  /** The categories and currencies the written expenses add to in the current budget periods. */
  alertPairs: { category: ExpenseCategory; currency: string }[];
};

export const renderImportTask = workerTask<RenderImportInput, RenderedImport>('finance.renderImport', {
  moves: (out) => [out.rows.buffer as ArrayBuffer],
});

const batches = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / WRITE_BATCH) }, (_, i) =>
    JSON.stringify(items.slice(i * WRITE_BATCH, (i + 1) * WRITE_BATCH)),
  );

/** The preview's rows with their duplicate flags and, when writing, the new rows in insert batches. */
export function renderImport(input: RenderImportInput): RenderedImport {
  const rows = JSON.parse(new TextDecoder().decode(input.plan)) as PlannedRow[];
  const imported = new Set(input.duplicates.flatMap((keys) => keys.split(',')));
  const fresh = input.writing ? rows.filter((r) => !imported.has(r.key)) : [];
  const expenses = fresh
    .filter((r) => r.kind === 'expense')
    .map((r) => ({
      amount: minorUnitsToDecimal(r.cents),
      currency: r.currencyCode,
      category: r.categoryChosen,
      date: r.date,
      description: r.description.slice(0, DESCRIPTION_MAX),
      import_key: r.key,
    }));
  const income = fresh
    .filter((r) => r.kind === 'income')
    .map((r) => ({
      amount: minorUnitsToDecimal(r.cents),
      currency: r.currencyCode,
      source: r.description.slice(0, SOURCE_MAX),
      date: r.date,
      recurrence: r.recurrence,
      import_key: r.key,
    }));
  const { since, today } = input.alertWindow;
  const pairs = new Map<string, { category: ExpenseCategory; currency: string }>();
  for (const e of expenses)
    if (e.date >= since && e.date <= today)
      pairs.set(`${e.category}|${e.currency}`, { category: e.category, currency: e.currency });
  return {
    rows: new TextEncoder().encode(JSON.stringify(rows.map((r) => previewRow(r, imported.has(r.key))))),
    lines: rows.length,
    duplicates: rows.filter((r) => imported.has(r.key)).length,
    inserts: { expenses: batches(expenses), income: batches(income) },
    alertPairs: [...pairs.values()],
  };
}
