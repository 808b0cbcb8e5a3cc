import { TOWED_KINDS, weightToKg, type FuelType, type Vehicle, type VehicleKind, type WeightUnit } from '@ww/contracts';
import type { PamSubject, PamTool, ToolArgsOut, ToolContext } from '../assistant.types.ts';
import {
  consumption,
  length,
  list,
  litresFrom,
  litresPer100KmFrom,
  metresFrom,
  pick,
  unitsOf,
  volume,
  weight,
  type Texts,
} from './format.ts';
import { ok, tool, type ToolServices } from './kit.ts';
import { noneYet, oneOf, withSubject } from './wheels-kit.ts';

export const KIND_NAMES: Record<VehicleKind, Texts> = {
  motorhome: { en: 'motorhome', es: 'autocaravana', fr: 'camping-car' },
  campervan: { en: 'campervan', es: 'camper', fr: 'van aménagé' },
  caravan: { en: 'caravan', es: 'caravana', fr: 'caravane' },
  fifth_wheel: { en: 'fifth wheel', es: 'quinta rueda', fr: 'caravane à sellette' },
  tow_vehicle: { en: 'tow vehicle', es: 'vehículo tractor', fr: 'véhicule tracteur' },
};
const FUEL_NAMES: Record<FuelType, Texts> = {
  diesel: { en: 'diesel', es: 'diésel', fr: 'diesel' },
  petrol: { en: 'petrol', es: 'gasolina', fr: 'essence' },
  lpg: { en: 'LPG', es: 'GLP', fr: 'GPL' },
  electric: { en: 'electric', es: 'eléctrico', fr: 'électrique' },
  none: { en: 'no engine', es: 'sin motor', fr: 'sans moteur' },
};
const RIG: Texts = { en: 'a rig', es: 'ningún vehículo', fr: 'aucun véhicule' };

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Consumption as the fuel log screen shows it: one decimal, in the user's unit (L/100 km, km/L, MPG, mpg (imp)). */
export const consumptionText = consumption;

export const vehicleLabel = (ctx: ToolContext, v: Vehicle) => `${v.name} (${KIND_NAMES[v.kind][ctx.language]})`;

/** The question before a rig is deleted, naming it. */
export const rigDeletePrompt = (ctx: ToolContext, v: Vehicle) =>
  pick(ctx, {
    en: `Delete your rig ${vehicleLabel(ctx, v)}? Its fill-ups and maintenance records stay. Reply "yes" to delete it or "no" to keep it.`,
    es: `¿Borro tu vehículo ${vehicleLabel(ctx, v)}? Sus cargas y mantenimientos se conservan. Responde «sí» para borrarlo o «no» para conservarlo.`,
    fr: `Supprimer votre véhicule ${vehicleLabel(ctx, v)} ? Ses pleins et entretiens sont conservés. Répondez « oui » pour le supprimer ou « non » pour le garder.`,
  });

export const vehicleSubject = (ctx: ToolContext, v: Vehicle): PamSubject => ({
  kind: 'vehicle',
  id: v.id,
  label: vehicleLabel(ctx, v),
});

/** The facts of a rig as a short list: 'fifth wheel, diesel, 11 m long, 18.0 L/100 km'. */
function facts(ctx: ToolContext, v: Vehicle): string {
  const parts = [KIND_NAMES[v.kind][ctx.language]];
  if (v.fuel_type !== 'none' || !TOWED_KINDS.includes(v.kind)) parts.push(FUEL_NAMES[v.fuel_type][ctx.language]);
  if (v.length_m !== null)
    parts.push(
      pick(ctx, { en: '{} long', es: '{} de largo', fr: '{} de long' }).replace('{}', length(ctx, v.length_m)),
    );
  if (v.height_m !== null)
    parts.push(pick(ctx, { en: '{} high', es: '{} de alto', fr: '{} de haut' }).replace('{}', length(ctx, v.height_m)));
  if (v.width_m !== null)
    parts.push(
      pick(ctx, { en: '{} wide', es: '{} de ancho', fr: '{} de large' }).replace('{}', length(ctx, v.width_m)),
    );
  if (v.gross_mass_kg !== null) {
    const gross = weight(ctx, v.gross_mass_kg);
    parts.push(pick(ctx, { en: `gross mass ${gross}`, es: `MMA ${gross}`, fr: `PTAC ${gross}` }));
  }
  if (v.empty_mass_kg !== null) {
    const tare = weight(ctx, v.empty_mass_kg);
    parts.push(pick(ctx, { en: `tare ${tare}`, es: `tara ${tare}`, fr: `poids à vide ${tare}` }));
  }
  if (v.consumption_l_per_100km !== null) parts.push(consumptionText(ctx, v.consumption_l_per_100km));
  if (v.tank_l !== null) {
    const tank = volume(ctx, v.tank_l);
    parts.push(pick(ctx, { en: `${tank} tank`, es: `depósito de ${tank}`, fr: `réservoir de ${tank}` }));
  }
  return parts.join(', ');
}

type RigArgs = Pick<
  ToolArgsOut<'add_vehicle'>,
  | 'kind'
  | 'fuel_type'
  | 'length'
  | 'length_unit'
  | 'height'
  | 'height_unit'
  | 'width'
  | 'width_unit'
  | 'gross_mass'
  | 'gross_mass_unit'
  | 'empty_mass'
  | 'empty_mass_unit'
  | 'consumption'
  | 'consumption_unit'
  | 'tank'
  | 'tank_unit'
>;

/** A mass said in kg or lb (the user's weight unit when none), in kg to 0.1 as the rig form keeps it. */
const kgFrom = (ctx: ToolContext, value: number, unit: WeightUnit | undefined) =>
  round(weightToKg(value, unit ?? unitsOf(ctx).weight_unit), 1);

/** The measures said, in the units the service keeps (metres, kg, L/100 km, litres). */
function measures(ctx: ToolContext, a: RigArgs) {
  return {
    ...(a.width !== undefined ? { width_m: round(metresFrom(ctx, a.width, a.width_unit), 2) } : {}),
    ...(a.gross_mass !== undefined ? { gross_mass_kg: kgFrom(ctx, a.gross_mass, a.gross_mass_unit) } : {}),
    ...(a.empty_mass !== undefined ? { empty_mass_kg: kgFrom(ctx, a.empty_mass, a.empty_mass_unit) } : {}),
    ...(a.kind ? { kind: a.kind } : {}),
    ...(a.fuel_type ? { fuel_type: a.fuel_type } : {}),
    ...(a.length !== undefined ? { length_m: round(metresFrom(ctx, a.length, a.length_unit), 2) } : {}),
    ...(a.height !== undefined ? { height_m: round(metresFrom(ctx, a.height, a.height_unit), 2) } : {}),
    ...(a.consumption !== undefined
      ? { consumption_l_per_100km: round(litresPer100KmFrom(ctx, a.consumption, a.consumption_unit), 2) }
      : {}),
    ...(a.tank !== undefined ? { tank_l: round(litresFrom(ctx, a.tank, a.tank_unit), 1) } : {}),
  };
}

const textOf = (v: Vehicle) =>
  `${v.name} ${Object.values(KIND_NAMES[v.kind]).join(' ')} ${v.kind.replace('_', ' ')} ${v.fuel_type} rig vehicle vehiculo vehicule`;

/** One of the user's rigs, named in words (or by id); several fitting: a question, `choice` answers it. */
export async function findRig(
  s: ToolServices,
  ctx: ToolContext,
  args: { id?: string | undefined; vehicle?: string | undefined; choice?: number | undefined },
) {
  const vehicles = await s.vehicles.list(ctx.userId);
  if (vehicles.length === 0)
    return {
      outcome: noneYet(ctx, {
        en: 'You have no rigs yet. Tell me about yours, e.g. "add my 2019 Jayco Eagle fifth wheel, 11 m".',
        es: 'Aún no tienes vehículos. Háblame del tuyo, por ejemplo «añade mi autocaravana Hymer de 2018».',
        fr: "Vous n'avez pas encore de véhicule. Décrivez-moi le vôtre, par exemple « ajoute mon camping-car Rapido diesel ».",
      }),
    };
  return oneOf(
    ctx,
    vehicles,
    { id: args.id, query: args.vehicle, choice: args.choice },
    { text: textOf, label: (v) => vehicleLabel(ctx, v), what: RIG },
  );
}

export function rigTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'list_vehicles',
      description:
        "The user's rigs (motorhomes, campervans, caravans, fifth wheels, tow vehicles) with their measures.",
      destructive: false,
      help: {
        en: 'list, add, change or delete your rigs ("add my 2019 Jayco Eagle fifth wheel, 11 m")',
        es: 'ver, añadir, cambiar o borrar tus vehículos («añade mi autocaravana Hymer de 2018»)',
        fr: 'voir, ajouter, modifier ou supprimer vos véhicules (« ajoute mon camping-car Rapido diesel »)',
      },
      async run(_args, ctx) {
        const vehicles = await s.vehicles.list(ctx.userId);
        if (vehicles.length === 0) {
          return ok(
            pick(ctx, {
              en: 'You have no rigs yet. Tell me about yours, e.g. "add my 2019 Jayco Eagle fifth wheel, 11 m".',
              es: 'Aún no tienes vehículos. Háblame del tuyo, por ejemplo «añade mi autocaravana Hymer de 2018».',
              fr: "Vous n'avez pas encore de véhicule. Décrivez-moi le vôtre, par exemple « ajoute mon camping-car Rapido diesel ».",
            }),
            { vehicles: [] },
          );
        }
        const lines = vehicles.map((v) => `${v.name} (${facts(ctx, v)})`);
        const n = vehicles.length;
        const outcome = ok(
          pick(ctx, {
            en: `You have ${n} rig${n === 1 ? '' : 's'}: ${lines.join('; ')}.`,
            es: `Tienes ${n} vehículo${n === 1 ? '' : 's'}: ${lines.join('; ')}.`,
            fr: `Vous avez ${n} véhicule${n === 1 ? '' : 's'} : ${lines.join(' ; ')}.`,
          }),
          { vehicles },
        );
        return n === 1 ? withSubject(outcome, vehicleSubject(ctx, vehicles[0]!)) : outcome;
      },
    }),

    tool({
      name: 'add_vehicle',
      description:
        'Adds a rig: its name (make, model, year), kind (motorhome, campervan, caravan, fifth_wheel, tow_vehicle), fuel, length, height, width, gross and tare mass, consumption and tank.',
      destructive: false,
      async run(args, ctx) {
        const kind = args.kind ?? 'motorhome';
        const fuel = args.fuel_type ?? (TOWED_KINDS.includes(kind) ? 'none' : 'diesel');
        const vehicle = await s.vehicles.create(ctx.userId, {
          name: args.name,
          ...measures(ctx, args),
          kind,
          fuel_type: fuel,
        });
        // A caravan or fifth wheel is hitched to the user's only tow vehicle, as the rig form offers.
        let towed = vehicle;
        if (TOWED_KINDS.includes(kind)) {
          const tows = (await s.vehicles.list(ctx.userId)).filter((v) => v.kind === 'tow_vehicle');
          if (tows.length === 1)
            towed = await s.vehicles.update(ctx.userId, vehicle.id, { tow_vehicle_id: tows[0]!.id });
        }
        return withSubject(
          ok(
            pick(ctx, {
              en: `Added your rig ${towed.name} (${facts(ctx, towed)}).`,
              es: `Añadí tu vehículo ${towed.name} (${facts(ctx, towed)}).`,
              fr: `J'ai ajouté votre véhicule ${towed.name} (${facts(ctx, towed)}).`,
            }),
            { vehicle: towed },
            ['vehicles'],
          ),
          vehicleSubject(ctx, towed),
        );
      },
    }),

    tool({
      name: 'update_vehicle',
      description:
        'Changes a rig named in words (or the only one): name, kind, fuel, length, height, width, gross mass (GVM/GVWR), tare mass, consumption or tank size.',
      destructive: false,
      async run(args, ctx) {
        const found = await findRig(s, ctx, args);
        if ('outcome' in found) return found.outcome;
        const patch = { ...measures(ctx, args), ...(args.name ? { name: args.name } : {}) };
        const vehicle = await s.vehicles.update(ctx.userId, found.record.id, patch);
        const changed = Object.keys(patch).length;
        return withSubject(
          ok(
            changed === 0
              ? pick(ctx, {
                  en: `${vehicle.name}: ${facts(ctx, vehicle)}. What should I change?`,
                  es: `${vehicle.name}: ${facts(ctx, vehicle)}. ¿Qué cambio?`,
                  fr: `${vehicle.name} : ${facts(ctx, vehicle)}. Que dois-je modifier ?`,
                })
              : pick(ctx, {
                  en: `Updated ${vehicle.name}: ${facts(ctx, vehicle)}.`,
                  es: `Actualicé ${vehicle.name}: ${facts(ctx, vehicle)}.`,
                  fr: `J'ai mis à jour ${vehicle.name} : ${facts(ctx, vehicle)}.`,
                }),
            { vehicle },
            changed ? ['vehicles'] : [],
          ),
          vehicleSubject(ctx, vehicle),
        );
      },
    }),

    tool({
      name: 'delete_vehicle',
      description:
        'Deletes a rig named in words (asks first). Its fill-ups and maintenance records are kept without a rig.',
      destructive: true,
      async confirmation(args, ctx) {
        const found = await findRig(s, ctx, args);
        if ('outcome' in found) return found.outcome;
        return { prompt: rigDeletePrompt(ctx, found.record), args: { id: found.record.id } };
      },
      async run(args, ctx) {
        const found = await findRig(s, ctx, args);
        if ('outcome' in found) return found.outcome;
        await s.vehicles.remove(ctx.userId, found.record.id);
        const left = (await s.vehicles.list(ctx.userId)).map((v) => v.name);
        return ok(
          pick(ctx, {
            en: `Deleted your rig ${vehicleLabel(ctx, found.record)}.${left.length ? ` You still have ${list(ctx, left)}.` : ''}`,
            es: `Borré tu vehículo ${vehicleLabel(ctx, found.record)}.${left.length ? ` Te quedan ${list(ctx, left)}.` : ''}`,
            fr: `J'ai supprimé votre véhicule ${vehicleLabel(ctx, found.record)}.${left.length ? ` Il vous reste ${list(ctx, left)}.` : ''}`,
          }),
          { deleted: found.record.id },
          ['vehicles'],
        );
      },
    }),
  ];
}
