import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  DATE_FORMATS,
  formatCalendarDate,
  type Language,
  type SettingsPatch,
  type UserSettingsValues,
} from '@ww/contracts';
import { LANGUAGE_OPTIONS } from '#shared/i18n/i18n.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useUserLocale } from '#shared/lib/dates.ts';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useSettings, useUpdateSettings } from '#shared/lib/settings.ts';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { LoadFailedPage, LoadingPage, SignInRequiredPage } from '#shared/ui/page-states.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Switch } from '#shared/ui/switch.tsx';
import { ProfileNameForm } from '../components/profile-name-form.tsx';
import { SettingsSection } from '../components/settings-section.tsx';
import { ThemePicker } from '../components/theme-picker.tsx';
import { UnitsSettings } from '../components/units-settings.tsx';

const SECTIONS = [
  'profile',
  'display',
  'theme',
  'language',
  'units',
  'currency',
  'regional',
  'notifications',
  'privacy',
] as const;

const NOTIFICATION_FIELDS = [
  'email_notifications',
  'push_notifications',
  'marketing_emails',
  'trip_reminders',
  'maintenance_alerts',
  'weather_warnings',
  'budget_alerts',
] as const;

const PRIVACY_SWITCHES = ['location_sharing', 'activity_tracking', 'data_collection'] as const;
const PROFILE_VISIBILITY = ['public', 'friends', 'private'] as const;
const FONT_SIZES = ['small', 'medium', 'large'] as const;

// A day above 12 shows at a glance which part is the day and which the month.
const DATE_EXAMPLE = '2025-12-31';

function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const locale = useUserLocale();
  const errorText = useErrorText();
  const { status } = useAuth();
  const settingsQuery = useSettings();
  const update = useUpdateSettings();

  if (status === 'signed_out') {
    return <SignInRequiredPage title={t('title')} message={t('sign_in_required')} signInLabel={t('actions.sign_in')} />;
  }
  if (status === 'loading' || settingsQuery.isPending) return <LoadingPage title={t('title')} label={t('loading')} />;

  if (settingsQuery.isError) {
    return (
      <LoadFailedPage
        title={t('title')}
        message={t('load_failed')}
        detail={errorText(settingsQuery.error)}
        retryLabel={t('actions.retry')}
        onRetry={() => void settingsQuery.refetch()}
      />
    );
  }

  const settings: UserSettingsValues = settingsQuery.data;
  const save = (patch: SettingsPatch) => update.mutate(patch);
  const display = settings.display_preferences;
  const regional = settings.regional_preferences;

  return (
    <PageContainer title={t('title')} description={t('description')}>
      <div className="lg:grid lg:grid-cols-[12rem_1fr] lg:gap-8">
        <nav aria-label={t('sections_nav')} className="mb-6 lg:mb-0">
          <ul className="flex flex-wrap gap-2 lg:sticky lg:top-24 lg:flex-col lg:gap-1">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-50"
                >
                  {t(`${section}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-6">
          <SettingsSection id="profile" title={t('profile.title')} description={t('profile.description')}>
            <ProfileNameForm />
          </SettingsSection>

          <SettingsSection id="display" title={t('display.title')} description={t('display.description')}>
            <Field label={t('display.font_size')}>
              <Select
                value={display.font_size}
                onChange={(e) =>
                  save({ display_preferences: { font_size: e.target.value as (typeof FONT_SIZES)[number] } })
                }
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
          </SettingsSection>

          <SettingsSection id="theme" title={t('theme.title')} description={t('theme.description')}>
            <ThemePicker value={display.theme} onChange={(theme) => save({ display_preferences: { theme } })} />
          </SettingsSection>

          <SettingsSection id="language" title={t('language.title')} description={t('language.description')}>
            <Field label={t('language.label')}>
              <Select
                value={display.language}
                onChange={(e) => save({ display_preferences: { language: e.target.value as Language } })}
              >
                {LANGUAGE_OPTIONS.map((option) => (
                  <option key={option.code} value={option.code} lang={option.code}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          </SettingsSection>

          <SettingsSection id="units" title={t('units.title')} description={t('units.description')}>
            <UnitsSettings regional={regional} save={save} />
          </SettingsSection>

          <SettingsSection id="currency" title={t('currency.title')} description={t('currency.description')}>
            <Field label={t('currency.label')}>
              <Select
                value={regional.currency}
                onChange={(e) =>
                  save({ regional_preferences: { currency: e.target.value as (typeof CURRENCIES)[number] } })
                }
              >
                <CurrencyOptions />
              </Select>
            </Field>
          </SettingsSection>

          <SettingsSection id="regional" title={t('regional.title')} description={t('regional.description')}>
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
          </SettingsSection>

          <SettingsSection
            id="notifications"
            title={t('notifications.title')}
            description={t('notifications.description')}
          >
            {NOTIFICATION_FIELDS.map((field) => (
              <Switch
                key={field}
                label={t(`notifications.${field}`)}
                description={t(`notifications.${field}_hint`)}
                checked={settings.notification_preferences[field]}
                onCheckedChange={(checked) => save({ notification_preferences: { [field]: checked } })}
              />
            ))}
          </SettingsSection>

          <SettingsSection id="privacy" title={t('privacy.title')} description={t('privacy.description')}>
            <Field label={t('privacy.profile_visibility')}>
              <Select
                value={settings.privacy_preferences.profile_visibility}
                onChange={(e) =>
                  save({
                    privacy_preferences: { profile_visibility: e.target.value as (typeof PROFILE_VISIBILITY)[number] },
                  })
                }
              >
                {PROFILE_VISIBILITY.map((visibility) => (
                  <option key={visibility} value={visibility}>
                    {t(`privacy.visibility.${visibility}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {PRIVACY_SWITCHES.map((field) => (
              <Switch
                key={field}
                label={t(`privacy.${field}`)}
                description={t(`privacy.${field}_hint`)}
                checked={settings.privacy_preferences[field]}
                onCheckedChange={(checked) => save({ privacy_preferences: { [field]: checked } })}
              />
            ))}
          </SettingsSection>
        </div>
      </div>
    </PageContainer>
  );
}
