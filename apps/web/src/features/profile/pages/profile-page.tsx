import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import { useAuth } from '#shared/lib/auth.tsx';
import { useProfile } from '#shared/lib/profile.ts';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { LoadFailedPage, LoadingPage, SignInRequiredPage } from '#shared/ui/page-states.tsx';
import { ActiveSessions } from '../components/active-sessions.tsx';
import { Avatar } from '../components/avatar.tsx';
import { LoginHistory } from '../components/login-history.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { ProfilePhotoUpload } from '../components/profile-photo-upload.tsx';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { status } = useAuth();
  const profile = useProfile();

  const settingsLink = (
    <Link to="/settings" className={buttonClasses('secondary', 'md')}>
      <Settings aria-hidden className="h-4 w-4" />
      {t('settings_link')}
    </Link>
  );

  if (status === 'signed_out') {
    return <SignInRequiredPage title={t('title')} message={t('sign_in_required')} signInLabel={t('actions.sign_in')} />;
  }
  if (status === 'loading' || profile.isPending) return <LoadingPage title={t('title')} label={t('loading')} />;

  if (profile.isError && !profile.data) {
    return (
      <LoadFailedPage
        title={t('title')}
        message={t('load_failed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void profile.refetch()}
        actions={settingsLink}
      />
    );
  }

  const data = profile.data;
  return (
    <PageContainer title={t('title')} description={t('description')} actions={settingsLink}>
      <div className="space-y-6">
        {profile.isRefetchError && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {t('refresh_failed')}
            <Button variant="secondary" size="sm" loading={profile.isFetching} onClick={() => void profile.refetch()}>
              {t('actions.retry')}
            </Button>
          </div>
        )}

        <Card>
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <Avatar imageUrl={data.profile_image_url} name={data.full_name} email={data.email} />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-xl font-semibold text-slate-900 dark:text-slate-50">
                {data.full_name || t('no_name')}
              </p>
              <p className="truncate text-slate-600 dark:text-slate-300">{data.email}</p>
            </div>
            <ProfilePhotoUpload />
          </div>
        </Card>

        <Section id="profile-details" title={t('details.title')} description={t('details.description')}>
          <ProfileDetailsForm profile={data} />
        </Section>

        <Section id="active-sessions" title={t('sessions.title')} description={t('sessions.description')}>
          <ActiveSessions />
        </Section>

        <Section id="login-history" title={t('history.title')} description={t('history.description')}>
          <LoginHistory />
        </Section>
      </div>
    </PageContainer>
  );
}
