import { z } from 'zod';
import {
  OPTIMIZE_MODES,
  TRIP_LIMITS,
  type PlanNightInput,
  type PlanRequest,
  type PlanResponse,
  type Trip,
  type TripInput,
} from '@ww/contracts';
import type { ApiRequestError } from '#shared/lib/api-client.ts';
import { serverFieldErrors } from '#shared/lib/form.ts';
import type { PlannerStop } from '../components/trip-planner-stop-input.tsx';

/**
 * The planner's options; the daily limit is typed in the user's units and must lie within TRIP_LIMITS in km, the
 * budget in the user's locale and currency.
 */
export function optionsSchema(toKm: (distance: number) => number, readBudget: (text: string) => number | null) {
  return z.object({
    vehicle_id: z.string(),
    optimize: z.enum(OPTIMIZE_MODES),
    start_date: z.string(),
    daily_limit: z
      .number({ error: 'invalid' })
      .refine((v) => toKm(v) >= TRIP_LIMITS.minDailyLimitKm && toKm(v) <= TRIP_LIMITS.maxDailyLimitKm, {
        error: 'daily_limit_range',
      }),
    budget: z.string().refine((text) => text.trim() === '' || readBudget(text) !== null, { error: 'invalid' }),
  });
}
export type PlannerOptions = z.infer<ReturnType<typeof optionsSchema>>;

/** What the shown plan was asked with, saved with the trip. */
export interface PlanAskedWith {
  budget: number | null;
  start_date: string | null;
  vehicle_id: string | null;
}

/**
 * Where a refused plan says why: under the stop boxes when it names stops (an ambiguous name is said under its own
 * box instead), at the daily limit when it names that, else under the Plan button.
 */
export function refusalPlace(err: ApiRequestError | null): 'stops' | 'daily_limit' | 'plan' | null {
  if (!err) return null;
  const fields = Object.keys(serverFieldErrors(err));
  if (err.code === 'stop_ambiguous') return null;
  if (fields.some((field) => field === 'stops' || field.startsWith('stops.'))) return 'stops';
  if (fields.includes('daily_limit_km')) return 'daily_limit';
  return 'plan';
}

/** The boxes a refusal names by their place in the request (`stops.N`). */
export function stopsNamedBy(fields: Record<string, unknown>, sent: PlannerStop[]): PlannerStop[] {
  return Object.keys(fields).flatMap((field) => sent[Number(field.split('.')[1])] ?? []);
}

/** Where the traveller's other stops are: the point a place name is ranked by. */
export function centreOf(points: { lat: number; lon: number }[]) {
  if (points.length === 0) return undefined;
  return {
    lat: points.reduce((a, p) => a + p.lat, 0) / points.length,
    lon: points.reduce((a, p) => a + p.lon, 0) / points.length,
  };
}

/**
 * The nights to ask for when the traveller moves day `dayIndex`'s night to `moved`: the nights they chose before
 * (a day ending at a chosen stop or campground) stay, the moved one is replaced, and the rest is cut anew.
 */
export function nightsAfterMove(plan: PlanResponse, dayIndex: number, moved: PlanNightInput): PlanNightInput[] {
  const kept = plan.days.slice(0, -1).flatMap((day, i): PlanNightInput[] => {
    if (i === dayIndex || day.end_reason !== 'chosen') return [];
    if (day.end_stop_index !== null) return [{ stop_index: plan.stops[day.end_stop_index]!.input_index }];
    return day.overnight_site ? [{ campground_id: day.overnight_site.id }] : [];
  });
  return [...kept, moved];
}

let nextKey = 0;
export const newStop = (text = '', point: PlannerStop['point'] = null): PlannerStop => ({
  key: `stop-${nextKey++}`,
  text,
  point,
});

/**
 * The boxes after a click on the map at `point` (written `text`): it fills the first empty box, else becomes a stop
 * before the destination while there is room.
 */
export function stopsWithClick(current: PlannerStop[], text: string, point: { lat: number; lon: number }) {
  const empty = current.findIndex((s) => s.text.trim() === '' && !s.point);
  if (empty >= 0) return current.map((s, i) => (i === empty ? { ...s, text, point } : s));
  if (current.length >= TRIP_LIMITS.maxStops) return current;
  return [...current.slice(0, -1), newStop(text, point), current[current.length - 1]!];
}

/** The request's stop: a chosen position, or the typed name for the server to geocode. */
export function stopInput(stop: PlannerStop): PlanRequest['stops'][number] {
  if (stop.point)
    return { lat: stop.point.lat, lon: stop.point.lon, ...(stop.point.name ? { name: stop.point.name } : {}) };
  return { query: stop.text.trim() };
}

/** The plan request of the filled boxes and the options, the daily limit (already in km) kept within its range. */
export function planRequestOf(
  filled: PlannerStop[],
  options: Pick<PlannerOptions, 'optimize' | 'vehicle_id' | 'start_date'>,
  dailyLimitKm: number,
  budget: number | null,
): PlanRequest {
  return {
    stops: filled.map(stopInput),
    optimize: options.optimize,
    ...(options.vehicle_id ? { vehicle_id: options.vehicle_id } : {}),
    daily_limit_km: Math.min(TRIP_LIMITS.maxDailyLimitKm, Math.max(TRIP_LIMITS.minDailyLimitKm, dailyLimitKm)),
    ...(options.start_date ? { start_date: options.start_date } : {}),
    ...(budget !== null ? { budget } : {}),
  };
}

/**
 * A saved trip's plan opened again: its stops in driving order as boxes, the request that plans it again with the
 * traveller's nights, and the plan to show with stop numbers as that request has them.
 */
export function reopenedTrip(trip: Trip & { plan: PlanResponse }) {
  const saved = trip.plan;
  // A round trip lists its start again at the end; the optimiser adds it back.
  const ordered = saved.optimize === 'round_trip' ? saved.stops.slice(0, -1) : saved.stops;
  const boxes = ordered.map((s) => newStop(s.name, { lat: s.lat, lon: s.lon, name: s.name }));
  const position = (inputIndex: number) => ordered.findIndex((s) => s.input_index === inputIndex);
  const nights = saved.nights.flatMap((n): PlanNightInput[] =>
    'stop_index' in n ? (position(n.stop_index) >= 0 ? [{ stop_index: position(n.stop_index) }] : []) : [n],
  );
  const request: PlanRequest = {
    stops: boxes.map(stopInput),
    optimize: saved.optimize,
    ...(trip.vehicle_id ? { vehicle_id: trip.vehicle_id } : {}),
    daily_limit_km: saved.daily_limit_km,
    ...(trip.start_date ? { start_date: trip.start_date } : {}),
    ...(trip.budget !== null ? { budget: trip.budget } : {}),
    nights,
  };
  // Stop numbers as the new request has them: the saved driving order.
  const shown: PlanResponse = {
    ...saved,
    stops: saved.stops.map((s) => ({ ...s, input_index: Math.max(position(s.input_index), 0) })),
    nights,
  };
  return { boxes, request, shown };
}

/** The trip saved from the plan on screen, named `name`, with what it was asked with. */
export function tripOfPlan(result: PlanResponse, asked: PlanAskedWith, name: string): TripInput {
  const endDate = [...result.days].reverse().find((d) => d.date)?.date ?? null;
  return {
    name,
    status: 'planned',
    start_date: asked.start_date,
    end_date: endDate,
    stops: result.stops.map((s) => ({ lat: s.lat, lon: s.lon, name: s.name })),
    geometry: result.geometry,
    total_distance_km: result.total_distance_km,
    estimated: result.estimated,
    plan: result,
    budget: asked.budget,
    currency: result.budget.currency,
    vehicle_id: asked.vehicle_id,
  };
}
