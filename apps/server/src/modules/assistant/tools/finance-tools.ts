import {
  addDays,
  EXPENSE_CATEGORIES,
  periodOf,
  type BudgetAlert,
  type BudgetStatus,
  type Expense,
  type ExpenseCategory,
  type PamToolName,
  type SavingsGoal,
} from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { category, currencyOf, day, fold, list, money, percent, period, pick, type Texts } from './format.ts';
import { compose, fail, ok, type ToolServices } from './kit.ts';

const tool = <K extends PamToolName>(t: PamTool<K>) => t;

/** 'today (Nov 24, 2026)', 'yesterday (Nov 23, 2026)', 'on Nov 20, 2026'. */
function when(ctx: ToolContext, date: string): string {
  const d = day(ctx, date);
  if (date === ctx.today) return pick(ctx, { en: `today (${d})`, es: `hoy (${d})`, fr: `aujourd'hui (${d})` });
  if (date === addDays(ctx.today, -1))
    return pick(ctx, { en: `yesterday (${d})`, es: `ayer (${d})`, fr: `hier (${d})` });
  return pick(ctx, { en: `on ${d}`, es: `el ${d}`, fr: `le ${d}` });
}

const PERIODS: Record<string, Texts> = {
  monthly: { en: 'monthly', es: 'mensual', fr: 'mensuel' },
  weekly: { en: 'weekly', es: 'semanal', fr: 'hebdomadaire' },
};

/** 'monthly fuel budget', 'overall weekly budget'. */
function budgetName(ctx: ToolContext, cat: string | null, kind: string): string {
  const p = PERIODS[kind]?.[ctx.language] ?? kind;
  if (cat === null)
    return pick(ctx, { en: `overall ${p} budget`, es: `presupuesto ${p} general`, fr: `budget ${p} global` });
  const c = category(ctx, cat);
  return pick(ctx, { en: `${p} ${c} budget`, es: `presupuesto ${p} de ${c}`, fr: `budget ${c} ${p}` });
}

function alertText(ctx: ToolContext, alerts: BudgetAlert[]): string | null {
  if (!alerts.length) return null;
  return alerts
    .map((a) => {
      const name = budgetName(ctx, a.category, a.period);
      const pct = percent(ctx, a.percent);
      return a.percent >= 100
        ? pick(ctx, {
            en: `Heads up: that puts you at ${pct} of your ${name} (${money(ctx, a.spent, a.currency)} of ${money(ctx, a.amount, a.currency)}).`,
            es: `Atención: con esto llevas el ${pct} de tu ${name} (${money(ctx, a.spent, a.currency)} de ${money(ctx, a.amount, a.currency)}).`,
            fr: `Attention : vous êtes ainsi à ${pct} de votre ${name} (${money(ctx, a.spent, a.currency)} sur ${money(ctx, a.amount, a.currency)}).`,
          })
        : pick(ctx, {
            en: `That puts you at ${pct} of your ${name}.`,
            es: `Con esto llevas el ${pct} de tu ${name}.`,
            fr: `Vous êtes ainsi à ${pct} de votre ${name}.`,
          });
    })
    .join(' ');
}

/** '$120.00 and €40.00': totals per currency, largest first. */
const totalsText = (ctx: ToolContext, totals: { currency: string; total: number }[]) =>
  list(
    ctx,
    [...totals].sort((a, b) => b.total - a.total).map((t) => money(ctx, t.total, t.currency)),
  );

/** The period asked for: both ends given, one end (the other the month's), or this month. */
function resolvePeriod(ctx: ToolContext, args: { from?: string; to?: string }) {
  const month = periodOf('month', ctx.today);
  const from = args.from ?? (args.to ? periodOf('month', args.to).start : month.start);
  const to =
    args.to ?? (args.from ? (args.from > ctx.today ? periodOf('month', args.from).end : ctx.today) : month.end);
  return { from, to, thisMonth: from === month.start && to === month.end };
}

const goalProgress = (g: SavingsGoal) => (g.target_amount > 0 ? Math.floor((g.saved / g.target_amount) * 100) : 0);

function goalLine(ctx: ToolContext, g: SavingsGoal): string {
  const saved = money(ctx, g.saved, g.currency);
  const target = money(ctx, g.target_amount, g.currency);
  const pct = percent(ctx, goalProgress(g));
  const base = pick(ctx, {
    en: `${g.name}: ${saved} of ${target} (${pct})`,
    es: `${g.name}: ${saved} de ${target} (${pct})`,
    fr: `${g.name} : ${saved} sur ${target} (${pct})`,
  });
  if (g.saved >= g.target_amount)
    return `${base}${pick(ctx, { en: ', reached!', es: ', ¡conseguida!', fr: ', atteint !' })}`;
  if (g.monthly_needed !== null && g.target_date) {
    const m = money(ctx, g.monthly_needed, g.currency);
    const d = day(ctx, g.target_date);
    return `${base}${pick(ctx, {
      en: `, ${m} a month to reach it by ${d}`,
      es: `, ${m} al mes para lograrla antes del ${d}`,
      fr: `, ${m} par mois pour l'atteindre d'ici le ${d}`,
    })}`;
  }
  if (g.target_passed && g.target_date) {
    return `${base}${pick(ctx, {
      en: `, its date (${day(ctx, g.target_date)}) has passed`,
      es: `, su fecha (${day(ctx, g.target_date)}) ya pasó`,
      fr: `, sa date (${day(ctx, g.target_date)}) est passée`,
    })}`;
  }
  return base;
}

/**
 * A goal by name, case and accent-insensitive: the exact name first, else the names containing the words asked (or
 * contained in them). No name: the only goal. Several candidates are listed, never guessed.
 */
async function findGoal(
  s: ToolServices,
  ctx: ToolContext,
  name: string | undefined,
): Promise<{ goal: SavingsGoal } | { outcome: ToolOutcome }> {
  const goals = await s.savings.list(ctx.userId);
  if (goals.length === 0) {
    return {
      outcome: fail(
        'not_found',
        pick(ctx, {
          en: 'You have no savings goals yet. I can create one: tell me its name and target amount.',
          es: 'Aún no tienes metas de ahorro. Puedo crear una: dime su nombre y el importe objetivo.',
          fr: "Vous n'avez pas encore d'objectif d'épargne. Je peux en créer un : donnez-moi son nom et le montant visé.",
        }),
      ),
    };
  }
  let candidates = goals;
  const wanted = name ? fold(name) : '';
  if (wanted) {
    const exact = goals.filter((g) => fold(g.name) === wanted);
    const words = wanted.split(' ').filter((w) => w.length > 2);
    candidates = exact.length
      ? exact
      : goals.filter((g) => {
          const n = fold(g.name);
          return n.includes(wanted) || wanted.includes(n) || (words.length > 0 && words.every((w) => n.includes(w)));
        });
  }
  if (candidates.length === 1) return { goal: candidates[0]! };
  const names = goals.map((g) => g.name);
  if (candidates.length === 0) {
    return {
      outcome: fail(
        'not_found',
        pick(ctx, {
          en: `I couldn't find a savings goal called "${name}". Your goals: ${list(ctx, names)}.`,
          es: `No encontré ninguna meta de ahorro llamada «${name}». Tus metas: ${list(ctx, names)}.`,
          fr: `Je n'ai trouvé aucun objectif d'épargne nommé « ${name} ». Vos objectifs : ${list(ctx, names)}.`,
        }),
        { goals: names },
      ),
    };
  }
  const options = candidates.map((g) => g.name);
  return {
    outcome: fail(
      'ambiguous',
      pick(ctx, {
        en: `Which savings goal do you mean: ${list(ctx, options)}?`,
        es: `¿A qué meta de ahorro te refieres: ${list(ctx, options)}?`,
        fr: `De quel objectif d'épargne parlez-vous : ${list(ctx, options)} ?`,
      }),
      { candidates: options },
    ),
  };
}

const expenseText = (ctx: ToolContext, e: Expense) =>
  pick(ctx, {
    en: `the ${money(ctx, e.amount, e.currency)} ${category(ctx, e.category)} expense from ${day(ctx, e.date)}`,
    es: `el gasto de ${money(ctx, e.amount, e.currency)} en ${category(ctx, e.category)} del ${day(ctx, e.date)}`,
    fr: `la dépense de ${money(ctx, e.amount, e.currency)} en ${category(ctx, e.category)} du ${day(ctx, e.date)}`,
  });

/** The expense a delete means: that id, else the latest (matching the category and amount when given). */
async function findExpense(
  s: ToolServices,
  ctx: ToolContext,
  args: { id?: string; category?: ExpenseCategory; amount?: number },
): Promise<Expense | undefined> {
  const page = await s.expenses.list(ctx.userId, {
    ...(args.category ? { category: args.category } : {}),
    limit: args.id || args.amount !== undefined ? 500 : 1,
  });
  return page.data.find((e) => (args.id ? e.id === args.id : args.amount === undefined || e.amount === args.amount));
}

export function financeTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'log_expense',
      description:
        "Records an expense of the user's (amount, category, optional currency, date and description). Date defaults to today, currency to the user's.",
      destructive: false,
      async run(args, ctx) {
        const date = args.date ?? ctx.today;
        const saved = await s.expenses.create(ctx.userId, {
          amount: args.amount,
          category: args.category,
          date,
          description: args.description ?? '',
          ...(args.currency ? { currency: args.currency } : {}),
        });
        const e = saved.data;
        const what = e.description ? ` (${e.description})` : '';
        const main = pick(ctx, {
          en: `Logged ${money(ctx, e.amount, e.currency)} for ${category(ctx, e.category)}${what} ${when(ctx, e.date)}.`,
          es: `Registré ${money(ctx, e.amount, e.currency)} en ${category(ctx, e.category)}${what} ${when(ctx, e.date)}.`,
          fr: `J'ai enregistré ${money(ctx, e.amount, e.currency)} en ${category(ctx, e.category)}${what} ${when(ctx, e.date)}.`,
        });
        const alerts = alertText(ctx, saved.alerts);
        return ok(alerts ? `${main} ${alerts}` : main, { expense: e, alerts: saved.alerts }, ['expenses']);
      },
    }),

    tool({
      name: 'log_income',
      description: "Records income of the user's (amount, source, optional currency and date; date defaults to today).",
      destructive: false,
      async run(args, ctx) {
        const income = await s.income.create(ctx.userId, {
          source: args.source,
          amount: args.amount,
          date: args.date ?? ctx.today,
          recurrence: 'none',
          ...(args.currency ? { currency: args.currency } : {}),
        });
        const amount = money(ctx, income.amount, income.currency);
        return ok(
          pick(ctx, {
            en: `Logged ${amount} of income from ${income.source} ${when(ctx, income.date)}.`,
            es: `Registré un ingreso de ${amount} de ${income.source} ${when(ctx, income.date)}.`,
            fr: `J'ai enregistré un revenu de ${amount} (${income.source}) ${when(ctx, income.date)}.`,
          }),
          { income },
          ['income'],
        );
      },
    }),

    tool({
      name: 'spending_summary',
      description:
        'Total spent in a period (default this month), overall or for one category, per currency, with the top categories.',
      destructive: false,
      async run(args, ctx) {
        const { from, to, thisMonth } = resolvePeriod(ctx, args);
        const when = period(ctx, from, to, thisMonth);
        const page = await s.expenses.list(ctx.userId, {
          from,
          to,
          limit: 1,
          ...(args.category ? { category: args.category } : {}),
        });
        const totals = page.totals;
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
        const total = totalsText(ctx, totals);
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
        const byCategory: { category: ExpenseCategory; currency: string; total: number; count: number }[] = [];
        for (const c of EXPENSE_CATEGORIES) {
          const part = await s.expenses.list(ctx.userId, { from, to, category: c, limit: 1 });
          for (const t of part.totals) byCategory.push({ category: c, ...t });
        }
        // Top categories within the currency spent most in (or the user's), as shares only make sense in one.
        const main$ =
          totals.find((t) => t.currency === currencyOf(ctx))?.currency ??
          [...totals].sort((a, b) => b.count - a.count)[0]!.currency;
        const ranked = byCategory.filter((b) => b.currency === main$).sort((a, b) => b.total - a.total);
        const line = (rows: typeof ranked) =>
          list(
            ctx,
            rows.map((b) => `${category(ctx, b.category)} ${money(ctx, b.total, b.currency)}`),
          );
        const note =
          ranked.length > 1
            ? pick(ctx, {
                en: `Top categories: ${line(ranked.slice(0, 3))}.`,
                es: `Categorías principales: ${line(ranked.slice(0, 3))}.`,
                fr: `Principales catégories : ${line(ranked.slice(0, 3))}.`,
              })
            : null;
        const others = byCategory.filter((b) => b.currency !== main$);
        const detail = [
          countText,
          ranked.length > 3
            ? pick(ctx, { en: `All: ${line(ranked)}.`, es: `Todas: ${line(ranked)}.`, fr: `Toutes : ${line(ranked)}.` })
            : null,
          others.length ? `${line(others)}.` : null,
        ]
          .filter(Boolean)
          .join(' ');
        return ok(compose(ctx, main, { note, detail }), { from, to, category: null, totals, by_category: byCategory });
      },
    }),

    tool({
      name: 'income_summary',
      description: 'Total income in a period (default this month), per currency.',
      destructive: false,
      async run(args, ctx) {
        const { from, to, thisMonth } = resolvePeriod(ctx, args);
        const when = period(ctx, from, to, thisMonth);
        const page = await s.income.list(ctx.userId, { from, to, limit: 1 });
        if (page.totals.length === 0) {
          return ok(
            pick(ctx, {
              en: `You have no income logged ${when}.`,
              es: `No tienes ingresos registrados ${when}.`,
              fr: `Vous n'avez aucun revenu enregistré ${when}.`,
            }),
            { from, to, totals: [] },
          );
        }
        const count = page.totals.reduce((a, t) => a + t.count, 0);
        const total = totalsText(ctx, page.totals);
        return ok(
          pick(ctx, {
            en: `Your income ${when} is ${total} (${count} entr${count === 1 ? 'y' : 'ies'}).`,
            es: `Tus ingresos ${when} suman ${total} (${count} registro${count === 1 ? '' : 's'}).`,
            fr: `Vos revenus ${when} s'élèvent à ${total} (${count} entrée${count === 1 ? '' : 's'}).`,
          }),
          { from, to, totals: page.totals },
        );
      },
    }),

    tool({
      name: 'recent_expenses',
      description: "The user's latest expenses (default 5).",
      destructive: false,
      async run(args, ctx) {
        const page = await s.expenses.list(ctx.userId, { limit: args.limit ?? 5 });
        if (page.data.length === 0) {
          return ok(
            pick(ctx, {
              en: "You haven't logged any expenses yet.",
              es: 'Aún no has registrado gastos.',
              fr: "Vous n'avez encore enregistré aucune dépense.",
            }),
            { expenses: [] },
          );
        }
        const items = page.data.map(
          (e) =>
            `${money(ctx, e.amount, e.currency)} ${category(ctx, e.category)}, ${day(ctx, e.date)}${e.description ? ` (${e.description})` : ''}`,
        );
        return ok(
          pick(ctx, {
            en: `Your latest expenses: ${items.join('; ')}.`,
            es: `Tus últimos gastos: ${items.join('; ')}.`,
            fr: `Vos dernières dépenses : ${items.join(' ; ')}.`,
          }),
          { expenses: page.data },
        );
      },
    }),

    tool({
      name: 'budget_status',
      description:
        'Spending against the budgets in their current period: one category, the overall budget (category null), or all (no category).',
      destructive: false,
      async run(args, ctx) {
        const all = await s.budgets.status(ctx.userId, ctx.today);
        const wanted = args.category === undefined ? all : all.filter((b) => b.category === args.category);
        if (wanted.length === 0) {
          const which =
            args.category === undefined
              ? pick(ctx, {
                  en: 'You have no budgets yet.',
                  es: 'Aún no tienes presupuestos.',
                  fr: "Vous n'avez pas encore de budget.",
                })
              : pick(ctx, {
                  en: `You have no budget for ${category(ctx, args.category)} yet.`,
                  es: `Aún no tienes presupuesto para ${category(ctx, args.category)}.`,
                  fr: `Vous n'avez pas encore de budget pour ${category(ctx, args.category)}.`,
                });
          return ok(
            `${which} ${pick(ctx, {
              en: 'Want me to set one? Say for example "set a monthly fuel budget of 300".',
              es: '¿Quieres que cree uno? Di por ejemplo «pon un presupuesto mensual de combustible de 300».',
              fr: "Voulez-vous que j'en crée un ? Dites par exemple « fixe un budget carburant mensuel de 300 ».",
            })}`,
            { budgets: [] },
          );
        }
        const line = (b: BudgetStatus) => {
          const name = budgetName(ctx, b.category, b.period);
          const spent = money(ctx, b.spent, b.currency);
          const limit = money(ctx, b.amount, b.currency);
          const left = b.amount - b.spent;
          const rest =
            left >= 0
              ? pick(ctx, {
                  en: `${money(ctx, left, b.currency)} left`,
                  es: `quedan ${money(ctx, left, b.currency)}`,
                  fr: `reste ${money(ctx, left, b.currency)}`,
                })
              : pick(ctx, {
                  en: `${money(ctx, -left, b.currency)} over`,
                  es: `${money(ctx, -left, b.currency)} por encima`,
                  fr: `${money(ctx, -left, b.currency)} de dépassement`,
                });
          return pick(ctx, {
            en: `${name[0]!.toUpperCase()}${name.slice(1)}: ${spent} of ${limit} spent (${percent(ctx, b.percent)}), ${rest}`,
            es: `${name[0]!.toUpperCase()}${name.slice(1)}: ${spent} de ${limit} gastado (${percent(ctx, b.percent)}), ${rest}`,
            fr: `${name[0]!.toUpperCase()}${name.slice(1)} : ${spent} dépensé sur ${limit} (${percent(ctx, b.percent)}), ${rest}`,
          });
        };
        const explain = pick(ctx, {
          en: 'A budget counts what you spent in its category since its period started.',
          es: 'Un presupuesto cuenta lo gastado en su categoría desde que empezó su periodo.',
          fr: 'Un budget compte ce que vous avez dépensé dans sa catégorie depuis le début de sa période.',
        });
        return ok(compose(ctx, `${wanted.map(line).join('. ')}.`, { explain }), { budgets: wanted });
      },
    }),

    tool({
      name: 'set_budget',
      description:
        'Creates the budget for a category (null: overall) and period, or changes its amount when one exists.',
      destructive: false,
      async run(args, ctx) {
        const existing = (await s.budgets.list(ctx.userId)).find(
          (b) => b.category === args.category && b.period === args.period,
        );
        const saved = existing
          ? await s.budgets.update(ctx.userId, existing.id, { amount: args.amount })
          : await s.budgets.create(ctx.userId, {
              category: args.category,
              period: args.period,
              amount: args.amount,
              ...(args.currency ? { currency: args.currency } : {}),
            });
        const b = saved.data;
        const name = budgetName(ctx, b.category, b.period);
        const amount = money(ctx, b.amount, b.currency);
        const main = existing
          ? pick(ctx, {
              en: `Your ${name} is now ${amount} (was ${money(ctx, existing.amount, existing.currency)}).`,
              es: `Tu ${name} ahora es de ${amount} (antes ${money(ctx, existing.amount, existing.currency)}).`,
              fr: `Votre ${name} est maintenant de ${amount} (au lieu de ${money(ctx, existing.amount, existing.currency)}).`,
            })
          : pick(ctx, {
              en: `Set your ${name} to ${amount}.`,
              es: `Fijé tu ${name} en ${amount}.`,
              fr: `J'ai fixé votre ${name} à ${amount}.`,
            });
        const status = (await s.budgets.status(ctx.userId, ctx.today)).find((x) => x.budget_id === b.id);
        const note = status
          ? pick(ctx, {
              en: `So far this period: ${money(ctx, status.spent, status.currency)} (${percent(ctx, status.percent)}).`,
              es: `En lo que va del periodo: ${money(ctx, status.spent, status.currency)} (${percent(ctx, status.percent)}).`,
              fr: `Depuis le début de la période : ${money(ctx, status.spent, status.currency)} (${percent(ctx, status.percent)}).`,
            })
          : null;
        const alerts = alertText(ctx, saved.alerts);
        return ok(
          compose(ctx, alerts ? `${main} ${alerts}` : main, { note }),
          { budget: b, status: status ?? null, updated: !!existing },
          ['budgets'],
        );
      },
    }),

    tool({
      name: 'create_savings_goal',
      description: 'Creates a savings goal with a name, target amount, optional currency and target date.',
      destructive: false,
      async run(args, ctx) {
        const goal = await s.savings.create(ctx.userId, {
          name: args.name,
          target_amount: args.target_amount,
          ...(args.currency ? { currency: args.currency } : {}),
          ...(args.target_date ? { target_date: args.target_date } : {}),
        });
        const target = money(ctx, goal.target_amount, goal.currency);
        const main = pick(ctx, {
          en: `Created your savings goal "${goal.name}" for ${target}.`,
          es: `Creé tu meta de ahorro «${goal.name}» de ${target}.`,
          fr: `J'ai créé votre objectif d'épargne « ${goal.name} » de ${target}.`,
        });
        const note =
          goal.monthly_needed !== null && goal.target_date
            ? pick(ctx, {
                en: `Putting aside ${money(ctx, goal.monthly_needed, goal.currency)} a month reaches it by ${day(ctx, goal.target_date)}.`,
                es: `Ahorrando ${money(ctx, goal.monthly_needed, goal.currency)} al mes la alcanzas antes del ${day(ctx, goal.target_date)}.`,
                fr: `En mettant de côté ${money(ctx, goal.monthly_needed, goal.currency)} par mois, vous l'atteindrez d'ici le ${day(ctx, goal.target_date)}.`,
              })
            : null;
        return ok(note ? `${main} ${note}` : main, { goal }, ['savings_goals']);
      },
    }),

    tool({
      name: 'contribute_savings_goal',
      description: 'Adds money to a savings goal found by name (the only goal when the user has one).',
      destructive: false,
      async run(args, ctx) {
        const found = await findGoal(s, ctx, args.goal);
        if ('outcome' in found) return found.outcome;
        const contribution = await s.savings.addContribution(ctx.userId, found.goal.id, {
          amount: args.amount,
          date: args.date ?? ctx.today,
          note: '',
        });
        const goal = (await s.savings.list(ctx.userId)).find((g) => g.id === found.goal.id) ?? found.goal;
        const added = money(ctx, contribution.amount, goal.currency);
        return ok(
          pick(ctx, {
            en: `Added ${added} to ${goalLine(ctx, goal)}.`,
            es: `Añadí ${added} a ${goalLine(ctx, goal)}.`,
            fr: `J'ai ajouté ${added} à ${goalLine(ctx, goal)}.`,
          }),
          { contribution, goal },
          ['savings_goals'],
        );
      },
    }),

    tool({
      name: 'savings_progress',
      description: 'Progress of one savings goal (by name) or of all goals: saved of target, percent, monthly needed.',
      destructive: false,
      async run(args, ctx) {
        if (args.goal) {
          const found = await findGoal(s, ctx, args.goal);
          if ('outcome' in found) return found.outcome;
          return ok(`${goalLine(ctx, found.goal)}.`, { goals: [found.goal] });
        }
        const goals = await s.savings.list(ctx.userId);
        if (goals.length === 0) {
          return ok(
            pick(ctx, {
              en: 'You have no savings goals yet. I can create one: tell me its name and target amount.',
              es: 'Aún no tienes metas de ahorro. Puedo crear una: dime su nombre y el importe objetivo.',
              fr: "Vous n'avez pas encore d'objectif d'épargne. Je peux en créer un : donnez-moi son nom et le montant visé.",
            }),
            { goals: [] },
          );
        }
        return ok(`${goals.map((g) => goalLine(ctx, g)).join('. ')}.`, { goals });
      },
    }),

    tool({
      name: 'delete_expense',
      description:
        'Deletes ONE expense: the latest, or the latest matching a category and/or amount. Destructive: the user confirms first.',
      destructive: true,
      async confirmation(args, ctx) {
        const expense = await findExpense(s, ctx, args);
        if (!expense) return noExpense(ctx, args);
        return {
          prompt: pick(ctx, {
            en: `Delete ${expenseText(ctx, expense)}? Reply yes to confirm.`,
            es: `¿Borro ${expenseText(ctx, expense)}? Responde sí para confirmar.`,
            fr: `Supprimer ${expenseText(ctx, expense)} ? Répondez oui pour confirmer.`,
          }),
          args: { which: 'latest', id: expense.id, category: expense.category, amount: expense.amount },
        };
      },
      async run(args, ctx) {
        const expense = await findExpense(s, ctx, args);
        if (!expense) return noExpense(ctx, args);
        await s.expenses.remove(ctx.userId, expense.id);
        return ok(
          pick(ctx, {
            en: `Deleted ${expenseText(ctx, expense)}.`,
            es: `Borré ${expenseText(ctx, expense)}.`,
            fr: `J'ai supprimé ${expenseText(ctx, expense)}.`,
          }),
          { deleted: expense },
          ['expenses'],
        );
      },
    }),
  ];
}

function noExpense(ctx: ToolContext, args: { category?: ExpenseCategory; amount?: number }): ToolOutcome {
  const what = args.category
    ? pick(ctx, {
        en: ` ${category(ctx, args.category)}`,
        es: ` de ${category(ctx, args.category)}`,
        fr: ` en ${category(ctx, args.category)}`,
      })
    : '';
  return fail(
    'not_found',
    pick(ctx, {
      en: `I couldn't find a matching${what} expense to delete.`,
      es: `No encontré ningún gasto${what} que coincida para borrar.`,
      fr: `Je n'ai trouvé aucune dépense${what} correspondante à supprimer.`,
    }),
  );
}
