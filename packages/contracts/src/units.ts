import { z } from 'zod';
import type { Region } from './constants.ts';

/**
 * Units as people in each region use them (issue 23, decision 050). Everything is stored metric (km, L, L/100 km,
 * °C, m, kg); a user's unit preferences say how each kind of figure is shown and typed. `units` (SPEC §2: imperial
 * or metric) is kept as the summary of the distance preference and, written alone, as a preset.
 */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
/** 'gal' is the US gallon (3.785 L), 'imp_gal' the imperial gallon (4.546 L). */
export const VOLUME_UNITS = ['L', 'gal', 'imp_gal'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export const CONSUMPTION_UNITS = ['l_100km', 'km_l', 'mpg', 'mpg_imp'] as const;
export type ConsumptionUnit = (typeof CONSUMPTION_UNITS)[number];
export const TEMPERATURE_UNITS = ['c', 'f'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
/** Lengths and heights: a rig's length, a bridge's clearance. */
export const LENGTH_UNITS = ['m', 'ft'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const unitPreferencesSchema = z.object({
  distance_unit: z.enum(DISTANCE_UNITS),
  volume_unit: z.enum(VOLUME_UNITS),
  consumption_unit: z.enum(CONSUMPTION_UNITS),
  temperature_unit: z.enum(TEMPERATURE_UNITS),
  length_unit: z.enum(LENGTH_UNITS),
  weight_unit: z.enum(WEIGHT_UNITS),
});
export type UnitPreferences = z.infer<typeof unitPreferencesSchema>;
export const UNIT_PREFERENCE_KEYS = Object.keys(unitPreferencesSchema.shape) as (keyof UnitPreferences)[];

/** The three ways of measuring the supported regions use. */
export const UNIT_PRESETS = {
  /** AU, NZ, CA, IE and the rest of the world. */
  metric: {
    distance_unit: 'km',
    volume_unit: 'L',
    consumption_unit: 'l_100km',
    temperature_unit: 'c',
    length_unit: 'm',
    weight_unit: 'kg',
  },
  /** The United Kingdom: miles on the road, litres at the pump, mpg in imperial gallons, °C, heights in feet. */
  uk: {
    distance_unit: 'mi',
    volume_unit: 'L',
    consumption_unit: 'mpg_imp',
    temperature_unit: 'c',
    length_unit: 'ft',
    weight_unit: 'kg',
  },
  /** The United States: miles, US gallons, US mpg, °F, feet and pounds. */
  us: {
    distance_unit: 'mi',
    volume_unit: 'gal',
    consumption_unit: 'mpg',
    temperature_unit: 'f',
    length_unit: 'ft',
    weight_unit: 'lb',
  },
} as const satisfies Record<string, UnitPreferences>;
export type UnitPreset = keyof typeof UNIT_PRESETS;

/** A region's units (issue 23): GB the UK preset, US the US one, everyone else metric. */
export function unitPreferencesForRegion(region: Region): UnitPreferences {
  return { ...UNIT_PRESETS[region === 'GB' ? 'uk' : region === 'US' ? 'us' : 'metric'] };
}

/**
 * What "imperial" or "metric" means for a user (onboarding, the legacy `units` field, "switch to imperial"):
 * imperial is the UK's for a British user (region GB or pounds sterling), the US's otherwise.
 */
export function unitPreferencesForSystem(units: UnitSystem, britain: boolean): UnitPreferences {
  return { ...UNIT_PRESETS[units === 'metric' ? 'metric' : britain ? 'uk' : 'us'] };
}

/** The SPEC's coarse `units` of a set of preferences: imperial when distances are in miles. */
export const unitSystemOf = (prefs: Pick<UnitPreferences, 'distance_unit'>): UnitSystem =>
  prefs.distance_unit === 'mi' ? 'imperial' : 'metric';

export const KM_PER_MILE = 1.609344;
export const LITRES_PER_US_GALLON = 3.785411784;
export const LITRES_PER_IMPERIAL_GALLON = 4.54609;
export const KG_PER_POUND = 0.45359237;
export const METRES_PER_FOOT = 0.3048;

export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const milesToKm = (miles: number) => miles * KM_PER_MILE;
export const litresToGallons = (litres: number) => litres / LITRES_PER_US_GALLON;
export const gallonsToLitres = (gallons: number) => gallons * LITRES_PER_US_GALLON;
export const kgToPounds = (kg: number) => kg / KG_PER_POUND;
export const poundsToKg = (pounds: number) => pounds * KG_PER_POUND;
export const metresToFeet = (metres: number) => metres / METRES_PER_FOOT;
export const feetToMetres = (feet: number) => feet * METRES_PER_FOOT;
export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;
export const fahrenheitToCelsius = (fahrenheit: number) => ((fahrenheit - 32) * 5) / 9;

/** L/100 km and US MPG are reciprocal: 235.214583... / one = the other. */
const MPG_L100 = (100 * LITRES_PER_US_GALLON) / KM_PER_MILE;
const MPG_IMP_L100 = (100 * LITRES_PER_IMPERIAL_GALLON) / KM_PER_MILE;
export const litresPer100KmToMpg = (l100: number) => MPG_L100 / l100;
export const mpgToLitresPer100Km = (mpg: number) => MPG_L100 / mpg;

const LITRES_PER: Record<VolumeUnit, number> = {
  L: 1,
  gal: LITRES_PER_US_GALLON,
  imp_gal: LITRES_PER_IMPERIAL_GALLON,
};

/** Each pair round-trips: `fromX(toX(v)) === v` up to floating point. */
export const distanceFromKm = (km: number, unit: DistanceUnit) => (unit === 'mi' ? kmToMiles(km) : km);
export const distanceToKm = (value: number, unit: DistanceUnit) => (unit === 'mi' ? milesToKm(value) : value);
export const volumeFromLitres = (litres: number, unit: VolumeUnit) => litres / LITRES_PER[unit];
export const volumeToLitres = (value: number, unit: VolumeUnit) => value * LITRES_PER[unit];
/** A price per litre as a price per `unit` (a litre price times litres per gallon is the gallon price). */
export const pricePerVolumeFromPerLitre = (perLitre: number, unit: VolumeUnit) => perLitre * LITRES_PER[unit];
export const pricePerVolumeToPerLitre = (perUnit: number, unit: VolumeUnit) => perUnit / LITRES_PER[unit];
export const lengthFromMetres = (metres: number, unit: LengthUnit) => (unit === 'ft' ? metresToFeet(metres) : metres);
export const lengthToMetres = (value: number, unit: LengthUnit) => (unit === 'ft' ? feetToMetres(value) : value);
export const weightFromKg = (kg: number, unit: WeightUnit) => (unit === 'lb' ? kgToPounds(kg) : kg);
export const weightToKg = (value: number, unit: WeightUnit) => (unit === 'lb' ? poundsToKg(value) : value);
export const temperatureFromCelsius = (celsius: number, unit: TemperatureUnit) =>
  unit === 'f' ? celsiusToFahrenheit(celsius) : celsius;
export const temperatureToCelsius = (value: number, unit: TemperatureUnit) =>
  unit === 'f' ? fahrenheitToCelsius(value) : value;

/** Fuel use stored as L/100 km in another unit; every one of them is a reciprocal or the value itself. */
export function consumptionFromLitresPer100Km(l100: number, unit: ConsumptionUnit): number {
  switch (unit) {
    case 'l_100km':
      return l100;
    case 'km_l':
      return 100 / l100;
    case 'mpg':
      return MPG_L100 / l100;
    case 'mpg_imp':
      return MPG_IMP_L100 / l100;
  }
}
/** The inverse of consumptionFromLitresPer100Km (each conversion is its own inverse's shape). */
export const consumptionToLitresPer100Km = (value: number, unit: ConsumptionUnit) =>
  unit === 'l_100km' ? value : consumptionFromLitresPer100Km(value, unit);
/** Whether a bigger figure means a thirstier rig (L/100 km) or a thriftier one (km/L, mpg). */
export const consumptionRisesWithUse = (unit: ConsumptionUnit) => unit === 'l_100km';

/**
 * The symbols figures are written with; the same in every supported language, so not translated. Imperial figures
 * say so where a US one would be written the same way.
 */
export const UNIT_SYMBOLS = {
  km: 'km',
  mi: 'mi',
  L: 'L',
  gal: 'gal',
  imp_gal: 'gal (imp)',
  l_100km: 'L/100 km',
  km_l: 'km/L',
  mpg: 'MPG',
  mpg_imp: 'mpg (imp)',
  c: '°C',
  f: '°F',
  m: 'm',
  ft: 'ft',
  kg: 'kg',
  lb: 'lb',
} as const satisfies Record<
  DistanceUnit | VolumeUnit | ConsumptionUnit | TemperatureUnit | LengthUnit | WeightUnit,
  string
>;
