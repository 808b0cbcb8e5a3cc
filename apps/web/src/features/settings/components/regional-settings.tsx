import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, formatCalendarDate, type SettingsPatch, type UserSettingsValues } from '@ww/contracts';
import { useUserLocale } from '#shared/lib/dates.ts';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';

// A day above 12 shows at a glance which part is the day and which the month.
const DATE_EXAMPLE = '2025-12-31';

function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The regional section: the time zone and the date format, each shown with an example date. */
export function RegionalSettings({
  regional,
  save,
}: {
  regional: UserSettingsValues['regional_preferences'];
  save: (patch: SettingsPatch) => void;
}) {
  const { t } = useTranslation('settings');
  const locale = useUserLocale();
  return (
    <>
      <Field label={t('regional.timezone')}>
        <Select
          value={regional.timezone}
          onChange={(e) => save({ regional_preferences: { timezone: e.target.value } })}
        >
          {timeZoneOptions(regional.timezone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('regional.date_format')}>
        <Select
          value={regional.date_format}
          onChange={(e) =>
            save({ regional_preferences: { date_format: e.target.value as (typeof DATE_FORMATS)[number] } })
          }
        >
          {DATE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {format === 'auto'
                ? t('regional.date_format_auto', { example: formatCalendarDate(DATE_EXAMPLE, locale, format) })
                : t('regional.date_format_option', {
                    format,
                    example: formatCalendarDate(DATE_EXAMPLE, locale, format),
                  })}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
