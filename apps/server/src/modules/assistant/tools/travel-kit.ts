import type { PlanResponse, Vehicle } from '@ww/contracts';
import type { ToolContext, ToolOutcome } from '../assistant.types.ts';
import { kmFrom, pick } from './format.ts';
import { findPlaces, userRig, type Place, type ToolServices } from './kit.ts';

export /** A distance given in `unit` (the user's distance unit when none), in km. */
const toKm = (ctx: ToolContext, value: number, unit: 'km' | 'mi' | undefined) => kmFrom(ctx, value, unit);

export const route = (places: Place[]) => places.map((p) => p.name).join(' → ');

/** Why figures are estimates: no road router, or the router failed and the planner fell back. */
export function estimateNote(ctx: ToolContext, plan: PlanResponse): string | null {
  if (!plan.estimated) return null;
  return pick(ctx, {
    en: 'This is a straight-line estimate (straight line × road factor), not a road route.',
    es: 'Es una estimación en línea recta (línea recta × factor de carretera), no una ruta por carretera.',
    fr: "C'est une estimation à vol d'oiseau (ligne droite × facteur routier), pas un itinéraire routier.",
  });
}

/** A place with its region, unless its name already says which one ("Perth, Scotland, United Kingdom"). */
export const placeLabel = (p: Place) => (p.name.includes(',') ? p.name : [p.name, p.region].filter(Boolean).join(', '));

/** Road distance and time (or the offline estimate) through the places, with the user's rig for fuel. */
export const planThrough = async (
  s: ToolServices,
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
