import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OSM_ATTRIBUTION, type PlanRequest, type PlanResponse } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse } from '#testing/api-stub.ts';
import { makeTrip } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, signInAs, settingsAnswer } from '#testing/test-account.ts';
import TripPlannerTab from './trip-planner-tab.tsx';
import { USER, VAN, PLAN, stubPlannerApi, fillRoute } from '#testing/fixtures/trip-planner.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
});

afterEach(resetTestState);

describe('trip planner tab: the plan, its nights and saving it', () => {
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
      'GET /settings': () => settingsAnswer(USER, 'uk', { currency: 'GBP', date_format: 'YYYY-MM-DD' }),
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
