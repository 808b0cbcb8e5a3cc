import { useTranslation } from 'react-i18next';

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <>
      <svg aria-hidden viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill="#047857" />
        <path d="M12 40V24a4 4 0 0 1 4-4h22l10 10h4a4 4 0 0 1 4 4v6H12z" fill="#fff" />
        <circle cx="22" cy="42" r="6" fill="#f59e0b" stroke="#047857" strokeWidth="3" />
        <circle cx="44" cy="42" r="6" fill="#f59e0b" stroke="#047857" strokeWidth="3" />
      </svg>
      <span className="hidden text-lg font-bold tracking-tight text-slate-900 sm:inline dark:text-slate-50">
        {t('app_name')}
      </span>
    </>
  );
}
