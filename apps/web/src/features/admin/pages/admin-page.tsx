import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ApiRequestError } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { WaitingScreen } from '#shared/ui/page-states.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { UrlTabs } from '#shared/ui/url-tabs.tsx';
import { useAdminStatus } from '../api/admin-queries.ts';
import { AdminRefusalProvider } from '../lib/admin-access.ts';
import { ADMIN_TABS, preloadAdminTab } from './admin-tabs.ts';

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
  return <WaitingScreen label={t('gate.checking')} />;
}

/** Which sentence SPEC §8 appends when the check itself failed rather than answering 'no'. */
function verificationSuffixKey(err: unknown): 'gate.unable_to_verify' | 'gate.verification_failed' {
  return err instanceof ApiRequestError && err.errorClass === 'network'
    ? 'gate.unable_to_verify'
    : 'gate.verification_failed';
}

/** The console once the check said yes: its tabs, each loaded when first opened. */
function Console({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <AdminRefusalProvider value={onRefused}>
      <PageContainer title={t('dashboard.title')} description={t('dashboard.description')}>
        <UrlTabs
          label={t('console.tabs_label')}
          tabs={ADMIN_TABS.map(({ id, component: Tab }) => ({
            id,
            label: t(`console.tabs.${id}`),
            content: (
              <Suspense fallback={<Spinner label={t('console.loading_tab')} />}>
                <Tab />
              </Suspense>
            ),
          }))}
        />
      </PageContainer>
    </AdminRefusalProvider>
  );
}

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const { status } = useAuth();
  const location = useLocation();
  const adminStatus = useAdminStatus();
  // A read of the console refused after the check said yes: the rights went away in between.
  const [refused, setRefused] = useState(false);
  const onRefused = useCallback(() => setRefused(true), []);
  const search = location.search;

  useEffect(() => {
    // The open tab's code loads while the check runs; a failure shows (and is retried) when the tab renders.
    if (status === 'signed_in') preloadAdminTab(new URLSearchParams(search)).catch(() => undefined);
  }, [status, search]);

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
          <Button
            loading={adminStatus.isFetching}
            onClick={() => {
              setRefused(false);
              void adminStatus.refetch();
            }}
          >
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
  if (!adminStatus.data.is_admin || refused) return denied();
  return <Console onRefused={onRefused} />;
}
