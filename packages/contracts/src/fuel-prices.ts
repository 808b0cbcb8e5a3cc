// Typical pump prices and campground nights by region: what a drive's fuel is estimated at when the user has
// given no price of their own and logged no fill-up lately.

export const FUEL_PRICE_REGIONS = ['AU', 'NZ', 'US', 'CA', 'GB', 'EU', 'ROW'] as const;
export type FuelPriceRegion = (typeof FUEL_PRICE_REGIONS)[number];

/**
 * DEFAULTS, not live prices: typical pump prices per litre and a typical powered-site night, used only when the
 * user has no price override and no fill-ups in the last 90 days. Figures are rounded national averages as of
 * `FUEL_PRICE_DEFAULTS_AS_OF`:
 * AU — Australian Institute of Petroleum, national average weekly retail prices;
 * NZ — MBIE weekly fuel price monitoring (91 octane, diesel);
 * US — EIA Weekly Retail Gasoline and Diesel Prices, converted from $/gal (÷ 3.785);
 * CA — Natural Resources Canada, average retail fuel prices;
 * GB — DESNZ weekly road fuel prices (pump prices);
 * EU — European Commission Weekly Oil Bulletin, EU average (Euro-super 95, automotive gas oil), in euros;
 * ROW — GlobalPetrolPrices.com world average, in USD.
 * Campground nights are typical powered-site fees from the national park / holiday park / RV park rates
 * published by the same countries' main operators, rounded; they are estimates.
 */
export const FUEL_PRICE_DEFAULTS_AS_OF = '2025-10';
export const REGION_TRAVEL_DEFAULTS: Record<
  FuelPriceRegion,
  { currency: string; diesel_per_l: number; petrol_per_l: number; campground_night: number; source: string }
> = {
  AU: {
    currency: 'AUD',
    diesel_per_l: 1.95,
    petrol_per_l: 1.85,
    campground_night: 45,
    source: 'Australian Institute of Petroleum',
  },
  NZ: {
    currency: 'NZD',
    diesel_per_l: 2.05,
    petrol_per_l: 2.6,
    campground_night: 40,
    source: 'MBIE fuel price monitoring',
  },
  US: {
    currency: 'USD',
    diesel_per_l: 0.98,
    petrol_per_l: 0.82,
    campground_night: 45,
    source: 'U.S. EIA weekly retail prices',
  },
  CA: {
    currency: 'CAD',
    diesel_per_l: 1.6,
    petrol_per_l: 1.45,
    campground_night: 45,
    source: 'Natural Resources Canada',
  },
  GB: {
    currency: 'GBP',
    diesel_per_l: 1.42,
    petrol_per_l: 1.35,
    campground_night: 30,
    source: 'DESNZ weekly road fuel prices',
  },
  EU: {
    currency: 'EUR',
    diesel_per_l: 1.6,
    petrol_per_l: 1.68,
    campground_night: 30,
    source: 'European Commission Weekly Oil Bulletin',
  },
  ROW: {
    currency: 'USD',
    diesel_per_l: 1.17,
    petrol_per_l: 1.27,
    campground_night: 35,
    source: 'GlobalPetrolPrices.com world average',
  },
};

/** The euro area (ISO codes and English names, as the geocoders give a place's country). */
const EURO_AREA: Record<string, string> = {
  AT: 'austria',
  BE: 'belgium',
  HR: 'croatia',
  CY: 'cyprus',
  EE: 'estonia',
  FI: 'finland',
  FR: 'france',
  DE: 'germany',
  GR: 'greece',
  IE: 'ireland',
  IT: 'italy',
  LV: 'latvia',
  LT: 'lithuania',
  LU: 'luxembourg',
  MT: 'malta',
  NL: 'netherlands',
  PT: 'portugal',
  SK: 'slovakia',
  SI: 'slovenia',
  ES: 'spain',
};
const COUNTRY_PRICE_REGIONS: Record<string, FuelPriceRegion> = {
  au: 'AU',
  australia: 'AU',
  nz: 'NZ',
  'new zealand': 'NZ',
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  ca: 'CA',
  canada: 'CA',
  gb: 'GB',
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  ...Object.fromEntries(
    Object.entries(EURO_AREA).flatMap(([code, name]) => [
      [code.toLowerCase(), 'EU'],
      [name, 'EU'],
    ]),
  ),
};
const CURRENCY_PRICE_REGIONS: Record<string, FuelPriceRegion> = {
  AUD: 'AU',
  NZD: 'NZ',
  USD: 'US',
  CAD: 'CA',
  GBP: 'GB',
  EUR: 'EU',
};

/**
 * Whose typical pump prices a drive is estimated at: the country it starts in when known (a code or an English name),
 * else the user's currency; the world average (in USD) elsewhere.
 */
export function fuelPriceRegionOf(currency: string, startCountry?: string | null): FuelPriceRegion {
  const country = startCountry?.trim().toLowerCase();
  return (country && COUNTRY_PRICE_REGIONS[country]) || CURRENCY_PRICE_REGIONS[currency] || 'ROW';
}
