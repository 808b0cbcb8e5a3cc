import { safetyChecklistPatchSchema, type SafetyChecklist } from '@ww/contracts';
import type { PamTool, ToolArgsOut, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { fold, pick } from './format.ts';
import { fail, invalidArgs, ok, tool, type ToolServices } from './kit.ts';
import { ambiguous, byWords, noneYet, oneOf, withSubject } from './wheels-kit.ts';
import { noRun, openRun, runName } from './wheels-safety-tools.ts';
import { listed } from './wheels-schedule-tools.ts';

/** The user's own checklists changed (renamed, items added or taken off) and a run in progress discarded. */

const CHECKLIST = { en: 'a checklist of your own', es: 'ninguna lista tuya', fr: 'aucune liste à vous' };
const NO_OWN = {
  en: 'You have no checklists of your own: the built-in ones cannot be changed. Say "make a checklist \'leaving\': water off, steps in" to make one.',
  es: 'No tienes listas propias: las integradas no se pueden cambiar. Di «crea una lista "salida": agua cerrada, escalón recogido» para hacer una.',
  fr: "Vous n'avez pas de liste à vous : les listes intégrées ne se modifient pas. Dites « crée une liste « départ » : eau fermée, marchepied rentré » pour en faire une.",
};

const quoted = (items: string[]) => items.map((i) => `"${i}"`).join(', ');

/** The items left once those named are taken off, or the outcome when one is not there or several fit. */
function withoutNamed(
  ctx: ToolContext,
  c: SafetyChecklist,
  named: string[],
): { items: string[] } | { outcome: ToolOutcome } {
  let items = [...c.items];
  for (const said of named) {
    const exact = items.filter((i) => fold(i) === fold(said));
    const fits = exact.length ? exact : byWords(items, said, (i) => i);
    if (fits.length === 0) {
      return {
        outcome: fail(
          'not_found',
          pick(ctx, {
            en: `"${said}" is not on your checklist "${c.name}" (${listed(ctx, c.items)}).`,
            es: `«${said}» no está en tu lista «${c.name}» (${listed(ctx, c.items)}).`,
            fr: `« ${said} » n'est pas dans votre liste « ${c.name} » (${listed(ctx, c.items)}).`,
          }),
        ),
      };
    }
    if (new Set(fits).size > 1) return { outcome: ambiguous(ctx, [...new Set(fits)]) };
    items = items.filter((i) => i !== fits[0]);
  }
  return { items };
}

/** What changed, in words: 'renamed it "Leaving"; added "tyres"; took off "gas"'. */
function changes(ctx: ToolContext, before: SafetyChecklist, after: SafetyChecklist, added: string[]): string {
  const removed = before.items.filter((i) => !after.items.includes(i));
  const parts = [
    before.name !== after.name
      ? pick(ctx, {
          en: `renamed it "${after.name}"`,
          es: `la renombré «${after.name}»`,
          fr: `je l'ai renommée « ${after.name} »`,
        })
      : '',
    added.length ? pick(ctx, { en: 'added ', es: 'añadí ', fr: "j'ai ajouté " }) + quoted(added) : '',
    removed.length ? pick(ctx, { en: 'took off ', es: 'quité ', fr: "j'ai retiré " }) + quoted(removed) : '',
  ];
  return parts.filter(Boolean).join('; ');
}

type EditArgs = ToolArgsOut<'update_checklist'>;

async function editChecklist(s: ToolServices, ctx: ToolContext, args: EditArgs): Promise<ToolOutcome> {
  const own = await s.safetyChecklists.list(ctx.userId);
  if (own.length === 0) return noneYet(ctx, NO_OWN);
  const found = oneOf(
    ctx,
    own,
    { id: args.id, query: args.checklist, choice: args.choice },
    { text: (c) => c.name, label: (c) => c.name, what: CHECKLIST },
  );
  if ('outcome' in found) return found.outcome;
  const c = found.record;
  const kept = withoutNamed(ctx, c, args.remove_items ?? []);
  if ('outcome' in kept) return kept.outcome;
  const added = (args.add_items ?? []).filter((i) => !kept.items.some((k) => fold(k) === fold(i)));
  const items = [...kept.items, ...added];
  const patch = safetyChecklistPatchSchema.safeParse({
    ...(args.new_name ? { name: args.new_name } : {}),
    ...(items.join('\n') !== c.items.join('\n') ? { items } : {}),
  });
  if (!patch.success) return invalidArgs(ctx, patch.error);
  const clash = args.new_name && own.find((o) => o.id !== c.id && fold(o.name) === fold(args.new_name!));
  if (clash) {
    return fail(
      'conflict',
      pick(ctx, {
        en: `You already have a checklist called "${clash.name}".`,
        es: `Ya tienes una lista llamada «${clash.name}».`,
        fr: `Vous avez déjà une liste nommée « ${clash.name} ».`,
      }),
    );
  }
  const after = Object.keys(patch.data).length ? await s.safetyChecklists.update(ctx.userId, c.id, patch.data) : c;
  const done = changes(ctx, c, after, added);
  const now = listed(ctx, after.items);
  return withSubject(
    ok(
      done
        ? pick(ctx, {
            en: `Updated your checklist "${c.name}": ${done}. It now has ${after.items.length} items: ${now}.`,
            es: `Actualicé tu lista «${c.name}»: ${done}. Ahora tiene ${after.items.length} puntos: ${now}.`,
            fr: `J'ai mis à jour votre liste « ${c.name} » : ${done}. Elle a maintenant ${after.items.length} points : ${now}.`,
          })
        : pick(ctx, {
            en: `Your checklist "${c.name}" already reads: ${now}. Nothing to change.`,
            es: `Tu lista «${c.name}» ya dice: ${now}. No hay nada que cambiar.`,
            fr: `Votre liste « ${c.name} » contient déjà : ${now}. Rien à changer.`,
          }),
      { checklist: after },
      done ? ['safety'] : [],
    ),
    { kind: 'safety_checklist', id: after.id, label: after.name },
  );
}

export function checklistEditTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'update_checklist',
      description:
        "Changes one of the user's own safety checklists, named in words: renames it, adds items at the end, takes items off (named in words).",
      destructive: false,
      help: {
        en: 'change your own checklists ("add \'check tyre pressure\' to my departure checklist"), or discard a run in progress',
        es: 'cambiar tus listas («añade "presión de neumáticos" a mi lista de salida»), o descartar una lista en curso',
        fr: 'modifier vos listes (« ajoute « pression des pneus » à ma liste départ »), ou abandonner une liste en cours',
      },
      run: (args, ctx) => editChecklist(s, ctx, args),
    }),

    tool({
      name: 'discard_checklist_run',
      description:
        'Discards the safety checklist run in progress (deletes it from the history, as the Safety tab does; asks first).',
      destructive: true,
      async confirmation(_args, ctx) {
        const run = await openRun(s, ctx);
        if (!run) return noRun(ctx);
        const done = run.items.filter((i) => i.checked).length;
        return {
          prompt: pick(ctx, {
            en: `Discard the ${runName(ctx, run)} checklist in progress (${done} of ${run.items.length} ticked)? Reply "yes" to discard it or "no" to keep going.`,
            es: `¿Descarto la lista ${runName(ctx, run)} en curso (${done} de ${run.items.length} marcados)? Responde «sí» para descartarla o «no» para seguir.`,
            fr: `Abandonner la liste ${runName(ctx, run)} en cours (${done} sur ${run.items.length} cochés) ? Répondez « oui » pour l'abandonner ou « non » pour continuer.`,
          }),
          args: {},
        };
      },
      async run(_args, ctx) {
        const run = await openRun(s, ctx);
        if (!run) return noRun(ctx);
        await s.safetyChecklists.removeRun(ctx.userId, run.id);
        return ok(
          pick(ctx, {
            en: `Discarded the ${runName(ctx, run)} checklist in progress. Say "start the ${runName(ctx, run)} checklist" to begin again.`,
            es: `Descarté la lista ${runName(ctx, run)} en curso. Di «empieza la lista ${runName(ctx, run)}» para volver a empezar.`,
            fr: `J'ai abandonné la liste ${runName(ctx, run)} en cours. Dites « commence la liste ${runName(ctx, run)} » pour recommencer.`,
          }),
          { discarded: run.id },
          ['safety'],
        );
      },
    }),
  ];
}
