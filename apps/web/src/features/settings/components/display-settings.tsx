import { useTranslation } from 'react-i18next';
import type { SettingsPatch, UserSettingsValues } from '@ww/contracts';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Switch } from '#shared/ui/switch.tsx';

const FONT_SIZES = ['small', 'medium', 'large'] as const;

/** The display section: font size, high contrast and reduced motion, each saved as it changes. */
export function DisplaySettings({
  display,
  save,
}: {
  display: UserSettingsValues['display_preferences'];
  save: (patch: SettingsPatch) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Field label={t('display.font_size')}>
        <Select
          value={display.font_size}
          onChange={(e) => save({ display_preferences: { font_size: e.target.value as (typeof FONT_SIZES)[number] } })}
        >
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`display.font_sizes.${size}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Switch
        label={t('display.high_contrast')}
        description={t('display.high_contrast_hint')}
        checked={display.high_contrast}
        onCheckedChange={(checked) => save({ display_preferences: { high_contrast: checked } })}
      />
      <Switch
        label={t('display.reduced_motion')}
        description={t('display.reduced_motion_hint')}
        checked={display.reduced_motion}
        onCheckedChange={(checked) => save({ display_preferences: { reduced_motion: checked } })}
      />
    </>
  );
}
