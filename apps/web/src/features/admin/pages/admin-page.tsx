import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { errorMessageKey } from '#shared/lib/error-message.ts';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { LoadFailedPage, LoadingPage } from '#shared/ui/page-states.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { useAdminDashboard, useAdminStatus } from '../api/admin-queries.ts';
import { SignupsChart } from '../components/signups-chart.tsx';

function GateScreen({
  icon,
  title,
  message,
  actions,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  actions: ReactNode;
}) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
          {icon}
        </div>
        <h1 className="text-xl font-bold text-slate-900 dark:text-slate-50">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
      </Card>
    </div>
  );
}

function Checking() {
  const { t } = useTranslation('admin');
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-700 dark:text-slate-300"
    >
      <Spinner size="lg" />
      <p>{t('gate.checking')}</p>
    </div>
  );
}

/** Which sentence SPEC §8 appends when the check itself failed rather than answering 'no'. */
function verificationSuffixKey(err: unknown): 'gate.unable_to_verify' | 'gate.verification_failed' {
  return err instanceof ApiRequestError && err.errorClass === 'network'
    ? 'gate.unable_to_verify'
    : 'gate.verification_failed';
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900 dark:text-slate-50">{value}</p>
    </Card>
  );
}

function Dashboard({ onDenied }: { onDenied: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const dashboard = useAdminDashboard(true);
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);

  if (dashboard.isPending) return <LoadingPage title={t('dashboard.title')} label={t('dashboard.loading')} />;
  if (dashboard.isError) {
    // The status check said yes but the database refused: the admin record changed in between.
    if (dashboard.error.errorClass === 'rls_permission' || dashboard.error.status === 403) return onDenied;
    return (
      <LoadFailedPage
        title={t('dashboard.title')}
        message={t('dashboard.load_failed')}
        detail={t(errorMessageKey(dashboard.error), { ns: 'common' })}
        retryLabel={t('gate.retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }

  const data = dashboard.data;
  const recentSignups = data.signups_per_day.reduce((sum, d) => sum + d.count, 0);
  return (
    <PageContainer
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      actions={
        <Button variant="secondary" loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
          {t('dashboard.refresh')}
        </Button>
      }
    >
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <Stat label={t('dashboard.user_count')} value={numbers.format(data.user_count)} />
          <Stat label={t('dashboard.active_sessions')} value={numbers.format(data.active_sessions)} />
          <Stat
            label={t('dashboard.recent_signups', { days: data.signups_per_day.length })}
            value={numbers.format(recentSignups)}
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
      </div>
    </PageContainer>
  );
}

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { status } = useAuth();
  const location = useLocation();
  const adminStatus = useAdminStatus();

  const home = (
    <Link to="/" className={buttonClasses('secondary')}>
      {t('gate.back_home')}
    </Link>
  );

  const denied = (suffix?: string) => (
    <GateScreen
      icon={<ShieldAlert aria-hidden className="h-6 w-6" />}
      title={t('gate.denied_title')}
      message={suffix ? `${t('gate.denied_message')} ${suffix}` : t('gate.denied_message')}
      actions={
        <>
          {home}
          <Button loading={adminStatus.isFetching} onClick={() => void adminStatus.refetch()}>
            {t('gate.retry')}
          </Button>
        </>
      }
    />
  );

  if (status === 'loading') return <Checking />;

  if (status === 'signed_out') {
    return (
      <GateScreen
        icon={<ShieldCheck aria-hidden className="h-6 w-6" />}
        title={t('gate.login_required_title')}
        message={t('gate.login_required_message')}
        actions={
          <>
            <Link to="/login" state={{ from: location }} className={buttonClasses('primary')}>
              {t('gate.login')}
            </Link>
            {home}
          </>
        }
      />
    );
  }

  if (adminStatus.isPending) return <Checking />;
  if (adminStatus.isError) return denied(t(verificationSuffixKey(adminStatus.error)));
  if (!adminStatus.data.is_admin) return denied();
  return <Dashboard onDenied={denied()} />;
}
