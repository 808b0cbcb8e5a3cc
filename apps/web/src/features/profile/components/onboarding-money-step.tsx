import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UNIT_PRESETS, type Onboarding, type onboardingSchema, type UnitPreset } from '@ww/contracts';
import { UNIT_PRESET_NAMES, useUnitsSummary } from '#shared/lib/unit-names.ts';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';
import { OptionCards } from './option-cards.tsx';

/** The onboarding's money step: the units a traveller measures in (each preset summarised) and their currency. */
export function OnboardingMoneyStep({
  control,
  unitPreset,
  onPresetChange,
  errorText,
}: {
  control: Control<z.input<typeof onboardingSchema>, unknown, Onboarding>;
  unitPreset: UnitPreset;
  onPresetChange: (preset: UnitPreset) => void;
  errorText: (field: keyof Onboarding) => string | undefined;
}) {
  const { t } = useTranslation(['onboarding', 'common']);
  const unitsSummary = useUnitsSummary();
  return (
    <div className="space-y-6">
      <OptionCards
        legend={t('fields.units')}
        columns={3}
        value={unitPreset}
        onChange={onPresetChange}
        error={errorText('units')}
        options={UNIT_PRESET_NAMES.map((preset) => ({
          value: preset,
          label: t(`units.presets.${preset}`, { ns: 'common' }),
          description: unitsSummary(UNIT_PRESETS[preset]),
        }))}
      />
      <Controller
        control={control}
        name="currency"
        render={({ field }) => (
          <Field label={t('fields.currency')} error={errorText('currency')} hint={t('fields.currency_hint')}>
            <Select {...field}>
              <CurrencyOptions />
            </Select>
          </Field>
        )}
      />
    </div>
  );
}
