import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { toast } from 'sonner';
import { isTranslationKey } from '#shared/i18n/i18n.ts';
import { useProfile, useUpdateProfile } from '#shared/lib/profile.ts';
import { showFormFailure } from '#shared/lib/form.ts';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { FormError } from '#shared/ui/form-error.tsx';

const nameFormSchema = z.object({ full_name: z.string().trim().max(120, { error: 'name_too_long' }) });
type NameForm = z.infer<typeof nameFormSchema>;

export function ProfileNameForm() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const update = useUpdateProfile();
  const form = useForm<NameForm>({ resolver: zodResolver(nameFormSchema), defaultValues: { full_name: '' } });
  const { reset } = form;
  const savedName = profile.data?.full_name ?? '';

  useEffect(() => {
    reset({ full_name: savedName });
  }, [savedName, reset]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      { full_name: values.full_name === '' ? null : values.full_name },
      {
        onSuccess: () => toast.success(t('profile.name_saved')),
        onError: (err) => showFormFailure(form, err),
      },
    );
  });
  const nameError = form.formState.errors.full_name?.message;
  const nameErrorKey = `profile.errors.${nameError ?? ''}`;
  const nameErrorText = !nameError
    ? undefined
    : isTranslationKey('settings', nameErrorKey)
      ? t(nameErrorKey)
      : t('errors.validation', { ns: 'common' });

  return (
    <QueryState
      query={profile}
      variant="inline"
      loadingLabel={t('profile.loading')}
      errorTitle={t('profile.load_failed')}
      retryLabel={t('actions.retry')}
    >
      {(data) => (
        <div className="space-y-4">
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label={t('profile.full_name')} error={nameErrorText} className="flex-1 space-y-1.5">
              <Input autoComplete="name" {...form.register('full_name')} />
            </Field>
            <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
              {t('profile.save_name')}
            </Button>
          </form>
          <FormError control={form.control} />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('profile.email_label')}{' '}
            <span className="font-medium text-slate-900 dark:text-slate-100">{data.email}</span>
          </p>
          <Link to="/profile" className={buttonClasses('secondary', 'sm')}>
            {t('profile.photo_link')}
          </Link>
        </div>
      )}
    </QueryState>
  );
}
