import { z } from 'zod';
import { COMMERCIAL, REGION_DEFAULTS, REGIONS, type Region } from './constants.ts';
import { unitPreferencesForRegion, unitPreferencesSchema } from './units.ts';

/** SPEC §9: a detected region is kept 24 h (per address on the server, per browser in localStorage). */
export const REGION_CACHE_MS = 24 * 60 * 60 * 1000;

/** The countries that are regions of their own (SPEC §1); every other country is the rest of the world (ROW). */
const OWN_REGION_COUNTRIES: ReadonlySet<string> = new Set(['AU', 'NZ', 'US', 'CA', 'GB']);

export const REGION_CURRENCIES = ['USD', 'AUD', 'NZD', 'CAD', 'GBP'] as const;
export type RegionCurrency = (typeof REGION_CURRENCIES)[number];

/** The locale each region formats money in (SPEC §9: en-AU for AUD); the rest of the world reads US English. */
export const REGION_LOCALES: Record<Region, string> = {
  AU: 'en-AU',
  NZ: 'en-NZ',
  US: 'en-US',
  CA: 'en-CA',
  GB: 'en-GB',
  ROW: 'en-US',
};

/** SPEC §3 "Region config", as GET /region answers it. */
export const regionConfigSchema = z.object({
  /** ISO 3166-1 alpha-2, or null when the address could not be placed (private network, unknown). */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  region: z.enum(REGIONS),
  currency: z.enum(REGION_CURRENCIES),
  /** The narrow symbol in the region's locale: '$' for AUD in en-AU, '£' for GBP. */
  currencySymbol: z.string(),
  units: z.enum(['imperial', 'metric']),
  /** The region's separate units (issue 23): the defaults a visitor sees and onboarding starts from. */
  unit_preferences: unitPreferencesSchema,
});
export type RegionConfig = z.infer<typeof regionConfigSchema>;
export const regionResponseSchema = z.object({ data: regionConfigSchema });

export function regionOfCountry(country: string | null): Region {
  const code = country?.toUpperCase() ?? null;
  return code && OWN_REGION_COUNTRIES.has(code) ? (code as Region) : 'ROW';
}

/** The symbol Intl writes for a currency in a locale with currencyDisplay 'narrowSymbol'. */
export function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  return parts.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}

/** SPEC §9's region defaults for a country (null: unknown, read as the rest of the world). */
export function regionConfigFor(country: string | null): RegionConfig {
  const code = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  const region = regionOfCountry(code);
  const { currency, units } = REGION_DEFAULTS[region];
  return {
    country: code,
    region,
    currency: currency as RegionCurrency,
    currencySymbol: currencySymbol(currency, REGION_LOCALES[region]),
    units,
    unit_preferences: unitPreferencesForRegion(region),
  };
}

/**
 * Plan prices in each region's currency (decision 029): set prices, not converted ones, so a visitor never sees
 * $12.4167. The annual plan is a whole yearly price divided by 12 (USD 99, AUD 150, NZD 165, CAD 135, GBP 78 a
 * year); the course is a rounded local price point. USD is COMMERCIAL's figures.
 */
export const REGIONAL_PRICES: Record<RegionCurrency, { course: number; annualMonthly: number }> = {
  USD: { course: COMMERCIAL.videoCourseUsd, annualMonthly: COMMERCIAL.annualPerMonthUsd },
  AUD: { course: 149, annualMonthly: 12.5 },
  NZD: { course: 159, annualMonthly: 13.75 },
  CAD: { course: 129, annualMonthly: 11.25 },
  GBP: { course: 77, annualMonthly: 6.5 },
};

export type RegionalPriceKind = 'course' | 'annual_monthly';

/**
 * A plan price for a region, written for the page's language in that region (en-AU: "$149.00", fr-CA: "129,00 $"),
 * always with 2 decimals (SPEC §9). `region` is a RegionConfig (its currency) or a bare region (its default one).
 */
export function formatRegionalPrice(
  kind: RegionalPriceKind,
  region: Pick<RegionConfig, 'region' | 'currency'> | Region,
  language: string,
): string {
  const config = typeof region === 'string' ? { region, currency: REGION_DEFAULTS[region].currency } : region;
  const currency = (REGION_CURRENCIES as readonly string[]).includes(config.currency)
    ? (config.currency as RegionCurrency)
    : 'USD';
  const prices = REGIONAL_PRICES[currency];
  const amount = kind === 'course' ? prices.course : prices.annualMonthly;
  const base = language.split('-')[0] || 'en';
  const locale = config.region === 'ROW' ? base : `${base}-${config.region}`;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // In its own region '$' is the local dollar; elsewhere (a Mexican visitor) USD is marked, e.g. es "8,25 US$".
    currencyDisplay: config.region === 'ROW' ? 'symbol' : 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
