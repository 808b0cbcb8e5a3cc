import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#shared/lib/auth.tsx';
import { Alert } from '#shared/ui/alert.tsx';
import { buttonClasses } from '#shared/ui/button.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';

/**
 * /fresh-trip-planner and /wheels-simple: the trip planner on its own, outside the Wheels area. The routes are open
 * (SPEC §2); the planner itself (`children`, composed by the router) works on the user's rigs, so it needs a sign-in.
 */
export default function TripPlannerTestPage({
  variant,
  children,
}: {
  variant: 'fresh' | 'wheels_simple';
  children: ReactNode;
}) {
  const { t } = useTranslation('diagnostics');
  const { user } = useAuth();
  return (
    <PageContainer title={t(`trip_planner.titles.${variant}`)} description={t('trip_planner.about')}>
      {user ? (
        <Suspense fallback={<Spinner label={t('loading_page', { ns: 'common' })} />}>{children}</Suspense>
      ) : (
        <div className="flex max-w-2xl flex-col gap-5">
          <Alert variant="info">{t('trip_planner.sign_in_needed')}</Alert>
          <div className="flex flex-wrap gap-3">
            <Link to="/login" className={buttonClasses('primary')}>
              {t('trip_planner.sign_in')}
            </Link>
            <Link to="/" className={buttonClasses('secondary')}>
              {t('back_home')}
            </Link>
          </div>
        </div>
      )}
    </PageContainer>
  );
}
