import {
  maintenanceRecordPatchSchema,
  maintenanceScheduleInputSchema,
  type MaintenanceRecord,
  type StorageItem,
} from '@ww/contracts';
import type { PamSubject, PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { day, distance, distanceAsTyped, fold, kmFrom, money, num, pick, unitsOf } from './format.ts';
import { fail, invalidArgs, ok, tool, userRig, type ToolServices } from './kit.ts';
import { byWords, notFoundAs, oneOf, withSubject } from './wheels-kit.ts';

/** Maintenance records and schedules, and what is stowed where in the rig. */

const toKm = (ctx: ToolContext, value: number, unit: 'km' | 'mi' | undefined) =>
  Math.round(kmFrom(ctx, value, unit) * 10) / 10;

export function recordLabel(ctx: ToolContext, r: MaintenanceRecord): string {
  const cost = r.cost !== null ? ` (${money(ctx, r.cost, r.currency)})` : '';
  return pick(ctx, {
    en: `${r.task} on ${day(ctx, r.date)}${cost}`,
    es: `${r.task} del ${day(ctx, r.date)}${cost}`,
    fr: `${r.task} du ${day(ctx, r.date)}${cost}`,
  });
}
export const recordSubject = (ctx: ToolContext, r: MaintenanceRecord): PamSubject => ({
  kind: 'maintenance',
  id: r.id,
  label: recordLabel(ctx, r),
});
export const itemSubject = (i: StorageItem): PamSubject => ({
  kind: 'storage_item',
  id: i.id,
  label: i.location ? `${i.name} (${i.location})` : i.name,
});

/** Notes with one more note after them, on its own line. */
export const withNote = (notes: string, note: string): string => (notes.trim() ? `${notes.trim()}\n${note}` : note);

const RECORD = { en: 'a maintenance record', es: 'ningún mantenimiento', fr: 'aucun entretien' };
const ITEM = { en: 'a stowed item', es: 'ningún objeto guardado', fr: 'aucun objet rangé' };

export function upkeepTools(s: ToolServices): PamTool[] {
  /** The record meant: by id, else the newest of a date and/or named by its task. */
  const findRecord = async (
    ctx: ToolContext,
    args: { id?: string | undefined; task?: string | undefined; date?: string | undefined },
  ): Promise<{ record: MaintenanceRecord } | { outcome: ToolOutcome }> => {
    const records = (await s.maintenance.listRecords(ctx.userId)).filter((r) => !args.date || r.date === args.date);
    if (args.id) {
      const record = records.find((r) => r.id === args.id);
      return record ? { record } : { outcome: notFoundAs(ctx, RECORD, undefined) };
    }
    const named = byWords(records, args.task, (r) => `${r.task} ${r.notes}`);
    if (named.length === 0) return { outcome: notFoundAs(ctx, RECORD, args.task) };
    return { record: [...named].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))[0]! };
  };

  const findItem = async (ctx: ToolContext, args: { id?: string | undefined; item?: string | undefined }) => {
    const items = await s.storage.list(ctx.userId, {});
    return oneOf(
      ctx,
      items,
      { id: args.id, query: args.item },
      { text: (i) => i.name, label: (i) => `${i.name} (${i.location})`, what: ITEM },
    );
  };

  return [
    tool({
      name: 'schedule_maintenance',
      description:
        'Adds a maintenance schedule: a task every so many km or miles and/or months, so Pam and Wheels can say when it is due.',
      destructive: false,
      help: {
        en: 'log maintenance, set schedules and see what is due ("remind me to rotate the tyres every 10,000 km", "when is my next service due?")',
        es: 'registrar mantenimientos, programarlos y ver qué toca («cambié el aceite ayer por 80 euros», «¿qué mantenimiento toca?»)',
        fr: "enregistrer l'entretien, le planifier et voir ce qui est dû (« j'ai fait la vidange hier pour 90 € », « quand est ma prochaine révision ? »)",
      },
      run: (args, ctx) => addSchedule(s, ctx, args),
    }),

    tool({
      name: 'update_maintenance',
      description:
        'Changes a maintenance record named by its task and/or date (the latest such), or by id: cost, date, odometer, task, or adds a note.',
      destructive: false,
      async run(args, ctx) {
        const found = await findRecord(ctx, args);
        if ('outcome' in found) return found.outcome;
        const patch = maintenanceRecordPatchSchema.safeParse({
          ...(args.cost !== undefined ? { cost: args.cost } : {}),
          ...(args.currency ? { currency: args.currency } : {}),
          ...(args.new_date ? { date: args.new_date } : {}),
          ...(args.new_task ? { task: args.new_task } : {}),
          ...(args.note ? { notes: withNote(found.record.notes, args.note) } : {}),
          ...(args.odometer !== undefined ? { odometer_km: toKm(ctx, args.odometer, args.odometer_unit) } : {}),
        });
        if (!patch.success) return invalidArgs(ctx, patch.error);
        if (Object.keys(patch.data).length === 0) {
          return fail(
            'invalid',
            pick(ctx, {
              en: `What should I change in ${recordLabel(ctx, found.record)}?`,
              es: `¿Qué cambio en ${recordLabel(ctx, found.record)}?`,
              fr: `Que dois-je modifier dans ${recordLabel(ctx, found.record)} ?`,
            }),
          );
        }
        const record = await s.maintenance.updateRecord(ctx.userId, found.record.id, patch.data);
        const odo = record.odometer_km !== null ? `, ${distance(ctx, record.odometer_km)}` : '';
        const note = args.note ? ` (${pick(ctx, { en: 'note', es: 'nota', fr: 'note' })}: ${args.note})` : '';
        return withSubject(
          ok(
            pick(ctx, {
              en: `Updated: ${recordLabel(ctx, record)}${odo}${note}.`,
              es: `Actualizado: ${recordLabel(ctx, record)}${odo}${note}.`,
              fr: `Modifié : ${recordLabel(ctx, record)}${odo}${note}.`,
            }),
            { record },
            record.expense_id ? ['maintenance', 'expenses'] : ['maintenance'],
          ),
          recordSubject(ctx, record),
        );
      },
    }),

    tool({
      name: 'delete_maintenance',
      description:
        'Deletes a maintenance record named by its task and/or date, or by id (asks first); its expense stays in Wins.',
      destructive: true,
      async confirmation(args, ctx) {
        const found = await findRecord(ctx, args);
        if ('outcome' in found) return found.outcome;
        return {
          prompt: pick(ctx, {
            en: `Delete the maintenance record ${recordLabel(ctx, found.record)}? Reply "yes" to delete it or "no" to keep it.`,
            es: `¿Borro el mantenimiento ${recordLabel(ctx, found.record)}? Responde «sí» para borrarlo o «no» para conservarlo.`,
            fr: `Supprimer l'entretien ${recordLabel(ctx, found.record)} ? Répondez « oui » pour le supprimer ou « non » pour le garder.`,
          }),
          args: { id: found.record.id },
        };
      },
      async run(args, ctx) {
        const found = await findRecord(ctx, args);
        if ('outcome' in found) return found.outcome;
        await s.maintenance.removeRecord(ctx.userId, found.record.id);
        return ok(
          pick(ctx, {
            en: `Deleted the maintenance record ${recordLabel(ctx, found.record)}.`,
            es: `Borré el mantenimiento ${recordLabel(ctx, found.record)}.`,
            fr: `J'ai supprimé l'entretien ${recordLabel(ctx, found.record)}.`,
          }),
          { deleted: found.record.id },
          ['maintenance'],
        );
      },
    }),

    tool({
      name: 'add_storage_item',
      description: 'Records where an item is stowed in the rig (name, location, quantity).',
      destructive: false,
      help: {
        en: 'remember, find, move, change or remove what is stowed where ("the awning crank is in the rear locker", "where is the awning crank?")',
        es: 'guardar, encontrar, mover, cambiar o quitar dónde está cada cosa («guarda el cable de 16A en el cofre delantero»)',
        fr: 'noter, retrouver, déplacer, modifier ou retirer où sont rangées vos affaires (« la manivelle du store est dans le coffre arrière »)',
      },
      async run(args, ctx) {
        // The same thing put somewhere else ('the chairs are in the rear locker now') moves it, rather than listing it twice.
        const same = (await s.storage.list(ctx.userId, { q: args.name })).find((i) => fold(i.name) === fold(args.name));
        if (same) {
          const moved = await s.storage.update(ctx.userId, same.id, { location: args.location });
          return withSubject(
            ok(
              pick(ctx, {
                en: `Moved ${moved.name} from ${same.location || 'nowhere in particular'} to ${moved.location}.`,
                es: `Moví ${moved.name} de ${same.location || 'ningún sitio concreto'} a ${moved.location}.`,
                fr: `J'ai déplacé ${moved.name} de ${same.location || 'nulle part en particulier'} vers ${moved.location}.`,
              }),
              { item: moved },
              ['storage_items'],
            ),
            itemSubject(moved),
          );
        }
        const item = await s.storage.create(ctx.userId, {
          name: args.name,
          location: args.location,
          quantity: args.quantity ?? 1,
          notes: '',
          vehicle_id: null,
        });
        const qty = item.quantity > 1 ? ` (${num(ctx, item.quantity)})` : '';
        return withSubject(
          ok(
            pick(ctx, {
              en: `Noted: ${item.name}${qty} is in ${item.location}.`,
              es: `Anotado: ${item.name}${qty} está en ${item.location}.`,
              fr: `C'est noté : ${item.name}${qty} est dans ${item.location}.`,
            }),
            { item },
            ['storage_items'],
          ),
          itemSubject(item),
        );
      },
    }),

    tool({
      name: 'move_storage_item',
      description: 'Moves a stowed item (named in words, or by id) to another place in the rig.',
      destructive: false,
      async run(args, ctx) {
        const found = await findItem(ctx, args);
        if ('outcome' in found) return found.outcome;
        const item = await s.storage.update(ctx.userId, found.record.id, { location: args.location });
        return withSubject(
          ok(
            pick(ctx, {
              en: `Moved ${item.name} from ${found.record.location || 'nowhere in particular'} to ${item.location}.`,
              es: `Moví ${item.name} de ${found.record.location || 'ningún sitio concreto'} a ${item.location}.`,
              fr: `J'ai déplacé ${item.name} de ${found.record.location || 'nulle part en particulier'} vers ${item.location}.`,
            }),
            { item },
            ['storage_items'],
          ),
          itemSubject(item),
        );
      },
    }),

    tool({
      name: 'delete_storage_item',
      description: 'Removes a stowed item (named in words, or by id) from the storage list (asks first).',
      destructive: true,
      async confirmation(args, ctx) {
        const found = await findItem(ctx, args);
        if ('outcome' in found) return found.outcome;
        const i = found.record;
        return {
          prompt: pick(ctx, {
            en: `Remove ${i.name} (${i.location}) from your storage list? Reply "yes" to remove it or "no" to keep it.`,
            es: `¿Quito ${i.name} (${i.location}) de tu lista de almacenamiento? Responde «sí» para quitarlo o «no» para conservarlo.`,
            fr: `Retirer ${i.name} (${i.location}) de votre liste de rangement ? Répondez « oui » pour le retirer ou « non » pour le garder.`,
          }),
          args: { id: i.id },
        };
      },
      async run(args, ctx) {
        const found = await findItem(ctx, args);
        if ('outcome' in found) return found.outcome;
        await s.storage.remove(ctx.userId, found.record.id);
        return ok(
          pick(ctx, {
            en: `Removed ${found.record.name} from your storage list.`,
            es: `Quité ${found.record.name} de tu lista de almacenamiento.`,
            fr: `J'ai retiré ${found.record.name} de votre liste de rangement.`,
          }),
          { deleted: found.record.id },
          ['storage_items'],
        );
      },
    }),
  ];
}

/** What schedule_maintenance is given, or update_maintenance_schedule when no schedule has the words it names. */
export interface NewSchedule {
  task: string;
  every_distance?: number | undefined;
  distance_unit?: 'km' | 'mi' | undefined;
  every_months?: number | undefined;
}

/**
 * Adds a maintenance schedule on the user's rig (its motor, else its only rig), as the Wheels form does; `unmatched`
 * says it was asked as a change to a schedule the user does not have, so the reply says it is a new one.
 */
export async function addSchedule(
  s: ToolServices,
  ctx: ToolContext,
  args: NewSchedule,
  unmatched = false,
): Promise<ToolOutcome> {
  const { motor, rig } = await userRig(s, ctx.userId);
  const input = maintenanceScheduleInputSchema.safeParse({
    vehicle_id: (motor ?? rig)?.id ?? null,
    task: args.task,
    // Kept as said: "every 5,000 miles" stays 5,000 mi.
    ...(args.every_distance !== undefined
      ? {
          every_distance: args.every_distance,
          every_distance_unit: args.distance_unit ?? unitsOf(ctx).distance_unit,
        }
      : {}),
    ...(args.every_months !== undefined ? { every_months: args.every_months } : {}),
  });
  if (!input.success) return invalidArgs(ctx, input.error);
  const schedule = await s.maintenance.createSchedule(ctx.userId, input.data);
  const every: string[] = [];
  if (schedule.every_km !== null) every.push(distanceAsTyped(ctx, { ...schedule, every_km: schedule.every_km }));
  if (schedule.every_months !== null) {
    const m = schedule.every_months;
    every.push(
      pick(ctx, {
        en: `${m} month${m === 1 ? '' : 's'}`,
        es: `${m} mes${m === 1 ? '' : 'es'}`,
        fr: `${m} mois`,
      }),
    );
  }
  const interval = every.join(pick(ctx, { en: ' or ', es: ' o ', fr: ' ou ' }));
  const reminder = (await s.maintenance.reminders(ctx.userId, ctx.today)).find((r) => r.schedule_id === schedule.id);
  const due: string[] = [];
  if (reminder?.due_on) due.push(day(ctx, reminder.due_on));
  if (reminder?.due_km != null) due.push(distance(ctx, reminder.due_km));
  const next = due.length
    ? pick(ctx, {
        en: ` Next due: ${due.join(' or at ')}.`,
        es: ` Próximo: ${due.join(' o a los ')}.`,
        fr: ` Prochaine échéance : ${due.join(' ou à ')}.`,
      })
    : '';
  const task = schedule.task;
  return ok(
    unmatched
      ? pick(ctx, {
          en: `You had no "${task}" schedule, so I added a new one: every ${interval}.${next}`,
          es: `No tenías ningún plan «${task}», así que creé uno nuevo: cada ${interval}.${next}`,
          fr: `Vous n'aviez pas de plan « ${task} », j'en ai donc créé un nouveau : tous les ${interval}.${next}`,
        })
      : pick(ctx, {
          en: `I'll keep track of ${task}: every ${interval}.${next}`,
          es: `Llevaré la cuenta de ${task}: cada ${interval}.${next}`,
          fr: `Je suivrai ${task} : tous les ${interval}.${next}`,
        }),
    { schedule, reminder: reminder ?? null },
    ['maintenance'],
  );
}
