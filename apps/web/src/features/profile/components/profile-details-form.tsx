import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { REGIONS, RIG_TYPES, type Profile } from '@ww/contracts';
import { isTranslationKey } from '#shared/i18n/i18n.ts';
import { errorMessageKey } from '#shared/lib/error-message.ts';
import { useUpdateProfile } from '#shared/lib/profile.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';

const detailsSchema = z.object({
  full_name: z.string().trim().max(120, { error: 'name_too_long' }),
  rig_type: z.union([z.enum(RIG_TYPES), z.literal('')]),
  region: z.union([z.enum(REGIONS), z.literal('')]),
});
type DetailsForm = z.infer<typeof detailsSchema>;

function formValues(profile: Profile): DetailsForm {
  return { full_name: profile.full_name ?? '', rig_type: profile.rig_type ?? '', region: profile.region ?? '' };
}

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm<DetailsForm>({ resolver: zodResolver(detailsSchema), defaultValues: formValues(profile) });
  const { reset } = form;
  const { full_name: fullName, rig_type: rigType, region } = profile;

  // Follows the saved profile (after a save or a refresh elsewhere) without discarding edits in progress.
  useEffect(() => {
    reset({ full_name: fullName ?? '', rig_type: rigType ?? '', region: region ?? '' }, { keepDirtyValues: true });
  }, [fullName, rigType, region, reset]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      { full_name: values.full_name || null, rig_type: values.rig_type || null, region: values.region || null },
      {
        onSuccess: (saved) => {
          reset(formValues(saved));
          toast.success(t('details.saved'));
        },
        onError: (err) => toast.error(t(errorMessageKey(err), { ns: 'common' })),
      },
    );
  });
  const nameError = form.formState.errors.full_name?.message;
  const nameErrorKey = `details.errors.${nameError ?? ''}`;
  const nameErrorText = !nameError
    ? undefined
    : isTranslationKey('profile', nameErrorKey)
      ? t(nameErrorKey)
      : t('errors.validation', { ns: 'common' });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t('details.full_name')} hint={t('details.full_name_hint')} error={nameErrorText}>
        <Input autoComplete="name" {...form.register('full_name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="rig_type"
          render={({ field }) => (
            <Field label={t('details.rig_type')}>
              <Select {...field}>
                <option value="">{t('details.not_set')}</option>
                {RIG_TYPES.map((rig) => (
                  <option key={rig} value={rig}>
                    {t(`rig_types.${rig}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="region"
          render={({ field }) => (
            <Field label={t('details.region')}>
              <Select {...field}>
                <option value="">{t('details.not_set')}</option>
                {REGIONS.map((code) => (
                  <option key={code} value={code}>
                    {t(`regions.${code}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      </div>
      <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
        {t('details.save')}
      </Button>
    </form>
  );
}
