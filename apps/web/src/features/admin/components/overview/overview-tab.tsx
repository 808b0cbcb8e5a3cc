import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES, type AdminDashboard } from '@ww/contracts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { useAdminDashboard } from '../../api/admin-queries.ts';
import { useAdminFormat } from '../../lib/format.ts';
import { AdminQueryState } from '../admin-query-state.tsx';
import { SignupsChart } from './signups-chart.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900 dark:text-slate-50">{value}</p>
    </Card>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card className="h-full space-y-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

/** Label and figure pairs; the figure right below its label on a phone, beside it otherwise. */
function Figures({ rows }: { rows: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {rows.map(({ label, value }) => (
        <div key={label} className="flex items-baseline justify-between gap-3 py-1.5">
          <dt className="min-w-0 text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="font-semibold tabular-nums text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>;
}

const linkClasses =
  'inline-flex min-h-11 items-center text-sm font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-emerald-300';

function Revenue({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: AdminDashboard['orders']['revenue_30d'];
  empty: string;
}) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
      {rows.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Figures
          rows={rows.map((r) => ({
            label: t('overview.revenue_line', { currency: r.currency, count: r.orders }),
            value: format.money(r.amount, r.currency),
          }))}
        />
      )}
    </div>
  );
}

function BusinessFigures({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const n = format.number;
  const ordersTotal = Object.values(data.orders.by_status).reduce((sum, count) => sum + count, 0);
  const engines = Object.entries(data.pam.replies_by_engine);
  const knownEngine = (engine: string): engine is 'builtin' | 'llm' | 'unknown' =>
    engine === 'builtin' || engine === 'llm' || engine === 'unknown';

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel id="overview-memberships" title={t('overview.memberships')}>
        <Figures
          rows={[
            { label: t('overview.membership.trialing'), value: n(data.memberships.trialing) },
            { label: t('overview.membership.monthly'), value: n(data.memberships.monthly) },
            { label: t('overview.membership.annual'), value: n(data.memberships.annual) },
            { label: t('overview.membership.past_due'), value: n(data.memberships.past_due) },
            { label: t('overview.membership.canceled'), value: n(data.memberships.canceled) },
            { label: t('overview.membership.expired'), value: n(data.memberships.expired) },
            { label: t('overview.membership.converted'), value: n(data.memberships.converted) },
          ]}
        />
      </Panel>

      <Panel id="overview-orders" title={t('overview.orders')}>
        {ordersTotal === 0 ? (
          <Empty>{t('overview.no_orders')}</Empty>
        ) : (
          <Figures
            rows={ORDER_STATUSES.map((status) => ({
              label: t(`order_status.${status}`),
              value: n(data.orders.by_status[status] ?? 0),
            }))}
          />
        )}
      </Panel>

      <Panel id="overview-revenue" title={t('overview.revenue')}>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('overview.revenue_hint')}</p>
        <Revenue
          title={t('overview.revenue_30d')}
          rows={data.orders.revenue_30d}
          empty={t('overview.no_revenue_30d')}
        />
        <Revenue
          title={t('overview.revenue_total')}
          rows={data.orders.revenue_total}
          empty={t('overview.no_revenue')}
        />
      </Panel>

      <Panel id="overview-top-products" title={t('overview.top_products')}>
        {data.orders.top_products.length === 0 ? (
          <Empty>{t('overview.no_sales')}</Empty>
        ) : (
          <ol className="list-inside list-decimal space-y-1 text-sm text-slate-800 dark:text-slate-200">
            {data.orders.top_products.map((p) => (
              <li key={p.product_id ?? p.name} className="break-words">
                {t('overview.top_product', { name: p.name, units: n(p.units), count: p.units })}
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <Panel id="overview-pam" title={t('overview.pam')}>
        <Figures
          rows={[
            { label: t('overview.pam_messages'), value: n(data.pam.messages_30d) },
            { label: t('overview.pam_feedback_up'), value: n(data.pam.feedback_up) },
            { label: t('overview.pam_feedback_down'), value: n(data.pam.feedback_down) },
          ]}
        />
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t('overview.pam_engines')}</h3>
        {engines.length === 0 ? (
          <Empty>{t('overview.no_replies')}</Empty>
        ) : (
          <Figures
            rows={engines.map(([engine, count]) => ({
              label: knownEngine(engine) ? t(`overview.engines.${engine}`) : engine,
              value: n(count),
            }))}
          />
        )}
      </Panel>

      <div className="grid gap-4">
        <Panel id="overview-moderation" title={t('overview.moderation')}>
          <Figures rows={[{ label: t('overview.open_reports'), value: n(data.moderation.open_reports) }]} />
          <Link to="/social?tab=moderation" className={linkClasses}>
            {t('overview.open_moderation')}
          </Link>
        </Panel>
        <Panel id="overview-qa" title={t('overview.qa')}>
          <Figures
            rows={[
              { label: t('overview.qa_checks'), value: n(data.qa.checks_30d) },
              { label: t('overview.qa_failing'), value: n(data.qa.failing_30d) },
            ]}
          />
          <Link to="/qa" className={linkClasses}>
            {t('overview.open_qa')}
          </Link>
        </Panel>
      </div>
    </div>
  );
}

/** The console's figures, each counted by the server when asked. */
export default function OverviewTab() {
  const { t } = useTranslation('admin');
  const dashboard = useAdminDashboard(true);
  const format = useAdminFormat();

  return (
    <AdminQueryState query={dashboard} loadingLabel={t('dashboard.loading')} errorTitle={t('dashboard.load_failed')}>
      {(data) => (
        <div className="space-y-6">
          <div className="flex justify-end">
            <Button variant="secondary" loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
              {t('dashboard.refresh')}
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Stat label={t('dashboard.user_count')} value={format.number(data.user_count)} />
            <Stat label={t('dashboard.active_sessions')} value={format.number(data.active_sessions)} />
            <Stat
              label={t('dashboard.recent_signups', { days: data.signups_per_day.length })}
              value={format.number(data.signups_per_day.reduce((sum, d) => sum + d.count, 0))}
            />
          </div>
          <section aria-labelledby="signups-heading">
            <Card>
              <h2 id="signups-heading" className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-50">
                {t('chart.title')}
              </h2>
              <SignupsChart days={data.signups_per_day} />
            </Card>
          </section>
          <BusinessFigures data={data} />
        </div>
      )}
    </AdminQueryState>
  );
}
