import { fuelEntryPatchSchema, type FuelEntry, type FuelStats, type Vehicle } from '@ww/contracts';
import type { PamSubject, PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import {
  atOdometer,
  costPerDistance,
  currencyOf,
  day,
  distance,
  kmFrom,
  money,
  num,
  pick,
  pricePerVolume,
  saidVolumeUnit,
  unitsOf,
  volume,
  volumeIn,
} from './format.ts';
import { compose, fail, invalidArgs, ok, tool, type ToolServices } from './kit.ts';
import { byWords, noneYet, withSubject } from './wheels-kit.ts';
import { consumptionText, KIND_NAMES } from './wheels-rig-tools.ts';

/** A volume as the fuel log screen shows it: at most two decimals, in the user's volume unit. */
const volumeText = (ctx: ToolContext, litres: number) => volume(ctx, litres, 2);

/** A fill-up as the user would name it, in the unit it was typed in: '62 L for £91.40 on 17 Mar 2026'. */
/** A fill-up as the user would say it, in their volume and distance units and currency: an example in a reply. */
function fillExample(ctx: ToolContext): string {
  const { volume_unit: volumeUnit, distance_unit: distanceUnit } = unitsOf(ctx);
  const gallons = volumeUnit !== 'L';
  const cost = money(ctx, gallons ? 56 : 95, currencyOf(ctx));
  const odometer = `${num(ctx, 45_210)} ${distanceUnit === 'mi' ? pick(ctx, { en: 'miles', es: 'millas', fr: 'miles' }) : 'km'}`;
  return pick(ctx, {
    en: `filled up ${gallons ? '16 gallons' : '60 litres'} for ${cost} at ${odometer}`,
    es: `llené ${gallons ? '16 galones' : '60 litros'} por ${cost} a los ${odometer}`,
    fr: `plein de ${gallons ? '16 gallons' : '60 litres'} pour ${cost} à ${odometer}`,
  });
}

export function fillLabel(ctx: ToolContext, e: FuelEntry): string {
  const amount =
    e.entered_volume !== null && e.entered_unit !== null
      ? volumeIn(ctx, e.entered_volume, e.entered_unit, 3)
      : volumeText(ctx, e.volume_l);
  return pick(ctx, {
    en: `${amount} for ${money(ctx, e.total_cost, e.currency)} on ${day(ctx, e.filled_on)}`,
    es: `${amount} por ${money(ctx, e.total_cost, e.currency)} el ${day(ctx, e.filled_on)}`,
    fr: `${amount} pour ${money(ctx, e.total_cost, e.currency)} le ${day(ctx, e.filled_on)}`,
  });
}

/**
 * What the fuel log shows beside the figures: ' at Shell, Moab (partial fill, odometer reset)'; `always`: 'full tank'
 * is said too (after a change), else only what differs from a plain full fill.
 */
export function fillNotes(ctx: ToolContext, e: FuelEntry, always = true): string {
  const at = e.place ? pick(ctx, { en: ` at ${e.place}`, es: ` en ${e.place}`, fr: ` à ${e.place}` }) : '';
  const flags: string[] = [];
  if (!e.full_tank) flags.push(pick(ctx, { en: 'partial fill', es: 'carga parcial', fr: 'plein partiel' }));
  else if (always) flags.push(pick(ctx, { en: 'full tank', es: 'depósito lleno', fr: 'plein complet' }));
  if (e.odometer_reset)
    flags.push(pick(ctx, { en: 'odometer reset', es: 'cuentakilómetros reiniciado', fr: 'compteur remis à zéro' }));
  return `${at}${flags.length ? ` (${flags.join(', ')})` : ''}`;
}

export const fillSubject = (ctx: ToolContext, e: FuelEntry): PamSubject => ({
  kind: 'fuel_entry',
  id: e.id,
  label: fillLabel(ctx, e),
});

/**
 * The rig the user's words name, when they have several and the words fit one; null: every rig counts, as the Fuel
 * log and Maintenance tabs count them.
 */
export async function namedRig(s: ToolServices, ctx: ToolContext, words: string | undefined): Promise<Vehicle | null> {
  if (!words) return null;
  const vehicles = await s.vehicles.list(ctx.userId);
  if (vehicles.length < 2) return null;
  const named = byWords(vehicles, words, (v) => `${v.name} ${Object.values(KIND_NAMES[v.kind]).join(' ')}`);
  return named.length === 1 ? named[0]! : null;
}

function statsReply(ctx: ToolContext, stats: FuelStats, rigName: string | null): string {
  const of = rigName ? pick(ctx, { en: ` for ${rigName}`, es: ` de ${rigName}`, fr: ` pour ${rigName}` }) : '';
  const totals = stats.totals.map((t) => {
    // The average price paid, in the user's volume unit: what "my average fuel price" asks.
    const avg = t.volume_l > 0 ? pricePerVolume(ctx, t.total_cost / t.volume_l, t.currency) : null;
    const at = avg ? pick(ctx, { en: `, ${avg} on average`, es: `, ${avg} de media`, fr: `, ${avg} en moyenne` }) : '';
    return pick(ctx, {
      en: `${money(ctx, t.total_cost, t.currency)} for ${volumeText(ctx, t.volume_l)} in ${t.count} fill-up${t.count === 1 ? '' : 's'}${at}`,
      es: `${money(ctx, t.total_cost, t.currency)} por ${volumeText(ctx, t.volume_l)} en ${t.count} carga${t.count === 1 ? '' : 's'}${at}`,
      fr: `${money(ctx, t.total_cost, t.currency)} pour ${volumeText(ctx, t.volume_l)} en ${t.count} plein${t.count === 1 ? '' : 's'}${at}`,
    });
  });
  const totalText = pick(ctx, { en: 'Totals: ', es: 'Totales: ', fr: 'Totaux : ' }) + totals.join('; ') + '.';
  if (stats.average_l_per_100km === null) {
    return `${pick(ctx, {
      en: `I can't work out your consumption${of} yet: it needs two full fill-ups with odometer readings.`,
      es: `Aún no puedo calcular el consumo${of}: hacen falta dos llenados completos con lectura del cuentakilómetros.`,
      fr: `Je ne peux pas encore calculer la consommation${of} : il faut deux pleins complets avec le relevé du compteur.`,
    })} ${totalText}`;
  }
  const average = consumptionText(ctx, stats.average_l_per_100km);
  const over = distance(ctx, stats.measured_distance_km);
  const main = pick(ctx, {
    en: `Your average consumption${of} is ${average}, measured over ${over} from full tank to full tank.`,
    es: `Tu consumo medio${of} es de ${average}, medido en ${over} de lleno a lleno.`,
    fr: `Votre consommation moyenne${of} est de ${average}, mesurée sur ${over} de plein à plein.`,
  });
  const costs = stats.cost_per_km.map((c) => costPerDistance(ctx, c.cost_per_km, c.currency));
  const cost = costs.length
    ? pick(ctx, {
        en: `Fuel costs you ${costs.join(' and ')}.`,
        es: `El combustible te cuesta ${costs.join(' y ')}.`,
        fr: `Le carburant vous coûte ${costs.join(' et ')}.`,
      })
    : '';
  const last = stats.intervals.at(-1);
  const latest = last
    ? pick(ctx, {
        en: `Latest: ${consumptionText(ctx, last.l_per_100km)} (${day(ctx, last.from_date)} to ${day(ctx, last.to_date)}).`,
        es: `Último tramo: ${consumptionText(ctx, last.l_per_100km)} (del ${day(ctx, last.from_date)} al ${day(ctx, last.to_date)}).`,
        fr: `Dernier : ${consumptionText(ctx, last.l_per_100km)} (du ${day(ctx, last.from_date)} au ${day(ctx, last.to_date)}).`,
      })
    : '';
  return compose(ctx, main, { note: [cost, totalText].filter(Boolean).join(' '), detail: latest });
}

/** The fill-up meant: by id, else of a date and/or total, else the latest. */
async function findFill(
  s: ToolServices,
  ctx: ToolContext,
  args: { id?: string | undefined; date?: string | undefined; amount?: number | undefined },
): Promise<{ entry: FuelEntry } | { outcome: ToolOutcome }> {
  const entries = await s.fuelLog.list(ctx.userId);
  const matches = entries.filter(
    (e) =>
      (!args.id || e.id === args.id) &&
      (!args.date || e.filled_on === args.date) &&
      (args.amount === undefined || e.total_cost === args.amount),
  );
  if (matches.length === 0) {
    return {
      outcome: noneYet(
        ctx,
        entries.length === 0
          ? {
              en: 'Your fuel log is empty.',
              es: 'Tu registro de combustible está vacío.',
              fr: 'Votre carnet de carburant est vide.',
            }
          : {
              en: "I couldn't find that fill-up in your fuel log.",
              es: 'No encontré esa carga en tu registro de combustible.',
              fr: "Je n'ai pas trouvé ce plein dans votre carnet de carburant.",
            },
      ),
    };
  }
  return { entry: matches[0]! };
}

const odometerKm = (ctx: ToolContext, value: number, unit: 'km' | 'mi' | undefined) =>
  Math.round(kmFrom(ctx, value, unit) * 10) / 10;

export function fuelTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'fuel_stats',
      description:
        "The rig's fuel consumption (full-to-full, as the fuel log screen shows it), cost per distance and fuel totals, in the user's units.",
      destructive: false,
      help: {
        en: 'your fuel economy and fuel totals ("what\'s my fuel economy?"), and change or delete a fill-up',
        es: 'tu consumo y gasto de combustible («¿cuánto consume la autocaravana?»), y cambiar o borrar una carga',
        fr: 'votre consommation et vos totaux de carburant (« quelle est ma consommation ? »), et modifier ou supprimer un plein',
      },
      async run(args, ctx) {
        const rig = await namedRig(s, ctx, args.vehicle);
        const stats = await s.fuelLog.stats(ctx.userId, rig?.id);
        if (stats.totals.length === 0) {
          return ok(
            pick(ctx, {
              en: `Your fuel log is empty. Tell me a fill-up ("${fillExample(ctx)}") and I can work out your consumption.`,
              es: `Tu registro de combustible está vacío. Dime una carga («${fillExample(ctx)}») y calcularé tu consumo.`,
              fr: `Votre carnet de carburant est vide. Donnez-moi un plein (« ${fillExample(ctx)} ») et je calculerai votre consommation.`,
            }),
            { stats },
          );
        }
        return ok(statsReply(ctx, stats, rig?.name ?? null), { stats, vehicle: rig?.name ?? null });
      },
    }),

    tool({
      name: 'update_fuel_entry',
      description:
        'Changes a fill-up (the latest, the one of a date, or by id): volume, total, price per unit, odometer, date, station, full tank or not, odometer reset.',
      destructive: false,
      async run(args, ctx) {
        const found = await findFill(s, ctx, { id: args.id, date: args.date });
        if ('outcome' in found) return found.outcome;
        const unit = args.volume_unit
          ? saidVolumeUnit(ctx, args.volume_unit)
          : (found.entry.entered_unit ?? unitsOf(ctx).volume_unit);
        const patch = fuelEntryPatchSchema.safeParse({
          ...(args.volume !== undefined ? { volume: args.volume, unit } : {}),
          ...(args.price_per_unit !== undefined ? { price_per_unit: args.price_per_unit, unit } : {}),
          ...(args.total_cost !== undefined
            ? { total_cost: args.total_cost }
            : // A new volume for a fill-up typed with its total keeps the total paid (the receipt's figure).
              args.volume !== undefined && args.price_per_unit === undefined && found.entry.entered_price === null
              ? { total_cost: found.entry.total_cost }
              : {}),
          ...(args.currency ? { currency: args.currency } : {}),
          ...(args.odometer !== undefined ? { odometer_km: odometerKm(ctx, args.odometer, args.odometer_unit) } : {}),
          ...(args.new_date ? { filled_on: args.new_date } : {}),
          ...(args.place !== undefined ? { place: args.place } : {}),
          ...(args.full_tank !== undefined ? { full_tank: args.full_tank } : {}),
          ...(args.odometer_reset !== undefined ? { odometer_reset: args.odometer_reset } : {}),
        });
        if (!patch.success) return invalidArgs(ctx, patch.error);
        if (Object.keys(patch.data).length === 0) {
          return fail(
            'invalid',
            pick(ctx, {
              en: `What should I change in the fill-up of ${fillLabel(ctx, found.entry)}?`,
              es: `¿Qué cambio en la carga de ${fillLabel(ctx, found.entry)}?`,
              fr: `Que dois-je modifier dans le plein de ${fillLabel(ctx, found.entry)} ?`,
            }),
          );
        }
        const entry = await s.fuelLog.update(ctx.userId, found.entry.id, patch.data);
        const odo = atOdometer(ctx, entry.odometer_km);
        return withSubject(
          ok(
            pick(ctx, {
              en: `Updated the fill-up: ${fillLabel(ctx, entry)}${odo}${fillNotes(ctx, entry)}.`,
              es: `Actualicé la carga: ${fillLabel(ctx, entry)}${odo}${fillNotes(ctx, entry)}.`,
              fr: `J'ai modifié le plein : ${fillLabel(ctx, entry)}${odo}${fillNotes(ctx, entry)}.`,
            }),
            { entry },
            entry.expense_id ? ['fuel_log', 'expenses'] : ['fuel_log'],
          ),
          fillSubject(ctx, entry),
        );
      },
    }),

    tool({
      name: 'delete_fuel_entry',
      description:
        'Deletes a fill-up (the latest, the one of a date or total, or by id) and the fuel expense it created (asks first).',
      destructive: true,
      async confirmation(args, ctx) {
        const found = await findFill(s, ctx, args);
        if ('outcome' in found) return found.outcome;
        const e = found.entry;
        return {
          prompt: pick(ctx, {
            en: `Delete the fill-up of ${fillLabel(ctx, e)}${e.expense_id ? ' and its fuel expense' : ''}? Reply "yes" to delete it or "no" to keep it.`,
            es: `¿Borro la carga de ${fillLabel(ctx, e)}${e.expense_id ? ' y su gasto de combustible' : ''}? Responde «sí» para borrarla o «no» para conservarla.`,
            fr: `Supprimer le plein de ${fillLabel(ctx, e)}${e.expense_id ? ' et sa dépense de carburant' : ''} ? Répondez « oui » pour le supprimer ou « non » pour le garder.`,
          }),
          args: { id: e.id },
        };
      },
      async run(args, ctx) {
        const found = await findFill(s, ctx, args);
        if ('outcome' in found) return found.outcome;
        await s.fuelLog.remove(ctx.userId, found.entry.id, true);
        return ok(
          pick(ctx, {
            en: `Deleted the fill-up of ${fillLabel(ctx, found.entry)}.`,
            es: `Borré la carga de ${fillLabel(ctx, found.entry)}.`,
            fr: `J'ai supprimé le plein de ${fillLabel(ctx, found.entry)}.`,
          }),
          { deleted: found.entry.id },
          found.entry.expense_id ? ['fuel_log', 'expenses'] : ['fuel_log'],
        );
      },
    }),
  ];
}
