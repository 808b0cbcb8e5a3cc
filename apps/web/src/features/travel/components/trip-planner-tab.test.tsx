import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type GeocodeCandidate, type PlanRequest, type Vehicle } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs } from '#testing/test-account.ts';
import TripPlannerTab from './trip-planner-tab.tsx';
import { USER, VAN, BRISTOL, stubPlannerApi, fillRoute } from '#testing/fixtures/trip-planner.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
});

afterEach(resetTestState);

describe('trip planner tab: stops and options', () => {
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
});
