import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITAL_TARGETS, type VitalMetric } from '@ww/contracts';
import { useSlowLoads } from '#shared/lib/slow-loads.ts';
import { Card } from '#shared/ui/card.tsx';
import { Cell, DataTable, HeaderCell, Row } from '#shared/ui/data-table.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { HeadedSection } from '#shared/ui/section-heading.tsx';
import { diagnosticsQueries } from '../api/queries.ts';

type Measured = Metric['name'];
const MEASURED: Measured[] = ['TTFB', 'FCP', 'LCP', 'INP', 'CLS'];

/** This page load's web vitals as the web-vitals library measures them, updated as they change. */
function useWebVitals(): Partial<Record<Measured, number>> {
  const [values, setValues] = useState<Partial<Record<Measured, number>>>({});
  useEffect(() => {
    let live = true;
    const set = (metric: Metric) => {
      if (live) setValues((v) => ({ ...v, [metric.name]: metric.value }));
    };
    const options = { reportAllChanges: true };
    onTTFB(set, options);
    onFCP(set, options);
    onLCP(set, options);
    onCLS(set, options);
    onINP(set, options);
    // web-vitals has no way to stop observing; the flag keeps a closed page from setting state.
    return () => {
      live = false;
    };
  }, []);
  return values;
}

function useFormatVital() {
  const { t, i18n } = useTranslation('diagnostics');
  return (metric: VitalMetric, value: number) =>
    metric === 'CLS'
      ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(value)
      : t('performance.ms', { value: new Intl.NumberFormat(i18n.language).format(Math.round(value)) });
}

/** The percentiles' column names, the same in every language. */
const PERCENTILES = ['p50', 'p75', 'p95'];

function ThisBrowser() {
  const { t } = useTranslation('diagnostics');
  const values = useWebVitals();
  const format = useFormatVital();
  return (
    <Card className="space-y-3">
      <DataTable
        caption={t('performance.this_browser')}
        columns={[t('performance.metric'), t('performance.value'), t('performance.target')]}
        stackBelow="lg"
      >
        {MEASURED.map((name) => {
          const value = values[name];
          const target = VITAL_TARGETS[name];
          const met = value !== undefined && target !== undefined ? value < target : undefined;
          return (
            <Row key={name}>
              <HeaderCell label={t('performance.metric')}>{t(`performance.metrics.${name}`)}</HeaderCell>
              <Cell
                label={t('performance.value')}
                className={clsx(
                  'font-mono',
                  met === true && 'text-emerald-700 dark:text-emerald-400',
                  met === false && 'text-red-700 dark:text-red-400',
                )}
              >
                {value === undefined ? t('performance.not_measured') : format(name, value)}
                {met !== undefined && (
                  <span className="sr-only"> ({met ? t('performance.met') : t('performance.missed')})</span>
                )}
              </Cell>
              <Cell label={t('performance.target')} className="font-mono text-slate-600 dark:text-slate-400">
                {target === undefined ? '—' : t('performance.below', { value: format(name, target) })}
              </Cell>
            </Row>
          );
        })}
      </DataTable>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('performance.note')}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('performance.fid_replaced')}</p>
    </Card>
  );
}

function SiteFigures() {
  const { t } = useTranslation('diagnostics');
  const vitals = useQuery(diagnosticsQueries.vitals());
  const format = useFormatVital();
  return (
    <Card>
      <QueryState
        query={vitals}
        variant="inline"
        loadingLabel={t('loading')}
        errorTitle={t('performance.site_failed')}
        retryLabel={t('retry')}
        isEmpty={(d) => d.rows.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-300">{t('performance.site_empty')}</p>}
      >
        {(data) => (
          <DataTable
            caption={t('performance.site_title')}
            columns={[t('performance.route'), t('performance.metric'), t('performance.count'), ...PERCENTILES]}
            stackBelow="lg"
          >
            {data.rows.map((row) => (
              <Row key={`${row.route} ${row.metric}`}>
                <HeaderCell label={t('performance.route')} className="font-mono font-normal break-all">
                  {row.route}
                </HeaderCell>
                <Cell label={t('performance.metric')}>{row.metric}</Cell>
                <Cell label={t('performance.count')} className="font-mono">
                  {row.count}
                </Cell>
                {([row.p50, row.p75, row.p95] as const).map((value, i) => {
                  const target = VITAL_TARGETS[row.metric];
                  return (
                    <Cell
                      key={PERCENTILES[i]}
                      label={PERCENTILES[i] ?? ''}
                      className={clsx(
                        'font-mono whitespace-nowrap',
                        target !== undefined && value >= target && 'text-red-700 dark:text-red-400',
                      )}
                    >
                      {format(row.metric, value)}
                    </Cell>
                  );
                })}
              </Row>
            ))}
          </DataTable>
        )}
      </QueryState>
    </Card>
  );
}

function SlowLoads() {
  const { t, i18n } = useTranslation('diagnostics');
  const loads = useSlowLoads();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <Card>
      {loads.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('performance.slow_empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {loads.map((load) => (
            <li key={`${load.at} ${load.route}`} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="font-mono break-all">{load.route}</span>
              <span className="font-mono text-red-700 dark:text-red-400">
                {t('performance.ms', { value: load.ms })}
                <span className="ml-2 text-slate-500 dark:text-slate-400">{time.format(load.at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function PerformanceTestPage() {
  const { t } = useTranslation('diagnostics');
  return (
    <PageContainer title={t('performance.title')} description={t('performance.description')}>
      <div className="max-w-3xl space-y-8">
        <HeadedSection id="perf-browser" title={t('performance.this_browser')} className="space-y-3">
          <ThisBrowser />
        </HeadedSection>
        <HeadedSection
          id="perf-site"
          title={t('performance.site_title')}
          intro={t('performance.site_intro')}
          className="space-y-3"
        >
          <SiteFigures />
        </HeadedSection>
        <HeadedSection
          id="perf-slow"
          title={t('performance.slow_title')}
          intro={t('performance.slow_intro')}
          className="space-y-3"
        >
          <SlowLoads />
        </HeadedSection>
      </div>
    </PageContainer>
  );
}
