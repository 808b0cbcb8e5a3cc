import { describe, expect, it } from 'vitest';
import { formatRegionalPrice, REGIONAL_PRICES, regionConfigFor } from './region.ts';
import { UNIT_PRESETS } from './units.ts';

/** What regionConfigFor answers beside the country. */
const config = (
  region: string,
  currency: string,
  currencySymbol: string,
  units: 'metric' | 'imperial',
  preset: keyof typeof UNIT_PRESETS,
) => ({ region, currency, currencySymbol, units, unit_preferences: UNIT_PRESETS[preset] });

describe('region config of a country (SPEC §9)', () => {
  it.each([
    ['AU', config('AU', 'AUD', '$', 'metric', 'metric')],
    ['NZ', config('NZ', 'NZD', '$', 'metric', 'metric')],
    ['US', config('US', 'USD', '$', 'imperial', 'us')],
    ['CA', config('CA', 'CAD', '$', 'metric', 'metric')],
    ['GB', config('GB', 'GBP', '£', 'imperial', 'uk')],
    ['DE', config('ROW', 'USD', '$', 'metric', 'metric')],
  ])('%s', (country, expected) => {
    expect(regionConfigFor(country)).toEqual({ country, ...expected });
  });

  it('reads an unknown country as the rest of the world', () => {
    expect(regionConfigFor(null)).toEqual({ country: null, ...config('ROW', 'USD', '$', 'metric', 'metric') });
    expect(regionConfigFor('au').country).toBe('AU');
    expect(regionConfigFor('Australia').country).toBeNull();
  });
});

describe('regional plan prices', () => {
  it('has a whole yearly price behind every monthly figure', () => {
    for (const { annualMonthly } of Object.values(REGIONAL_PRICES)) {
      expect(Math.round(annualMonthly * 12 * 100) % 100).toBe(0);
    }
  });

  it('writes the price in the region for the page language, with 2 decimals', () => {
    const au = regionConfigFor('AU');
    expect(formatRegionalPrice('course', au, 'en')).toBe('$149.00');
    expect(formatRegionalPrice('annual_monthly', au, 'en')).toBe('$12.50');
    expect(formatRegionalPrice('course', 'GB', 'en')).toBe('£77.00');
    expect(formatRegionalPrice('course', 'US', 'en')).toBe('$97.00');
    expect(formatRegionalPrice('annual_monthly', 'CA', 'fr').replace(/\s/g, ' ')).toBe('11,25 $');
    expect(formatRegionalPrice('annual_monthly', 'ROW', 'es').replace(/\s/g, ' ')).toBe('8,25 US$');
  });
});
