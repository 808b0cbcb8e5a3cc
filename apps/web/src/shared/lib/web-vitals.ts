// Kept free of React: the visitors' landing page script imports this module on its own.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { DIAGNOSTICS_LIMITS, PERFORMANCE_TARGETS } from '@ww/contracts';

export const VITALS_ENDPOINT = '/api/v1/diagnostics/vitals';

/** One report as POST /diagnostics/vitals takes it: no user, no URL beyond the route pattern. */
export type VitalReport = {
  route: string;
  metric: Metric['name'];
  value: number;
  rating: Metric['rating'];
  navigation_type: Metric['navigationType'] | null;
  connection: string | null;
};

const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=.*\d)[A-Za-z0-9_-]{20,})$/i;

/**
 * The route pattern of a path: ids (numbers, uuids, long tokens) become ':id', the query and hash are dropped,
 * e.g. '/social/travellers/3f2c…?tab=posts' → '/social/travellers/:id'.
 */
export function routePattern(path: string): string {
  const segments = (path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return `/${segments.join('/')}`.slice(0, DIAGNOSTICS_LIMITS.vitalRouteMax);
}

function connectionType(): string | null {
  const type = (navigator as Navigator & { connection?: { effectiveType?: unknown } }).connection?.effectiveType;
  return typeof type === 'string' && /^[a-z0-9-]{1,16}$/.test(type) ? type : null;
}

function send(records: VitalReport[]): void {
  const body = JSON.stringify({ records });
  // text/plain is what a beacon may send without a preflight; the server reads it as JSON.
  if (navigator.sendBeacon?.(VITALS_ENDPOINT, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  fetch(VITALS_ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => {
    // Offline or the server away: these figures are not worth a retry.
  });
}

let started = false;

/**
 * Measures FCP, LCP, INP, CLS and TTFB of this page load (web-vitals) and reports them for the route the visit
 * landed on: what is known 3 s after the load event goes in one beacon (SPEC §9), what settles later (CLS, INP,
 * and LCP when the page is hidden before any input) when the page is hidden. Each measurement is sent once.
 * Calling it again does nothing.
 */
export function startVitalsReporting(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const route = routePattern(location.pathname);
  const connection = connectionType();
  const queue: VitalReport[] = [];
  let due = false;

  const flush = () => {
    if (!due) return;
    while (queue.length > 0) send(queue.splice(0, DIAGNOSTICS_LIMITS.vitalsPerRequest));
  };
  const add = (metric: Metric) => {
    const cap = metric.name === 'CLS' ? DIAGNOSTICS_LIMITS.vitalMaxCls : DIAGNOSTICS_LIMITS.vitalMaxMs;
    queue.push({
      route,
      metric: metric.name,
      value: Math.min(Math.max(0, metric.value), cap),
      rating: metric.rating,
      navigation_type: metric.navigationType ?? null,
      connection,
    });
    // web-vitals reports the late metrics from its own 'hidden' listener, which may run after ours.
    if (document.visibilityState === 'hidden') flush();
  };

  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onINP(add);

  const afterLoad = () =>
    setTimeout(() => {
      due = true;
      flush();
    }, PERFORMANCE_TARGETS.reportAfterLoadMs);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    // Leaving before the 3 s are up: what was measured goes now, or never.
    due = true;
    flush();
  });
}
