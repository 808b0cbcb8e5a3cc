import { TRIP_LIMITS, type LatLon } from '@ww/contracts';
import { AppError } from '#platform/errors.ts';
import { workerTask } from '#platform/worker-pool.ts';
import { EXACT_MAX_STOPS, optimizeOrder, type OptimizeMode } from './route-optimizer.ts';
import { simplifyRoute } from './route-geometry.ts';
import {
  kmAlongRoute,
  legSlices,
  splitDays,
  TooManyDaysError,
  type ChosenNight,
  type Coordinate,
  type Leg,
  type RawDay,
} from './route-plan.compute.ts';
import { waterCrossings, type WaterCrossing } from './route-plan.water.ts';

/**
 * The trip planner's computing, on a worker thread (decision 046): ordering many stops, and everything done along
 * the route line (cutting it into legs and days, placing chosen campgrounds on it, the sea check over the land
 * polygons, simplifying it for the answer). A road router's line has tens of thousands of points and the land
 * polygons take a quarter of a second to load, so none of it runs on the event loop; the database reads and the
 * place names around it stay on the main thread.
 */

/** Up to this many stops the exact order is found on the event loop in a few milliseconds; more go to a worker. */
export const ORDER_ON_LOOP_MAX_STOPS = EXACT_MAX_STOPS;

export const optimizeOrderTask = workerTask<{ cost: number[][]; mode: OptimizeMode }, number[]>('travel.optimizeOrder');
export const orderStops = ({ cost, mode }: { cost: number[][]; mode: OptimizeMode }): number[] =>
  optimizeOrder(cost, mode);

/** [lon, lat] pairs as one flat array of numbers, whose buffer moves between threads without a copy. */
export function packLine(line: readonly Coordinate[]): ArrayBuffer {
  const flat = new Float64Array(line.length * 2);
  line.forEach(([lon, lat], i) => {
    flat[2 * i] = lon;
    flat[2 * i + 1] = lat;
  });
  return flat.buffer;
}

export function unpackLine(buffer: ArrayBuffer): Coordinate[] {
  const flat = new Float64Array(buffer);
  const line: Coordinate[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) line.push([flat[i]!, flat[i + 1]!]);
  return line;
}

export type PlanStop = LatLon & { name: string; input_index: number };

export type PlanDaysInput = {
  /** The stops in visiting order. */
  stops: PlanStop[];
  legs: Leg[];
  /** The route line (packLine). */
  geometry: ArrayBuffer;
  dailyLimitKm: number;
  /** The nights the traveller chose, in the request's order: at a stop (its index in `stops`) or a campground. */
  nights: ({ stopIndex: number } | { site: LatLon })[];
  /** The offline estimate draws straight lines, so its legs are checked for open sea. */
  checkWater: boolean;
};

export type PlanDays = {
  days: RawDay[];
  /** The legs that cross water to another landmass by ferry (a leg no ferry covers is refused). */
  crossings: WaterCrossing[];
  /** The route line simplified for the answer (packLine, at most TRIP_LIMITS.maxPlanGeometryPoints). */
  geometry: ArrayBuffer;
};

export const planDaysTask = workerTask<PlanDaysInput, PlanDays>('travel.planDays', {
  moves: (output) => [output.geometry],
});

/** Where each chosen night lies along the route, km from the start. */
function placeNights(input: PlanDaysInput, slices: Coordinate[][]): ChosenNight[] {
  const cumulativeKm = input.legs.reduce((acc, l) => [...acc, acc.at(-1)! + l.distance_km], [0]);
  return input.nights.map((night) => {
    if ('stopIndex' in night) return { km: cumulativeKm[night.stopIndex]!, stopIndex: night.stopIndex };
    const along = kmAlongRoute(input.legs, slices, night.site);
    return { km: along.km, stopIndex: null, point: along.point };
  });
}

/** The days of the route, its sea crossings and its simplified line; 400 for a plan that cannot be driven. */
export async function planDays(input: PlanDaysInput): Promise<PlanDays> {
  const { stops, legs, dailyLimitKm } = input;
  const line = unpackLine(input.geometry);
  const slices = legSlices(line, stops);
  let days: RawDay[];
  try {
    days = splitDays(stops, legs, slices, dailyLimitKm, TRIP_LIMITS.maxPlanDays, placeNights(input, slices));
  } catch (err) {
    if (!(err instanceof TooManyDaysError)) throw err;
    throw new AppError(
      400,
      'validation',
      `At ${dailyLimitKm} km a day this trip would take more than ${TRIP_LIMITS.maxPlanDays} days. Raise the daily limit or split the trip into shorter plans.`,
      'too_many_days',
      { daily_limit_km: 'too_many_days' },
    );
  }
  // Past FERRY_MAX_SEA_KM of open water no car goes (a road router answers no_route itself).
  const crossings = input.checkWater ? await waterCrossings(stops) : [];
  for (const crossing of crossings) {
    if (crossing.drivable) continue;
    const [from, to] = [stops[crossing.leg_index]!, stops[crossing.leg_index + 1]!];
    throw new AppError(
      400,
      'validation',
      `Leg ${crossing.leg_index + 1} (${from.name} to ${to.name}) crosses about ${crossing.sea_km.toLocaleString('en')} km of open sea, which no road or car ferry does. Check that each stop is the place you meant.`,
      'leg_over_sea',
      { [`stops.${from.input_index}`]: 'leg_over_sea', [`stops.${to.input_index}`]: 'leg_over_sea' },
    );
  }
  return {
    days,
    crossings,
    geometry: packLine(simplifyRoute(line, TRIP_LIMITS.maxPlanGeometryPoints)),
  };
}
