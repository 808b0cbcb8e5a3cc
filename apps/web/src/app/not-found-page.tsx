import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPinOff } from 'lucide-react';
import { buttonClasses } from '#shared/ui/button.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <MapPinOff aria-hidden className="h-12 w-12 text-emerald-700 dark:text-emerald-400" />
      <h1 className="text-4xl font-bold text-slate-900 dark:text-slate-50">404</h1>
      <p className="text-lg text-slate-600 dark:text-slate-300">{t('not_found.message')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('not_found.go_home')}
      </Link>
    </div>
  );
}
