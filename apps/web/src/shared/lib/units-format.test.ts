import { describe, expect, it } from 'vitest';
import { parseAmount, UNIT_PRESETS, type FuelEntry } from '@ww/contracts';
import { unitsFormat } from './units-format.ts';

const fill = (typed: Partial<FuelEntry>): FuelEntry => ({
  id: 'f1',
  user_id: 'u1',
  vehicle_id: null,
  filled_on: '2026-11-20',
  odometer_km: null,
  volume_l: 40,
  price_per_l: 1.5,
  total_cost: 60,
  currency: 'GBP',
  entered_unit: 'L',
  entered_volume: 40,
  entered_price: 1.5,
  full_tank: true,
  odometer_reset: false,
  place: '',
  expense_id: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...typed,
});

describe('travel units', () => {
  const us = unitsFormat(UNIT_PRESETS.us, 'en-US');
  const uk = unitsFormat(UNIT_PRESETS.uk, 'en-GB');
  const fr = unitsFormat(UNIT_PRESETS.metric, 'fr-FR');

  it('shows metric values in US units and in the locale’s number style', () => {
    expect(us.formatDistance(482.8)).toBe('300 mi');
    expect(us.formatVolume(37.85)).toBe('10 gal');
    expect(us.formatConsumption(7.84)).toBe('30.0 MPG');
    expect(us.formatLength(7.62)).toBe('25 ft');
    expect(us.formatWeight(3447.3)).toBe('7,600 lb');
    expect(us.formatTemperature(18.4)).toBe('65 °F');
    expect(us.formatSpeed(40)).toBe('25 mph');
    expect(us.formatPricePerVolume(0.914, 'USD')).toBe('$3.46/gal');
    expect(us.formatCostPerDistance(0.0716, 'USD')).toBe('$0.115/mi');
    expect(fr.formatDistance(1234.5)).toBe('1\u202f235 km');
    expect(fr.formatConsumption(7.84)).toBe('7,8 L/100 km');
    expect(fr.formatTemperature(18.4)).toBe('18 °C');
    expect(fr.formatPricePerVolume(1.899, 'EUR')).toBe('1,899\u00a0€/L');
  });

  it('shows a British user miles, litres, mpg in imperial gallons and °C', () => {
    expect(uk.symbols).toMatchObject({ distance: 'mi', volume: 'L', consumption: 'mpg (imp)', temperature: '°C' });
    expect(uk.formatDistance(482.8)).toBe('300 mi');
    expect(uk.formatVolume(40)).toBe('40 L');
    expect(uk.formatPricePerVolume(1.459, 'GBP')).toBe('£1.459/L');
    // 7.84 L/100 km is 30 US mpg and 36 imperial mpg.
    expect(uk.formatConsumption(7.84)).toBe('36.0 mpg (imp)');
    expect(uk.formatTemperature(18.4)).toBe('18 °C');
    expect(uk.formatSpeed(40)).toBe('25 mph');
    expect(uk.formatLength(3.2)).toBe('10.5 ft');
  });

  it('shows each unit of its own: km/L and imperial gallons', () => {
    const custom = unitsFormat({ ...UNIT_PRESETS.metric, consumption_unit: 'km_l', volume_unit: 'imp_gal' }, 'en-AU');
    expect(custom.formatConsumption(8)).toBe('12.5 km/L');
    expect(custom.formatVolume(45.4609)).toBe('10 gal (imp)');
    expect(custom.formatPricePerVolume(1, 'AUD')).toBe('$4.546/gal (imp)');
  });

  it('shows a fill-up as typed, with the user’s unit beside it when it differs', () => {
    expect(uk.formatFill(fill({}))).toEqual({ volume: '40 L', price: '£1.50/L' });
    expect(us.formatFill(fill({ currency: 'USD' }))).toEqual({ volume: '40 L ≈ 10.57 gal', price: '$1.50/L' });
    const imperial = fill({ entered_unit: 'imp_gal', entered_volume: 10, entered_price: 6.8, volume_l: 45.4609 });
    expect(uk.formatFill(imperial)).toEqual({ volume: '10 gal (imp) ≈ 45.46 L', price: '£6.80/gal (imp)' });
    const legacy = fill({ entered_unit: null, entered_volume: null, entered_price: null, currency: 'USD' });
    expect(us.formatFill(legacy)).toEqual({ volume: '10.57 gal', price: '$5.678/gal' });
  });

  it('converts typed values back to metric', () => {
    expect(us.distanceToKm(300)).toBeCloseTo(482.8032, 6);
    expect(us.volumeToLitres(10)).toBeCloseTo(37.854118, 6);
    expect(us.consumptionToLitresPer100Km(30)).toBeCloseTo(7.840486, 6);
    expect(uk.consumptionToLitresPer100Km(36)).toBeCloseTo(7.846693, 5);
    expect(us.lengthToMetres(25)).toBeCloseTo(7.62, 9);
    expect(us.weightToKg(7600)).toBeCloseTo(3447.302, 3);
    expect(us.temperatureToCelsius(212)).toBeCloseTo(100, 9);
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
