import { createHash } from 'node:crypto';
import {
  minorUnitsToDecimal,
  periodOf,
  todayIn,
  type BudgetAlert,
  type ExpenseCategory,
  type ImportResult,
  type csvImportOptionsSchema,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import { AppError } from '#platform/errors.ts';
import { budgetAlertsAfterExpense } from '../budgets.service.ts';
import { financePreferences } from '../finance-preferences.ts';
import { toCsv } from './csv-export.ts';
import { EXPENSE_EXPORT_HEADER, INCOME_EXPORT_HEADER, readCsv, type ReadLine, type ReadResult } from './csv-reader.ts';
import {
  createCategorySuggester,
  descriptionPattern,
  historyByPattern,
  type CategorySuggestion,
} from './category-suggestions.ts';
import { normaliseDescription, type RowError } from './import-values.ts';
import { importRepository, type ExportFilter, type NewExpense, type NewIncome } from './import.repository.ts';
import { isOfx, OfxError, OfxTooDeepError, ofxAmountCents, ofxDate, parseOfx } from './ofx-parser.ts';

type ImportOptions = z.output<typeof csvImportOptionsSchema>;

/** More problems than this are summed up in one last entry: a wrong column choice should not send 50,000 lines. */
export const MAX_REPORTED_ERRORS = 100;

const DESCRIPTION_MAX = 500;
const SOURCE_MAX = 200;

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

function readOfx(text: string): ReadResult {
  const detected: ReadResult['detected'] = {
    delimiter: null,
    decimal: null,
    date_format: null,
    has_header: null,
    header: [],
    columns: null,
  };
  const errors: RowError[] = [];
  let transactions;
  try {
    transactions = parseOfx(text);
  } catch (err) {
    // Not a statement at all: refused like a file that is too large, rather than listed line by line.
    if (err instanceof OfxTooDeepError)
      throw new AppError(400, 'validation', err.message, 'ofx_too_deep', { file: 'ofx_too_deep' });
    if (!(err instanceof OfxError)) throw err;
    return { detected, lines: [], errors: [{ line: err.line, code: 'unreadable_ofx', message: err.message }] };
  }
  if (!transactions.length) {
    return {
      detected,
      lines: [],
      errors: [{ line: 1, code: 'empty_file', message: 'Line 1: the statement has no transactions' }],
    };
  }
  const lines: ReadLine[] = [];
  for (const t of transactions) {
    const date = t.posted ? ofxDate(t.posted) : null;
    const cents = t.amount ? ofxAmountCents(t.amount) : null;
    if (!date) {
      errors.push({
        line: t.line,
        code: 'invalid_date',
        message: t.posted
          ? `Line ${t.line}: "${t.posted}" is not a valid date`
          : `Line ${t.line}: the transaction has no DTPOSTED date`,
      });
    }
    if (cents === null) {
      errors.push({
        line: t.line,
        code: 'invalid_amount',
        message: t.amount
          ? `Line ${t.line}: "${t.amount}" is not a valid amount`
          : `Line ${t.line}: the transaction has no TRNAMT amount`,
      });
    }
    if (!date || cents === null || cents === 0) continue;
    const name = t.name?.trim() ?? '';
    const memo = t.memo?.trim() ?? '';
    lines.push({
      line: t.line,
      date,
      description: memo && memo !== name && !name.includes(memo) ? [name, memo].filter(Boolean).join(' - ') : name,
      cents: Math.abs(cents),
      kind: cents < 0 ? 'expense' : 'income',
      category: null,
      currency: null,
      statementCurrency: t.currency && /^[A-Z]{3}$/i.test(t.currency.trim()) ? t.currency.trim().toUpperCase() : null,
      recurrence: 'none',
    });
  }
  return { detected, lines, errors };
}

function binaryFile(): ReadResult {
  return {
    detected: { delimiter: null, decimal: null, date_format: null, has_header: null, header: [], columns: null },
    lines: [],
    errors: [
      {
        line: 1,
        code: 'unreadable_file',
        message: 'Line 1: this is not a text file; export the statement as CSV, OFX or QFX',
      },
    ],
  };
}

function capErrors(errors: RowError[]): RowError[] {
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

type PlannedRow = ReadLine & {
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

/**
 * Budget alerts of an import, as when each expense is saved by hand, but only for the current period: a statement
 * of last spring must not announce that last spring's budget ran out. One check per category and currency that the
 * import added to this week or this month (the shorter budget period starts no later than the longer one).
 */
async function alertsAfterImport(tx: Tx, expenses: readonly NewExpense[]): Promise<BudgetAlert[]> {
  if (expenses.length === 0) return [];
  const prefs = await financePreferences(tx);
  const today = todayIn(prefs.timezone);
  const since = [periodOf('week', today).start, periodOf('month', today).start].sort()[0] ?? today;
  const current = new Map<string, { category: string; currency: string }>();
  for (const e of expenses) {
    if (e.date >= since && e.date <= today)
      current.set(`${e.category}|${e.currency}`, { category: e.category, currency: e.currency });
  }
  const alerts: BudgetAlert[] = [];
  for (const pair of current.values())
    alerts.push(...(await budgetAlertsAfterExpense(tx, { ...pair, date: today }, prefs)));
  return alerts;
}

export function createFinanceImportService(deps: { db: Kysely<Database> }) {
  return {
    /**
     * Reads a CSV or OFX/QFX statement and previews (dry run) or imports it. All or nothing: when any line has a
     * problem the import writes no row and no rule. Money out becomes expenses, money in becomes income.
     * Each expense line's category is proposed from the user's rules, then their past expenses, then built-in keywords
     * (two queries, whatever the file's length); a category the user changed in the preview becomes a rule.
     */
    async importFile(
      userId: string,
      input: { bytes: Uint8Array; options: ImportOptions; dryRun: boolean },
    ): Promise<ImportResult> {
      const { options, dryRun } = input;
      const [prefs, rules, history] = await withUserTx(
        deps.db,
        { userId },
        async (tx) =>
          [
            await importRepository.regionalPreferences(tx),
            await importRepository.categoryRules(tx),
            historyByPattern(await importRepository.expenseHistory(tx)),
          ] as const,
      );
      const suggest = createCategorySuggester({ rules, history });

      const text = decodeText(input.bytes);
      const format = isOfx(text) ? 'ofx' : 'csv';
      const read = text.includes('\u0000')
        ? binaryFile()
        : format === 'ofx'
          ? readOfx(text)
          : readCsv(
              text,
              {
                delimiter: options.delimiter,
                decimal: options.decimal,
                date_format: options.date_format,
                has_header: options.has_header,
                columns: options.columns,
              },
              prefs.date_format,
            );

      const overrides = new Map<string, ExpenseCategory>();
      for (const [description, category] of Object.entries(options.category_overrides)) {
        const pattern = descriptionPattern(description);
        if (pattern) overrides.set(pattern, category);
      }
      const seen = new Map<string, number>();
      const planned: PlannedRow[] = read.lines.map((line) => {
        const normalised = normaliseDescription(line.description);
        const currencyCode = line.currency ?? options.currency ?? line.statementCurrency ?? prefs.currency;
        const amount = minorUnitsToDecimal(line.cents);
        const base = [line.kind, line.date, amount, currencyCode, normalised].join('\u001f');
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        const pattern = descriptionPattern(line.description);
        const suggestion = line.kind === 'expense' ? suggest(line.description, pattern) : null;
        const categoryOffered = line.category ?? suggestion?.category ?? options.default_category;
        return {
          ...line,
          currencyCode,
          pattern,
          suggestion,
          categoryOffered,
          categoryChosen: overrides.get(pattern) ?? categoryOffered,
          key: importKey(line.kind, line.date, amount, currencyCode, normalised, n),
        };
      });
      // Only a change is remembered: choosing what the line was offered anyway makes no rule.
      const corrections = new Map<string, ExpenseCategory>();
      for (const r of planned) {
        const chosen = overrides.get(r.pattern);
        if (r.kind === 'expense' && chosen && chosen !== r.categoryOffered) corrections.set(r.pattern, chosen);
      }
      const errors = capErrors(read.errors);
      const writing = !dryRun && errors.length === 0;

      const alerts: BudgetAlert[] = [];
      const outcome = await withUserTx(deps.db, { userId }, async (tx) => {
        const [expenseKeys, incomeKeys] = [
          await importRepository.existingKeys(
            tx,
            'expenses',
            planned.filter((r) => r.kind === 'expense').map((r) => r.key),
          ),
          await importRepository.existingKeys(
            tx,
            'income',
            planned.filter((r) => r.kind === 'income').map((r) => r.key),
          ),
        ];
        const isDuplicate = (r: PlannedRow) => (r.kind === 'expense' ? expenseKeys : incomeKeys).has(r.key);
        const imported = { expenses: 0, income: 0 };
        if (writing) {
          if (corrections.size) {
            await importRepository.upsertRules(
              tx,
              [...corrections].map(([pattern, category]) => ({ pattern, category })),
            );
          }
          const fresh = planned.filter((r) => !isDuplicate(r));
          const expenses: NewExpense[] = fresh
            .filter((r) => r.kind === 'expense')
            .map((r) => ({
              amount: minorUnitsToDecimal(r.cents),
              currency: r.currencyCode,
              category: r.categoryChosen,
              date: r.date,
              description: r.description.slice(0, DESCRIPTION_MAX),
              import_key: r.key,
            }));
          const income: NewIncome[] = fresh
            .filter((r) => r.kind === 'income')
            .map((r) => ({
              amount: minorUnitsToDecimal(r.cents),
              currency: r.currencyCode,
              source: r.description.slice(0, SOURCE_MAX),
              date: r.date,
              recurrence: r.recurrence,
              import_key: r.key,
            }));
          imported.expenses = await importRepository.insertExpenses(tx, expenses);
          imported.income = await importRepository.insertIncome(tx, income);
          alerts.push(...(await alertsAfterImport(tx, expenses)));
        }
        return { isDuplicate, imported };
      });

      const rows = planned.map((r) => ({
        line: r.line,
        date: r.date,
        description: r.description,
        amount: r.cents / 100,
        currency: r.currencyCode,
        kind: r.kind,
        category: r.categoryChosen,
        pattern: r.pattern,
        suggestion: r.suggestion,
        duplicate: outcome.isDuplicate(r),
      }));
      const duplicates = rows.filter((r) => r.duplicate).length;
      const written = outcome.imported.expenses + outcome.imported.income;
      return {
        format,
        dry_run: dryRun,
        detected: read.detected,
        rows,
        errors,
        imported: outcome.imported,
        // Lines a concurrent import wrote between our check and our insert were skipped by the unique index too.
        skipped_duplicates: writing ? planned.length - written : duplicates,
        alerts,
      };
    },

    async exportExpenses(userId: string, filter: ExportFilter) {
      return withUserTx(deps.db, { userId }, async (tx) => {
        const prefs = await importRepository.regionalPreferences(tx);
        const rows = await importRepository.exportExpenses(tx, filter);
        return {
          filename: `expenses-${todayIn(prefs.timezone)}.csv`,
          csv: toCsv(
            EXPENSE_EXPORT_HEADER,
            rows.map((r) => [r.date, r.category, r.amount, r.currency, r.description]),
            AMOUNT_COLUMN,
          ),
        };
      });
    },

    async exportIncome(userId: string, filter: Omit<ExportFilter, 'category'>) {
      return withUserTx(deps.db, { userId }, async (tx) => {
        const prefs = await importRepository.regionalPreferences(tx);
        const rows = await importRepository.exportIncome(tx, filter);
        return {
          filename: `income-${todayIn(prefs.timezone)}.csv`,
          csv: toCsv(
            INCOME_EXPORT_HEADER,
            rows.map((r) => [r.date, r.source, r.amount, r.currency, r.recurrence]),
            AMOUNT_COLUMN,
          ),
        };
      });
    },
  };
}
export type FinanceImportService = ReturnType<typeof createFinanceImportService>;

const AMOUNT_COLUMN: ReadonlySet<number> = new Set([2]);
