import { z } from 'zod';
import {
  amountSchema,
  BUDGET_PERIODS,
  currencyCodeSchema,
  EXPENSE_CATEGORIES,
  INCOME_RECURRENCES,
  isoDateSchema,
} from './finance.ts';

/** The Wins records Pam finds, changes and deletes by the words the user says. */
export const PAM_RECORD_KINDS = [
  'expense',
  'income',
  'budget',
  'savings_goal',
  'contribution',
  'category_rule',
] as const;
export type PamRecordKind = (typeof PAM_RECORD_KINDS)[number];

/** How the user names a record: any of these narrow the search; several fitting records are listed, numbered. */
const recordFilter = {
  kind: z.enum(PAM_RECORD_KINDS).default('expense'),
  /** The very record (from a confirmation or the record the conversation is about). */
  id: z.uuid().optional(),
  /** Words of its description, source, goal name or rule pattern ("museum ticket", "Tesco", "rent"). */
  text: z.string().trim().max(200).optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  /** Its amount as the user remembers it. */
  amount: amountSchema.optional(),
  /** Its date lies in this period (inclusive). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** 1-based position in the numbered list Pam gave when several fitted ("the second one"). */
  choice: z.number().int().min(1).max(50).optional(),
  /** The latest of those that fit ("my last expense"). */
  latest: z.boolean().optional(),
};

/** What a change sets on the record; only the fields that make sense for its kind are used. */
const recordChanges = z
  .object({
    amount: amountSchema.optional(),
    currency: currencyCodeSchema.optional(),
    date: isoDateSchema.optional(),
    category: z.enum(EXPENSE_CATEGORIES).optional(),
    /** An expense's description, an income's source or a goal's name. */
    label: z.string().trim().min(1).max(200).optional(),
    /** A budget's period. */
    period: z.enum(BUDGET_PERIODS).optional(),
    /** An income's recurrence. */
    recurrence: z.enum(INCOME_RECURRENCES).optional(),
    /** A goal's target date. */
    target_date: isoDateSchema.optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: 'nothing_to_change' });

/** Pam's Wins record tools: finding, changing and deleting records named in plain words, rules and exports. */
export const RECORDS_PAM_TOOL_PARAMETERS = {
  /** Lists the records that fit (expenses by default), numbered, with their totals per currency. */
  find_records: z.object({ ...recordFilter, limit: z.number().int().min(1).max(50).optional() }),
  /** Changes one record found by the user's words (asks which when several fit). */
  update_record: z.object({ ...recordFilter, changes: recordChanges }),
  /** Destructive: deletes one record found by the user's words, or every one that fits with `all`. */
  delete_record: z.object({
    ...recordFilter,
    all: z.boolean().optional(),
    /** The records a bulk confirmation named (set by Pam from the confirmation). */
    ids: z.array(z.uuid()).max(50).optional(),
  }),
  /** Opens the CSV export of expenses or income (a period and category narrow it). */
  export_records: z.object({
    kind: z.enum(['expense', 'income']).default('expense'),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    category: z.enum(EXPENSE_CATEGORIES).optional(),
  }),
} as const satisfies Record<string, z.ZodType>;
