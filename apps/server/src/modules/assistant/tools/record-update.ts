import type { PamDataTopic } from '@ww/contracts';
import type { ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { pick } from './format.ts';
import { fail, ok, type ToolServices } from './kit.ts';
import { KIND_NAMES, recordLine, recordText, subjectOf, withSubject, type FoundRecord } from './record-text.ts';

type Changes = ToolArgsOut<'update_record'>['changes'];

const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The record after the change, through its service; null when nothing asked applies to its kind. */
async function applyChanges(
  s: ToolServices,
  ctx: ToolContext,
  f: FoundRecord,
  c: Changes,
): Promise<{ after: FoundRecord; topic: PamDataTopic } | null> {
  const u = ctx.userId;
  switch (f.kind) {
    case 'expense': {
      const patch = defined({
        amount: c.amount,
        currency: c.currency,
        date: c.date,
        category: c.category,
        description: c.label,
      });
      if (!Object.keys(patch).length) return null;
      const saved = await s.expenses.update(u, f.id, patch);
      return { after: { kind: 'expense', id: f.id, record: saved.data }, topic: 'expenses' };
    }
    case 'income': {
      const patch = defined({
        amount: c.amount,
        currency: c.currency,
        date: c.date,
        source: c.label,
        recurrence: c.recurrence,
      });
      if (!Object.keys(patch).length) return null;
      return { after: { kind: 'income', id: f.id, record: await s.income.update(u, f.id, patch) }, topic: 'income' };
    }
    case 'budget': {
      const patch = defined({ amount: c.amount, period: c.period });
      if (!Object.keys(patch).length) return null;
      const saved = await s.budgets.update(u, f.id, patch);
      return { after: { kind: 'budget', id: f.id, record: saved.data }, topic: 'budgets' };
    }
    case 'savings_goal': {
      const patch = defined({
        name: c.label,
        target_amount: c.amount,
        currency: c.currency,
        target_date: c.target_date ?? c.date,
      });
      if (!Object.keys(patch).length) return null;
      const goal = await s.savings.update(u, f.id, patch);
      return { after: { kind: 'savings_goal', id: f.id, record: goal }, topic: 'savings_goals' };
    }
    case 'contribution': {
      // A contribution has no edit on the screens either: it is taken back and given again as corrected.
      if (c.amount === undefined && c.date === undefined) return null;
      const goal = f.record.goal;
      await s.savings.removeContribution(u, goal.id, f.id);
      const added = await s.savings.addContribution(u, goal.id, {
        amount: c.amount ?? f.record.amount,
        date: c.date ?? f.record.date,
        note: f.record.note,
      });
      return { after: { kind: 'contribution', id: added.id, record: { ...added, goal } }, topic: 'savings_goals' };
    }
    case 'category_rule':
      return null;
  }
}

/** Changes one found record and says what it was and what it is now. */
export async function updateRecord(
  s: ToolServices,
  ctx: ToolContext,
  found: FoundRecord,
  changes: Changes,
): Promise<ToolOutcome> {
  const before = recordText(ctx, found);
  const done = await applyChanges(s, ctx, found, changes);
  if (!done) {
    const kind = pick(ctx, KIND_NAMES[found.kind].one);
    return fail(
      'invalid',
      pick(ctx, {
        en: `I can't change that on a ${kind}. Nothing was changed.`,
        es: `No puedo cambiar eso en un ${kind}. No se cambió nada.`,
        fr: `Je ne peux pas modifier cela sur un(e) ${kind}. Rien n'a été modifié.`,
      }),
    );
  }
  const now = recordLine(ctx, done.after);
  return withSubject(
    ok(
      pick(ctx, {
        en: `Changed ${before}: it is now ${now}.`,
        es: `Cambié ${before}: ahora es ${now}.`,
        fr: `J'ai modifié ${before} : c'est maintenant ${now}.`,
      }),
      { before: found.record, after: done.after.record },
      [done.topic],
    ),
    subjectOf(ctx, done.after),
  );
}
