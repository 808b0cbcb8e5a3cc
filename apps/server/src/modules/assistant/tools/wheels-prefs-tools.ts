import {
  DEFAULT_DAILY_LIMIT_KM,
  pricePerVolumeToPerLitre,
  travelPreferencesPatchSchema,
  UNIT_SYMBOLS,
  type StorageSummary,
  type TravelPreferences,
  type Vehicle,
} from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import {
  distance,
  kmFrom,
  list,
  num,
  percent,
  pick,
  pricePerVolume,
  saidVolumeUnit,
  unitPrice,
  weight,
} from './format.ts';
import { fail, invalidArgs, ok, tool, type ToolServices } from './kit.ts';
import { byWords, notFoundAs } from './wheels-kit.ts';

/** The weight carried against the rig's payload, as the Storage tab states it, and the planner's travel preferences. */

const RIG = { en: 'a rig', es: 'ningún vehículo', fr: 'aucun véhicule' };
const hasPayload = (v: Vehicle) =>
  v.gross_mass_kg !== null && v.empty_mass_kg !== null && v.gross_mass_kg > v.empty_mass_kg;

/** 'Hymer: 245 kg of its 600 kg payload (41%), 355 kg left', or why it cannot be said. */
function payloadLine(ctx: ToolContext, v: Vehicle, own: StorageSummary, all: StorageSummary): string {
  if (own.payload_kg === null || own.payload_used_pct === null) {
    return pick(ctx, {
      en: `${v.name} has no gross and empty mass yet: add them in Wheels to compare with its payload.`,
      es: `${v.name} aún no tiene masa máxima y masa en vacío: añádelas en Wheels para compararlo con su carga útil.`,
      fr: `${v.name} n'a pas encore de PTAC et de poids à vide : ajoutez-les dans Wheels pour comparer avec sa charge utile.`,
    });
  }
  const payload = weight(ctx, own.payload_kg);
  if (own.item_count === 0 && all.item_count > 0) {
    return pick(ctx, {
      en: `None of your items is assigned to ${v.name} yet: choose the rig on each item in Wheels, under Storage, to set them against its ${payload} payload.`,
      es: `Ninguno de tus objetos está asignado a ${v.name}: elige el vehículo en cada objeto en Wheels, en Almacenamiento, para compararlos con su carga útil de ${payload}.`,
      fr: `Aucun de vos objets n'est encore rattaché à ${v.name} : choisissez le véhicule de chaque objet dans Wheels, rubrique Rangement, pour les comparer à sa charge utile de ${payload}.`,
    });
  }
  const used = weight(ctx, own.total_weight_kg);
  const pct = percent(ctx, own.payload_used_pct);
  const rest = own.over_limit
    ? pick(ctx, {
        en: `over by ${weight(ctx, own.total_weight_kg - own.payload_kg)}`,
        es: `te pasas en ${weight(ctx, own.total_weight_kg - own.payload_kg)}`,
        fr: `dépassée de ${weight(ctx, own.total_weight_kg - own.payload_kg)}`,
      })
    : pick(ctx, {
        en: `${weight(ctx, own.payload_kg - own.total_weight_kg)} left`,
        es: `quedan ${weight(ctx, own.payload_kg - own.total_weight_kg)}`,
        fr: `reste ${weight(ctx, own.payload_kg - own.total_weight_kg)}`,
      });
  return pick(ctx, {
    en: `${v.name}: ${used} of its ${payload} payload (${pct}), ${rest}.`,
    es: `${v.name}: ${used} de su carga útil de ${payload} (${pct}), ${rest}.`,
    fr: `${v.name} : ${used} sur sa charge utile de ${payload} (${pct}), ${rest}.`,
  });
}

/** 'You're carrying 245 kg in 12 items (3 without a weight); heaviest: rear locker 120 kg, garage 80 kg.' */
function totalLine(ctx: ToolContext, all: StorageSummary): string {
  const n = all.item_count;
  const unweighed = all.unweighed_count
    ? pick(ctx, {
        en: `, ${num(ctx, all.unweighed_count)} of them without a weight`,
        es: `, ${num(ctx, all.unweighed_count)} sin peso`,
        fr: `, dont ${num(ctx, all.unweighed_count)} sans poids`,
      })
    : '';
  const heaviest = all.by_location
    .filter((l) => l.weight_kg > 0)
    .slice(0, 3)
    .map((l) => `${l.location || '—'} ${weight(ctx, l.weight_kg)}`);
  const where = heaviest.length
    ? pick(ctx, { en: ` Heaviest: `, es: ` Lo más pesado: `, fr: ` Le plus lourd : ` }) + `${list(ctx, heaviest)}.`
    : '';
  return (
    pick(ctx, {
      en: `You're carrying ${weight(ctx, all.total_weight_kg)} in ${num(ctx, n)} item${n === 1 ? '' : 's'}${unweighed}.`,
      es: `Llevas ${weight(ctx, all.total_weight_kg)} en ${num(ctx, n)} objeto${n === 1 ? '' : 's'}${unweighed}.`,
      fr: `Vous transportez ${weight(ctx, all.total_weight_kg)} en ${num(ctx, n)} objet${n === 1 ? '' : 's'}${unweighed}.`,
    }) + where
  );
}

export function storageWeightTool(s: ToolServices): PamTool {
  return tool({
    name: 'storage_weight',
    description:
      'The weight of the stowed items (by location) and, for each rig with its masses (or the one named), the payload used and left, as the Storage tab shows it.',
    destructive: false,
    help: {
      en: 'say how much weight you carry and the payload left ("how much weight am I carrying?")',
      es: 'decir cuánto peso llevas y la carga útil que queda («¿cuánto peso llevo?»)',
      fr: 'dire quel poids vous transportez et la charge utile restante (« quel poids je transporte ? »)',
    },
    async run(args, ctx) {
      const all = await s.storage.summary(ctx.userId, null);
      const vehicles = await s.vehicles.list(ctx.userId);
      let rigs = vehicles.filter(hasPayload);
      if (args.vehicle) {
        rigs = byWords(vehicles, args.vehicle, (v) => v.name);
        if (rigs.length === 0) return notFoundAs(ctx, RIG, args.vehicle);
      }
      if (all.item_count === 0) {
        return ok(
          pick(ctx, {
            en: 'Nothing is on your storage list yet, so you carry nothing I know of. Tell me what is stowed where, with its weight in Wheels.',
            es: 'Tu lista de almacenamiento está vacía, así que no sé de ningún peso. Dime qué guardas y dónde, con su peso en Wheels.',
            fr: 'Votre liste de rangement est vide : je ne connais aucun poids. Dites-moi ce qui est rangé où, avec son poids dans Wheels.',
          }),
          { summary: all, rigs: [] },
        );
      }
      const lines = [totalLine(ctx, all)];
      const perRig: Array<{ vehicle_id: string; summary: StorageSummary }> = [];
      for (const v of rigs.slice(0, 3)) {
        const own = await s.storage.summary(ctx.userId, v.id);
        perRig.push({ vehicle_id: v.id, summary: own });
        lines.push(payloadLine(ctx, v, own, all));
      }
      if (rigs.length === 0) {
        lines.push(
          pick(ctx, {
            en: "Add your rig's gross and empty mass in Wheels and I can compare this with its payload.",
            es: 'Añade la masa máxima y la masa en vacío de tu vehículo en Wheels y lo compararé con su carga útil.',
            fr: 'Ajoutez le PTAC et le poids à vide de votre véhicule dans Wheels et je comparerai avec sa charge utile.',
          }),
        );
      }
      return ok(lines.join(' '), { summary: all, rigs: perRig });
    },
  });
}

/** The daily limit and fuel price the planner uses, as stated: the user's own or the default that applies. */
/** `typed`: the fuel price as the user just said it, rather than as stored per litre and converted back. */
function preferencesText(ctx: ToolContext, prefs: TravelPreferences, typed?: string) {
  const units = ctx.settings.regional_preferences.units;
  const limit =
    prefs.daily_limit_km !== null
      ? distance(ctx, prefs.daily_limit_km)
      : distance(ctx, DEFAULT_DAILY_LIMIT_KM[units]) +
        pick(ctx, { en: ' (the default)', es: ' (por defecto)', fr: ' (par défaut)' });
  const price =
    prefs.fuel_price_per_l !== null && prefs.fuel_price_currency
      ? (typed ?? pricePerVolume(ctx, prefs.fuel_price_per_l, prefs.fuel_price_currency))
      : pick(ctx, {
          en: 'not set (the planner uses your fill-ups of the last 90 days, else a typical price for your region)',
          es: 'sin fijar (el planificador usa tus cargas de los últimos 90 días, o un precio típico de tu región)',
          fr: 'non fixé (le planificateur prend vos pleins des 90 derniers jours, sinon un prix courant de votre région)',
        });
  return pick(ctx, {
    en: `Daily driving limit: ${limit}. Fuel price: ${price}.`,
    es: `Límite diario de conducción: ${limit}. Precio del combustible: ${price}.`,
    fr: `Limite de route par jour : ${limit}. Prix du carburant : ${price}.`,
  });
}

export function preferenceTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'travel_preferences',
      description: 'The daily driving limit and the fuel price the trip planner uses (own or default).',
      destructive: false,
      async run(_args, ctx) {
        const prefs = await s.travelPreferences.get(ctx.userId);
        return ok(preferencesText(ctx, prefs), { preferences: prefs });
      },
    }),

    tool({
      name: 'set_travel_preferences',
      description:
        "Sets the trip planner's daily driving limit and/or fuel price (per litre or gallon), or resets one to its default.",
      destructive: false,
      help: {
        en: 'set the planner\'s daily driving limit and fuel price ("limit my drives to 300 km a day", "diesel is 1.85 a litre")',
        es: 'fijar el límite diario y el precio del combustible del planificador («máximo 300 km al día», «el diésel está a 1,85 el litro»)',
        fr: 'régler la limite de route par jour et le prix du carburant (« limite mes étapes à 300 km par jour », « le gazole est à 1,85 le litre »)',
      },
      async run(args, ctx) {
        const reset = new Set(args.reset ?? []);
        const patch = travelPreferencesPatchSchema.safeParse({
          ...(args.daily_limit !== undefined
            ? { daily_limit_km: Math.round(kmFrom(ctx, args.daily_limit, args.distance_unit) * 10) / 10 }
            : reset.has('daily_limit')
              ? { daily_limit_km: null }
              : {}),
          ...(args.fuel_price !== undefined
            ? {
                fuel_price_per_l:
                  Math.round(pricePerVolumeToPerLitre(args.fuel_price, saidVolumeUnit(ctx, args.volume_unit)) * 1000) /
                  1000,
                ...(args.currency ? { fuel_price_currency: args.currency } : {}),
              }
            : reset.has('fuel_price')
              ? { fuel_price_per_l: null }
              : {}),
        });
        if (!patch.success) return limitProblem(ctx, patch.error) ?? invalidArgs(ctx, patch.error);
        if (Object.keys(patch.data).length === 0) {
          return fail(
            'invalid',
            pick(ctx, {
              en: 'What should I set? For example "limit my drives to 300 km a day" or "diesel is 1.85 a litre".',
              es: '¿Qué fijo? Por ejemplo «máximo 300 km al día» o «el diésel está a 1,85 el litro».',
              fr: 'Que dois-je régler ? Par exemple « limite mes étapes à 300 km par jour » ou « le gazole est à 1,85 le litre ».',
            }),
          );
        }
        const prefs = await s.travelPreferences.update(ctx.userId, patch.data);
        const typed =
          args.fuel_price !== undefined && prefs.fuel_price_currency
            ? `${unitPrice(ctx, args.fuel_price, prefs.fuel_price_currency)}/${UNIT_SYMBOLS[saidVolumeUnit(ctx, args.volume_unit)]}`
            : undefined;
        return ok(
          pick(ctx, {
            en: 'Saved for the trip planner. ',
            es: 'Guardado para el planificador. ',
            fr: 'Enregistré pour le planificateur. ',
          }) + preferencesText(ctx, prefs, typed),
          { preferences: prefs },
          ['trips'],
        );
      },
    }),
  ];
}

/** A daily limit outside what the planner takes, said with the limits in the user's units. */
function limitProblem(ctx: ToolContext, error: { issues: Array<{ path: PropertyKey[] }> }): ToolOutcome | null {
  if (!error.issues.some((i) => i.path[0] === 'daily_limit_km')) return null;
  const range = list(ctx, [distance(ctx, 50), distance(ctx, 2000)]).replace(/ (and|y|et) /, ' – ');
  return fail(
    'invalid',
    pick(ctx, {
      en: `The daily driving limit must be between ${range}.`,
      es: `El límite diario de conducción debe estar entre ${range}.`,
      fr: `La limite de route par jour doit être comprise entre ${range}.`,
    }),
  );
}
