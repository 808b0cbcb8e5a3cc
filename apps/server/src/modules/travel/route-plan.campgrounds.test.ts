import { describe, expect, it } from 'vitest';
import { parseNightlyFee } from './route-plan.campgrounds.ts';

describe('parseNightlyFee', () => {
  it('reads an amount and currency from what OpenStreetMap sites write, the highest when several', () => {
    expect(parseNightlyFee('GBP 23 (2 adults, camper)')).toEqual({ amount: 23, currency: 'GBP' });
    expect(parseNightlyFee('GBP 14 (2 adults, camper), electricity GBP 3.')).toEqual({ amount: 14, currency: 'GBP' });
    expect(parseNightlyFee('£7')).toEqual({ amount: 7, currency: 'GBP' });
    expect(parseNightlyFee('10€/24h')).toEqual({ amount: 10, currency: 'EUR' });
    expect(parseNightlyFee('tent: 10£, Caravan and Motorhome: 20£')).toEqual({ amount: 20, currency: 'GBP' });
    expect(parseNightlyFee('GBP 23.99 (2 adults, camper)')).toEqual({ amount: 23.99, currency: 'GBP' });
  });

  it('is null without an amount and currency, or with two currencies', () => {
    for (const text of ['yes', 'no', 'donation', '', null, undefined, '12', 'GBP 10 or EUR 12']) {
      expect(parseNightlyFee(text)).toBeNull();
    }
  });
});
