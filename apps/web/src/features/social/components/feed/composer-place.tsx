import { useState } from 'react';
import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { languageLocale } from '#shared/lib/dates.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { currentPosition, type Position } from '../../lib/feed-position.ts';

/** The post's optional place: a name and the user's current position (a name alone is not sent, and says so). */
export function ComposerPlace({
  name,
  onNameChange,
  position,
  onPositionChange,
}: {
  name: string;
  onNameChange: (name: string) => void;
  position: Position | null;
  onPositionChange: (position: Position | null) => void;
}) {
  const { t, i18n } = useTranslation('social_feed');
  const [locating, setLocating] = useState(false);
  const coordinate = (value: number) =>
    new Intl.NumberFormat(languageLocale(i18n.resolvedLanguage ?? 'en'), {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
    }).format(value);
  const locate = async () => {
    setLocating(true);
    const found = await currentPosition();
    setLocating(false);
    if (found.ok) onPositionChange(found.position);
    else toast.error(t(found.reason === 'unsupported' ? 'views.unsupported' : 'views.unavailable'));
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('composer.place')}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('composer.place_privacy')}</p>
      <Field label={<span className="sr-only">{t('composer.place_name')}</span>}>
        <Input
          value={name}
          maxLength={200}
          placeholder={t('composer.place_name')}
          onChange={(event) => onNameChange(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {position ? (
          <>
            <span className="text-slate-600 dark:text-slate-300">
              {t('composer.position', { lat: coordinate(position.latitude), lon: coordinate(position.longitude) })}
            </span>
            <Button variant="ghost" size="sm" className="min-h-10" onClick={() => onPositionChange(null)}>
              {t('composer.remove_place')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" className="min-h-10" loading={locating} onClick={() => void locate()}>
            <LocateFixed aria-hidden className="h-4 w-4" />
            {locating ? t('composer.locating') : t('composer.use_position')}
          </Button>
        )}
        {name.trim() && !position && (
          <span className="text-xs text-slate-500 dark:text-slate-400">{t('composer.place_needs_position')}</span>
        )}
      </div>
    </fieldset>
  );
}
