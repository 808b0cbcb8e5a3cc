import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#shared/lib/dates.ts';
import { refreshSession } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { Link } from 'react-router';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';

function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Shows the client's view of the session: useful when checking sign-in, refresh and sign-out by hand. */
export default function AuthTestPage() {
  const { t } = useTranslation('diagnostics');
  const errorText = useErrorText();
  const { status, user, expiresAt, signOut } = useAuth();
  const now = useNowSeconds();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<unknown>(null);
  const [refreshed, setRefreshed] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const { formatDateTime } = useDateFormat();

  const refresh = async () => {
    setRefreshing(true);
    setRefreshError(null);
    setRefreshed(false);
    try {
      await refreshSession(true);
      setRefreshed(true);
    } catch (err) {
      setRefreshError(err);
    } finally {
      setRefreshing(false);
    }
  };

  const leave = async () => {
    setSigningOut(true);
    setRefreshError(null);
    try {
      await signOut();
    } catch (err) {
      setRefreshError(err);
    } finally {
      setSigningOut(false);
      setRefreshed(false);
    }
  };

  const rows: Array<[string, string]> = [
    [t('auth.status'), t(`auth.statuses.${status}`)],
    [t('auth.email'), user?.email ?? '—'],
    [t('auth.user_id'), user?.id ?? '—'],
    [t('auth.admin'), user ? (user.is_admin ? t('yes') : t('no')) : '—'],
    [t('auth.expires_at'), expiresAt ? formatDateTime(new Date(expiresAt * 1000).toISOString()) : '—'],
    [t('auth.expires_in'), expiresAt ? t('auth.seconds', { value: Math.max(0, expiresAt - now) }) : '—'],
  ];

  return (
    <PageContainer title={t('auth.title')} description={t('auth.description')}>
      <Card className="max-w-2xl">
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-mono text-sm break-all text-slate-900 sm:col-span-2 dark:text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
        {status === 'signed_in' && (
          <div className="mt-4 space-y-3">
            {refreshError !== null && <Alert variant="error">{errorText(refreshError)}</Alert>}
            {refreshed && <Alert variant="success">{t('auth.refreshed')}</Alert>}
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" loading={refreshing} onClick={() => void refresh()}>
                {t('auth.refresh_now')}
              </Button>
              <Button variant="ghost" loading={signingOut} onClick={() => void leave()}>
                {t('auth.sign_out')}
              </Button>
            </div>
          </div>
        )}
        {status === 'signed_out' && (
          <div className="mt-4">
            <Link to="/login?next=/auth-test" className={buttonClasses('primary')}>
              {t('auth.sign_in')}
            </Link>
          </div>
        )}
      </Card>
    </PageContainer>
  );
}
