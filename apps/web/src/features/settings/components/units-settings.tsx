import { useTranslation } from 'react-i18next';
import {
  UNIT_PRESETS,
  UNIT_PREFERENCE_KEYS,
  type SettingsPatch,
  type UnitPreferences,
  type UnitPreset,
  type UserSettingsValues,
} from '@ww/contracts';
import { presetOf, UNIT_PRESET_NAMES, useUnitsSummary } from '#shared/lib/unit-names.ts';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';
import { UnitOptions } from '#shared/ui/unit-options.tsx';

const CUSTOM = 'custom';

/**
 * The units section (issue 23): a way of measuring to start from (Metric, UK, US; "Custom" when the user's units
 * are none of them exactly) and each kind of figure's own unit. A preset saves its six units at once; each select
 * saves its own field.
 */
export function UnitsSettings({
  regional,
  save,
}: {
  regional: UserSettingsValues['regional_preferences'];
  save: (patch: SettingsPatch) => void;
}) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const summary = useUnitsSummary();
  const preset = presetOf(regional);
  const choose = (value: UnitPreferences) => save({ regional_preferences: { ...value } });
  return (
    <>
      <Field label={t('units.label')}>
        <Select
          value={preset ?? CUSTOM}
          onChange={(e) => {
            if (e.target.value !== CUSTOM) choose(UNIT_PRESETS[e.target.value as UnitPreset]);
          }}
        >
          {UNIT_PRESET_NAMES.map((name) => (
            <option key={name} value={name}>
              {t('units.preset_option', { name: tc(`units.presets.${name}`), summary: summary(UNIT_PRESETS[name]) })}
            </option>
          ))}
          {preset === null && (
            <option value={CUSTOM} disabled>
              {tc('units.presets.custom')}
            </option>
          )}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {UNIT_PREFERENCE_KEYS.map((key) => (
          <Field key={key} label={t(`units.fields.${key}`)}>
            <Select value={regional[key]} onChange={(e) => save({ regional_preferences: { [key]: e.target.value } })}>
              <UnitOptions preference={key} />
            </Select>
          </Field>
        ))}
      </div>
    </>
  );
}
