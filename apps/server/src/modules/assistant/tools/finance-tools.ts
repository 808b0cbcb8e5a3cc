import {
  addDays,
  decimalToAmount,
  minorUnitsToDecimal,
  toMinorUnits,
  type BudgetAlert,
  type BudgetStatus,
} from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext } from '../assistant.types.ts';
import { financeExtraTools } from './finance-extra-tools.ts';
import { savingsTools } from './finance-goal-tools.ts';
import { incomeSourceFor } from './finance-side-income-earnings.ts';
import { resolvePeriod, spendingSummary, totalsText } from './finance-summary-tool.ts';
import { category, day, list, money, percent, period, pick } from './format.ts';
import { compose, ok, tool, type ToolServices } from './kit.ts';
import { budgetName, extraDescription, PERIODS, subjectOf, withSubject } from './record-text.ts';
import { deleteConfirmation, runDelete } from './record-tools.ts';

/** 'today (Nov 24, 2026)', 'yesterday (Nov 23, 2026)', 'on Nov 20, 2026'. */
function when(ctx: ToolContext, date: string): string {
  const d = day(ctx, date);
  if (date === ctx.today) return pick(ctx, { en: `today (${d})`, es: `hoy (${d})`, fr: `aujourd'hui (${d})` });
  if (date === addDays(ctx.today, -1))
    return pick(ctx, { en: `yesterday (${d})`, es: `ayer (${d})`, fr: `hier (${d})` });
  return pick(ctx, { en: `on ${d}`, es: `el ${d}`, fr: `le ${d}` });
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

export function financeTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'log_expense',
      description:
        "Records an expense of the user's (amount, category, optional currency, date and description). Date defaults to today, currency to the user's.",
      destructive: false,
      async run(args, ctx) {
        const date = args.date ?? ctx.today;
        const said = [args, ...(args.also ?? [])].map((item) => ({
          amount: item.amount,
          category: item.category,
          date,
          description: item.description ?? '',
          ...((item.currency ?? args.currency) ? { currency: item.currency ?? args.currency } : {}),
        }));
        const saved = [];
        for (const input of said) saved.push(await s.expenses.create(ctx.userId, input));
        const items = saved.map(({ data: e }) => {
          const extra = extraDescription(e.description);
          return pick(ctx, {
            en: `${money(ctx, e.amount, e.currency)} for ${category(ctx, e.category)}`,
            es: `${money(ctx, e.amount, e.currency)} en ${category(ctx, e.category)}`,
            fr: `${money(ctx, e.amount, e.currency)} en ${category(ctx, e.category)}`,
          }).concat(extra ? ` (${extra})` : '');
        });
        const logged = `${list(ctx, items)} ${when(ctx, date)}`;
        const main = pick(ctx, {
          en: `Logged ${logged}.`,
          es: `Registré ${logged}.`,
          fr: `J'ai enregistré ${logged}.`,
        });
        // Per budget, the highest threshold the expenses crossed together (the last one's).
        const crossed = [...new Map(saved.flatMap((x) => x.alerts).map((a) => [a.budget_id, a])).values()];
        const alerts = alertText(ctx, crossed);
        const last = saved.at(-1)!.data;
        return withSubject(
          ok(
            alerts ? `${main} ${alerts}` : main,
            {
              expense: saved[0]!.data,
              ...(saved.length > 1 ? { expenses: saved.map((x) => x.data) } : {}),
              alerts: crossed,
            },
            ['expenses'],
          ),
          subjectOf(ctx, { kind: 'expense', id: last.id, record: last }),
        );
      },
    }),

    tool({
      name: 'log_income',
      description: "Records income of the user's (amount, source, optional currency and date; date defaults to today).",
      destructive: false,
      async run(args, ctx) {
        const linked = await incomeSourceFor(s, ctx, args);
        if (!linked.ok) return linked.outcome;
        const side = linked.value;
        // As the tracker's "Add income" does: the line is named after the source and linked to it.
        const income = await s.income.create(ctx.userId, {
          source: side?.name ?? args.source,
          amount: args.amount,
          date: args.date ?? ctx.today,
          recurrence: args.recurrence ?? 'none',
          side_income_source_id: side?.id ?? null,
          ...(args.currency ? { currency: args.currency } : {}),
        });
        const amount = money(ctx, income.amount, income.currency);
        const every =
          income.recurrence === 'none'
            ? ''
            : pick(ctx, {
                en: ` (repeats ${PERIODS[income.recurrence]!.en})`,
                es: ` (se repite: ${PERIODS[income.recurrence]!.es})`,
                fr: ` (récurrent : ${PERIODS[income.recurrence]!.fr})`,
              });
        const tracked = side
          ? pick(ctx, {
              en: ` It counts toward your side income "${side.name}".`,
              es: ` Cuenta para tu ingreso extra «${side.name}».`,
              fr: ` Il compte pour votre revenu d'appoint « ${side.name} ».`,
            })
          : '';
        return withSubject(
          ok(
            pick(ctx, {
              en: `Logged ${amount} of income from ${income.source} ${when(ctx, income.date)}${every}.${tracked}`,
              es: `Registré un ingreso de ${amount} de ${income.source} ${when(ctx, income.date)}${every}.${tracked}`,
              fr: `J'ai enregistré un revenu de ${amount} (${income.source}) ${when(ctx, income.date)}${every}.${tracked}`,
            }),
            { income },
            ['income'],
          ),
          subjectOf(ctx, { kind: 'income', id: income.id, record: income }),
        );
      },
    }),

    spendingSummary(s),

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
            `${money(ctx, e.amount, e.currency)} ${category(ctx, e.category)}, ${day(ctx, e.date)}${extraDescription(e.description) ? ` (${extraDescription(e.description)})` : ''}`,
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
        const wanted =
          args.id !== undefined
            ? all.filter((b) => b.budget_id === args.id)
            : args.category === undefined
              ? all
              : all.filter((b) => b.category === args.category);
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
      async run(said, ctx) {
        const args = budgetTerms(said);
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
        const converted = said.amount_per ? `${conversionText(ctx, said, args.amount, b.currency)} ` : '';
        return withSubject(
          ok(
            compose(ctx, `${converted}${alerts ? `${main} ${alerts}` : main}`, { note }),
            { budget: b, status: status ?? null, updated: !!existing },
            ['budgets'],
          ),
          subjectOf(ctx, { kind: 'budget', id: b.id, record: b }),
        );
      },
    }),

    ...savingsTools(s),
    ...financeExtraTools(s),

    tool({
      name: 'delete_expense',
      description:
        'Deletes ONE expense: the latest (matching a category and/or amount), or the one named by words (description, period); several fitting are listed and `choice` picks one. Destructive: the user confirms first.',
      destructive: true,
      async confirmation(args, ctx) {
        const asked = await deleteConfirmation(s, ctx, deleteFilter(args));
        if (!('prompt' in asked)) return asked;
        if (asked.handover) return { prompt: asked.prompt, handover: asked.handover };
        return { prompt: asked.prompt, args: { which: 'latest', id: asked.args?.id } };
      },
      run: (args, ctx) => runDelete(s, ctx, deleteFilter(args)),
    }),
  ];
}

/** delete_expense's arguments as a delete by words: with no words, period or choice, the latest that fits. */
function deleteFilter(args: ToolArgsOut<'delete_expense'>): ToolArgsOut<'delete_record'> {
  const named =
    args.text !== undefined || args.from !== undefined || args.to !== undefined || args.choice !== undefined;
  const defined = Object.fromEntries(
    Object.entries({
      id: args.id,
      category: args.category,
      amount: args.amount,
      text: args.text,
      from: args.from,
      to: args.to,
      choice: args.choice,
    }).filter(([, v]) => v !== undefined),
  );
  return { kind: 'expense', ...defined, ...(named || args.id ? {} : { latest: true }) };
}

type SetBudgetArgs = ToolArgsOut<'set_budget'>;

/** Budgets are weekly or monthly: an amount for a fortnight is half a weekly one, a year's a twelfth of a monthly. */
function budgetTerms(args: SetBudgetArgs): SetBudgetArgs {
  if (!args.amount_per) return args;
  const weekly = args.amount_per === 'fortnight';
  // Exact money: the share is worked out in cents (amountSchema holds at most 2 decimals).
  const cents = Math.round(toMinorUnits(args.amount)! / (weekly ? 2 : 12));
  return { ...args, period: weekly ? 'weekly' : 'monthly', amount: decimalToAmount(minorUnitsToDecimal(cents)) };
}

/** "Budgets run by the week or the month, so $200 a fortnight is $100 a week." — what was said, what it became. */
function conversionText(ctx: ToolContext, said: SetBudgetArgs, amount: number, currency: string): string {
  const whole = money(ctx, said.amount, currency);
  const part = money(ctx, amount, currency);
  return said.amount_per === 'fortnight'
    ? pick(ctx, {
        en: `Budgets run by the week or the month, so ${whole} a fortnight is ${part} a week.`,
        es: `Los presupuestos son semanales o mensuales, así que ${whole} por quincena son ${part} a la semana.`,
        fr: `Les budgets sont hebdomadaires ou mensuels : ${whole} par quinzaine font ${part} par semaine.`,
      })
    : pick(ctx, {
        en: `Budgets run by the week or the month, so ${whole} a year is ${part} a month.`,
        es: `Los presupuestos son semanales o mensuales, así que ${whole} al año son ${part} al mes.`,
        fr: `Les budgets sont hebdomadaires ou mensuels : ${whole} par an font ${part} par mois.`,
      });
}
