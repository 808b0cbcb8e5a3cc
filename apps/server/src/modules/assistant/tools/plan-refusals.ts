import { TRIP_LIMITS } from '@ww/contracts';
import type { TravelServices } from '#modules/travel/index.ts';
import { AppError } from '#platform/errors.ts';
import type { ToolContext } from '../assistant.types.ts';
import { distance, pick } from './format.ts';

/**
 * The trip planner's refusals as Pam says them: in words, in the user's language, naming the places, as the planner's
 * screen says them (web locales wheels_trips plan_errors, api_errors no_route). The planner's error names its stops by
 * index (`stops.N`), so Pam's planner and router are wrapped (`namingStops`) to keep the names of the stops they were
 * given with the error.
 */

/** A planner refusal with the names of the stops of the plan it refused. */
export class PlanRefusedError extends Error {
  constructor(
    readonly refusal: AppError,
    readonly stops: readonly string[],
  ) {
    super(refusal.message);
    this.name = 'PlanRefusedError';
  }
}

// The full planner and the router (distances only) are one type of service.
type Planning = TravelServices['routePlan'];
type Stop = Parameters<Planning['plan']>[1]['stops'][number];

/** How a stop is named to the user: its name, else what was searched for, else its place in the list. */
const stopName = (s: Stop, i: number) => ('name' in s && s.name ? s.name : 'query' in s ? s.query : `#${i + 1}`);

/** The same planning service, its refusals carrying the names of the stops it was given. */
export function namingStops<S extends Planning>(service: S): S {
  return {
    ...service,
    async plan(userId, input) {
      try {
        return await service.plan(userId, input);
      } catch (err) {
        // A refusal of the plan itself; a limit (429), a missing rig (404) and our own faults are said as before.
        if (err instanceof AppError && err.status < 500 && err.status !== 429 && err.status !== 404)
          throw new PlanRefusedError(err, input.stops.map(stopName));
        throw err;
      }
    },
  } satisfies Planning;
}

type Refusal = {
  code: string;
  reply: string;
  data: { code: string | null; fields: Record<string, string> | null; message: string };
};

/** What the planner refused, said in words; null for a refusal it does not word (said as any other service's). */
export function planRefusal(ctx: Pick<ToolContext, 'language' | 'settings'>, err: PlanRefusedError): Refusal | null {
  const { refusal, stops } = err;
  const fields = refusal.fields ?? {};
  const data = { code: refusal.code ?? null, fields: refusal.fields ?? null, message: refusal.message };
  const said = (reply: string): Refusal => ({ code: 'invalid', reply, data });
  switch (refusal.code) {
    case 'leg_over_sea': {
      const [from, to] = Object.keys(fields)
        .filter((f) => fields[f] === 'leg_over_sea')
        .map((f) => stops[Number(f.split('.')[1])] ?? '');
      const [a, b] = [from ?? '', to ?? from ?? ''];
      return said(
        pick(ctx, {
          en: `No road or car ferry goes from ${a} to ${b}: the way between them is open sea. Check that each stop is the place you meant.`,
          es: `Ninguna carretera ni ferri de coches va de ${a} a ${b}: entre ellos hay mar abierto. Comprueba que cada parada es el lugar que querías.`,
          fr: `Aucune route ni aucun ferry pour voitures ne va de ${a} à ${b} : entre les deux, c’est la pleine mer. Vérifiez que chaque étape est le lieu voulu.`,
        }),
      );
    }
    case 'no_route':
      return said(
        pick(ctx, {
          en: `No road route joins ${stops.join(' → ')}. Check that every stop can be reached by road.`,
          es: `Ninguna ruta por carretera une ${stops.join(' → ')}. Comprueba que se puede llegar a cada parada por carretera.`,
          fr: `Aucune route ne relie ${stops.join(' → ')}. Vérifiez que chaque étape est accessible par la route.`,
        }),
      );
    case 'route_too_long': {
      const most = distance(ctx, TRIP_LIMITS.maxRouteKm);
      return said(
        pick(ctx, {
          en: `${stops.join(' → ')} is longer than ${most}, more than one plan can cover. Split the trip into shorter plans.`,
          es: `${stops.join(' → ')} supera los ${most}, más de lo que abarca un plan. Divide el viaje en planes más cortos.`,
          fr: `${stops.join(' → ')} dépasse ${most}, plus qu’un plan ne peut couvrir. Découpez le voyage en plans plus courts.`,
        }),
      );
    }
    case 'too_many_days': {
      const days = TRIP_LIMITS.maxPlanDays;
      return said(
        pick(ctx, {
          en: `At this daily limit the trip would take more than ${days} days. Raise the daily limit or split the trip into shorter plans.`,
          es: `Con este límite diario el viaje duraría más de ${days} días. Sube el límite diario o divide el viaje en planes más cortos.`,
          fr: `Avec cette limite quotidienne, le voyage durerait plus de ${days} jours. Augmentez la limite quotidienne ou découpez le voyage en plans plus courts.`,
        }),
      );
    }
  }
  // A night naming a stop or campground the plan no longer has (a trip planned again after an edit).
  if (Object.keys(fields).some((f) => f.startsWith('nights.')))
    return said(
      pick(ctx, {
        en: 'A night of this plan is at a stop or campground the trip no longer has. Open the trip in the planner to choose its nights again.',
        es: 'Una noche de este plan está en una parada o un camping que el viaje ya no tiene. Abre el viaje en el planificador para elegir de nuevo sus noches.',
        fr: 'Une nuit de ce plan est à une étape ou un camping que le voyage n’a plus. Ouvrez le voyage dans le planificateur pour choisir à nouveau ses nuits.',
      }),
    );
  return null;
}
