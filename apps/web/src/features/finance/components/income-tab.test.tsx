import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Income } from '@ww/contracts';
import { signedInEachTest } from '#testing/signed-in.ts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { sessionResponse, testSettings } from '#testing/test-account.ts';
import { listPage, TEST_USER } from '#testing/factories.ts';
import IncomeTab from './income-tab.tsx';
import { setOnline } from '#testing/network.ts';

function income(overrides: Partial<Income>): Income {
  return {
    id: '00000000-0000-4000-8000-0000000001a1',
    user_id: TEST_USER.id,
    source: 'Workamping, Yellowstone',
    amount: 1800,
    currency: 'USD',
    date: '2026-11-15',
    recurrence: 'monthly',
    side_income_source_id: null,
    created_at: '',
    updated_at: '',
    ...overrides,
  };
}

signedInEachTest(TEST_USER, { outbox: true });

describe('income tab', () => {
  it('lists income with its recurrence and totals, and adds new income first', async () => {
    const existing = income({});
    const added = income({
      id: '00000000-0000-4000-8000-0000000001a2',
      source: 'Craft fair',
      amount: 240,
      recurrence: 'none',
      date: '2026-11-01',
    });
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(TEST_USER),
      'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
      'GET /income': () => jsonResponse(200, listPage([existing])),
      'POST /income': () => jsonResponse(201, { data: added }),
    });
    renderWithProviders(<IncomeTab />);
    const list = within(await screen.findByRole('list', { name: 'Income, newest first' }));
    expect(list.getByText('Workamping, Yellowstone')).toBeTruthy();
    expect(list.getAllByRole('listitem')[0]?.textContent).toContain('Monthly');

    const form = within(screen.getByRole('form', { name: 'New income' }));
    fireEvent.change(form.getByLabelText('Source'), { target: { value: 'Craft fair' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '240' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-11-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Add income' }));

    await waitFor(() =>
      expect(list.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Craft fair',
        'Workamping, Yellowstone',
      ]),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      source: 'Craft fair',
      amount: 240,
      date: '2026-11-01',
      currency: 'USD',
      recurrence: 'none',
    });
    expect(screen.getByRole('region', { name: 'Total received' }).textContent).toContain('$2,040.00 (2 entries)');
  });

  it('shows income added offline first at once, waiting to send, and sends it once back online', async () => {
    setOnline(false);
    const stored = [income({})];
    const calls = stubApi({
      'GET /auth/session': () => sessionResponse(TEST_USER),
      'GET /settings': () => jsonResponse(200, { data: testSettings(TEST_USER) }),
      'GET /income': () => jsonResponse(200, listPage(stored)),
      'POST /income': ({ body }) => {
        const saved = income({ id: '00000000-0000-4000-8000-0000000001a3', ...(body as Partial<Income>) });
        stored.unshift(saved);
        return jsonResponse(201, { data: saved });
      },
    });
    renderWithProviders(<IncomeTab />);
    const list = within(await screen.findByRole('list', { name: 'Income, newest first' }));
    const form = within(screen.getByRole('form', { name: 'New income' }));
    fireEvent.change(form.getByLabelText('Source'), { target: { value: 'Craft fair' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '240' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    fireEvent.click(form.getByRole('button', { name: 'Add income' }));

    expect(
      await screen.findByText('Saved on this device. It will be sent as soon as there is a connection.'),
    ).toBeTruthy();
    await waitFor(() => expect(list.getAllByRole('listitem')[0]?.textContent).toContain('Craft fair'));
    expect(list.getAllByRole('listitem')[0]?.textContent).toContain('Waiting to send');
    expect(screen.queryByRole('button', { name: 'Edit Craft fair' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Craft fair' })).toBeTruthy());
    expect(screen.queryByText('Waiting to send')).toBeNull();
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Craft fair',
      'Workamping, Yellowstone',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
