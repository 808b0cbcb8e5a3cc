import { z } from 'zod';
import { amountSchema, currencyCodeSchema, isoDateSchema, SIDE_INCOME_KINDS } from './finance.ts';

/** A conversion rate as the Wins screen stores it: 1 base = rate quote. */
const rateSchema = z.number().positive().max(1_000_000);
const words = z.string().trim().max(200);
/** 1-based position in the numbered list Pam gave when several fitted ("the second one"). */
const choice = z.number().int().min(1).max(50);

/**
 * Pam's extra Wins tools: undoing a delete, the user's exchange rates, side income sources and hustles tried, a
 * summary of the settings, and the way to the bank import.
 */
export const MONEY_PAM_TOOL_PARAMETERS = {
  /**
   * Brings back an expense or income line deleted within the restore window, as the screen's undo does: the one
   * named (id, ids of a bulk delete, words, amount), else the latest deleted.
   */
  restore_record: z.object({
    kind: z.enum(['expense', 'income']).optional(),
    id: z.uuid().optional(),
    ids: z.array(z.uuid()).max(50).optional(),
    /** Words of its description or source ("museum ticket"). */
    text: words.optional(),
    amount: amountSchema.optional(),
    choice: choice.optional(),
  }),
  /** The user's own exchange rates; with a pair, the rate used between those two currencies. */
  exchange_rates: z.object({ base: currencyCodeSchema.optional(), quote: currencyCodeSchema.optional() }),
  /** Creates or replaces the user's rate: 1 base = rate quote ("use 1 EUR = 1.08 USD"). */
  set_exchange_rate: z.object({ base: currencyCodeSchema, quote: currencyCodeSchema, rate: rateSchema }),
  /** Destructive: deletes the user's rate between two currencies (either direction). */
  delete_exchange_rate: z.object({
    base: currencyCodeSchema.optional(),
    quote: currencyCodeSchema.optional(),
    /** The rate the confirmation named (set by Pam from the confirmation). */
    id: z.uuid().optional(),
  }),
  /** The user's side income sources (Make Money tracker), each with its income of the last 12 months. */
  side_income_sources: z.object({}),
  /** Adds a side income source to the Make Money tracker. */
  add_side_income_source: z.object({
    name: z.string().trim().min(1).max(120),
    kind: z.enum(SIDE_INCOME_KINDS).default('other'),
    notes: z.string().trim().max(1000).optional(),
  }),
  /** Changes a side income source found by its name, as the tracker's Edit does: its name, kind or notes. */
  update_side_income_source: z.object({
    name: words.optional(),
    id: z.uuid().optional(),
    choice: choice.optional(),
    new_name: z.string().trim().min(1).max(120).optional(),
    kind: z.enum(SIDE_INCOME_KINDS).optional(),
    notes: z.string().trim().max(1000).optional(),
  }),
  /**
   * What a side income source earned: the tracker's last 12 months, or the income linked to it in a period. Words
   * naming no source are looked up in the income lines' sources ("how much did I make from freelancing?").
   */
  side_income_earnings: z.object({
    name: words,
    choice: choice.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  }),
  /** An amount in another currency, at the user's own exchange rate between the two (direct or inverse). */
  convert_currency: z.object({ amount: amountSchema, from: currencyCodeSchema, to: currencyCodeSchema }),
  /** Destructive: deletes a side income source found by its name (its income lines stay, unlinked). */
  delete_side_income_source: z.object({ name: words.optional(), id: z.uuid().optional(), choice: choice.optional() }),
  /** "Try this hustle": a hustle board idea, found by words of its title, added to the Make Money tracker. */
  try_hustle: z.object({ hustle: words.optional(), id: z.uuid().optional(), choice: choice.optional() }),
  /** What Settings shows: units, currency, language, region, time zone, date format, notifications. */
  settings_summary: z.object({}),
  /** Opens the expenses tab whose Import button uploads a bank statement (a file cannot be sent by chat). */
  open_bank_import: z.object({}),
} as const satisfies Record<string, z.ZodType>;
