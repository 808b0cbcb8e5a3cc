import {
  maintenanceSchedulePatchSchema,
  safetyChecklistInputSchema,
  type MaintenanceReminder,
  type MaintenanceSchedule,
  type SafetyChecklist,
} from '@ww/contracts';
import type { PamSubject, PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { day, distance, distanceAsTyped, fold, list, pick, unitsOf } from './format.ts';
import { fail, invalidArgs, ok, tool, type ToolServices } from './kit.ts';
import { noneYet, oneOf, withSubject } from './wheels-kit.ts';
import { preferenceTools, storageWeightTool } from './wheels-prefs-tools.ts';
import { itemText, runName } from './wheels-safety-tools.ts';
import { addSchedule } from './wheels-upkeep-tools.ts';

/** Maintenance schedules listed, changed and deleted; own checklists; the weight carried; travel preferences. */

const SCHEDULE = { en: 'a maintenance schedule', es: 'ningún plan de mantenimiento', fr: "aucun plan d'entretien" };
const CHECKLIST = { en: 'a checklist of your own', es: 'ninguna lista tuya', fr: 'aucune liste à vous' };

/** 'every 8,000 km or 12 months'. */
function interval(ctx: ToolContext, s: Omit<MaintenanceSchedule, 'id' | 'user_id' | 'created_at' | 'updated_at'>) {
  const every: string[] = [];
  if (s.every_km !== null) every.push(distanceAsTyped(ctx, { ...s, every_km: s.every_km }));
  if (s.every_months !== null) {
    const m = s.every_months;
    every.push(
      pick(ctx, { en: `${m} month${m === 1 ? '' : 's'}`, es: `${m} mes${m === 1 ? '' : 'es'}`, fr: `${m} mois` }),
    );
  }
  const joined = every.join(pick(ctx, { en: ' or ', es: ' o ', fr: ' ou ' }));
  return pick(ctx, { en: `every ${joined}`, es: `cada ${joined}`, fr: `tous les ${joined}` });
}

/** When a schedule is next due, from its reminder: ', next on 3 Mar 2027 or at 52,000 km'. */
function nextDue(ctx: ToolContext, r: MaintenanceReminder | undefined): string {
  if (!r) return '';
  if (r.never_done) return pick(ctx, { en: ', never logged', es: ', nunca registrado', fr: ', jamais enregistré' });
  const due: string[] = [];
  if (r.due_on) due.push(day(ctx, r.due_on));
  if (r.due_km !== null) due.push(pick(ctx, { en: 'at ', es: 'a los ', fr: 'à ' }) + distance(ctx, r.due_km));
  if (!due.length) return '';
  const late = r.status === 'overdue' ? pick(ctx, { en: ' (overdue)', es: ' (vencido)', fr: ' (en retard)' }) : '';
  return (
    pick(ctx, { en: ', next ', es: ', próximo ', fr: ', prochain ' }) +
    due.join(pick(ctx, { en: ' or ', es: ' o ', fr: ' ou ' })) +
    late
  );
}

const scheduleLabel = (ctx: ToolContext, s: MaintenanceSchedule) => `${s.task} (${interval(ctx, s)})`;
const scheduleSubject = (ctx: ToolContext, s: MaintenanceSchedule): PamSubject => ({
  kind: 'maintenance_schedule',
  id: s.id,
  label: scheduleLabel(ctx, s),
});

export function scheduleTools(s: ToolServices): PamTool[] {
  const findSchedule = async (
    ctx: ToolContext,
    args: { id?: string | undefined; schedule?: string | undefined; choice?: number | undefined },
  ) => {
    const schedules = await s.maintenance.listSchedules(ctx.userId);
    if (schedules.length === 0) return { outcome: noneYet(ctx, NO_SCHEDULES) };
    return oneOf(
      ctx,
      schedules,
      { id: args.id, query: args.schedule, choice: args.choice },
      { text: (x) => x.task, label: (x) => scheduleLabel(ctx, x), what: SCHEDULE },
    );
  };

  const findChecklist = async (
    ctx: ToolContext,
    args: { id?: string | undefined; checklist?: string | undefined; choice?: number | undefined },
  ): Promise<{ record: SafetyChecklist } | { outcome: ToolOutcome }> => {
    const own = await s.safetyChecklists.list(ctx.userId);
    if (own.length === 0) return { outcome: noneYet(ctx, NO_CHECKLISTS) };
    return oneOf(
      ctx,
      own,
      { id: args.id, query: args.checklist, choice: args.choice },
      { text: (c) => c.name, label: (c) => c.name, what: CHECKLIST },
    );
  };

  return [
    tool({
      name: 'list_maintenance_schedules',
      description: 'The maintenance schedules: each task, its interval and when it is next due.',
      destructive: false,
      async run(_args, ctx) {
        const reminders = await s.maintenance.reminders(ctx.userId, ctx.today);
        const schedules = await s.maintenance.listSchedules(ctx.userId);
        if (schedules.length === 0) return noneYet(ctx, NO_SCHEDULES);
        const lines = schedules.map((x) => {
          const on = x.vehicle_id ? reminders.find((r) => r.schedule_id === x.id)?.vehicle_name : null;
          const reminder = reminders.find((r) => r.schedule_id === x.id);
          return `${x.task}${on ? ` (${on})` : ''} ${interval(ctx, x)}${nextDue(ctx, reminder)}`;
        });
        const outcome = ok(
          pick(ctx, {
            en: `Your maintenance schedules: ${lines.join('; ')}.`,
            es: `Tus planes de mantenimiento: ${lines.join('; ')}.`,
            fr: `Vos plans d'entretien : ${lines.join(' ; ')}.`,
          }),
          { schedules },
        );
        return schedules.length === 1 ? withSubject(outcome, scheduleSubject(ctx, schedules[0]!)) : outcome;
      },
    }),

    tool({
      name: 'update_maintenance_schedule',
      description:
        'Changes a maintenance schedule named by its task (or by id): its interval in km or miles and/or months, or its task. No schedule of those words and an interval given: adds it as a new schedule.',
      destructive: false,
      async run(args, ctx) {
        const found = await findSchedule(ctx, args);
        if ('outcome' in found) {
          // "set the propane check every 3 months" with no schedule of those words: a new one was meant.
          const interval = args.every_distance !== undefined || args.every_months !== undefined;
          const unmatched = !found.outcome.ok && found.outcome.code === 'not_found' && !args.id && args.schedule;
          if (!interval || !unmatched) return found.outcome;
          return addSchedule(s, ctx, { ...args, task: args.schedule! }, true);
        }
        const patch = maintenanceSchedulePatchSchema.safeParse({
          ...(args.every_distance !== undefined
            ? {
                every_distance: args.every_distance,
                every_distance_unit: args.distance_unit ?? unitsOf(ctx).distance_unit,
              }
            : {}),
          ...(args.every_months !== undefined ? { every_months: args.every_months } : {}),
          ...(args.new_task ? { task: args.new_task } : {}),
        });
        if (!patch.success) return invalidArgs(ctx, patch.error);
        if (Object.keys(patch.data).length === 0) {
          const label = scheduleLabel(ctx, found.record);
          return fail(
            'invalid',
            pick(ctx, {
              en: `What should I change in ${label}? For example "every 8,000 km" or "every 6 months".`,
              es: `¿Qué cambio en ${label}? Por ejemplo «cada 8.000 km» o «cada 6 meses».`,
              fr: `Que dois-je changer dans ${label} ? Par exemple « tous les 8 000 km » ou « tous les 6 mois ».`,
            }),
          );
        }
        const schedule = await s.maintenance.updateSchedule(ctx.userId, found.record.id, patch.data);
        const reminder = (await s.maintenance.reminders(ctx.userId, ctx.today)).find(
          (r) => r.schedule_id === schedule.id,
        );
        const every = interval(ctx, schedule);
        const next = nextDue(ctx, reminder);
        return withSubject(
          ok(
            pick(ctx, {
              en: `Done: ${schedule.task} is now ${every}${next}.`,
              es: `Hecho: ${schedule.task} ahora es ${every}${next}.`,
              fr: `C'est fait : ${schedule.task} est maintenant ${every}${next}.`,
            }),
            { schedule, reminder: reminder ?? null },
            ['maintenance'],
          ),
          scheduleSubject(ctx, schedule),
        );
      },
    }),

    tool({
      name: 'delete_maintenance_schedule',
      description:
        'Deletes a maintenance schedule named by its task, or by id (asks first); the maintenance records stay.',
      destructive: true,
      async confirmation(args, ctx) {
        const found = await findSchedule(ctx, args);
        if ('outcome' in found) return found.outcome;
        const label = scheduleLabel(ctx, found.record);
        return {
          prompt: pick(ctx, {
            en: `Delete the maintenance schedule ${label}? Your maintenance records stay. Reply "yes" to delete it or "no" to keep it.`,
            es: `¿Borro el plan de mantenimiento ${label}? Tus registros de mantenimiento se quedan. Responde «sí» para borrarlo o «no» para conservarlo.`,
            fr: `Supprimer le plan d'entretien ${label} ? Vos entretiens enregistrés restent. Répondez « oui » pour le supprimer ou « non » pour le garder.`,
          }),
          args: { id: found.record.id },
        };
      },
      async run(args, ctx) {
        const found = await findSchedule(ctx, args);
        if ('outcome' in found) return found.outcome;
        await s.maintenance.removeSchedule(ctx.userId, found.record.id);
        const label = scheduleLabel(ctx, found.record);
        return ok(
          pick(ctx, {
            en: `Deleted the maintenance schedule ${label}.`,
            es: `Borré el plan de mantenimiento ${label}.`,
            fr: `J'ai supprimé le plan d'entretien ${label}.`,
          }),
          { deleted: found.record.id },
          ['maintenance'],
        );
      },
    }),

    tool({
      name: 'create_checklist',
      description: "Creates one of the user's own safety checklists: a name and its items, in order.",
      destructive: false,
      help: {
        en: 'make your own checklists, finish or delete them ("make a checklist \'leaving the site\': water off, steps in")',
        es: 'crear tus propias listas, terminarlas o borrarlas («crea una lista «salir del camping»: agua cerrada, escalón dentro»)',
        fr: 'créer vos propres listes, les terminer ou les supprimer (« crée une liste « quitter le camping » : eau coupée, marche rentrée »)',
      },
      async run(args, ctx) {
        const input = safetyChecklistInputSchema.safeParse({ name: args.name, items: args.items });
        if (!input.success) return invalidArgs(ctx, input.error);
        const own = await s.safetyChecklists.list(ctx.userId);
        const same = own.find((c) => fold(c.name) === fold(input.data.name));
        if (same) {
          return fail(
            'conflict',
            pick(ctx, {
              en: `You already have a checklist called "${same.name}" (${listed(ctx, same.items)}).`,
              es: `Ya tienes una lista llamada «${same.name}» (${listed(ctx, same.items)}).`,
              fr: `Vous avez déjà une liste nommée « ${same.name} » (${listed(ctx, same.items)}).`,
            }),
          );
        }
        const made = await s.safetyChecklists.create(ctx.userId, input.data);
        const n = made.items.length;
        return withSubject(
          ok(
            pick(ctx, {
              en: `Created your checklist "${made.name}" with ${n} item${n === 1 ? '' : 's'}: ${listed(ctx, made.items)}. Say "start the ${made.name} checklist" to run it.`,
              es: `Creé tu lista «${made.name}» con ${n} punto${n === 1 ? '' : 's'}: ${listed(ctx, made.items)}. Di «empieza la lista ${made.name}» para usarla.`,
              fr: `J'ai créé votre liste « ${made.name} » avec ${n} point${n === 1 ? '' : 's'} : ${listed(ctx, made.items)}. Dites « commence la liste ${made.name} » pour la lancer.`,
            }),
            { checklist: made },
            ['safety'],
          ),
          { kind: 'safety_checklist', id: made.id, label: made.name },
        );
      },
    }),

    tool({
      name: 'delete_checklist',
      description: "Deletes one of the user's own safety checklists, named in words or by id (asks first).",
      destructive: true,
      async confirmation(args, ctx) {
        const found = await findChecklist(ctx, args);
        if ('outcome' in found) return found.outcome;
        const c = found.record;
        return {
          prompt: pick(ctx, {
            en: `Delete your checklist "${c.name}" (${listed(ctx, c.items)})? Reply "yes" to delete it or "no" to keep it.`,
            es: `¿Borro tu lista «${c.name}» (${listed(ctx, c.items)})? Responde «sí» para borrarla o «no» para conservarla.`,
            fr: `Supprimer votre liste « ${c.name} » (${listed(ctx, c.items)}) ? Répondez « oui » pour la supprimer ou « non » pour la garder.`,
          }),
          args: { id: c.id },
        };
      },
      async run(args, ctx) {
        const found = await findChecklist(ctx, args);
        if ('outcome' in found) return found.outcome;
        await s.safetyChecklists.remove(ctx.userId, found.record.id);
        return ok(
          pick(ctx, {
            en: `Deleted your checklist "${found.record.name}".`,
            es: `Borré tu lista «${found.record.name}».`,
            fr: `J'ai supprimé votre liste « ${found.record.name} ».`,
          }),
          { deleted: found.record.id },
          ['safety'],
        );
      },
    }),

    completeChecklist(s),
    storageWeightTool(s),
    ...preferenceTools(s),
  ];
}

const NO_SCHEDULES = {
  en: 'You have no maintenance schedules yet. Say for example "remind me to rotate the tyres every 10,000 km".',
  es: 'Aún no tienes planes de mantenimiento. Di por ejemplo «recuérdame rotar los neumáticos cada 10.000 km».',
  fr: "Vous n'avez pas encore de plan d'entretien. Dites par exemple « rappelle-moi la vidange tous les 15 000 km ».",
};
const NO_CHECKLISTS = {
  en: 'You have no checklists of your own (the built-in ones cannot be deleted).',
  es: 'No tienes listas propias (las incluidas no se pueden borrar).',
  fr: "Vous n'avez pas de liste à vous (les listes intégrées ne peuvent pas être supprimées).",
};

/** A few items named, the rest counted: 'water off, steps in, antenna down'. */
export function listed(ctx: ToolContext, items: string[]): string {
  const shown = items.slice(0, 6);
  const more = items.length - shown.length;
  return (
    list(ctx, shown) +
    (more > 0 ? pick(ctx, { en: ` and ${more} more`, es: ` y ${more} más`, fr: ` et ${more} de plus` }) : '')
  );
}

/** The run in progress marked complete, as the Safety tab's Finish does, saying what was left unticked. */
function completeChecklist(s: ToolServices): PamTool {
  return tool({
    name: 'complete_checklist',
    description: 'Marks the safety checklist run in progress as complete (items left unticked are named).',
    destructive: false,
    async run(_args, ctx) {
      const open = (await s.safetyChecklists.listRuns(ctx.userId, 20)).find((r) => r.completed_at === null);
      if (!open) {
        return fail(
          'not_found',
          pick(ctx, {
            en: 'No checklist is in progress. Say "start the pre-departure checklist" to begin one.',
            es: 'No hay ninguna lista en curso. Di «empieza la lista antes de salir» para empezar una.',
            fr: "Aucune liste n'est en cours. Dites « commence la liste avant le départ » pour en lancer une.",
          }),
        );
      }
      const run = await s.safetyChecklists.complete(ctx.userId, open.id);
      const left = run.items.filter((i) => !i.checked).map((i) => itemText(ctx, run, i));
      const done = run.items.length - left.length;
      const name = runName(ctx, run);
      const unticked = left.length
        ? pick(ctx, {
            en: ` Left unticked: ${listed(ctx, left)}.`,
            es: ` Sin marcar: ${listed(ctx, left)}.`,
            fr: ` Non cochés : ${listed(ctx, left)}.`,
          })
        : '';
      return withSubject(
        ok(
          pick(ctx, {
            en: `Finished the ${name} checklist: ${done} of ${run.items.length} ticked.${unticked}`,
            es: `Terminé la lista ${name}: ${done} de ${run.items.length} marcados.${unticked}`,
            fr: `J'ai terminé la liste ${name} : ${done} sur ${run.items.length} cochés.${unticked}`,
          }),
          { run: { id: run.id, name, completed_at: run.completed_at, unticked: left } },
          ['safety'],
        ),
        { kind: 'safety_run', id: run.id, label: name },
      );
    },
  });
}
