import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type StorageItem, type StorageSummary, type UnitPreset } from '@ww/contracts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { makeVehicle } from '#testing/factories.ts';
import { setOnline } from '#testing/network.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { renderWithOutbox } from '#testing/render-with-outbox.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import { sessionResponse, settingsAnswer } from '#testing/test-account.ts';
import StorageTab from './storage-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000061', email: 'robin@example.com' };
const VAN = makeVehicle({
  id: '00000000-0000-4000-8000-0000000006a1',
  user_id: USER.id,
  gross_mass_kg: 3500,
  empty_mass_kg: 2900,
});
const RAMPS: StorageItem = {
  id: '00000000-0000-4000-8000-0000000006b1',
  user_id: USER.id,
  vehicle_id: VAN.id,
  name: 'Levelling ramps',
  location: 'Rear locker',
  quantity: 2,
  unit_weight_kg: 4.5359237,
  notes: '',
  created_at: '',
  updated_at: '',
};
const summary = (over: Partial<StorageSummary> = {}): StorageSummary => ({
  vehicle_id: null,
  item_count: 1,
  unweighed_count: 0,
  total_weight_kg: 9.0718474,
  by_location: [{ location: 'Rear locker', quantity: 2, weight_kg: 9.0718474 }],
  payload_kg: null,
  payload_used_pct: null,
  over_limit: false,
  ...over,
});

function stubStorageApi(units: UnitPreset, overrides: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => settingsAnswer(USER, units),
    'GET /vehicles': () => jsonResponse(200, { data: [VAN] }),
    'GET /storage-items': (call) =>
      jsonResponse(200, { data: new URLSearchParams(call.search).get('q') === 'zzz' ? [] : [RAMPS] }),
    'GET /storage-items/summary': (call) =>
      jsonResponse(200, {
        data: call.search.includes(VAN.id)
          ? summary({
              vehicle_id: VAN.id,
              total_weight_kg: 640,
              payload_kg: 600,
              payload_used_pct: 106.7,
              over_limit: true,
            })
          : summary(),
      }),
    'POST /storage-items': (call) =>
      jsonResponse(201, { data: { ...RAMPS, id: '00000000-0000-4000-8000-0000000006b2', ...(call.body as object) } }),
    ...overrides,
  });
}

signedInEachTest(USER, { outbox: true });

describe('RV storage tab', () => {
  it('lists items with their weight in pounds and totals by location', async () => {
    stubStorageApi('us');
    renderWithProviders(<StorageTab />);
    const items = within(await screen.findByRole('list', { name: 'Stored items' }));
    expect(items.getAllByRole('listitem')[0]!.textContent).toContain('2 × Levelling ramps');
    expect(items.getAllByRole('listitem')[0]!.textContent).toContain('Rear locker · Big Blue · 20 lb');
    const byLocation = within(await screen.findByRole('list', { name: 'Weight by location' }));
    expect(byLocation.getByText('20 lb')).toBeTruthy();
    expect(
      screen.getByText('Choose a rig with its gross and empty mass to compare this with its payload.'),
    ).toBeTruthy();
  });

  it('shows the payload bar and an over-limit warning for the chosen rig', async () => {
    stubStorageApi('metric');
    renderWithProviders(<StorageTab />);
    fireEvent.change(await screen.findByLabelText('Show items of'), { target: { value: VAN.id } });
    const bar = await screen.findByRole('progressbar', { name: 'Payload used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('640 kg of 600 kg payload (106.7 %)')).toBeTruthy();
    expect(screen.getByText('Over the payload by 40 kg. Lighten the load before you drive.')).toBeTruthy();
  });

  it('adds an item with its weight typed in pounds and sent in kg, and searches on the server', async () => {
    const calls = stubStorageApi('us');
    renderWithProviders(<StorageTab />);
    const form = within(await screen.findByRole('form', { name: 'New stored item' }));
    fireEvent.click(form.getByRole('button', { name: 'Add item' }));
    expect(await form.findByText('Required.')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Item'), { target: { value: 'Gas bottle' } });
    fireEvent.change(form.getByLabelText('Where it is stored'), { target: { value: 'Gas locker' } });
    fireEvent.change(form.getByLabelText('Weight each (lb)'), { target: { value: '40' } });
    fireEvent.click(form.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Gas bottle',
      location: 'Gas locker',
      quantity: 1,
      unit_weight_kg: 18.14,
      vehicle_id: null,
      notes: '',
    });
    expect(await screen.findByText('Item saved.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search name, location or notes' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No items match your search.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/storage-items' && c.search === '?q=zzz')).toBe(true);
  });

  it('offline: an added item shows at once waiting to send, a deleted one goes at once; both are sent once back online', async () => {
    setOnline(false);
    let stored: StorageItem[] = [RAMPS];
    const HOSE: StorageItem = { ...RAMPS, id: '00000000-0000-4000-8000-0000000006b2', name: 'Water hose', quantity: 1 };
    const calls = stubStorageApi('metric', {
      'GET /storage-items': () => jsonResponse(200, { data: stored }),
      'POST /storage-items': () => {
        stored = [...stored, HOSE];
        return jsonResponse(201, { data: HOSE });
      },
      [`DELETE /storage-items/${RAMPS.id}`]: () => {
        stored = stored.filter((i) => i.id !== RAMPS.id);
        return jsonResponse(204);
      },
    });
    renderWithOutbox(<StorageTab />);
    const list = () => within(screen.getByRole('list', { name: 'Stored items' }));
    expect(await screen.findByText('2 × Levelling ramps')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'New stored item' }));
    fireEvent.change(form.getByLabelText('Item'), { target: { value: 'Water hose' } });
    fireEvent.change(form.getByLabelText('Where it is stored'), { target: { value: 'Rear locker' } });
    fireEvent.click(form.getByRole('button', { name: 'Add item' }));
    const hose = (await list().findByText('Water hose')).closest('li')!;
    expect(hose.textContent).toContain('Waiting to send');
    expect(within(hose).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Levelling ramps' }));
    await waitFor(() => expect(screen.queryByText('2 × Levelling ramps')).toBeNull());
    expect(
      await screen.findByText('Deleted on this device. The deletion will be sent as soon as there is a connection.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('Waiting to send')).toBeNull());
    await waitFor(() =>
      expect(
        list()
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent),
      ).toEqual(['Water hose']),
    );
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /storage-items',
      `DELETE /storage-items/${RAMPS.id}`,
    ]);
  });
});
