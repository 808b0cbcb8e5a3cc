import { describe, expect, it } from 'vitest';
import {
  consumptionFromLitresPer100Km,
  consumptionToLitresPer100Km,
  pricePerVolumeFromPerLitre,
  unitPreferencesForRegion,
  unitPreferencesForSystem,
  volumeFromLitres,
  volumeToLitres,
} from './units.ts';

describe('units as each region uses them', () => {
  it('gives the UK miles, litres and imperial mpg; the US gallons and °F; everyone else metric', () => {
    expect(unitPreferencesForRegion('GB')).toMatchObject({
      distance_unit: 'mi',
      volume_unit: 'L',
      consumption_unit: 'mpg_imp',
      temperature_unit: 'c',
    });
    expect(unitPreferencesForRegion('US')).toMatchObject({
      volume_unit: 'gal',
      consumption_unit: 'mpg',
      temperature_unit: 'f',
    });
    for (const region of ['AU', 'NZ', 'CA', 'ROW'] as const) {
      expect(unitPreferencesForRegion(region)).toMatchObject({ distance_unit: 'km', consumption_unit: 'l_100km' });
    }
    expect(unitPreferencesForSystem('imperial', true).consumption_unit).toBe('mpg_imp');
    expect(unitPreferencesForSystem('imperial', false).consumption_unit).toBe('mpg');
  });

  it('converts 10 L/100 km to 23.5 US mpg, 28.2 imperial mpg and 10 km/L, and back', () => {
    expect(consumptionFromLitresPer100Km(10, 'mpg')).toBeCloseTo(23.52, 2);
    expect(consumptionFromLitresPer100Km(10, 'mpg_imp')).toBeCloseTo(28.25, 2);
    expect(consumptionFromLitresPer100Km(10, 'km_l')).toBe(10);
    for (const unit of ['l_100km', 'km_l', 'mpg', 'mpg_imp'] as const) {
      expect(consumptionToLitresPer100Km(consumptionFromLitresPer100Km(8.7, unit), unit)).toBeCloseTo(8.7, 10);
    }
  });

  it('tells a US gallon from an imperial one, for volumes and prices', () => {
    expect(volumeFromLitres(45.46, 'imp_gal')).toBeCloseTo(10, 3);
    expect(volumeFromLitres(37.85, 'gal')).toBeCloseTo(10, 2);
    expect(volumeToLitres(10, 'imp_gal')).toBeCloseTo(45.4609, 4);
    expect(pricePerVolumeFromPerLitre(1.5, 'imp_gal')).toBeCloseTo(6.819, 3);
  });
});
