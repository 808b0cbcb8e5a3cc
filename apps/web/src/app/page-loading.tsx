import { useTranslation } from 'react-i18next';
import { WaitingScreen } from '#shared/ui/page-states.tsx';

/**
 * Fills the screen while a page's code loads, so the footer starts below the fold and the arriving page pushes it
 * further down unseen instead of jumping it on screen (a layout shift users see and Lighthouse counts).
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return <WaitingScreen label={t('loading_page')} tall />;
}
