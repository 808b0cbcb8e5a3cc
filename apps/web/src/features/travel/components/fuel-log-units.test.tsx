import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FuelEntry, type FuelStats, type Region, type UnitPreset } from '@ww/contracts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { makeVehicle } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, testProfile, settingsAnswer } from '#testing/test-account.ts';
import { entry, fillUpRows, twoFillStats } from '#testing/fixtures/fuel-log.ts';
import FuelLogTab from './fuel-log-tab.tsx';

/** The fuel log as a traveller of each region reads it: the summary in their units, the rows as they typed them. */

const USER = { id: '00000000-0000-4000-8000-000000000071', email: 'kit@example.com' };
const VAN = makeVehicle({ id: '00000000-0000-4000-8000-0000000007a1', user_id: USER.id, name: 'Big Blue' });

/** A full fill of 40 L at £1.45 as typed, on 2026-02-01 at 10,000 mi. */
const fill = (over: Partial<FuelEntry>) =>
  entry({
    id: '00000000-0000-4000-8000-0000000007b1',
    user_id: USER.id,
    vehicle_id: VAN.id,
    price_per_l: 1.45,
    total_cost: 58,
    entered_unit: 'L',
    entered_volume: 40,
    entered_price: 1.45,
    currency: 'GBP',
    ...over,
  });

/** The full fill after it: 37.85 L on 2026-02-20, 300 mi on. */
const secondFill = (over: Partial<FuelEntry>) =>
  fill({
    id: '00000000-0000-4000-8000-0000000007b2',
    filled_on: '2026-02-20',
    odometer_km: 16_576.2,
    volume_l: 37.85,
    ...over,
  });

/** The server's figures for these two fills, costing `cost` in `currency`. */
const stats = (currency: string, costPerKm: number, cost: number) =>
  twoFillStats(currency, costPerKm, cost, {
    vehicle: VAN.id,
    from: '00000000-0000-4000-8000-0000000007b1',
    to: '00000000-0000-4000-8000-0000000007b2',
  });

function stubFuelLog(preset: UnitPreset, region: Region, currency: string, entries: FuelEntry[], summary: FuelStats) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /profile': () => jsonResponse(200, { data: testProfile(USER, { region, onboarding_completed: true }) }),
    'GET /settings': () => settingsAnswer(USER, preset, { currency: currency as 'GBP', date_format: 'YYYY-MM-DD' }),
    'GET /vehicles': () => jsonResponse(200, { data: [VAN] }),
    'GET /fuel-log': () => jsonResponse(200, { data: entries }),
    'GET /fuel-log/stats': () => jsonResponse(200, { data: summary }),
    'POST /fuel-log': (call) =>
      jsonResponse(201, { data: fill({ id: '00000000-0000-4000-8000-0000000007b9', ...(call.body as object) }) }),
  });
}

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

signedInEachTest(USER);

describe('fuel log units by region', () => {
  it('shows a British user miles, litres and mpg (imp) in the summary and the rows, and logs imperial gallons', async () => {
    const second = secondFill({
      price_per_l: 1.459,
      total_cost: 55.22,
      entered_volume: 37.85,
      entered_price: 1.459,
    });
    const calls = stubFuelLog('uk', 'GB', 'GBP', [second, fill({})], stats('GBP', 0.1144, 55.22));
    renderWithProviders(<FuelLogTab />);

    await waitFor(() => expect(figure('Average consumption')).toBe('36.0 mpg (imp)'));
    expect(screen.getByText('measured over 300 mi')).toBeTruthy();
    expect(figure('Fuel cost per mi')).toBe('£0.184/mi');
    expect(screen.getByText('for 77.85 L in 2 fill-ups')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Between full tanks' })).getByRole('listitem').textContent).toBe(
      '2026-02-01 → 2026-02-20: 300 mi, 37.85 L, 36.0 mpg (imp) · £0.184/mi',
    );
    const [newest, oldest] = fillUpRows();
    expect(newest).toContain('37.85 L at £1.459/L = £55.22');
    expect(newest).toContain('Odometer 10,300 mi');
    expect(oldest).toContain('40 L at £1.45/L = £58.00');
    expect(fillUpRows().join(' ')).not.toMatch(/gal|MPG/);

    // A new fill-up is typed in litres; imperial gallons are a choice away.
    const form = within(screen.getByRole('form', { name: 'New fill-up' }));
    const unit = form.getByLabelText<HTMLSelectElement>('Unit');
    expect(unit.value).toBe('L');
    expect([...unit.options].map((o) => o.text)).toEqual(['Litres', 'US gallons', 'Imperial gallons']);
    fireEvent.change(unit, { target: { value: 'imp_gal' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-03-02' } });
    fireEvent.change(form.getByLabelText('Volume (gal (imp))'), { target: { value: '10' } });
    fireEvent.change(form.getByLabelText('Price per gal (imp)'), { target: { value: '6.63' } });
    fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      unit: 'imp_gal',
      volume: 10,
      price_per_unit: 6.63,
      currency: 'GBP',
    });
  });

  it('shows an American user US gallons and MPG, a fill-up logged before units were kept converted alike', async () => {
    const second = secondFill({
      price_per_l: 0.914,
      total_cost: 34.59,
      currency: 'USD',
      entered_unit: 'gal',
      entered_volume: 10,
      entered_price: 3.459,
    });
    const legacy = fill({
      price_per_l: 1,
      total_cost: 40,
      currency: 'USD',
      entered_unit: null,
      entered_volume: null,
      entered_price: null,
    });
    stubFuelLog('us', 'US', 'USD', [second, legacy], stats('USD', 0.0716, 34.59));
    renderWithProviders(<FuelLogTab />);

    await waitFor(() => expect(figure('Average consumption')).toBe('30.0 MPG'));
    expect(screen.getByText('measured over 300 mi')).toBeTruthy();
    expect(figure('Fuel cost per mi')).toBe('$0.115/mi');
    expect(screen.getByText('for 20.57 gal in 2 fill-ups')).toBeTruthy();
    const [newest, oldest] = fillUpRows();
    expect(newest).toContain('10 gal at $3.459/gal = $34.59');
    expect(oldest).toContain('10.57 gal at $3.785/gal = $40.00');
    expect(
      within(screen.getByRole('form', { name: 'New fill-up' })).getByLabelText<HTMLSelectElement>('Unit').value,
    ).toBe('gal');
  });

  it('shows an Australian user kilometres, litres and L/100 km', async () => {
    const second = secondFill({
      price_per_l: 1.899,
      total_cost: 71.88,
      currency: 'AUD',
      entered_volume: 37.85,
      entered_price: 1.899,
    });
    stubFuelLog('metric', 'AU', 'AUD', [second], stats('AUD', 0.1489, 71.88));
    renderWithProviders(<FuelLogTab />);

    await waitFor(() => expect(figure('Average consumption')).toBe('7.8 L/100 km'));
    expect(screen.getByText('measured over 483 km')).toBeTruthy();
    expect(figure('Fuel cost per km')).toBe('$0.149/km');
    expect(screen.getByText('for 77.85 L in 2 fill-ups')).toBeTruthy();
    expect(fillUpRows()[0]).toContain('37.85 L at $1.899/L = $71.88');
    expect(fillUpRows()[0]).toContain('Odometer 16,576 km');
  });
});
