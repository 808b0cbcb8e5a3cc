import {
  addDays,
  DEFAULT_DAILY_LIMIT_KM,
  distanceFromKm,
  type DistanceUnit,
  FUEL_PRICE_REGIONS,
  type FuelPriceRegion,
  type OvernightSuggestion,
  type PlanRequest,
  type planRequestSchema,
  type PlanResponse,
  REGION_TRAVEL_DEFAULTS,
  TOWED_KINDS,
  TRIP_LIMITS,
  UNIT_SYMBOLS,
  type VehicleKind,
} from '@ww/contracts';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { Database } from '#db/schema.ts';
import { withUserTx, type Tx } from '#db/with-user-tx.ts';
import type { Logger } from '#platform/logger.ts';
import type { WorkerPool } from '#platform/worker-pool.ts';
import { AppError } from '#platform/errors.ts';
import type { LatLon } from '#providers/geocoding/geo.ts';
import {
  GeocoderUnavailableError,
  plausibleCandidates,
  type GeocodeBias,
  type GeocodeCandidate,
} from '#providers/geocoding/geocoder.ts';
import { homeBias } from '#providers/geocoding/place-bias.ts';
import type { Providers } from '#providers/providers.ts';
import { createEstimatedRouting, RoutingUnavailableError, type RoutingProvider } from '#providers/routing/routing.ts';
import { WeatherUnavailableError } from '#providers/weather/weather.ts';
import { sharedPosition } from '#modules/community-map/index.ts';
import { profileRegion } from '#modules/profile/index.ts';
import { readSettings } from '#modules/settings/index.ts';
import { optimizeOrder } from './route-optimizer.ts';
import { round, safeRangeKm } from './route-plan.compute.ts';
import { takePlan } from './route-plan.limit.ts';
import {
  optimizeOrderTask,
  ORDER_ON_LOOP_MAX_STOPS,
  packLine,
  planDaysTask,
  unpackLine,
  type PlanDaysInput,
} from './route-plan.tasks.ts';
import { routePlanRepository as repo } from './route-plan.repository.ts';
import { timeSlicer } from './time-slice.ts';
import { travelPreferencesRepository } from './travel-preferences.repository.ts';

/**
 * Campgrounds near each day's end that fit a rig of `rigLengthM` metres, and the ones chosen for nights by id; null
 * when the server has no campground search.
 */
export type OvernightFinder = {
  nearEach(tx: Tx, points: LatLon[], rigLengthM: number | null): Promise<OvernightSuggestion[][]>;
  byIds(tx: Tx, ids: string[]): Promise<OvernightSuggestion[]>;
} | null;

type NamedStop = LatLon & { name: string; country: string | null; input_index: number };
type FuelWarning = PlanResponse['fuel']['warnings'][number];

/** A distance for a warning's English text (the web words warnings by code), in the user's distance unit. */
const distanceText = (km: number, unit: DistanceUnit) =>
  `${Math.round(distanceFromKm(km, unit))} ${UNIT_SYMBOLS[unit]}`;

const COUNTRY_REGIONS: Record<string, FuelPriceRegion> = {
  australia: 'AU',
  'new zealand': 'NZ',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  canada: 'CA',
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
};
const CURRENCY_REGIONS: Record<string, FuelPriceRegion> = { AUD: 'AU', NZD: 'NZ', USD: 'US', CAD: 'CA', GBP: 'GB' };

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

  return {
    async plan(userId: string, input: z.output<typeof planRequestSchema>): Promise<PlanResponse> {
      await takePlan(deps.planLimiter, userId);
      const context = await withUserTx(deps.db, { userId }, async (t) => {
        const settings = await readSettings(t);
        const prefs = await travelPreferencesRepository.get(t);
        const rig = input.vehicle_id ? await repo.vehicleWithTow(t, input.vehicle_id) : undefined;
        if (input.vehicle_id && !rig) throw new AppError(404, 'other', 'That vehicle was not found.', 'not_found');
        const fuelLog = await repo.fuelLogAverage(t);
        return {
          settings,
          prefs,
          rig,
          fuelLog,
          region: await profileRegion(t, userId),
          here: await sharedPosition(t, userId),
        };
      });
      // The summary picks the default daily limit; warnings' figures are in the user's own distance unit.
      const { units, distance_unit: distanceUnit } = context.settings.regional_preferences;
      // A preference saved before the limits existed is brought within them.
      const saved = context.prefs?.daily_limit_km != null ? Number(context.prefs.daily_limit_km) : null;
      const dailyLimit =
        input.daily_limit_km ??
        (saved !== null
          ? Math.min(Math.max(saved, TRIP_LIMITS.minDailyLimitKm), TRIP_LIMITS.maxDailyLimitKm)
          : DEFAULT_DAILY_LIMIT_KM[units]);

      const slice = timeSlicer();
      const stops = await resolveStops(
        input.stops,
        homeBias({ region: context.region, currency: context.settings.regional_preferences.currency }),
        context.here,
      );
      await slice();
      const notes: PlanResponse['notes'] = [];
      let routing = deps.providers.routing;
      let routed;
      try {
        routed = await route(routing, stops, input.optimize);
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
        routing = createEstimatedRouting();
        routed = await route(routing, stops, input.optimize);
        notes.push({
          code: 'routing_fallback',
          message:
            'The routing service could not be reached, so distances and times are estimates (straight line × road factor).',
        });
      }
      const { ordered, legs, geometry } = routed;
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
      // The nights the traveller chose: a stop (its first visit after the start) or a campground (where the route
      // passes nearest to it).
      const chosenSites =
        deps.overnight && input.nights.some((n) => 'campground_id' in n)
          ? await withUserTx(deps.db, { userId }, (t) =>
              deps.overnight!.byIds(
                t,
                input.nights.flatMap((n) => ('campground_id' in n ? [n.campground_id] : [])),
              ),
            )
          : [];
      const chosenNights: { place: PlanDaysInput['nights'][number]; site: OvernightSuggestion | null }[] =
        input.nights.map((night, n) => {
          if ('stop_index' in night) {
            const at = ordered.findIndex((s, k) => k > 0 && s.input_index === night.stop_index);
            if (night.stop_index >= input.stops.length || at < 0) {
              throw new AppError(400, 'validation', `Night ${n + 1} names a stop the plan does not have.`, 'invalid', {
                [`nights.${n}`]: 'not_found',
              });
            }
            return { place: { stopIndex: at }, site: null };
          }
          const site = chosenSites.find((c) => c.id === night.campground_id);
          if (!site) {
            throw new AppError(400, 'validation', `Night ${n + 1} names a campground that does not exist.`, 'invalid', {
              [`nights.${n}`]: 'not_found',
            });
          }
          return { place: { site: { lat: site.lat, lon: site.lon } }, site };
        });
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
      const rawDays = along.days;
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

      // Fuel: the vehicle that burns it is the tow vehicle for a caravan or fifth wheel.
      const warnings: FuelWarning[] = [];
      const rigVehicle = context.rig?.vehicle;
      const burner = rigVehicle && TOWED_KINDS.includes(rigVehicle.kind as VehicleKind) ? context.rig?.tow : rigVehicle;
      const consumption = burner?.consumption_l_per_100km != null ? Number(burner.consumption_l_per_100km) : null;
      const tank = burner?.tank_l != null ? Number(burner.tank_l) : null;
      if (!rigVehicle)
        warnings.push({ code: 'no_vehicle', leg_index: null, message: 'Choose a vehicle to see fuel figures.' });
      else if (!burner)
        warnings.push({
          code: 'no_consumption',
          leg_index: null,
          message: 'This caravan has no tow vehicle, so its fuel use is unknown.',
        });
      else if (consumption === null)
        warnings.push({
          code: 'no_consumption',
          leg_index: null,
          message: 'The vehicle has no fuel consumption set, so fuel figures are missing.',
        });
      if (consumption !== null && tank === null)
        warnings.push({
          code: 'no_tank_size',
          leg_index: null,
          message: 'The vehicle has no tank size set, so legs are not checked against its range.',
        });

      const routeRegion: FuelPriceRegion =
        (stops[0]?.country && COUNTRY_REGIONS[stops[0].country.toLowerCase()]) ||
        CURRENCY_REGIONS[context.settings.regional_preferences.currency] ||
        'ROW';
      const regionDefaults = REGION_TRAVEL_DEFAULTS[routeRegion];
      const fuelType = burner?.fuel_type ?? 'diesel';
      let price: {
        per_l: number | null;
        currency: string;
        source: PlanResponse['fuel']['price_source'];
        region: FuelPriceRegion | null;
      };
      if (context.prefs?.fuel_price_per_l != null && context.prefs.fuel_price_currency) {
        price = {
          per_l: Number(context.prefs.fuel_price_per_l),
          currency: context.prefs.fuel_price_currency.trim(),
          source: 'user',
          region: null,
        };
      } else if (context.fuelLog) {
        price = {
          per_l: context.fuelLog.price_per_l,
          currency: context.fuelLog.currency,
          source: 'fuel_log_average',
          region: null,
        };
      } else if (fuelType === 'diesel' || fuelType === 'petrol') {
        price = {
          per_l: fuelType === 'diesel' ? regionDefaults.diesel_per_l : regionDefaults.petrol_per_l,
          currency: regionDefaults.currency,
          source: 'region_default',
          region: routeRegion,
        };
      } else {
        price = { per_l: null, currency: regionDefaults.currency, source: null, region: null };
        if (consumption !== null)
          warnings.push({
            code: 'no_price',
            leg_index: null,
            message: `No default price exists for ${fuelType}: set your own fuel price to see costs.`,
          });
      }

      const safeRange = safeRangeKm(tank, consumption);
      const planLegs: PlanResponse['legs'] = legs.map((leg, i) => {
        const volume = consumption === null ? null : (leg.distance_km * consumption) / 100;
        const exceeds = safeRange !== null && leg.distance_km > safeRange;
        if (exceeds) {
          warnings.push({
            code: 'leg_exceeds_safe_range',
            leg_index: i,
            message: `Leg ${i + 1} (${ordered[i]!.name} to ${ordered[i + 1]!.name}, ${distanceText(leg.distance_km, distanceUnit)}) is longer than the tank's safe range of ${distanceText(safeRange, distanceUnit)}: plan a fuel stop.`,
          });
        }
        return {
          from_index: i,
          to_index: i + 1,
          distance_km: leg.distance_km,
          duration_min: leg.duration_min,
          fuel_volume_l: volume === null ? null : round(volume, 1),
          fuel_cost: volume === null || price.per_l === null ? null : round(volume * price.per_l, 2),
          exceeds_safe_range: exceeds,
        };
      });
      const totalVolume = consumption === null ? null : (routeKm * consumption) / 100;
      const fuelCost = totalVolume === null || price.per_l === null ? null : round(totalVolume * price.per_l, 2);

      // Days, their overnight places and the campgrounds near each.
      const nameOf = async (p: { lat: number; lon: number; stopIndex: number | null }) =>
        p.stopIndex !== null ? ordered[p.stopIndex]!.name : (await placeAt(p)).name;
      // A batch of nights at a time, giving other requests a turn between them (a plan may have a year of nights).
      const suggestions: OvernightSuggestion[][] = rawDays.map(() => []);
      const nightEnds = rawDays.slice(0, -1).map((d) => d.end);
      for (let from = 0; deps.overnight && from < nightEnds.length; from += NIGHTS_PER_LOOKUP) {
        await slice();
        const batch = nightEnds.slice(from, from + NIGHTS_PER_LOOKUP);
        const found = await withUserTx(deps.db, { userId }, (t) => deps.overnight!.nearEach(t, batch, rigLength));
        found.forEach((sites, k) => (suggestions[from + k] = sites));
      }
      const days: PlanResponse['days'] = [];
      for (const [i, d] of rawDays.entries()) {
        await slice();
        // A day starts where the previous one ended, so only day 1's start needs a name of its own.
        const start = i === 0 ? { lat: d.start.lat, lon: d.start.lon, name: await nameOf(d.start) } : days[i - 1]!.end;
        const last = i === rawDays.length - 1;
        // The night's campground: the one chosen, else the nearest to where the day ends.
        const site = last
          ? null
          : d.night !== null
            ? (chosenNights[d.night]!.site ?? suggestions[i]?.[0] ?? null)
            : (suggestions[i]?.[0] ?? null);
        const chosenSite = d.night !== null ? chosenNights[d.night]!.site : null;
        // A day cut at the limit, or at a chosen campground, ends at the campground itself.
        const end =
          site && d.end.stopIndex === null && (d.reason === 'limit' || chosenSite)
            ? { lat: site.lat, lon: site.lon, name: site.name ?? (await nameOf(d.end)) }
            : { lat: d.end.lat, lon: d.end.lon, name: await nameOf(d.end) };
        days.push({
          day: i + 1,
          date: input.start_date ? addDays(input.start_date, i) : null,
          start,
          end,
          end_stop_index: d.end.stopIndex,
          distance_km: d.distance_km,
          duration_min: d.duration_min,
          overnight: last ? null : end,
          end_reason: d.reason,
          overnight_site: site,
          overnight_suggestions: suggestions[i] ?? [],
        });
      }

      // Weather where each night is spent and at the destination, on that day's date; never made up.
      const planWeather: PlanResponse['weather'] = await Promise.all(
        days.map(async (d, i) => {
          const last = i === days.length - 1;
          const base = {
            place: d.end.name,
            lat: d.end.lat,
            lon: d.end.lon,
            kind: last ? ('destination' as const) : ('overnight' as const),
            day: d.day,
            date: d.date,
          };
          if (!d.date) return { ...base, available: false, daily: null, reason: 'no_date' as const };
          try {
            const forecast = (await weather.daily(d.end, d.date, d.date)).find((w) => w.date === d.date);
            if (!forecast) return { ...base, available: false, daily: null, reason: 'out_of_range' as const };
            const { date: _date, ...daily } = forecast;
            return { ...base, available: true, daily };
          } catch (err) {
            if (err instanceof WeatherUnavailableError)
              return { ...base, available: false, daily: null, reason: err.reason };
            throw err;
          }
        }),
      );

      // Budget in the fuel price's currency; campground nights use the typical fee of a region with that currency.
      const currency = price.currency;
      const feeRegion: FuelPriceRegion | undefined =
        regionDefaults.currency === currency
          ? routeRegion
          : FUEL_PRICE_REGIONS.find((r) => REGION_TRAVEL_DEFAULTS[r].currency === currency);
      // A site's own fee counts when OpenStreetMap states it in this currency (free sites 0), else the typical fee, an
      // estimate; a night with no site found is left out rather than priced as if it had one.
      const nights = Math.max(days.length - 1, 0);
      const fees = { site: 0, siteNights: 0, typicalNights: 0, withoutSite: 0 };
      for (const d of days.slice(0, nights)) {
        const site = d.overnight_site;
        if (!site) fees.withoutSite++;
        else if (site.free === true) fees.siteNights++;
        else if (site.nightly_fee && site.nightly_fee.currency === currency) {
          fees.site += site.nightly_fee.amount;
          fees.siteNights++;
        } else fees.typicalNights++;
      }
      const typicalFee = feeRegion === undefined ? null : REGION_TRAVEL_DEFAULTS[feeRegion].campground_night;
      const campgroundFees =
        fees.typicalNights > 0 && typicalFee === null
          ? null
          : round(fees.site + fees.typicalNights * (typicalFee ?? 0), 2);
      const total = round((fuelCost ?? 0) + (campgroundFees ?? 0), 2);

      return {
        stops: ordered.map((s) => ({ lat: s.lat, lon: s.lon, name: s.name, input_index: s.input_index })),
        legs: planLegs,
        geometry: unpackLine(along.geometry),
        total_distance_km: round(routeKm, 1),
        total_duration_min: legs.reduce((a, l) => a + l.duration_min, 0),
        estimated: routing.estimated,
        optimize: input.optimize,
        daily_limit_km: dailyLimit,
        days,
        overnight_suggestions_available: deps.overnight !== null,
        fuel: {
          volume: totalVolume === null ? null : round(totalVolume, 1),
          cost: fuelCost,
          currency,
          price_per_l: price.per_l,
          price_source: price.source,
          price_region: price.region,
          consumption_l_per_100km: consumption,
          safe_range_km: safeRange,
          warnings,
        },
        weather: planWeather,
        budget: {
          budget: input.budget ?? null,
          fuel_cost: fuelCost,
          campground_fees_estimate: campgroundFees,
          nights,
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
