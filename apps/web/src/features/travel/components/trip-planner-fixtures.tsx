// The trip planner tab's tests share these: the signed-in traveller, their van, a geocoded place, a plan, the stubbed API.

import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_SETTINGS, OSM_ATTRIBUTION, type GeocodeCandidate, type PlanResponse } from '@ww/contracts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { makeVehicle } from '#testing/factories.ts';
import { sessionResponse, testSettings, unitSettings } from '#testing/test-account.ts';

export const USER = { id: '00000000-0000-4000-8000-000000000071', email: 'sam@example.com' };

export const VAN = makeVehicle({
  id: '00000000-0000-4000-8000-0000000007a1',
  user_id: USER.id,
  name: 'Old Faithful',
  height_m: 3.1,
  length_m: 7,
  tank_l: 90,
  consumption_l_per_100km: 12,
});

export const BRISTOL: GeocodeCandidate = {
  lat: 51.4545,
  lon: -2.5879,
  name: 'Bristol',
  country: 'United Kingdom',
  region: 'England',
  population: 617_280,
};

// A test double shaped like the API's answer, used only by these tests: Bristol → Edinburgh → Inverness, re-ordered.
export const PLAN: PlanResponse = {
  stops: [
    { lat: 51.4545, lon: -2.5879, name: 'Bristol', input_index: 0 },
    { lat: 55.9533, lon: -3.1883, name: 'Edinburgh', input_index: 2 },
    { lat: 56.3969, lon: -3.4374, name: 'Perth', input_index: 1 },
    { lat: 57.4778, lon: -4.2247, name: 'Inverness', input_index: 3 },
  ],
  legs: [
    {
      from_index: 0,
      to_index: 1,
      distance_km: 600,
      duration_min: 514,
      fuel_volume_l: 72,
      fuel_cost: 102.24,
      exceeds_safe_range: false,
    },
    {
      from_index: 1,
      to_index: 2,
      distance_km: 80,
      duration_min: 69,
      fuel_volume_l: 9.6,
      fuel_cost: 13.63,
      exceeds_safe_range: false,
    },
    {
      from_index: 2,
      to_index: 3,
      distance_km: 700,
      duration_min: 600,
      fuel_volume_l: 84,
      fuel_cost: 119.28,
      exceeds_safe_range: true,
    },
  ],
  geometry: [
    [-2.5879, 51.4545],
    [-3.1883, 55.9533],
    [-3.4374, 56.3969],
    [-4.2247, 57.4778],
  ],
  total_distance_km: 1380,
  total_duration_min: 1183,
  estimated: true,
  optimize: 'fixed_ends',
  daily_limit_km: 300,
  days: [
    {
      day: 1,
      date: '2026-06-01',
      start: { lat: 51.4545, lon: -2.5879, name: 'Bristol' },
      end: { lat: 53.9, lon: -2.7, name: 'Near Lancaster' },
      end_stop_index: null,
      distance_km: 300,
      duration_min: 257,
      overnight: { lat: 53.9, lon: -2.7, name: 'Near Lancaster' },
      overnight_suggestions: [
        {
          id: 'c1',
          name: 'Riverside Touring Park',
          kind: 'caravan_site',
          near_place: null,
          lat: 53.91,
          lon: -2.71,
          distance_off_route_km: 1.6,
          free: false,
          max_length_m: 9,
          nightly_fee: { amount: 18, currency: 'GBP' },
          attribution: OSM_ATTRIBUTION,
        },
        {
          id: 'c2',
          name: null,
          kind: 'caravan_site',
          near_place: 'Lancaster',
          lat: 53.95,
          lon: -2.65,
          distance_off_route_km: 4.2,
          free: true,
          max_length_m: null,
          nightly_fee: null,
          attribution: OSM_ATTRIBUTION,
        },
      ],
      end_reason: 'limit',
      overnight_site: null,
    },
    {
      day: 2,
      date: '2026-06-02',
      start: { lat: 53.9, lon: -2.7, name: 'Near Lancaster' },
      end: { lat: 57.4778, lon: -4.2247, name: 'Inverness' },
      end_stop_index: 3,
      distance_km: 1080,
      duration_min: 926,
      overnight: null,
      overnight_suggestions: [],
      end_reason: 'destination',
      overnight_site: null,
    },
  ],
  overnight_suggestions_available: true,
  fuel: {
    volume: 165.6,
    cost: 235.15,
    currency: 'GBP',
    price_per_l: 1.42,
    price_source: 'region_default',
    price_region: 'GB',
    consumption_l_per_100km: 12,
    safe_range_km: 637.5,
    warnings: [{ code: 'leg_exceeds_safe_range', leg_index: 2, message: 'Perth → Inverness exceeds the safe range.' }],
  },
  weather: [
    {
      place: 'Near Lancaster',
      lat: 53.9,
      lon: -2.7,
      kind: 'overnight',
      day: 1,
      date: '2026-06-01',
      available: true,
      daily: {
        temp_max_c: 18.4,
        temp_min_c: 9.6,
        precipitation_mm: 2.5,
        precipitation_probability: 40,
        wind_max_kmh: 22.3,
        weather_code: 61,
      },
    },
    {
      place: 'Inverness',
      lat: 57.4778,
      lon: -4.2247,
      kind: 'destination',
      day: 2,
      date: '2026-06-02',
      available: false,
      daily: null,
      reason: 'unreachable',
    },
  ],
  budget: {
    budget: 300,
    fuel_cost: 235.15,
    campground_fees_estimate: 0,
    nights: 1,
    nights_site_fee: 0,
    nights_typical_fee: 0,
    nights_without_site: 1,
    total: 235.15,
    currency: 'GBP',
    over_budget: false,
  },
  notes: [],
  nights: [],
};

export function stubPlannerApi(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () =>
      jsonResponse(200, {
        data: testSettings(USER, {
          regional_preferences: {
            ...DEFAULT_SETTINGS.regional_preferences,
            ...unitSettings('metric'),
            currency: 'GBP',
            date_format: 'YYYY-MM-DD',
          },
        }),
      }),
    'GET /config/public': () => jsonResponse(200, { data: { map_style_url: null } }),
    'GET /vehicles': () => jsonResponse(200, { data: [VAN] }),
    'GET /geocode': () => jsonResponse(200, { data: [BRISTOL] }),
    'POST /routes/plan': () => jsonResponse(200, { data: PLAN }),
    'POST /trips': (call) =>
      jsonResponse(201, { data: { id: '00000000-0000-4000-8000-0000000007b1', ...(call.body as object) } }),
    ...overrides,
  });
}

export async function fillRoute() {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Origin' }), { target: { value: 'Bri' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Bristol, England, United Kingdom' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Stop 1' }), { target: { value: 'Perth' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Stop 2' }), { target: { value: 'Edinburgh' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Destination' }), { target: { value: 'Inverness' } });
}
