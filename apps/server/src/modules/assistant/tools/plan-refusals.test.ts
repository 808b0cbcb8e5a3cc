import { DEFAULT_SETTINGS, type UserSettingsValues } from '@ww/contracts';
import { describe, expect, it } from 'vitest';
import type { TravelServices } from '#modules/travel/index.ts';
import { AppError } from '#platform/errors.ts';
import { namingStops, planRefusal, PlanRefusedError } from './plan-refusals.ts';

const reader = (language: 'en' | 'es' | 'fr', distance: 'km' | 'mi' = 'km') => ({
  language,
  settings: {
    ...DEFAULT_SETTINGS,
    regional_preferences: { ...DEFAULT_SETTINGS.regional_preferences, distance_unit: distance },
  } as UserSettingsValues,
});

/** A planner that refuses every plan with `err`. */
const refusing = (err: Error) => ({ plan: () => Promise.reject(err) }) as unknown as TravelServices['routePlan'];
const stops = [
  { lat: 40.4, lon: -3.7, name: 'Madrid' },
  { lat: 38.7, lon: -9.1, name: 'Lisboa' },
  { lat: 40.7, lon: -74, name: 'Nueva York' },
];
const input = { stops, optimize: 'none' as const, nights: [] };

/** What Pam says when the planner refuses the plan of `stops` with `err`. */
async function said(err: AppError, language: 'en' | 'es' | 'fr', unit?: 'km' | 'mi') {
  const refused = await namingStops(refusing(err))
    .plan('u', input)
    .catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(PlanRefusedError);
  return planRefusal(reader(language, unit), refused as PlanRefusedError)?.reply;
}

describe("the planner's refusals said in words (Pam)", () => {
  const overSea = new AppError(400, 'validation', 'Leg 2 crosses open sea', 'leg_over_sea', {
    'stops.1': 'leg_over_sea',
    'stops.2': 'leg_over_sea',
  });

  it('names the two places of a leg over open sea, in the user’s language', async () => {
    expect(await said(overSea, 'en')).toBe(
      'No road or car ferry goes from Lisboa to Nueva York: the way between them is open sea. Check that each stop is the place you meant.',
    );
    expect(await said(overSea, 'es')).toMatch(/^Ninguna carretera ni ferri de coches va de Lisboa a Nueva York: /);
    expect(await said(overSea, 'fr')).toMatch(
      /^Aucune route ni aucun ferry pour voitures ne va de Lisboa à Nueva York : /,
    );
  });

  it('says a route too long in the user’s distance unit, and too many days', async () => {
    const long = new AppError(400, 'validation', 'too long', 'route_too_long', { stops: 'route_too_long' });
    expect(await said(long, 'en', 'mi')).toMatch(
      /^Madrid → Lisboa → Nueva York is longer than [\d,]+ mi, more than one plan can cover\./,
    );
    expect(await said(long, 'es')).toMatch(/^Madrid → Lisboa → Nueva York supera los [\d.\s]+ km/);
    const days = new AppError(400, 'validation', 'too many', 'too_many_days', { daily_limit_km: 'too_many_days' });
    expect(await said(days, 'fr')).toMatch(/^Avec cette limite quotidienne, le voyage durerait plus de \d+ jours\./);
  });

  it('leaves other refusals and errors as they were', async () => {
    const other = new AppError(400, 'validation', 'bad', 'invalid', { optimize: 'invalid' });
    expect(await said(other, 'en')).toBeUndefined();
    const limit = new AppError(429, 'other', 'Too many trip plans.', 'rate_limited');
    await expect(namingStops(refusing(limit)).plan('u', input)).rejects.toBe(limit);
    const fault = new Error('boom');
    await expect(namingStops(refusing(fault)).plan('u', input)).rejects.toBe(fault);
  });
});
