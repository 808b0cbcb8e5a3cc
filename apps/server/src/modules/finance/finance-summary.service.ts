import {
  addDays,
  decimalToAmount,
  periodBefore,
  periodOf,
  todayIn,
  type FinanceSummary,
  type FinanceTip,
  type PeriodKind,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { withUserTx } from '#db/with-user-tx.ts';
import { budgetsRepository } from './budgets.repository.ts';
import { toBudgetStatus } from './budgets.service.ts';
import { toExpense } from './expenses.service.ts';
import { toCurrencyTotals } from './currency-totals.ts';
import { financePreferences } from './finance-preferences.ts';
import { financeSummaryRepository as repo } from './finance-summary.repository.ts';

const TREND_PERIODS = 6;
const LARGEST_EXPENSES = 5;
/** Budgets at or above this share of their amount earn a tip. */
const NEAR_LIMIT_PERCENT = 80;
const CAMPGROUND_DAYS = 30;

const percent = (fraction: string | null) => (fraction === null ? null : Math.round(Number(fraction) * 1000) / 10);
/** Share of part in whole as a percentage with one decimal (both exact decimals from SQL). */
const share = (part: string, whole: string) => Math.round((Number(part) * 1000) / Number(whole)) / 10;

export function createFinanceSummaryService(deps: { db: Kysely<Database> }) {
  const tx = <T>(userId: string, fn: Parameters<typeof withUserTx<T>>[2]) => withUserTx(deps.db, { userId }, fn);

  return {
    summary: (userId: string, kind: PeriodKind, date?: string): Promise<FinanceSummary> =>
      tx(userId, async (t) => {
        const prefs = await financePreferences(t);
        const day = date ?? todayIn(prefs.timezone);
        const period = periodOf(kind, day);
        const first = periodBefore(kind, day, TREND_PERIODS - 1);
        const [byCategory, spending, income, converted, budgets, trendRows, largest] = [
          await repo.spendingByCategory(t, period),
          await repo.totalsByCurrency(t, 'expenses', period),
          await repo.totalsByCurrency(t, 'income', period),
          await repo.converted(t, prefs.currency, period),
          await budgetsRepository.status(t, day),
          await repo.trend(t, kind, first.start, period.end),
          await repo.largest(t, prefs.currency, period, LARGEST_EXPENSES),
        ];
        const trend = Array.from({ length: TREND_PERIODS }, (_, i) => {
          const start = periodBefore(kind, day, TREND_PERIODS - 1 - i).start;
          return { period_start: start, totals: toCurrencyTotals(trendRows.filter((r) => r.period_start === start)) };
        });
        return {
          period: kind,
          period_start: period.start,
          period_end: period.end,
          currency: prefs.currency,
          spending_by_category: byCategory.map((r) => ({
            category: r.category as FinanceSummary['spending_by_category'][number]['category'],
            currency: r.currency,
            total: decimalToAmount(r.total),
          })),
          spending_by_currency: toCurrencyTotals(spending),
          income_by_currency: toCurrencyTotals(income),
          converted: converted.complete
            ? {
                spending: decimalToAmount(converted.spending),
                income: decimalToAmount(converted.income),
                savings_rate: converted.savings_rate === null ? null : Number(converted.savings_rate),
              }
            : null,
          budgets: budgets.map(toBudgetStatus),
          trend,
          largest_expenses: largest.map(toExpense),
        };
      }),

    /** Tips computed from the user's own figures; a tip appears only when its figures exist. */
    tips: (userId: string, date?: string): Promise<FinanceTip[]> =>
      tx(userId, async (t) => {
        const prefs = await financePreferences(t);
        const day = date ?? todayIn(prefs.timezone);
        const month = periodOf('month', day);
        const tips: FinanceTip[] = [];

        // Shares only make sense within one currency: the display currency if it was spent this month, otherwise
        // the currency with the most expenses this month.
        const spent = await repo.totalsByCurrency(t, 'expenses', month);
        const main =
          spent.find((r) => r.currency === prefs.currency) ?? [...spent].sort((a, b) => b.count - a.count)[0];
        if (main) {
          const previous = { start: periodBefore('month', day, 3).start, end: periodBefore('month', day, 1).end };
          const fuel = await repo.fuelShares(t, main.currency, month, previous);
          if (
            Number(fuel.total_now) > 0 &&
            Number(fuel.total_before) > 0 &&
            Number(fuel.fuel_now) + Number(fuel.fuel_before) > 0
          ) {
            tips.push({
              id: 'fuel_share',
              kind: 'fuel_share',
              figures: {
                share_this_month: share(fuel.fuel_now, fuel.total_now),
                share_prev_3_months: share(fuel.fuel_before, fuel.total_before),
                currency: main.currency,
              },
            });
          }
          const top = await repo.topCategory(t, main.currency, month);
          if (top) {
            tips.push({
              id: 'top_category',
              kind: 'top_category',
              figures: {
                category: top.category,
                amount: decimalToAmount(top.total),
                share: Number(top.share),
                currency: main.currency,
              },
            });
          }
        }

        for (const b of await budgetsRepository.status(t, day)) {
          if (Number(b.percent) < NEAR_LIMIT_PERCENT) continue;
          tips.push({
            id: `budget_near_limit:${b.budget_id}`,
            kind: 'budget_near_limit',
            figures: {
              category: b.category,
              period: b.period,
              percent: Number(b.percent),
              spent: decimalToAmount(b.spent),
              amount: decimalToAmount(b.amount),
              currency: b.currency,
            },
          });
        }

        const campground = await repo.campgroundAverages(t, { start: addDays(day, -(CAMPGROUND_DAYS - 1)), end: day });
        for (const c of campground) {
          tips.push({
            id: `campground_nightly_average:${c.currency}`,
            kind: 'campground_nightly_average',
            figures: {
              average: decimalToAmount(c.average),
              count: c.count,
              days: CAMPGROUND_DAYS,
              currency: c.currency,
            },
          });
        }

        const converted = await repo.converted(t, prefs.currency, month);
        if (converted.complete && converted.savings_rate !== null) {
          tips.push({
            id: 'savings_rate',
            kind: 'savings_rate',
            figures: {
              percent: percent(converted.savings_rate),
              income: decimalToAmount(converted.income),
              spending: decimalToAmount(converted.spending),
              currency: prefs.currency,
            },
          });
        }
        return tips;
      }),
  };
}
export type FinanceSummaryService = ReturnType<typeof createFinanceSummaryService>;
