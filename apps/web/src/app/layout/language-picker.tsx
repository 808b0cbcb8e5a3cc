import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { useAuth } from '#shared/lib/auth.tsx';
import { useUpdateSettings } from '#shared/lib/settings.ts';
import { LANGUAGE_OPTIONS, currentLanguage, isLanguage } from '#shared/i18n/i18n.ts';

export function LanguagePicker() {
  const { t, i18n } = useTranslation('common');
  const { status } = useAuth();
  const updateSettings = useUpdateSettings();
  const id = useId();
  const value = currentLanguage();

  const change = (language: string) => {
    if (!isLanguage(language) || language === value) return;
    if (status === 'signed_in') {
      // The settings save switches the language at once (optimistically) and keeps it for every device.
      updateSettings.mutate({ display_preferences: { language } });
    } else {
      // The language detector stores the choice under i18nextLng.
      void i18n.changeLanguage(language);
    }
  };

  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden
        className="pointer-events-none absolute left-2.5 h-4 w-4 text-slate-500 sm:left-2 dark:text-slate-400"
      />
      {/* On a phone the closed picker is just its icon, leaving the header room for the signed-in controls; the
          list it opens still names every language. */}
      <select
        id={id}
        value={value}
        onChange={(event) => change(event.target.value)}
        className="h-9 w-9 max-sm:size-11 pointer-coarse:size-11 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white/70 text-sm text-transparent hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 sm:w-auto sm:pr-3 sm:pl-8 sm:text-slate-800 dark:border-slate-600 dark:bg-slate-800/70 sm:dark:text-slate-100"
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option
            key={option.code}
            value={option.code}
            lang={option.code}
            className="text-slate-800 dark:text-slate-100"
          >
            {option.flag} {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
