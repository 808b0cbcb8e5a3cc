import { z } from 'zod';

/** SPEC §3 expense categories. */
export const EXPENSE_CATEGORIES = ['fuel', 'food', 'campground', 'maintenance', 'entertainment', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const INCOME_RECURRENCES = ['none', 'weekly', 'fortnightly', 'monthly'] as const;
export const BUDGET_PERIODS = ['monthly', 'weekly'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
/** Budget alerts fire once per threshold and period when spending crosses these shares of the budget. */
export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;
export const SIDE_INCOME_KINDS = ['remote_work', 'workamping', 'seasonal', 'crafts', 'content', 'other'] as const;

export const FINANCE_LIMITS = {
  maxAmount: 9_999_999_999.99,
  pageSizeDefault: 50,
  pageSizeMax: 500,
  importMaxRows: 50_000,
  importMaxBytes: 10 * 1024 * 1024,
  /** How long the web offers to undo a delete. */
  undoDeleteMs: 6_000,
  /**
   * How long the server keeps a deleted expense or income line for POST /{id}/restore: the undo window with room for
   * a slow connection. Older deleted rows cannot be restored and are purged.
   */
  restoreWindowMs: 60_000,
} as const;

/** An ISO 4217 code such as 'USD' or 'MXN'. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'invalid_currency' });

/** Money travels as a JSON number with at most 2 decimals; it is stored as numeric(12,2). */
export const amountSchema = z
  .number({ error: 'invalid_amount' })
  .positive({ error: 'amount_not_positive' })
  .max(FINANCE_LIMITS.maxAmount, { error: 'amount_too_large' })
  .refine((n) => Math.round(n * 100) / 100 === n, { error: 'too_many_decimals' });

/** The calendar dates the app accepts: a year 0000 or 9999 is a typing slip, and beyond what the database keeps. */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const;

/** A calendar date, YYYY-MM-DD, between DATE_RANGE.min and DATE_RANGE.max. */
export const isoDateSchema = z.iso
  .date({ error: 'invalid_date' })
  .refine((d) => d >= DATE_RANGE.min && d <= DATE_RANGE.max, { error: 'invalid_date' });

export const expenseSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  amount: z.number(),
  currency: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  date: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseInputSchema = z.object({
  amount: amountSchema,
  category: z.enum(EXPENSE_CATEGORIES, { error: 'invalid_category' }),
  date: isoDateSchema,
  description: z.string().trim().max(500).default(''),
  /** Defaults to the user's currency setting. */
  currency: currencyCodeSchema.optional(),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;
// The patch schemas drop the defaults: zod applies a default inside .partial(), which would reset a field the
// PATCH left out.
export const expensePatchSchema = expenseInputSchema
  .extend({ description: z.string().trim().max(500) })
  .partial()
  .strict();

export const expenseListQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  q: z.string().trim().max(200).optional(),
  /** Only the rows of exactly this amount (in their own currency): "the 52 one". */
  amount: z.coerce.number({ error: 'invalid_amount' }).pipe(amountSchema).optional(),
  limit: z.coerce.number().int().min(1).max(FINANCE_LIMITS.pageSizeMax).default(FINANCE_LIMITS.pageSizeDefault),
  /** Opaque cursor from the previous page's `next_cursor`. */
  cursor: z.string().max(200).optional(),
});
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

/** Totals per currency of everything the filter matches (not only the page), computed in SQL. */
export const currencyTotalSchema = z.object({ currency: z.string(), total: z.number(), count: z.number().int() });
export const expenseListResponseSchema = z.object({
  data: z.array(expenseSchema),
  next_cursor: z.string().nullable(),
  totals: z.array(currencyTotalSchema),
});
export type ExpenseListResponse = z.infer<typeof expenseListResponseSchema>;

export const incomeSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  source: z.string(),
  amount: z.number(),
  currency: z.string(),
  date: z.string(),
  recurrence: z.enum(INCOME_RECURRENCES),
  side_income_source_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Income = z.infer<typeof incomeSchema>;
export const incomeInputSchema = z.object({
  source: z.string().trim().min(1, { error: 'required' }).max(200),
  amount: amountSchema,
  date: isoDateSchema,
  currency: currencyCodeSchema.optional(),
  recurrence: z.enum(INCOME_RECURRENCES).default('none'),
  side_income_source_id: z.uuid().nullable().optional(),
});
export const incomePatchSchema = incomeInputSchema
  .extend({ recurrence: z.enum(INCOME_RECURRENCES) })
  .partial()
  .strict();

export const budgetSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  /** null: an overall budget for all categories. */
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  period: z.enum(BUDGET_PERIODS),
  amount: z.number(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Budget = z.infer<typeof budgetSchema>;
export const budgetInputSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES).nullable().default(null),
  period: z.enum(BUDGET_PERIODS),
  amount: amountSchema,
  currency: currencyCodeSchema.optional(),
});
export const budgetPatchSchema = z
  .object({ amount: amountSchema, period: z.enum(BUDGET_PERIODS) })
  .partial()
  .strict();

/** Spending against one budget in the period containing a date. */
export const budgetStatusSchema = z.object({
  budget_id: z.uuid(),
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  period: z.enum(BUDGET_PERIODS),
  period_start: z.string(),
  period_end: z.string(),
  amount: z.number(),
  currency: z.string(),
  spent: z.number(),
  /** Whole percent of the limit spent, rounded down (79.99 % is 79): shown as given by every screen. */
  percent: z.number().int(),
});
export type BudgetStatus = z.infer<typeof budgetStatusSchema>;

/**
 * Returned with a saved expense or budget when it made the budget cross 80 % or 100 % for the first time this
 * period: one per budget, the highest threshold crossed.
 */
export const budgetAlertSchema = z.object({
  budget_id: z.uuid(),
  category: z.enum(EXPENSE_CATEGORIES).nullable(),
  period: z.enum(BUDGET_PERIODS),
  threshold: z.union([z.literal(80), z.literal(100)]),
  spent: z.number(),
  amount: z.number(),
  currency: z.string(),
  /** As in the budget's status: whole percent of the limit spent, rounded down. */
  percent: z.number().int(),
});
export type BudgetAlert = z.infer<typeof budgetAlertSchema>;
/** POST/PATCH of a budget: the saved budget and the alert it raises when its period's spending already reaches 80 % or 100 %. */
export const budgetSavedResponseSchema = z.object({ data: budgetSchema, alerts: z.array(budgetAlertSchema) });

export const savingsGoalSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  target_amount: z.number(),
  currency: z.string(),
  target_date: z.string().nullable(),
  saved: z.number(),
  /**
   * What must be put aside each month from now to reach the target by the date; null without a date, when reached
   * or when the date has passed.
   */
  monthly_needed: z.number().nullable(),
  /** The target date is before today (it was set earlier) and the target is not reached. */
  target_passed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavingsGoal = z.infer<typeof savingsGoalSchema>;
export const savingsGoalInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(120),
  target_amount: amountSchema,
  currency: currencyCodeSchema.optional(),
  /** Today or later (checked by the server, in the user's time zone). */
  target_date: isoDateSchema.nullable().optional(),
});
export const savingsGoalPatchSchema = savingsGoalInputSchema.partial().strict();
export const savingsContributionSchema = z.object({
  id: z.uuid(),
  goal_id: z.uuid(),
  amount: z.number(),
  date: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export const savingsContributionInputSchema = z.object({
  amount: amountSchema,
  date: isoDateSchema,
  note: z.string().trim().max(200).default(''),
});

export const exchangeRateSchema = z.object({
  id: z.uuid(),
  base: z.string(),
  quote: z.string(),
  /** 1 base = rate quote. */
  rate: z.number(),
  updated_at: z.string(),
});
/** Rates are stored as numeric(18,8): at most 8 decimals, below a billion. */
export const EXCHANGE_RATE_DECIMALS = 8;
export const exchangeRateInputSchema = z.object({
  base: currencyCodeSchema,
  quote: currencyCodeSchema,
  rate: z
    .number({ error: 'invalid_rate' })
    .positive({ error: 'rate_not_positive' })
    .max(1e9, { error: 'rate_too_large' })
    .refine((n) => Number(n.toFixed(EXCHANGE_RATE_DECIMALS)) === n, { error: 'rate_too_many_decimals' }),
});

export const sideIncomeSourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(SIDE_INCOME_KINDS),
  notes: z.string(),
  created_at: z.string(),
  /** Income recorded for this source in the last 12 months, per currency. */
  totals: z.array(currencyTotalSchema),
});
export const sideIncomeSourceInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'required' }).max(120),
  kind: z.enum(SIDE_INCOME_KINDS),
  notes: z.string().trim().max(1000).default(''),
});

export const financeSummaryQuerySchema = z.object({
  period: z.enum(['month', 'week']).default('month'),
  date: isoDateSchema.optional(),
});
export const financeSummarySchema = z.object({
  period: z.enum(['month', 'week']),
  period_start: z.string(),
  period_end: z.string(),
  /** Display currency (settings); converted totals use the user's rates. */
  currency: z.string(),
  spending_by_category: z.array(
    z.object({ category: z.enum(EXPENSE_CATEGORIES), currency: z.string(), total: z.number() }),
  ),
  spending_by_currency: z.array(currencyTotalSchema),
  income_by_currency: z.array(currencyTotalSchema),
  /**
   * Totals in the display currency, or null when some amount has a currency without a rate to it. `savings_rate`
   * is a fraction of income ((income - spending) / income: 0.25 means 25 %), null without income.
   */
  converted: z.object({ spending: z.number(), income: z.number(), savings_rate: z.number().nullable() }).nullable(),
  budgets: z.array(budgetStatusSchema),
  /** The last 6 periods of the same kind (months or weeks), oldest first, spending per currency. */
  trend: z.array(z.object({ period_start: z.string(), totals: z.array(currencyTotalSchema) })),
  largest_expenses: z.array(expenseSchema),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** POST/PATCH of an expense: the saved row and the budget thresholds this save crossed for the first time. */
export const expenseSavedResponseSchema = z.object({ data: expenseSchema, alerts: z.array(budgetAlertSchema) });
export type ExpenseSavedResponse = z.infer<typeof expenseSavedResponseSchema>;

export const incomeListQuerySchema = expenseListQuerySchema.pick({
  from: true,
  to: true,
  q: true,
  amount: true,
  limit: true,
  cursor: true,
});
export const incomeListResponseSchema = z.object({
  data: z.array(incomeSchema),
  next_cursor: z.string().nullable(),
  totals: z.array(currencyTotalSchema),
});
export type IncomeListResponse = z.infer<typeof incomeListResponseSchema>;

export const sideIncomeSourcePatchSchema = sideIncomeSourceInputSchema
  .extend({ notes: z.string().trim().max(1000) })
  .partial()
  .strict();
export type SideIncomeSource = z.infer<typeof sideIncomeSourceSchema>;
export type SavingsContribution = z.infer<typeof savingsContributionSchema>;
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  /** Unread notifications in all, not only among the listed ones. */
  unread: z.number().int(),
});

/**
 * Tips computed from the user's data; the web words them from i18n by `kind`. Percentages are 0-100 with one
 * decimal; amounts are in `figures.currency`.
 */
export const FINANCE_TIP_KINDS = [
  'fuel_share',
  'top_category',
  'budget_near_limit',
  'campground_nightly_average',
  'savings_rate',
] as const;
export type FinanceTipKind = (typeof FINANCE_TIP_KINDS)[number];
export const financeTipSchema = z.object({
  id: z.string(),
  kind: z.enum(FINANCE_TIP_KINDS),
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type FinanceTip = z.infer<typeof financeTipSchema>;
