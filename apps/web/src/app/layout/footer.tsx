import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  const linkClass =
    'inline-flex min-h-11 items-center rounded px-1 text-slate-600 hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-slate-300 dark:hover:text-emerald-300';
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row sm:px-6 lg:px-8">
        <p className="text-slate-600 dark:text-slate-300">{t('footer.copyright', { year })}</p>
        <nav aria-label={t('footer.legal_label')}>
          <ul className="flex flex-wrap justify-center gap-x-4">
            <li>
              <Link to="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/cookies" className={linkClass}>
                {t('footer.cookies')}
              </Link>
            </li>
            <li>
              <Link to="/data-licences" className={linkClass}>
                {t('footer.data')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
