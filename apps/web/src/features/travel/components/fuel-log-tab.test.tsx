import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import FuelLogTab from './fuel-log-tab.tsx';
import { USER, VAN, entry, SECOND, EMPTY_STATS, stubFuelApi } from '#testing/fixtures/fuel-log.ts';

signedInEachTest(USER, { outbox: true });

describe('fuel log tab', () => {
  it('shows consumption between full fills, cost per mile and the fill-ups in US units', async () => {
    stubFuelApi('us');
    renderWithProviders(<FuelLogTab />);

    const rigs = within(await screen.findByRole('list', { name: 'Your rigs' }));
    expect(rigs.getByText('Big Blue')).toBeTruthy();
    expect(rigs.getByText('Motorhome · 25 ft long · 10.5 ft high · Diesel · 24.99 gal tank · 20.0 MPG')).toBeTruthy();

    expect((await screen.findByText('Average consumption')).nextElementSibling?.textContent).toBe('30.0 MPG');
    expect(screen.getByText('measured over 300 mi')).toBeTruthy();
    expect(screen.getByText('Fuel cost per mi').nextElementSibling?.textContent).toBe('$0.115/mi');
    expect(screen.getByText('for 20.57 gal in 2 fill-ups')).toBeTruthy();
    const intervals = within(screen.getByRole('list', { name: 'Between full tanks' }));
    expect(intervals.getByRole('listitem').textContent).toBe(
      '2026-02-01 → 2026-02-20: 300 mi, 10 gal, 30.0 MPG · $0.115/mi',
    );

    const rows = within(screen.getByRole('list', { name: 'Fill-ups, newest first' })).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      '2026-02-20 · Big Blue · Flying J',
      '2026-02-01 · Big Blue',
    ]);
    expect(rows[0]!.textContent).toContain('10 gal at $3.46/gal = $34.59');
    expect(rows[0]!.textContent).toContain('Odometer 10,300 mi · Full tank · Added to expenses');
  });

  it('logs a fill-up priced per gallon as typed, in gallons, with km for the API', async () => {
    const calls = stubFuelApi('us');
    renderWithProviders(<FuelLogTab />);
    const form = within(await screen.findByRole('form', { name: 'New fill-up' }));
    await waitFor(() => expect(form.getByLabelText<HTMLSelectElement>('Vehicle').value).toBe(VAN.id));

    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-03-02' } });
    fireEvent.change(form.getByLabelText('Odometer (mi)'), { target: { value: '10,600' } });
    fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));
    expect(await form.findAllByText('Enter a number above zero.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText('Volume (gal)'), { target: { value: '12.5' } });
    fireEvent.change(form.getByLabelText('Price per gal'), { target: { value: '3.599' } });
    fireEvent.change(form.getByLabelText('Place'), { target: { value: 'Pilot' } });
    fireEvent.click(form.getByLabelText('Also add as a fuel expense'));
    fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    // Sent as typed: the server keeps 12.5 gal at $3.599/gal and computes litres for the statistics.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      filled_on: '2026-03-02',
      vehicle_id: VAN.id,
      odometer_km: 17_059,
      unit: 'gal',
      volume: 12.5,
      price_per_unit: 3.599,
      currency: 'USD',
      full_tank: true,
      odometer_reset: false,
      place: 'Pilot',
      add_expense: true,
    });
    expect(await screen.findByText('Fill-up saved.')).toBeTruthy();
    await waitFor(() => expect(form.getByLabelText<HTMLInputElement>('Volume (gal)').value).toBe(''));
  });

  it('sends a metric price per litre as typed, in the locale (a comma groups thousands in English)', async () => {
    const calls = stubFuelApi('metric');
    renderWithProviders(<FuelLogTab />);
    const form = within(await screen.findByRole('form', { name: 'New fill-up' }));
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-03-02' } });
    fireEvent.change(form.getByLabelText('Volume (L)'), { target: { value: '55,3' } });
    fireEvent.change(form.getByLabelText('Price per L'), { target: { value: '1.899' } });
    fireEvent.click(form.getByLabelText('Filled to full'));
    fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));
    expect(await form.findByText('Check this value.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(form.getByLabelText('Volume (L)'), { target: { value: '55.3' } });
    fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      unit: 'L',
      volume: 55.3,
      price_per_unit: 1.899,
      full_tank: false,
      odometer_km: null,
    });
    expect((await screen.findByText('Average consumption')).nextElementSibling?.textContent).toBe('7.8 L/100 km');
  });

  it('edits a fill-up logged before units were kept in gallons, showing its total and saving km back', async () => {
    const calls = stubFuelApi('us');
    renderWithProviders(<FuelLogTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the fill-up of 2026-02-20' }));
    const form = within(screen.getByRole('form', { name: 'Edit the fill-up of 2026-02-20' }));
    expect(form.getByLabelText<HTMLInputElement>('Volume (gal)').value).toBe('10');
    expect(form.getByLabelText<HTMLInputElement>('Odometer (mi)').value).toBe('10300');
    expect(form.getByLabelText<HTMLInputElement>('Total paid').value).toBe('34.59');
    expect(form.getByText('Its expense in Wins is updated with the total, date and place.')).toBeTruthy();
    expect(form.queryByLabelText('Also add as a fuel expense')).toBeNull();
    fireEvent.change(form.getByLabelText('Total paid'), { target: { value: '36' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      filled_on: '2026-02-20',
      vehicle_id: VAN.id,
      odometer_km: 16_576.2,
      unit: 'gal',
      volume: 10,
      total_cost: 36,
      currency: 'USD',
      full_tank: true,
      odometer_reset: false,
      place: 'Flying J',
    });
    expect(await screen.findByText('Fill-up updated.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit the fill-up of 2026-02-20' })).toBeNull();
  });

  it('shows a fill-up as it was typed: 6.40 per gallon stays $6.40/gal, and edits in gallons', async () => {
    const typed = entry({
      id: SECOND.id,
      filled_on: '2026-02-20',
      volume_l: 47.32,
      price_per_l: 1.691,
      total_cost: 80,
      entered_unit: 'gal',
      entered_volume: 12.5,
      entered_price: 6.4,
    });
    const calls = stubFuelApi('metric', { 'GET /fuel-log': () => jsonResponse(200, { data: [typed] }) });
    renderWithProviders(<FuelLogTab />);
    const row = within(await screen.findByRole('list', { name: 'Fill-ups, newest first' })).getByRole('listitem');
    // As typed, with the volume in the user's own unit beside it.
    expect(row.textContent).toContain('12.5 gal ≈ 47.32 L at $6.40/gal = $80.00');

    fireEvent.click(screen.getByRole('button', { name: 'Edit the fill-up of 2026-02-20' }));
    const form = within(screen.getByRole('form', { name: 'Edit the fill-up of 2026-02-20' }));
    expect(form.getByLabelText<HTMLSelectElement>('Unit').value).toBe('gal');
    expect(form.getByLabelText<HTMLInputElement>('Volume (gal)').value).toBe('12.5');
    expect(form.getByLabelText<HTMLInputElement>('Price per gal').value).toBe('6.4');
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      unit: 'gal',
      volume: 12.5,
      price_per_unit: 6.4,
    });
  });

  it('asks whether a fill-up’s expense goes too before deleting it', async () => {
    const calls = stubFuelApi('us');
    renderWithProviders(<FuelLogTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the fill-up of 2026-02-20' }));
    const confirm = within(screen.getByRole('group', { name: 'Delete this fill-up' }));
    expect(confirm.getByText('Also delete its fuel expense?')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete both' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toBeDefined());
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: `/fuel-log/${SECOND.id}`,
      search: '?delete_expense=true',
    });
    expect(await screen.findByText('Fill-up and its expense deleted.')).toBeTruthy();
  });

  it('shows the empty states of a new account', async () => {
    stubFuelApi('us', {
      'GET /fuel-log': () => jsonResponse(200, { data: [] }),
      'GET /fuel-log/stats': () => jsonResponse(200, { data: EMPTY_STATS }),
      'GET /vehicles': () => jsonResponse(200, { data: [] }),
    });
    renderWithProviders(<FuelLogTab />);
    expect(await screen.findByText('No fill-ups logged yet.')).toBeTruthy();
    expect(
      await screen.findByText('No fill-ups yet. Log one above to start tracking what your rig uses and costs.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('No rigs yet. Add your vehicle to link fill-ups and plan trips that fit it.'),
    ).toBeTruthy();
    // Only the form's vehicle picker: no rig filter without rigs.
    expect(screen.getAllByLabelText('Vehicle')).toHaveLength(1);
  });

  it('shows the SPEC error texts when the log or its figures fail to load', async () => {
    stubFuelApi('us', {
      'GET /fuel-log': () =>
        jsonResponse(403, {
          error: {
            class: 'rls_permission',
            message: 'Access denied. Please check your permissions or contact support.',
            code: '42501',
          },
        }),
      'GET /fuel-log/stats': () => jsonResponse(500, { error: { class: 'server', message: 'Server error.' } }),
    });
    renderWithProviders(<FuelLogTab />);
    expect(await screen.findByText('Access denied. Please check your permissions or contact support.')).toBeTruthy();
    expect(await screen.findByText('Server error. Please try again in a few minutes.')).toBeTruthy();
  });

  it('adds a caravan towed by a rig, its measures converted from feet and pounds', async () => {
    const calls = stubFuelApi('us');
    renderWithProviders(<FuelLogTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rig' }));
    const form = within(screen.getByRole('form', { name: 'New rig' }));
    expect(form.queryByLabelText('Tow vehicle')).toBeNull();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Airstream' } });
    fireEvent.change(form.getByLabelText('Type'), { target: { value: 'caravan' } });
    fireEvent.change(await form.findByLabelText('Tow vehicle'), { target: { value: VAN.id } });
    fireEvent.change(form.getByLabelText('Fuel'), { target: { value: 'none' } });
    fireEvent.change(form.getByLabelText('Length (ft)'), { target: { value: '25' } });
    fireEvent.change(form.getByLabelText('Gross weight limit (lb)'), { target: { value: '7,600' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rig' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/vehicles')).toBeDefined());
    expect(calls.find((c) => c.path === '/vehicles' && c.method === 'POST')?.body).toEqual({
      name: 'Airstream',
      kind: 'caravan',
      tow_vehicle_id: VAN.id,
      fuel_type: 'none',
      height_m: null,
      length_m: 7.62,
      width_m: null,
      gross_mass_kg: 3447.3,
      empty_mass_kg: null,
      tank_l: null,
      consumption_l_per_100km: null,
    });
    expect(await screen.findByText('Rig saved.')).toBeTruthy();
  });

  it('refuses an empty weight above the gross weight limit at its field, before sending', async () => {
    const calls = stubFuelApi('metric');
    renderWithProviders(<FuelLogTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rig' }));
    const form = within(screen.getByRole('form', { name: 'New rig' }));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Heavy' } });
    fireEvent.change(form.getByLabelText('Gross weight limit (kg)'), { target: { value: '3500' } });
    fireEvent.change(form.getByLabelText('Empty weight (kg)'), { target: { value: '3600' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rig' }));
    expect(await form.findByText('The empty weight is above the gross weight limit.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field error on the rig form, and nothing more', async () => {
    stubFuelApi('metric', {
      'POST /vehicles': () =>
        jsonResponse(400, {
          error: {
            class: 'validation',
            message: 'Invalid data. Please check your input and try again.',
            code: 'invalid_input',
            fields: { name: 'too_long' },
          },
        }),
    });
    renderWithProviders(<FuelLogTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rig' }));
    const form = within(screen.getByRole('form', { name: 'New rig' }));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Heavy' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rig' }));
    await waitFor(() => expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      form.getByLabelText('Name').nextElementSibling?.textContent,
    ]);
    expect(screen.queryByText(/Invalid data/)).toBeNull();
  });
});
