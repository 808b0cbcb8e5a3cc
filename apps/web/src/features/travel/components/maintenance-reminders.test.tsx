import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type MaintenanceReminder } from '@ww/contracts';
import i18n from '#shared/i18n/i18n.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, settingsAnswer } from '#testing/test-account.ts';
import { MaintenanceReminders } from './maintenance-reminders.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000052', email: 'alex@example.com' };

const reminder = (overrides: Partial<MaintenanceReminder>): MaintenanceReminder => ({
  schedule_id: '00000000-0000-4000-8000-0000000006a1',
  vehicle_id: null,
  vehicle_name: null,
  task: 'Annual service',
  every_km: null,
  every_distance_entered: null,
  every_distance_unit: null,
  every_months: 12,
  last_done_on: '2025-07-01',
  last_done_km: null,
  current_odometer_km: null,
  due_on: '2026-07-01',
  due_km: null,
  days_left: 200,
  km_left: null,
  never_done: false,
  status: 'ok',
  ...overrides,
});

function stub(reminders: MaintenanceReminder[]) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, 'metric', { date_format: 'DD/MM/YYYY' }),
    'GET /maintenance/reminders': () => jsonResponse(200, { data: reminders }),
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(USER);
});
afterEach(resetTestState);

describe('maintenance reminders card', () => {
  it('lists what is overdue or due soon, by date and by odometer, and links to the maintenance tab', async () => {
    stub([
      reminder({
        schedule_id: '00000000-0000-4000-8000-0000000006a2',
        task: 'Oil and filter',
        vehicle_name: 'Big Blue',
        every_months: null,
        due_on: null,
        days_left: null,
        every_km: 10_000,
        due_km: 60_000,
        current_odometer_km: 60_250,
        km_left: -250,
        status: 'overdue',
      }),
      reminder({ days_left: 12, due_on: '2026-07-01', status: 'due_soon' }),
      reminder({ schedule_id: '00000000-0000-4000-8000-0000000006a3', task: 'Wipers' }),
    ]);
    renderWithProviders(<MaintenanceReminders />);

    const card = await screen.findByRole('region', { name: '2 maintenance tasks need attention' });
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'OverdueOil and filterBig Blue250 km past due (was due at 60,000 km)',
      'Due soonAnnual serviceDue 01/07/2026',
    ]);
    expect(within(card).getByRole('link', { name: 'Open Vehicle Maintenance' }).getAttribute('href')).toBe(
      '/wheels?tab=maintenance',
    );
  });

  it('shows nothing while every schedule is fine', async () => {
    const calls = stub([reminder({})]);
    const { container } = renderWithProviders(<MaintenanceReminders />);
    await waitFor(() => expect(calls.some((c) => c.path === '/maintenance/reminders')).toBe(true));
    // Let the answer render before checking that nothing did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
