import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type UnitPreset, type VehicleInput } from '@ww/contracts';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, settingsAnswer } from '#testing/test-account.ts';
import { VehicleForm } from './vehicle-form.tsx';

const USER = { id: '00000000-0000-4000-8000-0000000000c1', email: 'jo@example.com' };

function renderForm(onSubmit: (input: VehicleInput) => Promise<unknown>, preset: UnitPreset = 'us') {
  stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, preset),
  });
  renderWithProviders(<VehicleForm vehicles={[]} busy={false} onSubmit={onSubmit} />);
  return within(screen.getByRole('form', { name: 'New rig' }));
}

signedInEachTest(USER);

describe('vehicle form', () => {
  it('sends what was typed in feet and gallons as metres and litres, as the contract asks', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const form = renderForm(onSubmit);
    await form.findByLabelText('Height (ft)');
    fireEvent.change(form.getByLabelText('Name'), { target: { value: '  Big Blue ' } });
    fireEvent.change(form.getByLabelText('Height (ft)'), { target: { value: '10.5' } });
    fireEvent.change(form.getByLabelText('Tank size (gal)'), { target: { value: '25' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rig' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Big Blue',
      kind: 'motorhome',
      tow_vehicle_id: null,
      fuel_type: 'diesel',
      height_m: 3.2,
      length_m: null,
      width_m: null,
      gross_mass_kg: null,
      empty_mass_kg: null,
      tank_l: 94.6,
      consumption_l_per_100km: null,
    });
  });

  it('takes a British rig in feet, litres and mpg (imp), and sends metres, litres and L/100 km', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const form = renderForm(onSubmit, 'uk');
    await form.findByLabelText('Tank size (L)');
    expect(form.getByLabelText('Height (ft)')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Swift' } });
    fireEvent.change(form.getByLabelText('Tank size (L)'), { target: { value: '90' } });
    fireEvent.change(form.getByLabelText('Consumption (mpg (imp))'), { target: { value: '25' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rig' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // 25 imperial mpg is 11.3 L/100 km (it would be 9.41 in US gallons).
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tank_l: 90, consumption_l_per_100km: 11.3 }));
  });

  it('words the contract’s refusals before sending, and the server’s on the field it names', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiRequestError('bad', { status: 400, errorClass: 'validation', fields: { length_m: 'too_large' } }),
      ),
    );
    const form = renderForm(onSubmit);
    await form.findByLabelText('Height (ft)');
    fireEvent.change(form.getByLabelText('Height (ft)'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rig' }));
    expect(await form.findByText('Required.')).toBeTruthy();
    expect(form.getByText('Enter a number above zero.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Big Blue' } });
    fireEvent.change(form.getByLabelText('Height (ft)'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('Length (ft)'), { target: { value: '300' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rig' }));
    expect(await form.findByText('Too large.')).toBeTruthy();
    expect(form.getByLabelText('Length (ft)').getAttribute('aria-invalid')).toBe('true');
  });
});
