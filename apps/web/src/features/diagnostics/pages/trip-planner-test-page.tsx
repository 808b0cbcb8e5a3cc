import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert.tsx';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { PageContainer } from '../../../shared/ui/page.tsx';

/** /fresh-trip-planner and /wheels-simple: test entries to the trip planner, which is not part of this release yet. */
export default function TripPlannerTestPage({ variant }: { variant: 'fresh' | 'wheels_simple' }) {
  const { t } = useTranslation('common');
  return (
    <PageContainer title={t(`diagnostics.trip_planner.titles.${variant}`)}>
      <div className="flex max-w-2xl flex-col gap-5">
        <p className="leading-relaxed text-slate-700 dark:text-slate-300">{t('diagnostics.trip_planner.about')}</p>
        <Alert variant="info">{t('diagnostics.trip_planner.not_enabled')}</Alert>
        <div className="flex flex-wrap gap-3">
          <Link to="/wheels?tab=trip-planner" className={buttonClasses('primary')}>
            {t('diagnostics.trip_planner.open_wheels')}
          </Link>
          <Link to="/" className={buttonClasses('secondary')}>
            {t('diagnostics.back_home')}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
