import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_SETTINGS,
  OSM_ATTRIBUTION,
  type GeocodeCandidate,
  type PlanRequest,
  type PlanResponse,
  type Vehicle,
} from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { makeTrip, makeVehicle } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings, unitSettings } from '#testing/test-account.ts';
import TripPlannerTab from './trip-planner-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000071', email: 'sam@example.com' };
const VAN = makeVehicle({
  id: '00000000-0000-4000-8000-0000000007a1',
  user_id: USER.id,
  name: 'Old Faithful',
  height_m: 3.1,
  length_m: 7,
  tank_l: 90,
  consumption_l_per_100km: 12,
});
const BRISTOL: GeocodeCandidate = {
  lat: 51.4545,
  lon: -2.5879,
  name: 'Bristol',
  country: 'United Kingdom',
  region: 'England',
  population: 617_280,
};

// A test double shaped like the API's answer, used only by these tests: Bristol → Edinburgh → Inverness, re-ordered.
const PLAN: PlanResponse = {
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

function stubPlannerApi(overrides: Record<string, ApiHandler> = {}) {
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

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
});
afterEach(resetTestState);

async function fillRoute() {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Origin' }), { target: { value: 'Bri' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Bristol, England, United Kingdom' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Stop 1' }), { target: { value: 'Perth' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Stop 2' }), { target: { value: 'Edinburgh' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Destination' }), { target: { value: 'Inverness' } });
}

describe('trip planner tab', () => {
  it('sends the stops, rig, order mode, dates, limit and budget the user entered', async () => {
    const calls = stubPlannerApi();
    renderWithProviders(<TripPlannerTab />);
    await fillRoute();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Old Faithful' })).toBeTruthy());
    expect(screen.getByLabelText<HTMLSelectElement>('Stop order').value).toBe('fixed_ends');
    fireEvent.change(screen.getByLabelText('Rig'), { target: { value: VAN.id } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('Daily driving limit (km)'), { target: { value: '350' } });
    fireEvent.change(screen.getByLabelText('Budget (GBP)'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/routes/plan')).toBeDefined());
    expect(calls.find((c) => c.path === '/routes/plan')?.body).toEqual({
      stops: [
        { lat: 51.4545, lon: -2.5879, name: 'Bristol' },
        { query: 'Perth' },
        { query: 'Edinburgh' },
        { query: 'Inverness' },
      ],
      optimize: 'fixed_ends',
      vehicle_id: VAN.id,
      daily_limit_km: 350,
      start_date: '2026-06-01',
      budget: 300,
    });
  });

  it('keeps the daily limit within 50-2,000 km, and says what to change when a plan would be too long', async () => {
    const calls = stubPlannerApi({
      'POST /routes/plan': () =>
        jsonResponse(400, {
          error: {
            class: 'validation',
            code: 'too_many_days',
            message: 'At 50 km a day this trip would take more than 365 days.',
            fields: { daily_limit_km: 'too_many_days' },
          },
        }),
    });
    renderWithProviders(<TripPlannerTab />);
    await fillRoute();
    const limit = screen.getByLabelText('Daily driving limit (km)');
    fireEvent.change(limit, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));
    expect(await screen.findByText('Enter a daily limit between 50 km and 2,000 km.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/routes/plan')).toBe(false);

    fireEvent.change(limit, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));
    expect(
      await screen.findByText(
        'At this daily limit the trip would take more than 365 days. Raise the daily limit or split the trip into shorter plans.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/routes/plan')?.body).toMatchObject({ daily_limit_km: 50 });
  });

  it('says why a leg over open sea was refused under the stops, in the planner’s words, once', async () => {
    const calls = stubPlannerApi({
      'POST /routes/plan': () =>
        jsonResponse(400, {
          error: {
            class: 'validation',
            code: 'leg_over_sea',
            message:
              'Leg 1 (London to New York) crosses about 3,095 km of open sea, which no road or car ferry does. Check that each stop is the place you meant.',
            fields: { 'stops.0': 'leg_over_sea', 'stops.1': 'leg_over_sea' },
          },
        }),
    });
    renderWithProviders(<TripPlannerTab />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Origin' }), { target: { value: 'London' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Destination' }), { target: { value: 'New York' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));

    const sentence =
      'No road or car ferry goes from London to New York: the way between them is open sea. Check that each stop is the place you meant.';
    const shown = await screen.findAllByText(sentence);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Route');
    expect(screen.queryByText(/Invalid data/)).toBeNull();
    expect(calls.filter((c) => c.path === '/routes/plan')).toHaveLength(1);

    // In Spanish, the same refusal in Spanish.
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Planificar ruta' }));
    expect(
      await screen.findByText(
        'Ninguna carretera ni ferri de coches va de London a New York: entre ellos hay mar abierto. Comprueba que cada parada es el lugar que querías.',
      ),
    ).toBeTruthy();
  });

  it("chooses the traveller's rig for them (not a tow vehicle), and plans without one when they pick No rig", async () => {
    const ute: Vehicle = { ...VAN, id: '00000000-0000-4000-8000-0000000007a2', name: 'Tow ute', kind: 'tow_vehicle' };
    const caravan: Vehicle = {
      ...VAN,
      id: '00000000-0000-4000-8000-0000000007a3',
      name: 'Caravan',
      kind: 'caravan',
      tow_vehicle_id: ute.id,
    };
    const calls = stubPlannerApi({ 'GET /vehicles': () => jsonResponse(200, { data: [ute, caravan] }) });
    renderWithProviders(<TripPlannerTab />);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Rig').value).toBe(caravan.id));

    await fillRoute();
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/routes/plan')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/routes/plan')?.body).toEqual(
      expect.objectContaining({ vehicle_id: caravan.id }),
    );

    fireEvent.change(screen.getByLabelText('Rig'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/routes/plan')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/routes/plan')[1]?.body).not.toHaveProperty('vehicle_id');
  });

  it('lets the keyboard pick a suggested place', async () => {
    const calls = stubPlannerApi();
    renderWithProviders(<TripPlannerTab />);
    const destination = await screen.findByRole('combobox', { name: 'Destination' });
    fireEvent.change(destination, { target: { value: 'Bris' } });
    await screen.findByRole('option', { name: 'Bristol, England, United Kingdom' });
    // The user's country is the server's to add (their profile region, else their currency's).
    expect(calls.find((c) => c.path === '/geocode')?.search).toBe('?q=Bris&limit=5');
    fireEvent.keyDown(destination, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Bristol, England, United Kingdom' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(destination, { key: 'Enter' });
    expect((destination as HTMLInputElement).value).toBe('Bristol, England, United Kingdom');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('asks for an origin and a destination before planning', async () => {
    const calls = stubPlannerApi();
    renderWithProviders(<TripPlannerTab />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Origin' }), { target: { value: 'Bristol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));
    expect(await screen.findByText('Enter at least an origin and a destination.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/routes/plan')).toBe(false);
  });

  it('keeps the planner usable when the browser cannot draw the map (happy-dom has no WebGL)', async () => {
    stubPlannerApi();
    renderWithProviders(<TripPlannerTab />);
    expect(
      await screen.findByText(/^The map cannot be shown in this browser \(WebGL/, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plan route' })).toBeTruthy();
  });

  it('shows the optimised order, the estimate label, days with campgrounds, fuel, weather and budget, and saves the trip', async () => {
    const calls = stubPlannerApi();
    renderWithProviders(<TripPlannerTab />);
    await fillRoute();
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));

    const results = within(await screen.findByTestId('plan-results'));
    expect(results.getByRole('note').textContent).toContain(
      'Estimate: distances are straight-line distances × a road factor',
    );
    expect(results.getByText('1,380 km, 19 h 43 min of driving over 2 days')).toBeTruthy();
    expect(results.getByText('Stops put in the best order:')).toBeTruthy();
    expect(
      within(results.getByRole('list', { name: 'Stops in driving order' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bristol', 'Edinburgh', 'Perth', 'Inverness']);
    expect(results.getByText('Perth → Inverness').closest('tr')?.textContent).toBe(
      'Perth → Invernessbeyond safe range700 km10 h 00 min84 L£119.28',
    );

    const days = results.getAllByTestId('plan-day');
    expect(days[0]!.textContent).toContain('Day 1, 2026-06-01');
    expect(days[0]!.textContent).toContain('Bristol → Near Lancaster: 300 km, 4 h 17 min');
    const sites = within(results.getByRole('list', { name: 'Campgrounds near Near Lancaster' })).getAllByRole(
      'listitem',
    );
    expect(sites.map((s) => s.textContent)).toEqual([
      'Riverside Touring Park1.6 km off routecharges a feerigs up to 9 m',
      'Caravan site near Lancaster4.2 km off routefree',
    ]);
    const attribution = results.getByRole('link', { name: OSM_ATTRIBUTION });
    expect(attribution.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(attribution.parentElement!.textContent).toBe(`Campground data: ${OSM_ATTRIBUTION}`);

    expect(results.getByTestId('fuel-total').textContent).toBe('165.6 L in total, costing £235.15');
    expect(results.getByText('At £1.42/L, a typical regional price (not a live price).')).toBeTruthy();
    expect(
      results.getByText("Perth → Inverness is longer than the tank's safe range of 638 km: plan a refuel on the way."),
    ).toBeTruthy();
    expect(results.getByText('Weather unavailable: the weather service could not be reached.')).toBeTruthy();
    expect(results.getByText(/10–18 °C, 2\.5 mm rain, wind up to 22 km\/h/)).toBeTruthy();
    expect(results.getByTestId('plan-budget').textContent).toContain('Within your budget of £300.00.');

    fireEvent.change(screen.getByLabelText('Trip name'), { target: { value: 'Highlands' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as trip' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/trips')).toBeDefined());
    expect(calls.find((c) => c.path === '/trips')?.body).toMatchObject({
      name: 'Highlands',
      status: 'planned',
      end_date: '2026-06-02',
      stops: PLAN.stops.map(({ lat, lon, name }) => ({ lat, lon, name })),
      total_distance_km: 1380,
      estimated: true,
      currency: 'GBP',
    });
    expect(await screen.findByText('Trip “Highlands” saved.')).toBeTruthy();
  });

  it('says why a large save was refused as a whole: another still being saved, or too many in a minute', async () => {
    const refusals = [
      [
        { class: 'other', message: 'A large trip of yours is still being saved.', code: 'trip_save_in_progress' },
        'Another large trip of yours is still being saved. Wait until it is done, then save again.',
      ],
      [
        { class: 'other', message: 'You have sent many large trips in the last minute.', code: 'rate_limited' },
        'You have saved several large trips in the last minute. Wait a minute, then save again.',
      ],
    ] as const;
    for (const [error, text] of refusals) {
      stubPlannerApi({ 'POST /trips': () => jsonResponse(429, { error }) });
      const { unmount } = renderWithProviders(<TripPlannerTab />);
      await fillRoute();
      fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));
      await screen.findByTestId('plan-results');
      fireEvent.change(screen.getByLabelText('Trip name'), { target: { value: 'Highlands' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save as trip' }));
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('asks which place is meant when a name is ambiguous, listing region and country, ranked by the other stops', async () => {
    const scotland: GeocodeCandidate = { ...BRISTOL, lat: 56.3969, lon: -3.4374, name: 'Perth', region: 'SCT' };
    const australia: GeocodeCandidate = {
      lat: -31.9522,
      lon: 115.8614,
      name: 'Perth',
      region: 'WA',
      country: 'Australia',
      population: 1_896_548,
    };
    const calls = stubPlannerApi({
      'GET /geocode': (call) =>
        jsonResponse(200, {
          data: new URLSearchParams(call.search).get('q') === 'Perth' ? [australia, scotland] : [BRISTOL],
        }),
      'POST /routes/plan': () =>
        jsonResponse(422, {
          error: {
            class: 'validation',
            code: 'stop_ambiguous',
            message: 'Stop 2 ("Perth") could be Perth, WA, Australia or Perth, SCT, United Kingdom.',
            fields: { 'stops.1': 'ambiguous' },
          },
        }),
    });
    renderWithProviders(<TripPlannerTab />);
    await fillRoute();
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));

    // Said once, under the box it is about.
    expect(
      await screen.findAllByText('Several places are called “Perth”: choose the one you mean from the list.'),
    ).toHaveLength(1);
    expect(screen.queryByText(/Several places have the name you typed/)).toBeNull();
    const list = await screen.findByRole('listbox', { name: 'Places matching Stop 1' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Perth, WA, Australia', 'Perth, SCT, United Kingdom']);
    // The look-up was ranked by the stop already placed (Bristol); the server adds the user's country.
    const asked = new URLSearchParams(calls.filter((c) => c.path === '/geocode').at(-1)!.search);
    expect([asked.get('near_lat'), asked.get('near_lon'), asked.get('country')]).toEqual(['51.45', '-2.59', null]);

    fireEvent.click(within(list).getByRole('option', { name: 'Perth, SCT, United Kingdom' }));
    expect(screen.queryByText('Several places are called “Perth”: choose the one you mean from the list.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/routes/plan')).toHaveLength(2));
    expect((calls.filter((c) => c.path === '/routes/plan')[1]?.body as PlanRequest).stops[1]).toEqual({
      lat: 56.3969,
      lon: -3.4374,
      name: 'Perth',
    });
  });

  it('says how long each day drives and why it ends there, prices nights by site, and moves a night to a stop', async () => {
    const night: PlanResponse['days'][number] = {
      ...PLAN.days[0]!,
      overnight_site: PLAN.days[0]!.overnight_suggestions[0]!,
    };
    const priced: PlanResponse = {
      ...PLAN,
      days: [night, PLAN.days[1]!],
      budget: { ...PLAN.budget, campground_fees_estimate: 18, nights_site_fee: 1, nights_without_site: 0 },
    };
    const calls = stubPlannerApi({ 'POST /routes/plan': () => jsonResponse(200, { data: priced }) });
    renderWithProviders(<TripPlannerTab />);
    await fillRoute();
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));

    const days = await screen.findAllByTestId('plan-day');
    expect(days[0]!.textContent).toContain('Bristol → Near Lancaster: 300 km, 4 h 17 min');
    expect(days[0]!.textContent).toContain(
      'The day ends where the daily limit is reached. Night at Riverside Touring Park (£18.00 a night, the site’s own fee).',
    );
    expect(screen.getByTestId('plan-fee-detail').textContent).toBe(
      'Nights at the site’s own fee: 1; at a typical fee (estimate): 0.',
    );

    const move = within(days[0]!).getByLabelText('Move night 1 to');
    expect((move as HTMLSelectElement).value).toBe('site:c1');
    fireEvent.change(move, { target: { value: 'stop:1' } });
    await waitFor(() => expect(calls.filter((c) => c.path === '/routes/plan')).toHaveLength(2));
    const [first, moved] = calls.filter((c) => c.path === '/routes/plan').map((c) => c.body as PlanRequest);
    expect(moved).toEqual({ ...first, nights: [{ stop_index: 1 }] });
  });

  it('counts nights with no campground out of the fees, and reopens a saved trip with its stops, days and nights', async () => {
    const saved: PlanResponse = {
      ...PLAN,
      days: [{ ...PLAN.days[0]!, end_reason: 'chosen', end_stop_index: 1, end: PLAN.stops[1]! }, PLAN.days[1]!],
      nights: [{ stop_index: 2 }],
    };
    const trip = makeTrip({
      id: '00000000-0000-4000-8000-0000000007c1',
      name: 'Highlands',
      plan: saved,
      start_date: '2026-06-01',
      budget: 300,
      vehicle_id: VAN.id,
      currency: 'GBP',
    });
    const calls = stubPlannerApi({ 'GET /trips': () => jsonResponse(200, { data: [trip] }) });
    renderWithProviders(<TripPlannerTab />, `/wheels?tab=trip-planner&trip=${trip.id}`);

    const stopBox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
    await waitFor(() => expect(stopBox('Origin').value).toBe('Bristol'));
    expect(['Stop 1', 'Stop 2', 'Destination'].map((name) => stopBox(name).value)).toEqual([
      'Edinburgh',
      'Perth',
      'Inverness',
    ]);
    expect(screen.getAllByTestId('plan-day')).toHaveLength(2);
    expect(screen.getAllByTestId('plan-day')[0]!.textContent).toContain('You chose this night.');
    expect(screen.getByTestId('plan-fee-detail').textContent).toBe(
      'Nights at the site’s own fee: 0; at a typical fee (estimate): 0. 1 night with no campground found is not counted.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Trip name').value).toBe('Highlands');
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/routes/plan')).toBe(false);

    // Moving its first night asks again with the saved stops in driving order, options and the other nights.
    fireEvent.change(within(screen.getAllByTestId('plan-day')[0]!).getByLabelText('Move night 1 to'), {
      target: { value: 'stop:2' },
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/routes/plan')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/routes/plan')?.body).toEqual({
      stops: PLAN.stops.map(({ lat, lon, name }) => ({ lat, lon, name })),
      optimize: 'fixed_ends',
      vehicle_id: VAN.id,
      daily_limit_km: 300,
      start_date: '2026-06-01',
      budget: 300,
      nights: [{ stop_index: 2 }],
    });
  });

  it('shows a British user the plan in miles, the fuel in litres at a price per litre, °C and mph', async () => {
    stubPlannerApi({
      'GET /settings': () =>
        jsonResponse(200, {
          data: testSettings(USER, {
            regional_preferences: {
              ...DEFAULT_SETTINGS.regional_preferences,
              ...unitSettings('uk'),
              currency: 'GBP',
              date_format: 'YYYY-MM-DD',
            },
          }),
        }),
    });
    renderWithProviders(<TripPlannerTab />);
    await fillRoute();
    fireEvent.click(screen.getByRole('button', { name: 'Plan route' }));

    const results = within(await screen.findByTestId('plan-results'));
    expect(results.getByText('857 mi, 19 h 43 min of driving over 2 days')).toBeTruthy();
    expect(results.getByTestId('fuel-total').textContent).toBe('165.6 L in total, costing £235.15');
    expect(results.getByText('At £1.42/L, a typical regional price (not a live price).')).toBeTruthy();
    expect(
      results.getByText("Perth → Inverness is longer than the tank's safe range of 396 mi: plan a refuel on the way."),
    ).toBeTruthy();
    expect(results.getByText(/10–18 °C, 2\.5 mm rain, wind up to 14 mph/)).toBeTruthy();
    expect(results.queryByText(/gal/)).toBeNull();
  });
});
