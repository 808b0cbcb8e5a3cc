import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SETTINGS,
  feetToMetres,
  gallonsToLitres,
  kgToPounds,
  kmToMiles,
  litresPer100KmToMpg,
  litresToGallons,
  metresToFeet,
  milesToKm,
  mpgToLitresPer100Km,
  numberSeparators,
  poundsToKg,
  type FuelEntry,
  type NumberSeparators,
  type UnitSystem,
} from '@ww/contracts';
import { localeFor, numberInputText } from '#shared/lib/money.ts';
import { useSettings } from '#shared/lib/settings.ts';

/**
 * Display and input helpers for the travel feature's measures. The API speaks metric (km, L, L/100 km, m, kg);
 * imperial users see and type miles, US gallons, US MPG, feet and pounds. Unit symbols are the same in every
 * supported language, so they are not translated.
 */
export const UNIT_SYMBOLS: Record<
  UnitSystem,
  { distance: string; volume: string; consumption: string; length: string; weight: string }
> = {
  metric: { distance: 'km', volume: 'L', consumption: 'L/100 km', length: 'm', weight: 'kg' },
  imperial: { distance: 'mi', volume: 'gal', consumption: 'MPG', length: 'ft', weight: 'lb' },
};

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
  units: UnitSystem;
  locale: string;
  /** How the locale writes numbers, for reading what is typed. */
  separators: NumberSeparators;
  /** A number as an input shows it for editing, in the locale, with at most `digits` decimals ('12,5' in French). */
  inputText: (value: number, digits?: number) => string;
  symbols: (typeof UNIT_SYMBOLS)[UnitSystem];
  /** A number in the locale ('1,234.5' / '1 234,5') with at most `digits` decimals. */
  formatNumber: (value: number, digits?: number) => string;
  formatDistance: (km: number) => string;
  formatVolume: (litres: number) => string;
  /** Fuel use: L/100 km, or US MPG for imperial (the reciprocal). */
  formatConsumption: (litresPer100Km: number) => string;
  formatLength: (metres: number) => string;
  formatWeight: (kg: number) => string;
  /** A fuel price per litre as a price per L or per US gallon, to 3 decimals: '$3.459/gal'. */
  formatPricePerVolume: (pricePerL: number, currency: string) => string;
  /**
   * A fill-up's volume and price per unit as they were typed, in the unit typed ('12.5 gal', '$6.40/gal'); one logged
   * before units were kept (no typed unit) in the user's units, converted from litres.
   */
  formatFill: (fill: FuelEntry) => { volume: string; price: string };
  /** A cost per km as a cost per km or per mile: '$0.18/mi'. */
  formatCostPerDistance: (costPerKm: number, currency: string) => string;
  /** Metric → the number shown in an input, in the user's units. */
  distanceToDisplay: (km: number) => number;
  volumeToDisplay: (litres: number) => number;
  consumptionToDisplay: (litresPer100Km: number) => number;
  lengthToDisplay: (metres: number) => number;
  weightToDisplay: (kg: number) => number;
  /** A number typed in the user's units → metric for the API. */
  distanceToKm: (value: number) => number;
  volumeToLitres: (value: number) => number;
  consumptionToLitresPer100Km: (value: number) => number;
  lengthToMetres: (value: number) => number;
  weightToKg: (value: number) => number;
}

export function unitsFormat(units: UnitSystem, locale: string): UnitsFormat {
  const imperial = units === 'imperial';
  const symbols = UNIT_SYMBOLS[units];
  const formatNumber = (value: number, digits = 1) => numberFormat(locale, digits).format(value);
  const distanceToDisplay = (km: number) => (imperial ? kmToMiles(km) : km);
  const volumeToDisplay = (litres: number) => (imperial ? litresToGallons(litres) : litres);
  const consumptionToDisplay = (l100: number) => (imperial ? litresPer100KmToMpg(l100) : l100);
  const lengthToDisplay = (metres: number) => (imperial ? metresToFeet(metres) : metres);
  const weightToDisplay = (kg: number) => (imperial ? kgToPounds(kg) : kg);
  const formatVolume = (litres: number) =>
    `${numberFormat(locale, 2, 0).format(volumeToDisplay(litres))} ${symbols.volume}`;
  // A litre price times litres per gallon is the gallon price.
  const formatPricePerVolume = (pricePerL: number, currency: string) =>
    `${unitPrice(locale, currency, imperial ? gallonsToLitres(pricePerL) : pricePerL)}/${symbols.volume}`;
  return {
    units,
    locale,
    separators: numberSeparators(locale),
    inputText: (value, digits = 2) => numberInputText(value, locale, digits),
    symbols,
    formatNumber,
    formatDistance: (km) => `${formatNumber(distanceToDisplay(km), 0)} ${symbols.distance}`,
    formatVolume,
    formatConsumption: (l100) =>
      `${numberFormat(locale, 1, 1).format(consumptionToDisplay(l100))} ${symbols.consumption}`,
    formatLength: (metres) => `${formatNumber(lengthToDisplay(metres), imperial ? 1 : 2)} ${symbols.length}`,
    formatWeight: (kg) => `${formatNumber(weightToDisplay(kg), 0)} ${symbols.weight}`,
    formatPricePerVolume,
    formatFill: (fill) => {
      if (fill.entered_unit === null || fill.entered_volume === null) {
        return {
          volume: formatVolume(fill.volume_l),
          price: formatPricePerVolume(fill.price_per_l, fill.currency),
        };
      }
      // A total typed without a price: the price per unit it makes, from the typed volume.
      const price = fill.entered_price ?? fill.total_cost / fill.entered_volume;
      return {
        volume: `${numberFormat(locale, 3, 0).format(fill.entered_volume)} ${fill.entered_unit}`,
        price: `${unitPrice(locale, fill.currency, price)}/${fill.entered_unit}`,
      };
    },
    // A km cost times km per mile is the mile cost.
    formatCostPerDistance: (costPerKm, currency) =>
      `${unitPrice(locale, currency, imperial ? milesToKm(costPerKm) : costPerKm)}/${symbols.distance}`,
    distanceToDisplay,
    volumeToDisplay,
    consumptionToDisplay,
    lengthToDisplay,
    weightToDisplay,
    distanceToKm: (value) => (imperial ? milesToKm(value) : value),
    volumeToLitres: (value) => (imperial ? gallonsToLitres(value) : value),
    consumptionToLitresPer100Km: (value) => (imperial ? mpgToLitresPer100Km(value) : value),
    lengthToMetres: (value) => (imperial ? feetToMetres(value) : value),
    weightToKg: (value) => (imperial ? poundsToKg(value) : value),
  };
}

/** Rounds for an input's value so a converted figure does not show 15 decimals. */
export function roundForInput(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The unit helpers for the signed-in user's units setting and interface language. */
export function useUnitsFormat(): UnitsFormat {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const regional = settings?.regional_preferences ?? DEFAULT_SETTINGS.regional_preferences;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => unitsFormat(regional.units, localeFor(language, regional.currency)),
    [regional.units, regional.currency, language],
  );
}
