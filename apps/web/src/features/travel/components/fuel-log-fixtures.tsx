// The fuel log tab's tests share these: the signed-in traveller, their van, fill-ups and figures, the stubbed API.

import { useEffect } from 'react';
import { act, screen, within } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type FuelEntry, type FuelStats, type UnitPreset } from '@ww/contracts';
import { startOutbox } from '#shared/lib/outbox/index.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { makeVehicle } from '#testing/factories.ts';
import { setOnline } from '#testing/network.ts';
import { sessionResponse, testSettings, unitSettings } from '#testing/test-account.ts';

export const USER = { id: '00000000-0000-4000-8000-000000000061', email: 'robin@example.com' };

export const VAN = makeVehicle({
  id: '00000000-0000-4000-8000-0000000006a1',
  user_id: USER.id,
  height_m: 3.2,
  length_m: 7.62,
  tank_l: 94.6,
  consumption_l_per_100km: 11.76,
});

export const entry = (over: Partial<FuelEntry>): FuelEntry => ({
  id: '00000000-0000-4000-8000-0000000006b1',
  user_id: USER.id,
  vehicle_id: VAN.id,
  filled_on: '2026-02-01',
  odometer_km: 16_093.4,
  volume_l: 40,
  price_per_l: 1,
  total_cost: 40,
  entered_unit: null,
  entered_volume: null,
  entered_price: null,
  currency: 'USD',
  full_tank: true,
  odometer_reset: false,
  place: '',
  expense_id: null,
  created_at: '',
  updated_at: '',
  ...over,
});

export const FIRST = entry({});

export const SECOND = entry({
  id: '00000000-0000-4000-8000-0000000006b2',
  filled_on: '2026-02-20',
  odometer_km: 16_576.2,
  volume_l: 37.85,
  price_per_l: 0.914,
  total_cost: 34.59,
  place: 'Flying J',
  expense_id: '00000000-0000-4000-8000-0000000006c1',
});

// What the server answers for these two fills: 37.85 L over 482.8 km.
export const STATS: FuelStats = {
  intervals: [
    {
      vehicle_id: VAN.id,
      from_entry_id: FIRST.id,
      to_entry_id: SECOND.id,
      from_date: '2026-02-01',
      to_date: '2026-02-20',
      distance_km: 482.8,
      volume_l: 37.85,
      l_per_100km: 7.84,
      cost: 34.59,
      currency: 'USD',
      cost_per_km: 0.0716,
    },
  ],
  average_l_per_100km: 7.84,
  measured_distance_km: 482.8,
  cost_per_km: [{ currency: 'USD', cost_per_km: 0.0716 }],
  totals: [{ currency: 'USD', volume_l: 77.85, total_cost: 74.59, count: 2 }],
  monthly: [{ month: '2026-02', volume_l: 77.85, costs: [{ currency: 'USD', total_cost: 74.59 }], l_per_100km: 7.84 }],
};

export const EMPTY_STATS: FuelStats = {
  intervals: [],
  average_l_per_100km: null,
  measured_distance_km: 0,
  cost_per_km: [],
  totals: [],
  monthly: [],
};

export function stubFuelApi(units: UnitPreset, overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () =>
      jsonResponse(200, {
        data: testSettings(USER, {
          regional_preferences: {
            ...DEFAULT_SETTINGS.regional_preferences,
            ...unitSettings(units),
            date_format: 'YYYY-MM-DD',
          },
        }),
      }),
    'GET /vehicles': () => jsonResponse(200, { data: [VAN] }),
    'GET /fuel-log': () => jsonResponse(200, { data: [SECOND, FIRST] }),
    'GET /fuel-log/stats': () => jsonResponse(200, { data: STATS }),
    'POST /fuel-log': (call) =>
      jsonResponse(201, {
        data: entry({ id: '00000000-0000-4000-8000-0000000006b3', ...(call.body as object), expense_id: null }),
      }),
    [`DELETE /fuel-log/${SECOND.id}`]: () => jsonResponse(204),
    [`PATCH /fuel-log/${SECOND.id}`]: (call) => jsonResponse(200, { data: { ...SECOND, ...(call.body as object) } }),
    'POST /vehicles': (call) =>
      jsonResponse(201, { data: { ...VAN, id: '00000000-0000-4000-8000-0000000006a2', ...(call.body as object) } }),
    ...overrides,
  });
}

/** The outbox replaying for the rendered app's query cache, as the app shell runs it. */
export function OutboxRunning() {
  const queryClient = useQueryClient();
  useEffect(() => startOutbox(queryClient), [queryClient]);
  return null;
}

export function backOnline() {
  setOnline(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

export const fillUpRows = () =>
  within(screen.getByRole('list', { name: 'Fill-ups, newest first' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
