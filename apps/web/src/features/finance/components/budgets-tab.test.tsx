import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BudgetStatus, SavingsGoal } from '@ww/contracts';
import { signedInEachTest } from '#testing/signed-in.ts';
import { jsonResponse, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { winsApi } from './wins-test-api.ts';
import BudgetsTab from './budgets-tab.tsx';
import { TEST_USER } from '#testing/factories.ts';

function status(overrides: Partial<BudgetStatus>): BudgetStatus {
  return {
    budget_id: '00000000-0000-4000-8000-0000000000c1',
    category: 'fuel',
    period: 'monthly',
    period_start: '2026-11-01',
    period_end: '2026-11-30',
    amount: 500,
    currency: 'USD',
    spent: 0,
    percent: 0,
    ...overrides,
  };
}

function goal(overrides: Partial<SavingsGoal>): SavingsGoal {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    user_id: TEST_USER.id,
    name: 'New awning',
    target_amount: 1200,
    currency: 'USD',
    target_date: '2027-06-30',
    saved: 300,
    monthly_needed: 128.57,
    target_passed: false,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

function budgetsApi(handlers: Record<string, ApiHandler> = {}) {
  return winsApi({
    ...handlers,
  });
}

signedInEachTest(TEST_USER);

describe('budgets', () => {
  it('shows spending against each budget, amber from 80 % and red from 100 %', async () => {
    budgetsApi({
      'GET /budgets/status': () =>
        jsonResponse(200, {
          data: [
            status({ spent: 400, percent: 80 }),
            status({
              budget_id: '00000000-0000-4000-8000-0000000000c2',
              category: null,
              period: 'weekly',
              period_start: '2026-11-16',
              period_end: '2026-11-22',
              amount: 300,
              spent: 315,
              percent: 105,
            }),
            status({
              budget_id: '00000000-0000-4000-8000-0000000000c3',
              category: 'food',
              amount: 600,
              spent: 150,
              percent: 25,
            }),
          ],
        }),
    });
    renderWithProviders(<BudgetsTab />);

    const fuel = await screen.findByRole('progressbar', { name: 'Fuel budget' });
    expect(fuel.getAttribute('aria-valuenow')).toBe('80');
    expect(fuel.getAttribute('aria-valuetext')).toBe('80%, $400.00 of $500.00');
    expect(fuel.firstElementChild?.className).toContain('bg-amber-500');

    const overall = screen.getByRole('progressbar', { name: 'Overall budget' });
    expect(overall.getAttribute('aria-valuenow')).toBe('100');
    expect(overall.firstElementChild?.className).toContain('bg-red-600');
    expect(screen.getByText(/\$15\.00 over/)).toBeTruthy();
    expect(screen.getByText('Weekly · 11/16/2026 – 11/22/2026')).toBeTruthy();

    const food = screen.getByRole('progressbar', { name: 'Food budget' });
    expect(food.firstElementChild?.className).toContain('bg-emerald-600');
    expect(screen.getByText(/\$450\.00 left/)).toBeTruthy();
  });

  it('creates an overall weekly budget', async () => {
    const calls = budgetsApi({ 'POST /budgets': () => jsonResponse(201, { data: {}, alerts: [] }) });
    renderWithProviders(<BudgetsTab />);
    expect(await screen.findByText(/No budgets yet/)).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'New budget' }));
    fireEvent.change(form.getByLabelText('Period'), { target: { value: 'weekly' } });
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.click(form.getByRole('button', { name: 'Create budget' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        category: null,
        period: 'weekly',
        amount: 250,
        currency: 'USD',
      }),
    );
  });

  it('changes the limit of a budget', async () => {
    let amount = 500;
    const calls = budgetsApi({
      'GET /budgets/status': () =>
        jsonResponse(200, { data: [status({ amount, spent: 100, percent: (100 / amount) * 100 })] }),
      'PATCH /budgets/00000000-0000-4000-8000-0000000000c1': ({ body }) => {
        amount = (body as { amount: number }).amount;
        return jsonResponse(200, { data: {}, alerts: [] });
      },
    });
    renderWithProviders(<BudgetsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the Fuel budget' }));
    fireEvent.change(screen.getByLabelText('New limit (USD)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/\$100\.00 of \$400\.00/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ amount: 400 });
  });
});

describe('budget alerts on saving a budget', () => {
  it('a budget created when spending is already past 80 % shows one alert, and the server’s whole percent', async () => {
    const alert = {
      budget_id: '00000000-0000-4000-8000-0000000000c1',
      category: 'fuel' as const,
      period: 'monthly' as const,
      threshold: 100 as const,
      spent: 520,
      amount: 500,
      currency: 'USD',
      percent: 104,
    };
    budgetsApi({
      'GET /budgets/status': () => jsonResponse(200, { data: [status({ spent: 312.5, amount: 500, percent: 62 })] }),
      'POST /budgets': () => jsonResponse(201, { data: {}, alerts: [alert, { ...alert, threshold: 80 }] }),
    });
    renderWithProviders(<BudgetsTab />);
    // The server's whole percent (312.50 of 500.00 is 62.5 %), not a figure of the screen's own.
    expect((await screen.findAllByText('62%')).length).toBeGreaterThan(0);
    const form = within(screen.getByRole('form', { name: 'New budget' }));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(form.getByRole('button', { name: 'Create budget' }));
    const text = /You have used 104% of your fuel budget/;
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getAllByText(text)).toHaveLength(1);
  });
});

describe('savings goals', () => {
  it('shows progress and what to save each month', async () => {
    budgetsApi({ 'GET /savings-goals': () => jsonResponse(200, { data: [goal({})] }) });
    renderWithProviders(<BudgetsTab />);
    const bar = await screen.findByRole('progressbar', { name: 'New awning' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('$300.00 saved of $1,200.00')).toBeTruthy();
    expect(screen.getByText('Save $128.57 a month to reach it in time.')).toBeTruthy();
    expect(screen.getByText('By 06/30/2027')).toBeTruthy();
  });

  it('says when a target date set earlier has passed, with what is left, instead of a monthly amount', async () => {
    budgetsApi({
      'GET /savings-goals': () =>
        jsonResponse(200, {
          data: [goal({ target_date: '2026-10-31', saved: 300, monthly_needed: null, target_passed: true })],
        }),
    });
    renderWithProviders(<BudgetsTab />);
    expect(
      await screen.findByText('Target date passed: $900.00 still to save. Set a new date to see a monthly amount.'),
    ).toBeTruthy();
    expect(screen.queryByText(/a month to reach it in time/)).toBeNull();
  });

  it('shows the server refusing a target date in the past on the date field', async () => {
    budgetsApi({
      'POST /savings-goals': () =>
        jsonResponse(400, {
          error: {
            class: 'validation',
            code: 'invalid_input',
            message: 'Invalid',
            fields: { target_date: 'date_in_past' },
          },
        }),
    });
    renderWithProviders(<BudgetsTab />);
    await screen.findByText('No savings goals yet.');
    const form = within(screen.getByRole('form', { name: 'New savings goal' }));
    fireEvent.change(form.getByLabelText('Goal'), { target: { value: 'Awning' } });
    fireEvent.change(form.getByLabelText('Target amount'), { target: { value: '500' } });
    fireEvent.change(form.getByLabelText(/Target date/), { target: { value: '2026-01-31' } });
    fireEvent.click(form.getByRole('button', { name: 'Create goal' }));
    expect(await form.findByText('This date has passed. Choose today or a later date.')).toBeTruthy();
  });

  it('creates a goal, with the target date optional', async () => {
    const calls = budgetsApi({
      'POST /savings-goals': ({ body }) => jsonResponse(201, { data: goal(body as Partial<SavingsGoal>) }),
    });
    renderWithProviders(<BudgetsTab />);
    await screen.findByText('No savings goals yet.');
    const form = within(screen.getByRole('form', { name: 'New savings goal' }));

    fireEvent.click(form.getByRole('button', { name: 'Create goal' }));
    expect(await form.findByText('Please fill this in.')).toBeTruthy();
    expect(form.getByText('Enter an amount, for example 12.50.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText('Goal'), { target: { value: 'Winter in Baja' } });
    fireEvent.change(form.getByLabelText('Target amount'), { target: { value: '3,000' } });
    fireEvent.change(form.getByLabelText('Currency'), { target: { value: 'MXN' } });
    fireEvent.click(form.getByRole('button', { name: 'Create goal' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Winter in Baja',
        target_amount: 3000,
        currency: 'MXN',
        target_date: null,
      }),
    );
    expect(await screen.findByText('Goal “Winter in Baja” created.')).toBeTruthy();
  });

  it('adds a contribution to a goal', async () => {
    const calls = budgetsApi({
      'GET /savings-goals': () => jsonResponse(200, { data: [goal({})] }),
      'POST /savings-goals/00000000-0000-4000-8000-0000000000d1/contributions': ({ body }) =>
        jsonResponse(201, {
          data: {
            id: '00000000-0000-4000-8000-0000000000e1',
            goal_id: '00000000-0000-4000-8000-0000000000d1',
            created_at: '',
            ...(body as object),
          },
        }),
    });
    renderWithProviders(<BudgetsTab />);
    const form = within(await screen.findByRole('form', { name: 'Add money to New awning' }));
    fireEvent.change(form.getByLabelText('Amount (USD)'), { target: { value: '50' } });
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-11-22' } });
    fireEvent.click(form.getByRole('button', { name: 'Add to this goal' }));
    expect(await screen.findByText('$50.00 added to New awning.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 50, date: '2026-11-22', note: '' });
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/savings-goals')).toHaveLength(2);
  });
});

describe('exchange rates', () => {
  it('adds a rate to the user currency and saves a changed one', async () => {
    const calls = budgetsApi({
      'GET /exchange-rates': () =>
        jsonResponse(200, {
          data: [{ id: '00000000-0000-4000-8000-0000000000f1', base: 'CAD', quote: 'USD', rate: 0.73, updated_at: '' }],
        }),
      'PUT /exchange-rates': ({ body }) =>
        jsonResponse(200, { data: { id: 'x', updated_at: '', ...(body as object) } }),
    });
    renderWithProviders(<BudgetsTab />);
    const rate = await screen.findByLabelText('Rate from CAD to USD');
    fireEvent.change(rate, { target: { value: '0.74' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rate CAD/USD' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { base: 'CAD', quote: 'USD', rate: 0.74 },
      ]),
    );

    const form = within(screen.getByRole('form', { name: 'New exchange rate' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: 'mxn' } });
    fireEvent.change(form.getByLabelText('Rate'), { target: { value: '0.058' } });
    fireEvent.click(form.getByRole('button', { name: 'Add rate' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ base: 'MXN', quote: 'USD', rate: 0.058 }),
    );
  });
});
