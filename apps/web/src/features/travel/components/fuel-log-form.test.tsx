import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, DEFAULT_SETTINGS, todayIn } from '@ww/contracts';
import { invalidInput, jsonResponse, stubApi, type RecordedCall } from '#testing/api-stub.ts';
import { makeVehicle } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, settingsAnswer } from '#testing/test-account.ts';
import { EMPTY_STATS, entry } from '#testing/fixtures/fuel-log.ts';
import FuelLogTab from './fuel-log-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000071', email: 'robin@example.com' };
const VAN = makeVehicle({ id: '00000000-0000-4000-8000-0000000007a1', user_id: USER.id });
// The rig's fill-up before the one typed: 10,000 mi on the odometer.
const EARLIER = entry({
  id: '00000000-0000-4000-8000-0000000007b1',
  user_id: USER.id,
  vehicle_id: VAN.id,
  volume_l: 37.85,
  price_per_l: 0.925,
  total_cost: 35,
  entered_unit: 'gal',
  entered_volume: 10,
  entered_price: 3.5,
});

/** The server's 400 for a reading out of place, as the API sends it (a message key on odometer_km). */
const refused = (key: string) => invalidInput({ code: 'invalid_input', fields: { odometer_km: key } });

function stubFuelApi(post: (call: RecordedCall) => Response) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, 'us', { date_format: 'YYYY-MM-DD' }),
    'GET /vehicles': () => jsonResponse(200, { data: [VAN] }),
    'GET /fuel-log': () => jsonResponse(200, { data: [EARLIER] }),
    'GET /fuel-log/stats': () => jsonResponse(200, { data: EMPTY_STATS }),
    'POST /fuel-log': post,
  });
}

/** Types a fill-up of 8 gal at $3.60 on the rig, dated `date` with the reading `odometer` (in miles), and sends it. */
async function typeFill(date: string, odometer: string) {
  const form = within(await screen.findByRole('form', { name: 'New fill-up' }));
  await waitFor(() => expect(form.getByLabelText<HTMLSelectElement>('Vehicle').value).toBe(VAN.id));
  fireEvent.change(form.getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(form.getByLabelText('Odometer (mi)'), { target: { value: odometer } });
  fireEvent.change(form.getByLabelText('Volume (gal)'), { target: { value: '8' } });
  fireEvent.change(form.getByLabelText('Price per gal'), { target: { value: '3.6' } });
  fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));
  return form;
}

/** The texts a form control is described by (its hint and its error). */
function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

signedInEachTest(USER);

describe('fuel log form', () => {
  it('shows a reading below the previous fill-up on the odometer field, and sends it with the reset box ticked', async () => {
    // As the server does: a lower reading than the fill-up before is refused unless it says the odometer was reset.
    const calls = stubFuelApi((call) =>
      (call.body as { odometer_reset?: boolean }).odometer_reset
        ? jsonResponse(201, { data: { ...EARLIER, id: '00000000-0000-4000-8000-0000000007b2', odometer_reset: true } })
        : refused('odometer_below_previous'),
    );
    renderWithProviders(<FuelLogTab />);
    const form = await typeFill('2026-02-20', '9,500');

    const message =
      'Lower than the reading of the fill-up before this date. If the odometer was reset or this is another rig, ' +
      'tick “Odometer reset or new rig”.';
    expect(await form.findByText(message)).toBeTruthy();
    expect(form.getByLabelText('Odometer (mi)').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(form.getByLabelText('Odometer (mi)'))).toBe(message);
    expect(form.getByLabelText('Date').getAttribute('aria-invalid')).toBeNull();
    expect(form.getByLabelText<HTMLInputElement>('Odometer (mi)').value).toBe('9,500');
    expect(screen.queryByText('Fill-up saved.')).toBeNull();

    fireEvent.click(form.getByLabelText(/Odometer reset or new rig/));
    fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));
    expect(await screen.findByText('Fill-up saved.')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toMatchObject({ filled_on: '2026-02-20', odometer_km: 15_288.8, odometer_reset: false });
    expect(posts[1]!.body).toMatchObject({ filled_on: '2026-02-20', odometer_km: 15_288.8, odometer_reset: true });
    await waitFor(() => expect(form.queryByText(message)).toBeNull());
  });

  it('refuses a date after today at the date, once, and sends nothing', async () => {
    const calls = stubFuelApi(() => jsonResponse(201, { data: EARLIER }));
    renderWithProviders(<FuelLogTab />);
    // Today as the server counts it: in the settings' time zone.
    const tomorrow = addDays(todayIn(DEFAULT_SETTINGS.regional_preferences.timezone), 1);
    const form = await typeFill(tomorrow, '10,100');

    const message = 'This date is after today. Log a fill-up once it has happened.';
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(descriptionOf(form.getByLabelText('Date'))).toBe(message);
    expect(screen.queryByText(/Invalid data/)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a refusal no field can say beside the button, in the server’s words, once', async () => {
    // A check constraint's refusal, as the server words it (SQLSTATE 23514).
    const sentence = 'A value is missing or outside what is allowed.';
    stubFuelApi(() => invalidInput({ message: sentence, code: '23514' }));
    renderWithProviders(<FuelLogTab />);
    const form = await typeFill('2026-01-20', '10,100');

    expect(await form.findByRole('alert')).toHaveProperty('textContent', sentence);
    expect(screen.getAllByText(sentence)).toHaveLength(1);
  });

  it('shows a reading above the next fill-up on the odometer field', async () => {
    stubFuelApi(() => refused('odometer_above_next'));
    renderWithProviders(<FuelLogTab />);
    const form = await typeFill('2026-01-20', '10,200');

    const message = 'Higher than the reading of the next fill-up after this date. Check the reading or the date.';
    expect(await form.findByText(message)).toBeTruthy();
    expect(descriptionOf(form.getByLabelText('Odometer (mi)'))).toBe(message);
  });
});
