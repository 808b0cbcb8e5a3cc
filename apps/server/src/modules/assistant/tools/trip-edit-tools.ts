import { TRIP_LIMITS, type PlanNightInput, type PlanResponse, type Trip } from '@ww/contracts';
import type { PamTool, ToolContext, ToolOutcome } from '../assistant.types.ts';
import { day, distance, pick, type Texts } from './format.ts';
import { fail, findPlaces, ok, outcomeOfError, tool, type ToolServices } from './kit.ts';
import { bestFits, one, type Found } from './social-people.ts';
import { myTrip, tripSubject, type Picked } from './trip-share-tools.ts';
import { withSubject } from './wheels-kit.ts';

/**
 * A saved trip changed as the Trip Planner changes one: its first (or last) day, a place added after the stop named or
 * before the destination (as the planner's "Add stop" does), a stop removed (asked first). A trip that holds a plan is
 * planned again with its new stops and day, as reopening it in the planner and saving it does; an imported trip keeps
 * its route line. Every call goes through the trips and route-plan services with ctx.userId.
 */

type Stop = { lat: number; lon: number; name: string };
/**
 * A trip's stops after a change, each with its index before the change (null: the one added), and its days; its budget
 * and rig when the change sets them.
 */
export type Edit = {
  stops: Stop[];
  was: (number | null)[];
  start_date: string | null;
  end_date: string | null;
  budget?: number | null;
  vehicle_id?: string | null;
};
type Saved = { ok: true; trip: Trip; replanned: PlanResponse | null } | { ok: false; outcome: ToolOutcome };

export const route = (stops: readonly Stop[]) => stops.map((p) => p.name).join(' → ');

/** The stop of `t` the user named ('Green River'); none fitting says which stops the trip has. */
export function stopOf(ctx: ToolContext, t: Trip, said: string): Found<number> {
  const indexes = t.stops.map((_, i) => i);
  const fitting = bestFits(said, indexes, (i) => t.stops[i]!.name);
  const stops = route(t.stops);
  return one(
    ctx,
    fitting,
    (i) => t.stops[i]!.name,
    {
      en: `"${t.name}" has no stop called "${said}": it goes ${stops}.`,
      es: `«${t.name}» no tiene ninguna parada llamada «${said}»: va ${stops}.`,
      fr: `« ${t.name} » n'a aucune étape nommée « ${said} » : il va ${stops}.`,
    },
    undefined,
  );
}

/** The traveller's chosen nights of the saved plan, at the same stops after the change (a removed stop's goes). */
function nightsAfter(t: Trip, plan: PlanResponse, was: (number | null)[]): PlanNightInput[] {
  return plan.nights.flatMap((n): PlanNightInput[] => {
    if (!('stop_index' in n)) return [n];
    const at = plan.stops.find((p) => p.input_index === n.stop_index);
    const before = at ? t.stops.findIndex((p) => p.lat === at.lat && p.lon === at.lon) : -1;
    const now = before < 0 ? -1 : was.indexOf(before);
    return now >= 0 ? [{ stop_index: now }] : [];
  });
}

const lastDay = (plan: PlanResponse) => [...plan.days].reverse().find((d) => d.date)?.date ?? null;

/** The trip with its change saved: a planned trip planned again first (as the planner would), else its fields. */
export async function save(s: ToolServices, ctx: ToolContext, t: Trip, edit: Edit): Promise<Saved> {
  try {
    const set = {
      ...(edit.budget !== undefined ? { budget: edit.budget } : {}),
      ...(edit.vehicle_id !== undefined ? { vehicle_id: edit.vehicle_id } : {}),
    };
    const { budget, vehicle_id: vehicle } = { budget: t.budget, vehicle_id: t.vehicle_id, ...set };
    let patch: Record<string, unknown> = {
      stops: edit.stops,
      start_date: edit.start_date,
      end_date: edit.end_date,
      ...set,
    };
    let replanned: PlanResponse | null = null;
    if (t.plan && edit.stops.length >= 2) {
      replanned = await s.planner.plan(ctx.userId, {
        stops: edit.stops.map(({ lat, lon, name }) => ({ lat, lon, name })),
        optimize: 'none',
        nights: nightsAfter(t, t.plan, edit.was),
        daily_limit_km: t.plan.daily_limit_km,
        ...(vehicle ? { vehicle_id: vehicle } : {}),
        ...(edit.start_date ? { start_date: edit.start_date } : {}),
        ...(budget !== null ? { budget } : {}),
      });
      patch = {
        stops: replanned.stops.map(({ lat, lon, name }) => ({ lat, lon, name })),
        geometry: replanned.geometry,
        total_distance_km: replanned.total_distance_km,
        estimated: replanned.estimated,
        plan: replanned,
        start_date: edit.start_date,
        end_date: edit.end_date ?? (edit.start_date ? lastDay(replanned) : null),
        // As the planner saves a plan: the budget in the plan's currency.
        currency: replanned.budget.currency,
        ...set,
      };
    }
    const trip = JSON.parse(await s.trips.updateFromJson(ctx.userId, t.id, JSON.stringify(patch))) as Trip;
    return { ok: true, trip, replanned };
  } catch (err) {
    const outcome = outcomeOfError(ctx, err);
    if (outcome) return { ok: false, outcome };
    throw err;
  }
}

/** What the change did to the trip's plan: planned again (distance, days), or the route line left as it was. */
export function planNote(ctx: ToolContext, t: Trip, replanned: PlanResponse | null): string {
  if (replanned) {
    const km = distance(ctx, replanned.total_distance_km);
    const n = replanned.days.length;
    return pick(ctx, {
      en: ` I planned it again: ${km} in ${n} day${n === 1 ? '' : 's'}.`,
      es: ` Lo planifiqué de nuevo: ${km} en ${n} día${n === 1 ? '' : 's'}.`,
      fr: ` Je l'ai replanifié : ${km} en ${n} jour${n === 1 ? '' : 's'}.`,
    });
  }
  return t.geometry.length
    ? pick(ctx, {
        en: ' Its route line stays as it was: open it in the planner to plan it again.',
        es: ' Su trazado sigue como estaba: ábrelo en el planificador para planificarlo de nuevo.',
        fr: ' Son tracé reste tel quel : ouvrez-le dans le planificateur pour le replanifier.',
      })
    : '';
}

/** The same days moved by the days between `from` and `to` (a trip without a plan keeps its length). */
function shifted(date: string | null, from: string | null, to: string): string | null {
  if (!date || !from) return null;
  const ms = Date.parse(`${date}T00:00:00Z`) + (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`));
  return new Date(ms).toISOString().slice(0, 10);
}

/** The last day a change of stops leaves: a planned trip's comes from its new plan. */
export const keptEnd = (t: Trip) => (t.plan ? null : t.end_date);

export const unchanged = (t: Trip) => ({ stops: t.stops, was: t.stops.map((_, i) => i) });

const setTripDates = (s: ToolServices) =>
  tool({
    name: 'set_trip_dates',
    description:
      "Moves one of the user's saved trips to start on another day (or sets the day it ends); a trip with a plan is planned again from that day, its days and weather dated anew.",
    destructive: false,
    help: {
      en: 'change a trip\'s dates or stops ("the Moab trip starts next Friday", "add Blanding to my Moab trip", "remove Blanding from the Moab trip")',
      es: 'cambiar las fechas o paradas de un viaje («el viaje de los Alpes empieza el 3 de junio», «añade Blanding a mi viaje de Moab»)',
      fr: 'changer les dates ou les étapes d’un voyage (« le voyage Alpes commence le 3 juin », « ajoute Blanding à mon voyage Moab »)',
    },
    async run(args, ctx) {
      if (!args.start_date && !args.end_date)
        return fail(
          'invalid',
          pick(ctx, {
            en: 'Which day should the trip start (or end)?',
            es: '¿Qué día debe empezar (o terminar) el viaje?',
            fr: 'Quel jour le voyage doit-il commencer (ou finir) ?',
          }),
        );
      const found = await myTrip(s, ctx, args);
      if (!found.ok) return found.outcome;
      const t = found.value;
      const start = args.start_date ?? t.start_date;
      // A planned trip's last day comes from its new plan; another keeps its length.
      const kept = args.start_date ? shifted(t.end_date, t.start_date, args.start_date) : t.end_date;
      const end =
        args.end_date ?? (t.plan ? null : (kept ?? (t.end_date && start && t.end_date >= start ? t.end_date : null)));
      const saved = await save(s, ctx, t, { ...unchanged(t), start_date: start, end_date: end });
      if (!saved.ok) return saved.outcome;
      const n = saved.trip;
      const from = n.start_date ? day(ctx, n.start_date) : null;
      const to = n.end_date ? day(ctx, n.end_date) : null;
      const texts: Texts = {
        en: `"${n.name}" now ${from ? `starts on ${from}` : 'has no start day'}${to ? ` and ends on ${to}` : ''}.`,
        es: `«${n.name}» ahora ${from ? `empieza el ${from}` : 'no tiene día de inicio'}${to ? ` y termina el ${to}` : ''}.`,
        fr: `« ${n.name} » ${from ? `commence maintenant le ${from}` : "n'a plus de jour de départ"}${to ? ` et finit le ${to}` : ''}.`,
      };
      return withSubject(
        ok(
          pick(ctx, texts) + (saved.replanned ? planNote(ctx, n, saved.replanned) : ''),
          { trip: { id: n.id, name: n.name, start_date: n.start_date, end_date: n.end_date } },
          ['trips'],
        ),
        tripSubject(n),
      );
    },
  });

/** Where an added stop goes: after the stop named, before the one named, else just before the destination. */
function insertAt(ctx: ToolContext, t: Trip, args: { after?: string | undefined; before?: string | undefined }) {
  if (args.after) {
    const at = stopOf(ctx, t, args.after);
    return at.ok ? ({ ok: true, value: at.value + 1 } as const) : at;
  }
  if (args.before) return stopOf(ctx, t, args.before);
  return { ok: true, value: t.stops.length < 2 ? t.stops.length : t.stops.length - 1 } as const;
}

export const addTripStop = (s: ToolServices) =>
  tool({
    name: 'add_trip_stop',
    description:
      "Adds a place to one of the user's saved trips, found as the planner finds places: after the stop named, before the one named, else just before the destination. A trip with a plan is planned again.",
    destructive: false,
    async run(args, ctx) {
      const found = await myTrip(s, ctx, args);
      if (!found.ok) return found.outcome;
      const t = found.value;
      const max = t.plan ? TRIP_LIMITS.maxStops : TRIP_LIMITS.maxStops * 4;
      if (t.stops.length >= max)
        return fail(
          'too_many_stops',
          pick(ctx, {
            en: `"${t.name}" already has ${t.stops.length} stops, the most a trip can hold.`,
            es: `«${t.name}» ya tiene ${t.stops.length} paradas, el máximo de un viaje.`,
            fr: `« ${t.name} » a déjà ${t.stops.length} étapes, le maximum pour un voyage.`,
          }),
        );
      const at = insertAt(ctx, t, args);
      if (!at.ok) return at.outcome;
      // The place nearest the trip where it goes, as the planner ranks a stop by the stops around it.
      const near = t.stops[Math.max(at.value - 1, 0)];
      const here = /^(?:here|aqui|aquí|ici)$/i.test(args.place.trim());
      const located =
        near && !here ? { ...ctx, location: { latitude: near.lat, longitude: near.lon, source: 'gps' as const } } : ctx;
      const places = await findPlaces(s, located, [args.place]);
      if (!places.ok) return places.outcome;
      const p = places.places[0]!;
      const stop = { lat: p.lat, lon: p.lon, name: p.name };
      const was = t.stops.map((_, i): number | null => i);
      was.splice(at.value, 0, null);
      const stops = [...t.stops.slice(0, at.value), stop, ...t.stops.slice(at.value)];
      const saved = await save(s, ctx, t, { stops, was, start_date: t.start_date, end_date: keptEnd(t) });
      if (!saved.ok) return saved.outcome;
      const n = saved.trip;
      const way = route(n.stops);
      return withSubject(
        ok(
          pick(ctx, {
            en: `Added ${stop.name} to "${n.name}": ${way}.`,
            es: `Añadí ${stop.name} a «${n.name}»: ${way}.`,
            fr: `J'ai ajouté ${stop.name} à « ${n.name} » : ${way}.`,
          }) + planNote(ctx, n, saved.replanned),
          { trip: { id: n.id, name: n.name, stops: n.stops.map((x) => x.name) }, added: stop },
          ['trips'],
        ),
        tripSubject(n),
      );
    },
  });

/** The trip and the stop of it the user named; a trip must keep a start and a destination. */
async function tripStop(
  s: ToolServices,
  ctx: ToolContext,
  args: Picked & { trip?: string | undefined; stop: string; stop_index?: number | undefined },
): Promise<Found<{ t: Trip; index: number }>> {
  const found = await myTrip(s, ctx, args);
  if (!found.ok) return found;
  const t = found.value;
  const pinned = args.stop_index;
  const at =
    pinned !== undefined && t.stops[pinned] ? ({ ok: true, value: pinned } as const) : stopOf(ctx, t, args.stop);
  if (!at.ok) return at;
  if (t.stops.length <= 2)
    return {
      ok: false,
      outcome: fail(
        'invalid',
        pick(ctx, {
          en: `"${t.name}" only has a start and a destination (${route(t.stops)}): a trip needs both.`,
          es: `«${t.name}» solo tiene origen y destino (${route(t.stops)}): un viaje necesita ambos.`,
          fr: `« ${t.name} » n'a qu'un départ et une destination (${route(t.stops)}) : un voyage a besoin des deux.`,
        }),
      ),
    };
  return { ok: true, value: { t, index: at.value } };
}

const without = (t: Trip, index: number) => t.stops.filter((_, i) => i !== index);

const removeTripStop = (s: ToolServices) =>
  tool({
    name: 'remove_trip_stop',
    description:
      "Removes a stop, named in words, from one of the user's saved trips (asks first). A trip with a plan is planned again.",
    destructive: true,
    async confirmation(args, ctx) {
      const found = await tripStop(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { t, index } = found.value;
      const name = t.stops[index]!.name;
      const way = route(without(t, index));
      const again = t.plan
        ? pick(ctx, { en: ' (planned again)', es: ' (planificado de nuevo)', fr: ' (replanifié)' })
        : '';
      return {
        prompt: pick(ctx, {
          en: `Remove ${name} from "${t.name}"? It would go ${way}${again}. Reply "yes" to remove it or "no" to keep it.`,
          es: `¿Quito ${name} de «${t.name}»? Iría ${way}${again}. Responde «sí» para quitarla o «no» para dejarla.`,
          fr: `Retirer ${name} de « ${t.name} » ? Il irait ${way}${again}. Répondez « oui » pour la retirer ou « non » pour la garder.`,
        }),
        args: { id: t.id, stop: name, stop_index: index },
      };
    },
    async run(args, ctx) {
      const found = await tripStop(s, ctx, args);
      if (!found.ok) return found.outcome;
      const { t, index } = found.value;
      const name = t.stops[index]!.name;
      const was = t.stops.map((_, i) => i).filter((i) => i !== index);
      const saved = await save(s, ctx, t, {
        stops: without(t, index),
        was,
        start_date: t.start_date,
        end_date: keptEnd(t),
      });
      if (!saved.ok) return saved.outcome;
      const n = saved.trip;
      const way = route(n.stops);
      return withSubject(
        ok(
          pick(ctx, {
            en: `Removed ${name} from "${n.name}": ${way}.`,
            es: `Quité ${name} de «${n.name}»: ${way}.`,
            fr: `J'ai retiré ${name} de « ${n.name} » : ${way}.`,
          }) + planNote(ctx, n, saved.replanned),
          { trip: { id: n.id, name: n.name, stops: n.stops.map((x) => x.name) }, removed: name },
          ['trips'],
        ),
        tripSubject(n),
      );
    },
  });

export const tripEditTools = (s: ToolServices): PamTool[] => [setTripDates(s), addTripStop(s), removeTripStop(s)];
