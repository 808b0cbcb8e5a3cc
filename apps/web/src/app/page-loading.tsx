import { useTranslation } from 'react-i18next';
import { Spinner } from '../shared/ui/spinner.tsx';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-emerald-700 dark:text-emerald-400">
      <Spinner size="lg" />
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('loading_page')}</p>
    </div>
  );
}
