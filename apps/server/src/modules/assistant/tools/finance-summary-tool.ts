import { EXPENSE_CATEGORIES, periodOf, type ExpenseCategory, type PeriodKind } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { category, currencyOf, list, money, period, pick } from './format.ts';
import { compose, ok, type ToolServices } from './kit.ts';

/** '$120.00 and €40.00': totals per currency, largest first. */
export const totalsText = (ctx: ToolContext, totals: { currency: string; total: number }[]) =>
  list(
    ctx,
    [...totals].sort((a, b) => b.total - a.total).map((t) => money(ctx, t.total, t.currency)),
  );

/** The period asked for: both ends given, one end (the other the month's), or this month. */
export function resolvePeriod(ctx: ToolContext, args: { from?: string; to?: string }) {
  const month = periodOf('month', ctx.today);
  const from = args.from ?? (args.to ? periodOf('month', args.to).start : month.start);
  const to =
    args.to ?? (args.from ? (args.from > ctx.today ? periodOf('month', args.from).end : ctx.today) : month.end);
  return { from, to, thisMonth: from === month.start && to === month.end };
}

/** The summary screen's period kind when the period is exactly one calendar month or week. */
function screenPeriod(from: string, to: string): PeriodKind | null {
  for (const kind of ['month', 'week'] as const) {
    const p = periodOf(kind, from);
    if (p.start === from && p.end === to) return kind;
  }
  return null;
}

type CategoryTotal = { category: ExpenseCategory; currency: string; total: number; count: number };

/**
 * Spending per category in every currency held: the user's currency first, then the others by total, each
 * currency's categories largest first (as the summary screen lists them: shares only within one currency).
 */
function byCurrency(ctx: ToolContext, rows: CategoryTotal[], totals: { currency: string; total: number }[]) {
  const mine = currencyOf(ctx);
  const order = [...totals]
    .sort((a, b) => (a.currency === mine ? -1 : b.currency === mine ? 1 : b.total - a.total))
    .map((t) => t.currency);
  return order.map((c) => rows.filter((r) => r.currency === c).sort((a, b) => b.total - a.total));
}

export function spendingSummary(s: ToolServices): PamTool<'spending_summary'> {
  return {
    name: 'spending_summary',
    description:
      'Total spent in a period (default this month), overall or for one category, per currency (and converted to the user currency as the summary screen does), with the top categories in every currency.',
    destructive: false,
    async run(args, ctx) {
      const { from, to, thisMonth } = resolvePeriod(ctx, args);
      const when = period(ctx, from, to, thisMonth);
      const filter = { from, to, limit: 1, ...(args.category ? { category: args.category } : {}) };
      const totals = (await s.expenses.list(ctx.userId, filter)).totals;
      const cat = args.category ? category(ctx, args.category) : null;
      if (totals.length === 0) {
        return ok(
          cat
            ? pick(ctx, {
                en: `You have no ${cat} expenses ${when}.`,
                es: `No tienes gastos de ${cat} ${when}.`,
                fr: `Vous n'avez aucune dépense en ${cat} ${when}.`,
              })
            : pick(ctx, {
                en: `You have no expenses ${when}.`,
                es: `No tienes gastos ${when}.`,
                fr: `Vous n'avez aucune dépense ${when}.`,
              }),
          { from, to, category: args.category ?? null, totals: [] },
        );
      }
      let total = totalsText(ctx, totals);
      const kind = screenPeriod(from, to);
      if (totals.length > 1 && !args.category && kind) {
        const screen = await s.summary.summary(ctx.userId, kind, from);
        if (screen.converted) {
          const all = money(ctx, screen.converted.spending, screen.currency);
          total += pick(ctx, {
            en: ` (about ${all} in all)`,
            es: ` (unos ${all} en total)`,
            fr: ` (environ ${all} au total)`,
          });
        }
      }
      const count = totals.reduce((a, t) => a + t.count, 0);
      const main = cat
        ? pick(ctx, {
            en: `You spent ${total} on ${cat} ${when}.`,
            es: `Gastaste ${total} en ${cat} ${when}.`,
            fr: `Vous avez dépensé ${total} en ${cat} ${when}.`,
          })
        : pick(ctx, {
            en: `You spent ${total} ${when}.`,
            es: `Gastaste ${total} ${when}.`,
            fr: `Vous avez dépensé ${total} ${when}.`,
          });
      const countText = pick(ctx, {
        en: `That's ${count} expense${count === 1 ? '' : 's'}.`,
        es: `Son ${count} gasto${count === 1 ? '' : 's'}.`,
        fr: `Cela fait ${count} dépense${count === 1 ? '' : 's'}.`,
      });
      if (args.category) {
        return ok(compose(ctx, main, { detail: countText }), { from, to, category: args.category, totals });
      }
      const rows: CategoryTotal[] = [];
      for (const c of EXPENSE_CATEGORIES) {
        const part = await s.expenses.list(ctx.userId, { from, to, category: c, limit: 1 });
        for (const t of part.totals) rows.push({ category: c, ...t });
      }
      const groups = byCurrency(ctx, rows, totals);
      const line = (group: CategoryTotal[]) =>
        list(
          ctx,
          group.map((b) => `${category(ctx, b.category)} ${money(ctx, b.total, b.currency)}`),
        );
      const tops = groups.map((g) => line(g.slice(0, 3))).join(ctx.language === 'fr' ? ' ; ' : '; ');
      const note =
        rows.length > 1
          ? pick(ctx, {
              en: `Top categories: ${tops}.`,
              es: `Categorías principales: ${tops}.`,
              fr: `Principales catégories : ${tops}.`,
            })
          : null;
      const full = groups.some((g) => g.length > 3)
        ? groups.map(line).join(ctx.language === 'fr' ? ' ; ' : '; ')
        : null;
      const detail = [
        countText,
        full ? pick(ctx, { en: `All: ${full}.`, es: `Todas: ${full}.`, fr: `Toutes : ${full}.` }) : null,
      ]
        .filter(Boolean)
        .join(' ');
      return ok(compose(ctx, main, { note, detail }), { from, to, category: null, totals, by_category: rows });
    },
  };
}
