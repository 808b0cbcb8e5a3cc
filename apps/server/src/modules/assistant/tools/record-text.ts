import type { Budget, CategoryRule, Expense, Income, SavingsContribution, SavingsGoal } from '@ww/contracts';
import type { PamSubject, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { category, day, fold, money, pick, type Texts } from './format.ts';

/** A Wins record Pam found by the user's words, with what it is called in a sentence and in a numbered list. */
export type FoundRecord =
  | { kind: 'expense'; id: string; record: Expense }
  | { kind: 'income'; id: string; record: Income }
  | { kind: 'budget'; id: string; record: Budget }
  | { kind: 'savings_goal'; id: string; record: SavingsGoal }
  | { kind: 'contribution'; id: string; record: SavingsContribution & { goal: SavingsGoal } }
  | { kind: 'category_rule'; id: string; record: CategoryRule };

export const PERIODS: Record<string, Texts> = {
  monthly: { en: 'monthly', es: 'mensual', fr: 'mensuel' },
  weekly: { en: 'weekly', es: 'semanal', fr: 'hebdomadaire' },
  fortnightly: { en: 'fortnightly', es: 'quincenal', fr: 'bimensuel' },
  none: { en: 'once', es: 'una vez', fr: 'une fois' },
};

/** 'monthly fuel budget', 'overall weekly budget'. */
export function budgetName(ctx: Pick<ToolContext, 'language'>, cat: string | null, kind: string): string {
  const p = PERIODS[kind]?.[ctx.language] ?? kind;
  if (cat === null)
    return pick(ctx, { en: `overall ${p} budget`, es: `presupuesto ${p} general`, fr: `budget ${p} global` });
  const c = category(ctx, cat);
  return pick(ctx, { en: `${p} ${c} budget`, es: `presupuesto ${p} de ${c}`, fr: `budget ${c} ${p}` });
}

const CATEGORY_KEYS = ['fuel', 'food', 'campground', 'maintenance', 'entertainment', 'other'];
/** Every name of a category in the three languages, folded: a description equal to one says nothing more. */
const categoryNamesOf = (key: string) =>
  (['en', 'es', 'fr'] as const).map((language) => fold(category({ language }, key)));
const ALL_CATEGORY_NAMES = new Set(CATEGORY_KEYS.flatMap((k) => [k, ...categoryNamesOf(k)]));

/** An expense's description worth saying beside its category: not empty, not the category's own name. */
export function extraDescription(description: string): string | null {
  const d = description.trim();
  if (!d || ALL_CATEGORY_NAMES.has(fold(d))) return null;
  return d;
}

/** The record in a sentence: 'the $12.00 entertainment expense "Museum ticket" from Nov 27, 2026'. */
export function recordText(ctx: ToolContext, f: FoundRecord): string {
  switch (f.kind) {
    case 'expense': {
      const e = f.record;
      const m = money(ctx, e.amount, e.currency);
      const c = category(ctx, e.category);
      const extra = extraDescription(e.description);
      const d = day(ctx, e.date);
      return pick(ctx, {
        en: `the ${m} ${c} expense${extra ? ` "${extra}"` : ''} from ${d}`,
        es: `el gasto de ${m} en ${c}${extra ? ` «${extra}»` : ''} del ${d}`,
        fr: `la dépense de ${m} en ${c}${extra ? ` « ${extra} »` : ''} du ${d}`,
      });
    }
    case 'income': {
      const i = f.record;
      const m = money(ctx, i.amount, i.currency);
      const d = day(ctx, i.date);
      return pick(ctx, {
        en: `the ${m} income from ${i.source} on ${d}`,
        es: `el ingreso de ${m} de ${i.source} del ${d}`,
        fr: `le revenu de ${m} (${i.source}) du ${d}`,
      });
    }
    case 'budget': {
      const b = f.record;
      const name = budgetName(ctx, b.category, b.period);
      const m = money(ctx, b.amount, b.currency);
      return pick(ctx, { en: `your ${name} of ${m}`, es: `tu ${name} de ${m}`, fr: `votre ${name} de ${m}` });
    }
    case 'savings_goal': {
      const g = f.record;
      const saved = money(ctx, g.saved, g.currency);
      const target = money(ctx, g.target_amount, g.currency);
      return pick(ctx, {
        en: `your savings goal "${g.name}" (${saved} of ${target})`,
        es: `tu meta de ahorro «${g.name}» (${saved} de ${target})`,
        fr: `votre objectif d'épargne « ${g.name} » (${saved} sur ${target})`,
      });
    }
    case 'contribution': {
      const c = f.record;
      const m = money(ctx, c.amount, c.goal.currency);
      const d = day(ctx, c.date);
      return pick(ctx, {
        en: `the ${m} contribution to "${c.goal.name}" of ${d}`,
        es: `la aportación de ${m} a «${c.goal.name}» del ${d}`,
        fr: `le versement de ${m} sur « ${c.goal.name} » du ${d}`,
      });
    }
    case 'category_rule': {
      const r = f.record;
      const c = category(ctx, r.category);
      return pick(ctx, {
        en: `the rule filing "${r.pattern}" under ${c}`,
        es: `la regla que clasifica «${r.pattern}» en ${c}`,
        fr: `la règle qui classe « ${r.pattern} » en ${c}`,
      });
    }
  }
}

/** The record as a line of a numbered list: '$12.00 entertainment, Nov 27, 2026 (Museum ticket)', '$250.00 weekly food budget'. */
export function recordLine(ctx: ToolContext, f: FoundRecord): string {
  switch (f.kind) {
    case 'expense': {
      const e = f.record;
      const extra = extraDescription(e.description);
      return `${money(ctx, e.amount, e.currency)} ${category(ctx, e.category)}, ${day(ctx, e.date)}${extra ? ` (${extra})` : ''}`;
    }
    case 'income': {
      const i = f.record;
      const every = i.recurrence !== 'none' ? `, ${PERIODS[i.recurrence]![ctx.language]}` : '';
      return `${money(ctx, i.amount, i.currency)} ${i.source}, ${day(ctx, i.date)}${every}`;
    }
    case 'budget':
      return `${money(ctx, f.record.amount, f.record.currency)} ${budgetName(ctx, f.record.category, f.record.period)}`;
    case 'savings_goal': {
      const g = f.record;
      return `${g.name}: ${money(ctx, g.saved, g.currency)} / ${money(ctx, g.target_amount, g.currency)}`;
    }
    case 'contribution':
      return `${money(ctx, f.record.amount, f.record.goal.currency)} → ${f.record.goal.name}, ${day(ctx, f.record.date)}`;
    case 'category_rule':
      return `"${f.record.pattern}" → ${category(ctx, f.record.category)}`;
  }
}

/** '1. …; 2. …' */
export const numbered = (ctx: ToolContext, found: FoundRecord[]) =>
  found.map((f, i) => `${i + 1}. ${recordLine(ctx, f)}`).join(ctx.language === 'fr' ? ' ; ' : '; ');

/** The record a reply was about, for "it" in the next message. */
export const subjectOf = (ctx: ToolContext, f: FoundRecord): PamSubject => ({
  kind: f.kind,
  id: f.id,
  label: recordText(ctx, f),
});

/** An outcome that names one record: what "it" means in the next message. */
export const withSubject = (outcome: ToolOutcome, subject: PamSubject): ToolOutcome =>
  outcome.ok ? { ...outcome, subject } : outcome;

/** What a record kind is called, singular and plural. */
/** A record kind's name: one, many, and none of it ('aucune dépense', 'ninguna meta de ahorro'). */
export const KIND_NAMES: Record<FoundRecord['kind'], { one: Texts; many: Texts; none: Texts }> = {
  expense: {
    one: { en: 'expense', es: 'gasto', fr: 'dépense' },
    none: { en: 'any expense', es: 'ningún gasto', fr: 'aucune dépense' },
    many: { en: 'expenses', es: 'gastos', fr: 'dépenses' },
  },
  income: {
    one: { en: 'income entry', es: 'ingreso', fr: 'revenu' },
    none: { en: 'any income entry', es: 'ningún ingreso', fr: 'aucun revenu' },
    many: { en: 'income entries', es: 'ingresos', fr: 'revenus' },
  },
  budget: {
    one: { en: 'budget', es: 'presupuesto', fr: 'budget' },
    none: { en: 'any budget', es: 'ningún presupuesto', fr: 'aucun budget' },
    many: { en: 'budgets', es: 'presupuestos', fr: 'budgets' },
  },
  savings_goal: {
    one: { en: 'savings goal', es: 'meta de ahorro', fr: "objectif d'épargne" },
    none: { en: 'any savings goal', es: 'ninguna meta de ahorro', fr: "aucun objectif d'épargne" },
    many: { en: 'savings goals', es: 'metas de ahorro', fr: "objectifs d'épargne" },
  },
  contribution: {
    one: { en: 'contribution', es: 'aportación', fr: 'versement' },
    none: { en: 'any contribution', es: 'ninguna aportación', fr: 'aucun versement' },
    many: { en: 'contributions', es: 'aportaciones', fr: 'versements' },
  },
  category_rule: {
    one: { en: 'category rule', es: 'regla de categoría', fr: 'règle de catégorie' },
    none: { en: 'any category rule', es: 'ninguna regla de categoría', fr: 'aucune règle de catégorie' },
    many: { en: 'category rules', es: 'reglas de categoría', fr: 'règles de catégorie' },
  },
};
