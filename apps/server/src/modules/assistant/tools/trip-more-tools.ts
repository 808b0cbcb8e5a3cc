import type { PlanResponse, Trip } from '@ww/contracts';
import type { PamTool, ToolContext } from '../assistant.types.ts';
import { money, pick, volume } from './format.ts';
import { fail, ok, tool, type ToolServices } from './kit.ts';
import type { Found } from './social-people.ts';
import { addTripStop, keptEnd, planNote, route, save, stopOf, unchanged, type Edit } from './trip-edit-tools.ts';
import { myTrip, tripSubject } from './trip-share-tools.ts';
import { withSubject } from './wheels-kit.ts';
import { findRig, vehicleLabel } from './wheels-rig-tools.ts';

/**
 * A saved trip's budget, rig and order of stops changed as the Trip Planner changes them: a trip that holds a plan is
 * planned again (with optimize 'none', its stops in the order asked), so its fuel, budget and days answer the change.
 * Every call goes through the trips, vehicles and route-plan services with ctx.userId.
 */

type Args = { trip?: string | undefined; id?: string | undefined; choice?: number | undefined };

/** The trip saved with `set` (budget or rig), its stops and days as they were; its outcome when it could not be. */
async function saveWith(s: ToolServices, ctx: ToolContext, t: Trip, set: Pick<Edit, 'budget' | 'vehicle_id'>) {
  return save(s, ctx, t, { ...unchanged(t), start_date: t.start_date, end_date: t.end_date, ...set });
}

/** What a plan now costs against the budget: '(estimate $612.40: within it)'. */
function budgetNote(ctx: ToolContext, plan: PlanResponse | null): string {
  if (!plan || plan.budget.budget === null) return '';
  // No rig chosen: the planner has no fuel figure, so there is no estimate to hold the budget against.
  if (plan.budget.fuel_cost === null)
    return pick(ctx, {
      en: ' Its plan has no fuel figure yet (no rig chosen): set a rig for the trip to compare it with the budget.',
      es: ' Su plan aún no tiene cifra de combustible (no hay vehículo elegido): elige un vehículo para el viaje para compararla con el presupuesto.',
      fr: " Son plan n'a pas encore de chiffre de carburant (aucun véhicule choisi) : choisissez un véhicule pour le voyage pour le comparer au budget.",
    });
  const total = money(ctx, plan.budget.total, plan.budget.currency);
  return plan.budget.over_budget
    ? pick(ctx, {
        en: ` Its plan's estimate, ${total} for fuel and campgrounds, is over it.`,
        es: ` La estimación de su plan, ${total} de combustible y campings, lo supera.`,
        fr: ` L'estimation de son plan, ${total} de carburant et de campings, le dépasse.`,
      })
    : pick(ctx, {
        en: ` Its plan's estimate, ${total} for fuel and campgrounds, fits within it.`,
        es: ` La estimación de su plan, ${total} de combustible y campings, cabe en él.`,
        fr: ` L'estimation de son plan, ${total} de carburant et de campings, tient dedans.`,
      });
}

const setTripBudget = (s: ToolServices) =>
  tool({
    name: 'set_trip_budget',
    description:
      "Sets (or removes) the budget of one of the user's saved trips, in the trip's currency; a trip with a plan is planned again, which says whether its estimate is over budget.",
    destructive: false,
    help: {
      en: 'set a trip\'s budget, rig or order of stops ("set the Moab trip\'s budget to $800", "use the Jeep for the Moab trip", "move Bluff before Monticello in the Moab trip"), refresh a shared trip',
      es: 'cambiar el presupuesto, el vehículo o el orden de las paradas de un viaje («el presupuesto del viaje de Moab es 800 $», «pon Bluff antes de Monticello en el viaje de Moab»)',
      fr: 'changer le budget, le véhicule ou l’ordre des étapes d’un voyage (« budget de 800 $ pour le voyage Moab », « mets Bluff avant Monticello dans le voyage Moab »)',
    },
    async run(args, ctx) {
      const found = await myTrip(s, ctx, args);
      if (!found.ok) return found.outcome;
      const t = found.value;
      const currency = t.plan?.budget.currency ?? t.currency;
      if (args.budget !== null && args.currency && args.currency !== currency)
        return fail(
          'invalid',
          pick(ctx, {
            en: `"${t.name}" keeps its budget in ${currency}: tell me the amount in ${currency}.`,
            es: `«${t.name}» lleva su presupuesto en ${currency}: dime la cantidad en ${currency}.`,
            fr: `« ${t.name} » tient son budget en ${currency} : donnez-moi le montant en ${currency}.`,
          }),
        );
      const saved = await saveWith(s, ctx, t, { budget: args.budget });
      if (!saved.ok) return saved.outcome;
      const n = saved.trip;
      const text =
        n.budget === null
          ? pick(ctx, {
              en: `"${n.name}" has no budget now.`,
              es: `«${n.name}» ya no tiene presupuesto.`,
              fr: `« ${n.name} » n'a plus de budget.`,
            })
          : pick(ctx, {
              en: `"${n.name}" now has a budget of ${money(ctx, n.budget, n.currency)}.`,
              es: `«${n.name}» tiene ahora un presupuesto de ${money(ctx, n.budget, n.currency)}.`,
              fr: `« ${n.name} » a maintenant un budget de ${money(ctx, n.budget, n.currency)}.`,
            });
      return withSubject(
        ok(
          text + budgetNote(ctx, saved.replanned),
          {
            trip: { id: n.id, name: n.name, budget: n.budget, currency: n.currency },
            over_budget: saved.replanned?.budget.over_budget ?? null,
          },
          ['trips'],
        ),
        tripSubject(n),
      );
    },
  });

/** The fuel a planned trip now needs: ' Fuel: 96.2 L, about $180.30.' */
function fuelNote(ctx: ToolContext, plan: PlanResponse | null): string {
  const fuel = plan?.fuel;
  if (!fuel || fuel.volume === null) return '';
  const amount = volume(ctx, fuel.volume);
  const cost = fuel.cost === null ? '' : money(ctx, fuel.cost, fuel.currency);
  return pick(ctx, {
    en: ` Fuel for it: ${amount}${cost ? `, about ${cost}` : ''}.`,
    es: ` Combustible: ${amount}${cost ? `, unos ${cost}` : ''}.`,
    fr: ` Carburant : ${amount}${cost ? `, environ ${cost}` : ''}.`,
  });
}

const setTripRig = (s: ToolServices) =>
  tool({
    name: 'set_trip_rig',
    description:
      "Sets the rig (one of the user's vehicles, named in words) a saved trip is driven with; a trip with a plan is planned again, its fuel worked out for that rig.",
    destructive: false,
    async run(args, ctx) {
      // "the second one" answers which trip when the words fit several, else which rig.
      const unpicked = await myTrip(s, ctx, { ...args, choice: undefined });
      const tripAsked = !unpicked.ok && !unpicked.outcome.ok && unpicked.outcome.code === 'ambiguous';
      const found = tripAsked ? await myTrip(s, ctx, args) : unpicked;
      if (!found.ok) return found.outcome;
      const t = found.value;
      const rig = await findRig(s, ctx, { vehicle: args.vehicle, choice: tripAsked ? undefined : args.choice });
      if ('outcome' in rig) return rig.outcome;
      const v = rig.record;
      const saved = await saveWith(s, ctx, t, { vehicle_id: v.id });
      if (!saved.ok) return saved.outcome;
      const n = saved.trip;
      const label = vehicleLabel(ctx, v);
      return withSubject(
        ok(
          pick(ctx, {
            en: `"${n.name}" is now driven with ${label}.`,
            es: `«${n.name}» se hará ahora con ${label}.`,
            fr: `« ${n.name} » se fera maintenant avec ${label}.`,
          }) +
            (saved.replanned ? planNote(ctx, n, saved.replanned) : '') +
            fuelNote(ctx, saved.replanned),
          {
            trip: { id: n.id, name: n.name, vehicle_id: n.vehicle_id },
            fuel: saved.replanned ? { volume_l: saved.replanned.fuel.volume, cost: saved.replanned.fuel.cost } : null,
          },
          ['trips'],
        ),
        tripSubject(n),
      );
    },
  });

type MoveArgs = Args & { stop: string; before?: string | undefined; after?: string | undefined; to?: 'first' | 'last' };

/** Where the stop at `from` goes once taken out: before or after the stop named, first or last. */
function moveTarget(ctx: ToolContext, t: Trip, from: number, args: MoveArgs): Found<number> {
  const rest = t.stops.map((_, i) => i).filter((i) => i !== from);
  const named = args.before ?? args.after;
  if (!named) return { ok: true, value: args.to === 'first' ? 0 : rest.length };
  const at = stopOf(ctx, t, named);
  if (!at.ok) return at;
  if (at.value === from)
    return {
      ok: false,
      outcome: fail(
        'invalid',
        pick(ctx, {
          en: `Move ${t.stops[from]!.name} before or after which other stop? "${t.name}" goes ${route(t.stops)}.`,
          es: `¿Antes o después de qué otra parada pongo ${t.stops[from]!.name}? «${t.name}» va ${route(t.stops)}.`,
          fr: `Avant ou après quelle autre étape dois-je mettre ${t.stops[from]!.name} ? « ${t.name} » va ${route(t.stops)}.`,
        }),
      ),
    };
  const index = rest.indexOf(at.value);
  return { ok: true, value: args.after ? index + 1 : index };
}

const moveTripStop = (s: ToolServices) =>
  tool({
    name: 'move_trip_stop',
    description:
      "Moves a stop of one of the user's saved trips, named in words, before or after another stop, or first or last (the start and destination may move too, as in the planner); a trip with a plan is planned again in that order.",
    destructive: false,
    async run(args, ctx) {
      const found = await myTrip(s, ctx, args);
      if (!found.ok) return found.outcome;
      const t = found.value;
      const from = stopOf(ctx, t, args.stop);
      // A place the trip doesn't have yet: 'put Blanding before Bluff' adds it there.
      if (!from.ok && !from.outcome.ok && from.outcome.code === 'not_found' && (args.before || args.after))
        return addTripStop(s).run({ id: t.id, place: args.stop, before: args.before, after: args.after }, ctx);
      if (!from.ok) return from.outcome;
      const to = moveTarget(ctx, t, from.value, args);
      if (!to.ok) return to.outcome;
      const was: number[] = t.stops.map((_, i) => i).filter((i) => i !== from.value);
      was.splice(to.value, 0, from.value);
      const stops = was.map((i) => t.stops[i]!);
      const saved = await save(s, ctx, t, { stops, was, start_date: t.start_date, end_date: keptEnd(t) });
      if (!saved.ok) return saved.outcome;
      const n = saved.trip;
      const way = route(n.stops);
      const name = t.stops[from.value]!.name;
      return withSubject(
        ok(
          pick(ctx, {
            en: `Moved ${name} in "${n.name}": ${way}.`,
            es: `Moví ${name} en «${n.name}»: ${way}.`,
            fr: `J'ai déplacé ${name} dans « ${n.name} » : ${way}.`,
          }) + planNote(ctx, n, saved.replanned),
          { trip: { id: n.id, name: n.name, stops: n.stops.map((x) => x.name) }, moved: name },
          ['trips'],
        ),
        tripSubject(n),
      );
    },
  });

export const tripMoreTools = (s: ToolServices): PamTool[] => [setTripBudget(s), setTripRig(s), moveTripStop(s)];
