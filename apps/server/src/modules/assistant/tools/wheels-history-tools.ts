import type { FuelEntry, MaintenanceRecord, Vehicle } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { distance, list, pick, type Texts } from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { fillLabel, fillSubject, namedRig } from './wheels-fuel-tools.ts';
import { byWords, notFoundAs, withSubject } from './wheels-kit.ts';
import { recordLabel, recordSubject } from './wheels-upkeep-tools.ts';

/** The rig's history as the Fuel log and Maintenance tabs list it: fill-ups and services, newest first. */

const SHOWN = 5;

type HistoryArgs = { vehicle?: string | undefined; from?: string | undefined; to?: string | undefined };

/** The rows of the rig and period asked, newest first. */
function narrowed<R extends { vehicle_id: string | null }>(
  rows: R[],
  dated: (r: R) => string,
  rig: Vehicle | null,
  args: HistoryArgs,
): R[] {
  return rows
    .filter((r) => !rig || r.vehicle_id === rig.id)
    .filter((r) => (!args.from || dated(r) >= args.from) && (!args.to || dated(r) <= args.to))
    .sort((a, b) => dated(b).localeCompare(dated(a)));
}

/** 'Your last 3 fill-ups: …' with the total count when more fit than are named. */
function listed(ctx: ToolContext, heads: { one: Texts; some: Texts }, labels: string[], total: number): string {
  const head = pick(ctx, total === 1 ? heads.one : heads.some).replace('{n}', String(labels.length));
  const more =
    total > labels.length
      ? pick(ctx, {
          en: ` (${total} in all)`,
          es: ` (${total} en total)`,
          fr: ` (${total} en tout)`,
        })
      : '';
  return `${head}${more}${pick(ctx, { en: ':', es: ':', fr: ' :' })} ${list(ctx, labels)}.`;
}

export function historyTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'list_fuel_entries',
      description:
        'The fill-ups of the fuel log, newest first (volume as typed, cost, date, odometer), for a rig or a period.',
      destructive: false,
      help: {
        en: 'list your fill-ups and services ("show my last fill-ups", "when did I last change the oil?")',
        es: 'ver tus cargas de combustible y mantenimientos («muestra mis últimas cargas»)',
        fr: 'voir vos pleins et entretiens (« montre mes derniers pleins »)',
      },
      async run(args, ctx) {
        const rig = await namedRig(s, ctx, args.vehicle);
        const rows = narrowed(await s.fuelLog.list(ctx.userId, rig?.id), (e: FuelEntry) => e.filled_on, rig, args);
        if (rows.length === 0) {
          return notFoundAs(ctx, { en: 'a fill-up', es: 'ninguna carga', fr: 'aucun plein' }, undefined);
        }
        const shown = rows.slice(0, args.limit ?? SHOWN);
        const labels = shown.map((e) =>
          e.odometer_km === null ? fillLabel(ctx, e) : `${fillLabel(ctx, e)}, ${distance(ctx, e.odometer_km)}`,
        );
        const reply = listed(
          ctx,
          {
            one: { en: 'Your only fill-up', es: 'Tu única carga', fr: 'Votre seul plein' },
            some: { en: 'Your last {n} fill-ups', es: 'Tus últimas {n} cargas', fr: 'Vos {n} derniers pleins' },
          },
          labels,
          rows.length,
        );
        const outcome = ok(reply, { fill_ups: shown, total: rows.length }, [], {
          type: 'navigate',
          path: '/wheels?tab=fuel-log',
        });
        return withSubject(outcome, fillSubject(ctx, shown[0]!));
      },
    }),

    tool({
      name: 'list_maintenance',
      description:
        'The maintenance records (services done), newest first, narrowed to a task named in words ("oil"), a rig or a period.',
      destructive: false,
      async run(args, ctx) {
        const rig = await namedRig(s, ctx, args.vehicle);
        const all = narrowed(await s.maintenance.listRecords(ctx.userId), (r: MaintenanceRecord) => r.date, rig, args);
        const rows = args.task ? byWords(all, args.task, (r) => `${r.task} ${r.notes}`) : all;
        if (rows.length === 0) {
          return notFoundAs(
            ctx,
            { en: 'a maintenance record', es: 'ningún mantenimiento', fr: 'aucun entretien' },
            args.task,
          );
        }
        const shown = rows.slice(0, args.limit ?? SHOWN);
        const labels = shown.map((r) =>
          r.odometer_km === null ? recordLabel(ctx, r) : `${recordLabel(ctx, r)}, ${distance(ctx, r.odometer_km)}`,
        );
        const reply = listed(
          ctx,
          {
            one: { en: 'Your only service on record', es: 'Tu único mantenimiento', fr: 'Votre seul entretien' },
            some: {
              en: 'Your last {n} services',
              es: 'Tus últimos {n} mantenimientos',
              fr: 'Vos {n} derniers entretiens',
            },
          },
          labels,
          rows.length,
        );
        const outcome = ok(reply, { records: shown, total: rows.length }, [], {
          type: 'navigate',
          path: '/wheels?tab=maintenance',
        });
        return withSubject(outcome, recordSubject(ctx, shown[0]!));
      },
    }),
  ];
}
