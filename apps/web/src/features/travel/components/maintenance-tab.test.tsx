import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  DEFAULT_SETTINGS,
  type MaintenanceRecord,
  type MaintenanceReminder,
  type MaintenanceSchedule,
  todayIn,
} from '@ww/contracts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { makeVehicle } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, settingsAnswer } from '#testing/test-account.ts';
import MaintenanceTab from './maintenance-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000051', email: 'sam@example.com' };
const VAN = makeVehicle({ id: '00000000-0000-4000-8000-0000000005a1', user_id: USER.id });
const RECORD: MaintenanceRecord = {
  id: '00000000-0000-4000-8000-0000000005b1',
  user_id: USER.id,
  vehicle_id: VAN.id,
  task: 'Oil and filter',
  date: '2026-03-14',
  cost: 129.5,
  currency: 'USD',
  odometer_km: 80_467.2,
  notes: 'Synthetic 5W-30',
  expense_id: '00000000-0000-4000-8000-0000000005c1',
  created_at: '',
  updated_at: '',
};
const SCHEDULE: MaintenanceSchedule = {
  id: '00000000-0000-4000-8000-0000000005d1',
  user_id: USER.id,
  vehicle_id: VAN.id,
  task: 'Oil and filter',
  every_km: 16_093.4,
  every_distance_entered: 10_000,
  every_distance_unit: 'mi',
  every_months: 12,
  last_done_on: null,
  last_done_km: null,
  created_at: '',
  updated_at: '',
};
const REMINDER: MaintenanceReminder = {
  schedule_id: SCHEDULE.id,
  vehicle_id: VAN.id,
  vehicle_name: 'Big Blue',
  task: 'Oil and filter',
  every_km: 16_093.4,
  every_distance_entered: 10_000,
  every_distance_unit: 'mi',
  every_months: 12,
  last_done_on: '2026-03-14',
  last_done_km: 80_467.2,
  current_odometer_km: 96_000,
  due_on: '2027-03-14',
  due_km: 96_560.6,
  days_left: 200,
  km_left: 560.6,
  never_done: false,
  status: 'due_soon',
};

function stubMaintenanceApi(units: 'imperial' | 'metric' = 'imperial', overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, units === 'metric' ? 'metric' : 'us', { date_format: 'YYYY-MM-DD' }),
    'GET /vehicles': () => jsonResponse(200, { data: [VAN] }),
    'GET /maintenance': () => jsonResponse(200, { data: [RECORD] }),
    'GET /maintenance/schedules': () => jsonResponse(200, { data: [SCHEDULE] }),
    'GET /maintenance/reminders': () => jsonResponse(200, { data: [REMINDER] }),
    [`PATCH /maintenance/${RECORD.id}`]: (call) => jsonResponse(200, { data: { ...RECORD, ...(call.body as object) } }),
    'POST /maintenance': (call) =>
      jsonResponse(201, { data: { ...RECORD, id: '00000000-0000-4000-8000-0000000005b2', ...(call.body as object) } }),
    ...overrides,
  });
}

signedInEachTest(USER);

describe('maintenance tab', () => {
  it('shows records and schedules with their status in the user’s miles', async () => {
    stubMaintenanceApi('imperial');
    renderWithProviders(<MaintenanceTab />);

    const records = within(await screen.findByRole('list', { name: 'Maintenance records, newest first' }));
    const record = records.getAllByRole('listitem')[0]!;
    expect(record.textContent).toContain('Oil and filter');
    expect(record.textContent).toContain('2026-03-14 · Big Blue · at 50,000 mi');
    expect(record.textContent).toContain('$129.50');
    expect(record.textContent).toContain('In expenses');

    const schedules = within(await screen.findByRole('list', { name: 'Maintenance schedules' }));
    const schedule = schedules.getAllByRole('listitem')[0]!;
    expect(schedule.textContent).toContain('Big Blue · Every 10,000 mi or 12 months');
    await waitFor(() => expect(schedule.textContent).toContain('Due soon'));
    expect(schedule.textContent).toContain('Due 2027-03-14 · due in 348 mi (at 60,000 mi)');
  });

  it('logs a record with its odometer converted to km and the maintenance expense asked for', async () => {
    const calls = stubMaintenanceApi('imperial');
    renderWithProviders(<MaintenanceTab />);
    const form = within(await screen.findByRole('form', { name: 'New maintenance record' }));
    await waitFor(() => expect(form.getByLabelText<HTMLSelectElement>('Vehicle').value).toBe(VAN.id));

    fireEvent.change(form.getByLabelText('Task'), { target: { value: 'Brake fluid' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-06-01' } });
    fireEvent.change(form.getByLabelText('Odometer (mi)'), { target: { value: '52,000' } });
    fireEvent.click(form.getByLabelText('Also add the cost as a maintenance expense'));
    fireEvent.click(form.getByRole('button', { name: 'Add record' }));
    expect(await form.findByText('Enter the cost to add it as an expense.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText('Cost'), { target: { value: '85.40' } });
    fireEvent.click(form.getByRole('button', { name: 'Add record' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      task: 'Brake fluid',
      date: '2026-06-01',
      vehicle_id: VAN.id,
      cost: 85.4,
      currency: 'USD',
      odometer_km: 83_685.9,
      notes: '',
      add_expense: true,
    });
    expect(await screen.findByText('Maintenance record saved and added to your expenses.')).toBeTruthy();
    await waitFor(() => expect(form.getByLabelText<HTMLInputElement>('Task').value).toBe(''));
  });

  it('edits a record in place, showing its odometer in miles and saving it back in km', async () => {
    const calls = stubMaintenanceApi('imperial');
    renderWithProviders(<MaintenanceTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit record Oil and filter' }));
    const form = within(screen.getByRole('form', { name: 'Edit maintenance record Oil and filter' }));
    expect(form.getByLabelText<HTMLInputElement>('Odometer (mi)').value).toBe('50000');
    expect(form.getByText('Its expense in Wins is updated with the cost, date and task.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Cost'), { target: { value: '140' } });
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      cost: 140,
      odometer_km: 80_467.2,
      task: 'Oil and filter',
      date: '2026-03-14',
    });
    expect(await screen.findByText('Maintenance record saved.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit maintenance record Oil and filter' })).toBeNull();
  });

  it('refuses a date after today on the date field before sending, once, and keeps what was typed', async () => {
    // Today as the server counts it: in the settings' time zone.
    const date = addDays(todayIn(DEFAULT_SETTINGS.regional_preferences.timezone), 1);
    const calls = stubMaintenanceApi('imperial');
    renderWithProviders(<MaintenanceTab />);
    const form = within(await screen.findByRole('form', { name: 'New maintenance record' }));
    await waitFor(() => expect(form.getByLabelText<HTMLSelectElement>('Vehicle').value).toBe(VAN.id));
    fireEvent.change(form.getByLabelText('Task'), { target: { value: 'Brake fluid' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: date } });
    fireEvent.click(form.getByRole('button', { name: 'Add record' }));

    const message = 'This date is after today. Record work once it is done; use a schedule for work to come.';
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    const dateInput = form.getByLabelText<HTMLInputElement>('Date');
    expect(dateInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (dateInput.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(form.getByLabelText('Task').getAttribute('aria-invalid')).not.toBe('true');
    expect(dateInput.value).toBe(date);
    expect(form.getByLabelText<HTMLInputElement>('Task').value).toBe('Brake fluid');
  });

  it('asks for an interval before saving a schedule, in km for metric users', async () => {
    const calls = stubMaintenanceApi('metric');
    renderWithProviders(<MaintenanceTab />);
    const form = within(await screen.findByRole('form', { name: 'New maintenance schedule' }));
    fireEvent.change(form.getByLabelText('Task'), { target: { value: 'Tyre rotation' } });
    fireEvent.click(form.getByRole('button', { name: 'Add schedule' }));
    expect(await form.findByText('Give a distance, a number of months, or both.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(form.getByLabelText('Every (km)')).toBeTruthy();
  });

  it('shows each interval in the unit it was typed in, with the user’s unit beside it when that differs', async () => {
    const typedInKm = {
      ...SCHEDULE,
      id: '00000000-0000-4000-8000-0000000005d2',
      task: 'Tyre rotation',
      every_km: 8000,
      every_distance_entered: 8000,
      every_distance_unit: 'km',
      every_months: null,
    };
    const keptInKm = {
      ...SCHEDULE,
      id: '00000000-0000-4000-8000-0000000005d3',
      task: 'Brake check',
      every_km: 20_000,
      every_distance_entered: null,
      every_distance_unit: null,
      every_months: null,
    };
    stubMaintenanceApi('imperial', {
      'GET /maintenance/schedules': () => jsonResponse(200, { data: [SCHEDULE, typedInKm, keptInKm] }),
    });
    renderWithProviders(<MaintenanceTab />);
    const schedules = within(await screen.findByRole('list', { name: 'Maintenance schedules' }));
    const rows = schedules.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows[0]).toContain('Every 10,000 mi or 12 months');
    expect(rows[1]).toContain('Every 8,000 km (4,971 mi)');
    // Made before the typed unit was kept: in the user's miles, as before.
    expect(rows[2]).toContain('Every 12,427 mi');
  });

  it('sends the interval as typed, with the user’s distance unit', async () => {
    const calls = stubMaintenanceApi('imperial', {
      'POST /maintenance/schedules': (call) =>
        jsonResponse(201, {
          data: { ...SCHEDULE, id: '00000000-0000-4000-8000-0000000005d4', ...(call.body as object) },
        }),
    });
    renderWithProviders(<MaintenanceTab />);
    const form = within(await screen.findByRole('form', { name: 'New maintenance schedule' }));
    await waitFor(() => expect(form.getByLabelText<HTMLSelectElement>('Vehicle').value).toBe(VAN.id));
    fireEvent.change(form.getByLabelText('Task'), { target: { value: 'Tyre rotation' } });
    fireEvent.change(form.getByLabelText('Every (mi)'), { target: { value: '5,000' } });
    fireEvent.click(form.getByRole('button', { name: 'Add schedule' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      task: 'Tyre rotation',
      vehicle_id: VAN.id,
      every_distance: 5000,
      every_distance_unit: 'mi',
      every_months: null,
    });
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('every_km');
  });
});
