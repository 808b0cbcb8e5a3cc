import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { makeTrip } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, settingsAnswer } from '#testing/test-account.ts';
import { useLocation } from 'react-router';
import type { PlanResponse } from '@ww/contracts';
import TripsTab from './trips-tab.tsx';

// The smallest plan a saved trip can carry: what "Open in planner" needs to be offered.
const PLAN: PlanResponse = {
  stops: [],
  legs: [],
  geometry: [],
  total_distance_km: 0,
  total_duration_min: 0,
  estimated: true,
  optimize: 'none',
  daily_limit_km: 300,
  days: [],
  overnight_suggestions_available: true,
  fuel: {
    volume: null,
    cost: null,
    currency: 'USD',
    price_per_l: null,
    price_source: null,
    price_region: null,
    consumption_l_per_100km: null,
    safe_range_km: null,
    warnings: [],
  },
  weather: [],
  budget: {
    budget: null,
    fuel_cost: null,
    campground_fees_estimate: 0,
    nights: 0,
    nights_site_fee: 0,
    nights_typical_fee: 0,
    nights_without_site: 0,
    total: 0,
    currency: 'USD',
    over_budget: null,
  },
  notes: [],
  nights: [],
};

const USER = { id: '00000000-0000-4000-8000-000000000081', email: 'kim@example.com' };
const TRIP = makeTrip({
  id: '00000000-0000-4000-8000-0000000008a1',
  user_id: USER.id,
  name: 'Coast to coast',
  start_date: '2026-07-01',
  end_date: '2026-07-04',
  stops: [
    { lat: 54.5, lon: -3.6, name: 'St Bees' },
    { lat: 54.49, lon: -0.61, name: 'Robin Hood’s Bay' },
  ],
  geometry: [
    [-3.6, 54.5],
    [-0.61, 54.49],
  ],
  total_distance_km: 241.4,
  estimated: true,
  actual_cost: [{ currency: 'USD', total: 123.45 }],
});

function stubTripsApi(overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, 'us', { date_format: 'YYYY-MM-DD' }),
    'GET /config/public': () => jsonResponse(200, { data: { map_style_url: null } }),
    'GET /trips': () => jsonResponse(200, { data: [TRIP] }),
    [`PATCH /trips/${TRIP.id}`]: (call) => jsonResponse(200, { data: { ...TRIP, ...(call.body as object) } }),
    'POST /trips/import-gpx': () =>
      jsonResponse(201, { data: { ...TRIP, id: '00000000-0000-4000-8000-0000000008a2', name: 'Imported ride' } }),
    ...overrides,
  });
}

signedInEachTest(USER);

describe('trips tab', () => {
  it('lists a trip with its dates, distance in the user units, stops and costs, and changes its status', async () => {
    const calls = stubTripsApi();
    renderWithProviders(<TripsTab />);
    const card = within(await screen.findByTestId('trip-card'));
    expect(card.getByText('Coast to coast')).toBeTruthy();
    expect(card.getByText('2026-07-01 to 2026-07-04')).toBeTruthy();
    expect(card.getByText('150 mi (estimate) · 2 stops')).toBeTruthy();
    expect(card.getByText('Estimated cost unknown · actual $123.45')).toBeTruthy();

    fireEvent.change(card.getByLabelText('Status of Coast to coast'), { target: { value: 'active' } });
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'active' }));
  });

  it('sends a chosen GPX file to the import and downloads a trip as GPX with the session', async () => {
    const calls = stubTripsApi({
      [`GET /trips/${TRIP.id}/gpx`]: () =>
        new Response('<gpx version="1.1"></gpx>', {
          status: 200,
          headers: {
            'Content-Type': 'application/gpx+xml',
            'Content-Disposition': 'attachment; filename="coast-to-coast.gpx"',
          },
        }),
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:trip');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    renderWithProviders(<TripsTab />);
    const card = within(await screen.findByTestId('trip-card'));

    fireEvent.click(card.getByRole('button', { name: 'Export GPX' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const download = calls.find((c) => c.path === `/trips/${TRIP.id}/gpx`);
    expect(download?.authorization).toBe('Bearer access-token');

    const file = new File(['<gpx/>'], 'ride.gpx', { type: 'application/gpx+xml' });
    fireEvent.change(screen.getByLabelText('GPX file to import'), { target: { files: [file] } });
    expect(await screen.findByText('Trip “Imported ride” imported.')).toBeTruthy();
    const upload = calls.find((c) => c.path === '/trips/import-gpx');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says what is wrong with a GPX file the server refuses, in the language of the page', async () => {
    const refusal = (file: string) => () =>
      jsonResponse(400, {
        error: { class: 'validation', message: 'The file is not GPX.', code: 'invalid_gpx', fields: { file } },
      });
    stubTripsApi({ 'POST /trips/import-gpx': refusal('gpx_not_gpx') });
    renderWithProviders(<TripsTab />);
    await screen.findByTestId('trip-card');
    const kml = new File(['<kml/>'], 'ride.gpx', { type: 'application/gpx+xml' });
    fireEvent.change(screen.getByLabelText('GPX file to import'), { target: { files: [kml] } });
    expect(
      await screen.findByText(
        'That file is XML but not GPX (it has no <gpx> element). Export the route as GPX and try again.',
      ),
    ).toBeTruthy();
  });

  it('says why an import is refused as a whole: another still running, or too many in a minute', async () => {
    const refusals = [
      [
        { class: 'other', message: 'A GPX file of yours is still being imported.', code: 'gpx_import_in_progress' },
        'Another GPX file of yours is still being imported. Wait until it is done, then try again.',
      ],
      [
        { class: 'other', message: 'You have sent many GPX files in the last minute.', code: 'rate_limited' },
        'You have imported several GPX files in the last minute. Wait a minute, then try again.',
      ],
    ] as const;
    for (const [error, text] of refusals) {
      stubTripsApi({ 'POST /trips/import-gpx': () => jsonResponse(429, { error }) });
      const { unmount } = renderWithProviders(<TripsTab />);
      await screen.findByTestId('trip-card');
      const file = new File(['<gpx/>'], 'ride.gpx', { type: 'application/gpx+xml' });
      fireEvent.change(screen.getByLabelText('GPX file to import'), { target: { files: [file] } });
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('offers Open in planner for a trip saved from a plan (not an imported one) and switches to the planner with it', async () => {
    const planned = makeTrip({ ...TRIP, id: '00000000-0000-4000-8000-0000000008a2', name: 'Planned loop', plan: PLAN });
    stubTripsApi({ 'GET /trips': () => jsonResponse(200, { data: [planned, TRIP] }) });
    renderWithProviders(
      <>
        <TripsTab />
        <Location />
      </>,
      '/wheels?tab=trips',
    );
    const cards = await screen.findAllByTestId('trip-card');
    expect(within(cards[1]!).queryByRole('button', { name: /in the planner$/ })).toBeNull();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Open Planned loop in the planner' }));
    expect(screen.getByTestId('location').textContent).toBe(`?tab=trip-planner&trip=${planned.id}`);
  });
});

/** The address the tab navigated to. */
function Location() {
  return <p data-testid="location">{useLocation().search}</p>;
}
