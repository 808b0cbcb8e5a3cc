import { addDays, addMonths, FINANCE_LIMITS, sumAmounts, type Income, type SideIncomeSource } from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { resolvePeriod, totalsText } from './finance-summary-tool.ts';
import { fold, period, pick } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { allPages, one, type Found } from './social-people.ts';
import { byWords, keywords } from './wheels-kit.ts';

/** Income and the side income sources of the Make Money tracker: which source a line comes from, what one earned. */

/** Two words alike for a source's name: equal, one the start of the other, or one stem ('paseo' and 'paseando'). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 3 && (a.startsWith(b) || b.startsWith(a))) return true;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return shorter >= 5 && common >= 4;
}

/**
 * Whether the words an income was said to come from name a source: every word of the source's name is in them
 * ("my dog walking gig" is "Dog walking"), or they are a good part of its name ("walking" is "Dog walking").
 */
function comesFrom(said: string, name: string): boolean {
  const named = keywords(name);
  const words = keywords(said);
  if (named.length === 0 || words.length === 0) return false;
  if (named.every((n) => words.some((w) => sameWord(n, w)))) return true;
  return words.length * 2 >= named.length && words.every((w) => named.some((n) => sameWord(n, w)));
}

/**
 * The side income source an income line belongs to: the one pinned by id, else the one its source words name (a
 * source named exactly wins; several fitting are asked about), else none.
 */
export async function incomeSourceFor(
  s: ToolServices,
  ctx: ToolContext,
  args: Pick<ToolArgsOut<'log_income'>, 'source' | 'side_income_source_id' | 'choice'>,
): Promise<Found<SideIncomeSource | null>> {
  const sources = await s.sideIncome.list(ctx.userId);
  const pinned = args.side_income_source_id;
  const exact = sources.filter((x) => fold(x.name) === fold(args.source));
  const fits = pinned
    ? sources.filter((x) => x.id === pinned)
    : exact.length
      ? exact
      : sources.filter((x) => comesFrom(args.source, x.name));
  if (fits.length === 0) return { ok: true, value: null };
  // Never none here: `one` picks the only source, or the chosen one, or asks which.
  return one(ctx, fits, (x) => x.name, { en: '', es: '', fr: '' }, args.choice);
}

type CurrencyTotal = SideIncomeSource['totals'][number];

/** Per-currency totals of income lines, summed exactly. */
function totalsOf(lines: Income[]): CurrencyTotal[] {
  const currencies = [...new Set(lines.map((l) => l.currency))];
  return currencies.map((currency) => {
    const mine = lines.filter((l) => l.currency === currency);
    return { currency, total: sumAmounts(mine.map((l) => l.amount)), count: mine.length };
  });
}

type Earned = { label: string; totals: CurrencyTotal[]; source: SideIncomeSource | null };

/** The income lines linked to a source in a period (the list pages through them). */
async function linkedIncome(s: ToolServices, ctx: ToolContext, src: SideIncomeSource, from: string, to: string) {
  const lines = await allPages((q) =>
    s.income.list(ctx.userId, {
      from,
      to,
      limit: FINANCE_LIMITS.pageSizeMax,
      ...(q.cursor ? { cursor: q.cursor } : {}),
    }),
  );
  return totalsOf(lines.filter((l) => l.side_income_source_id === src.id));
}

/**
 * What the words earned: a source's tracker figure (last 12 months) or its linked income in the period asked;
 * words naming no source are the income lines whose source holds them.
 */
async function earned(
  s: ToolServices,
  ctx: ToolContext,
  args: ToolArgsOut<'side_income_earnings'>,
): Promise<Found<Earned & { when: string }>> {
  const asked = args.from !== undefined || args.to !== undefined;
  const { from, to, thisMonth } = asked
    ? resolvePeriod(ctx, args)
    : { from: addDays(addMonths(ctx.today, -12), 1), to: ctx.today, thisMonth: false };
  const when = asked
    ? period(ctx, from, to, thisMonth)
    : pick(ctx, { en: 'in the last 12 months', es: 'en los últimos 12 meses', fr: 'sur les 12 derniers mois' });
  const sources = byWords(await s.sideIncome.list(ctx.userId), args.name, (x) => x.name);
  if (sources.length) {
    const found = one(ctx, sources, (x) => x.name, { en: '', es: '', fr: '' }, args.choice); // some fit: never none
    if (!found.ok) return found;
    const src = found.value;
    const totals = asked ? await linkedIncome(s, ctx, src, from, to) : src.totals;
    return { ok: true, value: { label: src.name, totals, source: src, when } };
  }
  const page = await s.income.list(ctx.userId, { from, to, q: args.name, limit: 1 });
  return { ok: true, value: { label: args.name, totals: page.totals, source: null, when } };
}

async function earnings(s: ToolServices, ctx: ToolContext, args: ToolArgsOut<'side_income_earnings'>) {
  const found = await earned(s, ctx, args);
  if (!found.ok) return found.outcome;
  const { label, totals, source, when } = found.value;
  const data = { source, totals };
  if (totals.length === 0) {
    return ok(
      pick(ctx, {
        en: `"${label}" brought in nothing ${when}: no income is logged from it.`,
        es: `«${label}» no ha dado nada ${when}: no hay ingresos registrados de ella.`,
        fr: `« ${label} » n'a rien rapporté ${when} : aucun revenu n'est enregistré pour elle.`,
      }),
      data,
    );
  }
  const total = totalsText(ctx, totals);
  const count = totals.reduce((a, t) => a + t.count, 0);
  return ok(
    pick(ctx, {
      en: `"${label}" brought in ${total} ${when} (${count} income entr${count === 1 ? 'y' : 'ies'}).`,
      es: `«${label}» ha dado ${total} ${when} (${count} ingreso${count === 1 ? '' : 's'}).`,
      fr: `« ${label} » a rapporté ${total} ${when} (${count} revenu${count === 1 ? '' : 's'}).`,
    }),
    data,
  );
}

/** side_income_earnings: "how much has dog walking earned this year?". */
export const sideIncomeEarnings = (s: ToolServices): PamTool =>
  tool({
    name: 'side_income_earnings',
    description:
      'What a side income source (or income from words like "freelancing") brought in: the tracker\'s last 12 months, or a period asked.',
    destructive: false,
    run: (args, ctx): Promise<ToolOutcome> => earnings(s, ctx, args),
  });
