import { percentOf } from '@ww/contracts';
import type { SavingsGoal } from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { day, fold, list, money, percent, pick } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import { subjectOf, withSubject } from './record-text.ts';

const goalProgress = (g: SavingsGoal) => Math.floor(percentOf(g.saved, g.target_amount));

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

/** The goal a contribution went to ('put another 50 in it' right after a contribution). */
async function goalOfContribution(s: ToolServices, ctx: ToolContext, goals: SavingsGoal[], id: string) {
  for (const g of goals) if ((await s.savings.contributions(ctx.userId, g.id)).some((c) => c.id === id)) return g;
  return undefined;
}

/**
 * A goal by name, case and accent-insensitive: the exact name first, else the names containing the words asked (or
 * contained in them). No name: the only goal. Several candidates are listed, never guessed.
 */
async function findGoal(
  s: ToolServices,
  ctx: ToolContext,
  name: string | undefined,
  id?: string,
): Promise<{ goal: SavingsGoal } | { outcome: ToolOutcome }> {
  const goals = await s.savings.list(ctx.userId);
  const pinned = id ? (goals.find((g) => g.id === id) ?? (await goalOfContribution(s, ctx, goals, id))) : undefined;
  if (pinned) return { goal: pinned };
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

/** Savings goals: create one, add to one, say how they stand. */
export function savingsTools(s: ToolServices): PamTool[] {
  return [
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
        return withSubject(
          ok(note ? `${main} ${note}` : main, { goal }, ['savings_goals']),
          subjectOf(ctx, { kind: 'savings_goal', id: goal.id, record: goal }),
        );
      },
    }),

    tool({
      name: 'contribute_savings_goal',
      description: 'Adds money to a savings goal found by name (the only goal when the user has one).',
      destructive: false,
      async run(args, ctx) {
        const found = await findGoal(s, ctx, args.goal, args.id);
        if ('outcome' in found) return found.outcome;
        const contribution = await s.savings.addContribution(ctx.userId, found.goal.id, {
          amount: args.amount,
          date: args.date ?? ctx.today,
          note: '',
        });
        const goal = (await s.savings.list(ctx.userId)).find((g) => g.id === found.goal.id) ?? found.goal;
        const added = money(ctx, contribution.amount, goal.currency);
        return withSubject(
          ok(
            pick(ctx, {
              en: `Added ${added} to ${goalLine(ctx, goal)}.`,
              es: `Añadí ${added} a ${goalLine(ctx, goal)}.`,
              fr: `J'ai ajouté ${added} à ${goalLine(ctx, goal)}.`,
            }),
            { contribution, goal },
            ['savings_goals'],
          ),
          subjectOf(ctx, { kind: 'contribution', id: contribution.id, record: { ...contribution, goal } }),
        );
      },
    }),

    tool({
      name: 'savings_progress',
      description: 'Progress of one savings goal (by name) or of all goals: saved of target, percent, monthly needed.',
      destructive: false,
      async run(args, ctx) {
        if (args.goal || args.id) {
          const found = await findGoal(s, ctx, args.goal, args.id);
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
  ];
}
