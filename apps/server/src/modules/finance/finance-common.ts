import { isoDateSchema, type PeriodKind } from '@ww/contracts';
import { sql } from 'kysely';
import type { Tx } from '../../db/with-user-tx.ts';
import { validationError } from '../../platform/errors.ts';
import { settingsRepository } from '../settings/settings.repository.ts';
import { toUserSettings } from '../settings/settings.service.ts';

/** numeric arrives as exact text; the API speaks JSON numbers (at most 2 decimals for money, so exact in a double). */
export const money = (value: string | number) => Number(value);

/** The settings finance reads: default currency, the user's "today" and whether budget alerts are wanted. */
export async function financePreferences(tx: Tx) {
  const settings = toUserSettings(await settingsRepository.getOrCreate(tx));
  return {
    currency: settings.regional_preferences.currency,
    timezone: settings.regional_preferences.timezone,
    budgetAlerts: settings.notification_preferences.budget_alerts !== false,
  };
}

export const budgetPeriodKind = (period: string): PeriodKind => (period === 'weekly' ? 'week' : 'month');

/**
 * Keyset paging over (date desc, created_at desc, id desc). created_at travels as Postgres text so the
 * microseconds survive; a JS Date would round them and skip or repeat rows sharing a millisecond.
 */
type CursorKey = { d: string; c: string; i: string };
export const encodeCursor = (key: CursorKey) => Buffer.from(JSON.stringify(key)).toString('base64url');
export function decodeCursor(cursor: string): CursorKey {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorKey>;
    if (
      isoDateSchema.safeParse(key.d).success &&
      typeof key.c === 'string' && /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(key.c) &&
      typeof key.i === 'string' && /^[0-9a-f-]{36}$/i.test(key.i)
    ) {
      return key as CursorKey;
    }
  } catch {
    // falls through to the validation error
  }
  throw validationError({ cursor: 'invalid_cursor' });
}
export const afterCursor = (key: CursorKey) =>
  sql<boolean>`(date, created_at, id) < (${key.d}::date, ${key.c}::timestamptz, ${key.i}::uuid)`;
export const cursorTimestamp = sql<string>`created_at::text`.as('cursor_ts');

/** Per-currency total and count rows as the API returns them. */
export const toCurrencyTotals = (rows: { currency: string; total: string; count: number | string }[]) =>
  rows.map((r) => ({ currency: r.currency, total: money(r.total), count: Number(r.count) }));
