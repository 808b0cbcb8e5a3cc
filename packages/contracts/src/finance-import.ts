import { z } from 'zod';
import { budgetAlertSchema, currencyCodeSchema, EXPENSE_CATEGORIES } from './finance.ts';

/** The bank statement import (CSV or OFX): its options, the category rules it learns, its preview and result. */

/** A 0-based CSV column index; no statement has a thousand columns. */
const csvColumnSchema = z.number().int().min(0).max(999);

/** CSV import: the column mapping and formats; the dry run proposes them and the user confirms or edits. */
export const DATE_FORMATS_IMPORT = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM.YYYY',
  'DD-MM-YYYY',
  'MM-DD-YYYY',
] as const;
export const csvImportOptionsSchema = z.object({
  delimiter: z.enum([',', ';', '\t', '|']).optional(),
  decimal: z.enum(['.', ',']).optional(),
  date_format: z.enum(DATE_FORMATS_IMPORT).optional(),
  has_header: z.boolean().optional(),
  /** Column indexes (0-based). Either amount, or debit/credit. */
  columns: z
    .object({
      date: csvColumnSchema,
      description: csvColumnSchema.nullable(),
      amount: csvColumnSchema.nullable(),
      debit: csvColumnSchema.nullable().optional(),
      credit: csvColumnSchema.nullable().optional(),
      category: csvColumnSchema.nullable().optional(),
    })
    .optional(),
  currency: currencyCodeSchema.optional(),
  /** Category for rows no rule matches. */
  default_category: z.enum(EXPENSE_CATEGORIES).default('other'),
  /**
   * Categories the user chose in the preview, by description or its pattern (matched as a pattern); on a real import
   * each one that differs from what the line would otherwise get is remembered as a rule.
   */
  category_overrides: z.record(z.string(), z.enum(EXPENSE_CATEGORIES)).default({}),
});
export type CsvImportOptions = z.input<typeof csvImportOptionsSchema>;

/** Where an import line's proposed category comes from, strongest first. */
export const CATEGORY_SUGGESTION_SOURCES = ['rule', 'history', 'keyword'] as const;
export type CategorySuggestionSource = (typeof CATEGORY_SUGGESTION_SOURCES)[number];

/** A remembered "descriptions starting like this are that category", made when the user corrects an import line. */
export const categoryRuleSchema = z.object({
  id: z.string(),
  pattern: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CategoryRule = z.infer<typeof categoryRuleSchema>;

export const importRowErrorSchema = z.object({ line: z.number().int(), message: z.string(), code: z.string() });
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** 'expense' for money out, 'income' for money in. */
  kind: z.enum(['expense', 'income']),
  category: z.enum(EXPENSE_CATEGORIES),
  /**
   * What the description is matched on (lower case, no digits, card or payment words; the merchant's first words):
   * the key of category_overrides, and the pattern a changed category is remembered under.
   */
  pattern: z.string(),
  /** The category the user's rules, past expenses or the built-in keywords propose for an expense line, or null. */
  suggestion: z
    .object({ category: z.enum(EXPENSE_CATEGORIES), source: z.enum(CATEGORY_SUGGESTION_SOURCES) })
    .nullable(),
  duplicate: z.boolean(),
});
export const importResultSchema = z.object({
  format: z.enum(['csv', 'ofx']),
  dry_run: z.boolean(),
  detected: z.object({
    delimiter: z.string().nullable(),
    decimal: z.string().nullable(),
    date_format: z.string().nullable(),
    has_header: z.boolean().nullable(),
    header: z.array(z.string()),
    columns: csvImportOptionsSchema.shape.columns.nullable(),
  }),
  rows: z.array(importPreviewRowSchema),
  errors: z.array(importRowErrorSchema),
  imported: z.object({ expenses: z.number().int(), income: z.number().int() }),
  skipped_duplicates: z.number().int(),
  /** Budget thresholds of the current period the imported expenses crossed for the first time (empty on a dry run). */
  alerts: z.array(budgetAlertSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
