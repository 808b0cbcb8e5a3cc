import {
  TOWED_KINDS,
  type LatLon,
  type PamDataTopic,
  type PamToolName,
  type PamUiAction,
  type Vehicle,
} from '@ww/contracts';
import type { z } from 'zod';
import type { LocationsService } from '#modules/community-map/index.ts';
import type { FinanceServices } from '#modules/finance/index.ts';
import type { createProfileService } from '#modules/profile/index.ts';
import type { createSettingsService } from '#modules/settings/index.ts';
import type { ShopServices } from '#modules/shop/index.ts';
import type { SocialServices } from '#modules/social/index.ts';
import type { TravelServices } from '#modules/travel/index.ts';
import { AppError } from '#platform/errors.ts';
import { GeocoderUnavailableError, plausibleCandidates, type GeocodeCandidate } from '#providers/geocoding/geocoder.ts';
import { homeBias } from '#providers/geocoding/place-bias.ts';
import { RoutingUnavailableError } from '#providers/routing/routing.ts';
import { WeatherUnavailableError } from '#providers/weather/weather.ts';
import type { PamTool, ToolContext, ToolDeps, ToolOutcome } from '../assistant.types.ts';
import { fold, list, pick, type Texts } from './format.ts';
import { planRefusal, PlanRefusedError } from './plan-refusals.ts';
import {
  CHOICES_PER_NAME,
  choiceOrder,
  coherentPlaces,
  chosenCandidate,
  localRegion,
  localText,
  splitChoice,
  stillPlausible,
  whereTheUserIs,
  whichPlaceQuestion,
} from './place-choice.ts';

/**
 * The services the screens use, the composition root's own instances, each called with ctx.userId: every query runs
 * in the user's own transaction, and every rule and limit of a service (the plans per minute) holds for Pam too.
 */
export type PamToolServices = Pick<
  FinanceServices,
  'expenses' | 'budgets' | 'income' | 'categoryRules' | 'notifications'
> & {
  savings: FinanceServices['savingsGoals'];
  summary: FinanceServices['summary'];
  exchangeRates: FinanceServices['exchangeRates'];
  sideIncome: FinanceServices['sideIncome'];
} & Pick<TravelServices, 'vehicles' | 'fuelLog' | 'maintenance' | 'travelPreferences' | 'campgrounds'> & {
    storage: TravelServices['storageItems'];
    /** Days end at the nearest campground, as in the planner. */
    planner: TravelServices['routePlan'];
    /** Distances and fuel only: no campground look-ups per night. */
    router: TravelServices['routeOnly'];
  } & Pick<TravelServices, 'trips' | 'safetyChecklists'> & {
    social: SocialServices;
    shop: Pick<ShopServices, 'catalogue' | 'orders'>;
    locations: LocationsService;
    settings: ReturnType<typeof createSettingsService>;
    profile: ReturnType<typeof createProfileService>;
  };

/** What a tool family is built from: those services, and the providers and database for what no service does. */
export type ToolServices = PamToolServices & { deps: ToolDeps };

export type ToolFactory = (services: ToolServices) => PamTool[];

/** A tool of the registry, typed by its name's parameters. */
export const tool = <K extends PamToolName>(t: PamTool<K>) => t;

export const ok = (
  reply: string,
  data: unknown,
  changed: PamDataTopic[] = [],
  uiAction?: PamUiAction,
): ToolOutcome => ({
  ok: true,
  reply,
  data,
  changed,
  ...(uiAction ? { uiAction } : {}),
});

export const fail = (code: string, reply: string, data?: unknown, uiAction?: PamUiAction): ToolOutcome => ({
  ok: false,
  reply,
  code,
  ...(data === undefined ? {} : { data }),
  ...(uiAction ? { uiAction } : {}),
});

/**
 * The reply shaped by pam_preferences: 'concise' is the main sentence only, 'balanced' adds a short note, 'detailed'
 * adds the breakdown too; a beginner also gets the one explaining clause.
 */
export function compose(
  ctx: ToolContext,
  main: string,
  extra: { note?: string | null; detail?: string | null; explain?: string | null } = {},
): string {
  const { response_style: style, expertise_level: level } = ctx.settings.pam_preferences;
  const parts = [main];
  if (style !== 'concise' && extra.note) parts.push(extra.note);
  if (style === 'detailed' && extra.detail) parts.push(extra.detail);
  if (style !== 'concise' && level === 'beginner' && extra.explain) parts.push(extra.explain);
  return parts.join(' ');
}

/** Field codes the services answer with, said in the user's language. */
const FIELD_PROBLEMS: Record<string, Texts> = {
  date_in_past: { en: 'the date is in the past', es: 'la fecha ya pasó', fr: 'la date est passée' },
  date_in_future: {
    en: 'the date is in the future',
    es: 'la fecha es futura',
    fr: 'la date est dans le futur',
  },
  odometer_below_previous: {
    en: 'the odometer reading is lower than the previous fill-up',
    es: 'el cuentakilómetros es menor que en la carga anterior',
    fr: 'le compteur est inférieur à celui du plein précédent',
  },
  odometer_above_next: {
    en: 'the odometer reading is higher than the next fill-up',
    es: 'el cuentakilómetros es mayor que en la carga siguiente',
    fr: 'le compteur est supérieur à celui du plein suivant',
  },
  range_reversed: {
    en: 'the period ends before it starts',
    es: 'el periodo termina antes de empezar',
    fr: 'la période finit avant de commencer',
  },
  too_large: { en: 'a number is too large', es: 'un número es demasiado grande', fr: 'un nombre est trop grand' },
  too_small: { en: 'a number is too small', es: 'un número es demasiado pequeño', fr: 'un nombre est trop petit' },
};

const FIELD_NAMES: Record<string, Texts> = {
  amount: { en: 'amount', es: 'importe', fr: 'montant' },
  category: { en: 'category', es: 'categoría', fr: 'catégorie' },
  currency: { en: 'currency', es: 'moneda', fr: 'devise' },
  date: { en: 'date', es: 'fecha', fr: 'date' },
  from: { en: 'start', es: 'origen', fr: 'départ' },
  to: { en: 'destination', es: 'destino', fr: 'destination' },
  place: { en: 'place', es: 'lugar', fr: 'lieu' },
  name: { en: 'name', es: 'nombre', fr: 'nom' },
  goal: { en: 'goal', es: 'meta', fr: 'objectif' },
  target_amount: { en: 'target amount', es: 'importe objetivo', fr: 'montant visé' },
  target_date: { en: 'target date', es: 'fecha objetivo', fr: 'date visée' },
  source: { en: 'source', es: 'origen del ingreso', fr: 'source' },
  task: { en: 'task', es: 'tarea', fr: 'tâche' },
  query: { en: 'item', es: 'objeto', fr: 'objet' },
  volume: { en: 'volume', es: 'volumen', fr: 'volume' },
  odometer: { en: 'odometer', es: 'cuentakilómetros', fr: 'compteur' },
};

const fieldName = (ctx: Pick<ToolContext, 'language'>, field: string) =>
  FIELD_NAMES[field]?.[ctx.language] ?? field.replace(/_/g, ' ');

/** Bad arguments (a model may send anything): a short reply naming the fields, and the issues for a model. */
export function invalidArgs(ctx: ToolContext, error: z.ZodError): ToolOutcome {
  const fields = [...new Set(error.issues.map((i) => String(i.path[0] ?? '')).filter(Boolean))];
  const named = list(
    ctx,
    fields.map((f) => fieldName(ctx, f)),
  );
  const reply = fields.length
    ? pick(ctx, {
        en: `I couldn't do that: the ${named} is missing or not valid.`,
        es: `No pude hacerlo: falta ${named} o no es válido.`,
        fr: `Je n'ai pas pu le faire : ${named} manque ou n'est pas valide.`,
      })
    : pick(ctx, {
        en: "I couldn't do that: there was nothing to change.",
        es: 'No pude hacerlo: no había nada que cambiar.',
        fr: "Je n'ai pas pu le faire : il n'y avait rien à changer.",
      });
  return fail('invalid', reply, {
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}

const unavailable = (ctx: ToolContext, what: Texts, reason: string): ToolOutcome =>
  fail(
    'unavailable',
    pick(ctx, {
      en: `I can't reach the ${what.en} right now, so I can't answer that. Please try again later.`,
      es: `Ahora no puedo conectar con el ${what.es}, así que no puedo responder. Inténtalo más tarde.`,
      fr: `Je ne peux pas joindre le ${what.fr} pour le moment, je ne peux donc pas répondre. Réessayez plus tard.`,
    }),
    { reason },
  );

/**
 * What a service or provider refused, as an outcome: a provider down is 'unavailable', a service's 404
 * 'not_found', its validation 'invalid' (naming the field). Anything else is a fault of ours and is thrown on.
 */
export function outcomeOfError(ctx: ToolContext, err: unknown): ToolOutcome | null {
  if (err instanceof PlanRefusedError) {
    const said = planRefusal(ctx, err);
    return said ? fail(said.code, said.reply, said.data) : outcomeOfError(ctx, err.refusal);
  }
  if (err instanceof GeocoderUnavailableError)
    return unavailable(
      ctx,
      { en: 'place search service', es: 'servicio de búsqueda de lugares', fr: 'service de recherche de lieux' },
      err.reason,
    );
  if (err instanceof RoutingUnavailableError)
    return unavailable(
      ctx,
      { en: 'routing service', es: 'servicio de rutas', fr: "service d'itinéraires" },
      err.reason,
    );
  if (err instanceof WeatherUnavailableError)
    return unavailable(ctx, { en: 'weather service', es: 'servicio meteorológico', fr: 'service météo' }, err.reason);
  if (!(err instanceof AppError)) return null;
  // A service's limit (plans per minute): the same limit as on the screens, said in the user's language.
  if (err.status === 429)
    return fail(
      'rate_limited',
      pick(ctx, {
        en: "You've reached the limit for this in the last minute. Please wait a minute and try again.",
        es: 'Has alcanzado el límite para esto en el último minuto. Espera un minuto e inténtalo de nuevo.',
        fr: 'Vous avez atteint la limite pour cela dans la dernière minute. Attendez une minute et réessayez.',
      }),
      { code: err.code ?? null, message: err.message },
    );
  if (err.status === 503)
    return unavailable(
      ctx,
      { en: 'service it needs', es: 'servicio necesario', fr: 'service nécessaire' },
      err.code ?? 'unavailable',
    );
  if (err.status === 404)
    return fail(
      'not_found',
      pick(ctx, { en: "I couldn't find that.", es: 'No lo encontré.', fr: "Je ne l'ai pas trouvé." }),
    );
  const problems = Object.entries(err.fields ?? {}).map(
    ([field, code]) => FIELD_PROBLEMS[code]?.[ctx.language] ?? `${fieldName(ctx, field.split('.')[0]!)}: ${code}`,
  );
  const why = problems.length ? list(ctx, problems) : err.message;
  return fail(
    err.code === 'budget_exists' ? 'conflict' : 'invalid',
    pick(ctx, {
      en: `That wasn't accepted: ${why}.`,
      es: `No se aceptó: ${why}.`,
      fr: `Ce n'a pas été accepté : ${why}.`,
    }).replace(/\.\.$/, '.'),
    { code: err.code ?? null, fields: err.fields ?? null, message: err.message },
  );
}

/** 'here', 'my location', 'aquí', 'ici': the place the client reported. */
const HERE =
  /^(here|my location|where i am|current location|aqui|mi ubicacion|donde estoy|ici|ma position|ou je suis)$/;

export type Place = LatLon & { name: string; country: string | null; region: string | null };

export type PlaceLookup = { ok: true; places: Place[] } | { ok: false; outcome: ToolOutcome };

/** SPEC §4: a location question with no location known asks for it (the weather reply is the spec's text). */
export function needsLocation(ctx: ToolContext, weather: boolean): ToolOutcome {
  const reply = weather
    ? pick(ctx, {
        en: 'To give you local weather, please enable location or tell me your city.',
        es: 'Para darte el tiempo local, activa la ubicación o dime tu ciudad.',
        fr: 'Pour vous donner la météo locale, activez la localisation ou dites-moi votre ville.',
      })
    : pick(ctx, {
        en: "I don't know where you are yet: please enable location or tell me your city.",
        es: 'Aún no sé dónde estás: activa la ubicación o dime tu ciudad.',
        fr: 'Je ne sais pas encore où vous êtes : activez la localisation ou dites-moi votre ville.',
      });
  return fail('needs_location', reply, undefined, { type: 'request_location' });
}

/** The place the client reported, as a found place. */
export function placeFromContext(ctx: ToolContext): Place | null {
  const l = ctx.location;
  if (!l) return null;
  return {
    lat: l.latitude,
    lon: l.longitude,
    name: l.city ?? `${l.latitude.toFixed(3)}, ${l.longitude.toFixed(3)}`,
    country: l.country ?? null,
    region: l.region ?? null,
  };
}

/** Readings kept per name while looking for the set of places that belong together. */
const READINGS_PER_NAME = 6;

/**
 * Places by name, in order, each ranked as the trip planner ranks them (decision 052): by where the request is (the
 * places already found, else the user's position: the client's, else their live location on the map), their country
 * (profile region, else currency's; a euro user the euro area), then size; a qualifier narrows a name ("Inverness, Scotland", "Keswick in the Lake District"). A name that
 * could be several places far apart is read as a person would: of the plausible readings, the set of places nearest
 * one another ("Lyon to Nice" is in France, "Denver to Moab" in the West), each then named with its region and
 * country. One that stays open even so is never guessed: Pam asks which one, and the answer comes back as
 * "Perth (Scotland)" or "Perth (2)" (place-choice.ts).
 */
export async function findPlaces(s: ToolServices, ctx: ToolContext, names: string[]): Promise<PlaceLookup> {
  const home = homeBias({ region: ctx.region ?? null, currency: ctx.settings.regional_preferences.currency });
  const here = await whereTheUserIs(s, ctx);
  const options: GeocodeCandidate[][] = [];
  for (const written of names) {
    const { name } = splitChoice(written);
    if (HERE.test(fold(name))) {
      if (!ctx.location) return { ok: false, outcome: needsLocation(ctx, false) };
      const p = placeFromContext(ctx)!;
      options.push([{ ...p, country: p.country ?? '', population: null }]);
      continue;
    }
    const previous = options.at(-1)?.[0];
    const near = previous ?? here ?? undefined;
    const hits = await s.deps.providers.geocoder.search(name, { limit: 10, ...home, ...(near ? { near } : {}) });
    if (hits.length === 0) return { ok: false, outcome: notFound(ctx, name) };
    // A place named exactly as typed beats the names it merely begins ('Moab' is not 'Moabit').
    const typed = fold(name.split(',')[0]!);
    const exact = hits.filter((h) => fold(h.name) === typed);
    // The other places of the request say where it is; with none, where the user is ("Sydney to Perth" from Scotland).
    const nearAny = previous ? [previous] : here ? [here] : [];
    options.push(plausibleCandidates(exact.length ? exact : hits, { ...home, nearAny }).slice(0, READINGS_PER_NAME));
  }
  const coherent = coherentPlaces(options);
  for (const [i, o] of options.entries()) {
    if (o.length < 2) continue;
    const others = names.length > 1 ? coherent.filter((_, j) => j !== i) : here ? [here] : [];
    const open = choiceOrder(stillPlausible(o, home, others)).slice(0, CHOICES_PER_NAME);
    if (open.length > 1) {
      const { name, choice } = splitChoice(names[i]!);
      const picked = choice ? chosenCandidate(open, choice) : null;
      if (picked) {
        coherent[i] = picked;
        continue;
      }
      return {
        ok: false,
        outcome: fail('ambiguous_place', whichPlaceQuestion(ctx.language, name, open), {
          place: name,
          candidates: open.map((c) => ({ name: c.name, region: c.region, country: c.country, lat: c.lat, lon: c.lon })),
        }),
      };
    }
  }
  // A name that had several readings, or a qualifier, says which one was taken, so the user can name another.
  const said = (i: number) => splitChoice(names[i]!);
  const places = coherent.map((c, i) => ({
    lat: c.lat,
    lon: c.lon,
    name:
      !HERE.test(fold(said(i).name)) &&
      (options[i]!.length > 1 || said(i).choice || fold(said(i).name) !== fold(c.name))
        ? localText(c, ctx.language)
        : c.name,
    country: c.country || null,
    region: localRegion(c, ctx.language),
  }));
  return { ok: true, places };
}

const notFound = (ctx: ToolContext, name: string) =>
  fail(
    'not_found',
    pick(ctx, {
      en: `I couldn't find a place called "${name}". Try another spelling or add the country.`,
      es: `No encontré ningún lugar llamado «${name}». Prueba otra grafía o añade el país.`,
      fr: `Je n'ai trouvé aucun lieu nommé « ${name} ». Essayez une autre orthographe ou ajoutez le pays.`,
    }),
    { place: name },
  );

const isTowed = (v: Vehicle) => TOWED_KINDS.includes(v.kind);

/**
 * The user's rig: a caravan or fifth wheel with its tow vehicle first (length for campgrounds, the tow vehicle for
 * fuel), else the first vehicle added; `motor` is what burns fuel and carries the odometer.
 */
export async function userRig(
  s: ToolServices,
  userId: string,
): Promise<{ rig: Vehicle | null; motor: Vehicle | null }> {
  const vehicles = await s.vehicles.list(userId);
  const towed = vehicles.find((v) => isTowed(v) && v.tow_vehicle_id);
  if (towed) return { rig: towed, motor: vehicles.find((v) => v.id === towed.tow_vehicle_id) ?? null };
  const motor = vehicles.find((v) => !isTowed(v)) ?? null;
  return { rig: motor ?? vehicles[0] ?? null, motor };
}
