import { useEffect } from 'react';
import type { FieldPathByValue, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { DEFAULT_SETTINGS, todayIn } from '@ww/contracts';
import { useSettings } from './settings.ts';

/** The time zone of the user's settings: the one the server counts their days and periods in, not the device's. */
export function useTimeZone(): string {
  const { data: settings } = useSettings();
  return (settings ?? DEFAULT_SETTINGS).regional_preferences.timezone;
}

/** Today as 'YYYY-MM-DD' in the time zone of the user's settings, so web and server agree on the day. */
export function useToday(): string {
  return todayIn(useTimeZone());
}

/**
 * Keeps the untouched date field of a new entry on `today`: the settings, and with them the time zone, may arrive
 * after the form opened. A date the user chose is left alone, and a later reset starts from the new default.
 */
export function useTodayDefault<T extends FieldValues, N extends FieldPathByValue<T, string>, C, O>(
  form: UseFormReturn<T, C, O>,
  name: N,
  today: string,
  enabled = true,
) {
  useEffect(() => {
    if (enabled && !form.getFieldState(name).isDirty) form.resetField(name, { defaultValue: today as PathValue<T, N> });
  }, [form, name, today, enabled]);
}
