import { useTranslation } from 'react-i18next';
import { Spinner } from '#shared/ui/spinner.tsx';

/**
 * Fills the screen while a page's code loads, so the footer starts below the fold and the arriving page pushes it
 * further down unseen instead of jumping it on screen (a layout shift users see and Lighthouse counts).
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className="flex min-h-svh flex-col items-center justify-center gap-3 text-emerald-700 dark:text-emerald-400"
    >
      <Spinner size="lg" />
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('loading_page')}</p>
    </div>
  );
}
