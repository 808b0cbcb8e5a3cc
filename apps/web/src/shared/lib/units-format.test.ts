import { describe, expect, it } from 'vitest';
import { parseAmount } from '@ww/contracts';
import { unitsFormat } from './units-format.ts';

describe('travel units', () => {
  const us = unitsFormat('imperial', 'en-US');
  const fr = unitsFormat('metric', 'fr-FR');

  it('shows metric values in US units and in the locale’s number style', () => {
    expect(us.formatDistance(482.8)).toBe('300 mi');
    expect(us.formatVolume(37.85)).toBe('10 gal');
    expect(us.formatConsumption(7.84)).toBe('30.0 MPG');
    expect(us.formatLength(7.62)).toBe('25 ft');
    expect(us.formatWeight(3447.3)).toBe('7,600 lb');
    expect(us.formatPricePerVolume(0.914, 'USD')).toBe('$3.46/gal');
    expect(us.formatCostPerDistance(0.0716, 'USD')).toBe('$0.115/mi');
    expect(fr.formatDistance(1234.5)).toBe('1\u202f235 km');
    expect(fr.formatConsumption(7.84)).toBe('7,8 L/100 km');
    expect(fr.formatPricePerVolume(1.899, 'EUR')).toBe('1,899\u00a0€/L');
  });

  it('converts typed values back to metric', () => {
    expect(us.distanceToKm(300)).toBeCloseTo(482.8032, 6);
    expect(us.volumeToLitres(10)).toBeCloseTo(37.854118, 6);
    expect(us.consumptionToLitresPer100Km(30)).toBeCloseTo(7.840486, 6);
    expect(us.lengthToMetres(25)).toBeCloseTo(7.62, 9);
    expect(us.weightToKg(7600)).toBeCloseTo(3447.302, 3);
    expect(fr.distanceToKm(300)).toBe(300);
    expect(us.consumptionToDisplay(us.consumptionToLitresPer100Km(18))).toBeCloseTo(18, 9);
  });

  it("reads a fuel price with the locale's separators, never guessing", () => {
    expect(parseAmount('1,899', fr.separators, 3)).toBe(1.899);
    expect(parseAmount('3.599', us.separators, 3)).toBe(3.599);
    expect(parseAmount('.95', us.separators, 3)).toBe(0.95);
    expect(parseAmount('1,899', us.separators, 3)).toBe(1899);
    expect(parseAmount('3.599', fr.separators, 3)).toBeNull();
    expect(parseAmount('abc', us.separators, 3)).toBeNull();
  });
});
