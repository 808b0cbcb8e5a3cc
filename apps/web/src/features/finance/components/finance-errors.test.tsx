import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signedInEachTest } from '#testing/signed-in.ts';
import { jsonResponse, type ApiHandler } from '#testing/api-stub.ts';
import { listPage, makeExpense, TEST_USER } from '#testing/factories.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { winsApi } from './wins-test-api.ts';
import BudgetsTab from './budgets-tab.tsx';
import ExpensesTab from './expenses-tab.tsx';

function financeApi(handlers: Record<string, ApiHandler> = {}) {
  return winsApi({
    'GET /expenses': () => jsonResponse(200, listPage([makeExpense({ description: 'Diesel', amount: 82.4 })])),
    ...handlers,
  });
}

signedInEachTest(TEST_USER);

describe('finance errors that help', () => {
  it('names the budget that already exists, in the language of the page', async () => {
    const exists = () =>
      jsonResponse(409, {
        error: {
          class: 'validation',
          message: 'A monthly budget for fuel already exists; change its limit instead.',
          code: 'budget_exists',
          fields: { category: 'budget_exists' },
        },
      });
    financeApi({ 'POST /budgets': exists });
    renderWithProviders(<BudgetsTab />);
    const form = within(await screen.findByRole('form', { name: 'New budget' }));
    fireEvent.change(form.getByLabelText('Category'), { target: { value: 'fuel' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(form.getByRole('button', { name: 'Create budget' }));
    const text = 'Your Fuel budget (Monthly) already exists below: change its limit there instead of adding another.';
    expect(await form.findByText(text)).toBeTruthy();
    expect(form.getByLabelText('Category').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a custom period that ends before it starts is reversed instead of showing $0.00', async () => {
    const calls = financeApi();
    renderWithProviders(<ExpensesTab />);
    await screen.findByText('Diesel');
    const filters = within(screen.getByRole('group', { name: 'Filter expenses' }));
    fireEvent.change(filters.getByLabelText('Period'), { target: { value: 'custom' } });
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2026-11-01' } });

    expect(
      await screen.findByText('The period ends before it starts: choose a “To” date on or after the “From” date.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Total spent' })).toBeNull();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(calls.some((c) => c.path === '/expenses' && c.search.includes('to=2026-11-01'))).toBe(false);

    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(calls.some((c) => c.search === '?from=2026-11-20&to=2026-11-30')).toBe(true));
  });
});
