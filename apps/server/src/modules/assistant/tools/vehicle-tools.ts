import type { MaintenanceReminder, VolumeUnit } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import {
  atOdometer,
  day,
  distance,
  kmFrom,
  money,
  pick,
  pricePerVolume,
  saidVolumeUnit,
  volume,
  volumeIn,
  type Texts,
} from './format.ts';
import { compose, fail, ok, tool, type ToolServices } from './kit.ts';
import { tripEditTools } from './trip-edit-tools.ts';
import { tripManageTools } from './trip-manage-tools.ts';
import { tripMoreShareTools } from './trip-more-share-tools.ts';
import { tripMoreTools } from './trip-more-tools.ts';
import { tripTools } from './trip-tools.ts';
import { fillNotes, fillSubject, fuelTools } from './wheels-fuel-tools.ts';
import { historyTools } from './wheels-history-tools.ts';
import { withSubject } from './wheels-kit.ts';
import { rigTools } from './wheels-rig-tools.ts';
import { checklistEditTools } from './wheels-safety-edit-tools.ts';
import { safetyTools } from './wheels-safety-tools.ts';
import { scheduleTools } from './wheels-schedule-tools.ts';
import { rigFor, stowTools } from './wheels-stow-tools.ts';
import { itemSubject, recordLabel, upkeepTools } from './wheels-upkeep-tools.ts';

/** An odometer reading in `unit` (the user's units when none), in km to 0.1 as the logs keep it. */
const odometerKm = (ctx: ToolContext, value: number, unit: 'km' | 'mi' | undefined) =>
  Math.round(kmFrom(ctx, value, unit) * 10) / 10;

const VOLUME_NAMES: Record<VolumeUnit, Texts> = {
  L: { en: 'litres', es: 'litros', fr: 'litres' },
  gal: { en: 'gallons', es: 'galones', fr: 'gallons' },
  imp_gal: { en: 'imperial gallons', es: 'galones imperiales', fr: 'gallons impériaux' },
};

function reminderText(ctx: ToolContext, r: MaintenanceReminder): string {
  const vehicle = r.vehicle_name ? ` (${r.vehicle_name})` : '';
  const parts: string[] = [];
  if (r.days_left !== null) {
    const n = Math.abs(r.days_left);
    parts.push(
      r.days_left < 0
        ? pick(ctx, {
            en: `${n} day${n === 1 ? '' : 's'} overdue (due ${day(ctx, r.due_on!)})`,
            es: `con ${n} día${n === 1 ? '' : 's'} de retraso (tocaba el ${day(ctx, r.due_on!)})`,
            fr: `en retard de ${n} jour${n === 1 ? '' : 's'} (prévu le ${day(ctx, r.due_on!)})`,
          })
        : pick(ctx, {
            en: `due ${day(ctx, r.due_on!)}, in ${n} day${n === 1 ? '' : 's'}`,
            es: `para el ${day(ctx, r.due_on!)}, en ${n} día${n === 1 ? '' : 's'}`,
            fr: `prévu le ${day(ctx, r.due_on!)}, dans ${n} jour${n === 1 ? '' : 's'}`,
          }),
    );
  }
  if (r.km_left !== null) {
    parts.push(
      r.km_left <= 0
        ? pick(ctx, {
            en: `${distance(ctx, -r.km_left)} past its reading`,
            es: `${distance(ctx, -r.km_left)} pasado de su lectura`,
            fr: `${distance(ctx, -r.km_left)} au-delà de son relevé`,
          })
        : pick(ctx, {
            en: `${distance(ctx, r.km_left)} to go`,
            es: `faltan ${distance(ctx, r.km_left)}`,
            fr: `encore ${distance(ctx, r.km_left)}`,
          }),
    );
  }
  if (r.never_done)
    parts.push(pick(ctx, { en: 'never logged as done', es: 'nunca registrado', fr: 'jamais enregistré comme fait' }));
  const status =
    r.status === 'overdue'
      ? pick(ctx, { en: 'overdue', es: 'vencido', fr: 'en retard' })
      : pick(ctx, { en: 'due soon', es: 'próximo', fr: 'bientôt dû' });
  return `${r.task}${vehicle}: ${status}${parts.length ? `, ${parts.join(', ')}` : ''}`;
}

export function vehicleTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'maintenance_due',
      description: 'Maintenance that is overdue or due soon, from the schedules and the latest records and odometer.',
      destructive: false,
      async run(_args, ctx) {
        const reminders = await s.maintenance.reminders(ctx.userId, ctx.today);
        const due = reminders.filter((r) => r.status !== 'ok');
        if (reminders.length === 0) {
          return ok(
            pick(ctx, {
              en: 'You have no maintenance schedules yet. Add one in Wheels (for example an oil change every 5,000 miles) and I can tell you when it is due.',
              es: 'Aún no tienes planes de mantenimiento. Añade uno en Wheels (por ejemplo, cambio de aceite cada 8.000 km) y te diré cuándo toca.',
              fr: "Vous n'avez pas encore de plan d'entretien. Ajoutez-en un dans Wheels (par exemple une vidange tous les 8 000 km) et je vous dirai quand il est dû.",
            }),
            { reminders: [] },
          );
        }
        if (due.length === 0) {
          // The soonest by date, else the nearest by odometer.
          const next =
            [...reminders].filter((r) => r.due_on !== null).sort((a, b) => (a.due_on! < b.due_on! ? -1 : 1))[0] ??
            [...reminders].filter((r) => r.km_left !== null).sort((a, b) => a.km_left! - b.km_left!)[0];
          const when = (r: MaintenanceReminder) =>
            r.due_on !== null
              ? pick(ctx, {
                  en: `on ${day(ctx, r.due_on)}`,
                  es: `el ${day(ctx, r.due_on)}`,
                  fr: `le ${day(ctx, r.due_on)}`,
                })
              : pick(ctx, {
                  en: `in ${distance(ctx, r.km_left!)} (at ${distance(ctx, r.due_km!)})`,
                  es: `dentro de ${distance(ctx, r.km_left!)} (a los ${distance(ctx, r.due_km!)})`,
                  fr: `dans ${distance(ctx, r.km_left!)} (à ${distance(ctx, r.due_km!)})`,
                });
          return ok(
            compose(
              ctx,
              pick(ctx, {
                en: 'Nothing is due: all your maintenance is up to date.',
                es: 'No toca nada: todo tu mantenimiento está al día.',
                fr: "Rien n'est dû : tout votre entretien est à jour.",
              }),
              {
                note: next
                  ? pick(ctx, {
                      en: `Next: ${next.task} ${when(next)}.`,
                      es: `Lo próximo: ${next.task} ${when(next)}.`,
                      fr: `Prochain : ${next.task} ${when(next)}.`,
                    })
                  : null,
              },
            ),
            { reminders: [] },
          );
        }
        return ok(`${due.map((r) => reminderText(ctx, r)).join('. ')}.`, { reminders: due });
      },
    }),

    tool({
      name: 'log_maintenance',
      description:
        'Records maintenance done (task, date, optional cost and odometer) on the rig; a cost is also recorded as a maintenance expense.',
      destructive: false,
      async run(args, ctx) {
        const rig = await rigFor(s, ctx, args);
        if ('outcome' in rig) return rig.outcome;
        const motor = rig.vehicle;
        const record = await s.maintenance.createRecord(ctx.userId, {
          task: args.task,
          date: args.date ?? ctx.today,
          vehicle_id: motor?.id ?? null,
          notes: '',
          add_expense: args.cost !== undefined,
          ...(args.cost !== undefined ? { cost: args.cost } : {}),
          ...(args.currency ? { currency: args.currency } : {}),
          ...(args.odometer !== undefined ? { odometer_km: odometerKm(ctx, args.odometer, args.odometer_unit) } : {}),
        });
        const cost =
          record.cost !== null
            ? pick(ctx, {
                en: ` for ${money(ctx, record.cost, record.currency)} (also added to your expenses)`,
                es: ` por ${money(ctx, record.cost, record.currency)} (también añadido a tus gastos)`,
                fr: ` pour ${money(ctx, record.cost, record.currency)} (ajouté aussi à vos dépenses)`,
              })
            : '';
        const odo = atOdometer(ctx, record.odometer_km);
        const on = motor ? ` (${motor.name})` : '';
        return withSubject(
          ok(
            pick(ctx, {
              en: `Logged ${record.task}${on} on ${day(ctx, record.date)}${odo}${cost}.`,
              es: `Registré ${record.task}${on} el ${day(ctx, record.date)}${odo}${cost}.`,
              fr: `J'ai enregistré ${record.task}${on} le ${day(ctx, record.date)}${odo}${cost}.`,
            }),
            { record },
            record.expense_id ? ['maintenance', 'expenses'] : ['maintenance'],
          ),
          { kind: 'maintenance', id: record.id, label: recordLabel(ctx, record) },
        );
      },
    }),

    tool({
      name: 'log_fuel',
      description:
        'Records a fill-up (volume in L or gal, price per unit or total cost, optional odometer and date) and its fuel expense.',
      destructive: false,
      help: {
        en: 'log a fill-up ("filled up 62 litres for £91.40 at 45,210 miles")',
        es: 'registrar una carga de combustible («llené 60 litros por 95 euros a los 45.210 km»)',
        fr: 'enregistrer un plein (« plein de 60 litres pour 95 € à 45 210 km »)',
      },
      async run(args, ctx) {
        const unit = saidVolumeUnit(ctx, args.volume_unit);
        const units = VOLUME_NAMES[unit];
        const fillVolume =
          args.volume ??
          (args.total_cost !== undefined && args.price_per_unit !== undefined
            ? Math.round((args.total_cost / args.price_per_unit) * 1000) / 1000
            : undefined);
        if (fillVolume === undefined) {
          return fail(
            'invalid',
            pick(ctx, {
              en: `How much fuel was it? Tell me the ${units.en} and the price or total.`,
              es: `¿Cuánto combustible fue? Dime los ${units.es} y el precio o el total.`,
              fr: `Combien de carburant ? Donnez-moi les ${units.fr} et le prix ou le total.`,
            }),
          );
        }
        if (args.total_cost === undefined && args.price_per_unit === undefined) {
          return fail(
            'invalid',
            pick(ctx, {
              en: 'What did it cost? Tell me the total or the price per unit.',
              es: '¿Cuánto costó? Dime el total o el precio por unidad.',
              fr: 'Combien cela a-t-il coûté ? Donnez-moi le total ou le prix unitaire.',
            }),
          );
        }
        const rig = await rigFor(s, ctx, args);
        if ('outcome' in rig) return rig.outcome;
        const motor = rig.vehicle;
        const entry = await s.fuelLog.create(ctx.userId, {
          vehicle_id: motor?.id ?? null,
          filled_on: args.date ?? ctx.today,
          unit,
          volume: Math.round(fillVolume * 1000) / 1000,
          // One price only: the total as paid when it was said.
          ...(args.total_cost !== undefined
            ? { total_cost: args.total_cost }
            : { price_per_unit: Math.round(args.price_per_unit! * 1000) / 1000 }),
          ...(args.currency ? { currency: args.currency } : {}),
          ...(args.odometer !== undefined ? { odometer_km: odometerKm(ctx, args.odometer, args.odometer_unit) } : {}),
          full_tank: args.full_tank ?? true,
          odometer_reset: args.odometer_reset ?? false,
          place: args.place ?? '',
          add_expense: true,
        });
        // The rig named when the user named one: 'a fill-up of 40 L (Jeep)'.
        const on = args.vehicle && motor ? ` (${motor.name})` : '';
        const amount = `${volumeIn(ctx, entry.entered_volume ?? fillVolume, unit, 3)}${on}`;
        const odo = `${atOdometer(ctx, entry.odometer_km)}${fillNotes(ctx, entry, false)}`;
        const logged = ok(
          compose(
            ctx,
            pick(ctx, {
              en: `Logged a fill-up of ${amount} for ${money(ctx, entry.total_cost, entry.currency)} on ${day(ctx, entry.filled_on)}${odo}, and added it to your fuel expenses.`,
              es: `Registré una carga de ${amount} por ${money(ctx, entry.total_cost, entry.currency)} el ${day(ctx, entry.filled_on)}${odo}, y la añadí a tus gastos de combustible.`,
              fr: `J'ai enregistré un plein de ${amount} pour ${money(ctx, entry.total_cost, entry.currency)} le ${day(ctx, entry.filled_on)}${odo}, et l'ai ajouté à vos dépenses de carburant.`,
            }),
            {
              detail: pick(ctx, {
                en: `That is ${volume(ctx, entry.volume_l, 2)} at ${pricePerVolume(ctx, entry.price_per_l, entry.currency)}.`,
                es: `Son ${volume(ctx, entry.volume_l, 2)} a ${pricePerVolume(ctx, entry.price_per_l, entry.currency)}.`,
                fr: `Soit ${volume(ctx, entry.volume_l, 2)} à ${pricePerVolume(ctx, entry.price_per_l, entry.currency)}.`,
              }),
            },
          ),
          { entry },
          ['fuel_log', 'expenses'],
        );
        return withSubject(logged, fillSubject(ctx, entry));
      },
    }),

    tool({
      name: 'find_storage_item',
      description: 'Where an item is stored in the rig (case-insensitive search of item names, locations and notes).',
      destructive: false,
      async run(args, ctx) {
        let items = await s.storage.list(ctx.userId, { q: args.query });
        // "the spare fuses": try the words when the phrase as a whole matches nothing.
        if (items.length === 0) {
          const words = args.query.split(/\s+/).filter((w) => w.length > 2);
          if (words.length > 1) {
            const seen = new Set<string>();
            for (const w of words) {
              for (const item of await s.storage.list(ctx.userId, { q: w })) {
                if (!seen.has(item.id)) {
                  seen.add(item.id);
                  items.push(item);
                }
              }
            }
          }
        }
        items = items.slice(0, 10);
        if (items.length === 0) {
          return fail(
            'not_found',
            pick(ctx, {
              en: `I couldn't find "${args.query}" in your storage list. You can add it in Wheels, under Storage.`,
              es: `No encontré «${args.query}» en tu lista de almacenamiento. Puedes añadirlo en Wheels, en Almacenamiento.`,
              fr: `Je n'ai pas trouvé « ${args.query} » dans votre liste de rangement. Vous pouvez l'ajouter dans Wheels, rubrique Rangement.`,
            }),
          );
        }
        const lines = items.map((i) =>
          pick(ctx, {
            en: `${i.name}: ${i.location}${i.quantity > 1 ? ` (${i.quantity})` : ''}`,
            es: `${i.name}: ${i.location}${i.quantity > 1 ? ` (${i.quantity})` : ''}`,
            fr: `${i.name} : ${i.location}${i.quantity > 1 ? ` (${i.quantity})` : ''}`,
          }),
        );
        const found = ok(`${lines.join('; ')}.`, {
          items: items.map((i) => ({ name: i.name, location: i.location, quantity: i.quantity, notes: i.notes })),
        });
        return items.length === 1 ? withSubject(found, itemSubject(items[0]!)) : found;
      },
    }),
    ...rigTools(s),
    ...fuelTools(s),
    ...upkeepTools(s),
    ...stowTools(s),
    ...historyTools(s),
    ...tripTools(s),
    ...tripManageTools(s),
    ...tripEditTools(s),
    ...tripMoreTools(s),
    ...tripMoreShareTools(s),
    ...safetyTools(s),
    ...checklistEditTools(s),
    ...scheduleTools(s),
  ];
}
