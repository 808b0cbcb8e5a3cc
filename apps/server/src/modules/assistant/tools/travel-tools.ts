import {
  addDays,
  CAMPGROUND_LIMITS,
  CURRENCY_COUNTRIES,
  dailyLimitKmSchema,
  FUEL_PRICE_REGIONS,
  REGION_TRAVEL_DEFAULTS,
  startsWithVowelSound,
  type CampgroundKind,
  type CampgroundWithDistance,
  type FuelPriceRegion,
  type PamToolName,
  type PlanResponse,
  type Vehicle,
  roundAmount,
  sumAmounts,
} from '@ww/contracts';
import { FORECAST_DAYS_AHEAD, WeatherUnavailableError, type DailyWeather } from '#providers/weather/weather.ts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import {
  consumption,
  day,
  distance,
  duration,
  kmFrom,
  length,
  list,
  money,
  num,
  pick,
  speed,
  temperature,
  volume,
  type Texts,
} from './format.ts';
import {
  compose,
  fail,
  findPlaces,
  needsLocation,
  ok,
  placeFromContext,
  userRig,
  type Place,
  type ToolServices,
} from './kit.ts';

const tool = <K extends PamToolName>(t: PamTool<K>) => t;

/** A distance given in `unit` (the user's distance unit when none), in km. */
const toKm = (ctx: ToolContext, value: number, unit: 'km' | 'mi' | undefined) => kmFrom(ctx, value, unit);

const route = (places: Place[]) => places.map((p) => p.name).join(' → ');

/** Why figures are estimates: no road router, or the router failed and the planner fell back. */
function estimateNote(ctx: ToolContext, plan: PlanResponse): string | null {
  if (!plan.estimated) return null;
  return pick(ctx, {
    en: 'This is a straight-line estimate (straight line × road factor), not a road route.',
    es: 'Es una estimación en línea recta (línea recta × factor de carretera), no una ruta por carretera.',
    fr: "C'est une estimation à vol d'oiseau (ligne droite × facteur routier), pas un itinéraire routier.",
  });
}

const PRICE_SOURCES: Record<string, Texts> = {
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
function noFuelReason(ctx: ToolContext, rig: Vehicle | null, motor: Vehicle | null): string {
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

function fuelSentence(ctx: ToolContext, plan: PlanResponse): string | null {
  const f = plan.fuel;
  if (f.cost === null || f.volume === null) return null;
  const source = f.price_source ? (PRICE_SOURCES[f.price_source]?.[ctx.language] ?? '') : '';
  return pick(ctx, {
    en: `Fuel: about ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)} (${source}).`,
    es: `Combustible: unos ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)} (${source}).`,
    fr: `Carburant : environ ${volume(ctx, f.volume)}, ${money(ctx, f.cost, f.currency)} (${source}).`,
  });
}

/** The plan as a model reads it: figures without the geometry. */
const planData = (ctx: Pick<ToolContext, 'language'>, plan: PlanResponse) => ({
  stops: plan.stops,
  legs: plan.legs,
  total_distance_km: plan.total_distance_km,
  total_duration_min: plan.total_duration_min,
  estimated: plan.estimated,
  daily_limit_km: plan.daily_limit_km,
  days: plan.days.map((d) => ({
    day: d.day,
    date: d.date,
    start: d.start.name,
    end: d.end.name,
    distance_km: d.distance_km,
    duration_min: d.duration_min,
    overnight_site: d.overnight_site ? siteName(ctx, d.overnight_site) : null,
  })),
  fuel: plan.fuel,
  budget: plan.budget,
  notes: plan.notes.map((n) => n.code),
});

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
  const code = CURRENCY_COUNTRIES[ctx.settings.regional_preferences.currency];
  const region: FuelPriceRegion = FUEL_PRICE_REGIONS.find((r) => r === code) ?? 'ROW';
  const defaults = REGION_TRAVEL_DEFAULTS[region];
  if (fuelType !== 'diesel' && fuelType !== 'petrol') return null;
  return {
    per_l: fuelType === 'diesel' ? defaults.diesel_per_l : defaults.petrol_per_l,
    currency: defaults.currency,
    source: 'region_default',
  };
}

const AMENITIES: Record<string, Texts> = {
  power: { en: 'power', es: 'electricidad', fr: 'électricité' },
  water: { en: 'water', es: 'agua', fr: 'eau' },
  dump_station: { en: 'dump station', es: 'vaciado de aguas', fr: 'vidange' },
  showers: { en: 'showers', es: 'duchas', fr: 'douches' },
  toilets: { en: 'toilets', es: 'aseos', fr: 'toilettes' },
  pets: { en: 'pets allowed', es: 'admite mascotas', fr: 'animaux acceptés' },
  free: { en: 'free', es: 'gratis', fr: 'gratuit' },
};

const SITE_KINDS: Record<CampgroundKind, Texts> = {
  camp_site: { en: 'Campsite', es: 'Camping', fr: 'Camping' },
  caravan_site: { en: 'Caravan site', es: 'Área de autocaravanas', fr: 'Aire de camping-car' },
};

/** A site's name, or for one without a name its kind and nearest town: "Campsite near Ambleside". */
function siteName(
  ctx: Pick<ToolContext, 'language'>,
  c: { name: string | null; kind: CampgroundKind; near_place: string | null },
): string {
  if (c.name) return c.name;
  const kind = pick(ctx, SITE_KINDS[c.kind]);
  const place = c.near_place;
  if (!place) return kind;
  return pick(ctx, {
    en: `${kind} near ${place}`,
    es: `${kind} cerca de ${place}`,
    fr: `${kind} près ${startsWithVowelSound(place) ? "d'" : 'de '}${place}`,
  });
}

function siteText(ctx: ToolContext, c: CampgroundWithDistance, along: boolean): string {
  const name = siteName(ctx, c);
  const has = Object.keys(AMENITIES).filter((k) => c[k as keyof typeof c] === true);
  const where = along
    ? pick(ctx, {
        en: `${distance(ctx, c.distance_km)} off the route`,
        es: `a ${distance(ctx, c.distance_km)} de la ruta`,
        fr: `à ${distance(ctx, c.distance_km)} de l'itinéraire`,
      })
    : distance(ctx, c.distance_km);
  const extras = [where, ...has.map((k) => AMENITIES[k]![ctx.language])];
  if (c.max_length_m !== null) {
    const max = length(ctx, c.max_length_m);
    extras.push(pick(ctx, { en: `rigs up to ${max}`, es: `vehículos hasta ${max}`, fr: `véhicules jusqu'à ${max}` }));
  }
  return `${name} (${extras.join(', ')})`;
}

/** WMO weather codes, as Open-Meteo reports them. */
function sky(ctx: ToolContext, code: number): string {
  const t = (texts: Texts) => texts[ctx.language];
  if (code === 0) return t({ en: 'clear sky', es: 'cielo despejado', fr: 'ciel dégagé' });
  if (code <= 3) return t({ en: 'partly cloudy', es: 'parcialmente nublado', fr: 'partiellement nuageux' });
  if (code <= 48) return t({ en: 'fog', es: 'niebla', fr: 'brouillard' });
  if (code <= 57) return t({ en: 'drizzle', es: 'llovizna', fr: 'bruine' });
  if (code <= 67) return t({ en: 'rain', es: 'lluvia', fr: 'pluie' });
  if (code <= 77) return t({ en: 'snow', es: 'nieve', fr: 'neige' });
  if (code <= 82) return t({ en: 'rain showers', es: 'chubascos', fr: 'averses' });
  if (code <= 86) return t({ en: 'snow showers', es: 'chubascos de nieve', fr: 'averses de neige' });
  return t({ en: 'thunderstorms', es: 'tormentas', fr: 'orages' });
}

function weatherText(ctx: ToolContext, w: DailyWeather): string {
  const temp = (c: number) => temperature(ctx, c);
  const wind = speed(ctx, w.wind_max_kmh);
  const rain =
    w.precipitation_probability !== null
      ? pick(ctx, {
          en: `${num(ctx, w.precipitation_probability)} % chance of rain`,
          es: `${num(ctx, w.precipitation_probability)} % de probabilidad de lluvia`,
          fr: `${num(ctx, w.precipitation_probability)} % de risque de pluie`,
        })
      : pick(ctx, {
          en: `${num(ctx, w.precipitation_mm, 1)} mm of rain`,
          es: `${num(ctx, w.precipitation_mm, 1)} mm de lluvia`,
          fr: `${num(ctx, w.precipitation_mm, 1)} mm de pluie`,
        });
  return pick(ctx, {
    en: `${sky(ctx, w.weather_code)}, ${temp(w.temp_min_c)} to ${temp(w.temp_max_c)}, ${rain}, wind up to ${wind}`,
    es: `${sky(ctx, w.weather_code)}, de ${temp(w.temp_min_c)} a ${temp(w.temp_max_c)}, ${rain}, viento hasta ${wind}`,
    fr: `${sky(ctx, w.weather_code)}, de ${temp(w.temp_min_c)} à ${temp(w.temp_max_c)}, ${rain}, vent jusqu'à ${wind}`,
  });
}

/** A place with its region, unless its name already says which one ("Perth, Scotland, United Kingdom"). */
const placeLabel = (p: Place) => (p.name.includes(',') ? p.name : [p.name, p.region].filter(Boolean).join(', '));

export function travelTools(s: ToolServices): PamTool[] {
  /** Road distance and time (or the offline estimate) through the places, with the user's rig for fuel. */
  const planThrough = async (
    ctx: ToolContext,
    names: string[],
    options: { withRig: boolean; full?: boolean; daily_limit_km?: number; start_date?: string },
  ): Promise<{ places: Place[]; plan: PlanResponse; rig: Vehicle | null; motor: Vehicle | null } | ToolOutcome> => {
    const found = await findPlaces(s, ctx, names);
    if (!found.ok) return found.outcome;
    const { rig, motor } = options.withRig ? await userRig(s, ctx.userId) : { rig: null, motor: null };
    const plan = await (options.full ? s.planner : s.router).plan(ctx.userId, {
      stops: found.places.map((p) => ({ lat: p.lat, lon: p.lon, name: p.name })),
      optimize: 'none',
      nights: [],
      ...(rig ? { vehicle_id: rig.id } : {}),
      ...(options.daily_limit_km ? { daily_limit_km: options.daily_limit_km } : {}),
      ...(options.start_date ? { start_date: options.start_date } : {}),
    });
    return { places: found.places, plan, rig, motor };
  };

  /**
   * Fuel for a drive when the user's rig has no consumption (or there is no rig yet): worked out for a typical
   * motorhome, and said to be so, with the pump price the planner would use; null when the rig burns no diesel or
   * petrol (an electric or LPG rig without figures).
   */
  const typicalRigFuel = async (ctx: ToolContext, km: number, rig: Vehicle | null, motor: Vehicle | null) => {
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

  return [
    tool({
      name: 'distance_between',
      description: 'Road distance and driving time between two places (an estimate when no road router is configured).',
      destructive: false,
      async run(args, ctx) {
        const result = await planThrough(ctx, [args.from, args.to], { withRig: false });
        if ('ok' in result) return result;
        const { places, plan } = result;
        const main = pick(ctx, {
          en: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, about ${duration(plan.total_duration_min)} of driving.`,
          es: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, unas ${duration(plan.total_duration_min)} de conducción.`,
          fr: `${route(places)} : ${distance(ctx, plan.total_distance_km)}, environ ${duration(plan.total_duration_min)} de route.`,
        });
        const note = estimateNote(ctx, plan);
        // The estimate is said whatever the style: a figure must not pass for a road distance.
        return ok(note ? `${main} ${note}` : main, {
          from: places[0],
          to: places[1],
          distance_km: plan.total_distance_km,
          duration_min: plan.total_duration_min,
          estimated: plan.estimated,
        });
      },
    }),

    tool({
      name: 'plan_trip',
      description:
        "Plans a drive (not saved): days at the user's daily limit, distance, time, overnight campgrounds, fuel cost for the user's rig.",
      destructive: false,
      async run(args, ctx) {
        let dailyKm: number | undefined;
        if (args.daily_limit !== undefined) {
          const parsed = dailyLimitKmSchema.safeParse(Math.round(toKm(ctx, args.daily_limit, args.unit)));
          if (!parsed.success) {
            return fail(
              'invalid',
              pick(ctx, {
                en: `A daily limit must be between ${distance(ctx, 50)} and ${distance(ctx, 2000)}.`,
                es: `El límite diario debe estar entre ${distance(ctx, 50)} y ${distance(ctx, 2000)}.`,
                fr: `La limite quotidienne doit être comprise entre ${distance(ctx, 50)} et ${distance(ctx, 2000)}.`,
              }),
            );
          }
          dailyKm = parsed.data;
        }
        const result = await planThrough(ctx, [args.from, ...(args.via ?? []), args.to], {
          withRig: true,
          full: true,
          ...(dailyKm ? { daily_limit_km: dailyKm } : {}),
          ...(args.start_date ? { start_date: args.start_date } : {}),
        });
        if ('ok' in result) return result;
        const { places, plan, rig, motor } = result;
        const days = plan.days.length;
        const main = pick(ctx, {
          en: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, about ${duration(plan.total_duration_min)} of driving, ${days} day${days === 1 ? '' : 's'} at up to ${distance(ctx, plan.daily_limit_km)} a day.`,
          es: `${route(places)}: ${distance(ctx, plan.total_distance_km)}, unas ${duration(plan.total_duration_min)} de conducción, ${days} día${days === 1 ? '' : 's'} a un máximo de ${distance(ctx, plan.daily_limit_km)} al día.`,
          fr: `${route(places)} : ${distance(ctx, plan.total_distance_km)}, environ ${duration(plan.total_duration_min)} de route, ${days} jour${days === 1 ? '' : 's'} à ${distance(ctx, plan.daily_limit_km)} maximum par jour.`,
        });
        const typical = plan.fuel.cost === null ? await typicalRigFuel(ctx, plan.total_distance_km, rig, motor) : null;
        const fuel =
          fuelSentence(ctx, plan) ??
          (typical
            ? pick(ctx, {
                en: `Fuel: ${typical.reply}`,
                es: `Combustible: ${typical.reply}`,
                fr: `Carburant : ${typical.reply}`,
              })
            : noFuelReason(ctx, rig, motor));
        const estimate = estimateNote(ctx, plan);
        const dayLines = plan.days.map((d) => {
          const site = d.overnight_site && siteName(ctx, d.overnight_site);
          const night = site
            ? pick(ctx, { en: `, night at ${site}`, es: `, noche en ${site}`, fr: `, nuit à ${site}` })
            : '';
          const date = d.date ? ` (${day(ctx, d.date)})` : '';
          return pick(ctx, {
            en: `Day ${d.day}${date}: ${d.start.name} → ${d.end.name}, ${distance(ctx, d.distance_km)}${night}`,
            es: `Día ${d.day}${date}: ${d.start.name} → ${d.end.name}, ${distance(ctx, d.distance_km)}${night}`,
            fr: `Jour ${d.day}${date} : ${d.start.name} → ${d.end.name}, ${distance(ctx, d.distance_km)}${night}`,
          });
        });
        const fees =
          plan.budget.campground_fees_estimate !== null && plan.budget.nights > 0
            ? pick(ctx, {
                en: `Campground nights: about ${money(ctx, plan.budget.campground_fees_estimate, plan.budget.currency)} (estimate).`,
                es: `Noches de camping: unos ${money(ctx, plan.budget.campground_fees_estimate, plan.budget.currency)} (estimación).`,
                fr: `Nuits en camping : environ ${money(ctx, plan.budget.campground_fees_estimate, plan.budget.currency)} (estimation).`,
              })
            : null;
        const reply = compose(ctx, [main, estimate].filter(Boolean).join(' '), {
          note: fuel,
          detail: [`${dayLines.join('. ')}.`, fees].filter(Boolean).join(' '),
        });
        return ok(reply, { ...planData(ctx, plan), vehicle: rig?.name ?? null });
      },
    }),

    tool({
      name: 'fuel_cost',
      description:
        "Fuel volume and cost of a drive between two places, or of a distance, for the user's rig and fuel price.",
      destructive: false,
      async run(args, ctx) {
        if (args.from && args.to) {
          const result = await planThrough(ctx, [args.from, args.to], { withRig: true });
          if ('ok' in result) return result;
          const { places, plan, rig, motor } = result;
          const f = plan.fuel;
          if (f.cost === null || f.volume === null) {
            const typical = await typicalRigFuel(ctx, plan.total_distance_km, rig, motor);
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
          const typical = await typicalRigFuel(ctx, km, rig, motor);
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

    tool({
      name: 'find_campgrounds',
      description:
        "Campgrounds near a place (or the user's location) or along a drive, with RV filters (dump station, power, water, pets, free, rig length).",
      destructive: false,
      async run(args, ctx) {
        const filters = {
          ...(args.dump_station ? { dump_station: true } : {}),
          ...(args.power ? { power: true } : {}),
          ...(args.water ? { water: true } : {}),
          ...(args.pets ? { pets: true } : {}),
          ...(args.free ? { free: true } : {}),
          ...(args.min_length_m ? { min_length_m: args.min_length_m } : {}),
        };
        const wanted = Object.keys(filters)
          .filter((k) => k !== 'min_length_m')
          .map((k) => AMENITIES[k]![ctx.language]);
        const withText = wanted.length
          ? pick(ctx, {
              en: ` with ${list(ctx, wanted)}`,
              es: ` con ${list(ctx, wanted)}`,
              fr: ` avec ${list(ctx, wanted)}`,
            })
          : '';
        let sites: CampgroundWithDistance[];
        let where: string;
        let radiusKm: number;
        const along = !!args.along;
        if (args.along) {
          const found = await findPlaces(s, ctx, [args.along.from, args.along.to]);
          if (!found.ok) return found.outcome;
          const plan = await s.router.plan(ctx.userId, {
            stops: found.places.map((p) => ({ lat: p.lat, lon: p.lon, name: p.name })),
            optimize: 'none',
            nights: [],
          });
          const step = Math.ceil(plan.geometry.length / CAMPGROUND_LIMITS.pathPointsMax);
          const path = plan.geometry
            .filter((_, i) => i % step === 0 || i === plan.geometry.length - 1)
            .map(([lon, lat]) => ({ lat, lon }));
          radiusKm = Math.min(
            args.radius ? toKm(ctx, args.radius, args.unit) : CAMPGROUND_LIMITS.corridorKmDefault,
            CAMPGROUND_LIMITS.corridorKmMax,
          );
          sites = (await s.campgrounds.searchAlongRoute(ctx.userId, { path, corridor_km: radiusKm, filters, limit: 5 }))
            .data;
          where = pick(ctx, {
            en: `along ${route(found.places)}`,
            es: `en la ruta ${route(found.places)}`,
            fr: `sur le trajet ${route(found.places)}`,
          });
        } else {
          let center: Place | null;
          if (args.near && !args.use_my_location) {
            const found = await findPlaces(s, ctx, [args.near]);
            if (!found.ok) return found.outcome;
            center = found.places[0]!;
          } else {
            center = placeFromContext(ctx);
            if (!center) return needsLocation(ctx, false);
          }
          radiusKm = Math.min(
            args.radius ? toKm(ctx, args.radius, args.unit) : CAMPGROUND_LIMITS.radiusKmDefault,
            CAMPGROUND_LIMITS.radiusKmMax,
          );
          sites = (
            await s.campgrounds.search(ctx.userId, {
              lat: center.lat,
              lon: center.lon,
              radius_km: radiusKm,
              limit: 5,
              ...filters,
            })
          ).data;
          where =
            args.near && !args.use_my_location
              ? pick(ctx, {
                  en: `near ${placeLabel(center)}`,
                  es: `cerca de ${placeLabel(center)}`,
                  fr: `près de ${placeLabel(center)}`,
                })
              : pick(ctx, { en: 'near you', es: 'cerca de ti', fr: 'près de vous' });
        }
        if (sites.length === 0) {
          return ok(
            pick(ctx, {
              en: `I found no campgrounds${withText} within ${distance(ctx, radiusKm)} ${where}. Try a wider radius or fewer filters.`,
              es: `No encontré campings${withText} a menos de ${distance(ctx, radiusKm)} ${where}. Prueba un radio mayor o menos filtros.`,
              fr: `Je n'ai trouvé aucun camping${withText} à moins de ${distance(ctx, radiusKm)} ${where}. Essayez un rayon plus grand ou moins de filtres.`,
            }),
            { campgrounds: [], radius_km: radiusKm },
          );
        }
        const lines = sites.map((c) => siteText(ctx, c, along)).join('; ');
        // Each source's credit once ("© OpenStreetMap contributors, ODbL", "Recreation.gov RIDB").
        const credits = [...new Set(sites.map((c) => c.attribution).filter((a): a is string => a !== null))];
        const reply = pick(ctx, {
          en: `Campgrounds${withText} ${where}: ${lines}.`,
          es: `Campings${withText} ${where}: ${lines}.`,
          fr: `Campings${withText} ${where} : ${lines}.`,
        });
        return ok(credits.length ? `${reply} ${credits.join('; ')}` : reply, {
          campgrounds: sites.map((c) => ({
            id: c.id,
            name: c.name,
            label: siteName(ctx, c),
            lat: c.lat,
            lon: c.lon,
            distance_km: c.distance_km,
            power: c.power,
            water: c.water,
            dump_station: c.dump_station,
            pets: c.pets,
            free: c.free,
            max_length_m: c.max_length_m,
            fee: c.fee,
            source: c.source,
          })),
          radius_km: radiusKm,
          attribution: credits.length ? credits.join('; ') : null,
        });
      },
    }),

    tool({
      name: 'weather',
      description:
        "Weather forecast at a place or the user's location for a date (default today, with the next two days). Never invented: says when the service is unreachable.",
      destructive: false,
      async run(args, ctx) {
        let place: Place | null;
        if (args.place && !args.use_my_location) {
          const found = await findPlaces(s, ctx, [args.place]);
          if (!found.ok) return found.outcome;
          place = found.places[0]!;
        } else {
          place = placeFromContext(ctx);
          if (!place) return needsLocation(ctx, true);
        }
        const date = args.date ?? ctx.today;
        const to = date === ctx.today ? addDays(date, 2) : date;
        const label = placeLabel(place);
        let days: DailyWeather[];
        try {
          days = await s.deps.providers.weather.daily(place, date, to);
        } catch (err) {
          if (!(err instanceof WeatherUnavailableError)) throw err;
          if (err.reason === 'out_of_range') {
            return fail(
              'out_of_range',
              pick(ctx, {
                en: `I only have forecasts for the next ${FORECAST_DAYS_AHEAD + 1} days, so nothing for ${label} on ${day(ctx, date)}.`,
                es: `Solo tengo pronósticos para los próximos ${FORECAST_DAYS_AHEAD + 1} días, así que nada para ${label} el ${day(ctx, date)}.`,
                fr: `Je n'ai de prévisions que pour les ${FORECAST_DAYS_AHEAD + 1} prochains jours, donc rien pour ${label} le ${day(ctx, date)}.`,
              }),
            );
          }
          return fail(
            'unavailable',
            pick(ctx, {
              en: `I can't reach the weather service right now, so I have no forecast for ${label}. Please try again later.`,
              es: `Ahora no puedo conectar con el servicio meteorológico, así que no tengo pronóstico para ${label}. Inténtalo más tarde.`,
              fr: `Je ne peux pas joindre le service météo pour le moment, je n'ai donc pas de prévisions pour ${label}. Réessayez plus tard.`,
            }),
            { place: label },
          );
        }
        const first = days.find((d) => d.date === date) ?? days[0]!;
        const whenText =
          first.date === ctx.today
            ? pick(ctx, { en: 'today', es: 'hoy', fr: "aujourd'hui" })
            : pick(ctx, {
                en: `on ${day(ctx, first.date)}`,
                es: `el ${day(ctx, first.date)}`,
                fr: `le ${day(ctx, first.date)}`,
              });
        const main = pick(ctx, {
          en: `Weather in ${label} ${whenText}: ${weatherText(ctx, first)}.`,
          es: `El tiempo en ${label} ${whenText}: ${weatherText(ctx, first)}.`,
          fr: `Météo à ${label} ${whenText} : ${weatherText(ctx, first)}.`,
        });
        const next = days.filter((d) => d.date > first.date).map((d) => `${day(ctx, d.date)}: ${weatherText(ctx, d)}`);
        return ok(compose(ctx, main, { detail: next.length ? `${next.join('. ')}.` : null }), {
          place: { name: place.name, region: place.region, country: place.country, lat: place.lat, lon: place.lon },
          days,
        });
      },
    }),

    tool({
      name: 'set_location',
      description: 'Remembers a city the user typed as their location for location questions.',
      destructive: false,
      async run(args, ctx) {
        const found = await findPlaces(s, ctx, [args.place]);
        if (!found.ok) return found.outcome;
        const p = found.places[0]!;
        const label = [p.name, p.region, p.country].filter(Boolean).join(', ');
        return ok(
          pick(ctx, {
            en: `Got it: I'll use ${label} as your location.`,
            es: `Entendido: usaré ${label} como tu ubicación.`,
            fr: `C'est noté : j'utiliserai ${label} comme position.`,
          }),
          { place: p },
          [],
          {
            type: 'set_location',
            location: {
              latitude: p.lat,
              longitude: p.lon,
              city: p.name,
              region: p.region,
              country: p.country,
              source: 'manual',
              timestamp: Date.now(),
            },
          },
        );
      },
    }),
  ];
}
