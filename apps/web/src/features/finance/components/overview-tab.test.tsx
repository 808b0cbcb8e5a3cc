import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FinanceSummary } from '@ww/contracts';
import { jsonResponse, stubApi, type ApiHandler } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import OverviewTab from './overview-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000031', email: 'ola@example.com' };

function expense(id: string, amount: number, category: 'fuel' | 'campground', description: string, currency = 'USD') {
  return {
    id: `00000000-0000-4000-8000-0000000001${id}`,
    user_id: USER.id,
    amount,
    currency,
    category,
    date: '2026-03-14',
    description,
    created_at: '2026-03-14T10:00:00Z',
    updated_at: '2026-03-14T10:00:00Z',
  };
}

const trendMonths = ['2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01'];

function summary(overrides: Partial<FinanceSummary> = {}): FinanceSummary {
  return {
    period: 'month',
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    currency: 'USD',
    spending_by_category: [
      { category: 'fuel', currency: 'USD', total: 300 },
      { category: 'campground', currency: 'USD', total: 450.5 },
    ],
    spending_by_currency: [{ currency: 'USD', total: 750.5, count: 9 }],
    income_by_currency: [{ currency: 'USD', total: 1000, count: 2 }],
    converted: { spending: 750.5, income: 1000, savings_rate: 0.2495 },
    budgets: [
      {
        budget_id: '00000000-0000-4000-8000-000000000201',
        category: 'fuel',
        period: 'monthly',
        period_start: '2026-03-01',
        period_end: '2026-03-31',
        amount: 350,
        currency: 'USD',
        spent: 300,
        percent: 85.7,
      },
    ],
    trend: trendMonths.map((period_start, i) => ({
      period_start,
      totals: i === 5 ? [{ currency: 'USD', total: 750.5, count: 9 }] : [{ currency: 'USD', total: 500 + i, count: 3 }],
    })),
    largest_expenses: [
      expense('01', 180, 'campground', 'Week at Lakeside RV Park'),
      expense('02', 95.25, 'fuel', 'Diesel fill-up'),
    ],
    ...overrides,
  };
}

function api(data: FinanceSummary, extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'GET /finance/summary': () => jsonResponse(200, { data }),
    ...extra,
  });
}

beforeEach(() => signInAs(USER));
afterEach(resetTestState);

describe('overview tab', () => {
  it('shows the period figures from the summary: categories, budgets, income vs spending, savings rate, largest expenses and trend', async () => {
    const calls = api(summary());
    renderWithProviders(<OverviewTab />, '/wins');

    const categories = await screen.findByRole('table', { name: 'Spending by category in USD' });
    const fuel = within(categories).getByRole('row', { name: /Fuel/ });
    expect(fuel.textContent).toContain('$300.00');
    expect(fuel.textContent).toContain('40%');
    expect(within(categories).getByRole('row', { name: /Campground/ }).textContent).toContain('$450.50');
    expect(within(categories).getByRole('row', { name: /Total/ }).textContent).toContain('$750.50');

    expect(screen.getByRole('heading', { level: 2, name: 'March 2026' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fuel' }).getAttribute('aria-valuetext')).toBe('86% used');
    expect(screen.getByText('$300.00 of $350.00')).toBeTruthy();
    expect(screen.getByText(/\$50\.00 left/)).toBeTruthy();

    const cashflow = screen.getByRole('region', { name: 'Income vs spending' });
    const usd = within(cashflow).getByRole('row', { name: /USD/ });
    expect(usd.textContent).toContain('$1,000.00');
    expect(usd.textContent).toContain('$249.50');
    // One currency only: nothing was converted, so no note about rates.
    expect(within(cashflow).queryByText(/exchange rates/)).toBeNull();

    expect(within(screen.getByRole('region', { name: 'Savings rate' })).getByText('25%')).toBeTruthy();

    const largest = screen.getByRole('region', { name: 'Largest expenses' });
    expect(within(largest).getByRole('row', { name: /Week at Lakeside RV Park/ }).textContent).toContain('$180.00');

    const trend = screen.getByRole('table', { name: 'Spending per period' });
    expect(within(trend).getAllByRole('row')).toHaveLength(7);
    expect(within(trend).getByRole('row', { name: /October 2025/ }).textContent).toContain('$500.00');

    expect(calls.some((c) => c.method === 'GET' && c.path === '/finance/summary')).toBe(true);
  });

  it('shows per-currency figures and, with the user rates, the converted totals', async () => {
    api(
      summary({
        spending_by_category: [
          { category: 'fuel', currency: 'USD', total: 300 },
          { category: 'fuel', currency: 'MXN', total: 2000 },
        ],
        spending_by_currency: [
          { currency: 'MXN', total: 2000, count: 2 },
          { currency: 'USD', total: 300, count: 3 },
        ],
        income_by_currency: [{ currency: 'USD', total: 1000, count: 1 }],
        converted: { spending: 410, income: 1000, savings_rate: 0.59 },
      }),
    );
    renderWithProviders(<OverviewTab />, '/wins');

    expect(await screen.findByRole('table', { name: 'Spending by category in MXN' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Spending by category in USD' })).toBeTruthy();
    const cashflow = screen.getByRole('region', { name: 'Income vs spending' });
    expect(within(cashflow).getByRole('row', { name: /MXN/ }).textContent).toContain('MX$2,000.00');
    expect(within(cashflow).getByText('All currencies in USD')).toBeTruthy();
    expect(within(cashflow).getByText('$410.00')).toBeTruthy();
    expect(
      within(cashflow).getByText('Converted with the exchange rates you entered yourself, not live market rates.'),
    ).toBeTruthy();
  });

  it('says totals stay per currency when a rate is missing', async () => {
    api(
      summary({
        spending_by_currency: [
          { currency: 'MXN', total: 2000, count: 2 },
          { currency: 'USD', total: 300, count: 3 },
        ],
        converted: null,
      }),
    );
    renderWithProviders(<OverviewTab />, '/wins');
    expect(
      await screen.findByText('Totals are shown per currency. Add exchange rates to see them combined in USD.'),
    ).toBeTruthy();
    const rates = within(screen.getByRole('region', { name: 'Savings rate' }));
    expect(rates.getByText('70% in USD')).toBeTruthy();
  });

  it('shows an empty account how to start instead of figures', async () => {
    api(
      summary({
        spending_by_category: [],
        spending_by_currency: [],
        income_by_currency: [],
        converted: { spending: 0, income: 0, savings_rate: null },
        budgets: [],
        trend: trendMonths.map((period_start) => ({ period_start, totals: [] })),
        largest_expenses: [],
      }),
    );
    renderWithProviders(<OverviewTab />, '/wins');

    expect(await screen.findByRole('heading', { name: 'Your overview fills in as you record money' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Expenses' }).getAttribute('href')).toBe('/wins?tab=expenses');
    expect(screen.getByRole('button', { name: 'Import a bank file' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
