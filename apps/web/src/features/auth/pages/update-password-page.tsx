import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordUpdateRequestSchema } from '@ww/contracts';
import { ApiRequestError, api } from '#shared/lib/api-client.ts';
import { useAuth } from '#shared/lib/auth.tsx';
import { useErrorText } from '#shared/lib/error-message.ts';
import { setServerFieldErrors } from '#shared/lib/form.ts';
import { Alert } from '#shared/ui/alert.tsx';
import { Button, buttonClasses } from '#shared/ui/button.tsx';
import { Field } from '#shared/ui/field.tsx';
import { Input } from '#shared/ui/input.tsx';
import { Spinner } from '#shared/ui/spinner.tsx';
import { AuthLayout, authLinkClass } from '../components/auth-layout.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { useFormMessages } from '#shared/lib/form.ts';

export default function UpdatePasswordPage() {
  const { t } = useTranslation('auth');
  // SPEC §5's texts on the auth screens, then the server's reason.
  const authText = useErrorText({ ns: 'common', prefix: 'auth_failures' });
  const { status } = useAuth();
  const { field: fieldError } = useFormMessages('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(passwordUpdateRequestSchema),
    defaultValues: { token, current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (done) {
    return (
      <AuthLayout title={t('update.done_title')}>
        <Alert variant="success">{t('update.done')}</Alert>
        <div className="mt-6">
          {status === 'signed_in' && !token ? (
            <Link to="/you" className={buttonClasses('primary', 'md', 'w-full')}>
              {t('update.continue')}
            </Link>
          ) : (
            <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
              {t('update.go_to_login')}
            </Link>
          )}
        </div>
      </AuthLayout>
    );
  }

  if (!token && status === 'loading') {
    return (
      <AuthLayout title={t('update.title')}>
        <Spinner />
      </AuthLayout>
    );
  }

  if (!token && status !== 'signed_in') {
    return (
      <AuthLayout title={t('update.title')}>
        <Alert variant="info">{t('update.needs_link')}</Alert>
        <div className="mt-6 flex flex-col gap-3 text-center text-sm">
          <Link to="/reset-password" className={buttonClasses('primary', 'md', 'w-full')}>
            {t('update.request_link')}
          </Link>
          <Link to="/login" className={authLinkClass}>
            {t('reset.back_to_login')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // With a reset token the token proves who it is; without one the signed-in session and the current password do.
      const { current_password, ...rest } = values;
      await api('POST /auth/password-update', {
        json: values.token ? rest : { ...rest, current_password },
        auth: !values.token,
      });
      setDone(true);
    } catch (err) {
      if (!setServerFieldErrors(form, err)) setError(err);
    }
  });

  const errorText =
    error instanceof ApiRequestError && error.code === 'invalid_reset_token'
      ? t('update.invalid_link')
      : error !== null
        ? authText(error)
        : null;

  return (
    <AuthLayout title={t('update.title')} subtitle={t('update.subtitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {errors.token && <Alert variant="error">{t('update.invalid_link')}</Alert>}
        {errorText && (
          <Alert variant="error">
            {errorText}{' '}
            {error instanceof ApiRequestError && error.code === 'invalid_reset_token' && (
              <Link to="/reset-password" className="font-medium underline">
                {t('update.request_link')}
              </Link>
            )}
          </Alert>
        )}
        {!token && (
          <Field label={t('fields.current_password')} error={fieldError(errors.current_password?.message)}>
            <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
          </Field>
        )}
        <NewPasswordFields passwordLabel={t('fields.new_password')} form={form} />
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? t('update.submitting') : t('update.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
