import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Language, type SettingsPatch, type UserSettingsValues } from '@ww/contracts';
import { LANGUAGE_OPTIONS } from '#shared/i18n/i18n.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { useSettings, useUpdateSettings } from '#shared/lib/settings.ts';
import { CurrencyOptions } from '#shared/ui/currency-options.tsx';
import { Field } from '#shared/ui/field.tsx';
import { PageContainer } from '#shared/ui/page.tsx';
import { LoadFailedPage, LoadingPage, SignInRequiredPage } from '#shared/ui/page-states.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Switch } from '#shared/ui/switch.tsx';
import { DisplaySettings } from '../components/display-settings.tsx';
import { PrivacySettings } from '../components/privacy-settings.tsx';
import { ProfileNameForm } from '../components/profile-name-form.tsx';
import { RegionalSettings } from '../components/regional-settings.tsx';
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

const navLink =
  'block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-50';

/** The settings page: every preference by section, each saved as it changes, with a section index beside it. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
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
                <a href={`#${section}`} className={navLink}>
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
            <DisplaySettings display={display} save={save} />
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
            <RegionalSettings regional={regional} save={save} />
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
            <PrivacySettings privacy={settings.privacy_preferences} save={save} />
          </SettingsSection>
        </div>
      </div>
    </PageContainer>
  );
}
