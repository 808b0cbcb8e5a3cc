import type { Metric } from 'web-vitals';

type Report = (metric: Metric) => void;

/** The callback the code under test gave each web-vitals reporter: a test reports a metric by calling it. */
export const reporters: Partial<Record<Metric['name'], Report>> = {};

/** Stands in for the web-vitals module, keeping each callback in `reporters`: `vi.mock('web-vitals', () => webVitals)`. */
export const webVitals = {
  onTTFB: (cb: Report) => (reporters.TTFB = cb),
  onFCP: (cb: Report) => (reporters.FCP = cb),
  onLCP: (cb: Report) => (reporters.LCP = cb),
  onCLS: (cb: Report) => (reporters.CLS = cb),
  onINP: (cb: Report) => (reporters.INP = cb),
};
