import {
  addDays,
  fuelPriceRegionOf,
  REGION_TRAVEL_DEFAULTS,
  type PlanResponse,
  type Vehicle,
  roundAmount,
  sumAmounts,
} from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { consumption, distance, money, pick, volume, type Texts } from './format.ts';
import { fail, ok, tool, userRig, type ToolServices } from './kit.ts';
import { estimateNote, planThrough, route, toKm } from './travel-kit.ts';

export const PRICE_SOURCES: Record<string, Texts> = {
  user: { en: 'at your own fuel price', es: 'con tu precio de combustible', fr: 'à votre prix du carburant' },
  fuel_log_average: {
    en: 'at your average fill-up price of the last 90 days',
    es: 'con tu precio medio de repostaje de los últimos 90 días',
    fr: 'à votre prix moyen des pleins des 90 derniers jours',
  },
  region_default: {
    en: 'an estimate at typical pump prices',
    es: 'una estimación con precios habituales del surtidor',
    fr: 'une estimation aux prix habituels à la pompe',
  },
};

/**
 * What a fuel estimate assumes when the user has not told us their rig: a diesel class C motorhome, which burns
 * 18-22 L/100 km (11-13 US mpg) at highway speed.
 */
const TYPICAL_RIG = { consumption_l_per_100km: 20, fuel_type: 'diesel' } as const;

/** Why no fuel cost can be given: no rig, no consumption, no price. */
export function noFuelReason(ctx: ToolContext, rig: Vehicle | null, motor: Vehicle | null): string {
  if (!rig)
    return pick(ctx, {
      en: 'Add your rig in Wheels (with its fuel consumption) and I can work out fuel costs.',
      es: 'Añade tu vehículo en Wheels (con su consumo) y podré calcular el combustible.',
      fr: 'Ajoutez votre véhicule dans Wheels (avec sa consommation) et je calculerai le carburant.',
    });
  if (!motor || motor.consumption_l_per_100km === null)
    return pick(ctx, {
      en: 'Your rig has no fuel consumption set: add it in Wheels and I can work out fuel costs.',
      es: 'Tu vehículo no tiene consumo indicado: añádelo en Wheels y podré calcular el combustible.',
      fr: "Votre véhicule n'a pas de consommation indiquée : ajoutez-la dans Wheels et je calculerai le carburant.",
    });
  return pick(ctx, {
    en: 'There is no default price for your fuel type: set your fuel price in the trip planner.',
    es: 'No hay precio por defecto para tu tipo de combustible: indica tu precio en el planificador.',
    fr: "Il n'y a pas de prix par défaut pour votre carburant : indiquez votre prix dans le planificateur.",
  });
}

export function fuelSentence(ctx: ToolContext, plan: PlanResponse): string | null {
  const f = plan.fuel;
  if (f.cost === null || f.volume === null) return null;
  const source = f.price_source ? (PRICE_SOURCES[f.price_source]?.[ctx.language] ?? '') : '';
  return pick(ctx, {
    en: `Fuel: about ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)} (${source}).`,
    es: `Combustible: unos ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)} (${source}).`,
    fr: `Carburant : environ ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)} (${source}).`,
  });
}

/**
 * The pump price the planner would use for a distance with no route: the user's own, else the average of their
 * fill-ups in the last 90 days, else the typical price of their currency's region (diesel and petrol only).
 */
async function fuelPrice(s: ToolServices, ctx: ToolContext, fuelType: string) {
  const prefs = await s.travelPreferences.get(ctx.userId);
  if (prefs.fuel_price_per_l !== null && prefs.fuel_price_currency)
    return { per_l: prefs.fuel_price_per_l, currency: prefs.fuel_price_currency, source: 'user' };
  const since = addDays(ctx.today, -90);
  const fills = (await s.fuelLog.list(ctx.userId)).filter((f) => f.filled_on >= since && f.volume_l > 0);
  const byCurrency = new Map<string, { count: number; cost: number; litres: number }>();
  for (const f of fills) {
    const c = byCurrency.get(f.currency) ?? { count: 0, cost: 0, litres: 0 };
    byCurrency.set(f.currency, {
      count: c.count + 1,
      cost: sumAmounts([c.cost, f.total_cost]),
      litres: c.litres + f.volume_l,
    });
  }
  const [currency, most] = [...byCurrency].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))[0] ?? [];
  if (currency && most)
    return { per_l: Math.round((most.cost / most.litres) * 1000) / 1000, currency, source: 'fuel_log_average' };
  const defaults = REGION_TRAVEL_DEFAULTS[fuelPriceRegionOf(ctx.settings.regional_preferences.currency)];
  if (fuelType !== 'diesel' && fuelType !== 'petrol') return null;
  return {
    per_l: fuelType === 'diesel' ? defaults.diesel_per_l : defaults.petrol_per_l,
    currency: defaults.currency,
    source: 'region_default',
  };
}

/**
 * Fuel for a drive when the user's rig has no consumption (or there is no rig yet): worked out for a typical
 * motorhome, and said to be so, with the pump price the planner would use; null when the rig burns no diesel or
 * petrol (an electric or LPG rig without figures).
 */
export const typicalRigFuel = async (
  s: ToolServices,
  ctx: ToolContext,
  km: number,
  rig: Vehicle | null,
  motor: Vehicle | null,
) => {
  const fuelType = motor?.fuel_type ?? TYPICAL_RIG.fuel_type;
  if (rig && fuelType !== 'diesel' && fuelType !== 'petrol') return null;
  const price = await fuelPrice(s, ctx, fuelType);
  if (!price) return null;
  const litres = (km * TYPICAL_RIG.consumption_l_per_100km) / 100;
  const cost = roundAmount(litres * price.per_l);
  const rate = consumption(ctx, TYPICAL_RIG.consumption_l_per_100km);
  const source = PRICE_SOURCES[price.source]![ctx.language];
  return {
    reply: pick(ctx, {
      en: `about ${volume(ctx, litres)}, ${money(ctx, cost, price.currency)} (${source}), for a typical motorhome at ${rate}. Add your rig and its consumption in Wheels for your own figure.`,
      es: `unos ${volume(ctx, litres)}, ${money(ctx, cost, price.currency)} (${source}), para una autocaravana típica de ${rate}. Añade tu vehículo y su consumo en Wheels para tu propia cifra.`,
      fr: `environ ${volume(ctx, litres)}, ${money(ctx, cost, price.currency)} (${source}), pour un camping-car type à ${rate}. Ajoutez votre véhicule et sa consommation dans Wheels pour votre propre chiffre.`,
    }),
    data: {
      volume_l: Math.round(litres * 10) / 10,
      cost,
      currency: price.currency,
      price_per_l: price.per_l,
      price_source: price.source,
      consumption_l_per_100km: TYPICAL_RIG.consumption_l_per_100km,
      assumed_typical_rig: true,
    },
  };
};

/** Fuel: the volume and cost of a drive or a distance, for the user's rig (or a typical one) at their price. */
export function travelFuelTools(s: ToolServices): PamTool[] {
  return [
    tool({
      name: 'fuel_cost',
      description:
        "Fuel volume and cost of a drive between two places, or of a distance, for the user's rig and fuel price.",
      destructive: false,
      async run(args, ctx) {
        if (args.from && args.to) {
          const result = await planThrough(s, ctx, [args.from, args.to], { withRig: true });
          if ('ok' in result) return result;
          const { places, plan, rig, motor } = result;
          const f = plan.fuel;
          if (f.cost === null || f.volume === null) {
            const typical = await typicalRigFuel(s, ctx, plan.total_distance_km, rig, motor);
            if (!typical) return fail('needs_vehicle', noFuelReason(ctx, rig, motor), { warnings: f.warnings });
            const main = pick(ctx, {
              en: `Fuel for ${route(places)} (${distance(ctx, plan.total_distance_km)}): ${typical.reply}`,
              es: `Combustible para ${route(places)} (${distance(ctx, plan.total_distance_km)}): ${typical.reply}`,
              fr: `Carburant pour ${route(places)} (${distance(ctx, plan.total_distance_km)}) : ${typical.reply}`,
            });
            const note = estimateNote(ctx, plan);
            return ok(note ? `${main} ${note}` : main, {
              distance_km: plan.total_distance_km,
              estimated: plan.estimated,
              fuel: typical.data,
            });
          }
          const source = f.price_source ? (PRICE_SOURCES[f.price_source]?.[ctx.language] ?? '') : '';
          const main = pick(ctx, {
            en: `Fuel for ${route(places)} (${distance(ctx, plan.total_distance_km)}): about ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)}, ${source}.`,
            es: `Combustible para ${route(places)} (${distance(ctx, plan.total_distance_km)}): unos ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)}, ${source}.`,
            fr: `Carburant pour ${route(places)} (${distance(ctx, plan.total_distance_km)}) : environ ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)}, ${source}.`,
          });
          const note = estimateNote(ctx, plan);
          return ok(note ? `${main} ${note}` : main, {
            distance_km: plan.total_distance_km,
            estimated: plan.estimated,
            fuel: f,
          });
        }
        if (args.distance === undefined) {
          return fail(
            'invalid',
            pick(ctx, {
              en: 'Tell me the distance, or where the drive starts and ends.',
              es: 'Dime la distancia, o dónde empieza y termina el viaje.',
              fr: 'Donnez-moi la distance, ou le départ et l’arrivée du trajet.',
            }),
          );
        }
        const km = toKm(ctx, args.distance, args.unit);
        const { rig, motor } = await userRig(s, ctx.userId);
        const consumption = motor?.consumption_l_per_100km ?? null;
        const price = motor && consumption !== null ? await fuelPrice(s, ctx, motor.fuel_type) : null;
        if (consumption === null || !price) {
          const typical = await typicalRigFuel(s, ctx, km, rig, motor);
          if (!typical) return fail('needs_vehicle', noFuelReason(ctx, rig, motor));
          return ok(`${distance(ctx, km)}: ${typical.reply}`, {
            distance_km: Math.round(km * 10) / 10,
            fuel: typical.data,
          });
        }
        const litres = (km * consumption) / 100;
        const cost = roundAmount(litres * price.per_l);
        const source = PRICE_SOURCES[price.source]![ctx.language];
        return ok(
          pick(ctx, {
            en: `${distance(ctx, km)} takes about ${volume(ctx, litres)} of fuel, ${money(ctx, cost, price.currency)}, ${source}.`,
            es: `${distance(ctx, km)} son unos ${volume(ctx, litres)} de combustible, ${money(ctx, cost, price.currency)}, ${source}.`,
            fr: `${distance(ctx, km)} demandent environ ${volume(ctx, litres)} de carburant, ${money(ctx, cost, price.currency)}, ${source}.`,
          }),
          {
            distance_km: Math.round(km * 10) / 10,
            volume_l: Math.round(litres * 10) / 10,
            cost,
            currency: price.currency,
            price_per_l: price.per_l,
            price_source: price.source,
            consumption_l_per_100km: consumption,
          },
        );
      },
    }),
  ];
}
