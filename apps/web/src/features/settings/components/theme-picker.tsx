import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Monitor, Moon, Sun } from 'lucide-react';
import clsx from 'clsx';
import { THEMES } from '@ww/contracts';

type Theme = (typeof THEMES)[number];

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export interface ThemePickerProps {
  value: Theme;
  onChange: (theme: Theme) => void;
}

export function ThemePicker({ value, onChange }: ThemePickerProps) {
  const { t } = useTranslation('settings');
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('theme.title')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {THEMES.map((theme) => {
          const Icon = ICONS[theme];
          const id = `${name}-${theme}`;
          return (
            <div key={theme}>
              <input
                id={id}
                type="radio"
                name={name}
                value={theme}
                checked={value === theme}
                onChange={() => onChange(theme)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={clsx(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium transition-colors',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700',
                  value === theme
                    ? 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100'
                    : 'border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                <Icon aria-hidden className="h-5 w-5 shrink-0" />
                {t(`theme.options.${theme}`)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
