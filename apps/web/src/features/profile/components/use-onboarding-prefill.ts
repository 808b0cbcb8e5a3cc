import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { UNIT_PRESETS, unitSystemOf, type Onboarding, type onboardingSchema, type UnitPreset } from '@ww/contracts';
import { currentLanguage } from '#shared/i18n/i18n.ts';
import { useProfile } from '#shared/lib/profile.ts';
import { isFallbackSettings, useSettings } from '#shared/lib/settings.ts';
import { presetOf } from '#shared/lib/unit-names.ts';

/**
 * Fills the onboarding form from what the account already holds, without overwriting anything the user has typed or
 * chosen, and keeps the units preset: the one chosen on the money step (or by the region), until then the account's,
 * the US's by default.
 */
export function useOnboardingPrefill(form: UseFormReturn<z.input<typeof onboardingSchema>, unknown, Onboarding>) {
  const profile = useProfile();
  const settings = useSettings();
  const [chosenPreset, setChosenPreset] = useState<UnitPreset | null>(null);
  const { reset, setValue } = form;
  const saved = profile.data;
  const savedRegional =
    settings.data && !isFallbackSettings(settings.data) ? settings.data.regional_preferences : undefined;
  const unitPreset =
    chosenPreset ?? (savedRegional && presetOf(savedRegional)) ?? (savedRegional?.units === 'metric' ? 'metric' : 'us');
  const choosePreset = (preset: UnitPreset) => {
    setChosenPreset(preset);
    setValue('units', unitSystemOf(UNIT_PRESETS[preset]), { shouldDirty: true });
  };
  useEffect(() => {
    if (!saved && !savedRegional) return;
    reset(
      {
        full_name: saved?.full_name ?? '',
        rig_type: saved?.rig_type ?? undefined,
        region: saved?.region ?? undefined,
        units: savedRegional?.units ?? 'imperial',
        currency: savedRegional?.currency ?? 'USD',
        language: currentLanguage(),
      },
      { keepDirtyValues: true },
    );
  }, [saved, savedRegional, reset]);
  return { unitPreset, choosePreset };
}
