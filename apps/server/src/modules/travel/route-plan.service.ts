import {
  type OvernightSuggestion,
  type PlanRequest,
  type planRequestSchema,
  type PlanResponse,
  TRIP_LIMITS,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { Logger } from '#platform/logger.ts';
import type { WorkerPool } from '#platform/worker-pool.ts';
import { AppError } from '#platform/errors.ts';
import type { LatLon } from '@ww/contracts';
import {
  GeocoderUnavailableError,
  plausibleCandidates,
  type GeocodeBias,
  type GeocodeCandidate,
} from '#providers/geocoding/geocoder.ts';
import { homeBias } from '#providers/geocoding/place-bias.ts';
import type { Providers } from '#providers/providers.ts';
import { createEstimatedRouting, RoutingUnavailableError, type RoutingProvider } from '#providers/routing/routing.ts';
import { optimizeOrder } from './route-optimizer.ts';
import { round, type RawDay } from './route-plan.compute.ts';
import { buildDays, chooseNights, weatherAlong } from './route-plan.days.ts';
import { distanceText, nightFees, planFuel } from './route-plan.fuel.ts';
import { dailyLimitOf, readPlanContext } from './route-plan.context.ts';
import { takePlan } from './route-plan.limit.ts';
import { optimizeOrderTask, ORDER_ON_LOOP_MAX_STOPS, packLine, planDaysTask, unpackLine } from './route-plan.tasks.ts';
import { timeSlicer } from './time-slice.ts';

/**
 * Campgrounds near each day's end that fit a rig of `rigLengthM` metres, and the ones chosen for nights by id; null
 * when the server has no campground search.
 */
export type OvernightFinder = {
  nearEach(tx: Tx, points: LatLon[], rigLengthM: number | null): Promise<OvernightSuggestion[][]>;
  byIds(tx: Tx, ids: string[]): Promise<OvernightSuggestion[]>;
} | null;

type NamedStop = LatLon & { name: string; country: string | null; input_index: number };

const coordinateName = (p: LatLon) => `${p.lat.toFixed(4)}, ${p.lon.toFixed(4)}`;
/** How a candidate reads in a message: "Keswick, England, United Kingdom". */
const candidateText = (c: GeocodeCandidate) => [c.name, c.region, c.country].filter(Boolean).join(', ');
const centroid = (points: readonly LatLon[]): LatLon | undefined =>
  points.length === 0
    ? undefined
    : {
        lat: points.reduce((a, p) => a + p.lat, 0) / points.length,
        lon: points.reduce((a, p) => a + p.lon, 0) / points.length,
      };
const geocoderDown = () =>
  new AppError(
    503,
    'network',
    'The place search service cannot be reached. Please try again in a few minutes.',
    'geocoder_unavailable',
  );
/** Candidates asked for each typed stop: enough to see when a name is shared by several places. */
const CANDIDATES_PER_STOP = 10;
/**
 * Nights whose campgrounds are looked up together, each batch in its own short transaction: two queries a batch
 * instead of one per night, and PGlite's one connection free for other requests between batches.
 */
const NIGHTS_PER_LOOKUP = 25;

type PlanInput = z.output<typeof planRequestSchema>;

export function createRoutePlanService(deps: {
  db: Kysely<Database>;
  providers: Providers;
  logger: Logger;
  overnight: OvernightFinder;
  /** The worker threads that order many stops and compute along the route line (route-plan.tasks.ts). */
  workers: WorkerPool;
  /** Plans per user and minute, shared by every route-plan service of the app (route-plan.limit.ts). */
  planLimiter: RateLimiterAbstract;
}) {
  const { geocoder, weather } = deps.providers;

  /** A reverse-geocoded name, or the coordinates when no place is known or the geocoder is down. */
  const placeAt = async (p: LatLon): Promise<{ name: string; country: string | null }> => {
    try {
      const hit = await geocoder.reverse(p);
      if (hit) return { name: hit.name, country: hit.country };
    } catch (err) {
      if (!(err instanceof GeocoderUnavailableError)) throw err;
    }
    return { name: coordinateName(p), country: null };
  };

  /**
   * Stops by position first, then typed names, one look-up each (a public Nominatim allows one request per second
   * and client). A name is ranked by the stops already placed (each candidate by its nearest one) and the user's
   * country; one that still leaves several plausible places (Keswick in England and in Ontario, with nothing
   * placed near either) is never guessed: 422 stop_ambiguous names them, and the traveller chooses.
   */
  const resolveStops = async (
    stops: PlanRequest['stops'],
    home: Pick<GeocodeBias, 'country' | 'home'>,
    here: LatLon | null,
  ): Promise<NamedStop[]> => {
    const resolved: (NamedStop | undefined)[] = stops.map(() => undefined);
    const slice = timeSlicer();
    for (const [i, s] of stops.entries()) {
      if ('query' in s) continue;
      await slice();
      const place = s.name ? { name: s.name, country: (await placeAt(s)).country } : await placeAt(s);
      resolved[i] = { lat: s.lat, lon: s.lon, ...place, input_index: i };
    }
    const placed = () => resolved.filter((r): r is NamedStop => r !== undefined);
    const candidates = new Map<number, GeocodeCandidate[]>();
    for (const [i, s] of stops.entries()) {
      if (!('query' in s)) continue;
      await slice();
      let hits;
      try {
        const near = centroid(placed()) ?? here ?? undefined;
        hits = await geocoder.search(s.query, { limit: CANDIDATES_PER_STOP, near, ...home });
      } catch (err) {
        if (err instanceof GeocoderUnavailableError) throw geocoderDown();
        throw err;
      }
      if (hits.length === 0) {
        throw new AppError(
          422,
          'validation',
          `Stop ${i + 1} ("${s.query}") could not be found. Try another spelling or pick it on the map.`,
          'stop_not_found',
          { [`stops.${i}`]: 'not_found' },
        );
      }
      candidates.set(i, hits);
    }
    // Each stop placed can settle another: York is clear once Keswick, England is.
    const ambiguous = new Map<number, GeocodeCandidate[]>();
    for (let progress = true; progress;) {
      progress = false;
      for (const [i, hits] of candidates) {
        // The stops placed say where the trip is; with none, where the user is (their live location on the map).
        const plausible = plausibleCandidates(hits, { ...home, nearAny: placed().length || !here ? placed() : [here] });
        if (plausible.length > 1) {
          ambiguous.set(i, plausible);
          continue;
        }
        const hit = plausible[0]!;
        resolved[i] = { lat: hit.lat, lon: hit.lon, name: hit.name, country: hit.country, input_index: i };
        candidates.delete(i);
        ambiguous.delete(i);
        progress = true;
      }
    }
    if (ambiguous.size > 0) {
      const [first, options] = [...ambiguous][0]!;
      const query = (stops[first] as { query: string }).query;
      throw new AppError(
        422,
        'validation',
        `Stop ${first + 1} ("${query}") could be ${options.map(candidateText).join(' or ')}. Choose the place you mean.`,
        'stop_ambiguous',
        Object.fromEntries([...ambiguous.keys()].map((i) => [`stops.${i}`, 'ambiguous'])),
      );
    }
    return placed();
  };

  /** Visiting order as indexes into `stops`; a round trip ends back at the first stop. */
  const orderStops = async (routing: RoutingProvider, stops: NamedStop[], mode: PlanResponse['optimize']) => {
    const identity = stops.map((_, i) => i);
    if (mode === 'none') return identity;
    // Up to three stops every order is the same tour (or its reverse), so no table is needed.
    if (stops.length <= 3) return mode === 'round_trip' ? [...identity, 0] : identity;
    const cost = (await routing.table(stops)).distance_km;
    const order =
      stops.length <= ORDER_ON_LOOP_MAX_STOPS
        ? optimizeOrder(cost, mode)
        : await deps.workers.run(optimizeOrderTask, { cost, mode });
    return mode === 'round_trip' ? [...order, order[0]!] : order;
  };

  const route = async (routing: RoutingProvider, stops: NamedStop[], mode: PlanResponse['optimize']) => {
    const order = await orderStops(routing, stops, mode);
    const ordered = order.map((i) => stops[i]!);
    return { ordered, ...(await routing.route(ordered)) };
  };

  /** Routes the stops; when the routing service is down, estimates instead and says so in `notes`. */
  const routeOrEstimate = async (stops: NamedStop[], mode: PlanResponse['optimize'], notes: PlanResponse['notes']) => {
    try {
      const routing = deps.providers.routing;
      return { routing, ...(await route(routing, stops, mode)) };
    } catch (err) {
      if (!(err instanceof RoutingUnavailableError)) throw err;
      if (err.reason === 'no_route') {
        throw new AppError(
          422,
          'validation',
          'No road route joins these stops. Check that every stop can be reached by road.',
          'no_route',
        );
      }
      deps.logger.warn('routing failed, using the estimate', { reason: err.reason, error: err.message });
      const routing = createEstimatedRouting();
      const routed = await route(routing, stops, mode);
      notes.push({
        code: 'routing_fallback',
        message:
          'The routing service could not be reached, so distances and times are estimates (straight line × road factor).',
      });
      return { routing, ...routed };
    }
  };

  /** The nights the traveller chose, their campgrounds read by id. */
  const chosenNightsOf = async (
    userId: string,
    nights: PlanInput['nights'],
    stopCount: number,
    ordered: NamedStop[],
  ) => {
    const ids = nights.flatMap((n) => ('campground_id' in n ? [n.campground_id] : []));
    const sites =
      deps.overnight && ids.length > 0
        ? await withUserTx(deps.db, { userId }, (t) => deps.overnight!.byIds(t, ids))
        : [];
    return chooseNights(nights, stopCount, ordered, sites);
  };

  /** The campgrounds near each night's end, a batch of nights at a time, giving other requests a turn between them. */
  const suggestionsNear = async (userId: string, rawDays: readonly RawDay[], rigLength: number | null) => {
    const slice = timeSlicer();
    const suggestions: OvernightSuggestion[][] = rawDays.map(() => []);
    const nightEnds = rawDays.slice(0, -1).map((d) => d.end);
    for (let from = 0; deps.overnight && from < nightEnds.length; from += NIGHTS_PER_LOOKUP) {
      await slice();
      const batch = nightEnds.slice(from, from + NIGHTS_PER_LOOKUP);
      const found = await withUserTx(deps.db, { userId }, (t) => deps.overnight!.nearEach(t, batch, rigLength));
      found.forEach((sites, k) => (suggestions[from + k] = sites));
    }
    return suggestions;
  };

  return {
    async plan(userId: string, input: PlanInput): Promise<PlanResponse> {
      await takePlan(deps.planLimiter, userId);
      const context = await withUserTx(deps.db, { userId }, (t) => readPlanContext(t, userId, input.vehicle_id));
      // The summary picks the default daily limit; warnings' figures are in the user's own distance unit.
      const { units, distance_unit: distanceUnit, currency: userCurrency } = context.settings.regional_preferences;
      const dailyLimit = dailyLimitOf(input.daily_limit_km, context.prefs, units);

      const slice = timeSlicer();
      const stops = await resolveStops(
        input.stops,
        homeBias({ region: context.region, currency: userCurrency }),
        context.here,
      );
      await slice();
      const notes: PlanResponse['notes'] = [];
      const { routing, ordered, legs, geometry } = await routeOrEstimate(stops, input.optimize, notes);
      const routeKm = legs.reduce((a, l) => a + l.distance_km, 0);
      if (routeKm > TRIP_LIMITS.maxRouteKm) {
        throw new AppError(
          400,
          'validation',
          `This route is ${Math.round(routeKm).toLocaleString('en')} km long; a plan may cover at most ${TRIP_LIMITS.maxRouteKm.toLocaleString('en')} km. Split the trip into shorter plans.`,
          'route_too_long',
          { stops: 'route_too_long' },
        );
      }
      const rigLength = context.rig?.vehicle.length_m != null ? Number(context.rig.vehicle.length_m) : null;
      const chosenNights = await chosenNightsOf(userId, input.nights, input.stops.length, ordered);
      // Days, the sea check (the estimate draws straight lines: one between two landmasses needs a ferry) and the
      // line for the map, on a worker thread.
      const line = packLine(geometry);
      const along = await deps.workers.run(
        planDaysTask,
        {
          stops: ordered.map(({ lat, lon, name, input_index }) => ({ lat, lon, name, input_index })),
          legs,
          geometry: line,
          dailyLimitKm: dailyLimit,
          nights: chosenNights.map((n) => n.place),
          checkWater: routing.estimated,
        },
        { transfer: [line] },
      );
      for (const crossing of along.crossings) {
        const [from, to] = [ordered[crossing.leg_index]!, ordered[crossing.leg_index + 1]!];
        notes.push({
          code: 'water_crossing',
          leg_index: crossing.leg_index,
          sea_km: crossing.sea_km,
          message: `Leg ${crossing.leg_index + 1} (${from.name} to ${to.name}) crosses water (about ${distanceText(crossing.sea_km, distanceUnit)} in a straight line): the estimate assumes a ferry there.`,
        });
      }
      await slice();
      if (!input.start_date)
        notes.push({ code: 'no_dates', message: 'No start date: days and weather have no dates.' });

      const fuel = planFuel(
        { ...context, currency: userCurrency, startCountry: stops[0]?.country, distanceUnit },
        ordered,
        legs,
      );
      // Days, their overnight places and the campgrounds near each.
      const days = await buildDays({
        rawDays: along.days,
        chosenNights,
        suggestions: await suggestionsNear(userId, along.days, rigLength),
        startDate: input.start_date,
        nameOf: async (p) => (p.stopIndex !== null ? ordered[p.stopIndex]!.name : (await placeAt(p)).name),
        slice,
      });
      const planWeather = await weatherAlong(weather, days);

      // Budget in the fuel price's currency; campground nights use the typical fee of a region with that currency.
      const currency = fuel.price.currency;
      const fees = nightFees(days, currency, fuel.routeRegion);
      const total = round((fuel.cost ?? 0) + (fees.total ?? 0), 2);

      return {
        stops: ordered.map((s) => ({ lat: s.lat, lon: s.lon, name: s.name, input_index: s.input_index })),
        legs: fuel.legs,
        geometry: unpackLine(along.geometry),
        total_distance_km: round(routeKm, 1),
        total_duration_min: legs.reduce((a, l) => a + l.duration_min, 0),
        estimated: routing.estimated,
        optimize: input.optimize,
        daily_limit_km: dailyLimit,
        days,
        overnight_suggestions_available: deps.overnight !== null,
        fuel: {
          volume: fuel.volume === null ? null : round(fuel.volume, 1),
          cost: fuel.cost,
          currency,
          price_per_l: fuel.price.per_l,
          price_source: fuel.price.source,
          price_region: fuel.price.region,
          consumption_l_per_100km: fuel.consumption,
          safe_range_km: fuel.safeRange,
          warnings: fuel.warnings,
        },
        weather: planWeather,
        budget: {
          budget: input.budget ?? null,
          fuel_cost: fuel.cost,
          campground_fees_estimate: fees.total,
          nights: fees.nights,
          nights_site_fee: fees.siteNights,
          nights_typical_fee: fees.typicalNights,
          nights_without_site: fees.withoutSite,
          total,
          currency,
          over_budget: input.budget === undefined ? null : total > input.budget,
        },
        notes,
        nights: input.nights,
      };
    },
  };
}
export type RoutePlanService = ReturnType<typeof createRoutePlanService>;
