import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { BIO_MAX_CHARS, REGIONS, RIG_TYPES, type Profile } from '@ww/contracts';
import { isTranslationKey } from '#shared/i18n/i18n.ts';
import { showFormFailure } from '#shared/lib/form.ts';
import { useUpdateProfile } from '#shared/lib/profile.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Select } from '#shared/ui/select.tsx';
import { Textarea } from '#shared/ui/textarea.tsx';
import { FormError } from '#shared/ui/form-error.tsx';

const detailsSchema = z.object({
  full_name: z.string().trim().max(120, { error: 'name_too_long' }),
  rig_type: z.union([z.enum(RIG_TYPES), z.literal('')]),
  region: z.union([z.enum(REGIONS), z.literal('')]),
  bio: z.string().trim().max(BIO_MAX_CHARS, { error: 'bio_too_long' }),
});
type DetailsForm = z.infer<typeof detailsSchema>;

function formValues(profile: Profile): DetailsForm {
  return {
    full_name: profile.full_name ?? '',
    rig_type: profile.rig_type ?? '',
    region: profile.region ?? '',
    bio: profile.bio ?? '',
  };
}

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm<DetailsForm>({ resolver: zodResolver(detailsSchema), defaultValues: formValues(profile) });
  const { reset } = form;
  const { full_name: fullName, rig_type: rigType, region, bio } = profile;

  // Follows the saved profile (after a save or a refresh elsewhere) without discarding edits in progress.
  useEffect(() => {
    reset(
      { full_name: fullName ?? '', rig_type: rigType ?? '', region: region ?? '', bio: bio ?? '' },
      { keepDirtyValues: true },
    );
  }, [fullName, rigType, region, bio, reset]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      {
        full_name: values.full_name || null,
        rig_type: values.rig_type || null,
        region: values.region || null,
        bio: values.bio || null,
      },
      {
        onSuccess: (saved) => {
          reset(formValues(saved));
          toast.success(t('details.saved'));
        },
        onError: (err) => showFormFailure(form, err),
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
  const bioError = form.formState.errors.bio?.message;
  const bioErrorKey = `details.errors.${bioError ?? ''}`;
  const bioErrorText = !bioError
    ? undefined
    : isTranslationKey('profile', bioErrorKey)
      ? t(bioErrorKey, { max: BIO_MAX_CHARS })
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
      <Field label={t('details.bio')} hint={t('details.bio_hint', { max: BIO_MAX_CHARS })} error={bioErrorText}>
        <Textarea rows={4} maxLength={BIO_MAX_CHARS} {...form.register('bio')} />
      </Field>
      <FormError control={form.control} />
      <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
        {t('details.save')}
      </Button>
    </form>
  );
}
