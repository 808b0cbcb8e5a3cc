import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Metric } from 'web-vitals';
import { reporters, webVitals } from '#testing/web-vitals-mock.ts';
import i18n from '#shared/i18n/i18n.ts';
import { recordComponentLoad } from '#shared/lib/slow-loads.ts';
import { routeJson, stubApi } from '#testing/api-stub.ts';
import { renderWithProviders } from '#testing/render-app.tsx';
import { resetTestState } from '#testing/test-account.ts';
import PerformanceTestPage from './performance-test-page.tsx';

vi.mock('web-vitals', () => webVitals);
const report = (name: Metric['name'], value: number) =>
  act(() => reporters[name]!({ name, value, rating: 'good', navigationType: 'navigate' } as Metric));

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(resetTestState);

describe('/performance-test', () => {
  it("shows this browser's vitals against the targets, the site's percentiles and slow page loads", async () => {
    const calls = stubApi({
      'GET /diagnostics/vitals': () =>
        routeJson('GET /diagnostics/vitals', {
          data: {
            days: 7,
            rows: [
              { route: '/wins', metric: 'LCP', count: 42, p50: 1800, p75: 2400, p95: 3900 },
              { route: '/you', metric: 'CLS', count: 5, p50: 0.01, p75: 0.05, p95: 0.2 },
            ],
          },
        }),
    });
    recordComponentLoad('/wheels', 1450);
    recordComponentLoad('/wins', 300); // fast: not listed
    renderWithProviders(<PerformanceTestPage />, '/performance-test');

    report('LCP', 3100);
    report('FCP', 900);
    report('CLS', 0.04);
    const lcp = screen.getByRole('row', { name: /Largest contentful paint/ });
    expect(within(lcp).getByText(/3,100 ms/)).toBeTruthy();
    expect(within(lcp).getByText('(Misses the target)')).toBeTruthy();
    expect(within(lcp).getByText('below 2,500 ms')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /First contentful paint/ })).getByText('(Meets the target)'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Interaction to next paint/ })).getByText('Not measured yet'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Interaction to next paint/ })).getByText('below 200 ms'),
    ).toBeTruthy();
    expect(screen.getByText(/First input delay \(FID\) is no longer measured/)).toBeTruthy();

    const wins = await screen.findByRole('row', { name: /\/wins/ });
    expect(
      within(wins)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['LCP', '42', '1,800 ms', '2,400 ms', '3,900 ms']);
    expect(within(screen.getByRole('row', { name: /\/you/ })).getByText('0.2')).toBeTruthy();
    expect(calls.find((c) => c.path === '/diagnostics/vitals')?.search).toBe('?days=7');

    const slow = screen.getByRole('region', { name: 'Slow component loads' });
    expect(within(slow).getByText('/wheels')).toBeTruthy();
    expect(within(slow).getByText(/1450 ms/)).toBeTruthy();
    expect(within(slow).queryByText('/wins')).toBeNull();
  });

  it('says so when nobody reported in the last 7 days', async () => {
    stubApi({ 'GET /diagnostics/vitals': () => routeJson('GET /diagnostics/vitals', { data: { days: 7, rows: [] } }) });
    renderWithProviders(<PerformanceTestPage />, '/performance-test');
    expect(await screen.findByText('No reports in the last 7 days yet.')).toBeTruthy();
  });
});
