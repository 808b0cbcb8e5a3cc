import { useTranslation } from 'react-i18next';
import type { SettingsPatch, UserSettingsValues } from '@ww/contracts';
import { Field } from '#shared/ui/field.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Switch } from '#shared/ui/switch.tsx';

const PRIVACY_SWITCHES = ['location_sharing', 'activity_tracking', 'data_collection'] as const;
const PROFILE_VISIBILITY = ['public', 'friends', 'private'] as const;

/** The privacy section: who sees the profile, and the location, activity and data switches. */
export function PrivacySettings({
  privacy,
  save,
}: {
  privacy: UserSettingsValues['privacy_preferences'];
  save: (patch: SettingsPatch) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Field label={t('privacy.profile_visibility')}>
        <Select
          value={privacy.profile_visibility}
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
          checked={privacy[field]}
          onCheckedChange={(checked) => save({ privacy_preferences: { [field]: checked } })}
        />
      ))}
    </>
  );
}
