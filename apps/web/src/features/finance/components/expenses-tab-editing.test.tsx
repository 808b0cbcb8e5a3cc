import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Expense } from '@ww/contracts';
import { signedInEachTest } from '#testing/signed-in.ts';
import { discardEntry } from '#shared/lib/outbox/index.ts';
import { outboxStore } from '#shared/lib/outbox/outbox-runtime.ts';
import { jsonResponse } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import ExpensesTab from './expenses-tab.tsx';
import { listPage, makeExpense, TEST_USER } from '#testing/factories.ts';
import { setOnline } from '#testing/network.ts';
import {
  plain,
  expensesApi,
  rowNames,
  list,
  addForm,
  addExpense,
  backOnline,
  rowTexts,
} from '#testing/fixtures/expenses.ts';

signedInEachTest(TEST_USER, { outbox: true });

describe('expenses tab: adding, deleting and editing, online and offline', () => {
  it('puts an added expense first, even one dated earlier, and counts it in the totals', async () => {
    const existing = makeExpense({ description: 'Groceries', amount: 60, date: '2026-11-20' });
    const created = makeExpense({
      description: 'Oil change',
      amount: 45.5,
      category: 'maintenance',
      date: '2026-11-02',
    });
    const calls = expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([existing])),
      'POST /expenses': () => jsonResponse(201, { data: created, alerts: [] }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('Groceries');

    fireEvent.change(addForm().getByLabelText('Category'), { target: { value: 'maintenance' } });
    fireEvent.change(addForm().getByLabelText('Date'), { target: { value: '2026-11-02' } });
    addExpense('45.50', 'Oil change');

    await waitFor(() => expect(rowNames()).toEqual(['Oil change', 'Groceries']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 45.5,
      category: 'maintenance',
      date: '2026-11-02',
      description: 'Oil change',
      currency: 'USD',
    });
    expect(plain(screen.getByRole('region', { name: 'Total spent' }).textContent)).toContain('$105.50 (2 entries)');
    expect(await screen.findByText('Expense of $45.50 added.')).toBeTruthy();
    // The new row stays first (SPEC §4): the list is not read again into date order.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rowNames()).toEqual(['Oil change', 'Groceries']);
    expect(plain(screen.getByRole('region', { name: 'Total spent' }).textContent)).toContain('$105.50 (2 entries)');
  });

  it('checks the form before sending anything', async () => {
    const calls = expensesApi({ 'GET /expenses': () => jsonResponse(200, listPage([])) });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    addExpense('0', 'Free coffee');
    expect(await screen.findByText('The amount must be more than zero.')).toBeTruthy();
    fireEvent.change(addForm().getByLabelText('Currency'), { target: { value: 'US' } });
    addExpense('12.3456', '');
    expect(
      await screen.findByText(
        'More than 2 decimals. Write cents after a point (12.35) and thousands with a comma (12,345).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Use a 3-letter currency code such as USD, EUR or MXN.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('clears the amount and description after an add, keeping the category, date and currency', async () => {
    expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([])),
      'POST /expenses': ({ body }) =>
        jsonResponse(201, { data: makeExpense({ ...(body as Partial<Expense>) }), alerts: [] }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    fireEvent.change(addForm().getByLabelText('Category'), { target: { value: 'food' } });
    fireEvent.change(addForm().getByLabelText('Currency'), { target: { value: 'eur' } });
    addExpense('12.50', 'Bread');
    expect(await screen.findByText('Expense of €12.50 added.')).toBeTruthy();
    expect(addForm().getByLabelText<HTMLInputElement>('Amount').value).toBe('');
    expect(addForm().getByLabelText<HTMLInputElement>('Description').value).toBe('');
    expect(addForm().getByLabelText<HTMLSelectElement>('Category').value).toBe('food');
    expect(addForm().getByLabelText<HTMLInputElement>('Currency').value).toBe('EUR');
  });

  it('shows the field errors of a refused add on the fields, with the reason', async () => {
    expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([])),
      'POST /expenses': () =>
        jsonResponse(400, {
          error: { class: 'validation', message: 'invalid', fields: { amount: 'amount_too_large' } },
        }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText(/No expenses yet/);
    addExpense('12', 'Bread');
    const amount = addForm().getByLabelText('Amount');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(addForm().getByText('That amount is too large: at most 9,999,999,999.99.')).toBeTruthy();
    // What was typed stays, to be corrected.
    expect((amount as HTMLInputElement).value).toBe('12');
  });

  it('deletes on the server at once and puts the same expense back on Undo', async () => {
    const fuel = makeExpense({ description: 'Diesel', amount: 80, date: '2026-11-21' });
    const food = makeExpense({ description: 'Groceries', amount: 20, date: '2026-11-20' });
    let rows = [fuel, food];
    const calls = expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage(rows)),
      [`DELETE /expenses/${fuel.id}`]: () => {
        rows = [food];
        return jsonResponse(204);
      },
      [`POST /expenses/${fuel.id}/restore`]: () => {
        rows = [fuel, food];
        return jsonResponse(200, { data: fuel, alerts: [] });
      },
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('Diesel');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Diesel' }));
    expect(rowNames()).toEqual(['Groceries']);
    expect(plain(screen.getByRole('region', { name: 'Total spent' }).textContent)).toContain('$20.00 (1 entry)');
    expect(await screen.findByText('Deleted “Diesel”.')).toBeTruthy();
    // Decided at once: the delete does not wait for the undo time.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/expenses/${fuel.id}`]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowNames()).toEqual(['Diesel', 'Groceries']));
    expect(plain(screen.getByRole('region', { name: 'Total spent' }).textContent)).toContain('$100.00 (2 entries)');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/expenses/${fuel.id}/restore`]);
  });

  it('an Undo pressed before the delete is answered restores once the delete is done', async () => {
    const fuel = makeExpense({ description: 'Diesel' });
    let answerDelete: () => void = () => {};
    const calls = expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([fuel])),
      [`DELETE /expenses/${fuel.id}`]: () =>
        new Promise<Response>((resolve) => {
          answerDelete = () => resolve(jsonResponse(204));
        }),
      [`POST /expenses/${fuel.id}/restore`]: () => jsonResponse(200, { data: fuel, alerts: [] }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('Diesel');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Diesel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    answerDelete();
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['DELETE', 'POST']),
    );
  });

  it('leaving the page during the undo time keeps the delete, sent once', async () => {
    const fuel = makeExpense({ description: 'Diesel' });
    const calls = expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([fuel])),
      [`DELETE /expenses/${fuel.id}`]: () => jsonResponse(204),
    });
    const view = renderWithProviders(<ExpensesTab />);
    await screen.findByText('Diesel');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Diesel' }));
    view.unmount();
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['DELETE']);
  });

  it('says so when the undo comes too late for the server', async () => {
    const fuel = makeExpense({ description: 'Diesel' });
    expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([fuel])),
      [`DELETE /expenses/${fuel.id}`]: () => jsonResponse(204),
      [`POST /expenses/${fuel.id}/restore`]: () =>
        jsonResponse(404, {
          error: {
            class: 'other',
            code: 'restore_expired',
            message: 'This can no longer be restored: the time to undo the delete has passed.',
          },
        }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('Diesel');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Diesel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(/“Diesel” could not be restored\./)).toBeTruthy();
  });

  it('brings the row back with the reason when the server refuses the delete', async () => {
    const fuel = makeExpense({ description: 'Diesel' });
    expensesApi({
      'GET /expenses': () => jsonResponse(200, listPage([fuel])),
      [`DELETE /expenses/${fuel.id}`]: () =>
        jsonResponse(403, {
          error: {
            class: 'rls_permission',
            message: 'Access denied. Please check your permissions or contact support.',
          },
        }),
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('Diesel');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Diesel' }));
    expect(screen.queryByText('Diesel')).toBeNull();
    expect(
      await screen.findByText(
        '“Diesel” could not be deleted. Access denied. Please check your permissions or contact support.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Diesel')).toBeTruthy();
  });

  it('saves an inline edit with PATCH and reloads the list', async () => {
    const fuel = makeExpense({ description: 'Diesel', amount: 80, category: 'fuel', date: '2026-11-21' });
    let reloaded = false;
    const calls = expensesApi({
      'GET /expenses': () =>
        jsonResponse(200, listPage([reloaded ? { ...fuel, amount: 85.1, description: 'Diesel, full tank' } : fuel])),
      [`PATCH /expenses/${fuel.id}`]: () => {
        reloaded = true;
        return jsonResponse(200, { data: { ...fuel, amount: 85.1, description: 'Diesel, full tank' }, alerts: [] });
      },
    });
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('Diesel');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Diesel' }));
    const form = screen.getByRole('form', { name: 'Edit expense' });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '85.10' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Diesel, full tank' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Diesel, full tank')).toBeTruthy();
    expect(list().getByText('$85.10')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      amount: 85.1,
      category: 'fuel',
      date: '2026-11-21',
      description: 'Diesel, full tank',
    });
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/expenses')).toHaveLength(2);
  });

  describe('offline', () => {
    it('shows an expense added offline first at once, waiting to send, and sends it once back online', async () => {
      setOnline(false);
      const existing = makeExpense({ description: 'Groceries', amount: 60, date: '2026-11-20' });
      // The server's list: what it has been sent.
      const stored = [existing];
      const calls = expensesApi({
        'GET /expenses': () => jsonResponse(200, listPage(stored)),
        'POST /expenses': ({ body }) => {
          const saved = makeExpense({ ...(body as Partial<Expense>) });
          stored.unshift(saved);
          return jsonResponse(201, { data: saved, alerts: [] });
        },
      });
      renderWithProviders(<ExpensesTab />);
      await screen.findByText('Groceries');

      fireEvent.change(addForm().getByLabelText('Date'), { target: { value: '2026-11-21' } });
      addExpense('30', 'Diesel at Moab');

      expect(
        await screen.findByText('Saved on this device. It will be sent as soon as there is a connection.'),
      ).toBeTruthy();
      await waitFor(() => expect(rowNames()).toEqual(['Diesel at Moab', 'Groceries']));
      expect(rowTexts()[0]).toContain('$30.00');
      expect(rowTexts()[0]).toContain('Waiting to send');
      expect(plain(screen.getByRole('region', { name: 'Total spent' }).textContent)).toContain('$90.00 (2 entries)');
      // Its edit and delete come back once the server has it; the other rows keep theirs.
      expect(screen.queryByRole('button', { name: 'Edit Diesel at Moab' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete Diesel at Moab' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Edit Groceries' })).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
      const store = await outboxStore();
      expect((await store.list(TEST_USER.id)).map((e) => [e.kind, e.summary])).toEqual([
        ['expense', 'Diesel at Moab, $30.00'],
      ]);

      backOnline();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Diesel at Moab' })).toBeTruthy());
      expect(screen.queryByText('Waiting to send')).toBeNull();
      expect(rowNames()).toEqual(['Diesel at Moab', 'Groceries']);
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { amount: 30, category: 'fuel', date: '2026-11-21', description: 'Diesel at Moab', currency: 'USD' },
      ]);
    });

    it('changes an expense offline at once; when it was deleted on another device meanwhile, the list is read again', async () => {
      setOnline(false);
      const fuel = makeExpense({ description: 'Diesel', amount: 80, category: 'fuel', date: '2026-11-21' });
      let stored = [fuel];
      const calls = expensesApi({
        'GET /expenses': () => jsonResponse(200, listPage(stored)),
        [`PATCH /expenses/${fuel.id}`]: () =>
          jsonResponse(404, { error: { class: 'other', message: 'Not found.', code: 'not_found' } }),
      });
      renderWithProviders(<ExpensesTab />);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Diesel' }));
      const form = within(screen.getByRole('form', { name: 'Edit expense' }));
      fireEvent.change(form.getByLabelText('Amount'), { target: { value: '85.10' } });
      fireEvent.click(form.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(rowTexts()[0]).toContain('$85.10'));
      expect(rowTexts()[0]).toContain('Waiting to send');
      expect(plain(screen.getByRole('region', { name: 'Total spent' }).textContent)).toContain('$85.10 (1 entry)');

      // Meanwhile the expense was deleted on another device.
      stored = [];
      backOnline();
      await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ amount: 85.1 });
      const store = await outboxStore();
      await waitFor(async () =>
        expect((await store.list(TEST_USER.id)).map((e) => [e.kind, e.status, e.conflict, e.baseVersion])).toEqual([
          ['expense', 'conflict', 'deleted', fuel.updated_at],
        ]),
      );
      await waitFor(() => expect(rowTexts()[0]).toContain('Not saved: see the changes waiting to send'));

      // The user gives their change up (the outbox panel's Discard): the list is the server's again.
      await act(async () => discardEntry((await store.list(TEST_USER.id))[0]!.key));
      expect(await screen.findByText(/No expenses yet/)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    });

    it('an Undo of a delete made offline keeps the expense and sends nothing', async () => {
      setOnline(false);
      const fuel = makeExpense({ description: 'Diesel', amount: 80, date: '2026-11-21' });
      const food = makeExpense({ description: 'Groceries', amount: 20, date: '2026-11-20' });
      const calls = expensesApi({ 'GET /expenses': () => jsonResponse(200, listPage([fuel, food])) });
      renderWithProviders(<ExpensesTab />);
      await screen.findByText('Diesel');

      fireEvent.click(screen.getByRole('button', { name: 'Delete Diesel' }));
      await waitFor(() => expect(rowNames()).toEqual(['Groceries']));
      fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(rowNames()).toEqual(['Diesel', 'Groceries']));
      expect(plain(screen.getByRole('region', { name: 'Total spent' }).textContent)).toContain('$100.00 (2 entries)');
      expect(await (await outboxStore()).list(TEST_USER.id)).toEqual([]);

      backOnline();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
      expect(await screen.findByRole('button', { name: 'Delete Diesel' })).toBeTruthy();
    });
  });
});
