import { FINANCE_LIMITS, type ExpenseCategory } from '@ww/contracts';
import type { ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { category, fold, pick } from './format.ts';
import { fail, type ToolServices } from './kit.ts';
import { budgetName, KIND_NAMES, numbered, type FoundRecord } from './record-text.ts';

/** How the user named records: the filter every record tool takes. */
export type RecordFilter = Omit<ToolArgsOut<'find_records'>, 'limit'>;

/** Little words and record-kind words that say nothing about which record is meant. */
const NOISE = new Set(
  (
    'the a an my our of for on at in to from with that this one and last latest expense expenses entry income ' +
    'budget goal savings saving rule rules contribution payment el la los las un una mi mis de del en al con por para ' +
    'ese esa este esta gasto gastos ingreso ingresos presupuesto meta ahorro regla aportacion ultimo ultima ' +
    'le les des du au aux mon ma mes pour sur avec ce cette depense depenses revenu revenus objectif epargne regle ' +
    'versement dernier derniere'
  ).split(' '),
);

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);

/** Whether two words name the same thing: equal, or one the other's start ('ticket' and 'tickets', 'musee'/'musees'). */
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** The words a record is known by: its description, source, name or pattern, and its category in each language. */
function haystack(f: FoundRecord): string[] {
  const cat = (key: string | null) =>
    key === null
      ? ['overall', 'general', 'global', 'total']
      : [key, ...(['en', 'es', 'fr'] as const).flatMap((language) => wordsOf(category({ language }, key)))];
  switch (f.kind) {
    case 'expense':
      return [...wordsOf(f.record.description), ...cat(f.record.category)];
    case 'income':
      return wordsOf(f.record.source);
    case 'budget':
      return [
        ...cat(f.record.category),
        f.record.period,
        ...(f.record.period === 'weekly' ? ['semanal', 'hebdomadaire', 'semaine', 'semana', 'week'] : []),
        ...(f.record.period === 'monthly' ? ['mensual', 'mensuel', 'mois', 'mes', 'month'] : []),
      ];
    case 'savings_goal':
      return wordsOf(f.record.name);
    case 'contribution':
      return [...wordsOf(f.record.goal.name), ...wordsOf(f.record.note)];
    case 'category_rule':
      return [...wordsOf(f.record.pattern), ...cat(f.record.category)];
  }
}

const dated = (f: FoundRecord): string | null =>
  f.kind === 'expense' || f.kind === 'income' || f.kind === 'contribution' ? f.record.date : null;
const amountOf = (f: FoundRecord): number | null => {
  switch (f.kind) {
    case 'expense':
    case 'income':
    case 'budget':
    case 'contribution':
      return f.record.amount;
    case 'savings_goal':
      return f.record.target_amount;
    default:
      return null;
  }
};
const categoryOf = (f: FoundRecord): ExpenseCategory | null | undefined =>
  f.kind === 'expense' || f.kind === 'category_rule'
    ? f.record.category
    : f.kind === 'budget'
      ? f.record.category
      : undefined;

/** Rows one database search brings back: more than a bulk delete may take, never a whole ledger. */
const SEARCH_ROWS = 100;
/** Pages of the newest expenses looked through for a record named by its id alone (the subject of "delete it"). */
const ID_PAGES = 4;

/** The user's own words to search the database with: lower case, accents kept, the start of a longer word. */
const searchWords = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !NOISE.has(fold(w)) && !/^\d/.test(w))
      .map((w) => (w.length > 4 ? w.slice(0, 4) : w)),
  ),
];

type LedgerPage<R> = { data: R[]; next_cursor: string | null };
type LedgerAsk = { q?: string; category?: ExpenseCategory; amount?: number; limit: number; cursor?: string };

/**
 * The expenses or income lines the filter may mean, newest first: those whose description (an income line's source)
 * holds one of the user's words, that have the category named or the amount said, searched in the database whatever
 * their age, and the newest of the period (a date or a word written without its accents); each search capped. By id: the
 * newest pages until it is found.
 */
async function ledgerOf<R extends { id: string; date: string; created_at: string }>(
  list: (ask: LedgerAsk) => Promise<LedgerPage<R>>,
  filter: RecordFilter,
): Promise<R[]> {
  const words = searchWords(filter.text);
  const named = words.length > 0 || filter.category !== undefined || filter.amount !== undefined;
  const first = await list({ limit: named ? SEARCH_ROWS : FINANCE_LIMITS.pageSizeMax });
  const rows = [...first.data];
  if (filter.id) {
    let cursor = first.next_cursor;
    for (let i = 1; i < ID_PAGES && cursor && !rows.some((r) => r.id === filter.id); i++) {
      const page = await list({ limit: FINANCE_LIMITS.pageSizeMax, cursor });
      rows.push(...page.data);
      cursor = page.next_cursor;
    }
  }
  if (first.next_cursor) {
    for (const q of words) rows.push(...(await list({ q, limit: SEARCH_ROWS })).data);
    if (filter.category) rows.push(...(await list({ category: filter.category, limit: SEARCH_ROWS })).data);
    if (filter.amount !== undefined) rows.push(...(await list({ amount: filter.amount, limit: SEARCH_ROWS })).data);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...byId.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
  );
}

/** Every record of the kind inside the period that the filter may mean (newest first). */
async function recordsOf(s: ToolServices, ctx: ToolContext, filter: RecordFilter): Promise<FoundRecord[]> {
  const period = { ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) };
  switch (filter.kind) {
    case 'expense':
      return (await ledgerOf((ask) => s.expenses.list(ctx.userId, { ...period, ...ask }), filter)).map((r) => ({
        kind: 'expense',
        id: r.id,
        record: r,
      }));
    case 'income': {
      // Income has no category: a search by category alone is the newest page.
      const ask = ({ category: _category, ...rest }: LedgerAsk) => s.income.list(ctx.userId, { ...period, ...rest });
      return (await ledgerOf(ask, filter)).map((r) => ({ kind: 'income', id: r.id, record: r }));
    }
    case 'budget':
      return (await s.budgets.list(ctx.userId)).map((r) => ({ kind: 'budget', id: r.id, record: r }));
    case 'savings_goal':
      return (await s.savings.list(ctx.userId)).map((r) => ({ kind: 'savings_goal', id: r.id, record: r }));
    case 'contribution': {
      const out: FoundRecord[] = [];
      for (const goal of await s.savings.list(ctx.userId)) {
        for (const c of await s.savings.contributions(ctx.userId, goal.id)) {
          out.push({ kind: 'contribution', id: c.id, record: { ...c, goal } });
        }
      }
      return out
        .filter((f) => (!filter.from || dated(f)! >= filter.from) && (!filter.to || dated(f)! <= filter.to))
        .sort((a, b) => (dated(b)! > dated(a)! ? 1 : dated(b)! < dated(a)! ? -1 : 0));
    }
    case 'category_rule':
      return (await s.categoryRules.list(ctx.userId)).map((r) => ({ kind: 'category_rule', id: r.id, record: r }));
  }
}

/**
 * The records the words fit, best first. The amount and period hold strictly; the category too unless the words
 * name the record better (a museum logged under 'other'); the words rank: the records holding most of them win.
 */
export async function findRecords(s: ToolServices, ctx: ToolContext, filter: RecordFilter): Promise<FoundRecord[]> {
  const all = await recordsOf(s, ctx, filter);
  if (filter.id) return all.filter((f) => f.id === filter.id);
  const byAmount = all.filter(
    (f) => filter.amount === undefined || Math.abs((amountOf(f) ?? -1) - filter.amount) < 0.005,
  );
  const byCategory = byAmount.filter((f) => filter.category === undefined || categoryOf(f) === filter.category);
  const words = wordsOf(filter.text ?? '').filter((w) => !NOISE.has(w) && !/^\d/.test(w));
  if (words.length === 0) return byCategory;
  const scored = (rows: FoundRecord[]) => {
    const withScore = rows.map((f) => {
      const hay = haystack(f);
      return { f, score: words.filter((w) => hay.some((h) => sameWord(w, h))).length };
    });
    const best = Math.max(0, ...withScore.map((x) => x.score));
    return best === 0 ? [] : withScore.filter((x) => x.score === best).map((x) => x.f);
  };
  const strict = scored(byCategory);
  if (strict.length) return strict;
  // The words name nothing: the category alone (its words were the category's), else the words without it.
  if (filter.category !== undefined && byCategory.length) return byCategory;
  return scored(byAmount);
}

/** What the user named, for "I couldn't find …". */
export function noneFound(ctx: ToolContext, filter: RecordFilter): ToolOutcome {
  const parts = [filter.text ? `"${filter.text}"` : null, filter.category ? category(ctx, filter.category) : null]
    .filter(Boolean)
    .join(', ');
  const what = `${pick(ctx, KIND_NAMES[filter.kind].none)}${parts ? ` (${parts})` : ''}`;
  return fail(
    'not_found',
    pick(ctx, {
      en: `I couldn't find ${what} of yours that fits.`,
      es: `No encontré ${what} que coincida.`,
      fr: `Je n'ai trouvé ${what} qui corresponde.`,
    }),
    { kind: filter.kind },
  );
}

export function whichOne(ctx: ToolContext, found: FoundRecord[]): ToolOutcome {
  const shown = found.slice(0, 10);
  const more = found.length - shown.length;
  const rest =
    more > 0 ? pick(ctx, { en: ` (and ${more} more)`, es: ` (y ${more} más)`, fr: ` (et ${more} de plus)` }) : '';
  return fail(
    'ambiguous',
    pick(ctx, {
      en: `Several fit. Which one do you mean? ${numbered(ctx, shown)}${rest}. Say the number ("the second one") or the amount.`,
      es: `Hay varios que coinciden. ¿Cuál quieres decir? ${numbered(ctx, shown)}${rest}. Dime el número («el segundo») o el importe.`,
      fr: `Plusieurs correspondent. Lequel voulez-vous dire ? ${numbered(ctx, shown)}${rest}. Dites le numéro (« le deuxième ») ou le montant.`,
    }),
    { candidates: shown.map((f) => ({ kind: f.kind, id: f.id })) },
  );
}

/** The one record meant: the only one that fits, the chosen one of the list, or the latest; else why not. */
export async function findOne(
  s: ToolServices,
  ctx: ToolContext,
  filter: RecordFilter,
): Promise<{ found: FoundRecord } | { outcome: ToolOutcome }> {
  const found = await findRecords(s, ctx, filter);
  if (found.length === 0) return { outcome: noneFound(ctx, filter) };
  if (filter.choice !== undefined) {
    const chosen = found[filter.choice - 1];
    return chosen ? { found: chosen } : { outcome: whichOne(ctx, found) };
  }
  if (found.length === 1 || filter.latest) return { found: found[0]! };
  return { outcome: whichOne(ctx, found) };
}

export { budgetName };
