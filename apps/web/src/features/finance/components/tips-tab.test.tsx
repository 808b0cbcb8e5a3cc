import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { FinanceTip } from '@ww/contracts';
import { jsonResponse, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState, sessionResponse, signInAs, testSettings } from '#testing/test-account.ts';
import TipsTab from './tips-tab.tsx';

const USER = { id: '00000000-0000-4000-8000-000000000032', email: 'ines@example.com' };

function api(tips: FinanceTip[]) {
  return stubApi({
    'GET /auth/session': () => sessionResponse(USER),
    'GET /settings': () => jsonResponse(200, { data: testSettings(USER) }),
    'GET /finance/tips': () => jsonResponse(200, { data: tips }),
  });
}

beforeEach(() => signInAs(USER));
afterEach(resetTestState);

describe('tips tab', () => {
  it('words each computed tip with its formatted figures and says what it is based on', async () => {
    const calls = api([
      {
        id: 'fuel_share',
        kind: 'fuel_share',
        figures: { share_this_month: 32.5, share_prev_3_months: 20, currency: 'USD' },
      },
      {
        id: 'top_category',
        kind: 'top_category',
        figures: { category: 'campground', amount: 612.4, share: 41.2, currency: 'USD' },
      },
      {
        id: 'budget_near_limit:b1',
        kind: 'budget_near_limit',
        figures: { category: null, period: 'monthly', percent: 104.5, spent: 2090, amount: 2000, currency: 'USD' },
      },
      {
        id: 'campground_nightly_average:USD',
        kind: 'campground_nightly_average',
        figures: { average: 38.75, count: 8, days: 30, currency: 'USD' },
      },
      {
        id: 'savings_rate',
        kind: 'savings_rate',
        figures: { percent: 12.5, income: 3200, spending: 2800, currency: 'USD' },
      },
    ]);
    renderWithProviders(<TipsTab />, '/wins?tab=tips');

    expect(
      await screen.findByText(
        /^Fuel took 32\.5% of your spending this month, up from 20% over the three months before\./,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Based on: fuel's share of your spending in USD: 32.5% this month, 20% in the three months before",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Campground is where most of your money went this month: \$612\.40, 41\.2% of your spending\./),
    ).toBeTruthy();
    expect(screen.getByText(/^You have gone over your overall budget for this period: 104\.5% used\./)).toBeTruthy();
    expect(screen.getByText('Based on: $2,090.00 spent of a monthly budget of $2,000.00')).toBeTruthy();
    expect(
      screen.getByText('Based on: 8 campground expenses in the last 30 days, $38.75 each on average'),
    ).toBeTruthy();
    expect(screen.getByText(/^You kept 12\.5% of your income this month\./)).toBeTruthy();
    expect(screen.getByText('Based on: income $3,200.00 and spending $2,800.00 this month, in USD')).toBeTruthy();
    expect(screen.queryByText(/Not enough data yet/)).toBeNull();
    expect(calls.find((c) => c.path === '/finance/tips')).toBeTruthy();
  });

  it('says why there are no computed tips yet and still gives the road advice', async () => {
    api([]);
    renderWithProviders(<TipsTab />, '/wins?tab=tips');

    expect(await screen.findByText(/^Not enough data yet/)).toBeTruthy();
    expect(screen.queryByText(/^Based on/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Saving money on the road' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Always pay in the local currency' })).toBeTruthy();
  });
});
