import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { reporters, webVitals } from '#testing/web-vitals-mock.ts';

vi.mock('web-vitals', () => webVitals);

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
  ({ name, value, rating, navigationType: 'navigate', delta: value, id: name, entries: [] }) as unknown as Metric;

async function sentBodies(beacon: ReturnType<typeof vi.fn>) {
  return Promise.all(
    (beacon.mock.calls as [string, Blob][]).map(async ([url, blob]) => ({
      url,
      type: blob.type,
      body: JSON.parse(await blob.text()),
    })),
  );
}

describe('startVitalsReporting', () => {
  let beacon: ReturnType<typeof vi.fn>;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    beacon = vi.fn(() => true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon: beacon, connection: { effectiveType: '4g' } }),
    );
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    window.history.replaceState(null, '', '/social/travellers/3f2c8a1e-4b5d-4c6e-8f70-123456789abc?tab=posts');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends one beacon 3 s after load with the route pattern, then the late metrics when the page is hidden', async () => {
    const { startVitalsReporting } = await import('./web-vitals.ts');
    startVitalsReporting();
    startVitalsReporting(); // a second call adds nothing
    reporters.TTFB!(metric('TTFB', 180));
    reporters.FCP!(metric('FCP', 900));

    vi.advanceTimersByTime(2_999);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(await sentBodies(beacon)).toEqual([
      {
        url: '/api/v1/diagnostics/vitals',
        type: 'text/plain;charset=utf-8',
        body: {
          records: [
            {
              route: '/social/travellers/:id',
              metric: 'TTFB',
              value: 180,
              rating: 'good',
              navigation_type: 'navigate',
              connection: '4g',
            },
            {
              route: '/social/travellers/:id',
              metric: 'FCP',
              value: 900,
              rating: 'good',
              navigation_type: 'navigate',
              connection: '4g',
            },
          ],
        },
      },
    ]);

    // Leaving the page: web-vitals settles CLS, INP and LCP; each is sent once, nothing is sent twice.
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    reporters.CLS!(metric('CLS', 0.25, 'poor'));
    reporters.LCP!(metric('LCP', 2100));
    const bodies = await sentBodies(beacon);
    expect(bodies).toHaveLength(3);
    expect(
      bodies.slice(1).map((b) => b.body.records.map((r: { metric: string; value: number }) => [r.metric, r.value])),
    ).toEqual([[['CLS', 0.25]], [['LCP', 2100]]]);
  });

  it('falls back to fetch with keepalive when the browser has no beacon', async () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const { startVitalsReporting } = await import('./web-vitals.ts');
    startVitalsReporting();
    reporters.FCP!(metric('FCP', 1234));
    vi.advanceTimersByTime(3_000);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/diagnostics/vitals',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string).records[0]).toMatchObject({ metric: 'FCP', value: 1234 });
  });
});

describe('routePattern', () => {
  it('turns ids into :id and drops query and hash', async () => {
    const { routePattern } = await import('./web-vitals.ts');
    expect(routePattern('/wins')).toBe('/wins');
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/trips/42/?x=1#top')).toBe('/trips/:id');
    expect(routePattern('/social/travellers/3F2C8A1E-4B5D-4C6E-8F70-123456789ABC')).toBe('/social/travellers/:id');
    expect(routePattern('/thank-you/stripe')).toBe('/thank-you/stripe');
  });
});
