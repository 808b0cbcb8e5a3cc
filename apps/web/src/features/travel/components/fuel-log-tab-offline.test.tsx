import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { discardEntry } from '#shared/lib/outbox/index.ts';
import { outboxStore } from '#shared/lib/outbox/outbox-runtime.ts';
import { jsonResponse } from '#testing/api-stub.ts';
import { backOnline, setOnline } from '#testing/network.ts';
import { renderWithOutbox } from '#testing/render-with-outbox.tsx';
import { signedInEachTest } from '#testing/signed-in.ts';
import FuelLogTab from './fuel-log-tab.tsx';
import { USER, VAN, entry, FIRST, SECOND, stubFuelApi, fillUpRows } from '#testing/fixtures/fuel-log.ts';

signedInEachTest(USER, { outbox: true });

describe('fuel log tab offline', () => {
  describe('offline', () => {
    it('shows a fill-up logged offline at once as typed, waiting to send, and sends it once back online', async () => {
      setOnline(false);
      // The server's log: what it has been sent.
      const stored = [SECOND, FIRST];
      const calls = stubFuelApi('us', {
        'GET /fuel-log': () => jsonResponse(200, { data: stored }),
        'POST /fuel-log': (call) => {
          const saved = entry({
            id: '00000000-0000-4000-8000-0000000006b3',
            filled_on: '2026-03-02',
            volume_l: 47.32,
            price_per_l: 0.951,
            total_cost: 44.99,
            entered_unit: 'gal',
            entered_volume: 12.5,
            entered_price: 3.599,
            place: (call.body as { place: string }).place,
          });
          stored.unshift(saved);
          return jsonResponse(201, { data: saved });
        },
      });
      renderWithOutbox(<FuelLogTab />);
      const form = within(await screen.findByRole('form', { name: 'New fill-up' }));
      await waitFor(() => expect(form.getByLabelText<HTMLSelectElement>('Vehicle').value).toBe(VAN.id));
      await screen.findByRole('list', { name: 'Fill-ups, newest first' });
      fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-03-02' } });
      fireEvent.change(form.getByLabelText('Volume (gal)'), { target: { value: '12.5' } });
      fireEvent.change(form.getByLabelText('Price per gal'), { target: { value: '3.599' } });
      fireEvent.change(form.getByLabelText('Place'), { target: { value: 'Pilot' } });
      fireEvent.click(form.getByRole('button', { name: 'Add fill-up' }));

      expect(
        await screen.findByText('Saved on this device. It will be sent as soon as there is a connection.'),
      ).toBeTruthy();
      // Newest first, as typed; the total the server works out from the price is not guessed.
      await waitFor(() => expect(fillUpRows()).toHaveLength(3));
      const pending = fillUpRows()[0]!;
      expect(pending).toContain('2026-03-02 · Big Blue · Pilot');
      expect(pending).toContain('12.5 gal at $3.599/gal');
      expect(pending).not.toContain('=');
      expect(pending).toContain('Waiting to send');
      // Edit and delete come back once the server has it.
      expect(screen.queryByRole('button', { name: 'Edit the fill-up of 2026-03-02' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete the fill-up of 2026-03-02' })).toBeNull();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

      backOnline();
      await waitFor(() => expect(fillUpRows()[0]).toContain('12.5 gal at $3.599/gal = $44.99'));
      expect(screen.queryByText('Waiting to send')).toBeNull();
      expect(fillUpRows()).toHaveLength(3);
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Edit the fill-up of 2026-03-02' })).toBeTruthy();
    });

    it('changes a fill-up offline at once; when it was deleted on another device meanwhile, the log is read again', async () => {
      setOnline(false);
      let stored = [SECOND, FIRST];
      const calls = stubFuelApi('us', {
        'GET /fuel-log': () => jsonResponse(200, { data: stored }),
        [`PATCH /fuel-log/${SECOND.id}`]: () =>
          jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } }),
      });
      renderWithOutbox(<FuelLogTab />);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit the fill-up of 2026-02-20' }));
      const form = within(screen.getByRole('form', { name: 'Edit the fill-up of 2026-02-20' }));
      fireEvent.change(form.getByLabelText('Place'), { target: { value: 'Love’s' } });
      fireEvent.click(form.getByRole('button', { name: 'Save changes' }));

      await waitFor(() => expect(fillUpRows()[0]).toContain('2026-02-20 · Big Blue · Love’s'));
      expect(fillUpRows()[0]).toContain('Waiting to send');

      // Meanwhile the fill-up was deleted on another device.
      stored = [FIRST];
      backOnline();
      await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ place: 'Love’s' });
      const store = await outboxStore();
      await waitFor(async () =>
        expect((await store.list(USER.id)).map((e) => [e.kind, e.status, e.conflict])).toEqual([
          ['fuel_entry', 'conflict', 'deleted'],
        ]),
      );

      // The user gives their change up (the outbox panel's Discard): the log is the server's again.
      await act(async () => discardEntry((await store.list(USER.id))[0]!.key));
      await waitFor(() => expect(fillUpRows()).toHaveLength(1));
      expect(fillUpRows()[0]).toContain('2026-02-01 · Big Blue');
      expect(screen.queryByText('Love’s', { exact: false })).toBeNull();
      expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    });
  });
});
