import { sumAmounts } from '@ww/contracts';
import type { PamDataTopic, PamToolCall } from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, list, money, period, pick, type Texts } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { findOne, findRecords, noneFound, type RecordFilter } from './record-find.ts';
import {
  KIND_NAMES,
  numbered,
  recordLine,
  recordText,
  subjectOf,
  withSubject,
  type FoundRecord,
} from './record-text.ts';
import { updateRecord } from './record-update.ts';
import { rigDeletePrompt } from './wheels-rig-tools.ts';

export const TOPIC: Record<FoundRecord['kind'], PamDataTopic> = {
  expense: 'expenses',
  income: 'income',
  budget: 'budgets',
  savings_goal: 'savings_goals',
  contribution: 'savings_goals',
  category_rule: 'expenses',
};

/** Deletes one record through its service. */
async function remove(s: ToolServices, ctx: ToolContext, f: FoundRecord): Promise<void> {
  switch (f.kind) {
    case 'expense':
      return s.expenses.remove(ctx.userId, f.id);
    case 'income':
      return s.income.remove(ctx.userId, f.id);
    case 'budget':
      return s.budgets.remove(ctx.userId, f.id);
    case 'savings_goal':
      return s.savings.remove(ctx.userId, f.id);
    case 'contribution':
      return s.savings.removeContribution(ctx.userId, f.record.goal.id, f.id);
    case 'category_rule':
      return s.categoryRules.remove(ctx.userId, f.id);
  }
}

/** '$54.20 and €12.00': the totals per currency of found expenses or income. */
function totalsOf(ctx: ToolContext, found: FoundRecord[]): string | null {
  const sums = new Map<string, number>();
  for (const f of found) {
    if (f.kind !== 'expense' && f.kind !== 'income') return null;
    sums.set(f.record.currency, sumAmounts([sums.get(f.record.currency) ?? 0, f.record.amount]));
  }
  const parts = [...sums].sort((a, b) => b[1] - a[1]).map(([c, v]) => money(ctx, v, c));
  return parts.length ? list(ctx, parts) : null;
}

const confirmText = (ctx: ToolContext, what: string) =>
  pick(ctx, {
    en: `Delete ${what}? Reply yes to confirm.`,
    es: `¿Borro ${what}? Responde sí para confirmar.`,
    fr: `Supprimer ${what} ? Répondez oui pour confirmer.`,
  });

const deletedText = (ctx: ToolContext, what: string) =>
  pick(ctx, { en: `Deleted ${what}.`, es: `Borré ${what}.`, fr: `J'ai supprimé ${what}.` });

/** One record of a kind, as a bulk delete that found only one names it: 'this expense', 'esta meta de ahorro'. */
const THIS_ONE: Record<FoundRecord['kind'], Texts> = {
  expense: { en: 'this expense', es: 'este gasto', fr: 'cette dépense' },
  income: { en: 'this income entry', es: 'este ingreso', fr: 'ce revenu' },
  budget: { en: 'this budget', es: 'este presupuesto', fr: 'ce budget' },
  savings_goal: { en: 'this savings goal', es: 'esta meta de ahorro', fr: "cet objectif d'épargne" },
  contribution: { en: 'this contribution', es: 'esta aportación', fr: 'ce versement' },
  category_rule: { en: 'this category rule', es: 'esta regla de categoría', fr: 'cette règle de catégorie' },
};

/** Bulk deletes name every record; beyond this many the user narrows the request first. */
const BULK_MAX = 50;

/** The confirmation of a delete by words: one record named, or every one that fits listed, ids pinned. */
export async function deleteConfirmation(
  s: ToolServices,
  ctx: ToolContext,
  args: ToolArgsOut<'delete_record'>,
): Promise<{ prompt: string; args?: ToolArgsOut<'delete_record'>; handover?: PamToolCall } | ToolOutcome> {
  if (args.all) {
    const found = await findRecords(s, ctx, args);
    if (found.length === 0) return noneFound(ctx, args);
    if (found.length > BULK_MAX) {
      return fail(
        'too_many',
        pick(ctx, {
          en: `That is ${found.length} records: too many to delete at once. Narrow it down (a period, a category).`,
          es: `Son ${found.length} registros: demasiados para borrarlos de una vez. Acota (un periodo, una categoría).`,
          fr: `Cela fait ${found.length} enregistrements : trop pour les supprimer d'un coup. Précisez (une période, une catégorie).`,
        }),
      );
    }
    if (found.length === 1) {
      const one = `${pick(ctx, THIS_ONE[args.kind])}${ctx.language === 'fr' ? ' : ' : ': '}${recordLine(ctx, found[0]!)}`;
      return { prompt: confirmText(ctx, one), args: { ...named(args), all: true, ids: [found[0]!.id] } };
    }
    const kinds = pick(ctx, KIND_NAMES[args.kind].many);
    const what = pick(ctx, {
      en: `these ${found.length} ${kinds}: ${numbered(ctx, found)}`,
      es: `estos ${found.length} ${kinds}: ${numbered(ctx, found)}`,
      fr: `ces ${found.length} ${kinds} : ${numbered(ctx, found)}`,
    });
    return { prompt: confirmText(ctx, what), args: { ...named(args), all: true, ids: found.map((f) => f.id) } };
  }
  const one = await findOne(s, ctx, args);
  if ('outcome' in one) {
    const rig = !one.outcome.ok && one.outcome.code === 'not_found' ? await rigNamed(s, ctx, args.text) : null;
    if (!rig) return one.outcome;
    return { prompt: rigDeletePrompt(ctx, rig), handover: { name: 'delete_vehicle', args: { id: rig.id } } };
  }
  return { prompt: confirmText(ctx, recordText(ctx, one.found)), args: { ...named(args), id: one.found.id } };
}

/** What the user named the records by, kept with the ids a confirmation pins: the search finds them again, however old. */
function named(args: ToolArgsOut<'delete_record'>): ToolArgsOut<'delete_record'> {
  const { choice: _choice, latest: _latest, all: _all, ids: _ids, id: _id, ...words } = args;
  return words;
}

/** "Delete my Jayco": no record has those words, but one rig has that name; the delete is the rig's, asked first. */
async function rigNamed(s: ToolServices, ctx: ToolContext, text: string | undefined) {
  const wanted = text ? fold(text) : '';
  if (!wanted) return null;
  const rigs = (await s.vehicles.list(ctx.userId)).filter((v) => fold(v.name) === wanted);
  return rigs.length === 1 ? rigs[0]! : null;
}

/** Runs a confirmed delete: the pinned records (those still there), or the one the words name. */
export async function runDelete(s: ToolServices, ctx: ToolContext, args: ToolArgsOut<'delete_record'>) {
  if (args.ids?.length) {
    const wanted = new Set(args.ids);
    const found = (await findRecords(s, ctx, named(args))).filter((f) => wanted.has(f.id));
    if (found.length === 0) return noneFound(ctx, args);
    for (const f of found) await remove(s, ctx, f);
    const deleted = found.map((f) => ({ kind: f.kind, id: f.id }));
    if (found.length === 1) return ok(deletedText(ctx, recordText(ctx, found[0]!)), { deleted }, [TOPIC[args.kind]]);
    const kinds = pick(ctx, KIND_NAMES[args.kind].many);
    return ok(
      pick(ctx, {
        en: `Deleted ${found.length} ${kinds}: ${numbered(ctx, found)}.`,
        es: `Borré ${found.length} ${kinds}: ${numbered(ctx, found)}.`,
        fr: `J'ai supprimé ${found.length} ${kinds} : ${numbered(ctx, found)}.`,
      }),
      { deleted },
      [TOPIC[args.kind]],
    );
  }
  const one = await findOne(s, ctx, args);
  if ('outcome' in one) return one.outcome;
  await remove(s, ctx, one.found);
  return ok(deletedText(ctx, recordText(ctx, one.found)), { deleted: one.found.record }, [TOPIC[one.found.kind]]);
}

function findReply(ctx: ToolContext, args: RecordFilter, found: FoundRecord[], limit: number): string {
  const when = args.from && args.to ? ` ${period(ctx, args.from, args.to, false)}` : '';
  if (found.length === 0) {
    return pick(ctx, {
      en: `You have no ${KIND_NAMES[args.kind].many.en}${args.text ? ` matching "${args.text}"` : ''}${when}.`,
      es: `No tienes ${KIND_NAMES[args.kind].many.es}${args.text ? ` que coincidan con «${args.text}»` : ''}${when}.`,
      fr: `Vous n'avez ${KIND_NAMES[args.kind].none.fr}${args.text ? ` correspondant à « ${args.text} »` : ''}${when}.`,
    });
  }
  const shown = found.slice(0, limit);
  const kinds = pick(ctx, KIND_NAMES[args.kind][found.length === 1 ? 'one' : 'many']);
  const total = totalsOf(ctx, found);
  const sum = total ? pick(ctx, { en: `, ${total} in all`, es: `, ${total} en total`, fr: `, ${total} au total` }) : '';
  const more =
    found.length > shown.length
      ? pick(ctx, {
          en: ` The latest ${shown.length}:`,
          es: ` Los ${shown.length} más recientes:`,
          fr: ` Les ${shown.length} plus récent(e)s :`,
        })
      : '';
  return `${pick(ctx, {
    en: `${found.length} ${kinds}${when}${sum}.`,
    es: `${found.length} ${kinds}${when}${sum}.`,
    fr: `${found.length} ${kinds}${when}${sum}.`,
  })}${more} ${numbered(ctx, shown)}.`;
}

const TABS: Record<'expense' | 'income', { path: string; en: string; es: string; fr: string }> = {
  expense: { path: '/wins?tab=expenses', en: 'Expenses', es: 'Gastos', fr: 'Dépenses' },
  income: { path: '/wins?tab=income', en: 'Income', es: 'Ingresos', fr: 'Revenus' },
};

/** Wins records named in plain words: find, change and delete any record kind; rules and exports. */
export function recordTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'find_records',
      description:
        "Finds the user's Wins records by words (expenses by default; also income, budgets, savings goals, contributions, category rules): description or source words, category, amount, period. Lists them numbered with totals per currency.",
      destructive: false,
      help: {
        en: 'find records ("what did I spend at Tesco last week?", "show my income from March")',
        es: 'buscar registros («¿qué gasté en Mercadona la semana pasada?», «muéstrame mis ingresos de marzo»)',
        fr: 'retrouver des enregistrements (« qu’ai-je dépensé chez Carrefour la semaine dernière ? »)',
      },
      async run(args, ctx) {
        const found = await findRecords(s, ctx, args);
        const chosen = args.choice !== undefined ? found[args.choice - 1] : undefined;
        const rows = chosen ? [chosen] : found;
        const reply = findReply(ctx, args, rows, args.limit ?? 10);
        const outcome = ok(reply, { records: rows.slice(0, 50).map((f) => ({ kind: f.kind, ...f.record })) });
        return rows.length === 1 ? withSubject(outcome, subjectOf(ctx, rows[0]!)) : outcome;
      },
    }),

    tool({
      name: 'update_record',
      description:
        'Changes one Wins record found by words (expense by default): amount, currency, date, category, label (description/source/goal name), budget period, income recurrence, goal target date. Several fitting: Pam lists them and the user picks one (choice).',
      destructive: false,
      help: {
        en: 'change a record ("change yesterday\'s diesel to 52", "make that 45")',
        es: 'cambiar un registro («cambia el gasoil de ayer a 52», «no, fueron 30»)',
        fr: 'modifier un enregistrement (« change le gazole d’hier à 52 », « c’était avant-hier »)',
      },
      async run(args, ctx) {
        const one = await findOne(s, ctx, args);
        if ('outcome' in one) return one.outcome;
        return updateRecord(s, ctx, one.found, args.changes);
      },
    }),

    tool({
      name: 'delete_record',
      description:
        'Deletes one Wins record found by words (expense by default), or with all=true every record that fits (listed first). Destructive: the user confirms first.',
      destructive: true,
      help: {
        en: 'delete a record by name ("delete the museum ticket", "delete it")',
        es: 'borrar un registro por su nombre («borra el gasto del museo», «bórralo»)',
        fr: 'supprimer un enregistrement (« supprime la dépense du musée », « supprime-la »)',
      },
      confirmation: (args, ctx) => deleteConfirmation(s, ctx, args),
      run: (args, ctx) => runDelete(s, ctx, args),
    }),

    tool({
      name: 'export_records',
      description:
        'Opens the Wins tab whose "Export CSV" button downloads the expenses or income (the CSV needs the signed-in browser), and says how many lines the period holds.',
      destructive: false,
      help: {
        en: 'export expenses or income as CSV ("export my expenses for March")',
        es: 'exportar gastos o ingresos en CSV («exporta mis gastos de marzo»)',
        fr: 'exporter dépenses ou revenus en CSV (« exporte mes dépenses de mars »)',
      },
      async run(args, ctx) {
        const range = { ...(args.from ? { from: args.from } : {}), ...(args.to ? { to: args.to } : {}) };
        const page =
          args.kind === 'income'
            ? await s.income.list(ctx.userId, { ...range, limit: 1 })
            : await s.expenses.list(ctx.userId, {
                ...range,
                ...(args.category ? { category: args.category } : {}),
                limit: 1,
              });
        const count = page.totals.reduce((a, t) => a + t.count, 0);
        const total = list(
          ctx,
          page.totals.map((t) => money(ctx, t.total, t.currency)),
        );
        const when = args.from && args.to ? ` ${period(ctx, args.from, args.to, false)}` : '';
        const tab = TABS[args.kind];
        const kinds = pick(ctx, KIND_NAMES[args.kind].many);
        const query = new URLSearchParams({ ...range, ...(args.category ? { category: args.category } : {}) });
        const file = `/api/v1/${args.kind === 'income' ? 'income' : 'expenses'}/export.csv${query.size ? `?${query.toString()}` : ''}`;
        const label = pick(ctx, { en: 'Export CSV', es: 'Exportar CSV', fr: 'Exporter en CSV' });
        return ok(
          pick(ctx, {
            en: `Your ${kinds}${when}: ${count} line${count === 1 ? '' : 's'}${count ? ` (${total})` : ''}. I've opened the ${tab.en} tab: press "${label}" there to download the file.`,
            es: `Tus ${kinds}${when}: ${count} línea${count === 1 ? '' : 's'}${count ? ` (${total})` : ''}. Abrí la pestaña ${tab.es}: pulsa «${label}» para descargar el archivo.`,
            fr: `Vos ${kinds}${when} : ${count} ligne${count === 1 ? '' : 's'}${count ? ` (${total})` : ''}. J'ai ouvert l'onglet ${tab.fr} : appuyez sur « ${label} » pour télécharger le fichier.`,
          }),
          { kind: args.kind, count, totals: page.totals, file },
          [],
          { type: 'navigate', path: tab.path },
        );
      },
    }),
  ];
}

export { recordLine };
