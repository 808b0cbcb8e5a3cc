import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { PERFORMANCE_TARGETS } from '@ww/contracts';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';

type MetricName = 'fcp' | 'lcp' | 'fid' | 'cls' | 'ttfb';
type Metrics = Partial<Record<MetricName, number>>;

const TARGETS: Partial<Record<MetricName, number>> = {
  fcp: PERFORMANCE_TARGETS.fcpMs,
  lcp: PERFORMANCE_TARGETS.lcpMs,
  fid: PERFORMANCE_TARGETS.fidMs,
  cls: PERFORMANCE_TARGETS.cls,
};

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

interface FirstInput extends PerformanceEntry {
  processingStart: number;
}

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void): (() => void) | undefined {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type))
    return undefined;
  const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
  observer.observe({ type, buffered: true });
  return () => observer.disconnect();
}

/** Web Vitals of this page load (SPEC §9 targets), read from the browser's own Performance API. */
function useWebVitals(): Metrics {
  const [metrics, setMetrics] = useState<Metrics>(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      ...(navigation ? { ttfb: navigation.responseStart } : {}),
      ...(fcp ? { fcp: fcp.startTime } : {}),
    };
  });

  useEffect(() => {
    let cls = 0;
    const stops = [
      observe('paint', (entries) => {
        const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
        if (fcp) setMetrics((m) => ({ ...m, fcp: fcp.startTime }));
      }),
      observe('largest-contentful-paint', (entries) => {
        const last = entries.at(-1);
        if (last) setMetrics((m) => ({ ...m, lcp: last.startTime }));
      }),
      observe('first-input', (entries) => {
        const first = entries[0] as FirstInput | undefined;
        if (first) setMetrics((m) => ({ ...m, fid: first.processingStart - first.startTime }));
      }),
      observe('layout-shift', (entries) => {
        for (const entry of entries as LayoutShift[]) if (!entry.hadRecentInput) cls += entry.value;
        setMetrics((m) => ({ ...m, cls }));
      }),
    ];
    return () => stops.forEach((stop) => stop?.());
  }, []);

  return metrics;
}

export default function PerformanceTestPage() {
  const { t } = useTranslation('common');
  const metrics = useWebVitals();
  const names: MetricName[] = ['ttfb', 'fcp', 'lcp', 'fid', 'cls'];

  return (
    <PageContainer title={t('diagnostics.performance.title')} description={t('diagnostics.performance.description')}>
      <Card className="max-w-2xl">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className="py-2 font-medium">
                {t('diagnostics.performance.metric')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('diagnostics.performance.value')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('diagnostics.performance.target')}
              </th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => {
              const value = metrics[name];
              const target = TARGETS[name];
              const format = (v: number) =>
                name === 'cls' ? v.toFixed(3) : t('diagnostics.performance.ms', { value: Math.round(v) });
              const met = value !== undefined && target !== undefined ? value < target : undefined;
              return (
                <tr key={name} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className="py-2.5 font-medium text-slate-900 dark:text-slate-100">
                    {t(`diagnostics.performance.metrics.${name}`)}
                  </th>
                  <td
                    className={clsx(
                      'py-2.5 font-mono',
                      met === true && 'text-emerald-700 dark:text-emerald-400',
                      met === false && 'text-red-700 dark:text-red-400',
                    )}
                  >
                    {value === undefined ? t('diagnostics.performance.not_measured') : format(value)}
                  </td>
                  <td className="py-2.5 font-mono text-slate-600 dark:text-slate-400">
                    {target === undefined ? '—' : t('diagnostics.performance.below', { value: format(target) })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{t('diagnostics.performance.note')}</p>
      </Card>
    </PageContainer>
  );
}
