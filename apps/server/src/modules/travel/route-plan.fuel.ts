// A plan's fuel (volume, cost, price and its source, warnings) and its nights' campground fees.
import {
  distanceFromKm,
  type DistanceUnit,
  FUEL_PRICE_REGIONS,
  fuelPriceRegionOf,
  type FuelPriceRegion,
  type PlanResponse,
  REGION_TRAVEL_DEFAULTS,
  TOWED_KINDS,
  UNIT_SYMBOLS,
  type VehicleKind,
} from '@ww/contracts';
import { round, safeRangeKm, type Leg } from './route-plan.compute.ts';
import type { routePlanRepository } from './route-plan.repository.ts';
import type { TravelPreferencesRow } from './travel-preferences.repository.ts';

type FuelWarning = PlanResponse['fuel']['warnings'][number];
type FuelPrice = {
  per_l: number | null;
  currency: string;
  source: PlanResponse['fuel']['price_source'];
  region: FuelPriceRegion | null;
};

/** A distance for a warning's or a note's English text (the web words them by code), in the user's distance unit. */
export const distanceText = (km: number, unit: DistanceUnit) =>
  `${Math.round(distanceFromKm(km, unit))} ${UNIT_SYMBOLS[unit]}`;

/** What a plan's fuel is worked out from: the rig, the user's price and fuel log, where the route starts. */
export type FuelInputs = {
  rig: Awaited<ReturnType<typeof routePlanRepository.vehicleWithTow>>;
  prefs: TravelPreferencesRow | undefined;
  fuelLog: Awaited<ReturnType<typeof routePlanRepository.fuelLogAverage>>;
  /** The user's currency (regional preferences): the price region when the first stop's country says none. */
  currency: string;
  /** The first stop's country, as the geocoder names it. */
  startCountry: string | null | undefined;
  distanceUnit: DistanceUnit;
};

/** The vehicle that burns the fuel (the tow vehicle for a caravan or fifth wheel), its consumption and tank. */
function burnerOf(rig: FuelInputs['rig'], warnings: FuelWarning[]) {
  const rigVehicle = rig?.vehicle;
  const burner = rigVehicle && TOWED_KINDS.includes(rigVehicle.kind as VehicleKind) ? rig?.tow : rigVehicle;
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
  return { fuelType: burner?.fuel_type ?? 'diesel', consumption, tank };
}

/** The price per litre: the user's own, else their fuel log's average, else the route region's default. */
function priceOf(inputs: FuelInputs, routeRegion: FuelPriceRegion, fuelType: string): FuelPrice {
  const { prefs, fuelLog } = inputs;
  const regionDefaults = REGION_TRAVEL_DEFAULTS[routeRegion];
  if (prefs?.fuel_price_per_l != null && prefs.fuel_price_currency) {
    return {
      per_l: Number(prefs.fuel_price_per_l),
      currency: prefs.fuel_price_currency.trim(),
      source: 'user',
      region: null,
    };
  }
  if (fuelLog) {
    return { per_l: fuelLog.price_per_l, currency: fuelLog.currency, source: 'fuel_log_average', region: null };
  }
  if (fuelType === 'diesel' || fuelType === 'petrol') {
    return {
      per_l: fuelType === 'diesel' ? regionDefaults.diesel_per_l : regionDefaults.petrol_per_l,
      currency: regionDefaults.currency,
      source: 'region_default',
      region: routeRegion,
    };
  }
  return { per_l: null, currency: regionDefaults.currency, source: null, region: null };
}

/** Fuel for each leg and the whole route, with the warnings that explain a missing figure or a leg past the range. */
export function planFuel(inputs: FuelInputs, ordered: readonly { name: string }[], legs: readonly Leg[]) {
  const warnings: FuelWarning[] = [];
  const { fuelType, consumption, tank } = burnerOf(inputs.rig, warnings);
  const routeRegion = fuelPriceRegionOf(inputs.currency, inputs.startCountry);
  const price = priceOf(inputs, routeRegion, fuelType);
  if (price.source === null && consumption !== null)
    warnings.push({
      code: 'no_price',
      leg_index: null,
      message: `No default price exists for ${fuelType}: set your own fuel price to see costs.`,
    });

  const safeRange = safeRangeKm(tank, consumption);
  const planLegs: PlanResponse['legs'] = legs.map((leg, i) => {
    const volume = consumption === null ? null : (leg.distance_km * consumption) / 100;
    const exceeds = safeRange !== null && leg.distance_km > safeRange;
    if (exceeds) {
      warnings.push({
        code: 'leg_exceeds_safe_range',
        leg_index: i,
        message: `Leg ${i + 1} (${ordered[i]!.name} to ${ordered[i + 1]!.name}, ${distanceText(leg.distance_km, inputs.distanceUnit)}) is longer than the tank's safe range of ${distanceText(safeRange, inputs.distanceUnit)}: plan a fuel stop.`,
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
  const routeKm = legs.reduce((a, l) => a + l.distance_km, 0);
  const volume = consumption === null ? null : (routeKm * consumption) / 100;
  const cost = volume === null || price.per_l === null ? null : round(volume * price.per_l, 2);
  return { legs: planLegs, volume, cost, price, consumption, safeRange, warnings, routeRegion };
}

/**
 * The nights' campground fees in `currency`: a site's own fee when OpenStreetMap states it in this currency (free
 * sites 0), else the typical fee of a region with that currency, an estimate; a night with no site found is left out
 * rather than priced as if it had one. null when a night needs a typical fee no region gives in this currency.
 */
export function nightFees(days: PlanResponse['days'], currency: string, routeRegion: FuelPriceRegion) {
  const feeRegion: FuelPriceRegion | undefined =
    REGION_TRAVEL_DEFAULTS[routeRegion].currency === currency
      ? routeRegion
      : FUEL_PRICE_REGIONS.find((r) => REGION_TRAVEL_DEFAULTS[r].currency === currency);
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
  const total =
    fees.typicalNights > 0 && typicalFee === null ? null : round(fees.site + fees.typicalNights * (typicalFee ?? 0), 2);
  return { nights, ...fees, total };
}
