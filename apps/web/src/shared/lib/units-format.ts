import { useMemo } from 'react';
import {
  consumptionFromLitresPer100Km,
  consumptionToLitresPer100Km,
  DEFAULT_SETTINGS,
  distanceFromKm,
  distanceToKm,
  lengthFromMetres,
  lengthToMetres,
  numberSeparators,
  pricePerVolumeFromPerLitre,
  temperatureFromCelsius,
  temperatureToCelsius,
  UNIT_SYMBOLS,
  volumeFromLitres,
  volumeToLitres,
  weightFromKg,
  weightToKg,
  type FuelEntry,
  type NumberSeparators,
  type UnitPreferences,
} from '@ww/contracts';
import { useUserLocale } from './dates.ts';
import { numberInputText } from './money.ts';
import { useSettings } from './settings.ts';

/**
 * Display and input helpers for measures (issue 23). The API speaks metric (km, L, L/100 km, °C, m, kg); each kind of
 * figure is shown and typed in the user's own preference for it, so a British user reads miles, litres and mpg (imp)
 * together, an American miles, US gallons and MPG. Unit symbols are the same in every supported language (contracts'
 * UNIT_SYMBOLS), so they are not translated.
 */
export interface UnitSymbols {
  distance: string;
  volume: string;
  consumption: string;
  temperature: string;
  length: string;
  weight: string;
  /** Speeds (wind) go with distances: km/h or mph. */
  speed: string;
}

export function unitSymbols(prefs: UnitPreferences): UnitSymbols {
  return {
    distance: UNIT_SYMBOLS[prefs.distance_unit],
    volume: UNIT_SYMBOLS[prefs.volume_unit],
    consumption: UNIT_SYMBOLS[prefs.consumption_unit],
    temperature: UNIT_SYMBOLS[prefs.temperature_unit],
    length: UNIT_SYMBOLS[prefs.length_unit],
    weight: UNIT_SYMBOLS[prefs.weight_unit],
    speed: prefs.distance_unit === 'mi' ? 'mph' : 'km/h',
  };
}

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, maximumFractionDigits: number, minimumFractionDigits = 0): Intl.NumberFormat {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

/** Money with 2 or 3 decimals, as fuel prices and per-distance costs are quoted. */
function unitPrice(locale: string, currency: string, amount: number): string {
  const key = `${locale}|${currency}|price`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 3,
      });
    } catch {
      return `${numberFormat(locale, 3, 2).format(amount)} ${currency}`;
    }
    formats.set(key, format);
  }
  return format.format(amount);
}

/** Metric values shown in the user's units; each converter pair round-trips (toDisplay ∘ toMetric = identity). */
export interface UnitsFormat {
  /** The unit of each kind of figure. */
  prefs: UnitPreferences;
  locale: string;
  /** How the locale writes numbers, for reading what is typed. */
  separators: NumberSeparators;
  /** A number as an input shows it for editing, in the locale, with at most `digits` decimals ('12,5' in French). */
  inputText: (value: number, digits?: number) => string;
  symbols: UnitSymbols;
  /** A number in the locale ('1,234.5' / '1 234,5') with at most `digits` decimals. */
  formatNumber: (value: number, digits?: number) => string;
  formatDistance: (km: number) => string;
  formatVolume: (litres: number) => string;
  /** Fuel use in L/100 km, km/L, MPG or mpg (imp). */
  formatConsumption: (litresPer100Km: number) => string;
  /** A whole-degree temperature: '18 °C', '64 °F'. */
  formatTemperature: (celsius: number) => string;
  /** A speed (wind) in km/h or mph as a whole number. */
  formatSpeed: (kmh: number) => string;
  formatLength: (metres: number) => string;
  formatWeight: (kg: number) => string;
  /** A fuel price per litre as a price per L, US gallon or imperial gallon, to 2-3 decimals: '$3.459/gal'. */
  formatPricePerVolume: (pricePerL: number, currency: string) => string;
  /**
   * A fill-up's volume and price per unit as they were typed, in the unit typed ('12.5 gal', '$6.40/gal'), with the
   * volume in the user's unit beside it when that differs ('40 L ≈ 10.57 gal'); one logged before units were kept (no
   * typed unit) in the user's units, converted from litres.
   */
  formatFill: (fill: FuelEntry) => { volume: string; price: string };
  /** A cost per km as a cost per km or per mile: '$0.18/mi'. */
  formatCostPerDistance: (costPerKm: number, currency: string) => string;
  /** Metric → the number shown in an input, in the user's units. */
  distanceToDisplay: (km: number) => number;
  volumeToDisplay: (litres: number) => number;
  consumptionToDisplay: (litresPer100Km: number) => number;
  temperatureToDisplay: (celsius: number) => number;
  lengthToDisplay: (metres: number) => number;
  weightToDisplay: (kg: number) => number;
  /** A number typed in the user's units → metric for the API. */
  distanceToKm: (value: number) => number;
  volumeToLitres: (value: number) => number;
  consumptionToLitresPer100Km: (value: number) => number;
  temperatureToCelsius: (value: number) => number;
  lengthToMetres: (value: number) => number;
  weightToKg: (value: number) => number;
}

export function unitsFormat(prefs: UnitPreferences, locale: string): UnitsFormat {
  const symbols = unitSymbols(prefs);
  const formatNumber = (value: number, digits = 1) => numberFormat(locale, digits).format(value);
  const volumeToDisplay = (litres: number) => volumeFromLitres(litres, prefs.volume_unit);
  const formatVolume = (litres: number) =>
    `${numberFormat(locale, 2, 0).format(volumeToDisplay(litres))} ${symbols.volume}`;
  const formatPricePerVolume = (pricePerL: number, currency: string) =>
    `${unitPrice(locale, currency, pricePerVolumeFromPerLitre(pricePerL, prefs.volume_unit))}/${symbols.volume}`;
  const distanceToDisplay = (km: number) => distanceFromKm(km, prefs.distance_unit);
  const consumptionToDisplay = (l100: number) => consumptionFromLitresPer100Km(l100, prefs.consumption_unit);
  const temperatureToDisplay = (celsius: number) => temperatureFromCelsius(celsius, prefs.temperature_unit);
  const lengthToDisplay = (metres: number) => lengthFromMetres(metres, prefs.length_unit);
  const weightToDisplay = (kg: number) => weightFromKg(kg, prefs.weight_unit);
  return {
    prefs,
    locale,
    separators: numberSeparators(locale),
    inputText: (value, digits = 2) => numberInputText(value, locale, digits),
    symbols,
    formatNumber,
    formatDistance: (km) => `${formatNumber(distanceToDisplay(km), 0)} ${symbols.distance}`,
    formatVolume,
    formatConsumption: (l100) =>
      `${numberFormat(locale, 1, 1).format(consumptionToDisplay(l100))} ${symbols.consumption}`,
    formatTemperature: (celsius) => `${formatNumber(temperatureToDisplay(celsius), 0)} ${symbols.temperature}`,
    formatSpeed: (kmh) => `${formatNumber(distanceToDisplay(kmh), 0)} ${symbols.speed}`,
    formatLength: (metres) =>
      `${formatNumber(lengthToDisplay(metres), prefs.length_unit === 'ft' ? 1 : 2)} ${symbols.length}`,
    formatWeight: (kg) => `${formatNumber(weightToDisplay(kg), 0)} ${symbols.weight}`,
    formatPricePerVolume,
    formatFill: (fill) => {
      if (fill.entered_unit === null || fill.entered_volume === null) {
        return { volume: formatVolume(fill.volume_l), price: formatPricePerVolume(fill.price_per_l, fill.currency) };
      }
      const typed = `${numberFormat(locale, 3, 0).format(fill.entered_volume)} ${UNIT_SYMBOLS[fill.entered_unit]}`;
      // A total typed without a price: the price per unit it makes, from the typed volume.
      const price = fill.entered_price ?? fill.total_cost / fill.entered_volume;
      return {
        volume: fill.entered_unit === prefs.volume_unit ? typed : `${typed} ≈ ${formatVolume(fill.volume_l)}`,
        price: `${unitPrice(locale, fill.currency, price)}/${UNIT_SYMBOLS[fill.entered_unit]}`,
      };
    },
    // A km cost times km per mile is the mile cost: the distance conversion's inverse.
    formatCostPerDistance: (costPerKm, currency) =>
      `${unitPrice(locale, currency, distanceToKm(costPerKm, prefs.distance_unit))}/${symbols.distance}`,
    distanceToDisplay,
    volumeToDisplay,
    consumptionToDisplay,
    temperatureToDisplay,
    lengthToDisplay,
    weightToDisplay,
    distanceToKm: (value) => distanceToKm(value, prefs.distance_unit),
    volumeToLitres: (value) => volumeToLitres(value, prefs.volume_unit),
    consumptionToLitresPer100Km: (value) => consumptionToLitresPer100Km(value, prefs.consumption_unit),
    temperatureToCelsius: (value) => temperatureToCelsius(value, prefs.temperature_unit),
    lengthToMetres: (value) => lengthToMetres(value, prefs.length_unit),
    weightToKg: (value) => weightToKg(value, prefs.weight_unit),
  };
}

/** Rounds for an input's value so a converted figure does not show 15 decimals. */
export function roundForInput(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The unit helpers for the signed-in user's unit preferences, in their locale. */
export function useUnitsFormat(): UnitsFormat {
  const { data: settings } = useSettings();
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const locale = useUserLocale();
  const { distance_unit, volume_unit, consumption_unit, temperature_unit, length_unit, weight_unit } = regional;
  return useMemo(
    () =>
      unitsFormat({ distance_unit, volume_unit, consumption_unit, temperature_unit, length_unit, weight_unit }, locale),
    [distance_unit, volume_unit, consumption_unit, temperature_unit, length_unit, weight_unit, locale],
  );
}
